/// A journal file that could not be used: unreadable, corrupt (or claiming another journey's
/// record), or written by a newer ProviderKit; or a journal write that failed. An unusable file
/// is moved aside (never overwritten, never deleted) and reported once; a newer version's file
/// is left in place and reported at each launch until the app is updated. ``path`` is printed in
/// full: journal paths are not secrets.
public struct LinkJournalProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// The file could not be read (permissions, I/O).
        case unreadable
        /// The file is not a journal record this ProviderKit understands.
        case corrupt
        /// The file was written by a newer ProviderKit (a higher format version); it is left in place.
        case newerVersion
        /// A journal file could not be written or removed; the journey went on without it.
        case writeFailed
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The file's path.
    public var path: String
    /// Where the file was moved, when it was.
    public var movedTo: String?
    /// What is wrong and what to do.
    public var message: String

    /// Creates a problem.
    public init(kind: Kind, path: String, movedTo: String?, message: String) {
        self.kind = kind
        self.path = path
        self.movedTo = movedTo
        self.message = message
    }

    /// `corrupt: <path>: message (moved to …)`.
    public var description: String {
        "\(kind.rawValue): \(path): \(message)\(movedTo.map { " (moved to \($0))" } ?? "")"
    }
}
