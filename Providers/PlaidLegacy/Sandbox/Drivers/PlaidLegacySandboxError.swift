import Foundation
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// What ``PlaidLegacySandboxDriver`` throws where LinkKit 1.x raises `NSInvalidArgumentException`.
public enum PlaidLegacySandboxError: LocalizedError, Sendable, Hashable, CustomStringConvertible {
    /// An argument LinkKit would reject.
    case invalidArgument(String)

    /// The ``description``.
    public var errorDescription: String? { description }

    /// `NSInvalidArgumentException: <reason>`.
    public var description: String {
        switch self {
        case .invalidArgument(let reason): return "NSInvalidArgumentException: \(reason)"
        }
    }
}
