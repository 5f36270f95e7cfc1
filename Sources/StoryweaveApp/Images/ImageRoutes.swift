import Foundation
import HTTPServer
import HTTPTypes
import Store

/// The media library (issue #5), addressed through a document so share-link holders reach it:
///
///     GET    /api/documents/{id}/images          → the images of the document's project
///     POST   /api/documents/{id}/images          → 201, upload (multipart files, or raw body + ?name=); a name again replaces
///     GET    /api/documents/{id}/images/{name}   → the bytes (ETag, nosniff; SVG under a sandboxing CSP)
///     DELETE /api/documents/{id}/images/{name}   → 204
///
/// Images belong to the document's project (`local` for documents outside any project), like
/// source sets, so every document of a project sees the same library.
struct ImageRoutes {
    let database: Database
    let maxImageBytes: Int

    func register(on routes: APIRoutes) {
        routes.get("/api/documents/:id/images") { try list($0) }
        routes.post("/api/documents/:id/images") { try upload($0) }
        routes.get("/api/documents/:id/images/:name") { try image($0) }
        routes.delete("/api/documents/:id/images/:name") { try delete($0) }
    }

    /// Answers for SVG bytes: no script, no external loads, no plugins, a unique origin.
    static let svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

    static func url(documentID: String, name: String) -> String {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;"))
        return "/api/documents/\(documentID)/images/\(name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name)"
    }

    /// Strong validator: the bytes' FNV-1a hash and size (same bytes ⇒ same tag, whatever the name).
    static func eTag(_ record: ImageRecord) -> String { "\"\(record.hash)-\(record.size)\"" }

    /// The media library scope of a document: its project, or `local`; 404 for unknown documents.
    static func scope(ofDocument id: String, _ db: any SQLConnection) throws -> String {
        try SourceSetRepository(db).projectID(ofDocument: id) ?? SourceRoutes.localProject
    }

    private func list(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try context.documentIDParameter()
        let records = try database.read { db in try ImageRepository(db).list(scopeID: try Self.scope(ofDocument: id, db)) }
        var response = HTTPServerResponse.apiJSON(ImageListResource(documentID: id, images: records.map { ImageResource($0, documentID: id) }))
        response.headers[.cacheControl] = "no-cache"
        return response
    }

    private func upload(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try context.documentIDParameter()
        _ = try database.read { try Self.scope(ofDocument: id, $0) }  // an unknown document is a 404 before the body is read
        let upload = try ImageUpload.parse(context.request, maxImageBytes: maxImageBytes)
        let uploader: String? = switch context.principal {
        case .user(let account): account
        case .shareLink(let link, _): "share-link:\(link)"
        case .local, .anonymous: nil
        }
        let stored = try database.write { db -> [ImageRecord] in
            let scope = try Self.scope(ofDocument: id, db)
            let repository = ImageRepository(db)
            return try db.transaction { try upload.images.map { try repository.put(scopeID: scope, $0, uploader: uploader) } }
        }
        var response = HTTPServerResponse.apiJSON(ImageListResource(documentID: id, images: stored.map { ImageResource($0, documentID: id) }),
                                                  status: .created)
        if stored.count == 1 { response.headers[.location] = Self.url(documentID: id, name: stored[0].name) }
        return response
    }

    private func image(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try context.documentIDParameter()
        let name = context.pathParameter("name")
        let found = try database.read { db -> (ImageRecord, [UInt8])? in
            let repository = ImageRepository(db)
            guard let record = try repository.find(scopeID: try Self.scope(ofDocument: id, db), name: name) else { return nil }
            return (record, try repository.bytes(of: record))
        }
        guard let found else { throw APIError.notFound("The media library of document \(id) has no image named \(name).") }
        let (record, bytes) = found
        let eTag = Self.eTag(record)
        var response: HTTPServerResponse
        if let candidates = context.request.headers[.ifNoneMatch],
           candidates.split(separator: ",").contains(where: { $0.trimmingWhitespace() == eTag || $0.trimmingWhitespace() == "*" }) {
            response = HTTPServerResponse(status: .notModified)
        } else {
            response = HTTPServerResponse(status: .ok, body: bytes)
            response.headers[.contentType] = record.contentType
        }
        response.headers[.eTag] = eTag
        response.headers[.cacheControl] = "no-cache"
        response.headers[.xContentTypeOptions] = "nosniff"
        if record.contentType == "image/svg+xml" {
            response.headers[.contentSecurityPolicy] = Self.svgPolicy
            response.headers[.contentDisposition] = "inline"
        }
        return response
    }

    private func delete(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try context.documentIDParameter()
        let name = context.pathParameter("name")
        let deleted = try database.write { db in try ImageRepository(db).delete(scopeID: try Self.scope(ofDocument: id, db), name: name) }
        guard deleted else { throw APIError.notFound("The media library of document \(id) has no image named \(name).") }
        return HTTPServerResponse(status: .noContent)
    }
}
