/// The configuration `providerkit link` uses when no `--config` is given: every built-in adapter,
/// with Plaid active and Meld as the fallback.
public enum DefaultConfiguration {
    /// The file name shown in diagnostics.
    public static let name = "<built-in default configuration>"

    /// The JSON text.
    public static let text = """
        {
          "version": 1,
          "provider": "plaid",
          "fallbacks": ["meld"],
          "providers": {
            "plaid": { "adapter": "plaid", "redirectURI": "https://app.example.com/plaid/oauth" },
            "plaid-legacy": { "adapter": "plaid-legacy", "redirectURI": "https://app.example.com/plaid/oauth" },
            "mesh": { "adapter": "mesh" },
            "meld": { "adapter": "meld", "redirectURI": "https://app.example.com/meld/" }
          }
        }
        """
}
