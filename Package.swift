// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: Swift 6 language mode (set package-wide below) plus
/// `ExistentialAny`, so every existential is spelled `any`.
let sharedSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "ProviderKit",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "ProviderKit", targets: ["ProviderKit"]),
        .library(name: "ProviderKitPlaid", targets: ["ProviderKitPlaid"]),
        .library(name: "ProviderKitPlaidLegacy", targets: ["ProviderKitPlaidLegacy"]),
        .library(name: "ProviderKitMesh", targets: ["ProviderKitMesh"]),
        .library(name: "ProviderKitMeld", targets: ["ProviderKitMeld"]),
        .library(name: "ProviderKitTesting", targets: ["ProviderKitTesting"]),
        .executable(name: "providerkit", targets: ["providerkit"]),
    ],
    dependencies: [],
    targets: [
        // Core: provider-agnostic model, session contract, configuration, redirects, secrets.
        .target(name: "ProviderKit", swiftSettings: sharedSettings),

        // One adapter module per vendor, at top level under Providers/<Vendor>.
        .target(
            name: "ProviderKitPlaid", dependencies: ["ProviderKit"],
            path: "Providers/Plaid", swiftSettings: sharedSettings),
        .target(
            name: "ProviderKitPlaidLegacy", dependencies: ["ProviderKit", "ProviderKitPlaid"],
            path: "Providers/PlaidLegacy", swiftSettings: sharedSettings),
        .target(
            name: "ProviderKitMesh", dependencies: ["ProviderKit"],
            path: "Providers/Mesh", swiftSettings: sharedSettings),
        .target(
            name: "ProviderKitMeld", dependencies: ["ProviderKit"],
            path: "Providers/Meld", swiftSettings: sharedSettings),

        // Conformance suite and scripted test doubles, for our adapters and third-party ones.
        .target(name: "ProviderKitTesting", dependencies: ["ProviderKit"], swiftSettings: sharedSettings),

        // The command-line tool: logic in a library, a thin executable on top.
        .target(
            name: "ProviderKitCLI",
            dependencies: [
                "ProviderKit", "ProviderKitTesting", "ProviderKitPlaid", "ProviderKitPlaidLegacy",
                "ProviderKitMesh", "ProviderKitMeld",
            ],
            swiftSettings: sharedSettings),
        .executableTarget(name: "providerkit", dependencies: ["ProviderKitCLI"], swiftSettings: sharedSettings),

        .testTarget(
            name: "ProviderKitTests", dependencies: ["ProviderKit", "ProviderKitTesting"],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitCLITests", dependencies: ["ProviderKitCLI", "ProviderKit", "ProviderKitTesting"],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitPlaidTests", dependencies: ["ProviderKitPlaid", "ProviderKitTesting"],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitPlaidLegacyTests",
            dependencies: ["ProviderKitPlaidLegacy", "ProviderKitPlaid", "ProviderKitTesting"],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitMeshTests", dependencies: ["ProviderKitMesh", "ProviderKitTesting"],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitMeldTests", dependencies: ["ProviderKitMeld", "ProviderKitTesting"],
            swiftSettings: sharedSettings),
    ],
    swiftLanguageModes: [.v6]
)
