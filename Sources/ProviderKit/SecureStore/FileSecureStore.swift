import Foundation

/// A ``LinkSecureStore`` of owner-only files: one `0600` file per key in a `0700` directory,
/// written atomically. For platforms without a Keychain, the command-line tool and tests.
/// A symbolic link in place of an item is refused (the call throws a ``LinkSecureStoreError``
/// naming it), never followed.
///
/// Files are protected only by their permissions: on iOS use ``KeychainSecureStore``.
public struct FileSecureStore: LinkSecureStore {
    /// The directory holding the items.
    public let directory: URL
    private let file = PrivateFile()
    private static let suffix = ".secret"

    /// A store in `directory`, created (`0700`) on the first save.
    public init(directory: URL) {
        self.directory = directory
    }

    private func path(_ key: String) throws(LinkSecureStoreError) -> String {
        guard !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }),
            !key.hasPrefix(".")
        else {
            throw LinkSecureStoreError(operation: "use", key: nil, reason: "invalid key")
        }
        return directory.appendingPathComponent(key + Self.suffix).path
    }

    /// Writes the item atomically with mode `0600`.
    public func save(_ secret: Secret, for key: String) throws {
        let path = try path(key)
        do {
            try file.ensureDirectory(directory.path)
            try file.writeAtomically(Data(secret.reveal().utf8), to: path)
        } catch {
            throw LinkSecureStoreError(operation: "save", key: key, reason: error.description)
        }
    }

    /// Reads the item.
    public func secret(for key: String) throws -> Secret? {
        let path = try path(key)
        let data: Data?
        do {
            data = try file.read(path)
        } catch {
            throw LinkSecureStoreError(operation: "read", key: key, reason: error.description)
        }
        guard let data else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LinkSecureStoreError(operation: "read", key: key, reason: "the item is not UTF-8 text")
        }
        return Secret(text)
    }

    /// Deletes the item.
    public func delete(for key: String) throws {
        let path = try path(key)
        do {
            try file.remove(path)
        } catch {
            throw LinkSecureStoreError(operation: "delete", key: key, reason: error.description)
        }
    }

    /// The keys of every item file.
    public func allKeys() throws -> [String] {
        file.names(in: directory.path).filter { $0.hasSuffix(Self.suffix) && !$0.hasPrefix(".") }
            .map { String($0.dropLast(Self.suffix.count)) }
    }
}
