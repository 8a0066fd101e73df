// A child process for the credential-store contention tests (Tests/ProviderKitCLITests/
// StoreContentionTests.swift): it drives a real FileCredentialStore from its own process, so the
// tests exercise the cross-process lock, the symlink refusals and the file modes for real.
//
//   StoreContentionWorker churn --path FILE --worker K --rounds R [--go FILE] [--no-lock]
//       for r in 0..<R: adds connection (K, r); after an odd r also removes (K, r-1). Waits for
//       the --go file first (so every worker starts together). --no-lock drops the store's lock
//       (the planted run that shows lost updates). Prints "failed add|remove ACCOUNT" for each
//       operation that threw, then "errors N"; exit 0 (1: usage).
//   StoreContentionWorker add --path FILE --account A [--umask OCTAL] [--crash-before STEP]
//                               [--temporary-name NAME]
//       adds one connection; --umask sets the process umask first; --crash-before kills the
//       process (SIGKILL) just before that step of the atomic write; --temporary-name fixes the
//       temporary file's name (to plant a link there). Prints "added" or the error.
import Foundation
import ProviderKit
import ProviderKitMesh
import ProviderKitTooling

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The connection a worker adds for `account`: Mesh's id is the MD5 of broker type + account id.
func payload(account: String) -> MeshLinkSDK.AccessTokenPayload {
    MeshLinkSDK.AccessTokenPayload(
        accountTokens: [
            MeshLinkSDK.AccountToken(
                account: MeshLinkSDK.Account(accountId: account, accountName: "Account \(account)"),
                accessToken: Secret("access-\(account)"))
        ], brokerBrandInfo: MeshLinkSDK.BrandInfo(brokerLogo: ""), brokerType: "contention",
        brokerName: "Contention")
}

var options: [String: String] = [:]
var flags: Set<String> = []
let arguments = Array(CommandLine.arguments.dropFirst())
var index = 1
while index < arguments.count {
    let argument = arguments[index]
    if argument == "--no-lock" {
        flags.insert(argument)
        index += 1
    } else if index + 1 < arguments.count {
        options[argument] = arguments[index + 1]
        index += 2
    } else {
        break
    }
}

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: StoreContentionWorker churn|add --path FILE …\n".utf8))
    exit(1)
}

guard let mode = arguments.first, let path = options["--path"] else { usage() }
var file = PrivateFile()
file.takesLocks = !flags.contains("--no-lock")
if let name = options["--temporary-name"] { file.temporaryName = { _ in name } }

switch mode {
case "churn":
    guard let worker = options["--worker"], let rounds = options["--rounds"].flatMap(Int.init) else { usage() }
    if let go = options["--go"] {
        // Bounded wait for the start signal (10 minutes): the parent creates it once every worker runs.
        var waited = 0
        while !FileManager.default.fileExists(atPath: go), waited < 600_000 {
            usleep(1000)
            waited += 1
        }
    }
    let store = FileCredentialStore(path: path, file: file)
    var failures: [String] = []
    /// Runs one store operation; a failure is recorded as `failed <operation> <account>`.
    func attempt(_ operation: String, _ account: String, _ body: () throws -> Void) {
        do {
            try body()
        } catch {
            failures.append("failed \(operation) \(account)")
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
    }
    for round in 0..<rounds {
        let account = "w\(worker)-r\(round)"
        attempt("add", account) { try store.add(payload(account: account)) }
        guard round % 2 == 1 else { continue }
        let previous = "w\(worker)-r\(round - 1)"
        attempt("remove", previous) { try store.remove(payload(account: previous)) }
    }
    failures.forEach { print($0) }
    print("errors \(failures.count)")
case "add":
    guard let account = options["--account"] else { usage() }
    if let mask = options["--umask"].flatMap({ mode_t($0, radix: 8) }) { umask(mask) }
    if let step = options["--crash-before"].flatMap(PrivateFile.Step.init(rawValue:)) {
        PrivateFile.crashPoint = PrivateFileCrashPoint(step: step)
    }
    do {
        try FileCredentialStore(path: path, file: file).add(payload(account: account))
        print("added")
    } catch {
        print("\(error)")
    }
default:
    usage()
}
