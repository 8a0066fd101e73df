import Foundation
import ProviderKit

/// The flow of ``ScriptedAdapter``: it maps each ``ScriptedVendorCallback`` it is sent through the
/// adapter's tables and reports it, exactly as a real adapter maps its SDK's callbacks.
@MainActor
public final class ScriptedFlow: TranscriptReplayer {
    /// The token the flow was created with.
    public let token: Secret
    /// `true` once the session asked the flow to dismiss.
    public private(set) var wasCancelled = false
    /// How many times the session presented the flow.
    public private(set) var presentCount = 0
    /// Receives replay-only output. Unused by this adapter.
    public var traceHandler: ((ReplayTrace) -> Void)?

    private var reporter: LinkReporter?
    private let script: [ScriptedVendorCallback]

    /// Creates a flow for a session with `token` that plays `script` once presented (nothing for
    /// an empty script: send callbacks with ``send(_:)``).
    public init(token: Secret, script: [ScriptedVendorCallback]) {
        self.token = token
        self.script = script
    }

    /// Keeps the reporter; refuses tokens starting with `bad-` as a vendor would.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code `invalidLinkToken` for an empty token or one starting with `bad-`.
    public func start(reporting reporter: LinkReporter) throws {
        guard !token.isEmpty, !token.reveal().hasPrefix("bad-") else {
            throw LinkError(code: .invalidLinkToken, vendorCode: "TOKEN_REJECTED", message: "The scripted vendor rejected the token.")
        }
        self.reporter = reporter
    }

    /// Plays the script, if any, on the main actor after returning.
    public func present(_ presentation: LinkPresentation) {
        presentCount += 1
        guard !script.isEmpty else { return }
        let script = self.script
        Task { @MainActor [self] in
            for callback in script {
                await Task.yield()
                send(callback)
            }
        }
    }

    /// Records the dismissal.
    public func cancel() { wasCancelled = true }

    /// Sends one vendor callback through the mapping, as the vendor SDK would.
    public func send(_ callback: ScriptedVendorCallback) {
        guard let reporter else { return }
        let adapterName = ScriptedAdapter.name
        switch callback {
        case .loaded:
            reporter.loaded()
        case .event(let name, let metadata, let institution, let error):
            let rule = ScriptedAdapter.eventTable.rule(for: name)
            // No closure here: the conformance suite's tests call this method off the main actor
            // (an adapter that forgot to hop), and Swift 6 would trap in a main-actor closure
            // before the reporter could refuse the call.
            var mappedError: LinkError?
            if let error { mappedError = ScriptedAdapter.errorTable.map(type: error.type, code: error.code, message: "") }
            reporter.event(
                LinkEvent(
                    adapterName: adapterName, name: rule?.name ?? .other, vendorEventName: name, institution: institution,
                    stage: rule?.stage, error: mappedError, isStable: rule?.isStable ?? false, metadata: RawMetadata(metadata)))
        case .success(let token, let institutionID, let institutionName):
            reporter.succeeded(
                LinkSuccess(
                    adapterName: adapterName, credential: .publicToken(Secret(token)),
                    institution: LinkInstitution(id: institutionID, name: institutionName),
                    accounts: [LinkAccount(id: "acc_1", name: "Checking", mask: "0000", type: .depository, subtype: "checking")],
                    sessionID: "scripted-session", metadata: RawMetadata(["public_token": .string(token), "institution_id": .string(institutionID)])))
        case .exit(let errorType, let errorCode, let message):
            let metadata: LinkJSONValue = ["error_type": errorType.map(LinkJSONValue.string) ?? .null, "error_code": errorCode.map(LinkJSONValue.string) ?? .null]
            if errorType == nil, errorCode == nil {
                reporter.exited(LinkExit(adapterName: adapterName, reason: .userCancelled, metadata: RawMetadata(metadata)))
            } else {
                let error = ScriptedAdapter.errorTable.map(type: errorType, code: errorCode, message: message)
                reporter.exited(LinkExit(adapterName: adapterName, reason: .error(error), metadata: RawMetadata(metadata)))
            }
        case .dismissed:
            reporter.flowEnded()
        }
    }

    /// Replays one line: `loaded`, `event NAME`, `success TOKEN`, `exit [TYPE CODE]` or `dismissed`
    /// (``ScriptedVendorCallback/init(transcriptLine:)``).
    ///
    /// - Throws: a ``TranscriptLineError`` saying what is wrong with the line; nothing is reported for it.
    public func replay(line: String) throws {
        send(try ScriptedVendorCallback(transcriptLine: line))
    }

    /// The transcript ended: the vendor went quiet, so the flow ends
    /// (``/ProviderKit/LinkReporter/flowEnded()``).
    public func finish() { reporter?.flowEnded() }
}
