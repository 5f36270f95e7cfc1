/// The registered routes, in registration order, indexed by their first path segment.
///
/// `Router.resolve` runs for every request, static files included (they are served only when no route
/// matches), and trying every pattern in turn showed in the profile of a static page (#24: `Router.resolve`
/// + `RoutePattern.match` ≈ 1.7% of samples). A route whose first segment is a literal can only match a path
/// with that first segment, so a lookup tries just the routes filed under the path's first segment and the
/// routes that start with a parameter or `*` (or have no segment at all), merged back into registration
/// order: the first match is the same route as a full scan would find.
struct RouteTable {
    private(set) var routes: [Router.Route] = []
    /// Indices into `routes` of the routes whose first segment is this literal, ascending.
    private var byFirstLiteral: [String: [Int]] = [:]
    /// Indices of the routes whose first segment is a parameter or `*`, or that have none, ascending.
    private var unanchored: [Int] = []

    mutating func append(_ route: Router.Route) {
        let index = routes.count
        routes.append(route)
        if case .literal(let first) = route.pattern.segments.first {
            byFirstLiteral[first, default: []].append(index)
        } else {
            unanchored.append(index)
        }
    }

    /// Calls `body` with each route that could match `segments`, in registration order, until it returns false.
    func forEachCandidate(for segments: [Substring], _ body: (Router.Route) -> Bool) {
        let anchored = segments.first.flatMap { byFirstLiteral[String($0)] } ?? []
        var a = 0, u = 0
        while a < anchored.count || u < unanchored.count {
            let index: Int
            if u == unanchored.count || (a < anchored.count && anchored[a] < unanchored[u]) {
                index = anchored[a]; a += 1
            } else {
                index = unanchored[u]; u += 1
            }
            if !body(routes[index]) { return }
        }
    }
}
