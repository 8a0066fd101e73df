import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a fuzz target reports a broken invariant: one line naming the target and the invariant,
/// appended to the file named by `PROVIDERKIT_FUZZ_VIOLATIONS` (so `Scripts/fuzz.sh` can tell
/// invariant violations from crashes), then `abort()`, so libFuzzer saves the input as a crash
/// artifact that reproduces it.
public enum FuzzCheck {
    /// The environment variable naming the violations log.
    public static let violationsVariable = "PROVIDERKIT_FUZZ_VIOLATIONS"
    /// The first word of every violation report.
    public static let marker = "INVARIANT VIOLATION"

    /// Fails the run when `condition` is false.
    public static func expect(
        _ condition: @autoclosure () -> Bool, _ target: String, _ message: @autoclosure () -> String
    ) {
        if !condition() { violation(target, message()) }
    }

    /// Reports a broken invariant and aborts.
    public static func violation(_ target: String, _ message: String) -> Never {
        let line = "\(marker) [\(target)]: \(message)\n"
        FileHandle.standardError.write(Data(line.utf8))
        if let path = ProcessInfo.processInfo.environment[violationsVariable], !path.isEmpty {
            let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
            if fd >= 0 {
                _ = line.withCString { write(fd, $0, strlen($0)) }
                close(fd)
            }
        }
        abort()
    }
}
