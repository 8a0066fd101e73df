#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    extension View {
        /// Runs a link journey while `isPresented` is `true`, and reports its one final result.
        ///
        /// ```swift
        /// @State private var isLinking = false
        ///
        /// var body: some View {
        ///     Button("Link account") { isLinking = true }
        ///         .disabled(isLinking)
        ///         .linkJourney(isPresented: $isLinking, coordinator: coordinator) { result in
        ///             switch result.outcome {
        ///             case .success(let success): upload(success)
        ///             case .exit(let exit): show(exit.recovery)
        ///             }
        ///         }
        /// }
        /// ```
        ///
        /// - **Start**: when `isPresented` becomes `true`, the coordinator makes the journey for
        ///   `request`; it fetches the token, then shows the vendor's interface from the key
        ///   window's top-most view controller (the hosting controller of this view, or the sheet
        ///   above it) when the session opens.
        /// - **Exactly once**: `onCompletion` runs once per presentation, on the main actor, after
        ///   `isPresented` was set back to `false`, so it may set it to `true` again (a retry).
        /// - **Cancellation**: setting `isPresented` to `false`, or the view leaving the
        ///   hierarchy, cancels the journey and dismisses its live vendor interface;
        ///   `onCompletion` still runs, with a ``LinkExit/Reason/userCancelled`` exit. A vendor
        ///   interface covering the view does not cancel anything.
        /// - **Never throws**: a request the coordinator refuses (an unknown entry name) ends at
        ///   once with a ``LinkError/Code/configuration`` exit and a
        ///   ``DiagnosticCode/journeyNotStarted`` diagnostic.
        ///
        /// Hand universal links to the coordinator in `onOpenURL`
        /// (``LinkJourneyCoordinator/handleUniversalLink(_:)``), so OAuth returns reach the journey.
        ///
        /// - Parameters:
        ///   - isPresented: `true` runs the journey; ProviderKit sets it back to `false` when the
        ///     journey ends.
        ///   - coordinator: the app's coordinator.
        ///   - request: what to run; a new link by default. Read when `isPresented` becomes `true`.
        ///   - onCompletion: receives the journey's one final result.
        @MainActor
        public func linkJourney(
            isPresented: Binding<Bool>, coordinator: LinkJourneyCoordinator, request: LinkJourneyRequest = .newLink(),
            onCompletion: @escaping @MainActor (LinkJourneyResult) -> Void
        ) -> some View {
            modifier(
                LinkJourneyModifier(
                    key: isPresented.wrappedValue ? AnyHashable(true) : nil, request: { request },
                    coordinator: coordinator,
                    currentKey: { isPresented.wrappedValue ? AnyHashable(true) : nil },
                    dismiss: { isPresented.wrappedValue = false }, onCompletion: onCompletion))
        }

        /// Runs a link journey for `request` while it is not `nil`, and reports its one final
        /// result: the item-style twin of ``linkJourney(isPresented:coordinator:request:onCompletion:)``,
        /// for updates and resumptions.
        ///
        /// ```swift
        /// @State private var linking: LinkJourneyRequest?
        ///
        /// Button("Reconnect \(connection.institution?.name ?? "")") { linking = .update(connection) }
        ///     .linkJourney(request: $linking, coordinator: coordinator) { result in … }
        /// ```
        ///
        /// Setting a request with another ``LinkJourneyRequest/id`` cancels the running journey
        /// (its completion still runs) and starts the new one; setting `nil` cancels. ProviderKit
        /// sets the binding back to `nil` when the journey ends, before `onCompletion`. The other
        /// guarantees are those of the `isPresented` form.
        ///
        /// - Parameters:
        ///   - request: the request to run, or `nil`.
        ///   - coordinator: the app's coordinator.
        ///   - onCompletion: receives each journey's one final result.
        @MainActor
        public func linkJourney(
            request: Binding<LinkJourneyRequest?>, coordinator: LinkJourneyCoordinator,
            onCompletion: @escaping @MainActor (LinkJourneyResult) -> Void
        ) -> some View {
            modifier(
                LinkJourneyModifier(
                    key: request.wrappedValue.map { AnyHashable($0.id) }, request: { request.wrappedValue },
                    coordinator: coordinator, currentKey: { request.wrappedValue.map { AnyHashable($0.id) } },
                    dismiss: { request.wrappedValue = nil }, onCompletion: onCompletion))
        }
    }
#endif
