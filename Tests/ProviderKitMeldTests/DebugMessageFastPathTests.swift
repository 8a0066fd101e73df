import Foundation
import ProviderKit
import Testing

@testable import ProviderKitMeld

/// A well-formed `debug` message is recognised without building its payload; the engine then
/// reacts with nothing. Whenever the check says "well formed", the parser must read a `debug`
/// message, and the check must take the plain `debug` messages the widget really sends.
@Suite struct DebugMessageFastPathTests {
    static let prefix = MeldConnectMessage.prefix

    static let taken: [String] = [
        "debug", "debug?", #"debug?{"step":"institutionSearch"}"#, #"debug?{"step":"accounts","institutionId":"ins_20"}"#,
        #"debug?{"step":"done"}"#, "debug?[1,2,3]", "debug? {\"a\":null} ", "debug?\"text\"", "debug?42",
    ]

    static let notTaken: [String] = [
        "debugx", "Debug?{}", "debug {}", "debug?{", #"debug?{"a":1,"a":2}"#, #"debug?{"a":"\u0062"}"#, "debug?{\"é\":1}",
        "debug?{}x", "debug?nope", "init", "error?{\"reason\":\"X\"}", "handover", "debug\u{0}?{}", "debug?{\"a\":\"\u{1}\"}",
    ]

    @Test func everyBodyTheCheckTakesParsesAsADebugMessage() throws {
        for suffix in Self.taken {
            let body = Self.prefix + suffix
            #expect(MeldConnectMessage.isWellFormedDebug(body), "\(body)")
            let parsed = try MeldConnectMessage(parsing: body)
            #expect(parsed.type == .debug, "\(body)")
        }
        for suffix in Self.notTaken + ["", "x"] {
            let body = Self.prefix + suffix
            #expect(!MeldConnectMessage.isWellFormedDebug(body), "\(body)")
        }
        #expect(!MeldConnectMessage.isWellFormedDebug("debug?{}"), "no prefix")
        let oversized = Self.prefix + "debug?\"" + String(repeating: "a", count: MeldConnectMessage.maximumBodyBytes) + "\""
        #expect(!MeldConnectMessage.isWellFormedDebug(oversized))
    }

    @Test func theEngineReactsToATakenDebugMessageWithNothingAndWordsAMalformedOne() {
        let engine = Fixtures.engine()
        for suffix in Self.taken {
            #expect(engine.message(Fixtures.message(Self.prefix + suffix)).outputs.isEmpty, "\(suffix)")
        }
        for suffix in ["debug?{", #"debug?{"a":1,"a":2}"#, "debug?nope"] {
            let reaction = engine.message(Fixtures.message(Self.prefix + suffix))
            #expect(reaction.outputs.count == 1, "\(suffix): \(reaction.outputs)")
        }
    }
}
