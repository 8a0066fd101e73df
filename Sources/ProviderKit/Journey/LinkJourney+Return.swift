import Foundation

extension LinkJourney {
    /// The record of the resumed attempt once its OAuth return is known: when the vendor could
    /// continue but the return link has not arrived, waits for it up to the return window. The
    /// link is written to the journal (reduced to the resume state) as soon as it is known.
    func awaitReturn(_ record: LinkJourneyRecord) async -> LinkJourneyRecord {
        guard let returnLink else { return record }
        let link: URL?
        if record.redirectURL == nil, JourneyRequests.waitsForReturn(record, factory: environment.factory) {
            link = await returnLink.wait(window: returnWindow)
        } else {
            link = await returnLink.wait(window: 0)
        }
        if let link, keeper.record.redirectURL == nil {
            keeper.update {
                $0.redirectURL = link.absoluteString
                if $0.phase != .fetchingToken { $0.phase = .redirectReceived }
            }
        }
        return keeper.record
    }

    /// Hands the OAuth return link of this resumed journey to it; `false` once it no longer
    /// takes one (its wait ended, or it is not a resumed journey).
    func receiveReturn(_ url: URL) -> Bool {
        guard result == nil, let returnLink else { return false }
        return returnLink.deliver(url)
    }
}
