import Foundation
import ProviderKit

/// A `PLKPLAIDLINK_DIAGNOSTICS` value, mapped onto ProviderKit's ``/ProviderKit/LinkDiagnostic/Severity``.
///
/// LinkKit 1.x documented two scales for the same environment variable:
///
/// | value | 0–4 scale (LinkKit 1.1.x README) | 0–3 scale (older plaid.com docs) |
/// |---|---|---|
/// | 0 | None → nothing | None → nothing |
/// | 1 | Error → `.error` | Error → `.error` |
/// | 2 | Warning → `.warning` | Info → `.info` |
/// | 3 | Info → `.info` | Debug → `.debug` |
/// | 4 | Debug → `.debug` | — (out of range) |
///
/// The threshold is the least severe diagnostic that is reported: `.info` reports info, warning and
/// error diagnostics. The 0–3 scale has no warning level; asking it for `.warning` gives 2 (Info),
/// so warnings are never hidden.
package struct PlaidLegacyDiagnosticsLevel: Sendable, Hashable, CustomStringConvertible {
    /// Which documentation's numbering a value follows.
    package enum Scale: Int, Sendable, Hashable, CaseIterable {
        /// 0 None, 1 Error, 2 Info, 3 Debug.
        case zeroToThree = 3
        /// 0 None, 1 Error, 2 Warning, 3 Info, 4 Debug. The default.
        case zeroToFour = 4
    }

    /// The least severe diagnostic reported, or `nil` for level 0 (nothing).
    package let threshold: LinkDiagnostic.Severity?

    /// Reports everything (`debug` and up). The adapter's default.
    package static let all = PlaidLegacyDiagnosticsLevel(threshold: .debug)
    /// Reports nothing.
    package static let none = PlaidLegacyDiagnosticsLevel(threshold: nil)

    /// Creates a level from a threshold.
    package init(threshold: LinkDiagnostic.Severity?) {
        self.threshold = threshold
    }

    /// Reads a `PLKPLAIDLINK_DIAGNOSTICS` value on `scale`; `nil` when out of range.
    package init?(value: Int, scale: Scale = .zeroToFour) {
        switch (scale, value) {
        case (_, 0): threshold = nil
        case (_, 1): threshold = .error
        case (.zeroToFour, 2): threshold = .warning
        case (.zeroToFour, 3), (.zeroToThree, 2): threshold = .info
        case (.zeroToFour, 4), (.zeroToThree, 3): threshold = .debug
        default: return nil
        }
    }

    /// Reads the environment variable's text (`"2"`); `nil` when it is not a number in range.
    package init?(environmentValue: String, scale: Scale = .zeroToFour) {
        guard let value = Int(environmentValue.trimmingCharacters(in: .whitespaces)) else { return nil }
        self.init(value: value, scale: scale)
    }

    /// The `PLKPLAIDLINK_DIAGNOSTICS` value that makes LinkKit log at this level on `scale`, for an
    /// app that sets the variable from its ProviderKit log level.
    package func environmentValue(scale: Scale = .zeroToFour) -> Int {
        switch (scale, threshold) {
        case (_, nil): return 0
        case (_, .error?): return 1
        case (.zeroToFour, .warning?): return 2
        case (.zeroToFour, .info?): return 3
        case (.zeroToFour, .debug?): return 4
        case (.zeroToThree, .warning?), (.zeroToThree, .info?): return 2
        case (.zeroToThree, .debug?): return 3
        }
    }

    /// `true` when a diagnostic of `severity` is reported at this level.
    package func reports(_ severity: LinkDiagnostic.Severity) -> Bool {
        guard let threshold else { return false }
        return severity >= threshold
    }

    /// `none`, or `<severity> and up`.
    package var description: String { threshold.map { "\($0.rawValue) and up" } ?? "none" }
}
