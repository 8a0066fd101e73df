/// The one-line description of what a session delivered that a replay must reproduce: an event's
/// unified and vendor names, stage and error code, or the outcome's kind, reason, error code and
/// stage. Messages, timestamps and credential values are left out: they may be redacted.
///
/// A support bundle stores these lines for the live session; `providerkit replay BUNDLE` makes
/// the same lines from its replay and compares them one by one. Pure functions, any thread.
public enum LinkReplayStep {
    /// `event NAME vendor=VENDOR_NAME stage=STAGE error=CODE` (`-` for what is missing). The
    /// vendor's name is the vendor's text, so it goes through ``SecretRedactor/standard``.
    public static func line(for event: LinkEvent) -> String {
        "event \(event.name.rawValue) vendor=\(SecretRedactor.standard.redact(event.vendorEventName)) stage=\(event.stage?.rawValue ?? "-") error=\(event.error?.code.rawValue ?? "-")"
    }

    /// `success CREDENTIAL_KIND` or `exit REASON error=CODE stage=STAGE`.
    public static func line(for outcome: LinkOutcome) -> String {
        switch outcome {
        case .success(let success):
            return "success \(success.credential.kind.rawValue)"
        case .exit(let exit):
            return "exit \(exit.reason.kind.rawValue) error=\(exit.error?.code.rawValue ?? "-") stage=\(exit.stage?.rawValue ?? "-")"
        }
    }
}
