import Foundation
import ProviderKit

/// The adapters an app registers, described as JSON for tools that cannot run the app's Swift
/// code: `providerkit validate --adapters FILE` checks a configuration against exactly these
/// adapters, third-party ones included, as the app's own ``/ProviderKit/ProviderConfiguration`` load would.
///
/// A manifest holds each adapter's ``/ProviderKit/AdapterDescriptor`` as the instance describes itself: name,
/// whether entries need an https `redirectURI`, options with their kinds, requiredness and allowed
/// values, update and resume support. What an instance was created with shows there too: a
/// `ProviderKitMesh` adapter without a credential store allows `useSecureOnDeviceStorage` only as
/// `false`. Mapping tables are not part of a manifest.
///
/// Make it in a test of the app, from the registry the app really builds, and commit the file:
///
/// ```swift
/// @Test func adapterManifest() throws {
///     try AdapterManifest(registry: AppLinking.makeRegistry()).write(to: URL(fileURLWithPath: "providerkit-adapters.json"))
/// }
/// ```
///
/// A third-party adapter ships its own, made from its descriptor alone (not complete: the tool adds
/// its adapters to the built-in ones):
///
/// ```swift
/// try AdapterManifest(descriptors: [AcmeAdapter(driver: AcmeDriverStub()).descriptor]).write(to: url)
/// ```
public struct AdapterManifest: Sendable {
    /// The value of the file's `format` member.
    public static let format = "providerkit.adapters"
    /// The version of the file format this ProviderKit writes and reads.
    public static let version = 1

    /// The adapters, in the order given.
    public var descriptors: [AdapterDescriptor]
    /// `true` when the manifest lists every adapter the app registers (made from its registry):
    /// a tool then accepts exactly these adapters, as the app does. `false` when it lists some
    /// adapters only (a third party's): a tool accepts them besides its built-in adapters.
    public var isComplete: Bool
    /// The version of ProviderKit (`ProviderKitRelease.version`) that wrote the manifest.
    public var providerKitVersion: String

    /// A complete manifest of every adapter in `registry`, in name order.
    public init(registry: ProviderRegistry) {
        self.init(
            descriptors: registry.names.compactMap { registry.adapter(named: $0)?.descriptor }, isComplete: true)
    }

    /// A manifest of `descriptors`, complete or not (by default not: a third party's adapters,
    /// which a tool adds to its built-in ones).
    public init(descriptors: [AdapterDescriptor], isComplete: Bool = false) {
        self.descriptors = descriptors
        self.isComplete = isComplete
        self.providerKitVersion = ProviderKitRelease.version
    }

    /// Reads a manifest from its JSON text.
    ///
    /// - Throws: a ``/ProviderKit/ConfigurationError`` listing every problem with its key path and position
    ///   when the text is not a manifest this ProviderKit can read.
    public init(parsing text: String, file: String? = nil) throws {
        let result = AdapterManifestReader.read(text: text, file: file)
        guard let manifest = result.manifest else { throw ConfigurationError(diagnostics: result.diagnostics) }
        self = manifest
    }

    /// The manifest as JSON text: indented, keys sorted, ending with a newline, so a committed
    /// file changes only when an adapter does.
    public func jsonText() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(jsonValue)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Writes ``jsonText()`` to `url`, replacing the file atomically.
    ///
    /// - Throws: the file system's error when the file cannot be written.
    public func write(to url: URL) throws {
        try Data(jsonText().utf8).write(to: url, options: .atomic)
    }

    /// The manifest as a JSON value.
    var jsonValue: LinkJSONValue {
        .object([
            "format": .string(Self.format),
            "version": .number(Double(Self.version)),
            "providerKitVersion": .string(providerKitVersion),
            "complete": .bool(isComplete),
            "adapters": .array(descriptors.map(Self.jsonValue(of:))),
        ])
    }

    /// One adapter's entry.
    package static func jsonValue(of descriptor: AdapterDescriptor) -> LinkJSONValue {
        .object([
            "name": .string(descriptor.name),
            "displayName": .string(descriptor.displayName),
            "requiresRedirectURI": .bool(descriptor.requiresRedirectURI),
            "options": .array(
                descriptor.options.map { option in
                    .object([
                        "key": .string(option.key),
                        "kind": .string(option.kind.rawValue),
                        "required": .bool(option.isRequired),
                        "summary": .string(option.summary),
                        "allowedValues": option.allowedValues.map(LinkJSONValue.array) ?? .null,
                        "allowedValuesReason": option.allowedValuesReason.map(LinkJSONValue.string) ?? .null,
                    ])
                }),
            "updateSupport": .object([
                "supported": .bool(descriptor.updateSupport.isSupported),
                "summary": .string(descriptor.updateSupport.summary),
            ]),
            "resumeSupport": descriptor.resumeSupport.map { resume in
                .object([
                    "redirectQueryItem": .string(resume.redirectQueryItem),
                    "requestParameter": .string(resume.requestParameter),
                    "summary": .string(resume.summary),
                ])
            } ?? .null,
        ])
    }
}
