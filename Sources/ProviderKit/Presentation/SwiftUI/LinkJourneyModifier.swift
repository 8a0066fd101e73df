#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// The view modifier behind `View.linkJourney(…)`: it hands the view's trigger to a
    /// ``LinkJourneyPresentationSlot`` kept in the view's state, which decides everything.
    ///
    /// `.task(id:)` (iOS 15) is only the change notification: the journey does not run inside the
    /// task, so a vendor interface that covers the view (and makes SwiftUI cancel the view's tasks)
    /// does not cancel it. The journey is cancelled when the binding is reset, or when the view
    /// leaves the hierarchy and SwiftUI releases the slot.
    struct LinkJourneyModifier: ViewModifier {
        let key: AnyHashable?
        let request: @MainActor () -> LinkJourneyRequest?
        let coordinator: LinkJourneyCoordinator
        let currentKey: @MainActor () -> AnyHashable?
        let dismiss: @MainActor () -> Void
        let onCompletion: @MainActor (LinkJourneyResult) -> Void

        @State private var slot = LinkJourneyPresentationSlot()

        func body(content: Content) -> some View {
            content.task(id: key) {
                slot.update(
                    key: key, request: request, coordinator: coordinator, currentKey: currentKey, dismiss: dismiss,
                    completion: onCompletion)
            }
        }
    }
#endif
