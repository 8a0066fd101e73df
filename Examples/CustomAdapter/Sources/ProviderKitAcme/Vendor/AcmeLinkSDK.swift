/// Mirrors of the Acme Link SDK's payloads, with the SDK's own names. They are `Codable` in the
/// SDK's JSON shapes, so the sandbox can write them into transcripts and the replayer can read
/// them back.
public enum AcmeLinkSDK {
    /// A bank, as Acme names it.
    public struct Institution: Codable, Sendable, Hashable {
        /// Acme's institution id, for example `acme_ins_1`.
        public var id: String
        /// The display name.
        public var name: String

        /// Creates an institution.
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// An account the user shared.
    public struct Account: Codable, Sendable, Hashable {
        /// Acme's account id.
        public var id: String
        /// The display name.
        public var name: String
        /// The last four digits.
        public var mask: String?
        /// `checking`, `savings`, `credit` or `brokerage`.
        public var type: String

        /// Creates an account.
        public init(id: String, name: String, mask: String?, type: String) {
            self.id = id
            self.name = name
            self.mask = mask
            self.type = type
        }
    }

    /// `onEvent`'s payload.
    public struct Event: Codable, Sendable, Hashable {
        /// The event name, for example `SELECT_INSTITUTION`.
        public var name: String
        /// The institution the event concerns, if any.
        public var institution: Institution?
        /// The error code the event reports, if any.
        public var errorCode: String?

        /// Creates an event.
        public init(name: String, institution: Institution? = nil, errorCode: String? = nil) {
            self.name = name
            self.institution = institution
            self.errorCode = errorCode
        }
    }

    /// `onSuccess`'s payload.
    public struct Success: Codable, Sendable, Hashable {
        /// The token the app's server exchanges.
        public var publicToken: String
        /// The linked bank.
        public var institution: Institution
        /// The accounts the user shared.
        public var accounts: [Account]

        /// Creates a success.
        public init(publicToken: String, institution: Institution, accounts: [Account]) {
            self.publicToken = publicToken
            self.institution = institution
            self.accounts = accounts
        }
    }

    /// `onExit`'s payload: no error code when the user closed the flow.
    public struct Exit: Codable, Sendable, Hashable {
        /// The error code, for example `INSTITUTION_DOWN`, or `nil` for a user exit.
        public var errorCode: String?
        /// The error's message for developers.
        public var errorMessage: String?
        /// The bank the user had chosen, if any.
        public var institution: Institution?

        /// Creates an exit.
        public init(errorCode: String? = nil, errorMessage: String? = nil, institution: Institution? = nil) {
            self.errorCode = errorCode
            self.errorMessage = errorMessage
            self.institution = institution
        }
    }
}
