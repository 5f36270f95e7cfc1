import Foundation
import HTTPTypes
import HTTPServer
import IBDocument
import Store

/// An error at the HTTP edge: a status and one clear sentence, sent as RFC 9457 problem+json.
public struct APIError: Error, Equatable, Sendable, CustomStringConvertible {
    public var status: HTTPResponse.Status
    public var title: String?
    public var detail: String
    /// Extension member listing accepted values (formats, templates) when a choice was wrong.
    public var supported: [String]?
    /// Extension member listing every problem when `detail` names only the first (a refused compile).
    public var problems: [String]?
    /// Extension member naming the node that holds the document (a 421 in a cluster: docs/api.md).
    public var owner: String?

    public init(_ status: HTTPResponse.Status, title: String? = nil, _ detail: String, supported: [String]? = nil, problems: [String]? = nil,
                owner: String? = nil) {
        self.status = status
        self.title = title
        self.detail = detail
        self.supported = supported
        self.problems = problems
        self.owner = owner
    }

    public var description: String { "\(status.code) \(detail)" }

    public static func badRequest(_ detail: String, supported: [String]? = nil) -> APIError {
        APIError(.badRequest, detail, supported: supported)
    }
    public static func notFound(_ detail: String) -> APIError { APIError(.notFound, detail) }
    public static func unprocessable(_ detail: String) -> APIError { APIError(.unprocessableContent, detail) }

    /// Maps any error thrown below the HTTP edge to what the client sees. Internal failures
    /// get a generic sentence (details go to the log, not to the client).
    public init(_ error: Error) {
        switch error {
        case let error as APIError:
            self = error
        case let error as StoreError:
            switch error {
            case .documentNotFound, .revisionNotFound, .blobNotFound: self = .notFound(error.description)
            case .invalidValue(let message): self = .badRequest(message)
            case .conflict(let message): self = APIError(.conflict, message)
            case .cannotCreateDirectory: self = APIError(.internalServerError, "The server cannot write its data directory.")
            }
        case let error as InterfaceDocumentError:
            // A stored document the document layer can't read (a legacy archive uploaded before uploads refused them).
            self = .unprocessable(error.description)
        case let error as any SQLDatabaseError where error.isBusy:
            self = APIError(.serviceUnavailable, "The database is busy; retry shortly.")
        default:
            self = APIError(.internalServerError, "The server failed to complete the request.")
        }
    }

    var isServerError: Bool { status.code >= 500 }

    public var response: HTTPServerResponse {
        let problem = Problem(title: title ?? status.reasonPhrase, status: status.code, detail: detail, supported: supported, problems: problems,
                              owner: owner)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var headers = HTTPFields()
        headers[.contentType] = "application/problem+json"
        let body = (try? encoder.encode(problem)).map { [UInt8]($0) } ?? Array(#"{"status":500}"#.utf8)
        return HTTPServerResponse(status: status, headers: headers, body: body)
    }

    private struct Problem: Encodable {
        var type = "about:blank"
        var title: String
        var status: Int
        var detail: String
        var supported: [String]?
        var problems: [String]?
        var owner: String?
    }
}
