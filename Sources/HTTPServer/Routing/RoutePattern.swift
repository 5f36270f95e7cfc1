/// A route pattern such as "/api/documents/:id/revisions" or "/files/*".
/// Literal segments match exactly, ":name" captures one segment, a trailing "*" captures the rest
/// (stored under the parameter name "*"). Empty segments are ignored, so "/a/" matches "/a".
struct RoutePattern: Sendable, Equatable {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
        case rest
    }

    let text: String
    let segments: [Segment]

    init(_ text: String) {
        self.text = text
        let parts = Self.split(text)
        segments = parts.enumerated().map { index, part in
            if part == "*" && index == parts.count - 1 { return .rest }
            if part.hasPrefix(":") && part.count > 1 { return .parameter(String(part.dropFirst())) }
            return .literal(String(part))
        }
    }

    static func split(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Parameters when `pathSegments` matches, nil otherwise.
    func match(_ pathSegments: [Substring]) -> [String: String]? {
        var parameters: [String: String] = [:]
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .rest:
                parameters["*"] = pathSegments[min(index, pathSegments.count)...].joined(separator: "/")
                return parameters
            case .literal(let literal):
                guard index < pathSegments.count, pathSegments[index] == literal else { return nil }
            case .parameter(let name):
                guard index < pathSegments.count else { return nil }
                parameters[name] = String(pathSegments[index])
            }
        }
        return pathSegments.count == segments.count ? parameters : nil
    }
}
