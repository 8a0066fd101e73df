import Foundation
import ProviderKit
import ProviderKitTooling

/// The crash tests' hook: in debug builds, the tool reads where to kill itself from its
/// environment and installs it as the private-file layer's `package` crash point (the library
/// never reads the environment). Release builds ignore both variables.
enum CrashHook {
    /// `PROVIDERKIT_MESH_STORE_CRASH_AT=<step>`: dies just before that step of the first private
    /// file operation that reaches it (`read`, `lock`, `createTemporary`, `write` with half of the
    /// contents written, `sync`, `rename`, `syncDirectory`).
    static let stepVariable = "PROVIDERKIT_MESH_STORE_CRASH_AT"
    /// `PROVIDERKIT_PRIVATE_FILE_CRASH_BEFORE_RENAME=TEXT` or `TEXT#N`: dies just before the rename
    /// of the first (or `N`-th) atomic write of a file whose name contains `TEXT`.
    static let renameVariable = "PROVIDERKIT_PRIVATE_FILE_CRASH_BEFORE_RENAME"

    /// Installs the crash point the environment asks for; leaves the hook alone when it asks for none.
    static func install(environment: [String: String] = ProcessInfo.processInfo.environment) {
        #if DEBUG
            if let step = environment[stepVariable].flatMap(PrivateFile.Step.init(rawValue:)) {
                PrivateFile.crashPoint = PrivateFileCrashPoint(step: step)
            } else if let target = environment[renameVariable], !target.isEmpty,
                let point = PrivateFileCrashPoint(parsing: "\(PrivateFile.Step.rename.rawValue):\(target)")
            {
                PrivateFile.crashPoint = point
            }
        #endif
    }
}
