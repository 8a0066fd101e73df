import Foundation

/// The part of Plaid LinkKit 7 that ``PlaidAdapter`` calls, with LinkKit's own names and shapes.
///
/// An app conforms the real SDK in about thirty lines (see `docs/providers/plaid.md`): each method
/// forwards to the `Plaid` function of the same name, converting the configuration's callbacks
/// (LinkKit's payloads are `Codable`, and the ``PlaidLinkKit`` mirrors decode LinkKit's own JSON).
/// `PlaidSandboxDriver` and `PlaidManualDriver` conform for offline runs and tests.
///
/// ### Contract
/// - The driver's methods and the sessions it returns are called on the main actor.
/// - The configuration's callbacks and presentation handlers may be called on any thread, as
///   LinkKit's are not isolated; the adapter relays each to the main actor in the order it was
///   called (``/ProviderKit/MainActorRelay``), so the glue forwards them without hopping.
/// - Each `create…` method either throws ``PlaidLinkKit/ConfigurationError`` (a token LinkKit refuses)
///   or returns a session that will call back through the configuration's closures.
/// - Callbacks may come in LinkKit's order, duplicates and all: the adapter absorbs them.
@MainActor
public protocol PlaidLinkKitDriver: AnyObject, Sendable {
    /// `Plaid.createPlaidLinkSession(configuration:)`: standard Link.
    func createPlaidLinkSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidLinkSessionDriver
    /// `Plaid.createPlaidLayerSession(configuration:)`: Layer.
    func createPlaidLayerSession(configuration: PlaidLinkKit.LayerTokenConfiguration) throws -> any PlaidLayerSessionDriver
    /// `Plaid.createHeadlessSession(configuration:)`: headless Link; call `start()` after `onLoad`.
    func createHeadlessSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidHeadlessSessionDriver
    /// `Plaid.createEmbeddedLinkUIView(configuration:presentationMethod:)`: Embedded Institution
    /// Search. Returns the embedded view (a `UIView` on iOS); LinkKit presents full Link with
    /// `presentationMethod` when the user picks an institution.
    func createEmbeddedLinkUIView(
        configuration: PlaidLinkKit.EmbeddedLinkTokenConfiguration, presentationMethod: PlaidLinkKit.PresentationMethod
    ) throws -> AnyObject
    /// The height the embedded view needs (LinkKit's `EmbeddedSearchUIView.expectedHeight`), or
    /// `nil` when the driver cannot tell. The adapter pins the view to it.
    func expectedHeight(ofEmbeddedView view: AnyObject) -> Double?
}

extension PlaidLinkKitDriver {
    /// No height known: the view is pinned to the container's top and sides only.
    public func expectedHeight(ofEmbeddedView view: AnyObject) -> Double? { nil }
}

/// LinkKit 7's `PlaidLinkSession`. The adapter keeps a strong reference until Link is done.
@MainActor
public protocol PlaidLinkSessionDriver: AnyObject {
    /// The session's identifier.
    var id: String { get }
    /// Presents Link.
    func open(using presentationMethod: PlaidLinkKit.PresentationMethod)
}

/// LinkKit 7's `PlaidLayerSession`: submit the user's data, wait for `LAYER_READY`, then open.
@MainActor
public protocol PlaidLayerSessionDriver: AnyObject {
    /// The session's identifier.
    var id: String { get }
    /// Presents Layer. Call only after `LAYER_READY`.
    func open(using presentationMethod: PlaidLinkKit.PresentationMethod)
    /// Submits the user's phone number, date of birth and parameters.
    func submit(data: any PlaidLinkKit.SubmissionData)
}

/// LinkKit 7's `PlaidHeadlessSession`.
@MainActor
public protocol PlaidHeadlessSessionDriver: AnyObject {
    /// Starts the headless flow. Call after `onLoad`.
    func start()
}
