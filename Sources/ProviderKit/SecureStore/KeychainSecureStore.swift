#if canImport(Security)
    import Foundation
    import Security

    /// A ``LinkSecureStore`` in the Keychain: generic-password items of one service, accessible
    /// after first unlock and never leaving the device (`…ThisDeviceOnly`): a resume token is
    /// useless on another device and must not travel in backups.
    public struct KeychainSecureStore: LinkSecureStore {
        /// The `kSecAttrService` of every item.
        public let service: String

        /// A store whose items use `service` (by default `ProviderKit.journeys`).
        public init(service: String = "ProviderKit.journeys") {
            self.service = service
        }

        private func query(_ key: String?) -> [String: Any] {
            var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
            if let key { query[kSecAttrAccount as String] = key }
            return query
        }

        /// Updates the item, or adds it when missing.
        public func save(_ secret: Secret, for key: String) throws {
            let attributes: [String: Any] = [
                kSecValueData as String: Data(secret.reveal().utf8),
                kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
            ]
            let status = SecItemUpdate(query(key) as CFDictionary, attributes as CFDictionary)
            if status == errSecSuccess { return }
            guard status == errSecItemNotFound else { throw failure("save", key, status) }
            let added = SecItemAdd(query(key).merging(attributes) { _, new in new } as CFDictionary, nil)
            guard added == errSecSuccess else { throw failure("save", key, added) }
        }

        /// Reads the item.
        public func secret(for key: String) throws -> Secret? {
            var query = query(key)
            query[kSecReturnData as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitOne
            var result: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            if status == errSecItemNotFound { return nil }
            guard status == errSecSuccess else { throw failure("read", key, status) }
            guard let data = result as? Data, let text = String(data: data, encoding: .utf8) else {
                throw LinkSecureStoreError(operation: "read", key: key, reason: "the item is not UTF-8 text")
            }
            return Secret(text)
        }

        /// Deletes the item.
        public func delete(for key: String) throws {
            let status = SecItemDelete(query(key) as CFDictionary)
            guard status == errSecSuccess || status == errSecItemNotFound else { throw failure("delete", key, status) }
        }

        /// The account names of every item of ``service``.
        public func allKeys() throws -> [String] {
            var query = query(nil)
            query[kSecReturnAttributes as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitAll
            var result: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            if status == errSecItemNotFound { return [] }
            guard status == errSecSuccess else { throw failure("list", nil, status) }
            let items = result as? [[String: Any]] ?? []
            return items.compactMap { $0[kSecAttrAccount as String] as? String }.sorted()
        }

        private func failure(_ operation: String, _ key: String?, _ status: OSStatus) -> LinkSecureStoreError {
            LinkSecureStoreError(operation: operation, key: key, reason: "OSStatus \(status)")
        }
    }
#endif
