import Foundation

extension DocumentRepository {
    /// Live documents, most recently updated first, limited to `projectIDs` (nil: every document).
    public func list(limit: Int, offset: Int, inProjects projectIDs: [String]?) throws -> [DocumentRecord] {
        guard let projectIDs else { return try list(limit: limit, offset: offset) }
        return try ProjectRepository(db).documentIDs(inProjects: projectIDs, limit: limit, offset: offset).compactMap { try find(id: $0) }
    }
}
