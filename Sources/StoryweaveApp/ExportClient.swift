import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client side of `GET /api/documents/{id}/export`, for `storyweave export`: what any REST client does,
/// from a link people share (`/d/{id}`), the API address of a document, or the export address itself.
/// The server is not trusted with local paths: the file name it sends is reduced to one plain name.
public struct ExportClient {
    public struct Download {
        public let filename: String
        public let contentType: String
        public let bytes: [UInt8]
    }

    public enum Failure: Error, CustomStringConvertible, Equatable {
        case badAddress(String)
        /// The server answered with an error status; `detail` is its problem document's `detail` when it sent one.
        case refused(status: Int, detail: String)
        case unreachable(String)

        public var description: String {
            switch self {
            case .badAddress(let text): return "not a Storyweave document address: \(text) (expected http(s)://HOST/d/ID or …/api/documents/ID)"
            case .refused(let status, let detail): return "the server refused the export (\(status)): \(detail)"
            case .unreachable(let reason): return "could not reach the server: \(reason)"
            }
        }
    }

    public let token: String?
    public let timeout: TimeInterval

    public init(token: String?, timeout: TimeInterval = 120) {
        self.token = token
        self.timeout = timeout
    }

    /// `…/api/documents/{id}/export?format=F[&version=N]` for any address of the document.
    public static func exportURL(for address: String, format: String, version: Int?) throws -> URL {
        guard var parts = URLComponents(string: address), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https", parts.host?.isEmpty == false else { throw Failure.badAddress(address) }
        let segments = parts.path.split(separator: "/").map(String.init)
        let id: String
        if segments.count == 2, segments[0] == "d" {
            id = segments[1]
        } else if segments.count >= 3, segments[0] == "api", segments[1] == "documents",
                  segments.count == 3 || (segments.count == 4 && segments[3] == "export") {
            id = segments[2]
        } else {
            throw Failure.badAddress(address)
        }
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw Failure.badAddress(address)
        }
        parts.path = "/api/documents/\(id)/export"
        parts.fragment = nil
        var query = [URLQueryItem(name: "format", value: format)]
        if let version { query.append(URLQueryItem(name: "version", value: String(version))) }
        parts.queryItems = query
        guard let url = parts.url else { throw Failure.badAddress(address) }
        return url
    }

    /// Fetches the export (blocking: the command line has nothing else to do meanwhile).
    public func fetch(_ url: URL) throws -> Download {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let finished = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            outcome.set(data: data, response: response as? HTTPURLResponse, error: error)
            finished.signal()
        }
        task.resume()
        finished.wait()
        let (data, response, error) = outcome.get()
        if let error { throw Failure.unreachable(error.localizedDescription) }
        guard let response else { throw Failure.unreachable("no HTTP response") }
        let bytes = [UInt8](data ?? Data())
        guard (200..<300).contains(response.statusCode) else {
            throw Failure.refused(status: response.statusCode, detail: Self.problemDetail(bytes) ?? HTTPURLResponse.localizedString(forStatusCode: response.statusCode))
        }
        let disposition = response.value(forHTTPHeaderField: "Content-Disposition") ?? ""
        let fallback = url.pathComponents.dropLast().last.map { "\($0).export" } ?? "export"
        return Download(filename: Self.safeName(Self.filename(fromDisposition: disposition) ?? fallback) ?? fallback,
                        contentType: response.value(forHTTPHeaderField: "Content-Type") ?? "application/octet-stream",
                        bytes: bytes)
    }

    /// The name in `filename*=UTF-8''…` (RFC 5987) when present, else in `filename="…"`.
    static func filename(fromDisposition header: String) -> String? {
        var plain: String?
        for part in header.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if part.lowercased().hasPrefix("filename*="), let quoteEnd = part.range(of: "''") {
                if let decoded = String(part[quoteEnd.upperBound...]).removingPercentEncoding { return decoded }
            } else if part.lowercased().hasPrefix("filename=") {
                plain = String(part.dropFirst("filename=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return plain
    }

    /// One plain file name: no folders, no `..`, no control characters; nil when nothing usable is left.
    static func safeName(_ name: String) -> String? {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let cleaned = String(last.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? nil : cleaned
    }

    private static func problemDetail(_ bytes: [UInt8]) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return nil }
        return object["detail"] as? String
    }

    /// The completion handler's results, handed from URLSession's queue to the waiting caller.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var value: (Data?, HTTPURLResponse?, Error?) = (nil, nil, nil)
        func set(data: Data?, response: HTTPURLResponse?, error: Error?) { lock.lock(); value = (data, response, error); lock.unlock() }
        func get() -> (Data?, HTTPURLResponse?, Error?) { lock.lock(); defer { lock.unlock() }; return value }
    }
}
