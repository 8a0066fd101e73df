import FuzzSupport
import Foundation
import ProviderKit

/// Redirect-URI validation and matching. The input is the URI to register, a line break, then
/// the incoming URL. Invariants: a validated URI is https with a host and no user info, query or
/// fragment; a match obeys every clause of the documented rule and parses the query, never
/// searches it; neither a valid URI nor a match has an escape that does not decode (read on the
/// raw bytes by `RawEscapes`); a refusal's message shows no planted secret.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = "redirect-uri"
    let text = FuzzInput.text(data, size)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let registered = parts[0]
    let incoming = parts.count > 1 ? parts[1] : registered
    let oracle = PlantedSecretOracle(input: text, units: [registered, incoming]) {
        PlantedSecretOracle.split($0, underSecret: false)
    }
    let uri: RedirectURI
    do {
        uri = try RedirectURI(checking: registered)
        // Issue 29, class 1, read on the raw bytes: a bad escape anywhere is never valid.
        FuzzCheck.expect(!RawEscapes.areUnreadable(in: registered), target, "accepted a URI whose escapes do not decode")
    } catch {
        oracle.check(error.message, diagnostic: true, target, "a validation error")
        return 0
    }
    let components = URLComponents(url: uri.url, resolvingAgainstBaseURL: false)
    FuzzCheck.expect(components?.scheme?.lowercased() == "https", target, "accepted a non-https URI")
    FuzzCheck.expect(components?.host?.isEmpty == false, target, "accepted a URI without a host")
    FuzzCheck.expect(components?.user == nil && components?.password == nil, target, "accepted a URI with user info")
    FuzzCheck.expect(components?.query == nil && components?.fragment == nil, target, "accepted a query or fragment")
    // The URL as its text spells it: `URL(string:)` would percent-encode a lone `%` into `%25`.
    guard let url = URL(string: incoming, encodingInvalidCharacters: false), let match = uri.match(url) else { return 0 }
    FuzzCheck.expect(!RawEscapes.areUnreadable(in: url.absoluteString), target, "matched a URL whose escapes do not decode")
    let actual = URLComponents(url: url, resolvingAgainstBaseURL: false)
    FuzzCheck.expect(actual?.scheme?.lowercased() == "https", target, "matched a non-https URL")
    FuzzCheck.expect(actual?.user == nil && actual?.password == nil, target, "matched a URL with user info")
    FuzzCheck.expect(actual?.host?.lowercased() == components?.host?.lowercased(), target, "matched another host")
    FuzzCheck.expect((actual?.port ?? 443) == (components?.port ?? 443), target, "matched another port")
    // The documented rule: an empty path is `/`, and one trailing slash is ignored.
    let path = { (path: String?) -> String in
        let path = path ?? ""
        if path.isEmpty { return "/" }
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
    FuzzCheck.expect(path(actual?.path) == path(components?.path), target, "matched another path")
    FuzzCheck.expect(match.queryItems == (actual?.queryItems ?? []), target, "the match's query items are not the URL's")
    return 0
}
