import Foundation
import ProviderKit
import ProviderKitPlaidLegacy

extension PlaidLegacyPlistConfiguration {
    /// Checks a `.plist` file and returns every problem, errors and warnings, with key paths
    /// (`PLKPlaidLinkConfiguration.env`), the file and, for XML, the line and column. Empty when valid.
    ///
    /// What `providerkit validate` runs on a `.plist` file. Never throws; an unreadable file is an
    /// `unreadable` error.
    public static func validate(fileURL: URL) -> [ConfigDiagnostic] {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            return [
                ConfigDiagnostic(
                    severity: .error, code: .unreadable, path: "",
                    message: "cannot read the file (\(error.localizedDescription)); check the path", file: fileURL.path)
            ]
        }
        return validate(data: data, file: fileURL.path)
    }

    /// Checks property-list data; `file` is used in the diagnostics.
    ///
    /// The diagnostics are those of `PlaidLegacyPlistConfiguration.read(data:file:)`, each placed in the text when the data is
    /// text (an XML or old-style property list): at its key or array element, else at the nearest
    /// enclosing one that the text holds; a parse error at the line Foundation names, clamped into
    /// the text. Sorted by line, column and key path; diagnostics without a position come last.
    public static func validate(data: Data, file: String? = nil) -> [ConfigDiagnostic] {
        let result = read(data: data, file: file)
        guard let text = String(data: data, encoding: .utf8), !text.hasPrefix("bplist") else {
            return result.diagnostics
        }
        var locator: XMLKeyLocator?
        return result.findings.map { finding -> ConfigDiagnostic in
            var diagnostic = finding.diagnostic
            let position: SourcePosition?
            switch finding.subject {
            case .unparseable(let detail):
                position = parseErrorPosition(in: text, detail: detail)
            case .keyPath(let path):
                if locator == nil { locator = XMLKeyLocator(text) }
                position = locator.flatMap { nearestPosition(of: path, in: $0) }
            }
            diagnostic.line = position?.line
            diagnostic.column = position?.column
            return diagnostic
        }
        .sorted {
            ($0.position?.line ?? .max, $0.position?.column ?? .max, $0.path)
                < ($1.position?.line ?? .max, $1.position?.column ?? .max, $1.path)
        }
    }

    /// The position of `path`, or of its nearest recorded ancestor (a missing key is reported at
    /// the dictionary that should hold it), so every diagnostic about XML text has a position.
    static func nearestPosition(of path: [String], in positions: XMLKeyLocator) -> SourcePosition? {
        var path = path
        while true {
            if let found = positions.position(of: path) { return found }
            guard !path.isEmpty else { return nil }
            path.removeLast()
        }
    }

    /// The line Foundation's parse error names (or the first line), clamped into `text`, at column 1:
    /// Foundation's line number can point past the end of the text.
    static func parseErrorPosition(in text: String, detail: String?) -> SourcePosition {
        var line = 1
        if let detail, let range = detail.range(of: "line ") {
            line = Int(detail[range.upperBound...].prefix { $0.isNumber }.prefix(9)) ?? 1
        }
        return SourcePosition.nearest(line: line, column: 1, in: text)
    }
}
