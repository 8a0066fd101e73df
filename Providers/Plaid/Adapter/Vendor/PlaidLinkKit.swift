import Foundation
import ProviderKit

/// Mirrors of Plaid LinkKit 7's public value types, configurations and enums, with LinkKit's own
/// names, field names and wire strings.
///
/// They live in this caseless namespace because three of LinkKit's names (`LinkSuccess`,
/// `LinkExit`, `LinkEvent`) are also ProviderKit's unified types: write `PlaidLinkKit.LinkSuccess`
/// for the vendor payload and `LinkSuccess` for ProviderKit's. The namespace is not called
/// `LinkKit`, so it never shadows the real `LinkKit` module: in the glue file, which imports both,
/// `LinkKit.LinkSuccess` is Plaid's type and `PlaidLinkKit.LinkSuccess` the mirror.
///
/// Every payload type decodes the JSON LinkKit 7's own `Codable` conformances produce (keys mixed
/// snake_case and camelCase, as LinkKit has them), so the glue converts a real LinkKit value by
/// encoding it with `JSONEncoder` and decoding the mirror.
public enum PlaidLinkKit {
    /// `String`, as in LinkKit.
    package typealias PublicToken = String
    /// `String`, as in LinkKit.
    package typealias InstitutionID = String
    /// `String`, as in LinkKit.
    package typealias AccountID = String
    /// `String`, as in LinkKit.
    package typealias AccountMask = String
    /// The raw JSON text Plaid's server sent, as in LinkKit.
    package typealias RawJSONMetadata = String

    /// Called once per linked Item with the public token and metadata.
    ///
    /// Not isolated to any actor, as in LinkKit: the SDK may call it on any thread. `@Sendable` is
    /// ProviderKit's addition (LinkKit is built in Swift 5 mode, without concurrency checking), so
    /// the glue can call it from whatever thread LinkKit uses; the adapter's handlers hop to the
    /// main actor themselves, in order (see ``/ProviderKit/MainActorRelay``).
    public typealias OnSuccessHandler = @Sendable (LinkSuccess) -> Void
    /// Called when the user leaves Link without success, or an error ends it. Any thread.
    public typealias OnExitHandler = @Sendable (LinkExit) -> Void
    /// Called for every Link event, in no guaranteed order relative to the other callbacks. Any thread.
    public typealias OnEventHandler = @Sendable (LinkEvent) -> Void
    /// Called when Link has loaded and can be presented. Any thread.
    public typealias OnLoadHandler = @Sendable () -> Void
    /// Receives LinkKit's view controller to present (`UIViewController` on iOS). Any thread.
    public typealias PresentationHandler = @Sendable (PlatformViewController) -> Void
    /// Receives LinkKit's view controller to dismiss (`UIViewController` on iOS). Any thread.
    public typealias DismissalHandler = @Sendable (PlatformViewController) -> Void
}
