import ProviderKitTesting

/// A secret the code under test is told about (Meld's connect token, which the engine hides
/// wherever input echoes it), checked in every output of one fuzz input.
///
/// Any 12-character piece of it in an output is a leak, unless the input itself holds pieces of
/// it apart from its whole copies: then the fuzzer has cut it apart, the pieces are arbitrary
/// words the code cannot tell from any other, and only the whole secret counts.
public struct KnownSecret: Sendable {
    /// The secret.
    public let value: String
    /// `true` when the input holds pieces of ``value`` outside its whole copies.
    public let isFragmentedInInput: Bool
    /// Its pieces, searched for in every output.
    private let pieces: PlantedSecret

    /// The secret `value`, as `input` holds it.
    public init(_ value: String, input: String) {
        self.value = value
        pieces = PlantedSecret(core: value)
        isFragmentedInInput = pieces.leaks(in: ByteSearch.removing(value, from: input))
    }

    /// Fails the run when `text` shows the secret.
    public func check(_ text: String, _ target: String, _ what: @autoclosure () -> String) {
        let shown = isFragmentedInInput ? ByteSearch.contains(text, value) : pieces.leaks(in: text)
        FuzzCheck.expect(!shown, target, "a known secret shown in \(what()): \(text.prefix(400))")
    }
}
