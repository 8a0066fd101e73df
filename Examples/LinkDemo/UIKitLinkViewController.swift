import ProviderKit
import UIKit

/// The UIKit variant: a screen that links an account as soon as it appears, with the async entry
/// point. Vendors present their interface modally from this view controller.
final class UIKitLinkViewController: UIViewController {
    private let coordinator: LinkJourneyCoordinator
    private let onFinish: @MainActor (LinkJourneyResult) -> Void
    private var linking: Task<Void, Never>?

    init(coordinator: LinkJourneyCoordinator, onFinish: @escaping @MainActor (LinkJourneyResult) -> Void) {
        self.coordinator = coordinator
        self.onFinish = onFinish
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "Made in code only")
    required init?(coder: NSCoder) {
        fatalError("UIKitLinkViewController is made in code")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Also called when a vendor's full-screen interface is dismissed: start once.
        guard linking == nil else { return }
        linking = Task { [coordinator] in
            let result = await coordinator.presentJourney(from: self)
            onFinish(result)
        }
    }

    /// Cancels the journey (the user closed this screen): its vendor interface is dismissed and
    /// `onFinish` still receives the result, a user cancel.
    func cancelLinking() {
        linking?.cancel()
    }
}
