/// Decides which JSON member names hold credentials, for redaction and for configuration checks.
///
/// Names are compared after lowercasing and dropping `_`, `-` and `.`, so `access_token`,
/// `accessToken` and `Access-Token` are the same name.
package enum SecretKeyClassifier {
    /// Normalised names of members whose values are credentials a device may hold (tokens).
    static let tokenNames: Set<String> = [
        "token", "linktoken", "publictoken", "accesstoken", "refreshtoken", "connecttoken",
        "paymenttoken", "itemaddtoken", "processortoken", "transfertoken", "atomictoken", "authtoken",
        "idtoken", "sessiontoken", "oauthtoken", "bearertoken",
    ]

    /// Fragments that mark a server-side secret that must never ship inside an app.
    static let serverSecretFragments: [String] = [
        "secret", "password", "passwd", "apikey", "privatekey", "clientkey", "signingkey", "credential",
    ]

    /// `true` when a member with this name holds a token or a server secret, so its value is redacted.
    package static func isSecret(_ name: String) -> Bool {
        var name = name
        if let secret = name.withUTF8({ isSecret(utf8: $0) }) { return secret }
        let normalized = normalize(name)
        return tokenNames.contains(normalized) || normalized.hasSuffix("token") || normalized.hasSuffix("tokens")
            || isServerSecret(name)
    }

    /// `true` when a member with this name holds a server-side secret (client secret, API key,
    /// password) that must live on the app's server, never in an app's configuration.
    package static func isServerSecret(_ name: String) -> Bool {
        if let normalized = normalizedASCII(name.utf8) {
            return normalized.withUnsafeBufferPointer { bytes in
                serverSecretFragmentBytes.contains { fragment in
                    fragment.withUnsafeBufferPointer { UTF8Search.containsBytes($0, in: bytes) }
                }
            }
        }
        let normalized = normalize(name)
        return serverSecretFragments.contains { normalized.contains($0) }
    }

    /// ``isSecret(_:)`` for a name given as UTF-8 bytes, without making a `String`; `nil` when the
    /// name is not ASCII (then only the `String` rules decide).
    static func isSecret(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Every secret name normalises to a short word; a longer one is compared in a heap buffer.
        guard name.count <= 64 else {
            guard let normalized = normalizedASCII(name) else { return nil }
            return normalized.withUnsafeBufferPointer { isSecretNormalized($0) }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer -> Bool? in
            var count = 0
            for byte in name {
                switch byte {
                case 0x80...: return nil
                case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."): continue
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): buffer[count] = byte + 32
                default: buffer[count] = byte
                }
                count += 1
            }
            return isSecretNormalized(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Every name in ``tokenNames`` ends with `token`, so the suffix test covers them all
    /// (`SecretKeyClassifierTests` checks that this stays so).
    private static func isSecretNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.hasSuffix("token") || bytes.hasSuffix("tokens") || containsServerSecretFragment(bytes)
    }

    /// `true` when a server-secret fragment occurs in `bytes`: one pass, trying at each byte only
    /// the fragments that start with it.
    private static func containsServerSecretFragment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for start in bytes.indices {
            let candidates = serverSecretFragmentsByFirstByte[Int(bytes[start])]
            if candidates.isEmpty { continue }
            for fragment in candidates where fragment.count <= bytes.count - start {
                if fragment.indices.allSatisfy({ bytes[start + $0] == fragment[$0] }) { return true }
            }
        }
        return false
    }

    /// ``serverSecretFragments`` as bytes, listed under their first byte.
    private static let serverSecretFragmentsByFirstByte: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for fragment in serverSecretFragmentBytes { table[Int(fragment[0])].append(fragment) }
        return table
    }()

    private static let serverSecretFragmentBytes: [[UInt8]] = serverSecretFragments.map { Array($0.utf8) }

    /// ``normalize(_:)`` for an ASCII name, as bytes (where lowercasing and searching bytes is
    /// exactly what the `String` operations do); `nil` for any other name.
    private static func normalizedASCII(_ name: some Collection<UInt8>) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(name.count)
        for byte in name {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."): continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): result.append(byte + 32)
            default: result.append(byte)
            }
        }
        return result
    }

    static func normalize(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != "." })
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// `true` when the bytes end with `suffix`'s.
    fileprivate func hasSuffix(_ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard self.count >= count else { return false }
        return UnsafeBufferPointer(start: suffix.utf8Start, count: count).elementsEqual(self[(self.count - count)...])
    }
}
