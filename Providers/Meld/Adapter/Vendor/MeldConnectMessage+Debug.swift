import Foundation
import ProviderKit

extension MeldConnectMessage {
    /// `true` when `body` is a `debug` message that ``init(parsing:)`` accepts, found without
    /// building its payload: a `debug` message produces nothing, so the engine needs to know only
    /// that it is well formed. About half of a session's messages are `debug`.
    ///
    /// Decided for bodies of printable ASCII (plus tab, line feed and carriage return), which the
    /// parser cuts on bytes, with a payload that is absent, empty, or a JSON document without
    /// escapes (``JSONCursor/isEscapeFreeDocument(_:)``). `false` for everything else, which the
    /// parser then reads: another type, a malformed payload (worded in a diagnostic), or a body
    /// this check leaves to it.
    package static func isWellFormedDebug(_ body: String) -> Bool {
        var body = body
        return body.withUTF8 { bytes in
            let typeEnd = prefixBytes.count + 5
            // The type first: other messages (a `connect_complete` with its accounts) are not scanned.
            guard bytes.count <= maximumBodyBytes, bytes.count >= typeEnd,
                bytes[prefixBytes.count..<typeEnd].elementsEqual("debug".utf8),
                bytes[..<prefixBytes.count].elementsEqual(prefixBytes),
                bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
            else { return false }
            // `[meld-connect]debug` and `[meld-connect]debug?` carry no payload.
            guard bytes.count > typeEnd else { return true }
            guard bytes[typeEnd] == UInt8(ascii: "?") else { return false }
            let payload = UnsafeBufferPointer(rebasing: bytes[(typeEnd + 1)...])
            return payload.isEmpty || JSONCursor.isEscapeFreeDocument(payload)
        }
    }
}
