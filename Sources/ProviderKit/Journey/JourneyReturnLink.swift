import Foundation

/// The OAuth return of one interrupted journey, whichever comes first: the universal link, or the
/// resumed journey asking for it. A link that arrives before the resume is kept (reduced to what
/// resuming reads) until the journey asks; a journey that asks first waits for the link up to its
/// window. Either way the journey gets one answer: the link, or `nil` when the window passed or
/// the waiting task was cancelled. Links after that answer are refused.
@MainActor
final class JourneyReturnLink {
    /// The link, reduced by ``kept(_:queryItem:)``, once it arrived.
    private(set) var url: URL?
    /// `true` once the journey had its answer; nothing arrives after it.
    private(set) var isClosed = false
    private var waiter: CheckedContinuation<URL?, Never>?

    init(url: URL?) {
        self.url = url
    }

    /// Takes the link for the journey. Returns `false` once the journey had its answer (the
    /// window passed), so a late link is refused rather than silently dropped.
    func deliver(_ link: URL) -> Bool {
        guard !isClosed else { return false }
        if url == nil { url = link }
        if let waiter {
            self.waiter = nil
            isClosed = true
            waiter.resume(returning: url)
        }
        return true
    }

    /// The link: at once if it already arrived, else when it arrives, or `nil` after `window`
    /// seconds or on cancellation. Answers once; later calls get the same answer.
    func wait(window: TimeInterval) async -> URL? {
        if isClosed || url != nil {
            isClosed = true
            return url
        }
        let timer = Task { @MainActor [weak self] in
            try? await Task.sleep(seconds: max(window, 0))
            self?.close()
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // The window may have passed (or a link arrived) before the wait was set up.
                if isClosed || url != nil {
                    isClosed = true
                    continuation.resume(returning: url)
                } else {
                    waiter = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.close() }
        }
    }

    /// Ends the wait without a link (the window passed, or the waiting task was cancelled); a
    /// link delivered after it is refused. Idempotent.
    private func close() {
        guard !isClosed else { return }
        isClosed = true
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: url)
        }
    }

    /// What of a return link may be stored: scheme, host, port and path, plus the query item
    /// `queryItem` names (the resume state, such as `oauth_state_id`) when present. User info,
    /// every other query member (`code`, `access_token`, …) and the fragment are dropped.
    nonisolated static func kept(_ url: URL, queryItem: String?) -> URL? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        var kept = URLComponents()
        kept.scheme = components.scheme
        kept.host = components.host
        kept.port = components.port
        kept.percentEncodedPath = components.percentEncodedPath
        if let queryItem {
            let items = (components.percentEncodedQueryItems ?? []).filter { $0.name == queryItem }
            if let first = items.first, items.count == 1 { kept.percentEncodedQueryItems = [first] }
        }
        return kept.url
    }
}
