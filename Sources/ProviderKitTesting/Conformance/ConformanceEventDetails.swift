import ProviderKit

/// What the conformance suite asks a ``ConformanceProbe`` to put into a vendor event, so it can
/// check that the adapter carries it over to the unified ``/ProviderKit/LinkEvent``.
public struct ConformanceEventDetails: Sendable, Hashable, CustomStringConvertible {
    /// An institution, for the vendor event's institution fields (id and name).
    public var institution: LinkInstitution?
    /// A vendor error, for the vendor event's error fields (type and code).
    public var error: VendorErrorKey?

    /// Creates details.
    public init(institution: LinkInstitution? = nil, error: VendorErrorKey? = nil) {
        self.institution = institution
        self.error = error
    }

    /// No institution and no error.
    public static let none = ConformanceEventDetails()

    /// `true` when there is neither an institution nor an error.
    public var isEmpty: Bool { institution == nil && error == nil }

    /// `institution: …, error: …`, naming what is set.
    public var description: String {
        let parts = [institution.map { "institution \($0)" }, error.map { "error \($0)" }].compactMap { $0 }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
