/// The version of ProviderKit an app links, following semantic versioning.
///
/// ```swift
/// logger.info("ProviderKit \(ProviderKitRelease.version)")
/// ```
///
/// It is a caseless enum rather than a type named `ProviderKit`: a type with the module's own name
/// would shadow the module, and `ProviderKit.LinkSession` would stop compiling in every app. Nor is it
/// named `ProviderKitVersion`: `swift symbolgraph-extract` drops top-level types named
/// `<Module>Version…` (it takes them for generated version symbols), so DocC would never show it.
/// `CHANGELOG.md`'s latest release, `providerkit --version` and this constant always agree (a test
/// checks them; `docs/releasing.md` is the checklist).
public enum ProviderKitRelease {
    /// The major version: incremented for changes that break source compatibility.
    public static let major = 0
    /// The minor version: incremented for additions that break nothing.
    public static let minor = 1
    /// The patch version: incremented for fixes.
    public static let patch = 0

    /// `major.minor.patch`, for example `0.1.0`.
    public static var version: String { "\(major).\(minor).\(patch)" }
}
