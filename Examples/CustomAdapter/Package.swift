// swift-tools-version: 6.0
import PackageDescription

// A third-party adapter for the fictional Acme Link SDK, built the way an outside package builds
// one: it depends on ProviderKit by path and sees only its public API.
let package = Package(
    name: "CustomAdapter",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "ProviderKitAcme", targets: ["ProviderKitAcme"]),
        .library(name: "ProviderKitAcmeSandbox", targets: ["ProviderKitAcmeSandbox"]),
    ],
    dependencies: [.package(name: "ProviderKit", path: "../..")],
    targets: [
        // What an app links: the adapter.
        .target(name: "ProviderKitAcme", dependencies: [.product(name: "ProviderKit", package: "ProviderKit")]),
        // What tests and tools link: the sandbox, the replayer and the conformance probe.
        .target(
            name: "ProviderKitAcmeSandbox",
            dependencies: ["ProviderKitAcme", .product(name: "ProviderKitTesting", package: "ProviderKit")]),
        .testTarget(
            name: "ProviderKitAcmeTests",
            dependencies: ["ProviderKitAcme", "ProviderKitAcmeSandbox", .product(name: "ProviderKitTesting", package: "ProviderKit")]),
    ],
    swiftLanguageModes: [.v6]
)
