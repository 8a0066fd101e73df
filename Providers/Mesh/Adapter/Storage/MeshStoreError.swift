import Foundation

/// Why a credential store could not do what was asked. Messages name the file or Keychain
/// service and what to do; they never contain tokens.
public enum MeshStoreError: LocalizedError, Sendable, Hashable, CustomStringConvertible {
    /// The stored data could not be decoded. It was moved to `movedTo` (when that worked) and the
    /// store now starts empty; nothing was overwritten.
    case corrupt(location: String, movedTo: String?, reason: String)
    /// The stored data exists but could not be read. It was moved to `movedTo` (when that worked,
    /// `nil` also for a symbolic link, which is refused and never moved); nothing was overwritten.
    case unreadable(location: String, movedTo: String?, reason: String)
    /// The data was written by a newer format version. It was left untouched and is not overwritten.
    case unsupportedVersion(location: String, found: Int, supported: Int)
    /// Writing failed; the previous contents are intact.
    case writeFailed(location: String, reason: String)
    /// A Keychain call failed with an `OSStatus`.
    case keychain(operation: String, service: String, status: Int32)
    /// The v1 → v2 migration could not complete; the v1 data was left in place and the migration
    /// runs again next time.
    case migrationFailed(reason: String)

    /// The ``description``: where the store is, what happened and what was kept.
    public var errorDescription: String? { description }

    /// A sentence for developers and the CLI.
    public var description: String {
        switch self {
        case .corrupt(let location, let movedTo, let reason):
            return "The credential store at \(location) is corrupt (\(reason)). "
                + (movedTo.map { "It was moved aside to \($0); the store starts empty." }
                    ?? "It could not be moved aside and was left untouched; the store refuses to write until it is removed.")
        case .unreadable(let location, let movedTo, let reason):
            return "The credential store at \(location) cannot be read (\(reason)). "
                + (movedTo.map { "It was moved aside to \($0); the store starts empty." }
                    ?? "It was left where it is, untouched; the store refuses to write until it can be read.")
        case .unsupportedVersion(let location, let found, let supported):
            return "The credential store at \(location) has format version \(found); this ProviderKit reads up to "
                + "version \(supported). It was left untouched; upgrade ProviderKit to use it."
        case .writeFailed(let location, let reason):
            return "Writing the credential store at \(location) failed (\(reason)); the previous contents are intact."
        case .keychain(let operation, let service, let status):
            return "Keychain \(operation) for service \"\(service)\" failed with OSStatus \(status)."
        case .migrationFailed(let reason):
            return "Migrating Mesh v1 credentials failed (\(reason)); the v1 data was kept and the migration will run again."
        }
    }
}
