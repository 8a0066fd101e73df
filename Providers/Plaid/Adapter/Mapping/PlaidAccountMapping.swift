import Foundation
import ProviderKit

/// Plaid account types, subtypes and verification statuses mapped to the unified model, from raw
/// strings, so both the LinkKit 7 adapter and the legacy LinkKit 1.x adapter use them.
package enum PlaidAccountMapping {
    /// The five account types LinkKit models.
    package static let knownTypes: [String: AccountType] = [
        "depository": .depository, "credit": .credit, "loan": .loan, "investment": .investment, "other": .other,
    ]

    /// Server verification status (`verification_status`) → unified status. Includes the three
    /// statuses LinkKit 7 models and the others the API sends, which LinkKit leaves in `.unknown`.
    package static let verificationStatuses: [String: AccountVerificationStatus] = [
        "automatically_verified": .automaticallyVerified,
        "manually_verified": .manuallyVerified,
        "pending_automatic_verification": .pendingAutomaticVerification,
        "pending_manual_verification": .pendingManualVerification,
        "database_matched": .databaseMatched,
        "database_insights_pass": .databaseInsightsPass,
        "database_insights_pass_with_caution": .databaseInsightsPassWithCaution,
        "database_insights_fail": .databaseInsightsFail,
        "verification_expired": .verificationExpired,
        "verification_failed": .verificationFailed,
        "unsent": .unsent,
    ]

    /// The unified type for a raw Plaid type. Unknown types are kept, lowercased; empty is `nil`.
    package static func accountType(raw: String?) -> AccountType? {
        guard let raw = raw?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        return knownTypes[raw.lowercased()] ?? AccountType(rawValue: raw)
    }

    /// The subtype as ProviderKit stores it: lowercase, trimmed; `nil` when empty.
    ///
    /// LinkKit spells one subtype `403B`; lowercasing makes it `403b`, like Plaid's API.
    package static func subtype(raw: String?) -> String? {
        guard let raw = raw?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        return raw.lowercased()
    }

    /// The unified verification status and the raw text to keep beside it. `nil` status for a missing
    /// or empty value; ``/ProviderKit/AccountVerificationStatus/unknown`` (raw kept) for an unrecognised one.
    package static func verificationStatus(raw: String?) -> (status: AccountVerificationStatus?, raw: String?) {
        guard let raw = raw?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return (nil, nil) }
        if let known = verificationStatuses[raw.lowercased()] { return (known, nil) }
        return (.unknown, raw)
    }

    /// Builds an account from raw strings. `type` and `subtype` may arrive swapped or combined
    /// (`"depository.checking"`); see ``splitTypeAndSubtype(type:subtype:)``.
    package static func account(
        id: String?, name: String?, mask: String?, type: String?, subtype: String?, verificationStatus: String?
    ) -> LinkAccount {
        let status = self.verificationStatus(raw: verificationStatus)
        let split = splitTypeAndSubtype(type: type, subtype: subtype)
        return LinkAccount(
            id: nonEmpty(id), name: nonEmpty(name), mask: nonEmpty(mask), type: accountType(raw: split.type),
            subtype: self.subtype(raw: split.subtype), verificationStatus: status.status, rawVerificationStatus: status.raw)
    }

    /// Normalises a raw type/subtype pair:
    /// - a combined `"type.subtype"` subtype (LinkKit 7's wire form) is split;
    /// - a pair whose "type" is not a known type but whose subtype is (the swapped pair of early
    ///   LinkKit 7.0.x) is swapped back;
    /// - a known subtype with no type gets its type inferred when the subtype belongs to one type only.
    package static func splitTypeAndSubtype(type: String?, subtype: String?) -> (type: String?, subtype: String?) {
        var type = nonEmpty(type)
        var subtype = nonEmpty(subtype)
        if let combined = subtype, let dot = combined.firstIndex(of: "."),
            knownTypes[String(combined[..<dot]).lowercased()] != nil
        {
            let head = String(combined[..<dot])
            if type == nil || type?.lowercased() == head.lowercased() {
                type = head
                subtype = nonEmpty(String(combined[combined.index(after: dot)...]))
            }
        }
        if let t = type, knownTypes[t.lowercased()] == nil, let s = subtype, knownTypes[s.lowercased()] != nil {
            swap(&type, &subtype)
        }
        if let t = type, knownTypes[t.lowercased()] == nil, subtype == nil, let inferred = typeForSubtype(t) {
            // A lone subtype sitting in the type slot (`.unknown(type: "checking", subtype: "")`).
            subtype = t
            type = inferred
        }
        if type == nil, let s = subtype, let inferred = typeForSubtype(s) { type = inferred }
        return (type, subtype)
    }

    /// The type a subtype belongs to, when it belongs to exactly one (`checking` → `depository`).
    package static func typeForSubtype(_ subtype: String) -> String? {
        let lowered = subtype.lowercased()
        let owners = subtypesByType.filter { $0.value.contains(lowered) }.map(\.key)
        return owners.count == 1 ? owners[0] : nil
    }

    /// LinkKit 7's subtype raw strings per type (lowercased), excluding `all`.
    package static let subtypesByType: [String: Set<String>] = [
        "other": ["other"],
        "credit": ["credit card", "paypal"],
        "loan": ["auto", "business", "commercial", "construction", "consumer", "home equity", "line of credit", "loan",
            "mortgage", "overdraft", "student"],
        "depository": ["cash management", "cd", "checking", "ebt", "hsa", "money market", "paypal", "prepaid",
            "savings"],
        "investment": ["brokerage", "cash isa", "education savings account", "fixed annuity", "gic",
            "health reimbursement arrangement", "hsa", "401a", "401k", "403b", "457b", "529", "ira", "isa", "keogh",
            "lif", "lira", "lrif", "lrsp", "mutual fund", "non-taxable brokerage account", "pension", "plan", "prif",
            "profit sharing plan", "rdsp", "resp", "retirement", "rlif", "roth", "roth 401k", "rrif", "rrsp",
            "sarsep", "sep ira", "simple ira", "sipp", "stock plan", "tfsa", "thrift savings plan", "trust", "ugma",
            "utma", "variable annuity"],
    ]

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
