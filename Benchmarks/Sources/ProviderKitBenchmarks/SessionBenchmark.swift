import Foundation
import ProviderKit
import ProviderKitPlaid

/// Session create → outcome through the Plaid adapter, against the driver alone: a synchronous
/// LinkKit driver delivers `onLoad`, 12 events and `onSuccess` inside `open`. The overhead is
/// everything ProviderKit adds (session, flow, mapping, reporter, delivery); samples alternate.
@MainActor
enum SessionBenchmark {
    static let eventNames: [(String, String?)] = [
        ("OPEN", nil), ("TRANSITION_VIEW", "CONSENT"), ("TRANSITION_VIEW", "SELECT_INSTITUTION"),
        ("SEARCH_INSTITUTION", nil), ("SELECT_INSTITUTION", nil), ("TRANSITION_VIEW", "CREDENTIAL"),
        ("SUBMIT_CREDENTIALS", nil), ("TRANSITION_VIEW", "LOADING"), ("TRANSITION_VIEW", "MFA"), ("SUBMIT_MFA", nil),
        ("TRANSITION_VIEW", "SELECT_ACCOUNT"), ("SELECT_ACCOUNT", nil),
    ]

    static func run(samples: Int) throws {
        let start = Date(timeIntervalSince1970: 1_714_564_800)
        let events = eventNames.enumerated().map { index, item in
            PlaidLinkKit.LinkEvent(
                eventName: PlaidLinkKit.EventName(wireValue: item.0),
                metadata: PlaidLinkKit.EventMetadata(
                    linkSessionID: "bench-session", timestamp: start.addingTimeInterval(Double(index)),
                    institutionID: index >= 4 ? "ins_3" : nil, institutionName: index >= 4 ? "Chase" : nil,
                    requestID: "req-\(index)", viewName: item.1.map(PlaidLinkKit.ViewName.init(wireValue:))))
        }
        let success = PlaidLinkKit.LinkSuccess(
            publicToken: "public-sandbox-bench",
            metadata: PlaidLinkKit.SuccessMetadata(
                institution: PlaidLinkKit.Institution(id: "ins_3", name: "Chase"),
                accounts: [
                    PlaidLinkKit.Account(
                        id: "acc_1", name: "Plaid Checking", mask: "0000",
                        subtype: PlaidLinkKit.AccountSubtype(wireValue: "depository.checking"), verificationStatus: nil)
                ],
                linkSessionID: "bench-session"))
        let driver = SynchronousPlaidDriver(events: events, success: success)
        let adapter = PlaidAdapter(driver: driver)
        let entry = ProviderEntry(
            name: "bench", adapterName: "plaid", redirectURI: try RedirectURI(checking: "https://app.example.com/plaid"))
        let request = LinkRequest(token: Secret("link-sandbox-bench-token"))
        let iterations = 2_000

        func viaSession() {
            for _ in 0..<iterations {
                do {
                    let session = LinkSession(
                        adapterName: "plaid", flow: try adapter.makeFlow(request: request, entry: entry),
                        entryName: "bench", options: .init(closeAfterOutcome: nil))
                    session.open()
                    BlackHole.consume(session.settledOutcome)
                    session.close()
                } catch {
                    fatalError("the benchmark session could not start: \(error)")
                }
            }
        }
        func viaDriver() {
            for _ in 0..<iterations {
                let configuration = PlaidLinkKit.LinkTokenConfiguration(
                    token: "link-sandbox-bench-token", onSuccess: { BlackHole.consume($0) }, onExit: nil,
                    onEvent: { BlackHole.consume($0) }, onLoad: {})
                do {
                    try driver.createPlaidLinkSession(configuration: configuration).open(using: .custom({ _ in }))
                } catch {
                    fatalError("\(error)")
                }
            }
        }
        var session: [Double] = []
        var direct: [Double] = []
        for _ in 0..<samples {
            session += BenchClock.sample(samples: 1, operations: iterations, viaSession)
            direct += BenchClock.sample(samples: 1, operations: iterations, viaDriver)
        }
        let overhead = zip(session, direct).map { ($0 - $1) / 1000 }
        print(Table.row(["session create → outcome", "driver alone", "overhead"], widths: [28, 24, 24]))
        print(
            Table.row(
                [Summary(session.map { $0 / 1000 }).formatted(1, unit: " µs"),
                    Summary(direct.map { $0 / 1000 }).formatted(2, unit: " µs"),
                    Summary(overhead).formatted(1, unit: " µs")], widths: [28, 24, 24]))
    }
}
