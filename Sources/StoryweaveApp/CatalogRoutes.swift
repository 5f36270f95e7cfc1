import Foundation
import HTTPServer
import IBDocument

/// `GET /api/catalog?platform=ios|macos` (case-insensitive): the class catalog the inspectors, the object library and the
/// connections panel are built from (classes with superclass, typed inspector attributes, outlets,
/// control events, library variants and default sizes). Static data, so it is cacheable.
struct CatalogRoutes {
    private struct CatalogBody: Encodable {
        let platform: String
        let classes: [ClassDescription]
    }

    func register(on routes: APIRoutes) {
        // Encoded once per platform: the catalog never changes while the server runs.
        let bodies: [String: [UInt8]] = Dictionary(uniqueKeysWithValues: ClassCatalog.Platform.allCases.map { platform in
            let catalog = ClassCatalog.forPlatform(platform)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let body = (try? encoder.encode(CatalogBody(platform: platform.rawValue, classes: catalog.classes))) ?? Data()
            return (platform.rawValue.lowercased(), [UInt8](body))
        })
        routes.get("/api/catalog") { context in
            let requested = context.query("platform") ?? ClassCatalog.Platform.iOS.rawValue
            guard let body = bodies[requested.lowercased()] else {
                let names = ClassCatalog.Platform.allCases.map(\.rawValue).joined(separator: ", ")
                throw APIError.badRequest("unknown platform \"\(requested)\" (expected one of: \(names))")
            }
            var response = HTTPServerResponse(status: .ok, body: body)
            response.headers[.contentType] = "application/json"
            response.headers[.cacheControl] = "public, max-age=3600"
            return response
        }
    }
}
