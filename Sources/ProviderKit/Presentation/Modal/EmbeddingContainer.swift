/// A place that hosts a vendor's embedded view inline (a `UIView`, or a view controller's view, on
/// iOS): the platform-neutral face of adding a subview with Auto Layout, so the adapters' decisions
/// about embedding run on Linux against a model.
///
/// Threading: main actor.
@MainActor
public protocol EmbeddingContainer: AnyObject {
    /// Adds `view` pinned to the container's top, leading and trailing edges and, when `height` is
    /// given, to that height (without one, a view with no intrinsic height collapses to zero).
    ///
    /// - Returns: `false` when `view` is not a view this container can host; nothing changed.
    func embedLinkView(_ view: AnyObject, height: Double?) -> Bool
    /// Removes `view` (and its constraints) if this container hosts it. Idempotent.
    func removeLinkView(_ view: AnyObject)
}
