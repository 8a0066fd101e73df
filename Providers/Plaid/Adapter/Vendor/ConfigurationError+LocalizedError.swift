import Foundation

extension PlaidLinkKit.ConfigurationError: LocalizedError {
    /// `LinkKit refused the link token: <message>`: what the real SDK reported, for developers.
    public var errorDescription: String? { "LinkKit refused the link token: \(message)" }
}
