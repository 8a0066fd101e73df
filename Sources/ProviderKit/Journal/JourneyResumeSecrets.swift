import Foundation

/// What a resume needs that must never be written in clear: the attempt's request token and
/// parameters. Kept in a ``LinkSecureStore`` as one JSON text.
struct JourneyResumeSecrets: Sendable, Hashable, Codable {
    var token: Secret
    var parameters: [String: LinkJSONValue]

    /// The secure-store key of a journey's secrets.
    static func key(for journeyID: UUID) -> String { "journey.\(journeyID.uuidString.lowercased())" }

    /// The JSON text, secrets revealed, wrapped in a ``Secret`` for the store.
    func sealed() throws -> Secret {
        let encoder = JSONEncoder()
        encoder.userInfo[.revealSecrets] = true
        encoder.outputFormatting = [.sortedKeys]
        return Secret(String(decoding: try encoder.encode(self), as: UTF8.self))
    }

    /// Reads what ``sealed()`` wrote.
    init(unsealing secret: Secret) throws {
        self = try JSONDecoder().decode(Self.self, from: Data(secret.reveal().utf8))
    }

    init(token: Secret, parameters: [String: LinkJSONValue]) {
        self.token = token
        self.parameters = parameters
    }
}
