/// The flow of a session whose request the adapter refused before anything reached the vendor
/// (``LinkAdapter/makeFlow(request:entry:)`` threw): starting it fails with that error, so the
/// session ends with it as an exit at stage ``LinkStage/loading``. A request problem is an
/// outcome for every adapter, never a throw from ``LinkSessionFactory/makeSession(request:entryName:options:)``.
@MainActor
final class RefusedRequestFlow: LinkFlow {
    private let error: LinkError

    init(error: LinkError) {
        self.error = error
    }

    func start(reporting reporter: LinkReporter) throws {
        throw error
    }

    func present(_ presentation: LinkPresentation) {}

    func cancel() {}
}
