import Foundation
import HTTPServer
import HTTPTypes

/// A validated new document: name, kind and the exact bytes to store.
struct DocumentUpload: Equatable {
    var name: String
    var kind: DocumentKind
    var content: [UInt8]

    /// Reads `POST /api/documents`: a raw XML body (`?name=`), a multipart form upload, or a
    /// JSON template request. Checks size, well-formedness (no DOCTYPE, no entities) and that the
    /// root is an Interface Builder `<document>`.
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
                                      supported: DocumentTemplate.all.map(\.identifier))
        }
        guard let template = DocumentTemplate.named(body.template) else {
            let names = DocumentTemplate.all.map(\.identifier)
            throw APIError.badRequest("Unknown template \"\(body.template)\"; available: \(names.joined(separator: ", ")).", supported: names)
        }
        return DocumentUpload(name: body.name ?? template.defaultName, kind: template.kind, content: template.bytes)
    }

    static func validated(content: [UInt8], name: String?, maxUploadBytes: Int) throws -> DocumentUpload {
        try checkSize(content.count, limit: maxUploadBytes, slack: 0)
        let summary: XMLDocumentSummary
        do { summary = try XMLWellFormednessChecker.check(content) } catch let error as XMLCheckError {
            switch error.kind {
            case .notXML: throw APIError.badRequest(error.description)
            case .malformed: throw APIError.unprocessable("The document is not well-formed XML: \(error.description).")
            case .doctypeRefused: throw APIError.unprocessable("The document was refused: \(error.description).")
            }
        }
        guard let kind = DocumentKind.detect(summary) else {
            throw APIError.unprocessable(
                "The XML is not an Interface Builder document: its root element is <\(summary.rootElement)>, expected <document type=\"com.apple.InterfaceBuilder3…\">.")
        }
        return DocumentUpload(name: name ?? kind.untitledName, kind: kind, content: content)
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
