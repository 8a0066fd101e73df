import Foundation

extension PlaidLinkKit.AccountSubtype {
    /// The subtypes of account type `other` (`AccountSubtype.other`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum Other: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `all`.
        case all
        /// `other`.
        case other
        /// A subtype LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [Other] {
            [
                .all, .other,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> Other { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: Other] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .all: return "all"
            case .other: return "other"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The subtypes of account type `credit` (`AccountSubtype.credit`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum Credit: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `all`.
        case all
        /// `credit card`.
        case creditCard
        /// `paypal`.
        case paypal
        /// A subtype LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [Credit] {
            [
                .all, .creditCard, .paypal,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> Credit { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: Credit] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .all: return "all"
            case .creditCard: return "credit card"
            case .paypal: return "paypal"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The subtypes of account type `loan` (`AccountSubtype.loan`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum Loan: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `all`.
        case all
        /// `auto`.
        case auto
        /// `business`.
        case business
        /// `commercial`.
        case commercial
        /// `construction`.
        case construction
        /// `consumer`.
        case consumer
        /// `home equity`.
        case homeEquity
        /// `line of credit`.
        case lineOfCredit
        /// `loan`.
        case loan
        /// `mortgage`.
        case mortgage
        /// `overdraft`.
        case overdraft
        /// `student`.
        case student
        /// A subtype LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [Loan] {
            [
                .all, .auto, .business, .commercial, .construction, .consumer, .homeEquity, .lineOfCredit, .loan,
                .mortgage, .overdraft, .student,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> Loan { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: Loan] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .all: return "all"
            case .auto: return "auto"
            case .business: return "business"
            case .commercial: return "commercial"
            case .construction: return "construction"
            case .consumer: return "consumer"
            case .homeEquity: return "home equity"
            case .lineOfCredit: return "line of credit"
            case .loan: return "loan"
            case .mortgage: return "mortgage"
            case .overdraft: return "overdraft"
            case .student: return "student"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The subtypes of account type `depository` (`AccountSubtype.depository`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum Depository: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `all`.
        case all
        /// `cash management`.
        case cashManagement
        /// `cd`.
        case cd
        /// `checking`.
        case checking
        /// `ebt`.
        case ebt
        /// `hsa`.
        case hsa
        /// `money market`.
        case moneyMarket
        /// `paypal`.
        case paypal
        /// `prepaid`.
        case prepaid
        /// `savings`.
        case savings
        /// A subtype LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [Depository] {
            [
                .all, .cashManagement, .cd, .checking, .ebt, .hsa, .moneyMarket, .paypal, .prepaid, .savings,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> Depository { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: Depository] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .all: return "all"
            case .cashManagement: return "cash management"
            case .cd: return "cd"
            case .checking: return "checking"
            case .ebt: return "ebt"
            case .hsa: return "hsa"
            case .moneyMarket: return "money market"
            case .paypal: return "paypal"
            case .prepaid: return "prepaid"
            case .savings: return "savings"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The subtypes of account type `investment` (`AccountSubtype.investment`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum Investment: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `all`.
        case all
        /// `brokerage`.
        case brokerage
        /// `cash isa`.
        case cashIsa
        /// `education savings account`.
        case educationSavingsAccount
        /// `fixed annuity`.
        case fixedAnnuity
        /// `gic`.
        case gic
        /// `health reimbursement arrangement`.
        case healthReimbursementArrangement
        /// `hsa`.
        case hsa
        /// `401a`.
        case investment401a
        /// `401k`.
        case investment401k
        /// `403B`.
        case investment403B
        /// `457b`.
        case investment457b
        /// `529`.
        case investment529
        /// `ira`.
        case ira
        /// `isa`.
        case isa
        /// `keogh`.
        case keogh
        /// `lif`.
        case lif
        /// `lira`.
        case lira
        /// `lrif`.
        case lrif
        /// `lrsp`.
        case lrsp
        /// `mutual fund`.
        case mutualFund
        /// `non-taxable brokerage account`.
        case nonTaxableBrokerageAccount
        /// `pension`.
        case pension
        /// `plan`.
        case plan
        /// `prif`.
        case prif
        /// `profit sharing plan`.
        case profitSharingPlan
        /// `rdsp`.
        case rdsp
        /// `resp`.
        case resp
        /// `retirement`.
        case retirement
        /// `rlif`.
        case rlif
        /// `roth`.
        case roth
        /// `roth 401k`.
        case roth401k
        /// `rrif`.
        case rrif
        /// `rrsp`.
        case rrsp
        /// `sarsep`.
        case sarsep
        /// `sep ira`.
        case sepIra
        /// `simple ira`.
        case simpleIra
        /// `sipp`.
        case sipp
        /// `stock plan`.
        case stockPlan
        /// `tfsa`.
        case tfsa
        /// `thrift savings plan`.
        case thriftSavingsPlan
        /// `trust`.
        case trust
        /// `ugma`.
        case ugma
        /// `utma`.
        case utma
        /// `variable annuity`.
        case variableAnnuity
        /// A subtype LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [Investment] {
            [
                .all, .brokerage, .cashIsa, .educationSavingsAccount, .fixedAnnuity, .gic,
                .healthReimbursementArrangement, .hsa, .investment401a, .investment401k, .investment403B,
                .investment457b, .investment529, .ira, .isa, .keogh, .lif, .lira, .lrif, .lrsp, .mutualFund,
                .nonTaxableBrokerageAccount, .pension, .plan, .prif, .profitSharingPlan, .rdsp, .resp, .retirement,
                .rlif, .roth, .roth401k, .rrif, .rrsp, .sarsep, .sepIra, .simpleIra, .sipp, .stockPlan, .tfsa,
                .thriftSavingsPlan, .trust, .ugma, .utma, .variableAnnuity,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> Investment { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: Investment] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .all: return "all"
            case .brokerage: return "brokerage"
            case .cashIsa: return "cash isa"
            case .educationSavingsAccount: return "education savings account"
            case .fixedAnnuity: return "fixed annuity"
            case .gic: return "gic"
            case .healthReimbursementArrangement: return "health reimbursement arrangement"
            case .hsa: return "hsa"
            case .investment401a: return "401a"
            case .investment401k: return "401k"
            case .investment403B: return "403B"
            case .investment457b: return "457b"
            case .investment529: return "529"
            case .ira: return "ira"
            case .isa: return "isa"
            case .keogh: return "keogh"
            case .lif: return "lif"
            case .lira: return "lira"
            case .lrif: return "lrif"
            case .lrsp: return "lrsp"
            case .mutualFund: return "mutual fund"
            case .nonTaxableBrokerageAccount: return "non-taxable brokerage account"
            case .pension: return "pension"
            case .plan: return "plan"
            case .prif: return "prif"
            case .profitSharingPlan: return "profit sharing plan"
            case .rdsp: return "rdsp"
            case .resp: return "resp"
            case .retirement: return "retirement"
            case .rlif: return "rlif"
            case .roth: return "roth"
            case .roth401k: return "roth 401k"
            case .rrif: return "rrif"
            case .rrsp: return "rrsp"
            case .sarsep: return "sarsep"
            case .sepIra: return "sep ira"
            case .simpleIra: return "simple ira"
            case .sipp: return "sipp"
            case .stockPlan: return "stock plan"
            case .tfsa: return "tfsa"
            case .thriftSavingsPlan: return "thrift savings plan"
            case .trust: return "trust"
            case .ugma: return "ugma"
            case .utma: return "utma"
            case .variableAnnuity: return "variable annuity"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }
}
