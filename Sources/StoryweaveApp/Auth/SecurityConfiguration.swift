import Foundation

/// How the server authenticates and limits requests (docs/security.md).
public struct SecurityConfiguration: Sendable {
    public enum Mode: Sendable, Equatable {
        /// `serve --open`: single local user, no sign-in; only loopback binding is allowed.
        case open
        /// Accounts: every API route and the stream require a session, a token or a share link.
        case accounts
    }

    public var mode: Mode = .open
    /// Adds `Secure` to cookies (set when served over TLS, e.g. behind a proxy).
    public var secureCookies = false
    /// PBKDF2 iterations for new password hashes (tests lower it; verification reads each hash's own count).
    public var passwordIterations = PasswordHasher.defaultIterations
    public var sessionLifetimeSeconds: Int64 = 14 * 24 * 3600
    /// Failed sign-ins per e-mail address and per client address per window.
    public var signInAttemptLimit = 10
    public var signInWindowSeconds: TimeInterval = 15 * 60
    /// Requests per API token per minute.
    public var tokenRequestsPerMinute = 1_200
    /// Whether anyone may create an account (otherwise only by invitation or the admin's link).
    public var allowSignUp = true
    /// Origins (scheme://host[:port]) besides the request's own Host that may send cookie-authenticated writes.
    public var trustedOrigins: [String] = []

    public init() {}
}
