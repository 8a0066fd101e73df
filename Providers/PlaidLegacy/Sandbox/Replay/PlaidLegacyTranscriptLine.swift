import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// One line of a v1 transcript: one `PLKPlaidLinkViewDelegate` call, decoded once with
/// `JSONDecoder`. JSON `null` stands for `NSNull`; `"error": null` is an exit without error (the
/// user cancelled).
///
/// ```
/// {"delegate":"didHandleEvent","event":"SELECT_INSTITUTION","metadata":{…}}
/// {"delegate":"didSucceedWithPublicToken","publicToken":"public-sandbox-…","metadata":{…}}
/// {"delegate":"didExitWithError","error":{"domain":"PLKPlaidLinkAPIErrorDomain","code":1210,"userInfo":{…}},"metadata":{…}}
/// ```
public struct PlaidLegacyTranscriptLine: Decodable, Sendable, Hashable {
    /// The delegate method.
    public enum Delegate: String, Sendable, CaseIterable {
        /// `linkViewController:didHandleEvent:metadata:`.
        case didHandleEvent
        /// `linkViewController:didSucceedWithPublicToken:metadata:`.
        case didSucceedWithPublicToken
        /// `linkViewController:didExitWithError:metadata:`.
        case didExitWithError

        /// What a line for this method looks like.
        public var example: String {
            switch self {
            case .didHandleEvent:
                return
                    #"{"delegate":"didHandleEvent","event":"SELECT_INSTITUTION","metadata":{"institution_id":"ins_3",…}}"#
            case .didSucceedWithPublicToken:
                return
                    #"{"delegate":"didSucceedWithPublicToken","publicToken":"public-sandbox-…","metadata":{"status":"connected",…}}"#
            case .didExitWithError:
                return
                    #"{"delegate":"didExitWithError","error":{"domain":"PLKPlaidLinkAPIErrorDomain","code":1210,"userInfo":{"error_code":"…",…}} or null,"metadata":{"status":…}}"#
            }
        }

        var keys: [String] {
            switch self {
            case .didHandleEvent: return ["delegate", "event", "metadata"]
            case .didSucceedWithPublicToken: return ["delegate", "publicToken", "metadata"]
            case .didExitWithError: return ["delegate", "error", "metadata"]
            }
        }
    }

    /// The `NSError` of an exit.
    public struct ErrorObject: Decodable, Sendable, Hashable {
        /// `NSError.domain`.
        public var domain: String
        /// `NSError.code`.
        public var code: Int
        /// `NSError.userInfo`; `null` values are `NSNull`.
        public var userInfo: [String: LinkJSONValue]

        enum CodingKeys: String, CodingKey, CaseIterable { case domain, code, userInfo }

        /// An error from its parts.
        package init(domain: String, code: Int, userInfo: [String: LinkJSONValue]) {
            self.domain = domain
            self.code = code
            self.userInfo = userInfo
        }

        /// Decodes `{"domain": …, "code": …, "userInfo": {…}}`; `userInfo` may be omitted.
        ///
        /// - Throws: `DecodingError` when the value does not have the documented shape.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            try PlaidLegacyTranscriptLine.rejectUnknownKeys(
                container, allowed: CodingKeys.allCases.map(\.rawValue), at: "error",
                shape: #"{"domain":"PLKPlaidLinkAPIErrorDomain","code":1210,"userInfo":{…}}"#)
            let keyed = try decoder.container(keyedBy: CodingKeys.self)
            domain = try keyed.decode(String.self, forKey: .domain)
            code = try keyed.decode(Int.self, forKey: .code)
            userInfo = try keyed.decodeIfPresent([String: LinkJSONValue].self, forKey: .userInfo) ?? [:]
        }

        /// The error as LinkKit would deliver it.
        public var nsError: NSError {
            NSError(domain: domain, code: code, userInfo: userInfo.mapValues(\.foundationObject))
        }
    }

    /// The delegate method.
    public var delegate: Delegate
    /// `didHandleEvent`'s event name.
    public var event: String?
    /// `didSucceedWithPublicToken`'s token. Never printed.
    public var publicToken: Secret?
    /// `didExitWithError`'s error; `nil` for `"error": null`.
    public var error: ErrorObject?
    /// The metadata dictionary; `nil` when absent or `null` (LinkKit's nil metadata).
    public var metadata: [String: LinkJSONValue]?

    /// A line from its parts.
    package init(
        delegate: Delegate, event: String?, publicToken: Secret?, error: ErrorObject?, metadata: [String: LinkJSONValue]?
    ) {
        self.delegate = delegate
        self.event = event
        self.publicToken = publicToken
        self.error = error
        self.metadata = metadata
    }

    /// Decodes a line, naming the key path of the first problem.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        guard container.contains(AnyKey("delegate")) else {
            throw Problem(
                path: "delegate",
                message:
                    "missing \"delegate\"; each line is one delegate call, such as \(Delegate.didHandleEvent.example)")
        }
        let name = try container.decode(String.self, forKey: AnyKey("delegate"))
        guard let delegate = Delegate(rawValue: name) else {
            let names = Delegate.allCases.map(\.rawValue)
            throw Problem(
                path: "delegate",
                message:
                    "unknown delegate method \"\(name)\"\(NameSuggester.hint(for: name, among: names)); expected one of \(names.joined(separator: ", "))"
            )
        }
        self.delegate = delegate
        try Self.rejectUnknownKeys(container, allowed: delegate.keys, at: "", shape: delegate.example)
        switch delegate {
        case .didHandleEvent:
            guard let event = try container.decodeIfPresent(String.self, forKey: AnyKey("event")), !event.isEmpty else {
                throw Problem(
                    path: "event",
                    message: "didHandleEvent needs a non-empty \"event\" name; expected \(delegate.example)")
            }
            self.event = event
        case .didSucceedWithPublicToken:
            guard let token = try container.decodeIfPresent(String.self, forKey: AnyKey("publicToken")), !token.isEmpty
            else {
                throw Problem(
                    path: "publicToken",
                    message: "didSucceedWithPublicToken needs a non-empty \"publicToken\"; expected \(delegate.example)"
                )
            }
            self.publicToken = Secret(token)
        case .didExitWithError:
            guard container.contains(AnyKey("error")) else {
                throw Problem(
                    path: "error",
                    message:
                        "didExitWithError needs \"error\": an error object, or null for a user cancel; expected \(delegate.example)"
                )
            }
            self.error = try container.decodeIfPresent(ErrorObject.self, forKey: AnyKey("error"))
        }
        if container.contains(AnyKey("metadata")), try !container.decodeNil(forKey: AnyKey("metadata")) {
            let value = try container.decode(LinkJSONValue.self, forKey: AnyKey("metadata"))
            guard let members = value.objectValue else {
                throw Problem(
                    path: "metadata",
                    message: "\"metadata\" must be an object (or null); found \(value.kindDescription)")
            }
            metadata = members
        }
    }

    /// The metadata as LinkKit hands it over: `[String: Any]?` with `NSNull` for `null`.
    public var foundationMetadata: [String: Any]? { metadata?.mapValues(\.foundationObject) }

    // MARK: - Decoding helpers

    struct Problem: Error {
        var path: String
        var message: String
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    static func rejectUnknownKeys(
        _ container: KeyedDecodingContainer<AnyKey>, allowed: [String], at path: String, shape: String
    ) throws {
        for key in container.allKeys.map(\.stringValue).sorted() where !allowed.contains(key) {
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            throw Problem(
                path: keyPath,
                message: "unknown key \"\(key)\"\(NameSuggester.hint(for: key, among: allowed)); expected \(shape)")
        }
    }
}
