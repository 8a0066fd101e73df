import ProviderKit
import SwiftUI

/// The demo's screen: link an account, reconnect the last one (update mode), end a journey the
/// system interrupted, or do the same from a UIKit screen.
struct AccountsView: View {
    let linking: AppLinking

    /// The journey on screen, if any: setting it presents, `nil` cancels; ProviderKit resets it.
    @State private var journeyRequest: LinkJourneyRequest?
    @State private var status = "No account linked yet."
    @State private var lastConnection: LinkConnection?
    @State private var offer: LinkFallbackOffer?
    @State private var isAskingFallback = false
    @State private var showsUIKitScreen = false

    var body: some View {
        VStack(spacing: 16) {
            Text(verbatim: status)
            if journeyRequest != nil {
                ProgressView("Linking…")
                Button("Cancel", role: .cancel) { journeyRequest = nil }
            } else {
                Button("Link an account") { journeyRequest = .newLink() }
                if let connection = lastConnection {
                    Button("Reconnect \(connection.institution?.name ?? connection.id)") {
                        journeyRequest = .update(connection)
                    }
                }
                Button("Link from a UIKit screen") { showsUIKitScreen = true }
            }
        }
        .linkJourney(request: $journeyRequest, coordinator: linking.coordinator) { result in
            show(result)
        }
        .task {
            linking.fallbackQuestion.show = { offer in
                self.offer = offer
                isAskingFallback = true
            }
            linking.fallbackQuestion.hide = { isAskingFallback = false }
            // Journeys the system interrupted (the app was killed while the user was at the bank)
            // end once each, on the next launch: resumed where the vendor allows it.
            if journeyRequest == nil, let interrupted = linking.coordinator.interruptedJourneys.first {
                journeyRequest = .resume(interrupted)
            }
        }
        // SwiftUI shows no alert from a view that is presenting a sheet: while the UIKit screen's
        // sheet is up, the question is asked from the sheet's content instead.
        .fallbackAlert(fallbackTitle, offer: offer, isPresented: askingBinding(whileSheetIsUp: false), question: linking.fallbackQuestion)
        .sheet(isPresented: $showsUIKitScreen) {
            UIKitLinkScreen(journeys: linking.coordinator) { result in
                showsUIKitScreen = false
                show(result)
            }
            .fallbackAlert(fallbackTitle, offer: offer, isPresented: askingBinding(whileSheetIsUp: true), question: linking.fallbackQuestion)
        }
    }

    /// `isAskingFallback`, seen only by the view that can show the alert now.
    private func askingBinding(whileSheetIsUp: Bool) -> Binding<Bool> {
        Binding(
            get: { isAskingFallback && showsUIKitScreen == whileSheetIsUp },
            set: { isAskingFallback = $0 })
    }

    private var fallbackTitle: String {
        let bank = offer?.institution?.name ?? "Your bank"
        return "\(bank) is down at \(offer?.failedEntryName ?? "this provider")"
    }

    /// Shows the one final result and, on success, hands it to the server.
    private func show(_ result: LinkJourneyResult) {
        let summary = OutcomeSummary(result)
        status = summary.message
        guard case .success(let success) = result.outcome else { return }
        Task {
            do {
                lastConnection = try await linking.server.finishLink(success)
            } catch {
                status = "Linked, but the server did not store it: \(error.localizedDescription)"
            }
        }
    }
}

extension View {
    /// The fallback question as an alert attached to this view.
    fileprivate func fallbackAlert(
        _ title: String, offer: LinkFallbackOffer?, isPresented: Binding<Bool>, question: FallbackQuestion
    ) -> some View {
        alert(title, isPresented: isPresented) {
            Button("Try another way") { question.answer(true) }
            Button("Not now", role: .cancel) { question.answer(false) }
        } message: {
            Text(verbatim: "We can continue with \(offer?.entryName ?? "another provider"); you will not pick your bank again.")
        }
    }
}
