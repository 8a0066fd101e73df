// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: Swift 6 language mode (set package-wide below) plus
/// `ExistentialAny`, so every existential is spelled `any`.
let sharedSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "ProviderKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        // What an app links: the core and one module per vendor adapter.
        .library(name: "ProviderKit", targets: ["ProviderKit"]),
        .library(name: "ProviderKitPlaid", targets: ["ProviderKitPlaid"]),
        .library(name: "ProviderKitPlaidLegacy", targets: ["ProviderKitPlaidLegacy"]),
        .library(name: "ProviderKitMesh", targets: ["ProviderKitMesh"]),
        .library(name: "ProviderKitMeld", targets: ["ProviderKitMeld"]),
        // What tests, simulator builds and tools link: the conformance suite and each adapter's sandbox.
        .library(name: "ProviderKitTesting", targets: ["ProviderKitTesting"]),
        .library(name: "ProviderKitPlaidSandbox", targets: ["ProviderKitPlaidSandbox"]),
        .library(name: "ProviderKitPlaidLegacySandbox", targets: ["ProviderKitPlaidLegacySandbox"]),
        .library(name: "ProviderKitMeshSandbox", targets: ["ProviderKitMeshSandbox"]),
        .library(name: "ProviderKitMeldSandbox", targets: ["ProviderKitMeldSandbox"]),
        .executable(name: "providerkit", targets: ["providerkit"]),
    ],
    dependencies: [],
    targets: [
        // Core: provider-agnostic model, session contract, configuration, redirects, secrets.
        // The privacy manifests declare the required-reason APIs a module calls (docs/privacy.md).
        .target(name: "ProviderKit", resources: [.copy("PrivacyInfo.xcprivacy")], swiftSettings: sharedSettings),

        // One adapter module per vendor (Providers/<Vendor>/Adapter): what an app links.
        .target(
            name: "ProviderKitPlaid", dependencies: ["ProviderKit"],
            path: "Providers/Plaid/Adapter", swiftSettings: sharedSettings),
        .target(
            name: "ProviderKitPlaidLegacy", dependencies: ["ProviderKit", "ProviderKitPlaid"],
            path: "Providers/PlaidLegacy/Adapter", swiftSettings: sharedSettings),
        .target(
            name: "ProviderKitMesh", dependencies: ["ProviderKit"],
            path: "Providers/Mesh/Adapter", resources: [.copy("PrivacyInfo.xcprivacy")], swiftSettings: sharedSettings),
        .target(
            name: "ProviderKitMeld", dependencies: ["ProviderKit"],
            path: "Providers/Meld/Adapter", swiftSettings: sharedSettings),

        // Tooling only: the fast JSON line readers and writers, interning and memo tables replay
        // and the CLI use. Not a product; no app product depends on it (ToolingBoundaryTests).
        .target(name: "ProviderKitTooling", dependencies: ["ProviderKit"], swiftSettings: sharedSettings),

        // Conformance suite, test doubles, and the sandbox, replay and probe protocols.
        .target(name: "ProviderKitTesting", dependencies: ["ProviderKit", "ProviderKitTooling"], swiftSettings: sharedSettings),

        // One sandbox module per vendor (Providers/<Vendor>/Sandbox): sandbox and hand-driven drivers,
        // transcript replay and the conformance probe. Never linked by an app's release build.
        .target(
            name: "ProviderKitPlaidSandbox", dependencies: ["ProviderKit", "ProviderKitPlaid", "ProviderKitTesting", "ProviderKitTooling"],
            path: "Providers/Plaid/Sandbox", swiftSettings: sharedSettings),
        .target(
            name: "ProviderKitPlaidLegacySandbox",
            dependencies: ["ProviderKit", "ProviderKitPlaid", "ProviderKitPlaidLegacy", "ProviderKitTesting", "ProviderKitTooling"],
            path: "Providers/PlaidLegacy/Sandbox", swiftSettings: sharedSettings),
        .target(
            name: "ProviderKitMeshSandbox", dependencies: ["ProviderKit", "ProviderKitMesh", "ProviderKitTesting", "ProviderKitTooling"],
            path: "Providers/Mesh/Sandbox", swiftSettings: sharedSettings),
        .target(
            name: "ProviderKitMeldSandbox", dependencies: ["ProviderKit", "ProviderKitMeld", "ProviderKitTesting", "ProviderKitTooling"],
            path: "Providers/Meld/Sandbox", swiftSettings: sharedSettings),

        // The command-line tool: logic in a library, a thin executable on top.
        .target(
            name: "ProviderKitCLI",
            dependencies: [
                "ProviderKit", "ProviderKitTesting", "ProviderKitTooling", "ProviderKitMesh", "ProviderKitPlaidSandbox",
                "ProviderKitPlaidLegacySandbox", "ProviderKitMeshSandbox", "ProviderKitMeldSandbox",
            ],
            swiftSettings: sharedSettings),
        .executableTarget(name: "providerkit", dependencies: ["ProviderKitCLI"], swiftSettings: sharedSettings),
        // A child process for the credential-store contention tests (not a product).
        .executableTarget(
            name: "StoreContentionWorker", dependencies: ["ProviderKit", "ProviderKitMesh", "ProviderKitTooling"],
            path: "Tests/StoreContentionWorker", swiftSettings: sharedSettings),

        // A child process for the remote-configuration cache crash tests (not a product).
        .executableTarget(
            name: "RemoteConfigurationWorker", dependencies: ["ProviderKit", "ProviderKitTooling"],
            path: "Tests/RemoteConfigurationWorker", swiftSettings: sharedSettings),

        // A child process for the journey journal's kill, late-link and lock tests (not a product).
        .executableTarget(
            name: "JourneyWorker",
            dependencies: ["ProviderKit", "ProviderKitTesting", "ProviderKitPlaidLegacy", "ProviderKitPlaidLegacySandbox"],
            path: "Tests/JourneyWorker", swiftSettings: sharedSettings),

        // Benchmarks/run.sh's in-process half (mapping, session overhead, the Foundation floor). Not a
        // product; small, so building it with everything else costs little. Never run by CI.
        .executableTarget(
            name: "ProviderKitBenchmarks",
            dependencies: [
                "ProviderKit", "ProviderKitPlaid", "ProviderKitPlaidLegacy", "ProviderKitMesh", "ProviderKitMeld",
                "ProviderKitPlaidSandbox", "ProviderKitPlaidLegacySandbox", "ProviderKitMeldSandbox", "ProviderKitTooling",
            ],
            path: "Benchmarks/Sources/ProviderKitBenchmarks", swiftSettings: sharedSettings),

        .testTarget(
            name: "ProviderKitTests", dependencies: ["ProviderKit", "ProviderKitTesting", "ProviderKitTooling"],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitToolingTests", dependencies: ["ProviderKit", "ProviderKitTesting", "ProviderKitTooling"],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitCLITests",
            dependencies: ["ProviderKitCLI", "ProviderKit", "ProviderKitMesh", "ProviderKitTesting", "ProviderKitTooling"],
            exclude: ["ReplayGoldens"],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitPlaidTests",
            dependencies: ["ProviderKitPlaid", "ProviderKitPlaidSandbox", "ProviderKitTesting", "ProviderKitTooling"],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitPlaidLegacyTests",
            dependencies: [
                "ProviderKitPlaidLegacy", "ProviderKitPlaidLegacySandbox", "ProviderKitPlaid", "ProviderKitTesting", "ProviderKitTooling",
            ],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitMeshTests",
            dependencies: ["ProviderKitMesh", "ProviderKitMeshSandbox", "ProviderKitTesting", "ProviderKitTooling"],
            swiftSettings: sharedSettings),
        .testTarget(
            name: "ProviderKitMeldTests",
            dependencies: ["ProviderKitMeld", "ProviderKitMeldSandbox", "ProviderKitTesting", "ProviderKitTooling"],
            swiftSettings: sharedSettings),
        // Journeys across the real adapters: update and resume per vendor, callback permutations
        // across adapter pairs, and the README quickstart (compiled and run here).
        .testTarget(
            name: "ProviderKitJourneyTests",
            dependencies: [
                "ProviderKit", "ProviderKitTesting", "ProviderKitTooling", "ProviderKitPlaid", "ProviderKitPlaidSandbox",
                "ProviderKitPlaidLegacy", "ProviderKitPlaidLegacySandbox", "ProviderKitMesh", "ProviderKitMeshSandbox",
                "ProviderKitMeld", "ProviderKitMeldSandbox",
            ],
            swiftSettings: sharedSettings),
    ],
    swiftLanguageModes: [.v6]
)
