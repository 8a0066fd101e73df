import Foundation

extension PlaidLinkKit {
    /// An account's type and subtype in one value (`Account.subtype`): the case is the type, the
    /// associated enum the subtype.
    ///
    /// Wire form: one string `"<type>.<subtype>"`, for example `"depository.checking"` or
    /// `"credit.credit card"`. A string without a known type decodes as ``unknown(type:subtype:)``;
    /// early LinkKit 7.0.x produced `.unknown(type: "checking", subtype: "")` for checking accounts,
    /// which ProviderKit repairs from `metadataJSON`.
    package enum AccountSubtype: Sendable, Hashable, Codable, CustomStringConvertible {
        /// Type `other`.
        case other(Other)
        /// Type `credit`.
        case credit(Credit)
        /// Type `loan`.
        case loan(Loan)
        /// Type `depository`.
        case depository(Depository)
        /// Type `investment`.
        case investment(Investment)
        /// A type LinkKit does not know, with its subtype, as sent.
        case unknown(type: String, subtype: String)

        /// Builds the case LinkKit would decode from a raw type and subtype.
        package init(type: String, subtype: String) {
            switch type {
            case "other": self = .other(Other(wireValue: subtype))
            case "credit": self = .credit(Credit(wireValue: subtype))
            case "loan": self = .loan(Loan(wireValue: subtype))
            case "depository": self = .depository(Depository(wireValue: subtype))
            case "investment": self = .investment(Investment(wireValue: subtype))
            default: self = .unknown(type: type, subtype: subtype)
            }
        }

        /// Parses the `"<type>.<subtype>"` wire string. Without a dot the whole string is the type.
        package init(wireValue: String) {
            // Cut at the first `.` character (a `.` followed by a combining mark is another character).
            if let dot = wireValue.firstIndex(of: ".") {
                self.init(type: String(wireValue[..<dot]), subtype: String(wireValue[wireValue.index(after: dot)...]))
            } else {
                self.init(type: wireValue, subtype: "")
            }
        }

        /// LinkKit's public factory of the same name, which its Objective-C bridge uses.
        ///
        /// Takes the `"<type>.<subtype>"` wire string, as ``init(wireValue:)`` does. That LinkKit's
        /// factory reads this same form is UNVERIFIED.
        package static func privateObjCInitializer(stringLiteral: String) -> AccountSubtype {
            AccountSubtype(wireValue: stringLiteral)
        }

        /// The account type string (`depository`, `credit`, …), public in LinkKit 7.1.
        package var type: String {
            switch self {
            case .other: return "other"
            case .credit: return "credit"
            case .loan: return "loan"
            case .depository: return "depository"
            case .investment: return "investment"
            case .unknown(let type, _): return type
            }
        }

        /// The subtype string (`checking`, `credit card`, `403B`, …).
        package var subtype: String {
            switch self {
            case .other(let value): return value.description
            case .credit(let value): return value.description
            case .loan(let value): return value.description
            case .depository(let value): return value.description
            case .investment(let value): return value.description
            case .unknown(_, let subtype): return subtype
            }
        }

        /// `true` when LinkKit knew both the type and the subtype.
        package var isKnown: Bool {
            switch self {
            case .other(let value): return value.isKnown
            case .credit(let value): return value.isKnown
            case .loan(let value): return value.isKnown
            case .depository(let value): return value.isKnown
            case .investment(let value): return value.isKnown
            case .unknown: return false
            }
        }

        /// The wire string, `"<type>.<subtype>"`.
        package var description: String { "\(type).\(subtype)" }

        /// Decodes the `"<type>.<subtype>"` string.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self.init(wireValue: try container.decode(String.self))
        }

        /// Encodes the `"<type>.<subtype>"` string.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }
}
