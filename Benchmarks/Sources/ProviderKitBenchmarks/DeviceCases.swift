import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitMesh
import ProviderKitPlaid
import ProviderKitPlaidLegacy

/// The callbacks the device benchmark times, per adapter, each through the adapter's public
/// driver seam and a real ``/ProviderKit/LinkSession``. Sessions for an outcome first receive the
/// session's events (untimed), so the outcome is settled on a session in its usual state.
@MainActor
enum DeviceCases {
    /// Every case, adapters in order.
    static func all(_ app: DeviceApp) throws -> [DeviceCase] {
        try plaid(app) + plaidLegacy(app) + mesh(app) + meld(app) + recorded(app)
    }

    /// The recorded adapters' cases again, each session with a support-bundle recorder
    /// (``/ProviderKit/LinkRecordingPolicy/always``): the callback column says `… rec`.
    static func recorded(_ app: DeviceApp) throws -> [DeviceCase] {
        try (plaid(app, recording: true) + plaidLegacy(app, recording: true) + mesh(app, recording: true)).map {
            DeviceCase(
                adapter: $0.adapter, callback: "\($0.callback) rec", perSession: $0.perSession, open: $0.open, call: $0.call,
                check: $0.check, close: $0.close)
        }
    }

    /// How many events one session receives before a fresh one is opened.
    static let eventsPerSession = 12

    static func plaid(_ app: DeviceApp, recording: Bool = false) throws -> [DeviceCase] {
        let driver = DevicePlaidDriver()
        let slot = DeviceSessionSlot(
            adapter: PlaidAdapter(driver: driver), adapterName: "plaid",
            request: LinkRequest(token: Secret("link-sandbox-3f9c1e2a-7b4d-4c8e-9f0a-1b2c3d4e5f60")),
            entry: ProviderEntry(
                name: "bench", adapterName: "plaid", redirectURI: try RedirectURI(validating: "https://app.example.com/plaid/")),
            app: app)
        slot.recording = recording
        let events = DevicePayloads.plaidEvents
        func handlers() -> DevicePlaidDriver.Handlers { driver.handlers! }
        func open(withEvents: Bool) throws {
            try slot.open()
            handlers().onLoad?()
            if withEvents { for event in events { handlers().onEvent(event) } }
        }
        let success = DevicePayloads.plaidSuccess
        let exit = DevicePayloads.plaidExit
        return [
            DeviceCase(
                adapter: "plaid", callback: "event", perSession: eventsPerSession, open: { try open(withEvents: false) },
                call: { handlers().onEvent(events[$0 % events.count]) }, check: { expect(events: 1, $0, app) },
                close: slot.close),
            DeviceCase(
                adapter: "plaid", callback: "success", perSession: 1, open: { try open(withEvents: true) },
                call: { _ in handlers().onSuccess(success) }, check: { expectSuccess(accounts: 3, $0, app) },
                close: slot.close),
            DeviceCase(
                adapter: "plaid", callback: "exit", perSession: 1, open: { try open(withEvents: true) },
                call: { _ in handlers().onExit(exit) }, check: { expectExit(withError: true, $0, app) }, close: slot.close),
        ]
    }

    static func plaidLegacy(_ app: DeviceApp, recording: Bool = false) throws -> [DeviceCase] {
        let driver = DeviceLegacyDriver()
        let slot = DeviceSessionSlot(
            adapter: PlaidLegacyAdapter(driver: driver, dismissalGracePeriod: 0), adapterName: "plaid-legacy",
            request: LinkRequest(token: Secret("link-sandbox-8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d")),
            entry: ProviderEntry(
                name: "bench", adapterName: "plaid-legacy",
                redirectURI: try RedirectURI(validating: "https://app.example.com/plaid/")),
            app: app)
        slot.recording = recording
        let events = DevicePayloads.legacyEvents
        func callbacks() -> PlaidLegacyLinkViewCallbacks { driver.controller!.callbacks }
        func open(withEvents: Bool) throws {
            try slot.open()
            if withEvents { for event in events { callbacks().didHandleEvent(event.name, metadata: event.metadata) } }
        }
        let success = DevicePayloads.legacySuccess
        let exit = DevicePayloads.legacyExit
        return [
            DeviceCase(
                adapter: "plaid-legacy", callback: "event", perSession: eventsPerSession,
                open: { try open(withEvents: false) },
                call: {
                    let event = events[$0 % events.count]
                    callbacks().didHandleEvent(event.name, metadata: event.metadata)
                },
                check: { expect(events: 1, $0, app) }, close: slot.close),
            DeviceCase(
                adapter: "plaid-legacy", callback: "success", perSession: 1, open: { try open(withEvents: true) },
                call: { _ in callbacks().didSucceed(publicToken: success.publicToken, metadata: success.metadata) },
                check: { expectSuccess(accounts: 3, $0, app) }, close: slot.close),
            DeviceCase(
                adapter: "plaid-legacy", callback: "exit", perSession: 1, open: { try open(withEvents: true) },
                call: { _ in callbacks().didExit(error: exit.error, metadata: exit.metadata) },
                check: { expectExit(withError: true, $0, app) }, close: slot.close),
        ]
    }

    static func mesh(_ app: DeviceApp, recording: Bool = false) throws -> [DeviceCase] {
        let driver = DeviceMeshDriver()
        let slot = DeviceSessionSlot(
            adapter: MeshAdapter(driver: driver), adapterName: "mesh",
            request: LinkRequest(token: Secret(DevicePayloads.meshLinkToken)),
            entry: ProviderEntry(name: "bench", adapterName: "mesh"), app: app)
        slot.recording = recording
        let events = DevicePayloads.meshEvents
        func callbacks() -> DeviceMeshDriver.Callbacks { driver.callbacks! }
        func open(withEvents: Bool) throws {
            try slot.open()
            for event in DevicePayloads.meshLoadEvents { callbacks().onEvent(event) }
            if withEvents { for event in events { callbacks().onEvent(event) } }
        }
        let accessToken = DevicePayloads.meshAccessToken
        return [
            DeviceCase(
                adapter: "mesh", callback: "event", perSession: eventsPerSession, open: { try open(withEvents: false) },
                call: { callbacks().onEvent(events[$0 % events.count]) }, check: { expect(events: 1, $0, app) },
                close: slot.close),
            DeviceCase(
                adapter: "mesh", callback: "success", perSession: 1, open: { try open(withEvents: true) },
                call: { _ in callbacks().onIntegrationConnected(accessToken) }, check: { expectSuccess(accounts: 2, $0, app) },
                close: slot.close),
            DeviceCase(
                adapter: "mesh", callback: "exit", perSession: 1, open: { try open(withEvents: true) },
                call: { _ in callbacks().onExit() }, check: { expectExit(withError: false, $0, app) }, close: slot.close),
        ]
    }

    static func meld(_ app: DeviceApp) throws -> [DeviceCase] {
        let driver = DeviceMeldDriver()
        let slot = DeviceSessionSlot(
            adapter: MeldAdapter(driver: driver), adapterName: "meld",
            request: LinkRequest(
                token: Secret(DevicePayloads.meldWidgetURL),
                parameters: [MeldRequestParameter.connectionID: .string(DevicePayloads.meldConnectionID)]),
            entry: ProviderEntry(
                name: "bench", adapterName: "meld", redirectURI: try RedirectURI(validating: DevicePayloads.meldRedirectURI)),
            app: app)
        func host() -> DeviceMeldDriver.Host { driver.host! }
        let origin = DevicePayloads.meldOrigin
        let name = DevicePayloads.meldHandlerName
        let messages = DevicePayloads.meldEventMessages
        let debugMessages = DevicePayloads.meldDebugMessages
        // The widget's first page and `init`, then (for outcomes) its `debug` steps and an error.
        func open(withEvents: Bool) throws {
            try slot.open()
            guard host().messageHandlerName == name else {
                throw DeviceBenchmarkError("the Meld flow registered \(host().messageHandlerName ?? "no") message handler")
            }
            _ = host().navigate(to: URL(string: DevicePayloads.meldWidgetURL)!, in: .root)
            host().receive(body: DevicePayloads.meldInitMessage, name: name, origin: origin)
            if withEvents {
                for message in debugMessages + messages.prefix(1) { host().receive(body: message, name: name, origin: origin) }
            }
        }
        // The OAuth popup the redirect returns in.
        func openWithPopup() throws {
            try open(withEvents: false)
            guard host().delegate?.shouldOpenPopup(for: "https://www.chase.example.com/oauth/authorize?client_id=7c1f", from: .root) == true
            else { throw DeviceBenchmarkError("the Meld flow refused the OAuth popup") }
        }
        let redirects = RedirectResult()
        func expectDecision(_ names: Set<String>, _ received: DeviceApp.Deliveries) -> String? {
            guard let decision = host().lastDecision, names.contains(decision.name) else {
                return "decision \(host().lastDecision.map(\.name) ?? "none"), expected \(names.sorted())"
            }
            return received.successes + received.exits == 0 ? nil : "an outcome: \(received)"
        }
        return [
            DeviceCase(
                adapter: "meld", callback: "navigation", perSession: 20, open: { try open(withEvents: false) },
                call: { _ in _ = host().navigate(to: DevicePayloads.meldPageNavigation, in: .root) },
                check: { expectDecision(["allow"], $0) }, close: slot.close),
            DeviceCase(
                adapter: "meld", callback: "redirect", perSession: 1, open: openWithPopup,
                call: { _ in _ = host().navigate(to: DevicePayloads.meldRedirectNavigation, in: .popup) },
                check: { expectDecision(["load", "dismissPopup"], $0) }, close: slot.close),
            DeviceCase(
                adapter: "meld", callback: "universalLink", perSession: 1, open: { try open(withEvents: false) },
                call: { _ in redirects.consumed = slot.session!.handleRedirect(DevicePayloads.meldUniversalLink) },
                check: { redirects.consumed ? expectDecision(["load"], $0) : "the session did not take the universal link" },
                close: slot.close),
            DeviceCase(
                adapter: "meld", callback: "message", perSession: eventsPerSession, open: { try open(withEvents: false) },
                call: { host().receive(body: messages[$0 % messages.count], name: name, origin: origin) },
                check: { expect(events: 1, $0, app) }, close: slot.close),
            DeviceCase(
                adapter: "meld", callback: "debug", perSession: eventsPerSession, open: { try open(withEvents: false) },
                call: { host().receive(body: debugMessages[$0 % debugMessages.count], name: name, origin: origin) },
                check: { expect(events: 0, $0, app) }, close: slot.close),
            DeviceCase(
                adapter: "meld", callback: "success", perSession: 1, open: { try open(withEvents: true) },
                call: { _ in host().receive(body: DevicePayloads.meldCompleteMessage, name: name, origin: origin) },
                check: { expectSuccess(accounts: 3, $0, app) }, close: slot.close),
            DeviceCase(
                adapter: "meld", callback: "exit", perSession: 1, open: { try open(withEvents: true) },
                // `cancel` after the error the session met: the exit carries that error.
                call: { _ in host().receive(body: DevicePayloads.meldCancelMessage, name: name, origin: origin) },
                check: { expectExit(withError: true, $0, app) }, close: slot.close),
        ]
    }

    /// Whether the latest universal link was taken by the session.
    private final class RedirectResult {
        var consumed = false
    }

    // MARK: - Checks

    private static func expect(events: Int, _ received: DeviceApp.Deliveries, _ app: DeviceApp) -> String? {
        received == DeviceApp.Deliveries(events: events) ? nil : "received \(received), expected \(events) events"
    }

    private static func expectSuccess(accounts: Int, _ received: DeviceApp.Deliveries, _ app: DeviceApp) -> String? {
        guard received.successes == 1, received.exits == 0 else { return "received \(received), expected a success" }
        let count = app.lastSuccess?.accounts.count ?? 0
        return count == accounts ? nil : "the success has \(count) accounts, expected \(accounts)"
    }

    private static func expectExit(withError: Bool, _ received: DeviceApp.Deliveries, _ app: DeviceApp) -> String? {
        guard received.exits == 1, received.successes == 0 else { return "received \(received), expected an exit" }
        guard let exit = app.lastExit else { return "no exit kept" }
        if withError {
            guard let error = exit.error, error.code != .internal else { return "exit \(exit), expected a vendor error" }
        } else if exit.error != nil {
            return "exit \(exit), expected no error"
        }
        return nil
    }
}
