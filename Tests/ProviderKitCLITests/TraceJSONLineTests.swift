import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitCLI
import ProviderKitTooling

/// Trace lines written straight into a buffer are the bytes the trace's `encode(to:)` makes.
@Suite struct TraceJSONLineTests {
    static let values: [LinkJSONValue] = [
        .null, .bool(true), .bool(false), "", "allow", "https://a.example/?q=\"x\"&y=\\z", "caf\u{E9} 😀 \u{2028}", "\u{0}\u{1F}\u{7F}",
        "<redacted>", .number(1), .array(["a"]), .object(["a": "b"]),
    ]
    static let names = ["url", "decision", "target", "kind", "", "quo\"te", "ünï", "url"]

    static var traces: [ReplayTrace] {
        var traces: [ReplayTrace] = [ReplayTrace(kind: "navigation", fields: []), ReplayTrace(kind: "k\"\n", fields: [])]
        for (index, name) in names.enumerated() {
            for value in values {
                traces.append(ReplayTrace(kind: "navigation", fields: [ReplayTrace.Field(name, value)]))
                let other = names[(index + 1) % names.count]
                traces.append(
                    ReplayTrace(kind: "navigation", fields: [ReplayTrace.Field(name, value), ReplayTrace.Field(other, .null)]))
            }
        }
        return traces
    }

    @Test func writesWhatTheEncoderWrites() throws {
        let writer = OrderedJSONWriter()
        var written = 0
        for trace in Self.traces {
            var buffer = JSONTextBuffer()
            guard TraceJSONLine.append(trace, to: &buffer) else {
                #expect(buffer.count == 0)
                continue
            }
            written += 1
            try writer.write(trace)
            #expect(buffer.bytes == writer.bytes, "\(trace)")
        }
        #expect(written > 100)
    }

    @Test func leavesOtherTracesToTheEncoder() {
        var buffer = JSONTextBuffer()
        #expect(!TraceJSONLine.append(ReplayTrace(kind: "x", fields: [ReplayTrace.Field("n", .number(1))]), to: &buffer))
        #expect(!TraceJSONLine.append(ReplayTrace(kind: "x", fields: [ReplayTrace.Field("kind", "y")]), to: &buffer))
        #expect(
            !TraceJSONLine.append(ReplayTrace(kind: "x", fields: [ReplayTrace.Field("a", "1"), ReplayTrace.Field("a", "2")]), to: &buffer))
        #expect(buffer.count == 0)
    }
}
