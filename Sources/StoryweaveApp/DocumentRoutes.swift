import Foundation
import HTTPServer
import HTTPTypes
import IBDocument
import Store

/// The document REST API (see docs/api.md).
struct DocumentRoutes {
    let database: Database
    let maxUploadBytes: Int
    /// The open documents' hubs: a restore is a batch through the document's hub.
    let hubs: DocumentHubRegistry
    /// Compiled exports, cached by (document, version, format).
    var exporter = DocumentExporter()

    static let xmlContentType = "application/xml; charset=utf-8"
    static let versionHeader = HTTPField.Name("Storyweave-Version")!

    func register(on routes: APIRoutes) {
        routes.get("/api/documents") { try list($0) }
        routes.post("/api/documents") { try create($0) }
        routes.get("/api/documents/:id") { try show($0) }
        routes.patch("/api/documents/:id") { try rename($0) }
        routes.delete("/api/documents/:id") { try delete($0) }
        routes.get("/api/documents/:id/content") { try content($0, asAttachment: false) }
        routes.get("/api/documents/:id/revisions") { try revisions($0) }
        routes.post("/api/documents/:id/revisions") { try createRevision($0) }
        routes.post("/api/documents/:id/revisions/:version/restore") { try restore($0) }
        routes.get("/api/documents/:id/export") { try export($0) }
        routes.get("/api/templates") { _ in
            .apiJSON(TemplateListResource(templates: DocumentTemplate.allCases.map {
                TemplateResource(id: $0.name, kind: $0.format.rawValue, defaultName: $0.suggestedFileName, summary: $0.title)
            }))
        }
    }

    // MARK: - Handlers

    /// `?limit=` (1…1000, default 1000) and `?offset=` (default 0) page through the list;
    /// `?project=P` keeps the documents of that project (of those the caller may read).
    /// Each document carries `people`: who has it open right now.
    private func list(_ context: RequestContext) throws -> HTTPServerResponse {
        let limit = try integerQuery(context, "limit", range: 1...1_000) ?? 1_000
        let offset = try integerQuery(context, "offset", range: 0...Int(Int32.max)) ?? 0
        var projects = context.grant.readableProjectIDs
        if let project = context.query("project") { projects = (projects ?? [project]).filter { $0 == project } }
        let documents = try database.read {
            try DocumentRepository($0).list(limit: limit, offset: offset, inProjects: projects)
        }
        let occupants = hubs.occupants(of: documents.map(\.id))
        return .apiJSON(DocumentListWithPeople(documents: documents.map {
            DocumentWithPeople(document: DocumentResource($0), people: DocumentPerson.people(occupants[$0.id] ?? []))
        }))
    }

    private func create(_ context: RequestContext) throws -> HTTPServerResponse {
        let upload = try DocumentUpload.parse(context.request, maxUploadBytes: maxUploadBytes)
        let record = try database.write {
            let record = try DocumentRepository($0).create(name: upload.name, kind: upload.kind.rawValue, content: upload.content)
            if let project = context.grant.projectID { try ProjectRepository($0).assign(documentID: record.id, to: project) }
            return record
        }
        var response = HTTPServerResponse.apiJSON(DocumentResource(record), status: .created)
        response.headers[.location] = "/api/documents/\(record.id)"
        return response
    }

    private func show(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        return .apiJSON(DocumentResource(try database.read { try DocumentRepository($0).get(id: id) }))
    }

    private struct RenameBody: Decodable { var name: String }

    private func rename(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        let body = try decodeJSON(RenameBody.self, context, shape: #"{"name": "New name.storyboard"}"#)
        let record = try database.write { try DocumentRepository($0).rename(id: id, to: body.name) }
        return .apiJSON(DocumentResource(record))
    }

    private func delete(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        try database.write { try DocumentRepository($0).delete(id: id) }
        return HTTPServerResponse(status: .noContent)
    }

    /// The exact bytes at head, or at `?version=N` (any version up to the head: rebuilt from
    /// the nearest snapshot and the op log by `VersionRebuilder`).
    private func content(_ context: RequestContext, asAttachment: Bool) throws -> HTTPServerResponse {
        let id = try documentID(context)
        let rebuilt = try VersionRebuilder(database: database).rebuild(documentID: id, version: try version(context))
        let (record, bytes, version) = (rebuilt.record, rebuilt.bytes, rebuilt.version)
        // The bytes of (document, version) never change, so the pair is a strong validator.
        let eTag = "\"\(id)-\(version)\""
        var response = HTTPServerResponse(status: .ok, body: bytes)
        if let candidates = context.request.headers[.ifNoneMatch],
           candidates.split(separator: ",").contains(where: { $0.trimmingWhitespace() == eTag || $0.trimmingWhitespace() == "*" }) {
            response = HTTPServerResponse(status: .notModified)
        } else {
            response.headers[.contentType] = Self.xmlContentType
            if asAttachment { response.headers[.contentDisposition] = attachmentDisposition(filename: record.name) }
        }
        response.headers[Self.versionHeader] = String(version)
        response.headers[.eTag] = eTag
        response.headers[.cacheControl] = "no-cache"
        return response
    }

    private func revisions(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        let revisions = try database.read { db -> [RevisionRecord] in
            _ = try DocumentRepository(db).get(id: id)
            return try RevisionRepository(db).list(documentID: id)
        }
        return .apiJSON(RevisionListResource(documentID: id, revisions: revisions.map(RevisionResource.init)))
    }

    /// Restores the version in the path: one batch through the document's hub (connected
    /// editors receive it as `ops`), answered with the new head version.
    private func restore(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        let text = context.pathParameter("version")
        guard let target = Int64(text), target >= 0 else {
            throw APIError.badRequest("version must be a non-negative integer, got \"\(text)\".")
        }
        let old = try VersionRebuilder(database: database).rebuild(documentID: id, version: target)
        let hub: DocumentHub
        do { hub = try hubs.acquire(documentID: id) } catch let elsewhere as DocumentOwnedElsewhere {
            throw APIError(.misdirectedRequest, "The document is open on another server (\(elsewhere.address)); try again in a moment.",
                           owner: elsewhere.address)
        }
        defer { hub.queue.async { hubs.release(hub) } }
        let done = DispatchSemaphore(value: 0)
        let outcome = RestoreOutcome()
        hub.restore(to: old.bytes, restoredVersion: target) { result in
            outcome.result = result
            done.signal()
        }
        done.wait()
        switch outcome.result {
        case .success(let head):
            return .apiJSON(RestoreResource(documentID: id, restoredVersion: target, version: Int64(head),
                                            content: "/api/documents/\(id)/content?version=\(head)"))
        case .failure(let error as DocumentHub.RestoreFailure):
            throw APIError(.conflict, error.description)
        case .failure(let error as RestorePlan.RestoreError):
            throw APIError(.conflict, "The restore was refused: \(error.description)")
        case .failure(let error):
            throw error
        }
    }

    /// Carries the hub's answer back to the waiting request thread (the semaphore orders the accesses).
    private final class RestoreOutcome: @unchecked Sendable {
        var result: Result<Int, Error> = .failure(DocumentHub.RestoreFailure.notSaved)
    }

    private struct SnapshotBody: Decodable { var name: String? }

    /// Names a snapshot of the head (201 when a new snapshot was stored, 200 when the head's
    /// existing snapshot received the name).
    private func createRevision(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        let body = context.request.body.isEmpty
            ? SnapshotBody(name: nil)
            : try decodeJSON(SnapshotBody.self, context, shape: #"{"name": "Before the redesign"}"#)
        // The head's bytes come from the head blob plus the op log after it (the hub writes the
        // blob lazily); a batch committed meanwhile simply makes this a snapshot of the version before.
        let head = try VersionRebuilder(database: database).rebuild(documentID: id, version: nil)
        let (revision, created) = try database.write {
            try RevisionRepository($0).snapshot(documentID: id, version: head.version, content: head.bytes, name: body.name)
        }
        return .apiJSON(RevisionResource(revision), status: created ? .created : .ok)
    }

    private func export(_ context: RequestContext) throws -> HTTPServerResponse {
        let format = try ExportFormat.parse(context.query("format"))
        if format == .xml { return try content(context, asAttachment: true) }
        return try exporter.export(context, format: format, database: database)
    }

    // MARK: - Input helpers

    /// The `{id}` path parameter; a malformed id is a 404 without touching the database.
    private func documentID(_ context: RequestContext) throws -> String {
        let id = context.pathParameter("id")
        guard DocumentID.isWellFormed(id) else { throw StoreError.documentNotFound(id: id) }
        return id
    }

    /// `?version=N`: absent → nil; otherwise a non-negative integer.
    private func version(_ context: RequestContext) throws -> Int64? {
        guard let text = context.query("version") else { return nil }
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ (48...57).contains($0) }), let value = Int64(text) else {
            throw APIError.badRequest("version must be a non-negative integer, got \"\(text)\".")
        }
        return value
    }

    private func integerQuery(_ context: RequestContext, _ name: String, range: ClosedRange<Int>) throws -> Int? {
        guard let text = context.query(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw APIError.badRequest("\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), got \"\(text)\".")
        }
        return value
    }

    private func decodeJSON<T: Decodable>(_ type: T.Type, _ context: RequestContext, shape: String) throws -> T {
        do { return try JSONDecoder().decode(type, from: Data(context.request.body)) } catch {
            throw APIError.badRequest("The body must be JSON shaped like \(shape).")
        }
    }
}

// MARK: - Who is in a document (the list's `people`)

struct DocumentListWithPeople: Encodable {
    var documents: [DocumentWithPeople]
}

/// A document of the list: the document object plus `people`, flattened into one JSON object.
struct DocumentWithPeople: Encodable {
    var document: DocumentResource
    var people: [DocumentPerson]

    private enum Keys: String, CodingKey { case people }

    func encode(to encoder: Encoder) throws {
        try document.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(people, forKey: .people)
    }
}

/// Someone with the document open, as the home page shows them: the name they are shown by in
/// the editor (never an e-mail address: only the part before "@" of a name that looks like one),
/// its initials and their presence colour. One entry per name (two tabs are one person).
struct DocumentPerson: Encodable, Equatable {
    var name: String
    var initials: String
    var color: String

    static func people(_ occupants: [SyncPresence]) -> [DocumentPerson] {
        var seen: Set<String> = []
        return occupants.compactMap { presence in
            let name = displayName(presence.name)
            guard seen.insert(name).inserted else { return nil }
            return DocumentPerson(name: name, initials: initials(name), color: presence.color)
        }
    }

    static func displayName(_ raw: String?) -> String {
        var name = (raw ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if let at = name.firstIndex(of: "@") { name = String(name[..<at]) }
        name = String(name.prefix(60)).trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? "Guest" : name
    }

    /// The same initials as the editor's avatars: first letters of the first two words.
    static func initials(_ name: String) -> String {
        let letters = name.split(whereSeparator: \.isWhitespace).prefix(2).compactMap(\.first).map { $0.uppercased() }.joined()
        return letters.isEmpty ? "?" : letters
    }
}
