import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

@Suite("Script messages")
struct MessageTests {
    let engine = Fixtures.engine()

    func react(_ text: String, handler: String = Fixtures.handler) -> MeldReaction {
        engine.message(Fixtures.message(text, handler: handler))
    }

    @Test func debugProducesNothing() {
        #expect(react("[meld-connect]debug").outputs.isEmpty)
        #expect(react(#"[meld-connect]debug?{"step":"picker"}"#).outputs.isEmpty)
    }

    @Test func initIsALoadedEvent() {
        let reaction = react("[meld-connect]init")
        #expect(reaction.outputs.first == .loaded)
        #expect(reaction.events.map(\.name) == [.loaded])
        #expect(reaction.events.first?.vendorEventName == "init")
        #expect(reaction.events.first?.isStable == true)
        #expect(reaction.events.first?.sessionID == "conn-1")
    }

    @Test func errorIsAnErrorEventClassifiedByReason() throws {
        let reaction = react(#"[meld-connect]error?{"details":"The bank is not responding","reason":"INSTITUTION_DOWN"}"#)
        #expect(reaction.exits.isEmpty)
        let event = try #require(reaction.events.first)
        #expect(event.name == .error)
        #expect(event.stage == .error)
        let error = try #require(event.error)
        #expect(error.code == .institutionUnavailable)
        #expect(error.vendorCode == "INSTITUTION_DOWN")
        #expect(error.message.contains("The bank is not responding"))
        #expect(event.metadata["reason"] == "INSTITUTION_DOWN")
    }

    @Test func errorFallsBackToDetailsThenToUnknown() throws {
        let byDetails = try #require(react(#"[meld-connect]error?{"details":"SERVICE_PROVIDER_FAILURE","reason":"weird"}"#).events.first?.error)
        #expect(byDetails.code == .providerUnavailable)
        #expect(byDetails.vendorCode == "SERVICE_PROVIDER_FAILURE")
        let unknown = try #require(react(#"[meld-connect]error?{"details":"Something odd","reason":"NEW_CODE_2030"}"#).events.first?.error)
        #expect(unknown.code == .unknown)
        #expect(unknown.vendorCode == "NEW_CODE_2030")
        let bare = try #require(react("[meld-connect]error").events.first?.error)
        #expect(bare.code == .unknown)
        #expect(bare.vendorCode == nil)
        let codeLikeDetails = try #require(react(#"[meld-connect]error?{"details":"ODD_THING"}"#).events.first?.error)
        #expect(codeLikeDetails.vendorCode == "ODD_THING")
    }

    @Test func errorAcceptsQueryStringMetadata() throws {
        let reaction = react("[meld-connect]error?details=Bank%20down&reason=INSTITUTION_DOWN")
        let error = try #require(reaction.events.first?.error)
        #expect(error.code == .institutionUnavailable)
        #expect(error.message.contains("Bank down"))
        #expect(reaction.diagnostics.isEmpty)
    }

    @Test func errorDetailsAreCleanedAndCut() throws {
        let long = String(repeating: "x", count: 2_000)
        let error = try #require(react("[meld-connect]error?{\"details\":\"a\\u0007b\(long)\"}").events.first?.error)
        #expect(error.message.count < 400)
        #expect(!error.message.unicodeScalars.contains { $0.value == 7 })
    }

    @Test func connectCompleteIsASuccess() throws {
        let body = #"[meld-connect]connect_complete?{"institutionId":"ins_1","institutionName":"First Bank","accountCount":3,"accounts":[{"name":"Checking","type":"CHECKING","mask":"1234"},{"name":"Card","type":"credit card","mask":"9876"},{"name":"Odd","type":"Crypto Wallet","mask":null}],"extra":{"kept":true}}"#
        let reaction = react(body)
        let success = try #require(reaction.successes.first)
        #expect(success.credential == .connection(id: "conn-1"))
        #expect(success.institution == LinkInstitution(id: "ins_1", name: "First Bank"))
        #expect(success.sessionID == "conn-1")
        #expect(success.accounts.map(\.name) == ["Checking", "Card", "Odd"])
        #expect(success.accounts.map(\.mask) == ["1234", "9876", nil])
        #expect(success.accounts.map(\.type) == [.depository, .credit, AccountType(rawValue: "crypto wallet")])
        #expect(success.accounts.map(\.subtype) == ["checking", "credit card", nil])
        #expect(success.metadata["accountCount"] == 3)
        #expect(success.metadata.revealed()["extra"]?["kept"] == true)
        #expect(reaction.events.map(\.name) == [.connected])
        #expect(reaction.events.first?.institution?.name == "First Bank")
        #expect(reaction.outputs.last == .closeWidgetAfterGracePeriod)
        #expect(reaction.diagnostics.isEmpty)
    }

    @Test func connectCompleteWithNullAccountsOrMismatchedCount() throws {
        let empty = react(#"[meld-connect]connect_complete?{"institutionId":"ins_1","institutionName":"B","accountCount":0,"accounts":null}"#)
        #expect(try #require(empty.successes.first).accounts.isEmpty)
        #expect(empty.diagnostics.isEmpty)
        let mismatch = react(#"[meld-connect]connect_complete?{"accountCount":2,"accounts":[{"name":"A","type":"savings","mask":"1"}]}"#)
        #expect(mismatch.diagnostics.map(\.code) == [LinkDiagnostic.Code.meldAccountCountMismatch])
        #expect(mismatch.successes.count == 1)
    }

    /// A success must name the connection; without an id anywhere the session ends with an error
    /// saying how to pass one (only replay and hand-driven sessions can get here).
    @Test(arguments: ["[meld-connect]connect_complete", "[meld-connect]handover"])
    func aCompletionWithoutAnyConnectionIdIsAConfigurationExit(body: String) throws {
        let reaction = Fixtures.engine(connectionID: nil).message(Fixtures.message(body))
        #expect(reaction.successes.isEmpty)
        let error = try #require(reaction.exits.first?.error)
        #expect(error.code == .configuration)
        #expect(error.message.contains("MeldConnectStartResponse.linkRequest"))
    }

    @Test func handoverIsASuccessThatClosesTheWidget() throws {
        let reaction = react("[meld-connect]handover")
        #expect(reaction.events.map(\.name) == [.handoff])
        #expect(try #require(reaction.successes.first).credential == .connection(id: "conn-1"))
        #expect(reaction.closesWidget)
    }

    @Test func cancelIsAUserCancelThatClosesTheWidget() {
        let reaction = react("[meld-connect]cancel")
        #expect(reaction.events.map(\.name) == [.exited])
        #expect(reaction.exits.map(\.reason) == [.userCancelled])
        #expect(reaction.closesWidget)
    }

    @Test func unknownTypesAreOtherEventsWithADiagnostic() throws {
        let reaction = react(#"[meld-connect]institution_selected?{"id":"ins_9"}"#)
        #expect(reaction.diagnostics.map(\.code) == [LinkDiagnostic.Code.meldUnknownMessageType])
        let event = try #require(reaction.events.first)
        #expect(event.name == .other)
        #expect(event.vendorEventName == "institution_selected")
        #expect(event.metadata["id"] == "ins_9")
        #expect(reaction.successes.isEmpty && reaction.exits.isEmpty)
    }

    // MARK: Handler names and origins

    @Test(arguments: ["otherHandler", "meldmessagehandler", "MeldMessageHandler", "", "meldMessageHandler "])
    func onlyTheRegisteredHandlerCounts(handler: String) {
        let reaction = react("[meld-connect]handover", handler: handler)
        #expect(reaction.successes.isEmpty)
        #expect(reaction.events.isEmpty)
        #expect(reaction.diagnostics.count == 1)
    }

    @Test func aConfiguredHandlerNameReplacesTheDefault() {
        let custom = Fixtures.engine(handler: "bankBridge")
        #expect(custom.message(Fixtures.message("[meld-connect]handover", handler: "bankBridge")).successes.count == 1)
        #expect(custom.message(Fixtures.message("[meld-connect]handover")).successes.isEmpty)
    }

    @Test(arguments: [
        ("https://institution-connect-sb.meld.io", true), ("https://connect.meld.io", true), ("https://meld.io", true),
        ("https://institution-connect-sb.meld.io:443", true), ("https://evil.com", false),
        ("https://meld.io.evil.com", false), ("https://evilmeld.io", false), ("http://institution-connect-sb.meld.io", false),
        ("null", false), ("", false),
    ])
    func messagesFromOtherSitesAreRefused(origin: String, accepted: Bool) {
        let message = MeldScriptMessage(handlerName: Fixtures.handler, text: "[meld-connect]handover", origin: origin)
        let reaction = engine.message(message)
        #expect(reaction.successes.count == (accepted ? 1 : 0))
        #expect(reaction.diagnostics.map(\.code) == (accepted ? [] : [LinkDiagnostic.Code.meldUntrustedOrigin]))
    }

    // MARK: Malformed, huge and binary bodies

    @Test(arguments: [
        "", "meld-connect]init", "[meld-connect]", "[meld-connect]?{}", "[MELD-CONNECT]init", " [meld-connect]init",
        "[meld-connect]connect complete", "[meld-connect]connect_complete<script>", "{\"type\":\"init\"}",
        "[meld-connect]" + String(repeating: "a", count: 65),
    ])
    func malformedBodiesAreDiagnosticsOnly(body: String) {
        let reaction = react(body)
        #expect(reaction.events.isEmpty)
        #expect(reaction.successes.isEmpty && reaction.exits.isEmpty)
        #expect(reaction.diagnostics.map(\.code) == [LinkDiagnostic.Code.malformedInput])
    }

    @Test func nonStringBodiesAreDiagnosticsOnly() {
        for kind in ["__NSCFNumber", "NSDictionary", "NSData"] {
            let reaction = engine.message(MeldScriptMessage(handlerName: Fixtures.handler, body: .nonString(kind)))
            #expect(reaction.outputs.count == 1)
            #expect(reaction.diagnostics.first?.message.contains(kind) == true)
        }
    }

    @Test func badJSONKeepsTheTypeButDropsThePayload() throws {
        let complete = react("[meld-connect]connect_complete?{\"institutionId\":")
        #expect(complete.diagnostics.map(\.code) == [LinkDiagnostic.Code.malformedInput])
        #expect(complete.diagnostics.first?.message.contains("column") == true)
        let success = try #require(complete.successes.first)
        #expect(success.institution == nil)
        #expect(success.accounts.isEmpty)
        let initialize = react("[meld-connect]init?not json")
        #expect(initialize.outputs.first == .diagnostic(initialize.diagnostics[0]))
        #expect(initialize.events.map(\.name) == [.loaded])
    }

    @Test func wrongShapesNameTheKeyPath() throws {
        let reaction = react(#"[meld-connect]connect_complete?{"accounts":"none","institutionName":"B"}"#)
        let diagnostic = try #require(reaction.diagnostics.first)
        #expect(diagnostic.message.contains("accounts"))
        #expect(reaction.successes.count == 1)
        let nested = react(#"[meld-connect]connect_complete?{"accounts":[{"name":5}]}"#)
        #expect(nested.diagnostics.first?.message.contains("accounts[0].name") == true)
        let error = react(#"[meld-connect]error?{"reason":["x"]}"#)
        #expect(error.diagnostics.first?.message.contains("reason") == true)
        #expect(error.events.first?.error?.code == .unknown)
    }

    @Test func hugeBodiesAreRefused() {
        let padding = String(repeating: "a", count: MeldConnectMessage.maximumBodyBytes)
        let huge = "[meld-connect]connect_complete?{\"institutionName\":\"\(padding)\"}"
        let reaction = react(huge)
        #expect(reaction.successes.isEmpty)
        #expect(reaction.diagnostics.first?.message.contains("limit") == true)
        #expect((reaction.diagnostics.first?.message.count ?? .max) < 200)
        // Ten megabytes is refused as cheaply.
        let enormous = "[meld-connect]handover?" + String(repeating: "[", count: 10_000_000)
        #expect(react(enormous).successes.isEmpty)
    }

    @Test func aBodyAtTheLimitIsAccepted() {
        let head = "[meld-connect]connect_complete?{\"institutionName\":\""
        let tail = "\"}"
        let fill = String(repeating: "b", count: MeldConnectMessage.maximumBodyBytes - head.utf8.count - tail.utf8.count)
        let body = head + fill + tail
        #expect(body.utf8.count == MeldConnectMessage.maximumBodyBytes)
        #expect(react(body).successes.count == 1)
    }

    @Test func binaryBodiesAreRefused() {
        var random = SplitMix64(seed: 0x5EED_0000_0000_0004)  // seeded: a failure reproduces
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        let bodies = [
            "[meld-connect]handover\u{0}",
            "[meld-connect]init?\u{1}\u{2}\u{3}",
            "[meld-connect]cancel\u{7F}",
            "[meld-connect]handover?" + String(decoding: [0xFF, 0xFE, 0xC3], as: UTF8.self),
            "[meld-connect]" + String(decoding: bytes, as: UTF8.self),
            String(decoding: bytes, as: UTF8.self),
        ]
        for body in bodies {
            let reaction = react(body)
            #expect(reaction.successes.isEmpty && reaction.exits.isEmpty && reaction.events.isEmpty)
            #expect(reaction.diagnostics.count == 1)
            #expect(reaction.diagnostics.first?.message.unicodeScalars.allSatisfy { !MeldConnectMessage.isBinary($0) } == true)
        }
    }

    @Test func deeplyNestedPayloadsDoNotCrash() {
        let deep = "[meld-connect]connect_complete?" + String(repeating: "[", count: 50_000)
        let reaction = react(deep)
        #expect(reaction.diagnostics.map(\.code) == [LinkDiagnostic.Code.malformedInput])
        #expect(reaction.successes.count == 1)
    }

    @Test func tabsAndNewlinesInsideJSONAreFine() {
        #expect(react("[meld-connect]connect_complete?{\n\t\"institutionName\": \"B\"\r\n}").diagnostics.isEmpty)
    }
}

@Suite("Connection ids")
struct ConnectionIDTests {
    @Test func theRequestIdWinsOverAPayloadId() throws {
        let body = #"[meld-connect]connect_complete?{"connectionId":"from-widget"}"#
        let withRequest = Fixtures.engine(connectionID: "from-server").message(Fixtures.message(body))
        #expect(try #require(withRequest.successes.first).credential == .connection(id: "from-server"))
        let withoutRequest = Fixtures.engine(connectionID: nil).message(Fixtures.message(body))
        #expect(try #require(withoutRequest.successes.first).credential == .connection(id: "from-widget"))
    }
}
