import Foundation
import ProviderKit

/// Script messages from the widget: origin and handler checks, parsing and the reactions to each type.
extension MeldWidgetEngine {
    // MARK: - Messages

    /// Turns a script message into events, an outcome and diagnostics. Only messages to the
    /// registered handler name, with a string body, count. The widget URL and its connect token
    /// are taken out of the body first (``redactor``), so an error's `details` or a payload that
    /// echoes them never prints them.
    ///
    /// Every output is scrubbed where it is made: diagnostics and error messages redacted, event
    /// and outcome metadata built from a payload without the known secrets. Scrubbing the
    /// reaction afterwards, as navigations are, would change nothing.
    package func message(_ message: MeldScriptMessage) -> MeldReaction {
        guard message.handlerName == settings.messageHandlerName else {
            return ignored(
                .info, LinkDiagnostic.Code.malformedInput,
                "Ignored a script message to the handler \"\(redactor.quote(message.handlerName, limit: 64))\"; only \"\(settings.messageHandlerName)\" is registered for Meld.")
        }
        if let origin = message.origin, let problem = originProblem(origin) {
            let because: String
            switch problem {
            case .unreadable(let refusal): because = ": \(refusal)"
            case .untrusted: because = ""
            }
            return ignored(
                .warning, LinkDiagnostic.Code.meldUntrustedOrigin,
                "Ignored a Meld message posted by a frame from \(redactor.quote(origin, limit: 120))\(because); only the widget's site may post.")
        }
        let body: String
        switch message.body {
        case .string(let text):
            // Oversized bodies are refused unread by the parser; scrub only what it will read.
            body = text.utf8.count <= MeldConnectMessage.maximumBodyBytes ? redactor.removingKnownSecrets(from: text) : text
        case .nonString(let kind):
            return ignored(
                .warning, LinkDiagnostic.Code.malformedInput,
                "Ignored a Meld message whose body is \(redactor.quote(kind, limit: 64)), not a string.")
        }
        var outputs: [MeldOutput] = []
        var parsed: MeldConnectMessage
        do {
            parsed = try MeldConnectMessage(parsing: body)
        } catch {
            let diagnostic = scrubbedDiagnostic(
                .warning, LinkDiagnostic.Code.malformedInput, "Ignored a malformed Meld message: \(error.message).")
            guard let type = error.type else { return MeldReaction(outputs: [diagnostic]) }
            // The type is clear and only the payload is broken: act on the type, without details.
            outputs.append(diagnostic)
            parsed = MeldConnectMessage(type: type, payload: nil)
        }
        // Escapes (`\u0063t_…`) can spell a known secret the body does not show: the payload kept
        // as metadata, on events and outcomes alike, loses them too.
        if let payload = parsed.payload, redactor.holdsKnownSecret(payload) {
            let cleaned = redactor.removingKnownSecrets(from: payload)
            parsed.payload = cleaned
            // Typed fields (an institution's id, an account's name) are decoded from this text.
            parsed.payloadText = (try? JSONEncoder().encode(cleaned)).map { String(decoding: $0, as: UTF8.self) }
        }
        react(to: parsed, into: &outputs)
        return MeldReaction(decision: .cancel, outputs: outputs)
    }

    /// Appends what `message` produces to `outputs`.
    func react(to message: MeldConnectMessage, into outputs: inout [MeldOutput]) {
        let metadata = message.payload ?? .null
        switch message.type {
        case .debug:
            return
        case .initialize:
            outputs.append(.loaded)
            outputs.append(.event(makeEvent(message.type, metadata: metadata)))
        case .error:
            var payload = MeldErrorPayload(details: nil, reason: nil)
            switch message.decodePayload(MeldErrorPayload.self) {
            case .success(let decoded): payload = decoded ?? payload
            case .failure(let problem): outputs.append(payloadDiagnostic(message.type, problem))
            }
            var event = makeEvent(message.type, metadata: metadata)
            event.error = scrubbed(error(from: payload))
            outputs.append(.event(event))
        case .connectComplete:
            var payload = MeldConnectCompletePayload(institutionId: nil, institutionName: nil, accountCount: nil, accounts: nil)
            switch message.decodePayload(MeldConnectCompletePayload.self) {
            case .success(let decoded): payload = decoded ?? payload
            case .failure(let problem): outputs.append(payloadDiagnostic(message.type, problem))
            }
            let institution = LinkInstitution.ifKnown(id: payload.institutionId, name: payload.institutionName)
            let accounts = (payload.accounts ?? []).map(MeldAccountTypeMapping.account)
            if let count = payload.accountCount, let listed = payload.accounts, count != listed.count {
                outputs.append(
                    scrubbedDiagnostic(
                        .info, LinkDiagnostic.Code.meldAccountCountMismatch,
                        "connect_complete says accountCount \(count) but lists \(listed.count) accounts."))
            }
            var event = makeEvent(message.type, metadata: metadata)
            event.institution = institution
            outputs.append(.event(event))
            guard let connection = connectionID ?? payload.connectionId.flatMap({ $0.isEmpty ? nil : $0 }) else {
                outputs.append(.exited(missingConnectionID(metadata: metadata)))
                outputs.append(.closeWidgetAfterGracePeriod)
                return
            }
            outputs.append(
                .succeeded(
                    LinkSuccess(
                        adapterName: Self.adapterName, credential: .connection(id: connection), institution: institution,
                        accounts: accounts, sessionID: connection, metadata: RawMetadata(metadata))))
            outputs.append(.closeWidgetAfterGracePeriod)
        case .handover:
            outputs.append(.event(makeEvent(message.type, metadata: metadata)))
            guard let connectionID else {
                outputs.append(.exited(missingConnectionID(metadata: metadata)))
                outputs.append(.closeWidget)
                return
            }
            outputs.append(
                .succeeded(
                    LinkSuccess(
                        adapterName: Self.adapterName, credential: .connection(id: connectionID), institution: nil, accounts: [],
                        sessionID: connectionID, metadata: RawMetadata(metadata))))
            outputs.append(.closeWidget)
        case .cancel:
            outputs.append(.event(makeEvent(message.type, metadata: metadata)))
            outputs.append(
                .exited(
                    LinkExit(
                        adapterName: Self.adapterName, reason: .userCancelled, sessionID: connectionID,
                        metadata: RawMetadata(metadata))))
            outputs.append(.closeWidget)
        case .unknown(let raw):
            outputs.append(
                scrubbedDiagnostic(
                    .info, LinkDiagnostic.Code.meldUnknownMessageType,
                    "Received the unknown Meld message type \"\(raw)\"; reported as an \"other\" event."))
            outputs.append(.event(makeEvent(message.type, metadata: metadata)))
        }
    }

    /// Classifies an error payload: `reason` is looked up first, then `details`; unknown errors
    /// keep `reason` (or a code-like `details`) as the provider code.
    package func error(from payload: MeldErrorPayload) -> LinkError {
        let reason = payload.reason.map { redactor.quote($0, limit: 128) }.flatMap { $0.isEmpty ? nil : $0 }
        let details = payload.details.map { redactor.quote($0, limit: 300) }.flatMap { $0.isEmpty ? nil : $0 }
        let message: String
        switch (details, reason) {
        case let (details?, reason?): message = "The Meld widget reported an error: \(details) (\(reason))."
        case let (details?, nil): message = "The Meld widget reported an error: \(details)."
        case let (nil, reason?): message = "The Meld widget reported an error (\(reason))."
        case (nil, nil): message = "The Meld widget reported an error without details."
        }
        let candidates = [reason, details].compactMap { $0 }
        let known = candidates.first { errorTable.rule(type: nil, code: $0) != nil }
        let codeLike = details.flatMap { $0.count <= 64 && !$0.contains(" ") ? $0 : nil }
        return errorTable.map(type: nil, code: known ?? reason ?? codeLike, message: message)
    }

    func payloadDiagnostic(_ type: MeldMessageType, _ problem: MeldConnectMessage.DecodeProblem) -> MeldOutput {
        scrubbedDiagnostic(
            .warning, LinkDiagnostic.Code.malformedInput,
            "The \(type) payload has an unexpected shape (\(redactor.quote(problem.message, limit: 200))); its details were ignored.")
    }

    /// Whether a frame at `origin` may post Meld messages: `StrictURL` reads the origin
    /// completely, its scheme is https and its host is the widget's, `meld.io` or a subdomain of
    /// `meld.io`. The port and any path are not looked at.
    package func isTrustedOrigin(_ origin: String) -> Bool {
        originProblem(origin) == nil
    }

    /// Why a frame may not post Meld messages.
    enum OriginProblem {
        /// `StrictURL` does not read the origin completely, for this reason.
        case unreadable(StrictURL.Refusal)
        /// The origin is read completely but is not https on a trusted host.
        case untrusted
    }

    /// Why a frame at `origin` may not post (see ``isTrustedOrigin(_:)``), or `nil` when it may.
    func originProblem(_ origin: String) -> OriginProblem? {
        let url: StrictURL
        do {
            url = try StrictURL(reading: origin)
        } catch {
            return .unreadable(error)
        }
        guard url.scheme == "https", let host = url.host,
            host == settings.widgetHost || host == "meld.io" || host.hasSuffix(".meld.io")
        else { return .untrusted }
        return nil
    }
}
