import Foundation

extension LinkConfigurationSource {
    /// The layer a new source starts on: the cached remote file when it is for `remoteURL`, passes
    /// the integrity check and is valid for this build; else the bundle, saying why.
    static func startingLayer(
        bundled: ProviderConfiguration, registry: ProviderRegistry, remoteURL: URL?, cache: RemoteConfigurationCache?,
        integrityCheck: (any LinkConfigurationIntegrityCheck)?
    ) -> (active: RemoteConfigurationState.Active, cacheProblems: [String]) {
        func bundle(_ reason: String, _ problems: [String] = []) -> (RemoteConfigurationState.Active, [String]) {
            (RemoteConfigurationState.Active(configuration: bundled, layer: .bundled, reason: reason, remote: nil), problems)
        }
        guard let remoteURL else { return bundle("no remote URL is configured") }
        guard RemoteConfigurationHTTP.isAllowed(remoteURL) else {
            return bundle("the remote URL is refused: only https is allowed (plain http only to the loopback host)")
        }
        guard let cache else { return bundle("no cache directory is configured and no remote file was fetched yet") }
        let entry: RemoteConfigurationCache.Entry
        switch cache.load() {
        case .failure(let problem): return bundle("the cache cannot be used", [problem.message])
        case .success(nil): return bundle("no remote file was cached yet")
        case .success(let found?): entry = found
        }
        guard entry.url == remoteURL.absoluteString else { return bundle("the cached file came from another URL") }
        if let integrityCheck {
            guard let signature = entry.signature, integrityCheck.isAuthentic(file: entry.body, signature: signature) else {
                return bundle("the cached file fails the integrity check", ["the cached file fails the integrity check; ignored"])
            }
        }
        switch validate(entry.body, file: "cache", registry: registry) {
        case .failure(let error):
            let first = error.errors.first.map { ": \($0)" } ?? ""
            return bundle("the cached file is not valid for this build\(first)", ["the cached file is not valid for this build; ignored"])
        case .success(let configuration):
            return (
                RemoteConfigurationState.Active(
                    configuration: configuration, layer: .cache,
                    reason: "the last valid remote file, fetched \(timestamp(entry.fetchedAt)), read from the cache", remote: entry),
                []
            )
        }
    }

    /// `body` as a configuration, or every problem: strict UTF-8, then every check of
    /// `providerkit validate` against `registry`.
    static func validate(_ body: Data, file: String, registry: ProviderRegistry) -> Result<ProviderConfiguration, ConfigurationError> {
        guard let text = String(data: body, encoding: .utf8) else {
            return .failure(
                ConfigurationError(diagnostics: [
                    ConfigDiagnostic(severity: .error, code: .malformed, path: "", message: "the file is not UTF-8 text", file: file)
                ]))
        }
        let result = ConfigValidator(registry: registry).validate(text: text, file: file)
        guard let configuration = result.configuration else { return .failure(ConfigurationError(diagnostics: result.diagnostics)) }
        return .success(configuration)
    }

    /// An ISO 8601 UTC time for messages.
    static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    /// One fetch: the request (conditional when the active file has an `ETag`), retries, then the
    /// integrity check, validation, the cache write and activation. Runs only from ``fetch()``.
    func performFetch() async -> LinkConfigurationFetch {
        let startedAt = Date()
        func report(
            _ outcome: LinkConfigurationFetch.Outcome, _ message: String, status: Int? = nil, attempts: Int = 0,
            diagnostics: [ConfigDiagnostic] = []
        ) -> LinkConfigurationFetch {
            LinkConfigurationFetch(
                outcome: outcome, startedAt: startedAt, finishedAt: Date(), httpStatus: status, attempts: attempts,
                message: message, diagnostics: diagnostics)
        }
        guard let remoteURL else { return report(.noRemote, "no remote URL is configured; the active configuration is unchanged") }
        guard RemoteConfigurationHTTP.isAllowed(remoteURL) else {
            return report(.insecure, RemoteConfigurationHTTP.Failure.insecureURL(remoteURL.absoluteString).message)
        }
        let active = state.withLock { $0.active }
        var headers = ["Accept": "application/json"]
        let conditionalETag = active.remote.flatMap { $0.url == remoteURL.absoluteString ? $0.etag : nil }
        if let conditionalETag { headers["If-None-Match"] = conditionalETag }

        let (result, attempts) = await getWithRetries(remoteURL, headers: headers, limit: policy.maximumBytes)
        let unchanged = "; the active configuration (\(active.layer.rawValue)) is unchanged"
        let response: RemoteConfigurationHTTP.Response
        switch result {
        case .failure(let failure): return report(failure.outcome, failure.message + unchanged, attempts: attempts)
        case .success(let received): response = received
        }
        let status = response.status
        if status == 304 {
            guard conditionalETag != nil, var confirmed = active.remote else {
                return report(.httpError, "the server answered 304 to a request that was not conditional" + unchanged, status: status, attempts: attempts)
            }
            confirmed.fetchedAt = Date()
            confirmed.maxAge = Self.maxAge(response.headers["cache-control"]) ?? confirmed.maxAge
            let refreshed = confirmed
            state.withLock { fields in
                if fields.active.remote?.body == refreshed.body { fields.active.remote = refreshed }
            }
            return report(.notModified, "the server confirmed the active file is current (ETag \(conditionalETag ?? ""))", status: status, attempts: attempts)
        }
        guard status == 200 else {
            return report(.httpError, "the server answered HTTP \(status)" + unchanged, status: status, attempts: attempts)
        }

        var signature: Data?
        if let integrityCheck {
            switch await fetchSignature(for: remoteURL, check: integrityCheck) {
            case .failure(let problem): return report(.integrityFailed, problem.message + unchanged, status: status, attempts: attempts)
            case .success(let served): signature = served
            }
            guard let signature, integrityCheck.isAuthentic(file: response.body, signature: signature) else {
                return report(.integrityFailed, "the signature does not match the file" + unchanged, status: status, attempts: attempts)
            }
        }
        let configuration: ProviderConfiguration
        switch Self.validate(response.body, file: remoteURL.absoluteString, registry: registry) {
        case .failure(let error):
            return report(
                .invalid, "the file is not valid (\(error.errors.count) error(s))" + unchanged, status: status, attempts: attempts,
                diagnostics: error.diagnostics)
        case .success(let valid): configuration = valid
        }

        let entry = RemoteConfigurationCache.Entry(
            format: 1, url: remoteURL.absoluteString, etag: response.headers["etag"], fetchedAt: Date(),
            maxAge: Self.maxAge(response.headers["cache-control"]), body: response.body, signature: signature)
        let cacheProblem = cache?.store(entry)
        state.withLock { fields in
            fields.active = RemoteConfigurationState.Active(
                configuration: configuration, layer: .remote,
                reason: "fetched from \(remoteURL.absoluteString) \(Self.timestamp(entry.fetchedAt)) and valid", remote: entry)
            if let cacheProblem { fields.cacheProblems.append(cacheProblem.message) }
        }
        let cached = cache == nil ? "not cached (no cache directory)" : cacheProblem == nil ? "cached" : "not cached (\(cacheProblem?.message ?? ""))"
        return report(.activated, "the file is valid and active for the next journey; \(cached)", status: status, attempts: attempts)
    }

    /// GETs `url`, trying again after 5xx answers and network errors, up to the policy's attempts,
    /// with a delay that doubles. Returns the last result and the number of requests sent.
    func getWithRetries(_ url: URL, headers: [String: String], limit: Int) async
        -> (Result<RemoteConfigurationHTTP.Response, RemoteConfigurationHTTP.Failure>, Int)
    {
        var attempt = 0
        while true {
            attempt += 1
            let result = await RemoteConfigurationHTTP.get(url, headers: headers, timeout: policy.timeout, limit: limit)
            let transient: Bool
            switch result {
            case .success(let response): transient = (500...599).contains(response.status)
            case .failure(let failure): transient = failure.isTransient
            }
            guard transient, attempt < policy.maximumAttempts else { return (result, attempt) }
            let delay = policy.retryDelay * Double(1 << min(attempt - 1, 16))
            try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
        }
    }

    /// The signature served beside the file at `url`, or why it could not be fetched.
    func fetchSignature(for url: URL, check: any LinkConfigurationIntegrityCheck) async -> Result<Data, SignatureProblem> {
        guard let signatureURL = check.signatureURL(forFileAt: url) else {
            return .failure(SignatureProblem(message: "the integrity check names no signature URL for \(url.absoluteString)"))
        }
        let (result, _) = await getWithRetries(signatureURL, headers: [:], limit: 4096)
        switch result {
        case .failure(let failure): return .failure(SignatureProblem(message: "cannot fetch the signature: \(failure.message)"))
        case .success(let response) where response.status == 200: return .success(response.body)
        case .success(let response):
            return .failure(SignatureProblem(message: "cannot fetch the signature: the server answered HTTP \(response.status)"))
        }
    }

    /// Why a signature could not be fetched.
    struct SignatureProblem: Error {
        var message: String
    }

    /// The freshness a `Cache-Control` header gives, in seconds: `max-age`, or 0 for `no-cache`
    /// and `no-store`; `nil` when it says neither.
    static func maxAge(_ header: String?) -> TimeInterval? {
        guard let header else { return nil }
        for directive in header.lowercased().split(separator: ",") {
            let trimmed = directive.trimmingCharacters(in: .whitespaces)
            if trimmed == "no-cache" || trimmed == "no-store" { return 0 }
            if trimmed.hasPrefix("max-age="), let seconds = Int(trimmed.dropFirst("max-age=".count)), seconds >= 0 {
                return TimeInterval(seconds)
            }
        }
        return nil
    }
}
