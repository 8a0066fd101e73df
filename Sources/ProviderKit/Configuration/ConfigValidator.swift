/// Checks configuration text against the schema and the registered adapters, collecting every
/// problem with its key path and position rather than stopping at the first.
///
/// Checks, in order of the document:
/// - JSON syntax (line and column of the first syntax error; nothing else can be checked then);
/// - `version` must be 1;
/// - `provider` must name an entry, or give weighted choices (`{"plaid": 90, "meld": 10}`: entry
///   names to whole-number weights, at least one positive); `fallbacks` must be an array of entry names;
/// - `routes` must map institution ids to entry names;
/// - every entry must name a registered adapter (with a "did you mean" hint);
/// - `redirectURI` must be an https universal link, and is required where the adapter needs one;
/// - `enabled` must be a Boolean and `disabledMessage` a string (the kill switch);
/// - unknown keys are errors, with a "did you mean" hint; option values must have the right type;
/// - keys that hold server secrets (`secret`, `clientSecret`, `apiKey`, `password`, …) are errors,
///   anywhere in the file: such values belong on the app's server;
/// - the adapter's own checks (``LinkAdapter/validate(entry:)``).
package struct ConfigValidator: Sendable {
    /// The result of a validation.
    package struct Result: Sendable {
        /// The configuration, when there are no errors.
        package var configuration: ProviderConfiguration?
        /// Every problem, sorted by position.
        package var diagnostics: [ConfigDiagnostic]
        /// `true` when there are no errors (warnings allowed).
        package var isValid: Bool { configuration != nil }
    }

    /// The top-level keys of the schema.
    package static let topLevelKeys = ["version", "provider", "fallbacks", "routes", "providers"]
    /// The keys every entry may have, whatever its adapter.
    package static let commonEntryKeys = ["adapter", "redirectURI", "enabled", "disabledMessage"]
    /// The largest weight a rollout choice may have.
    package static let maximumRolloutWeight = 1_000_000

    private let registry: ProviderRegistry

    /// Creates a validator for the adapters in `registry`.
    package init(registry: ProviderRegistry) {
        self.registry = registry
    }

    /// Validates configuration text.
    package func validate(text: String, file: String? = nil) -> Result {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: text)
        } catch {
            return Result(
                configuration: nil,
                diagnostics: [
                    ConfigDiagnostic(
                        severity: .error, code: .malformed, path: "", message: "malformed JSON: \(error.message)", position: error.position,
                        file: file)
                ])
        }
        var run = Run(document: document, file: file, registry: registry)
        let configuration = run.check()
        let diagnostics = run.diagnostics.sorted {
            ($0.position ?? SourcePosition(line: .max, column: .max)) < ($1.position ?? SourcePosition(line: .max, column: .max))
        }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        var valid = hasErrors ? nil : configuration
        valid?.warnings = diagnostics
        return Result(configuration: valid, diagnostics: diagnostics)
    }

    private struct Run {
        let document: JSONDocument
        let file: String?
        let registry: ProviderRegistry
        var diagnostics: [ConfigDiagnostic] = []

        mutating func report(
            _ severity: ConfigDiagnostic.Severity, _ code: ConfigDiagnostic.Code, _ path: String, _ message: String
        ) {
            diagnostics.append(
                ConfigDiagnostic(
                    severity: severity, code: code, path: path, message: message, position: position(of: path), file: file))
        }

        /// Where `path` is, or where its nearest existing ancestor is (a missing key is reported at
        /// the object that should hold it), so every diagnostic has a position inside the text.
        func position(of path: String) -> SourcePosition? {
            var candidate: String? = path
            while let current = candidate {
                if let found = document.position(of: current) { return found }
                candidate = JSONDocument.parent(of: current)
            }
            return document.position(of: "")
        }

        /// An input string for a message: redacted, without control characters, cut, in quotes.
        func quoted(_ text: String) -> String {
            "\"\(SecretRedactor.standard.quote(text, limit: 64))\""
        }

        mutating func check() -> ProviderConfiguration? {
            guard case .object(let root) = document.root else {
                report(.error, .wrongType, "", "the configuration must be a JSON object with version, provider and providers; found \(document.root.kindDescription)")
                return nil
            }
            checkSecrets(in: document.root, path: "")

            for key in root.keys.sorted() where !ConfigValidator.topLevelKeys.contains(key) {
                if SecretKeyClassifier.isServerSecret(key) { continue }
                report(.error, .unknownKey, JSONDocument.path("", member: key), "unknown key \(quoted(key))\(NameSuggester.hint(for: key, among: ConfigValidator.topLevelKeys))")
            }

            switch root["version"] {
            case nil:
                report(.error, .missingKey, "version", "missing \"version\"; add \"version\": \(ProviderConfiguration.supportedVersion)")
            case .number(let number) where number == Double(ProviderConfiguration.supportedVersion):
                break
            case let value?:
                report(
                    .error, .unsupportedVersion, "version",
                    "unsupported version \(value.numberValue.map { JSONWriter.string(.number($0)) } ?? value.kindDescription); this ProviderKit reads version \(ProviderConfiguration.supportedVersion)")
            }

            var entries: [String: ProviderEntry] = [:]
            var entryNames: [String] = []
            switch root["providers"] {
            case nil:
                report(.error, .missingKey, "providers", "missing \"providers\"; add an object with one entry per provider")
            case .object(let members)?:
                if members.isEmpty { report(.error, .invalidValue, "providers", "\"providers\" is empty; add at least one entry") }
                entryNames = members.keys.sorted()
                for name in entryNames {
                    if let entry = checkEntry(name: name, value: members[name] ?? .null) { entries[name] = entry }
                }
            case let value?:
                report(.error, .wrongType, "providers", "\"providers\" must be an object of entries; found \(value.kindDescription)")
            }

            var activeEntryName: String?
            var rollout: [LinkRolloutChoice] = []
            switch root["provider"] {
            case nil:
                report(.error, .missingKey, "provider", "missing \"provider\"; set it to the name of the entry to use")
            case .string(let name)?:
                if root["providers"]?.objectValue?[name] == nil {
                    report(.error, .unknownEntry, "provider", "\(quoted(name)) is not an entry under providers\(NameSuggester.hint(for: name, among: entryNames))")
                } else {
                    activeEntryName = name
                }
            case .object(let choices)?:
                rollout = checkRollout(choices, entryNames: entryNames)
                activeEntryName = rollout.max { ($0.weight, $1.entryName) < ($1.weight, $0.entryName) }?.entryName
            case let value?:
                report(
                    .error, .wrongType, "provider",
                    "\"provider\" must be a string naming an entry; found \(value.kindDescription). For a staged rollout, give an object of weights such as {\"plaid\": 90, \"meld\": 10}")
            }

            var fallbacks: [String] = []
            switch root["fallbacks"] {
            case nil:
                break
            case .array(let elements)?:
                for (index, element) in elements.enumerated() {
                    let path = JSONDocument.path("fallbacks", index: index)
                    guard let name = element.stringValue else {
                        report(.error, .wrongType, path, "each fallback must be a string naming an entry; found \(element.kindDescription)")
                        continue
                    }
                    if root["providers"]?.objectValue?[name] == nil {
                        report(.error, .unknownEntry, path, "\(quoted(name)) is not an entry under providers\(NameSuggester.hint(for: name, among: entryNames))")
                    } else if name == activeEntryName {
                        report(.warning, .redundantFallback, path, "\(quoted(name)) is the active provider; falling back to it changes nothing")
                    } else if fallbacks.contains(name) {
                        report(.warning, .duplicateFallback, path, "\(quoted(name)) is listed twice")
                    } else {
                        fallbacks.append(name)
                    }
                }
            case let value?:
                report(.error, .wrongType, "fallbacks", "\"fallbacks\" must be an array of entry names; found \(value.kindDescription)")
            }

            let routes = checkRoutes(root["routes"], entryNames: entryNames)

            guard let activeEntryName else { return nil }
            return ProviderConfiguration(
                activeEntryName: activeEntryName, fallbackEntryNames: fallbacks, entries: entries, routes: routes,
                rollout: rollout)
        }

        /// `provider` as weighted choices: entry names to whole-number weights, at least one
        /// positive. Returns the valid choices, sorted by name, or none when any is wrong.
        mutating func checkRollout(_ choices: [String: LinkJSONValue], entryNames: [String]) -> [LinkRolloutChoice] {
            guard !choices.isEmpty else {
                report(.error, .invalidValue, "provider", "the weighted choices of \"provider\" are empty; name at least one entry with a weight")
                return []
            }
            var valid: [LinkRolloutChoice] = []
            var failed = false
            for name in choices.keys.sorted() {
                let path = JSONDocument.path("provider", member: name)
                guard entryNames.contains(name) else {
                    report(.error, .unknownEntry, path, "\(quoted(name)) is not an entry under providers\(NameSuggester.hint(for: name, among: entryNames))")
                    failed = true
                    continue
                }
                let value = choices[name] ?? .null
                guard let number = value.numberValue else {
                    report(.error, .wrongType, path, "a weight must be a whole number; found \(value.kindDescription)")
                    failed = true
                    continue
                }
                guard number >= 0, number <= Double(ConfigValidator.maximumRolloutWeight), number.rounded() == number else {
                    report(
                        .error, .invalidValue, path,
                        "a weight must be a whole number from 0 to \(ConfigValidator.maximumRolloutWeight); found \(JSONWriter.string(.number(number)))")
                    failed = true
                    continue
                }
                valid.append(LinkRolloutChoice(entryName: name, weight: Int(number)))
            }
            if !failed, !valid.contains(where: { $0.weight > 0 }) {
                report(.error, .invalidValue, "provider", "every weight of \"provider\" is 0; give at least one entry a positive weight")
                failed = true
            }
            return failed ? [] : valid
        }

        /// `routes`: an object whose keys are institution ids and whose values name entries.
        mutating func checkRoutes(_ value: LinkJSONValue?, entryNames: [String]) -> [String: String] {
            var routes: [String: String] = [:]
            switch value {
            case nil:
                break
            case .object(let members)?:
                for id in members.keys.sorted() {
                    let path = JSONDocument.path("routes", member: id)
                    let target = members[id] ?? .null
                    if id.trimmingCharacters(in: .whitespaces).isEmpty {
                        report(.error, .invalidValue, path, "a route's institution id cannot be empty; use the id the vendor reports, such as \"ins_3\"")
                        continue
                    }
                    guard let name = target.stringValue else {
                        report(.error, .wrongType, path, "each route must be a string naming an entry; found \(target.kindDescription)")
                        continue
                    }
                    guard entryNames.contains(name) else {
                        report(.error, .unknownEntry, path, "\"\(name)\" is not an entry under providers\(NameSuggester.hint(for: name, among: entryNames))")
                        continue
                    }
                    routes[id] = name
                }
            case let other?:
                report(
                    .error, .wrongType, "routes",
                    "\"routes\" must be an object from institution ids to entry names, such as {\"ins_3\": \"meld\"}; found \(other.kindDescription)")
            }
            return routes
        }

        mutating func checkEntry(name: String, value: LinkJSONValue) -> ProviderEntry? {
            let path = JSONDocument.path("providers", member: name)
            guard case .object(let members) = value else {
                report(.error, .wrongType, path, "each entry must be an object with at least \"adapter\"; found \(value.kindDescription)")
                return nil
            }
            let adapterPath = JSONDocument.path(path, member: "adapter")
            guard let adapterValue = members["adapter"] else {
                report(.error, .missingKey, path, "missing \"adapter\"; registered adapters: \(registry.names.joined(separator: ", "))")
                return nil
            }
            guard let adapterName = adapterValue.stringValue else {
                report(.error, .wrongType, adapterPath, "\"adapter\" must be a string; found \(adapterValue.kindDescription)")
                return nil
            }
            guard let adapter = registry.adapter(named: adapterName) else {
                report(
                    .error, .unknownAdapter, adapterPath,
                    "unknown adapter \(quoted(adapterName))\(NameSuggester.hint(for: adapterName, among: registry.names)); registered adapters: \(registry.names.joined(separator: ", "))")
                return nil
            }
            let descriptor = adapter.descriptor

            var redirectURI: RedirectURI?
            let redirectPath = JSONDocument.path(path, member: "redirectURI")
            switch members["redirectURI"] {
            case nil:
                if descriptor.requiresRedirectURI {
                    report(
                        .error, .missingRedirectURI, path,
                        "missing \"redirectURI\"; the \(descriptor.name) adapter needs the https universal link OAuth returns to")
                }
            case .string(let text)?:
                do {
                    redirectURI = try RedirectURI(checking: text)
                } catch {
                    report(.error, .invalidRedirectURI, redirectPath, error.message)
                }
            case let other?:
                report(.error, .wrongType, redirectPath, "\"redirectURI\" must be a string; found \(other.kindDescription)")
            }

            var isEnabled = true
            switch members["enabled"] {
            case nil: break
            case .bool(let flag)?: isEnabled = flag
            case let other?:
                report(.error, .wrongType, JSONDocument.path(path, member: "enabled"), "\"enabled\" must be true or false; found \(other.kindDescription)")
            }
            var disabledMessage: String?
            switch members["disabledMessage"] {
            case nil: break
            case .string(let text)?: disabledMessage = text
            case let other?:
                report(
                    .error, .wrongType, JSONDocument.path(path, member: "disabledMessage"),
                    "\"disabledMessage\" must be a string; found \(other.kindDescription)")
            }

            let optionsByKey = Dictionary(descriptor.options.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            let knownKeys = ConfigValidator.commonEntryKeys + descriptor.options.map(\.key)
            var options: [String: LinkJSONValue] = [:]
            for key in members.keys.sorted() where !ConfigValidator.commonEntryKeys.contains(key) {
                let keyPath = JSONDocument.path(path, member: key)
                let value = members[key] ?? .null
                if SecretKeyClassifier.isServerSecret(key) { continue }  // reported by checkSecrets
                guard let option = optionsByKey[key] else {
                    report(
                        .error, .unknownKey, keyPath,
                        "unknown key \(quoted(key)) for the \(descriptor.name) adapter\(NameSuggester.hint(for: key, among: knownKeys))")
                    continue
                }
                guard option.kind.accepts(value) else {
                    report(.error, .wrongType, keyPath, "\(quoted(key)) must be \(option.kind.article); found \(value.kindDescription)")
                    continue
                }
                if let refused = option.disallowedValues(in: value).first {
                    report(.error, .disallowedValue, keyPath, Self.disallowedMessage(option, refused))
                    continue
                }
                options[key] = value
            }
            for option in descriptor.options where option.isRequired && members[option.key] == nil {
                report(.error, .missingOption, path, "missing \"\(option.key)\": \(option.summary)")
            }

            let entry = ProviderEntry(
                name: name, adapterName: adapterName, redirectURI: redirectURI, options: options, isEnabled: isEnabled,
                disabledMessage: disabledMessage)
            for issue in adapter.validate(entry: entry) {
                report(issue.severity, issue.code, JSONDocument.path(path, appending: issue.path), issue.message)
            }
            return entry
        }

        /// `"region" must be "us" or "eu"; found "uk"; did you mean …?: reason`.
        static func disallowedMessage(_ option: AdapterOption, _ refused: LinkJSONValue) -> String {
            let allowed = (option.allowedValues ?? []).map(JSONWriter.string)
            let list = allowed.count <= 1 ? allowed.joined() : allowed.dropLast().joined(separator: ", ") + " or " + (allowed.last ?? "")
            let found: String
            switch refused {
            case .string(let text): found = "\"" + SecretRedactor.standard.quote(text, limit: 64) + "\""
            case .number, .bool, .null: found = JSONWriter.string(refused)
            case .array, .object: found = refused.kindDescription
            }
            let hint = refused.stringValue.map {
                NameSuggester.hint(for: $0, among: (option.allowedValues ?? []).compactMap(\.stringValue))
            }
            let reason = option.allowedValuesReason.map { ": \($0)" } ?? ""
            return "\"\(option.key)\" must be \(list); found \(found)\(hint ?? "")\(reason)"
        }

        mutating func checkSecrets(in value: LinkJSONValue, path: String) {
            switch value {
            case .object(let members):
                for key in members.keys.sorted() {
                    let memberPath = JSONDocument.path(path, member: key)
                    // Entry names under `providers` are the user's labels, not settings: only their contents are checked.
                    if path != "providers", SecretKeyClassifier.isServerSecret(key) {
                        report(
                            .error, .serverSecret, memberPath,
                            "\(quoted(key)) looks like a secret; secrets (client secrets, API keys, passwords) belong on your app's server, never in an app's configuration. Remove it and have your server create link tokens")
                    } else {
                        checkSecrets(in: members[key] ?? .null, path: memberPath)
                    }
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    checkSecrets(in: element, path: JSONDocument.path(path, index: index))
                }
            default:
                break
            }
        }
    }
}
