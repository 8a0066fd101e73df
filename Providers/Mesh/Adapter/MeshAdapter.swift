import Foundation
import ProviderKit

/// The Mesh Connect adapter, for apps built on Mesh LinkSDK v2 (2.0.1 – 2.0.4).
///
/// ```swift
/// var registry = ProviderRegistry()
/// registry.register(MeshAdapter(driver: LinkSDKDriver(), credentialStore: KeychainCredentialStore()))
/// ```
///
/// - Entry option `useSecureOnDeviceStorage` (Boolean, default `false`): successful connections
///   are added to the adapter's ``MeshCredentialStore``, as LinkSDK v2's `LinkStore` did.
/// - Request parameters `accessTokens` and `transferDestinationTokens` (arrays of
///   ``MeshLinkSDK/IntegrationAccessToken`` JSON) fill ``MeshLinkSDK/LinkSettings`` for transfer
///   links; ``requestParameters(accessTokens:transferDestinationTokens:)`` builds them.
/// - Mesh v2 has no OAuth redirect, so entries need no `redirectURI`.
public struct MeshAdapter: LinkAdapter {
    /// The entry option that turns on the credential store.
    package static let storageOption = "useSecureOnDeviceStorage"
    /// The request parameter holding transfer origin accounts.
    package static let accessTokensParameter = "accessTokens"
    /// The request parameter holding transfer destination accounts.
    package static let transferDestinationTokensParameter = "transferDestinationTokens"
    /// The adapter's descriptor. Without a credential store, `useSecureOnDeviceStorage` accepts
    /// only `false`, so a configuration that turns storage on is rejected when it loads (and by
    /// `providerkit validate --adapters` with a manifest made from this adapter), never when the
    /// user links.
    public var descriptor: AdapterDescriptor { credentialStore == nil ? Self.descriptorWithoutStore : Self.descriptor }

    /// The descriptor, without an instance.
    package static let descriptor = AdapterDescriptor(
        name: "mesh", displayName: "Mesh Connect (LinkSDK v2)", requiresRedirectURI: false,
        options: [
            AdapterOption(
                storageOption, .bool,
                summary: "Add every successful connection to the adapter's credential store (LinkSDK v2's LinkStore); default false.")
        ],
        errorTable: MeshErrorTable.table, eventTable: MeshEventTable.table,
        updateSupport: .supported(
            "Reconnect with the stored broker: the connection is a credential-store entry (MeshAdapter.connection(for:entryName:)); your server creates a link token for its broker (institution id = brokerType; UNVERIFIED: the field of Mesh's link-token request), and the success replaces the stored entry with the same id."
        ))

    /// The descriptor of an adapter created without a credential store.
    package static let descriptorWithoutStore: AdapterDescriptor = {
        var descriptor = Self.descriptor
        descriptor.options = descriptor.options.map { option in
            guard option.key == storageOption else { return option }
            return option.restricted(to: [false], reason: missingStoreMessage)
        }
        return descriptor
    }()

    /// Why storage needs a store, and how to give the adapter one.
    static let missingStoreMessage =
        "this mesh adapter has no credential store; create it with MeshAdapter(driver:credentialStore:), for example KeychainCredentialStore() or FileCredentialStore(path:)"

    /// The driver: the real LinkSDK through the app's glue (or a sandbox driver from `ProviderKitMeshSandbox`).
    public let driver: any MeshDriver
    /// Where successful connections go when the entry sets `useSecureOnDeviceStorage`.
    public let credentialStore: (any MeshCredentialStore)?

    /// Creates the adapter.
    public init(driver: any MeshDriver, credentialStore: (any MeshCredentialStore)? = nil) {
        self.driver = driver
        self.credentialStore = credentialStore
    }

    /// Creates the flow. Throws a configuration error for malformed transfer parameters or a
    /// storage option without a store; the token itself is checked by Mesh in `createHandler()`.
    @MainActor
    public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        let useStorage = entry.bool(Self.storageOption) ?? false
        if useStorage, credentialStore == nil {
            throw LinkError.configuration("useSecureOnDeviceStorage is true but \(Self.missingStoreMessage)")
        }
        let settings = MeshLinkSDK.LinkSettings(
            useSecureOnDeviceStorage: useStorage,
            accessTokens: try Self.tokens(request.parameters[Self.accessTokensParameter], name: Self.accessTokensParameter),
            transferDestinationTokens: try Self.tokens(
                request.parameters[Self.transferDestinationTokensParameter], name: Self.transferDestinationTokensParameter))
        return MeshLinkFlow(
            driver: driver, linkToken: request.token, settings: settings, store: credentialStore, purpose: request.purpose)
    }

    /// The connection a journey updates to reconnect `accessToken`, a connection stored in the
    /// adapter's ``MeshCredentialStore``: its id is the payload's ``MeshLinkSDK/AccessTokenPayload/id``
    /// and its institution the broker (`id` = `brokerType`), which the token provider passes to
    /// Mesh so the link opens on that broker.
    public static func connection(for accessToken: MeshLinkSDK.AccessTokenPayload, entryName: String) -> LinkConnection {
        LinkConnection(
            entryName: entryName, id: accessToken.id,
            institution: LinkInstitution(id: accessToken.brokerType, name: accessToken.brokerName))
    }

    /// The request parameters that pass transfer accounts to Link.
    public static func requestParameters(
        accessTokens: [MeshLinkSDK.IntegrationAccessToken]? = nil,
        transferDestinationTokens: [MeshLinkSDK.IntegrationAccessToken]? = nil
    ) -> [String: LinkJSONValue] {
        var parameters: [String: LinkJSONValue] = [:]
        if let accessTokens { parameters[accessTokensParameter] = MeshJSON.value(of: accessTokens) }
        if let transferDestinationTokens {
            parameters[transferDestinationTokensParameter] = MeshJSON.value(of: transferDestinationTokens)
        }
        return parameters
    }

    private static func tokens(_ value: LinkJSONValue?, name: String) throws(LinkError) -> [MeshLinkSDK.IntegrationAccessToken]? {
        guard let value, !value.isNull else { return nil }
        let encoder = JSONEncoder()
        do {
            let data = try encoder.encode(value)
            return try JSONDecoder().decode([MeshLinkSDK.IntegrationAccessToken].self, from: data)
        } catch {
            throw .configuration(
                "The request parameter \(name) must be an array of {accountId, accountName, accessToken, brokerType, brokerName} objects: \(FileCredentialStore.describe(error))")
        }
    }
}
