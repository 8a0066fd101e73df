import Foundation
import ProviderKit
import Testing

private struct Wrapper: Codable, Equatable {
    var token: Secret
    var label: String
}

@Suite struct SecretTests {
    let value = "public-sandbox-6b1c0e8e-secret-value"

    @Test func everyDescriptionIsRedacted() {
        let secret = Secret(value)
        #expect(secret.description == "<redacted>")
        #expect(secret.debugDescription == "Secret(<redacted>)")
        #expect(String(describing: secret) == "<redacted>")
        #expect(String(reflecting: secret) == "Secret(<redacted>)")
        #expect("token=\(secret)" == "token=<redacted>")
        #expect(Secret.redactedPlaceholder == "<redacted>")

        var dumped = ""
        dump(secret, to: &dumped)
        #expect(!dumped.contains(value))
        #expect(dumped.contains("<redacted>"))

        var dumpedWrapper = ""
        dump(Wrapper(token: secret, label: "x"), to: &dumpedWrapper)
        #expect(!dumpedWrapper.contains(value))
        #expect(!String(describing: Wrapper(token: secret, label: "x")).contains(value))
        #expect(!String(describing: [secret]).contains(value))
        #expect(!String(describing: Optional(secret)).contains(value))
        #expect(!String(describing: ["k": secret]).contains(value))
        #expect(Mirror(reflecting: secret).children.isEmpty)
    }

    @Test func defaultEncodingIsRedacted() throws {
        let secret = Secret(value)
        let single = String(decoding: try JSONEncoder().encode(secret), as: UTF8.self)
        #expect(single == "\"<redacted>\"")
        let nested = String(decoding: try JSONEncoder().encode(Wrapper(token: secret, label: "x")), as: UTF8.self)
        #expect(!nested.contains(value))
        #expect(nested.contains("\"token\":\"<redacted>\""))
        let plist = try PropertyListEncoder().encode(Wrapper(token: secret, label: "x"))
        #expect(!String(decoding: plist, as: UTF8.self).contains(value))
    }

    @Test func encodingRevealsOnlyWhenAskedTo() throws {
        let secret = Secret(value)
        let revealing = JSONEncoder()
        revealing.userInfo[.revealSecrets] = true
        #expect(String(decoding: try revealing.encode(secret), as: UTF8.self) == "\"\(value)\"")

        let notReally = JSONEncoder()
        notReally.userInfo[.revealSecrets] = false
        #expect(String(decoding: try notReally.encode(secret), as: UTF8.self) == "\"<redacted>\"")

        // Only a Bool `true` reveals: a string "true" does not.
        let wrongType = JSONEncoder()
        wrongType.userInfo[.revealSecrets] = "true"
        #expect(String(decoding: try wrongType.encode(secret), as: UTF8.self) == "\"<redacted>\"")
    }

    @Test func revealedEncodingDecodesBack() throws {
        let encoder = JSONEncoder()
        encoder.userInfo[.revealSecrets] = true
        let original = Wrapper(token: Secret(value), label: "x")
        let decoded = try JSONDecoder().decode(Wrapper.self, from: try encoder.encode(original))
        #expect(decoded == original)
        #expect(decoded.token.reveal() == value)
    }

    @Test func decodingRefusesThePlaceholder() throws {
        let redacted = try JSONEncoder().encode(Wrapper(token: Secret(value), label: "x"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Wrapper.self, from: redacted) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Secret.self, from: Data("\"<redacted>\"".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Secret.self, from: Data("42".utf8)) }
        // Text that merely contains the placeholder is a value like any other.
        let near = try JSONDecoder().decode(Secret.self, from: Data("\"<redacted> \"".utf8))
        #expect(near.reveal() == "<redacted> ")
    }

    @Test func revealAndTextAndEquality() {
        let secret = Secret(value)
        #expect(secret.reveal() == value)
        #expect(secret.text(revealed: true) == value)
        #expect(secret.text(revealed: false) == "<redacted>")
        #expect(!secret.isEmpty)
        #expect(Secret("").isEmpty)
        #expect(Secret("a") == Secret("a"))
        #expect(Secret("a") != Secret("b"))
        #expect(Set([Secret("a"), Secret("a"), Secret("b")]).count == 2)
    }

    @Test func credentialsAndAccountTokensAreRedacted() throws {
        let tokens = AccountAccessToken(
            accountID: "acc-1", accountName: "Brokerage", accessToken: Secret("mesh-access-1"),
            refreshToken: Secret("mesh-refresh-1"))
        let credentials: [LinkCredential] = [
            .publicToken(Secret("public-1")), .accessTokens([tokens]), .delayedAuth(refreshToken: Secret("refresh-9")),
            .connection(id: "conn-1"),
        ]
        #expect(credentials.map(\.kind) == [.publicToken, .accessTokens, .delayedAuth, .connection])
        #expect(credentials.map(\.kind.rawValue) == ["publicToken", "accessTokens", "delayedAuth", "connection"])
        #expect(credentials.map { $0.secrets.map { $0.reveal() } } == [["public-1"], ["mesh-access-1", "mesh-refresh-1"], ["refresh-9"], []])
        for credential in credentials {
            var dumped = ""
            dump(credential, to: &dumped)
            for secret in credential.secrets {
                #expect(!String(describing: credential).contains(secret.reveal()))
                #expect(!String(reflecting: credential).contains(secret.reveal()))
                #expect(!dumped.contains(secret.reveal()))
            }
        }
        let encoded = String(decoding: try JSONEncoder().encode(tokens), as: UTF8.self)
        #expect(!encoded.contains("mesh-access-1"))
        #expect(!encoded.contains("mesh-refresh-1"))
        #expect(encoded.contains("acc-1"))
    }
}

@Suite struct RawMetadataTests {
    static let payload: LinkJSONValue = [
        "access_token": "access-sandbox-1",
        "publicToken": "public-sandbox-2",
        "refreshToken": "refresh-3",
        "link_token": "link-sandbox-4",
        "institution_id": "ins_3",
        "status": "connected",
        "token_type": "bearer",
        "accountTokens": [
            ["account": ["accountId": "acc-1", "accountName": "Main"], "accessToken": "mesh-access-5"],
            ["account": ["accountId": "acc-2"], "accessToken": "mesh-access-6", "refreshToken": nil],
        ],
        "nested": ["deeper": ["public_token": "public-sandbox-7", "mask": "0000"]],
        "count": 2,
    ]
    static let secretValues = [
        "access-sandbox-1", "public-sandbox-2", "refresh-3", "link-sandbox-4", "mesh-access-5", "mesh-access-6",
        "public-sandbox-7",
    ]

    @Test func redactsTokenNamedMembersAtAnyDepth() {
        let redacted = RawMetadata(Self.payload).redacted
        #expect(redacted["access_token"] == "<redacted>")
        #expect(redacted["publicToken"] == "<redacted>")
        #expect(redacted["refreshToken"] == "<redacted>")
        #expect(redacted["link_token"] == "<redacted>")
        #expect(redacted["nested"]?["deeper"]?["public_token"] == "<redacted>")
        let accounts = redacted["accountTokens"]?.arrayValue ?? []
        #expect(accounts.count == 2)
        #expect(accounts.map { $0["accessToken"] } == ["<redacted>", "<redacted>"])
        // A null credential stays null: there is nothing to hide, and null says "absent".
        #expect(accounts.last?["refreshToken"] == .null)
    }

    @Test func keepsEverythingElse() {
        let redacted = RawMetadata(Self.payload).redacted
        #expect(redacted["institution_id"] == "ins_3")
        #expect(redacted["status"] == "connected")
        #expect(redacted["token_type"] == "bearer")
        #expect(redacted["count"] == 2)
        #expect(redacted["nested"]?["deeper"]?["mask"] == "0000")
        #expect(redacted["accountTokens"]?.arrayValue?.first?["account"] == ["accountId": "acc-1", "accountName": "Main"])
    }

    @Test func revealedReturnsTheOriginal() {
        let metadata = RawMetadata(Self.payload)
        #expect(metadata.revealed() == Self.payload)
        #expect(metadata.revealed()["link_token"] == "link-sandbox-4")
        #expect(metadata["link_token"] == "<redacted>")
        #expect(metadata["status"] == "connected")
        #expect(!metadata.isEmpty)
        #expect(RawMetadata.empty.isEmpty)
        #expect(RawMetadata.empty.revealed() == .null)
    }

    @Test func everyViewIsRedacted() throws {
        let metadata = RawMetadata(Self.payload)
        var dumped = ""
        dump(metadata, to: &dumped)
        let encoded = String(decoding: try JSONEncoder().encode(metadata), as: UTF8.self)
        let texts = [
            metadata.description, metadata.debugDescription, String(describing: metadata), String(reflecting: metadata),
            "\(metadata)", dumped, encoded,
        ]
        for text in texts {
            for secret in Self.secretValues {
                #expect(!text.contains(secret), "\(secret) leaks in \(text)")
            }
            #expect(text.contains("ins_3"))
        }
        #expect(metadata.debugDescription.hasPrefix("RawMetadata({"))
        #expect(metadata.description == JSONWriter.string(metadata.redacted))
    }

    @Test func encodingRevealsWhenAsked() throws {
        let encoder = JSONEncoder()
        encoder.userInfo[.revealSecrets] = true
        let data = try encoder.encode(RawMetadata(Self.payload))
        let decoded = try JSONDecoder().decode(RawMetadata.self, from: data)
        #expect(decoded.revealed() == Self.payload)
    }

    @Test func foundationMetadataIsRedactedToo() {
        let legacy: [String: Any] = [
            "public_token": "public-legacy-1", "institution": ["name": "Bank", "institution_id": "ins_1"] as [String: Any],
            "link_session_id": "session-1", "status": NSNull(),
        ]
        let metadata = RawMetadata(foundationObject: legacy)
        #expect(metadata["public_token"] == "<redacted>")
        #expect(metadata["link_session_id"] == "session-1")
        #expect(metadata["status"] == .null)
        #expect(!metadata.description.contains("public-legacy-1"))
        #expect(metadata.revealed()["public_token"] == "public-legacy-1")
    }

    @Test func serverSecretsInMetadataAreRedactedAsWell() {
        let redacted = RawMetadata(["client_secret": "cs-1", "apiKey": "ak-1", "password": "pw", "client_id": "id-1"]).redacted
        #expect(redacted == ["client_secret": "<redacted>", "apiKey": "<redacted>", "password": "<redacted>", "client_id": "id-1"])
    }

    /// A plural member holding bare token strings is a credential too; objects inside a credential
    /// member keep their other members, so account details stay readable.
    @Test func pluralTokenArraysAreRedactedElementByElement() {
        let redacted = RawMetadata([
            "access_tokens": ["access-1"], "tokens": ["t-1", nil],
            "accountTokens": [["account": ["accountId": "a1"], "accessToken": "secret-1"]],
        ]).redacted
        #expect(
            redacted == [
                "access_tokens": ["<redacted>"], "tokens": ["<redacted>", nil],
                "accountTokens": [["account": ["accountId": "a1"], "accessToken": "<redacted>"]],
            ])
    }
}

@Suite struct SecretKeyClassifierTests {
    @Test(arguments: [
        "secret", "clientSecret", "client_secret", "CLIENT-SECRET", "secretKey", "apiKey", "api_key", "API-KEY", "x-api-key",
        "password", "userPassword", "passwd", "privateKey", "private_key", "clientKey", "signingKey", "credential",
        "credentials",
    ])
    func serverSecrets(name: String) {
        #expect(SecretKeyClassifier.isServerSecret(name))
        #expect(SecretKeyClassifier.isSecret(name))
    }

    @Test(arguments: [
        "token", "link_token", "linkToken", "Link-Token", "public_token", "publicToken", "access_token", "accessToken",
        "refreshToken", "refresh_token", "id_token", "idToken", "sessionToken", "oauth_token", "bearerToken", "authToken",
        "paymentToken", "processor_token", "connectToken", "someVendorToken", "x.token", "tokens", "accountTokens",
        "access_tokens",
    ])
    func deviceTokensAreSecretButNotServerSecrets(name: String) {
        #expect(SecretKeyClassifier.isSecret(name))
        #expect(!SecretKeyClassifier.isServerSecret(name))
    }

    @Test(arguments: [
        "key", "clientName", "client_id", "clientId", "tokenType", "token_type", "tokenExpiry",
        "public_key", "publicKey", "institution_id", "name", "mask", "label", "redirectURI", "adapter", "environment",
        "keyID", "",
    ])
    func ordinaryNames(name: String) {
        #expect(!SecretKeyClassifier.isSecret(name))
        #expect(!SecretKeyClassifier.isServerSecret(name))
    }

    /// Recorded behaviour, flagged in the test report: the fragment match is a substring match, so
    /// some names that hold no secret are classified as server secrets.
    @Test(arguments: ["passwordless", "hasPassword", "secretary", "credentialsSubmitted", "credential_type"])
    func substringMatchesAreClassifiedAsServerSecrets(name: String) {
        #expect(SecretKeyClassifier.isServerSecret(name))
    }
}
