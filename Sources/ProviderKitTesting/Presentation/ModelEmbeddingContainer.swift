import ProviderKit

/// A test container for embedded vendor views: it records what it hosts and at what height, as a
/// `UIView` with Auto Layout constraints would hold it.
@MainActor
public final class ModelEmbeddingContainer: EmbeddingContainer {
    /// A view it hosts and the height it was pinned to (`nil`: no height constraint).
    public struct Hosted {
        /// The embedded view.
        public let view: AnyObject
        /// The height constraint's constant, if any.
        public let height: Double?
    }

    /// The views hosted now.
    public private(set) var hosted: [Hosted] = []
    /// How many views were ever embedded, and removed.
    public private(set) var embedCount = 0
    /// How many removals took a hosted view away.
    public private(set) var removeCount = 0

    /// An empty container.
    public init() {}

    /// Hosts `view` at `height`.
    public func embedLinkView(_ view: AnyObject, height: Double?) -> Bool {
        hosted.append(Hosted(view: view, height: height))
        embedCount += 1
        return true
    }

    /// Stops hosting `view`.
    public func removeLinkView(_ view: AnyObject) {
        let before = hosted.count
        hosted.removeAll { $0.view === view }
        removeCount += before - hosted.count
    }
}
