import Foundation
import HTTPServer
import HTTPTypes
import Store

/// The document REST API (see docs/api.md).
struct DocumentRoutes {
    let database: Database
    let maxUploadBytes: Int

    static let xmlContentType = "application/xml; charset=utf-8"
    static let versionHeader = HTTPField.Name("Storyweave-Version")!

    func register(on routes: APIRoutes) {
        routes.get("/api/documents") { _ in try list() }
        routes.post("/api/documents") { try create($0) }
        routes.get("/api/documents/:id") { try show($0) }
        routes.patch("/api/documents/:id") { try rename($0) }
        routes.delete("/api/documents/:id") { try delete($0) }
        routes.get("/api/documents/:id/content") { try content($0, asAttachment: false) }
        routes.get("/api/documents/:id/revisions") { try revisions($0) }
        routes.post("/api/documents/:id/revisions") { try createRevision($0) }
        routes.get("/api/documents/:id/export") { try export($0) }
        routes.get("/api/templates") { _ in
            .json(TemplateListResource(templates: DocumentTemplate.all.map {
                TemplateResource(id: $0.identifier, kind: $0.kind.rawValue, defaultName: $0.defaultName, summary: $0.summary)
            }))
        }
    }

    // MARK: - Handlers

    private func list() throws -> HTTPServerResponse {
        let documents = try database.read { try DocumentRepository($0).list() }
        return .json(DocumentListResource(documents: documents.map(DocumentResource.init)))
    }

    private func create(_ context: RequestContext) throws -> HTTPServerResponse {
        let upload = try DocumentUpload.parse(context.request, maxUploadBytes: maxUploadBytes)
        let record = try database.write {
            try DocumentRepository($0).create(name: upload.name, kind: upload.kind.rawValue, content: upload.content)
        }
        var response = HTTPServerResponse.json(DocumentResource(record), status: .created)
        response.headers[.location] = "/api/documents/\(record.id)"
        return response
    }

    private func show(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        return .json(DocumentResource(try database.read { try DocumentRepository($0).get(id: id) }))
    }

    private struct RenameBody: Decodable { var name: String }

    private func rename(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        let body = try decodeJSON(RenameBody.self, context, shape: #"{"name": "New name.storyboard"}"#)
        let record = try database.write { try DocumentRepository($0).rename(id: id, to: body.name) }
        return .json(DocumentResource(record))
    }

    private func delete(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        try database.write { try DocumentRepository($0).delete(id: id) }
        return HTTPServerResponse(status: .noContent)
    }

    /// The exact stored bytes at head, or of the snapshot at `?version=N`.
    private func content(_ context: RequestContext, asAttachment: Bool) throws -> HTTPServerResponse {
        let id = try documentID(context)
        let requested = try version(context)
        let (record, bytes, version) = try database.read { db -> (DocumentRecord, [UInt8], Int64) in
            let record = try DocumentRepository(db).get(id: id)
            guard let requested, requested != record.headVersion else {
                return (record, try BlobRepository(db).bytes(id: record.headBlobID), record.headVersion)
            }
            guard requested < record.headVersion else {
                throw APIError.notFound("Document \(id) is at version \(record.headVersion); version \(requested) does not exist yet.")
            }
            return (record, try RevisionRepository(db).content(documentID: id, version: requested), requested)
        }
        var response = HTTPServerResponse(status: .ok, body: bytes)
        response.headers[.contentType] = Self.xmlContentType
        response.headers[Self.versionHeader] = String(version)
        response.headers[.eTag] = "\"\(id)-\(version)\""
        response.headers[.cacheControl] = "no-cache"
        if asAttachment { response.headers[.contentDisposition] = attachmentDisposition(filename: record.name) }
        return response
    }

    private func revisions(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        let revisions = try database.read { db -> [RevisionRecord] in
            _ = try DocumentRepository(db).get(id: id)
            return try RevisionRepository(db).list(documentID: id)
        }
        return .json(RevisionListResource(documentID: id, revisions: revisions.map(RevisionResource.init)))
    }

    private struct SnapshotBody: Decodable { var name: String? }

    /// Names a snapshot of the head (201 when a new snapshot was stored, 200 when the head's
    /// existing snapshot received the name).
    private func createRevision(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try documentID(context)
        let body = context.request.body.isEmpty
            ? SnapshotBody(name: nil)
            : try decodeJSON(SnapshotBody.self, context, shape: #"{"name": "Before the redesign"}"#)
        let (revision, created) = try database.write { try RevisionRepository($0).snapshotHead(documentID: id, name: body.name) }
        return .json(RevisionResource(revision), status: created ? .created : .ok)
    }

    private func export(_ context: RequestContext) throws -> HTTPServerResponse {
        switch try ExportFormat.parse(context.query("format")) {
        case .xml: return try content(context, asAttachment: true)
        }
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

    private func decodeJSON<T: Decodable>(_ type: T.Type, _ context: RequestContext, shape: String) throws -> T {
        do { return try JSONDecoder().decode(type, from: Data(context.request.body)) } catch {
            throw APIError.badRequest("The body must be JSON shaped like \(shape).")
        }
    }
}
