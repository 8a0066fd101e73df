import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// `ConfigValidator` on whole documents: every diagnostic at its key path and position, with a fix.
@Suite struct ConfigValidatorTests {
    // MARK: - A valid configuration

    @Test func validConfigurationYieldsEntriesFallbacksAndOptions() throws {
        let result = validate(validText)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.isValid)
        let configuration = try #require(result.configuration)
        #expect(configuration.activeEntryName == "main")
        #expect(configuration.fallbackEntryNames == ["backup"])
        #expect(configuration.entries.keys.sorted() == ["backup", "main"])
        #expect(configuration.warnings.isEmpty)
        #expect(configuration.activeEntry.name == "main")
        #expect(configuration.activeEntry.adapterName == "scripted")
        #expect(configuration.activeEntry.options == ["label": "primary"])
        #expect(configuration.activeEntry.string("label") == "primary")
        #expect(configuration.activeEntry.redirectURI == nil)

        let backup = try #require(configuration.entries["backup"])
        #expect(backup.adapterName == "oauthbank")
        #expect(backup.redirectURI?.url.absoluteString == "https://app.example.com/oauth")
        #expect(
            backup.options == [
                "clientName": "Acme", "countryCodes": ["US", "GB"], "products": "auth", "extra": ["theme": "dark"],
                "anything": [1, "two"],
            ])
        #expect(backup.options["adapter"] == nil && backup.options["redirectURI"] == nil, "common keys are not options")
    }

    @Test func providerConfigurationParsesOrThrowsEveryError() throws {
        let configuration = try ProviderConfiguration(parsing: validText, registry: testRegistry())
        #expect(configuration.activeEntryName == "main")

        let broken = variant("\"version\": 1", "\"version\": 2").replacingOccurrences(of: "\"label\": \"primary\"", with: "\"label\": 3")
        do {
            _ = try ProviderConfiguration(parsing: broken, file: "app.json", registry: testRegistry())
            Issue.record("a broken configuration loaded")
        } catch let error as ConfigurationError {
            #expect(error.errors.map(\.path) == ["version", "providers.main.label"])
            #expect(error.diagnostics.allSatisfy { $0.file == "app.json" })
            #expect(error.description.split(separator: "\n").count == 2)
            #expect(error.description.hasPrefix("version: unsupported version 2"))
            #expect(error.description.contains("(app.json:2:3)"))
        } catch {
            Issue.record("threw \(type(of: error)), not \(ConfigurationError.self)")
        }
    }

    @Test func configurationLoadsFromAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pk-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("providerkit.json")
        try Data(validText.utf8).write(to: url)
        let configuration = try ProviderConfiguration(contentsOf: url, registry: testRegistry())
        #expect(configuration.entries.count == 2)

        try Data(variant("\"version\": 1", "\"version\": 3").utf8).write(to: url)
        do {
            _ = try ProviderConfiguration(contentsOf: url, registry: testRegistry())
            Issue.record("version 3 loaded")
        } catch let error as ConfigurationError {
            #expect(error.errors.first?.file == url.path)
            #expect(error.errors.first?.line == 2)
            #expect(error.errors.first?.column == 3)
        } catch {
            Issue.record("threw \(type(of: error)), not \(ConfigurationError.self)")
        }

        do {
            _ = try ProviderConfiguration(contentsOf: directory.appendingPathComponent("missing.json"), registry: testRegistry())
            Issue.record("a missing file loaded")
        } catch let error as ConfigurationError {
            #expect(error.errors.count == 1)
            #expect(error.errors.first?.message.contains("cannot read the file") == true)
            #expect(error.errors.first?.file?.hasSuffix("missing.json") == true)
        } catch {
            Issue.record("threw \(type(of: error)), not \(ConfigurationError.self)")
        }
    }

    // MARK: - Malformed JSON

    @Test func malformedJSONReportsLineAndColumnOnly() {
        let text = "{\n  \"version\": 1,\n  \"provider\": \"main\"\n  \"providers\": {}\n}"
        let result = validate(text, file: "app.json")
        #expect(!result.isValid)
        #expect(result.configuration == nil)
        #expect(result.diagnostics.count == 1)
        let only = result.diagnostics.first
        #expect(only?.severity == .error)
        #expect(only?.path == "")
        #expect(only?.message.hasPrefix("malformed JSON: ") == true)
        #expect(only?.message.contains("expected ',' or '}'") == true)
        #expect(only?.line == 4 && only?.column == 3)
        #expect(only?.description == "(root): \(only?.message ?? "") (app.json:4:3)")
    }

    @Test func malformedJSONTrailingComma() {
        let text = variant("\"label\": \"primary\" }", "\"label\": \"primary\", }")
        let result = validate(text)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("trailing comma") == true)
        #expect(result.diagnostics.first?.position == position(of: "}", in: text, occurrence: 1))
    }

    @Test func aDocumentThatIsNotAnObject() {
        let result = validate("[1, 2]")
        let root = diagnostic(at: "", in: result)
        #expect(root?.message.contains("must be a JSON object") == true)
        #expect(root?.message.contains("found an array") == true)
        #expect(root?.line == 1 && root?.column == 1)
        #expect(!result.isValid)
    }

    // MARK: - version

    @Test(arguments: [
        ("2", "unsupported version 2; this ProviderKit reads version 1"),
        ("\"1\"", "unsupported version a string; this ProviderKit reads version 1"),
        ("1.5", "unsupported version 1.5; this ProviderKit reads version 1"),
        ("null", "unsupported version null; this ProviderKit reads version 1"),
        ("[1]", "unsupported version an array; this ProviderKit reads version 1"),
    ])
    func wrongVersion(value: String, message: String) {
        let text = variant("\"version\": 1", "\"version\": \(value)")
        let result = validate(text)
        #expect(!result.isValid)
        let version = diagnostic(at: "version", in: result)
        #expect(version?.severity == .error)
        #expect(version?.message == message)
        #expect(version?.line == 2 && version?.column == 3)
        #expect(result.diagnostics.count == 1)
    }

    @Test func missingVersionIsReportedAtTheRootObjectAndSortsFirst() {
        let text = variant("  \"version\": 1,\n", "").replacingOccurrences(of: "\"label\": \"primary\"", with: "\"label\": false")
        let result = validate(text)
        #expect(result.diagnostics.map(\.path) == ["version", "providers.main.label"])
        let version = diagnostic(at: "version", in: result)
        #expect(version?.message == "missing \"version\"; add \"version\": 1")
        // A missing key is located at the object that should hold it: here the root, at its `{`.
        #expect(version?.position == SourcePosition(line: 1, column: 1))
        #expect(version?.description == "version: missing \"version\"; add \"version\": 1 (line 1, column 1)")
    }

    @Test func versionOnePointZeroIsOne() {
        #expect(validate(variant("\"version\": 1", "\"version\": 1.0")).isValid)
    }

    // MARK: - provider

    @Test func providerNamingAMissingEntrySuggestsTheClosest() {
        let text = variant("\"provider\": \"main\"", "\"provider\": \"mainn\"")
        let result = validate(text)
        let active = diagnostic(at: "provider", in: result)
        #expect(active?.message == "\"mainn\" is not an entry under providers; did you mean \"main\"?")
        #expect(active?.line == 3 && active?.column == 3)
        #expect(!result.isValid)
    }

    @Test func providerFarFromEveryEntryHasNoSuggestion() {
        let result = validate(variant("\"provider\": \"main\"", "\"provider\": \"plaid\""))
        #expect(diagnostic(at: "provider", in: result)?.message == "\"plaid\" is not an entry under providers")
    }

    @Test func providerOfTheWrongTypeOrMissing() {
        let number = validate(variant("\"provider\": \"main\"", "\"provider\": 1"))
        #expect(diagnostic(at: "provider", in: number)?.message.contains("must be a string naming an entry; found a number") == true)
        let missing = validate(variant("  \"provider\": \"main\",\n", ""))
        #expect(diagnostic(at: "provider", in: missing)?.message.hasPrefix("missing \"provider\"") == true)
        #expect(diagnostic(at: "provider", in: missing)?.position == SourcePosition(line: 1, column: 1))
        #expect(!missing.isValid)
    }

    // MARK: - fallbacks

    @Test func fallbacksAreCheckedOneByOne() {
        let text = variant("\"fallbacks\": [\"backup\"]", "\"fallbacks\": [\"backup\", \"bakup\", 7, \"backup\", \"main\"]")
        let result = validate(text)
        #expect(!result.isValid)
        #expect(result.diagnostics.map(\.path) == ["fallbacks[1]", "fallbacks[2]", "fallbacks[3]", "fallbacks[4]"])

        let missing = diagnostic(at: "fallbacks[1]", in: result)
        #expect(missing?.severity == .error)
        #expect(missing?.message == "\"bakup\" is not an entry under providers; did you mean \"backup\"?")
        #expect(missing?.position == position(of: "\"bakup\"", in: text))

        let number = diagnostic(at: "fallbacks[2]", in: result)
        #expect(number?.severity == .error)
        #expect(number?.message == "each fallback must be a string naming an entry; found a number")
        #expect(number?.position == position(of: "7", in: text))

        let duplicate = diagnostic(at: "fallbacks[3]", in: result)
        #expect(duplicate?.severity == .warning)
        #expect(duplicate?.message == "\"backup\" is listed twice")
        #expect(duplicate?.position == position(of: "\"backup\"", in: text, occurrence: 2))

        let active = diagnostic(at: "fallbacks[4]", in: result)
        #expect(active?.severity == .warning)
        #expect(active?.message.contains("is the active provider") == true)
        #expect(active?.position == position(of: "\"main\"", in: text, occurrence: 2))
    }

    @Test func fallbackWarningsKeepTheConfigurationValid() throws {
        let text = variant("\"fallbacks\": [\"backup\"]", "\"fallbacks\": [\"main\", \"backup\", \"backup\"]")
        let result = validate(text)
        #expect(result.isValid)
        let configuration = try #require(result.configuration)
        #expect(configuration.fallbackEntryNames == ["backup"], "the active provider and duplicates are dropped")
        #expect(configuration.warnings.map(\.path) == ["fallbacks[0]", "fallbacks[2]"])
        #expect(configuration.warnings.allSatisfy { $0.severity == .warning })
        #expect(configuration.warnings.first?.description.contains(": warning: ") == true)
    }

    @Test func fallbacksMustBeAnArray() {
        let result = validate(variant("\"fallbacks\": [\"backup\"]", "\"fallbacks\": \"backup\""))
        #expect(diagnostic(at: "fallbacks", in: result)?.message == "\"fallbacks\" must be an array of entry names; found a string")
        #expect(validate(variant("  \"fallbacks\": [\"backup\"],\n", "")).isValid, "fallbacks are optional")
    }

    // MARK: - providers and entries

    @Test func providersMustBeANonEmptyObject() {
        let empty = validate(#"{"version": 1, "provider": "main", "providers": {}}"#)
        #expect(diagnostic(at: "providers", in: empty)?.message.contains("is empty") == true)
        #expect(diagnostic(at: "provider", in: empty)?.message.contains("is not an entry") == true)
        let array = validate(#"{"version": 1, "provider": "main", "providers": []}"#)
        #expect(diagnostic(at: "providers", in: array)?.message.contains("must be an object of entries; found an array") == true)
        let missing = validate(#"{"version": 1, "provider": "main"}"#)
        #expect(diagnostic(at: "providers", in: missing)?.message.hasPrefix("missing \"providers\"") == true)
    }

    @Test func anEntryMustBeAnObjectWithAnAdapter() {
        let notObject = validate(variant("\"main\": { \"adapter\": \"scripted\", \"label\": \"primary\" }", "\"main\": \"scripted\""))
        let entry = diagnostic(at: "providers.main", in: notObject)
        #expect(entry?.message.contains("must be an object with at least \"adapter\"; found a string") == true)
        #expect(entry?.line == 6 && entry?.column == 5)

        let noAdapter = validate(variant("{ \"adapter\": \"scripted\", \"label\": \"primary\" }", "{ \"label\": \"primary\" }"))
        #expect(
            diagnostic(at: "providers.main", in: noAdapter)?.message
                == "missing \"adapter\"; registered adapters: oauthbank, scripted")

        let numberAdapter = validate(variant("\"adapter\": \"scripted\"", "\"adapter\": 5"))
        #expect(diagnostic(at: "providers.main.adapter", in: numberAdapter)?.message == "\"adapter\" must be a string; found a number")
    }

    @Test func unknownAdapterSuggestsARegisteredOne() {
        let text = variant("\"adapter\": \"scripted\"", "\"adapter\": \"scriptd\"")
        let result = validate(text)
        let adapter = diagnostic(at: "providers.main.adapter", in: result)
        #expect(adapter?.severity == .error)
        #expect(
            adapter?.message
                == "unknown adapter \"scriptd\"; did you mean \"scripted\"?; registered adapters: oauthbank, scripted")
        #expect(adapter?.position == position(of: "\"adapter\"", in: text))
        #expect(!result.isValid)

        let far = validate(variant("\"adapter\": \"scripted\"", "\"adapter\": \"plaid\""))
        #expect(diagnostic(at: "providers.main.adapter", in: far)?.message == "unknown adapter \"plaid\"; registered adapters: oauthbank, scripted")
    }

    // MARK: - redirectURI

    @Test func missingRedirectURIWhereTheAdapterNeedsOne() {
        let text = variant("      \"redirectURI\": \"https://app.example.com/oauth\",\n", "")
        let result = validate(text)
        let entry = diagnostic(at: "providers.backup", in: result)
        #expect(entry?.severity == .error)
        #expect(entry?.message == "missing \"redirectURI\"; the oauthbank adapter needs the https universal link OAuth returns to")
        #expect(entry?.line == 7 && entry?.column == 5)
        #expect(result.diagnostics.count == 1)
    }

    @Test func redirectURIIsOptionalWhereTheAdapterDoesNotNeedOne() throws {
        let text = variant("\"adapter\": \"scripted\",", "\"adapter\": \"scripted\", \"redirectURI\": \"https://app.example.com/scripted\",")
        let configuration = try #require(validate(text).configuration)
        #expect(configuration.entries["main"]?.redirectURI?.url.absoluteString == "https://app.example.com/scripted")
    }

    @Test(arguments: [
        ("http://app.example.com/oauth", "uses http; OAuth returns need an https universal link"),
        ("myapp://oauth", "uses the custom scheme \"myapp://\""),
        ("https://app.example.com/oauth?x=1", "has a query string"),
        ("app.example.com/oauth", "is not a valid absolute URL"),
    ])
    func nonHTTPSRedirectURIsAreRefused(uri: String, fragment: String) {
        let text = variant("https://app.example.com/oauth", uri)
        let result = validate(text)
        let redirect = diagnostic(at: "providers.backup.redirectURI", in: result)
        #expect(redirect?.severity == .error)
        #expect(redirect?.message.contains(fragment) == true, "\(redirect?.message ?? "")")
        #expect(redirect?.position == position(of: "\"redirectURI\"", in: text))
        #expect(!result.isValid)
    }

    @Test func redirectURIMustBeAString() {
        let text = variant("\"https://app.example.com/oauth\"", "[\"https://app.example.com/oauth\"]")
        #expect(
            diagnostic(at: "providers.backup.redirectURI", in: validate(text))?.message
                == "\"redirectURI\" must be a string; found an array")
    }

    // MARK: - Unknown keys

    @Test func unknownTopLevelKeySuggestsTheSchemaKey() {
        let text = variant("\"fallbacks\": [\"backup\"]", "\"fallback\": [\"backup\"]")
        let result = validate(text)
        let unknown = diagnostic(at: "fallback", in: result)
        #expect(unknown?.message == "unknown key \"fallback\"; did you mean \"fallbacks\"?")
        #expect(unknown?.line == 4 && unknown?.column == 3)
        #expect(!result.isValid)
    }

    @Test func unknownEntryKeysSuggestOptionsAndCommonKeys() {
        let text = variant("\"label\": \"primary\"", "\"labell\": \"primary\", \"redirectUri\": \"https://a.example.com\", \"zzzzzzzz\": 1")
        let result = validate(text)
        #expect(
            diagnostic(at: "providers.main.labell", in: result)?.message
                == "unknown key \"labell\" for the scripted adapter; did you mean \"label\"?")
        #expect(diagnostic(at: "providers.main.labell", in: result)?.position == position(of: "\"labell\"", in: text))
        #expect(
            diagnostic(at: "providers.main.redirectUri", in: result)?.message
                == "unknown key \"redirectUri\" for the scripted adapter; did you mean \"redirectURI\"?")
        #expect(diagnostic(at: "providers.main.zzzzzzzz", in: result)?.message == "unknown key \"zzzzzzzz\" for the scripted adapter")
        #expect(!result.isValid)
    }

    @Test func nameSuggester() {
        #expect(NameSuggester.suggestion(for: "provder", among: ["provider", "providers"]) == "provider")
        #expect(NameSuggester.suggestion(for: "PROVIDERS", among: ["provider", "providers"]) == "providers")
        #expect(NameSuggester.suggestion(for: "xyz", among: ["provider"]) == nil)
        #expect(NameSuggester.suggestion(for: "ab", among: ["abc"]) == "abc", "short names still allow one edit")
        #expect(NameSuggester.suggestion(for: "ab", among: ["xyz"]) == nil)
        #expect(NameSuggester.hint(for: "labl", among: ["label"]) == "; did you mean \"label\"?")
        // A swap of two adjacent letters is one edit, so short transposition typos are caught.
        #expect(NameSuggester.suggestion(for: "lable", among: ["label"]) == "label")
        #expect(NameSuggester.suggestion(for: "mian", among: ["main"]) == "main")
        #expect(NameSuggester.suggestion(for: "mina", among: ["main"]) == nil, "two swaps are two edits")
        #expect(NameSuggester.suggestion(for: "fallbakcs", among: ["fallbacks"]) == "fallbacks")
        #expect(NameSuggester.hint(for: "q", among: [String]()) == "")
    }
}
