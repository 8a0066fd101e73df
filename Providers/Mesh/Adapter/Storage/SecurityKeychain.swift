#if canImport(Security)
    import Foundation
    import Security

    /// `KeychainPrimitives` on the Security framework: generic-password items keyed by
    /// `kSecAttrService` alone, accessible `kSecAttrAccessibleAfterFirstUnlock`, as Mesh LinkSDK v2
    /// wrote them (so items the SDK stored are read as they are).
    ///
    /// Like Mesh's, the items are not `ThisDeviceOnly`: they travel in encrypted backups and
    /// survive reinstalling the app.
    package struct SecurityKeychain: KeychainPrimitives {
        /// Creates the primitives.
        package init() {}

        private func query(_ service: String) -> [String: Any] {
            [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
        }

        /// Reads the item's data.
        package func read(service: String) throws(MeshStoreError) -> Data? {
            var query = query(service)
            query[kSecReturnData as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitOne
            var result: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            if status == errSecItemNotFound { return nil }
            guard status == errSecSuccess else { throw .keychain(operation: "read", service: service, status: status) }
            return result as? Data
        }

        /// Updates the item, or adds it when missing (never delete-then-add, so a failure keeps the old item).
        package func write(_ data: Data, service: String) throws(MeshStoreError) {
            let attributes: [String: Any] = [
                kSecValueData as String: data,
                kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
            ]
            let status = SecItemUpdate(query(service) as CFDictionary, attributes as CFDictionary)
            if status == errSecSuccess { return }
            guard status == errSecItemNotFound else {
                throw .keychain(operation: "update", service: service, status: status)
            }
            var add = query(service)
            add.merge(attributes) { _, new in new }
            let added = SecItemAdd(add as CFDictionary, nil)
            guard added == errSecSuccess else { throw .keychain(operation: "add", service: service, status: added) }
        }

        /// Deletes the item.
        package func delete(service: String) throws(MeshStoreError) {
            let status = SecItemDelete(query(service) as CFDictionary)
            guard status == errSecSuccess || status == errSecItemNotFound else {
                throw .keychain(operation: "delete", service: service, status: status)
            }
        }
    }
#endif
