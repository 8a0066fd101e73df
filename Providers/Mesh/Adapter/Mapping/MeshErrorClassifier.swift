/// Classifies Mesh's free-text `integrationConnectionError` messages into ``MeshErrorClass`` codes.
/// Classes are tried in order; the first match wins, so narrow classes come before broad ones
/// ("MFA type not supported" is `mfaNotSupported`, not `institutionNotSupported`).
package enum MeshErrorClassifier {
    /// The event type whose messages are classified; the error table's key type for them.
    package static let connectionErrorType = "integrationConnectionError"

    /// Every class, in matching order.
    package static let classes: [MeshErrorClass] = [
        MeshErrorClass(
            code: "rateLimited", phrases: ["too many requests", "rate limit", "rate limited", "rate-limited", "429"],
            sampleMessage: "Too many requests. Please wait a few minutes and try again."),
        MeshErrorClass(
            code: "accountLocked",
            phrases: [
                "account is locked", "account locked", "account has been locked", "account is suspended",
                "account suspended", "account has been suspended", "account is disabled", "account has been disabled",
                "too many failed",
            ], sampleMessage: "Your account has been locked. Unlock it on the broker's website."),
        MeshErrorClass(
            code: "mfaNotSupported",
            phrases: [
                "mfa not supported", "mfa is not supported", "unsupported mfa", "mfa type is not supported",
                "mfa method is not supported", "2fa method is not supported", "2fa is not supported",
            ], sampleMessage: "This MFA type is not supported."),
        MeshErrorClass(
            code: "invalidMfa",
            phrases: [
                "invalid mfa", "incorrect mfa", "wrong mfa", "invalid code", "incorrect code", "wrong code",
                "invalid otp", "incorrect otp", "invalid verification code", "incorrect verification code",
                "invalid 2fa", "invalid two-factor", "code has expired", "code expired",
            ], sampleMessage: "Invalid MFA code. Please try again."),
        MeshErrorClass(
            code: "invalidCredentials",
            phrases: [
                "invalid credentials", "incorrect credentials", "wrong credentials", "invalid username",
                "incorrect username", "invalid password", "incorrect password", "wrong password", "invalid login",
                "login failed", "invalid email or password", "incorrect email or password", "authentication failed",
            ], sampleMessage: "Invalid credentials. Please check your username and password."),
        MeshErrorClass(
            code: "captchaFailed", phrases: ["captcha", "recaptcha", "hcaptcha"],
            sampleMessage: "Captcha verification failed."),
        MeshErrorClass(
            code: "sessionExpired",
            phrases: ["link token", "session expired", "session has expired", "link has expired", "link expired"],
            sampleMessage: "Your session has expired. Please start again."),
        MeshErrorClass(
            code: "reauthenticationRequired",
            phrases: [
                "reconnect", "re-authenticate", "reauthenticate", "token expired", "token has expired",
                "token is expired", "refresh token",
            ], sampleMessage: "The connection token has expired. Please reconnect your account."),
        MeshErrorClass(
            code: "permissionDenied",
            phrases: ["permission", "permissions", "not authorized", "unauthorized", "access denied", "declined"],
            sampleMessage: "Access denied: the requested permissions were not granted."),
        MeshErrorClass(
            code: "noEligibleAccounts",
            phrases: ["no eligible", "no accounts", "no supported accounts", "no account found", "no accounts found"],
            sampleMessage: "No eligible accounts were found."),
        MeshErrorClass(
            code: "actionRequired",
            phrases: [
                "action required", "accept the terms", "accept terms", "update your password", "verify your account",
                "complete your profile",
            ], sampleMessage: "Action required: please log in to the broker's website and accept the terms."),
        MeshErrorClass(
            code: "institutionNotSupported",
            phrases: [
                "not supported", "unsupported", "not available in your region", "not available in your country",
                "no longer supported",
            ], sampleMessage: "This integration is not supported."),
        MeshErrorClass(
            code: "institutionUnavailable",
            phrases: [
                "unavailable", "maintenance", "is down", "not responding", "temporarily", "try again later",
                "timed out", "timeout", "503", "502", "504",
            ], sampleMessage: "Robinhood is temporarily unavailable. Please try again later."),
        MeshErrorClass(
            code: "network",
            phrases: [
                "network error", "network connection", "internet connection", "offline", "connection lost",
                "could not connect", "no internet",
            ], sampleMessage: "Network error: check your internet connection."),
        MeshErrorClass(
            code: "providerError",
            phrases: ["internal server error", "internal error", "500"],
            sampleMessage: "Internal server error."),
    ]

    /// The code of the first class whose phrases `message` contains, or `nil`.
    package static func classify(_ message: String) -> String? {
        let lowered = Array(message.lowercased().unicodeScalars)
        return classes.first { $0.matches(lowercasedScalars: lowered) }?.code
    }

    /// The class with `code`, or `nil`.
    package static func errorClass(code: String) -> MeshErrorClass? {
        classes.first { $0.code == code }
    }
}
