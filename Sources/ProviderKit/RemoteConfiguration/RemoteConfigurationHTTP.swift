import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One GET of the remote configuration (or its signature) with `URLSession`: HTTPS only (plain
/// http only to the loopback host), redirects held to the same rule, no cookies, no URL cache
/// (the source does its own conditional requests), a timeout and a size limit.
enum RemoteConfigurationHTTP {
    /// A complete answer.
    struct Response: Sendable {
        var status: Int
        /// Header values by lowercased name.
        var headers: [String: String]
        var body: Data
    }

    /// Why no complete answer arrived.
    enum Failure: Error, Sendable {
        case insecureURL(String)
        case insecureRedirect(String)
        case tooLarge(limit: Int)
        case truncated(expected: Int64, received: Int)
        case timedOut
        case network(String)

        /// Whether trying again might help (network trouble, not a refusal).
        var isTransient: Bool {
            switch self {
            case .timedOut, .network, .truncated: return true
            case .insecureURL, .insecureRedirect, .tooLarge: return false
            }
        }

        /// One sentence for ``LinkConfigurationFetch/message``.
        var message: String {
            switch self {
            case .insecureURL(let url): return "refused \(url): only https is allowed (plain http only to 127.0.0.1, ::1 or localhost)"
            case .insecureRedirect(let url): return "refused a redirect to \(url): only https is allowed"
            case .tooLarge(let limit): return "the file is larger than the limit of \(limit) bytes"
            case .truncated(let expected, let received): return "the body was cut short: \(received) of \(expected) bytes arrived"
            case .timedOut: return "the server did not answer within the timeout"
            case .network(let text): return "the request failed: \(text)"
            }
        }

        /// The fetch outcome this failure is reported as.
        var outcome: LinkConfigurationFetch.Outcome {
            switch self {
            case .insecureURL, .insecureRedirect: return .insecure
            case .tooLarge: return .tooLarge
            case .timedOut: return .timedOut
            case .truncated, .network: return .networkError
            }
        }
    }

    /// Whether `url` may be fetched: https to any host, or http to the loopback host only.
    static func isAllowed(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty, url.user == nil,
            url.password == nil
        else { return false }
        if scheme == "https" { return true }
        return scheme == "http" && ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host)
    }

    /// GETs `url` once with `headers`.
    static func get(_ url: URL, headers: [String: String], timeout: TimeInterval, limit: Int) async -> Result<Response, Failure> {
        guard isAllowed(url) else { return .failure(.insecureURL(url.absoluteString)) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let receiver = Receiver(limit: limit)
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return await withCheckedContinuation { continuation in
            receiver.begin(continuation)
            session.dataTask(with: request).resume()
        }
    }

    /// The session delegate: gathers the body within the limit, refuses insecure redirects, and
    /// resumes the waiting fetch exactly once when the task completes.
    final class Receiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private let limit: Int
        private var body = Data()
        private var refusal: Failure?
        private var continuation: CheckedContinuation<Result<Response, Failure>, Never>?

        init(limit: Int) {
            self.limit = limit
        }

        func begin(_ continuation: CheckedContinuation<Result<Response, Failure>, Never>) {
            lock.withLock { self.continuation = continuation }
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            if response.expectedContentLength > Int64(limit) {
                lock.withLock { refusal = .tooLarge(limit: limit) }
                completionHandler(.cancel)
                return
            }
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let over = lock.withLock { () -> Bool in
                guard refusal == nil else { return true }
                body.append(data)
                if body.count > limit { refusal = .tooLarge(limit: limit) }
                return refusal != nil
            }
            if over { dataTask.cancel() }
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            guard let target = request.url, RemoteConfigurationHTTP.isAllowed(target) else {
                lock.withLock { refusal = .insecureRedirect(request.url?.absoluteString ?? "(no URL)") }
                completionHandler(nil)
                task.cancel()
                return
            }
            completionHandler(request)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let (waiting, result) = lock.withLock { () -> (CheckedContinuation<Result<Response, Failure>, Never>?, Result<Response, Failure>) in
                let waiting = continuation
                continuation = nil
                return (waiting, outcome(task: task, error: error))
            }
            waiting?.resume(returning: result)
        }

        /// The task's result; called under the lock.
        private func outcome(task: URLSessionTask, error: (any Error)?) -> Result<Response, Failure> {
            if let refusal { return .failure(refusal) }
            let http = task.response as? HTTPURLResponse
            if let http, http.expectedContentLength > 0, Int64(body.count) < http.expectedContentLength {
                return .failure(.truncated(expected: http.expectedContentLength, received: body.count))
            }
            if let error {
                let code = (error as NSError).code
                if (error as NSError).domain == NSURLErrorDomain, code == NSURLErrorTimedOut { return .failure(.timedOut) }
                return .failure(.network("URLError \(code)"))
            }
            guard let http else { return .failure(.network("no HTTP response")) }
            var headers: [String: String] = [:]
            for (name, value) in http.allHeaderFields {
                if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
            }
            return .success(Response(status: http.statusCode, headers: headers, body: body))
        }
    }
}
