import Foundation
import HTTPServer
import HTTPTypes
import Logging
import Store

/// Writes one audit row per successful audited request (the action comes from `RouteRules`).
/// The target is the request path plus, for creations, the new resource's `Location`.
public final class AuditRecorder: Sendable {
    let database: Database
    let logger: Logger

    public init(database: Database, logger: Logger) {
        self.database = database
        self.logger = logger
    }

    func record(action: String, context: RequestContext, response: HTTPServerResponse) {
        var target = context.request.path
        if let location = response.headers[.location] { target += " → \(location)" }
        var teamID = context.grant.teamID
        if teamID == nil, let location = response.headers[.location], location.hasPrefix("/api/teams/") {
            teamID = location.split(separator: "/").dropFirst(2).first.map(String.init)
        }
        record(teamID: teamID, actor: context.authentication.actorName, action: action, target: target)
    }

    func record(teamID: String?, actor: String, action: String, target: String, detail: String? = nil) {
        do {
            try database.write { try AuditRepository($0).append(teamID: teamID, actor: actor, action: action, target: target, detail: detail) }
        } catch {
            logger.error("audit row for \(action) on \(target) not written: \(error)")
        }
    }
}
