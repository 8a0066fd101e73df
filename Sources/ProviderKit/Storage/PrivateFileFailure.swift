import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension PrivateFile {
    /// A step of reading, locking or atomically writing a private file. Tests make any one of them
    /// fail (``PrivateFile/injectFailure``) or crash the process there (``PrivateFile/crashPoint``).
    package enum Step: String, Sendable, CaseIterable {
        /// Opening and reading the current file.
        case read
        /// Opening and locking the sidecar lock file.
        case lock
        /// Creating the file's directory.
        case createDirectory
        /// Creating the temporary file next to the target.
        case createTemporary
        /// Writing the new contents into the temporary file.
        case write
        /// `fsync` of the temporary file.
        case sync
        /// `rename` of the temporary file over the target.
        case rename
        /// `fsync` of the directory, so the rename itself is durable.
        case syncDirectory
        /// Removing the file.
        case remove
    }

    /// A failed step: which one, on which path, and why.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// The step that failed.
        package var step: Step
        /// The `errno` (`ELOOP` when ``isSymbolicLink``).
        package var code: Int32
        /// The path the step worked on (the target, its temporary file or its lock file).
        package var path: String
        /// Whether the step refused because `path` is a symbolic link.
        package var isSymbolicLink: Bool

        /// Whether the step refused a directory that group or others can open and that could not
        /// be made owner-only.
        package var isLooseDirectory: Bool

        /// A failure of `step` on `path` with `errno` `code`.
        package init(step: Step, code: Int32, path: String, isSymbolicLink: Bool = false, looseDirectory: Bool = false) {
            self.step = step
            self.code = code
            self.path = path
            self.isSymbolicLink = isSymbolicLink
            self.isLooseDirectory = looseDirectory
        }

        /// A refusal to go through the symbolic link at `path`.
        package static func symbolicLink(_ step: Step, _ path: String) -> Failure {
            Failure(step: step, code: ELOOP, path: path, isSymbolicLink: true)
        }

        /// `rename failed on PATH: No space left on device (errno 28)`, or, for a symbolic link,
        /// what was refused and what to do.
        package var description: String {
            if isSymbolicLink {
                return "\(step.rawValue) refused: \(path) is a symbolic link. ProviderKit never reads or writes a "
                    + "private file through a link (it could lead to another file); nothing was changed. Replace the "
                    + "link with the file itself (or use the real file's path) and try again"
            }
            if isLooseDirectory {
                return "\(step.rawValue) refused: \(path) is open to group or others and could not be made owner-only "
                    + "(0700); nothing was written. Make it owner-only (chmod 700) or choose a directory of your own"
            }
            return "\(step.rawValue) failed on \(path): \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
