import Foundation
import ProviderKit

/// A command line split into positional arguments, `--option value` pairs and `--flag`s.
///
/// Parsing stays deliberately small: each command declares which options take a value and
/// which are flags, and anything else is a usage error naming the offending word.
public struct ParsedArguments: Sendable, Equatable {
    /// Positional arguments, in order. A lone `-` is positional.
    public var positionals: [String] = []
    /// Options with values, by name including dashes (`--config`).
    public var options: [String: String] = [:]
    /// Flags present, by name including dashes (`--show-secrets`).
    public var flags: Set<String> = []

    /// A usage problem.
    public struct UsageError: LocalizedError, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong.
        public let description: String
        /// The stable code: ``ToolDiagnosticCode/unknownOption`` or ``ToolDiagnosticCode/malformedOption``.
        public let code: String
        /// The ``description``.
        public var errorDescription: String? { description }

        /// Creates a usage error.
        public init(description: String, code: String = ToolDiagnosticCode.malformedOption) {
            self.description = description
            self.code = code
        }
    }

    /// Parses `arguments` given the option names that take a value and the flag names.
    /// `--name=value` is accepted for options.
    public init(_ arguments: [String], valueOptions: Set<String>, flags flagNames: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if flagNames.contains(name) {
                guard inlineValue == nil else { throw UsageError(description: "\(name) takes no value") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                guard options[name] == nil else { throw UsageError(description: "\(name) is given twice; give it once") }
                if let inlineValue {
                    options[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(description: "\(name) needs a value") }
                    options[name] = arguments[index]
                    index += 1
                }
            } else {
                let known = valueOptions.union(flagNames)
                throw UsageError(
                    description: "unknown option \(name)\(hint(name, known))", code: ToolDiagnosticCode.unknownOption)
            }
        }
    }

    private func hint(_ name: String, _ known: Set<String>) -> String {
        NameSuggester.suggestion(for: name, among: known.sorted()).map { "; did you mean \($0)?" } ?? ""
    }
}
