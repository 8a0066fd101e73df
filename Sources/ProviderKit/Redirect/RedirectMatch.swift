import Foundation

/// An incoming URL that matched a ``RedirectURI``, with its query parsed.
public struct RedirectMatch: Sendable, Hashable {
    /// The URL as received.
    public let url: URL
    /// The query items, decoded, in order.
    public let queryItems: [URLQueryItem]

    /// Creates a match.
    package init(url: URL, queryItems: [URLQueryItem]) {
        self.url = url
        self.queryItems = queryItems
    }

    /// The decoded value of the first query item named `name`, or `nil`.
    ///
    /// A parameter that appears more than once is ambiguous; use ``values(named:)`` to see all.
    public func value(named name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// Every decoded value of the query items named `name`.
    public func values(named name: String) -> [String] {
        queryItems.filter { $0.name == name }.compactMap(\.value)
    }
}
