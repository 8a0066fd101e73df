import ProviderKit

/// The replayer of an attempt whose request the adapter refused when the session started, before
/// any vendor callback (a support bundle's `refused` attempt): starting it throws the recorded
/// error, so the session handles the refusal as it did on the device.
@MainActor
final class RefusedStartReplayer: TranscriptReplayer {
    var traceHandler: ((ReplayTrace) -> Void)?
    private let error: LinkError

    init(error: LinkError) {
        self.error = error
    }

    func start(reporting reporter: LinkReporter) throws {
        throw error
    }

    func present(_ presentation: LinkPresentation) {}

    func cancel() {}

    func replay(line: String) throws {
        throw TranscriptLineError(message: "the request was refused at start: no callback can follow")
    }

    func finish() {}
}
