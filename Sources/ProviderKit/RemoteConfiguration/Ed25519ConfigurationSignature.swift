#if canImport(CryptoKit)
    import CryptoKit
    import Foundation

    /// Checks a remote configuration file against an Ed25519 signature served beside it
    /// (`providers.json.sig`), with CryptoKit: the ready ``LinkConfigurationIntegrityCheck``.
    ///
    /// The team signs with a private key kept off the web host (`openssl pkeyutl -sign -rawin`,
    /// docs/remote-configuration.md) and the app embeds only the public key:
    ///
    /// ```swift
    /// let check = try Ed25519ConfigurationSignature(publicKey: "MCowBQYDK2VwAyEA…")
    /// ```
    ///
    /// Thread-safe; immutable.
    public struct Ed25519ConfigurationSignature: LinkConfigurationIntegrityCheck {
        /// The key is not an Ed25519 public key in a format ``Ed25519KeyFormat`` reads.
        public struct InvalidKey: Error, Sendable {}

        private let key: Curve25519.Signing.PublicKey

        /// Creates the check for `publicKey`: base64 of the 32 raw bytes, base64 of the DER
        /// `SubjectPublicKeyInfo`, or a PEM `PUBLIC KEY` block.
        ///
        /// - Throws: ``InvalidKey`` for anything else.
        public init(publicKey: String) throws {
            guard let raw = Ed25519KeyFormat.publicKey(from: publicKey) else { throw InvalidKey() }
            do {
                key = try Curve25519.Signing.PublicKey(rawRepresentation: raw)
            } catch {
                throw InvalidKey()
            }
        }

        /// `true` when `signature` (raw 64 bytes or base64) is a valid Ed25519 signature of
        /// exactly `file` by the key.
        public func isAuthentic(file: Data, signature: Data) -> Bool {
            guard let raw = Ed25519KeyFormat.signature(from: signature) else { return false }
            return key.isValidSignature(raw, for: file)
        }
    }
#endif
