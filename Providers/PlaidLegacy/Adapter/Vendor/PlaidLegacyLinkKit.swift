/// Mirrors of Plaid LinkKit 1.x's configuration, constants and callback payloads, with the SDK's
/// own `PLK…` names and `kPLK…` keys.
///
/// They live in this caseless namespace so that no ProviderKit type shadows a name of the real
/// LinkKit 1.x module: a file that imports both `LinkKit` and `ProviderKitPlaidLegacy` (the glue in
/// `Glue/PlaidLegacy/`) spells the real SDK's `PLKConfiguration` unqualified and the mirror as
/// `PlaidLegacyLinkKit.PLKConfiguration`.
public enum PlaidLegacyLinkKit {}
