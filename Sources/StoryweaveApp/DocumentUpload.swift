import Foundation
import HTTPServer
import HTTPTypes
import IBDocument

/// A validated new document: name, kind and the exact bytes to store.
struct DocumentUpload: Equatable {
    var name: String
    var kind: DocumentKind.Format
    var content: [UInt8]

    /// Reads `POST /api/documents`: a raw XML body (`?name=`), a multipart form upload, or a
    /// JSON template request. `DocumentValidation` checks size, well-formedness (no DOCTYPE, no
    /// entities) and that the root is an Interface Builder document.
    static func parse(_ request: HTTPServerRequest, maxUploadBytes: Int) throws -> DocumentUpload {
        let contentType = request.headers[.contentType] ?? ""
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingWhitespace().lowercased() } ?? ""
        switch mediaType {
        case "application/json":
            return try fromTemplate(request)
        case "multipart/form-data":
            guard let boundary = MultipartFormData.boundary(fromContentType: contentType) else {
                throw APIError.badRequest(MultipartFormData.ParseError.missingBoundary.description)
            }
            try checkSize(request.body.count, limit: maxUploadBytes, slack: 64 * 1024)
            let form: MultipartFormData
            do { form = try MultipartFormData(body: request.body, boundary: boundary) } catch {
                throw APIError.badRequest(String(describing: error))
            }
            guard let file = form.file() else {
                throw APIError.badRequest("The multipart upload has no file part (send the document in a field named \"file\").")
            }
            let name = form.field("name") ?? request.query["name"] ?? file.filename.map(lastPathComponent)
            return try validated(content: file.body, name: name, maxUploadBytes: maxUploadBytes)
        case "", "application/xml", "text/xml", "application/octet-stream":
            return try validated(content: request.body, name: request.query["name"], maxUploadBytes: maxUploadBytes)
        default:
            throw APIError(.unsupportedMediaType,
                           "Content-Type \(mediaType) is not accepted: send application/xml (raw document), multipart/form-data (file upload) or application/json (template).",
                           supported: ["application/xml", "multipart/form-data", "application/json"])
        }
    }

    private struct TemplateRequest: Decodable {
        var name: String?
        var template: String
    }

    private static func fromTemplate(_ request: HTTPServerRequest) throws -> DocumentUpload {
        let body: TemplateRequest
        do { body = try JSONDecoder().decode(TemplateRequest.self, from: Data(request.body)) } catch {
            throw APIError.badRequest("The JSON body must be {\"name\": \"…\", \"template\": \"…\"} (template is required).",
                                      supported: DocumentTemplate.allCases.map(\.name))
        }
        guard let template = DocumentTemplate.named(body.template) else {
            let names = DocumentTemplate.allCases.map(\.name)
            throw APIError.badRequest("Unknown template \"\(body.template)\"; available: \(names.joined(separator: ", ")).", supported: names)
        }
        return DocumentUpload(name: body.name ?? template.suggestedFileName, kind: template.format, content: template.freshBytes())
    }

    static func validated(content: [UInt8], name: String?, maxUploadBytes: Int) throws -> DocumentUpload {
        let format = try DocumentValidation.validate(content, maxBytes: maxUploadBytes)
        return DocumentUpload(name: name ?? format.untitledName, kind: format, content: content)
    }

    private static func checkSize(_ count: Int, limit: Int, slack: Int) throws {
        guard count <= limit + slack else {
            throw APIError(.contentTooLarge, "The document is \(count) bytes; the upload limit is \(limit) bytes.")
        }
    }

    /// Browsers may send a full client path as the filename; keep only the last component.
    private static func lastPathComponent(_ filename: String) -> String {
        String(filename.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? Substring(filename))
    }
}
