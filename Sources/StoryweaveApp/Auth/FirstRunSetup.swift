import Foundation
import Store

/// Accounts mode on a database without accounts: creates the administrator (no password yet),
/// their team and "Default" project, adopts documents made before accounts (open mode) into that
/// project, and returns a one-time sign-in token (valid 24 hours) for the link `serve` prints.
public enum FirstRunSetup {
    static let adminEmail = "admin@localhost"
    static let linkLifetimeMilliseconds: Int64 = 24 * 3_600_000

    static func run(service: AccountService) throws -> String? {
        let database = service.database
        guard try database.read({ try AccountRepository($0).count() }) == 0 else { return nil }
        let admin = try service.createAccount(email: adminEmail, displayName: "Admin", passwordHash: nil, isAdmin: true)
        let secret = SecretToken.generate(prefix: "swl_")
        try database.write { db in
            if let team = try TeamRepository(db).list(accountID: admin.id).first?.team,
               let project = try ProjectRepository(db).list(teamID: team.id).first {
                try db.run("UPDATE documents SET project_id = ? WHERE project_id IS NULL", [project.id])
            }
            try SessionRepository(db).createSignInLink(tokenHash: SecretToken.hash(secret), accountID: admin.id,
                                                       lifetimeMilliseconds: linkLifetimeMilliseconds)
        }
        return secret
    }

    /// Whether `host` only accepts connections from this machine (open mode requires it).
    public static func isLoopback(_ host: String) -> Bool {
        let lowered = host.lowercased()
        return lowered == "localhost" || lowered == "::1" || lowered == "[::1]" || lowered.hasPrefix("127.")
    }
}

/// `serve --open` asked to listen beyond this machine.
public struct OpenModeBindingError: Error, CustomStringConvertible {
    public let host: String
    public var description: String {
        "open mode (no sign-in) only listens on loopback (127.0.0.1 or ::1), not \(host); drop --open to require accounts."
    }
}
