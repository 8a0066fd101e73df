import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@Suite struct TranscriptLineErrorTests {
    private struct Line: Decodable {
        struct Account: Decodable { var name: String; var mask: String? }
        var event: String
        var accounts: [Account]
        var amount: Double
    }

    private func failure(_ line: String) -> TranscriptLineError {
        do {
            _ = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
            return TranscriptLineError(message: "decoded")
        } catch {
            return TranscriptLineError(decoding: error, line: line, expected: "EXAMPLE")
        }
    }

    @Test(arguments: [
        (#"{"event":"x","accounts":[{"name":5}],"amount":1}"#, "accounts[0].name: expected a string, found a number;"),
        (#"{"event":"x","accounts":[],"#, "malformed JSON: unexpected end of input"),
        (#"{"accounts":[],"amount":1}"#, "event: missing"),
        (#"{"event":"x","accounts":[{"name":"a"}],"amount":null}"#, "amount: expected a number, found null"),
        (#"[1]"#, "the line: expected an object, found an array;"),
        (#"{"event":"x","accounts":{},"amount":1}"#, "accounts: expected an array, found an object;"),
    ])
    func namesTheKeyPathAndShowsTheExpectedShape(line: String, fragment: String) {
        let error = failure(line)
        #expect(error.message.hasPrefix(fragment), "\(error.message)")
        #expect(error.message.hasSuffix("; expected EXAMPLE"))
    }

    @Test func syntaxErrorsCarryTheirColumn() {
        #expect(failure(#"{"event": nope}"#).column == 11)
        #expect(failure(#"{"event":"x","accounts":[],"amount":1}"#).message == "decoded")
        #expect(failure(#"{"event":"x","accounts":[],"amount":"1"}"#).column == nil)
    }

    @Test func codingPathIncludesAMissingKey() throws {
        do {
            _ = try JSONDecoder().decode(Line.self, from: Data(#"{"event":"x","accounts":[{}],"amount":1}"#.utf8))
            Issue.record("decoded")
        } catch let error as DecodingError {
            #expect(DecodingErrorDescription.keyPath(DecodingErrorDescription.codingPath(of: error)) == "accounts[0].name")
        }
    }
}
