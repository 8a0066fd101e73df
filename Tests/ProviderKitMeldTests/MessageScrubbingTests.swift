import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitMeld

/// Messages scrub each output where they make it: scrubbing the reaction again changes nothing, and
/// no output shows a known secret, however the body spells it.
struct MessageScrubbingTests {
    static let engine = Fixtures.engine()
    /// The connect token spelled with JSON escapes: the body's byte search cannot see it.
    static let escapedToken = Fixtures.token.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined()

    /// Bodies, handlers, origins and kinds that reach every diagnostic and error of the message
    /// path, most with a secret in what they quote.
    static var messages: [MeldScriptMessage] {
        let token = Fixtures.token
        let url = Fixtures.widgetURL
        let pieces = [
            token, escapedToken, url, "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", "access-sandbox-1234abcd-5678",
            "password=hunter2", "plain words", "é\u{301}", "",
        ]
        var bodies = ["[meld-connect]init", "[meld-connect]cancel", "[meld-connect]handover", "[meld-connect]debug", "no prefix", ""]
        for piece in pieces {
            let json = piece.replacingOccurrences(of: "\"", with: "\\\"")
            bodies += [
                "[meld-connect]error?{\"details\":\"\(json)\",\"reason\":\"\(json)\"}",
                "[meld-connect]error?details=\(piece)&reason=\(piece)",
                "[meld-connect]error?{\"details\":1,\"reason\":[\"\(json)\"]}",
                "[meld-connect]connect_complete?{\"institutionId\":\"\(json)\",\"accountCount\":3,\"accounts\":[{\"name\":\"\(json)\"}]}",
                "[meld-connect]connect_complete?{\"institutionName\":[\"\(json)\"]}",
                "[meld-connect]handover?{\"note\":\"\(json)\"}",
                "[meld-connect]cancel?{\"\(json)\":\"\(json)\"}",
                "[meld-connect]\(piece)?{\"a\":1}",
                "[meld-connect]init?{\"broken\":\"\(json)\"",
                "[meld-connect]weird_type?{\"value\":\"\(json)\"}",
                "\(piece)[meld-connect]init",
            ]
        }
        var messages = bodies.map { Fixtures.message($0) }
        for piece in pieces {
            messages.append(Fixtures.message("[meld-connect]init", handler: "handler-\(piece)"))
            messages.append(MeldScriptMessage(handlerName: Fixtures.handler, text: "[meld-connect]init", origin: "https://evil.example/\(piece)"))
            messages.append(MeldScriptMessage(handlerName: Fixtures.handler, body: .nonString("NSData \(piece)")))
        }
        return messages
    }

    @Test func scrubbingTheReactionAgainChangesNothing() {
        var checked = 0
        for message in Self.messages {
            let reaction = Self.engine.message(message)
            #expect(Self.engine.scrubbed(reaction) == reaction, "\(message)")
            #expect(!reaction.visibleText.contains(Fixtures.token), "\(message)")
            checked += reaction.outputs.count
        }
        #expect(checked > 200)
    }

    @Test func escapedKnownSecretsLeaveEveryPayloadKeptAsMetadata() throws {
        let bodies = [
            "[meld-connect]connect_complete?{\"institutionId\":\"ins_1\",\"note\":\"\(Self.escapedToken)\"}",
            "[meld-connect]handover?{\"note\":\"\(Self.escapedToken)\"}",
            "[meld-connect]cancel?{\"\(Self.escapedToken)\":true}",
        ]
        for body in bodies {
            let reaction = Self.engine.message(Fixtures.message(body))
            var metadata = reaction.events.map(\.metadata)
            metadata += reaction.successes.map(\.metadata)
            metadata += reaction.exits.map(\.metadata)
            #expect(metadata.count == 2, "\(body)")
            for kept in metadata {
                let revealed = JSONWriter.string(kept.revealed())
                #expect(!revealed.contains(Fixtures.token) && revealed.contains(Secret.redactedPlaceholder), "\(body): \(revealed)")
            }
        }
    }
}
