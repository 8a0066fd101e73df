import ProviderKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a debug build of the `providerkit` tool kills itself (`SIGKILL`, no clean-up of any kind)
/// in the middle of a private-file operation, so a test can check what a real crash leaves behind.
///
/// It lives in tooling and works through the core's test seam, ``PrivateFile/stepObserver``:
/// nothing an app links can kill its process. Only the tool (from its environment, in debug
/// builds) and the tests install one, through ``PrivateFile/crashPoint``.
package struct PrivateFileCrashPoint: Sendable, Equatable {
    /// The process dies just before this step (at ``PrivateFile/Step/write``: with half of the new
    /// contents written).
    package var step: PrivateFile.Step
    /// Only files whose name contains this text count; `nil` counts every file.
    package var fileNameContaining: String?
    /// The process dies at the `occurrence`-th time a counted file reaches ``step`` (from 1).
    package var occurrence: Int

    /// A crash at the `occurrence`-th time a file whose name contains `fileNameContaining` reaches `step`.
    package init(step: PrivateFile.Step, fileNameContaining: String? = nil, occurrence: Int = 1) {
        self.step = step
        self.fileNameContaining = fileNameContaining
        self.occurrence = occurrence
    }

    /// Parses `STEP`, `STEP:TEXT` or `STEP:TEXT#N` (for example `rename:.journey.json#2`);
    /// `nil` for anything else.
    package init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let first = parts.first, let step = PrivateFile.Step(rawValue: first) else { return nil }
        var filter: String?
        var occurrence = 1
        if parts.count == 2 {
            let pieces = parts[1].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            filter = pieces[0].isEmpty ? nil : pieces[0]
            if pieces.count == 2 {
                guard let number = Int(pieces[1]), number >= 1 else { return nil }
                occurrence = number
            }
        }
        self.init(step: step, fileNameContaining: filter, occurrence: occurrence)
    }

    /// The installed crash point and how many counted files reached its step so far.
    static let state = State()

    /// Whether the installed crash point says to die at `step` on `path` (counts the file).
    static func shouldCrash(at step: PrivateFile.Step, path: String) -> Bool {
        state.countAndCheck(step: step, fileName: URL(fileURLWithPath: path).lastPathComponent)
    }

    /// Dies like a crashed process when the installed crash point says so for `step` on `path`.
    static func crashIfRequested(at step: PrivateFile.Step, path: String) {
        if shouldCrash(at: step, path: path) { die() }
    }

    /// Sends `SIGKILL` to this process: nothing gets to clean up.
    static func die() -> Never {
        kill(getpid(), SIGKILL)
        _exit(137)  // not reached: SIGKILL sent to the calling process is delivered before kill returns
    }

    /// The installed point and its counter, safe from any thread.
    final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var installed: PrivateFileCrashPoint?
        private var count = 0

        var point: PrivateFileCrashPoint? {
            get { lock.withLock { installed } }
            set { lock.withLock { installed = newValue; count = 0 } }
        }

        func countAndCheck(step: PrivateFile.Step, fileName: String) -> Bool {
            lock.withLock {
                guard let installed, installed.step == step else { return false }
                if let text = installed.fileNameContaining, !fileName.contains(text) { return false }
                count += 1
                return count == installed.occurrence
            }
        }
    }
}

extension PrivateFile {
    /// The installed crash point, or `nil`; setting one installs it as the private-file layer's
    /// ``PrivateFile/stepObserver`` and restarts its count, setting `nil` removes it. Thread-safe.
    package static var crashPoint: PrivateFileCrashPoint? {
        get { PrivateFileCrashPoint.state.point }
        set {
            PrivateFileCrashPoint.state.point = newValue
            if newValue == nil {
                stepObserver = nil
            } else {
                stepObserver = { @Sendable (step: PrivateFile.Step, path: String) -> Void in
                    PrivateFileCrashPoint.crashIfRequested(at: step, path: path)
                }
            }
        }
    }
}
