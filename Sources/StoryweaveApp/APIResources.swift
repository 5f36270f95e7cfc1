import Foundation
import HTTPServer
import HTTPTypes
import Store

/// JSON shape of a document (`GET /api/documents/{id}` and list items).
struct DocumentResource: Encodable {
    struct Links: Encodable {
        var `self`: String
        var content: String
        var revisions: String
        var export: String
    }

    var id: String
    var name: String
    var kind: String
    var version: Int64
    var size: Int64
    var createdAt: Date
    var updatedAt: Date
    var links: Links

    init(_ record: DocumentRecord) {
        id = record.id
        name = record.name
        kind = record.kind
        version = record.headVersion
        size = record.size
        createdAt = Date(milliseconds: record.createdAt)
        updatedAt = Date(milliseconds: record.updatedAt)
        let base = "/api/documents/\(record.id)"
        links = Links(self: base, content: "\(base)/content", revisions: "\(base)/revisions",
                      export: "\(base)/export?format=xml")
    }
}

struct DocumentListResource: Encodable {
    var documents: [DocumentResource]
}

/// JSON shape of a revision (a snapshot at a version).
struct RevisionResource: Encodable {
    var version: Int64
    /// "named" (a person named it) or "automatic" (creation, or every N ops while edited).
    var kind: String
    var name: String?
    var size: Int64
    var createdAt: Date
    var content: String

    init(_ record: RevisionRecord) {
        version = record.version
        kind = record.name == nil ? "automatic" : "named"
        name = record.name
        size = record.size
        createdAt = Date(milliseconds: record.createdAt)
        content = "/api/documents/\(record.documentID)/content?version=\(record.version)"
    }
}

/// The answer to a restore: the version restored and the new head that now has its bytes.
struct RestoreResource: Encodable {
    var documentID: String
    var restoredVersion: Int64
    var version: Int64
    var content: String
}

struct RevisionListResource: Encodable {
    var documentID: String
    var revisions: [RevisionResource]
}

struct TemplateResource: Encodable {
    var id: String
    var kind: String
    var defaultName: String
    var summary: String
}

struct TemplateListResource: Encodable {
    var templates: [TemplateResource]
}

extension Date {
    init(milliseconds: Int64) { self.init(timeIntervalSince1970: Double(milliseconds) / 1000) }
}

extension HTTPServerResponse {
    /// The API's JSON: sorted keys, unescaped slashes (links stay readable), ISO-8601 dates with milliseconds.
    static func apiJSON<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) -> HTTPServerResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(isoTimestamp(date))
        }
        guard let data = try? encoder.encode(value) else {
            return APIError(.internalServerError, "The response could not be encoded.").response
        }
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        return HTTPServerResponse(status: status, headers: headers, body: [UInt8](data))
    }
}

/// `2026-11-22T02:39:18.123Z`
func isoTimestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: date)
}
