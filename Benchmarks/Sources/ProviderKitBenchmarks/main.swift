import Foundation

/// `ProviderKitBenchmarks`: the in-process half of `Benchmarks/run.sh`.
///
///     ProviderKitBenchmarks floor ADAPTER FILE        the Foundation floor: parse each line, write a line
///     ProviderKitBenchmarks mapping DIRECTORY [N [ADAPTER.CALLBACK]]   mapping vs a hand-written switch,
///                                                 N samples (11), all cases or one (`plaid.success`)
///     ProviderKitBenchmarks session [N]               session create → outcome vs the driver alone
///     ProviderKitBenchmarks device [N [LABEL]]        main-actor time per vendor callback through the
///                                                 glue's conversion, N samples per callback (5000);
///                                                 LABEL names the build in the JSON lines (current)
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "floor" where arguments.count == 3:
    exit(FoundationFloor.run(path: arguments[2], adapterName: arguments[1]))
case "mapping" where arguments.count >= 2:
    do {
        try MappingBenchmark.run(
            directory: arguments[1], samples: arguments.count > 2 ? Int(arguments[2]) ?? 11 : 11,
            only: arguments.count > 3 ? arguments[3] : nil)
    } catch {
        FileHandle.standardError.write(Data("mapping: \(error)\n".utf8))
        exit(1)
    }
case "session":
    do {
        try SessionBenchmark.run(samples: arguments.count > 1 ? Int(arguments[1]) ?? 11 : 11)
    } catch {
        FileHandle.standardError.write(Data("session: \(error)\n".utf8))
        exit(1)
    }
case "device":
    do {
        try DeviceBenchmark.run(
            samples: max(1, arguments.count > 1 ? Int(arguments[1]) ?? 5_000 : 5_000),
            label: arguments.count > 2 ? arguments[2] : "current")
    } catch {
        FileHandle.standardError.write(Data("device: \(error)\n".utf8))
        exit(1)
    }
default:
    FileHandle.standardError.write(
        Data("usage: ProviderKitBenchmarks floor ADAPTER FILE | mapping DIRECTORY [N] | session [N] | device [N [LABEL]]\n".utf8))
    exit(64)
}
