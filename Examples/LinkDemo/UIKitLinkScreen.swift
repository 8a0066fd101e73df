import ProviderKit
import SwiftUI

/// Shows ``UIKitLinkViewController`` in the SwiftUI app. Closing the sheet cancels its journey.
struct UIKitLinkScreen: UIViewControllerRepresentable {
    /// The app's journey coordinator (not the representable's `Coordinator`).
    let journeys: LinkJourneyCoordinator
    let onFinish: @MainActor (LinkJourneyResult) -> Void

    func makeUIViewController(context: Context) -> UIKitLinkViewController {
        UIKitLinkViewController(coordinator: journeys, onFinish: onFinish)
    }

    func updateUIViewController(_ uiViewController: UIKitLinkViewController, context: Context) {}

    static func dismantleUIViewController(_ uiViewController: UIKitLinkViewController, coordinator: ()) {
        uiViewController.cancelLinking()
    }
}
