import Foundation

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
    public typealias PublicToken = String
    /// `String`, as in LinkKit.
    public typealias InstitutionID = String
    /// `String`, as in LinkKit.
    public typealias AccountID = String
    /// `String`, as in LinkKit.
    public typealias AccountMask = String
    /// The raw JSON text Plaid's server sent, as in LinkKit.
    public typealias RawJSONMetadata = String

    /// Called once per linked Item with the public token and metadata.
    public typealias OnSuccessHandler = @MainActor (LinkSuccess) -> Void
    /// Called when the user leaves Link without success, or an error ends it.
    public typealias OnExitHandler = @MainActor (LinkExit) -> Void
    /// Called for every Link event, in no guaranteed order relative to the other callbacks.
    public typealias OnEventHandler = @MainActor (LinkEvent) -> Void
    /// Called when Link has loaded and can be presented.
    public typealias OnLoadHandler = @MainActor () -> Void
    /// Receives LinkKit's view controller to present (a `UIViewController` on iOS).
    public typealias PresentationHandler = @MainActor (AnyObject) -> Void
    /// Receives LinkKit's view controller to dismiss (a `UIViewController` on iOS).
    public typealias DismissalHandler = @MainActor (AnyObject) -> Void
}
