import Foundation
import ProviderKit

/// Checks that a hand-written mapping is a fair yardstick: for every input it must produce what
/// ProviderKit's mapper produces. Raw metadata is compared as "kept or not", never built: both
/// keep the vendor value and turn it into JSON only when read, which a benchmark never does.
enum SameOutput {
    /// How many of `inputs` map differently; prints the first difference to standard error.
    static func mismatches<Input, Output: Equatable>(
        _ inputs: [Input], _ library: (Input) -> Output, _ handWritten: (Input) -> Output,
        normalized: (inout Output) -> Void = { _ in }
    ) -> Int {
        var count = 0
        for input in inputs {
            var expected = library(input)
            var actual = handWritten(input)
            normalized(&expected)
            normalized(&actual)
            if expected != actual {
                if count == 0, ProcessInfo.processInfo.environment["BENCH_SHOW_DIFFERENCES"] != nil {
                    print("   first difference:\n   mapper:       \(expected)\n   hand-written: \(actual)")
                }
                count += 1
            }
        }
        return count
    }

    static func withoutMetadata(_ event: inout LinkEvent) { event.metadata = .empty }
    static func withoutMetadata(_ success: inout LinkSuccess) { success.metadata = .empty }
    static func withoutMetadata(_ exit: inout LinkExit) { exit.metadata = .empty }
}
