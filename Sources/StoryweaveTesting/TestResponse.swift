import Foundation

/// A response as a test sees it, whether it came over a socket (`RawHTTPClient`) or from the router
/// in-process (`TestApp`): status, header fields in order, body bytes.
public struct TestResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first field of that name (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// Every field of that name, in order (e.g. `Set-Cookie`).
    public func headers(_ name: String) -> [String] {
        headers.filter { $0.0.lowercased() == name.lowercased() }.map(\.1)
    }

    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The body as a JSON object; throws when it is something else.
    public func json() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
            throw TestResponseError.notJSONObject(status: status, text)
        }
        return object
    }
}

public enum TestResponseError: Error, CustomStringConvertible {
    case notJSONObject(status: Int, String)
    /// A helper expected another status (the body says why).
    case unexpectedStatus(Int, expected: Int, String)

    public var description: String {
        switch self {
        case .notJSONObject(let status, let text): return "not a JSON object (status \(status)): \(text)"
        case .unexpectedStatus(let status, let expected, let text): return "status \(status), expected \(expected): \(text)"
        }
    }
}

extension TestResponse {
    /// Throws unless the status is `expected`; returns the response for chaining.
    @discardableResult
    public func expect(_ expected: Int) throws -> TestResponse {
        guard status == expected else { throw TestResponseError.unexpectedStatus(status, expected: expected, text) }
        return self
    }
}
