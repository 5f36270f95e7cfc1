import Foundation
import HTTPTypes

/// A complete response. The server adds Date, Content-Length and Connection.
public struct HTTPServerResponse: Sendable {
    public var status: HTTPResponse.Status
    public var headers: HTTPFields
    public var body: [UInt8]

    public init(status: HTTPResponse.Status = .ok, headers: HTTPFields = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// JSON body (ISO-8601 dates, sorted keys for stable output). Encoding failure becomes a 500 problem.
    public static func json<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) -> HTTPServerResponse {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(value)
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            return HTTPServerResponse(status: status, headers: headers, body: [UInt8](data))
        } catch {
            return .problem(.internalServerError, detail: "The response could not be encoded.")
        }
    }

    public static func text(_ s: String, status: HTTPResponse.Status = .ok,
                            contentType: String = "text/plain; charset=utf-8") -> HTTPServerResponse {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        return HTTPServerResponse(status: status, headers: headers, body: Array(s.utf8))
    }

    /// RFC 9457 application/problem+json: {"type":"about:blank","title":..,"status":..,"detail":..}
    public static func problem(_ status: HTTPResponse.Status, title: String? = nil, detail: String) -> HTTPServerResponse {
        struct Problem: Encodable {
            var type = "about:blank"
            var title: String
            var status: Int
            var detail: String
        }
        let problem = Problem(title: title ?? status.reasonPhrase, status: status.code, detail: detail)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let body = (try? encoder.encode(problem)).map { [UInt8]($0) } ?? Array("{}".utf8)
        var headers = HTTPFields()
        headers[.contentType] = "application/problem+json"
        return HTTPServerResponse(status: status, headers: headers, body: body)
    }
}

extension HTTPServerResponse {
    /// Adds each of `fields` whose name the response does not set itself (the server's default headers).
    public mutating func addDefaultHeaders(_ fields: HTTPFields) {
        for field in fields where headers[field.name] == nil { headers.append(field) }
    }
}
