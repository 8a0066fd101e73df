import Foundation

extension PlaidLinkKit {
    /// LinkKit 7's `onEvent` payload.
    ///
    /// Wire form: `{"event_name": "SELECT_INSTITUTION", "metadata": {…}}`. Events may arrive before,
    /// after or around `onSuccess`/`onExit`, and are informational except the stable ones.
    public struct LinkEvent: Sendable, Hashable, Codable {
        /// The event's name.
        package var eventName: EventName
        /// The event's details.
        package var metadata: EventMetadata

        /// Creates an event.
        package init(eventName: EventName, metadata: EventMetadata) {
            self.eventName = eventName
            self.metadata = metadata
        }

        package enum CodingKeys: String, CodingKey {
            case eventName = "event_name"
            case metadata
        }
    }

    /// The details of an event. Wire keys are snake_case; `link_session_id` and `timestamp`
    /// (ISO-8601 with milliseconds) are required, everything else may be missing or `null`.
    package struct EventMetadata: Sendable, Hashable, Codable {
        /// The mask of the account number the user typed (`SUBMIT_ACCOUNT_NUMBER`).
        package var accountNumberMask: String?
        /// The error the user met (`ERROR`, `EXIT`).
        package var errorCode: ExitErrorCode?
        /// The error's developer message.
        package var errorMessage: String?
        /// Where the user left (`EXIT`).
        package var exitStatus: ExitStatus?
        /// The selected institution's id.
        package var institutionID: InstitutionID?
        /// The selected institution's name.
        package var institutionName: String?
        /// The search query (`SEARCH_INSTITUTION`).
        package var institutionSearchQuery: String?
        /// `"true"`/`"false"`: whether this is an update-mode session (`OPEN`).
        package var isUpdateMode: String?
        /// Why an institution was matched (`returning_user`, `routing_number`, …).
        package var matchReason: String?
        /// Plaid's identifier for this Link session; always present.
        package var linkSessionID: String
        /// The MFA type (`SUBMIT_MFA`, `TRANSITION_VIEW` to `MFA`). A value LinkKit does not model
        /// decodes as `nil` (LinkKit's own behaviour here is UNVERIFIED).
        package var mfaType: MFAType?
        /// The last request id.
        package var requestID: String?
        /// The followed issue's id (`ISSUE_FOLLOWED`).
        package var issueID: String?
        /// The followed issue's description (`ISSUE_FOLLOWED`).
        package var issueDescription: String?
        /// When the followed issue was detected (`ISSUE_FOLLOWED`).
        package var issueDetectedAt: Date?
        /// The routing number (`SUBMIT_ROUTING_NUMBER`).
        package var routingNumber: String?
        /// The user's choice (`SELECT_AUTH_TYPE`, `flow_type_manual`/`flow_type_instant`, …).
        package var selection: String?
        /// When the event happened.
        package var timestamp: Date
        /// The view moved to (`TRANSITION_VIEW`).
        package var viewName: ViewName?
        /// The raw server JSON.
        package var metadataJSON: RawJSONMetadata?

        /// Creates metadata.
        package init(
            linkSessionID: String, timestamp: Date, accountNumberMask: String? = nil, errorCode: ExitErrorCode? = nil,
            errorMessage: String? = nil, exitStatus: ExitStatus? = nil, institutionID: InstitutionID? = nil,
            institutionName: String? = nil, institutionSearchQuery: String? = nil, isUpdateMode: String? = nil,
            matchReason: String? = nil, mfaType: MFAType? = nil, requestID: String? = nil, issueID: String? = nil,
            issueDescription: String? = nil, issueDetectedAt: Date? = nil, routingNumber: String? = nil,
            selection: String? = nil, viewName: ViewName? = nil, metadataJSON: RawJSONMetadata? = nil
        ) {
            self.linkSessionID = linkSessionID
            self.timestamp = timestamp
            self.accountNumberMask = accountNumberMask
            self.errorCode = errorCode
            self.errorMessage = errorMessage
            self.exitStatus = exitStatus
            self.institutionID = institutionID
            self.institutionName = institutionName
            self.institutionSearchQuery = institutionSearchQuery
            self.isUpdateMode = isUpdateMode
            self.matchReason = matchReason
            self.mfaType = mfaType
            self.requestID = requestID
            self.issueID = issueID
            self.issueDescription = issueDescription
            self.issueDetectedAt = issueDetectedAt
            self.routingNumber = routingNumber
            self.selection = selection
            self.viewName = viewName
            self.metadataJSON = metadataJSON
        }

        package enum CodingKeys: String, CodingKey {
            case accountNumberMask = "account_number_mask"
            case errorCode = "error_code"
            case errorMessage = "error_message"
            case exitStatus = "exit_status"
            case institutionID = "institution_id"
            case institutionName = "institution_name"
            case institutionSearchQuery = "institution_search_query"
            case isUpdateMode = "is_update_mode"
            case matchReason = "match_reason"
            case linkSessionID = "link_session_id"
            case mfaType = "mfa_type"
            case requestID = "request_id"
            case issueID = "issue_id"
            case issueDescription = "issue_description"
            case issueDetectedAt = "issue_detected_at"
            case routingNumber = "routing_number"
            case selection
            case timestamp
            case viewName = "view_name"
            case metadataJSON = "metadata_json"
        }

        /// Decodes LinkKit's snake_case event metadata.
        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            linkSessionID = try c.decode(String.self, forKey: .linkSessionID)
            timestamp = try LinkKitTimestamp.decode(c, forKey: .timestamp)
            accountNumberMask = try c.decodeIfPresent(String.self, forKey: .accountNumberMask)
            errorCode = try c.decodeIfPresent(ExitErrorCode.self, forKey: .errorCode)
            errorMessage = try c.decodeIfPresent(String.self, forKey: .errorMessage)
            exitStatus = try c.decodeIfPresent(ExitStatus.self, forKey: .exitStatus)
            institutionID = try c.decodeIfPresent(String.self, forKey: .institutionID)
            institutionName = try c.decodeIfPresent(String.self, forKey: .institutionName)
            institutionSearchQuery = try c.decodeIfPresent(String.self, forKey: .institutionSearchQuery)
            isUpdateMode = try c.decodeIfPresent(String.self, forKey: .isUpdateMode)
            matchReason = try c.decodeIfPresent(String.self, forKey: .matchReason)
            mfaType = try c.decodeIfPresent(String.self, forKey: .mfaType).flatMap(MFAType.init(wireValue:))
            requestID = try c.decodeIfPresent(String.self, forKey: .requestID)
            issueID = try c.decodeIfPresent(String.self, forKey: .issueID)
            issueDescription = try c.decodeIfPresent(String.self, forKey: .issueDescription)
            issueDetectedAt = try LinkKitTimestamp.decodeIfPresent(c, forKey: .issueDetectedAt)
            routingNumber = try c.decodeIfPresent(String.self, forKey: .routingNumber)
            selection = try c.decodeIfPresent(String.self, forKey: .selection)
            viewName = try c.decodeIfPresent(ViewName.self, forKey: .viewName)
            metadataJSON = try c.decodeIfPresent(String.self, forKey: .metadataJSON)
        }

        /// Encodes LinkKit's snake_case event metadata, dates as ISO-8601 with milliseconds.
        package func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(linkSessionID, forKey: .linkSessionID)
            try c.encode(LinkKitTimestamp.format(timestamp), forKey: .timestamp)
            try c.encodeIfPresent(accountNumberMask, forKey: .accountNumberMask)
            try c.encodeIfPresent(errorCode, forKey: .errorCode)
            try c.encodeIfPresent(errorMessage, forKey: .errorMessage)
            try c.encodeIfPresent(exitStatus, forKey: .exitStatus)
            try c.encodeIfPresent(institutionID, forKey: .institutionID)
            try c.encodeIfPresent(institutionName, forKey: .institutionName)
            try c.encodeIfPresent(institutionSearchQuery, forKey: .institutionSearchQuery)
            try c.encodeIfPresent(isUpdateMode, forKey: .isUpdateMode)
            try c.encodeIfPresent(matchReason, forKey: .matchReason)
            try c.encodeIfPresent(mfaType, forKey: .mfaType)
            try c.encodeIfPresent(requestID, forKey: .requestID)
            try c.encodeIfPresent(issueID, forKey: .issueID)
            try c.encodeIfPresent(issueDescription, forKey: .issueDescription)
            try c.encodeIfPresent(issueDetectedAt.map(LinkKitTimestamp.format), forKey: .issueDetectedAt)
            try c.encodeIfPresent(routingNumber, forKey: .routingNumber)
            try c.encodeIfPresent(selection, forKey: .selection)
            try c.encodeIfPresent(viewName, forKey: .viewName)
            try c.encodeIfPresent(metadataJSON, forKey: .metadataJSON)
        }
    }
}
