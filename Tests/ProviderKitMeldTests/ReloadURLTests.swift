import Foundation
import Testing

@testable import ProviderKitMeld

/// The widget reload URL built from the template's text is the one rebuilding its components makes.
struct ReloadURLTests {
    static let widgetURLs = [
        "https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60",
        "https://institution-connect-sb.meld.io/?connectToken=ct_1&plaidStateId=old", "https://meld.example.com/?plaidStateId=old",
        "https://meld.example.com", "https://meld.example.com/", "https://meld.example.com/connect?a=1&b&c=&=d#frag",
        "https://meld.example.com/connect#", "https://meld.example.com/?x=%41%2F&y=a+b", "https://MELD.example.com:8443/c/?t=1",
        "https://meld.example.com/?connectToken=ct_1#plaidStateId=", "https://meld.example.com/p%20q?q=%E2%9C%93#f%20g",
        "https://meld.example.com/?", "https://meld.example.com/?&", "https://xn--mld-bma.example/?connectToken=1",
    ]
    static let stateIDs = [
        "a54beefd-4258-84b5-e18d-c9d4886e3b4d", "1", "a b", "a&b=c#d", "é✓", "%41", "~._-", String(repeating: "x", count: 256),
    ]

    @Test("the text path and the components path build the same URL", arguments: widgetURLs)
    func textMatchesComponents(widgetURL: String) throws {
        let engine = Fixtures.engine(widgetURL: widgetURL)
        let template = try #require(engine.settings.revealReloadTemplate())
        for stateID in Self.stateIDs {
            let url = engine.reloadURL(stateID: stateID)
            let reference = engine.reloadURLWithFoundation(stateID: stateID)
            #expect(url == reference, "\(stateID)")
            #expect(url?.absoluteString == reference?.absoluteString, "\(stateID)")
        }
        #expect(template.text != nil, "the template has no text to build from")
    }
}
