import Foundation
import ProviderKit

/// The parts of a URL a Meld diagnostic may name without quoting the URL: its scheme and origin.
/// Whole URLs are printed only through ``ProviderKit/SecretRedactor/redact(url:)``.
enum MeldPrintableURL {
    /// A scheme, cut to 32 printable ASCII characters, for diagnostics.
    static func scheme(_ scheme: String) -> String {
        String(scheme.unicodeScalars.filter { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }.prefix(32).map(Character.init))
    }

    /// `scheme://host`, for diagnostics about URLs whose path or query may hold anything.
    static func origin(of url: StrictURL) -> String {
        let host = url.host.map { String($0.prefix(253)) } ?? ""
        return host.isEmpty ? "\(scheme(url.scheme)):" : "\(scheme(url.scheme))://\(host)"
    }
}
