import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// A `PLKPlaidLinkViewController` stand-in that plays a script after ``present(using:)``, one step
/// per main-actor turn, the way LinkKit 1.x calls its delegate: weakly held, so a delegate nobody
/// keeps alive misses every callback (counted in ``lostCallbacks``).
///
/// Dismissing it drops the steps not yet played (the UI is gone), except late ones; dismissing it
/// while it is still loading makes it send LinkKit's second `didExitWithError:` with
/// `NSURLErrorDomain` -999, as the cancelled load reports.
@MainActor
public final class PlaidLegacyScriptedLinkViewController: PlaidLegacyLinkViewController {
    /// Mirrors `linkViewDelegate`: weak.
    public private(set) weak var linkViewDelegate: (any PlaidLegacyLinkViewDelegate)?
    /// The initializer that created the controller (`initWithLinkToken:configuration:delegate:`).
    public let selector: String
    /// The configuration it was created with, if any.
    public let configuration: PlaidLegacyLinkKit.PLKConfiguration?
    /// `true` once presented.
    public private(set) var isPresented = false
    /// `true` until the script finishes loading.
    public private(set) var isLoading = true
    /// `true` once dismissed.
    public private(set) var isDismissed = false
    /// Callbacks that found no delegate (it had been released).
    public private(set) var lostCallbacks = 0
    /// The universal-link handler of the driver, for OAuth returns.
    var openUniversalLink: (@MainActor (URL, PlaidLegacyScriptedLinkViewController) -> Void)?

    private var script: [PlaidLegacyScriptStep]
    private var queue: [PlaidLegacyScriptStep] = []
    private var isPlaying = false
    let sessionID: String

    init(
        selector: String, configuration: PlaidLegacyLinkKit.PLKConfiguration?, delegate: any PlaidLegacyLinkViewDelegate,
        sessionID: String, script: [PlaidLegacyScriptStep]
    ) {
        self.selector = selector
        self.configuration = configuration
        self.linkViewDelegate = delegate
        self.sessionID = sessionID
        self.script = script
    }

    /// Starts the script.
    public func present(using presentation: LinkPresentation) {
        guard !isPresented, !isDismissed else { return }
        isPresented = true
        queue.append(contentsOf: script)
        script = []
        play()
    }

    /// Dismisses the controller: drops the unplayed steps (late ones excepted), sends the -999 echo
    /// when still loading, then runs `completion`.
    public func dismiss(completion: @escaping @MainActor () -> Void) {
        if !isDismissed {
            isDismissed = true
            queue = queue.filter {
                switch $0 {
                case .late, .dismissed: return true
                default: return false
                }
            }
            if isLoading && isPresented {
                let echo = NSError(
                    domain: NSURLErrorDomain, code: NSURLErrorCancelled,
                    userInfo: [NSLocalizedDescriptionKey: "cancelled"])
                queue.append(
                    .exit(echo, PlaidLegacySandboxMetadata.exit(sessionID: sessionID, status: nil, institution: nil)))
            }
        }
        queue.append(.dismissed(completion))
        play()
    }

    private func play() {
        guard !isPlaying else { return }
        isPlaying = true
        Task { @MainActor in
            while !queue.isEmpty {
                await Task.yield()
                perform(queue.removeFirst())
            }
            isPlaying = false
        }
    }

    private func perform(_ step: PlaidLegacyScriptStep) {
        switch step {
        case .late(let inner):
            perform(inner)
        case .finishLoading:
            isLoading = false
        case .dismissed(let completion):
            completion()
        case .openUniversalLink(let url):
            openUniversalLink?(url, self)
        case .event(let name, let metadata):
            guard let delegate = linkViewDelegate else {
                lostCallbacks += 1
                return
            }
            delegate.linkViewController(self, didHandleEvent: name, metadata: metadata)
        case .succeed(let token, let metadata):
            guard let delegate = linkViewDelegate else {
                lostCallbacks += 1
                return
            }
            delegate.linkViewController(self, didSucceedWithPublicToken: token.reveal(), metadata: metadata)
        case .exit(let error, let metadata):
            guard let delegate = linkViewDelegate else {
                lostCallbacks += 1
                return
            }
            delegate.linkViewController(self, didExitWithError: error, metadata: metadata)
        }
    }
}
