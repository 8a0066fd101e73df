import Foundation
import ProviderKit
import ProviderKitTesting

/// Decides which ``PlantedSecret`` canaries a fuzz input holds and which outputs may show them.
///
/// A canary counts as *planted* when the input holds it whole, in its shape (``shape(of:)``). A
/// canary the fuzzer has cut apart or stripped of its shape (a space, a quote or a bracket inside
/// it, a damaged `link-sandbox-` prefix) is no longer a credential: its pieces are
/// arbitrary words that no redaction rule can recognise, so they are not checked. When the input
/// holds a canary whole and pieces of it elsewhere as well, outputs are checked for the whole core
/// only, since a piece may come from either.
///
/// The input itself may show a canary where it is no secret: a well-formed unit (a transcript
/// line, a document) whose parsed strings put it outside every secret-named key, such as an
/// institution name or a key. Such a canary is *exposed*: output that echoes structured values
/// (events, outcomes, traces) may show it. The password, whose shape says nothing, is exposed as
/// well where the text in front of it names no secret (a mutated `pas$word=`), as
/// ``PasswordPosition`` reads it.
///
/// Diagnostics are held to more: they never show the whole value of a canary planted in a
/// recognisable shape (a Plaid-style token, a JWT, a long opaque string), exposed or not, because
/// every diagnostic message goes through the redactor.
///
/// Redacted display output (`replay`'s records and lines) is held to more as well, by
/// ``leaks(inDisplay:)``: a Plaid-style token or a JWT that stands apart as a word wherever the
/// input holds it (``standalone``) is a shape the redactor hides in any vendor text, so no piece of
/// it may show, exposed or not. This is what notices an adapter that rewrites vendor text before
/// the redactor reads it (a type's dashes turned into underscores).
public struct PlantedSecretOracle: Sendable {
    /// The canaries the input holds whole.
    public let planted: [PlantedSecret]
    /// The planted canaries the input shows outside a secret position.
    public let exposed: Set<PlantedSecret>
    /// The planted canaries that appear whole, in their shape.
    public let whole: Set<PlantedSecret>
    /// The planted canaries whose pieces the input also holds apart from their whole copies.
    public let fragmented: Set<PlantedSecret>
    /// The planted Plaid-style tokens and JWTs whose every copy in the input stands apart: the
    /// byte before and the byte after each one are the input's edge or one of ``separators``,
    /// and the input holds no other piece of them.
    public let standalone: Set<PlantedSecret>

    /// The bytes that end a word for every reading of the redactor: white space a terminal shows,
    /// quotes, brackets and punctuation that is neither part of a token, of base64 or of an
    /// escape. Anything else (a letter, `.`, `%`, `\`, a byte of an invisible character) may
    /// join the canary to its neighbour, so a copy next to it is not known to stand apart.
    static let separators = Set(" \n\"',:;()[]{}<>|!".utf8)
    /// The canaries whose shape the redactor reads in display text.
    static let displayShaped: [PlantedSecret] = [.publicToken, .linkToken, .accessToken, .jwt]

    /// An oracle for `input`, whose well-formed units yield their strings from `strings`: each
    /// string with `true` when it sits under a secret-named key (or in a URL's user info or
    /// credential query item). A unit `strings` cannot parse exposes nothing by its structure.
    public init(input: String, units: [String], strings: (String) -> [(text: String, secret: Bool)]?) {
        planted = PlantedSecret.all.filter { ByteSearch.contains(input, Self.shape(of: $0)) }
        whole = Set(planted.filter { PlantedSecret.shaped.contains($0) && ByteSearch.contains(input, $0.value) })
        let planted = self.planted
        let fragmented = Set(planted.filter { $0.leaks(in: ByteSearch.removing(Self.shape(of: $0), from: input)) })
        self.fragmented = fragmented
        let bytes = Array(input.utf8)
        standalone = Set(
            planted.filter { canary in
                guard Self.displayShaped.contains(canary), !fragmented.contains(canary) else { return false }
                let value = Array(canary.value.utf8)
                let copies = ByteSearch.offsets(of: canary.value, in: bytes)
                // The JWT is planted by its core: a core without the header in front is a piece.
                guard !copies.isEmpty, copies.count == ByteSearch.offsets(of: Self.shape(of: canary), in: bytes).count else {
                    return false
                }
                return copies.allSatisfy { start in
                    let end = start + value.count
                    // An escaped quote (`\"`, the end of a string inside a JSON string) ends it too.
                    let escapedQuote = end + 1 < bytes.count && bytes[end] == UInt8(ascii: "\\") && bytes[end + 1] == UInt8(ascii: "\"")
                    return (start == 0 || Self.separators.contains(bytes[start - 1]))
                        && (end == bytes.count || Self.separators.contains(bytes[end]) || escapedQuote)
                }
            })
        var exposed: Set<PlantedSecret> = []
        if !planted.isEmpty {
            for unit in units {
                guard let found = strings(unit) else { continue }
                for (text, secret) in found where !secret {
                    for canary in planted where canary.leaks(in: text) { exposed.insert(canary) }
                }
            }
        }
        if planted.contains(.password), PasswordPosition.isShownOutsideSecretPosition(PlantedSecret.password.core, in: input) {
            exposed.insert(.password)
        }
        self.exposed = exposed
    }

    /// The canaries `output` shows that it must not: those planted and not exposed.
    public func leaks(in output: String) -> [PlantedSecret] {
        planted.filter { !exposed.contains($0) && shows($0, in: output) }
    }

    /// The canaries a line of redacted display output (a record, a trace, an event) shows that it
    /// must not: those ``leaks(in:)`` finds, and any piece of a ``standalone`` one.
    public func leaks(inDisplay output: String) -> [PlantedSecret] {
        planted.filter { (!exposed.contains($0) || standalone.contains($0)) && shows($0, in: output) }
    }

    /// The canaries a diagnostic's text shows that it must not: any part of a secret or
    /// ``standalone`` one, and the whole value of a shaped one even where the input shows it (the
    /// redactor hides shapes).
    public func leaks(inDiagnostic text: String) -> [PlantedSecret] {
        planted.filter { canary in
            exposed.contains(canary) && !standalone.contains(canary)
                ? whole.contains(canary) && ByteSearch.contains(text, canary.value) : shows(canary, in: text)
        }
    }

    /// Any 12-character piece of `canary`, or only its whole core when the input holds pieces of it
    /// apart from its whole copies.
    private func shows(_ canary: PlantedSecret, in output: String) -> Bool {
        fragmented.contains(canary) ? ByteSearch.contains(output, Self.shape(of: canary)) : canary.leaks(in: output)
    }

    /// What of `canary` the input must hold for it to be planted: the whole value, since a
    /// Plaid-style token's prefix is its shape (without it, its id is a bare UUID like any
    /// request id), but only the core of the JWT, whose payload and signature are a JWT already.
    static func shape(of canary: PlantedSecret) -> String {
        canary == .jwt ? canary.core : canary.value
    }

    /// Fails the fuzz run when `output` leaks: as a diagnostic, as redacted display output, or
    /// (neither) as output that may echo what the input exposes.
    public func check(
        _ output: String, diagnostic: Bool, display: Bool = false, _ target: String, _ what: @autoclosure () -> String
    ) {
        let leaked = diagnostic ? leaks(inDiagnostic: output) : display ? leaks(inDisplay: output) : leaks(in: output)
        if !leaked.isEmpty {
            FuzzCheck.violation(target, "\(leaked) shown in \(what()): \(output.prefix(600))")
        }
    }

    // MARK: - Strings of parsed input

    /// The strings of a JSON value, with whether each sits under a secret-named member (keys
    /// themselves are not secret), URLs split into their secret and other parts. As for the
    /// redactor, a secret member makes its strings and numbers secret, in arrays too, while an
    /// object inside it has members of its own, judged by their own names
    /// (`"accessTokens": [{"account": {"accountId": …}, "accessToken": …}]`).
    public static func strings(of value: LinkJSONValue) -> [(text: String, secret: Bool)] {
        var result: [(String, Bool)] = []
        collect(value, underSecret: false, into: &result)
        return result
    }

    /// The strings of a JSON text as ``strings(of:)`` gives them, or, for a text the project's
    /// parser refuses but Foundation accepts (repeated member names, which replayers hand to
    /// Foundation's decoder), every string in it; `nil` when neither accepts the text.
    public static func strings(ofJSONText text: String) -> [(text: String, secret: Bool)]? {
        if let value = try? LinkJSONValue(parsing: text) { return strings(of: value) }
        return TolerantJSONStrings.strings(of: text)
    }

    private static func collect(_ value: LinkJSONValue, underSecret: Bool, into result: inout [(String, Bool)]) {
        switch value {
        case .string(let text): result += split(text, underSecret: underSecret)
        case .array(let elements): for element in elements { collect(element, underSecret: underSecret, into: &result) }
        case .object(let members):
            for (key, member) in members {
                result.append((key, false))
                collect(member, underSecret: SecretKeyClassifier.isSecret(key), into: &result)
            }
        case .number, .bool, .null: break
        }
    }

    /// The strings of a property list (from `PropertyListSerialization`), as for JSON: a
    /// dictionary's members are judged by their own names.
    public static func strings(ofPropertyList value: Any, underSecret: Bool = false) -> [(text: String, secret: Bool)] {
        switch value {
        case let text as String: return split(text, underSecret: underSecret)
        case let array as [Any]: return array.flatMap { strings(ofPropertyList: $0, underSecret: underSecret) }
        case let dictionary as [String: Any]:
            return dictionary.flatMap { key, member in
                [(key, false)] + strings(ofPropertyList: member, underSecret: SecretKeyClassifier.isSecret(key))
            }
        default: return []
        }
    }

    /// A string, or when it is a URL with credentials, its credential parts (secret) and the
    /// rest of it with them removed (not secret).
    public static func split(_ text: String, underSecret: Bool) -> [(text: String, secret: Bool)] {
        if underSecret { return [(text, true)] }
        let credentials = URLRedactionParts.credentials(in: text)
        guard !credentials.isEmpty else { return [(text, false)] }
        var rest = text
        for credential in credentials where !credential.isEmpty {
            // Not Foundation's `replacingOccurrences`: on Linux it traps when the text ends with
            // the start of a needle that goes on with a NUL (`"n"`, `"n\0"`), which the fuzzer found.
            rest = ByteSearch.removing(credential, from: rest)
        }
        return credentials.map { ($0, true) } + [(rest, false)]
    }
}

/// The credential parts of a URL-like string: user info and the values of secret-named query and
/// fragment items, found by structure (`URLComponents`) and, for text that does not parse, by
/// `name=value` pairs.
public enum URLRedactionParts {
    /// The credential values in `text`, raw and percent-decoded.
    public static func credentials(in text: String) -> [String] {
        var values: [String] = []
        if let components = URLComponents(string: text) {
            values += [components.percentEncodedUser, components.percentEncodedPassword, components.user, components.password]
                .compactMap { $0 }
            var items = components.percentEncodedQueryItems ?? []
            if let fragment = components.percentEncodedFragment,
                let fragmentItems = URLComponents(string: "x:?" + fragment)?.percentEncodedQueryItems
            {
                items += fragmentItems
            }
            for item in items where SecretKeyClassifier.isSecret(item.name.removingPercentEncoding ?? item.name) {
                if let value = item.value { values += [value, value.removingPercentEncoding ?? value] }
            }
        }
        return values.filter { !$0.isEmpty }
    }
}
