import Foundation
import HTTPServer
import IBDocument
import IBSync

/// The tables a third-party client needs to keep a byte-exact copy of a document (docs/protocol.md §10),
/// published as data at stable URLs:
///
///     GET /api/protocol/xcode-order.json          → where Xcode writes a new attribute or child (`XcodeOrder`),
///                                                   and the containers a removal takes away when they empty
///     GET /api/protocol/reference-attributes.json → the id-valued attributes the delete cascade follows
///
/// Static while the server runs: encoded once with sorted keys, with an ETag (FNV-1a 64 of the body)
/// that changes exactly when the tables do.
struct ProtocolRoutes {
    static let xcodeOrderPath = "/api/protocol/xcode-order.json"
    static let referenceAttributesPath = "/api/protocol/reference-attributes.json"

    private struct XcodeOrderBody: Encodable {
        let order: XcodeOrder.Published
        /// Containers a `removeSubtree` or `move` takes away when it leaves them without child elements.
        let transientContainers: [String]

        func encode(to encoder: any Encoder) throws {
            try order.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(transientContainers, forKey: .transientContainers)
        }

        private enum Key: String, CodingKey { case transientContainers }
    }

    private struct ReferenceAttributesBody: Encodable {
        struct Reference: Encodable {
            let element: String
            let attribute: String
            /// `element`: the referrer goes whole; `attribute`: only the attribute goes.
            let removes: String
        }

        let references: [Reference]
        /// Containers of whole-removed referrers Xcode writes empty (they stay when a cascade empties them).
        let containersWrittenEmpty: [String]
    }

    func register(on routes: APIRoutes) {
        let xcodeOrder = XcodeOrderBody(order: XcodeOrder.published,
                                        transientContainers: OperationApplier.transientContainers.sorted())
        let references = ReferenceAttributesBody(
            references: ReferenceAttributes.all.map {
                .init(element: $0.element, attribute: $0.attribute, removes: $0.removal == .element ? "element" : "attribute")
            },
            containersWrittenEmpty: ReferenceAttributes.containersWrittenEmpty.sorted())
        for (path, body) in [(Self.xcodeOrderPath, Self.encoded(xcodeOrder)), (Self.referenceAttributesPath, Self.encoded(references))] {
            let eTag = "\"\(DocumentChecksum.hex(of: body))\""
            routes.get(path) { context in
                var response: HTTPServerResponse
                if let candidates = context.request.headers[.ifNoneMatch],
                   candidates.split(separator: ",").contains(where: { $0.trimmingWhitespace() == eTag || $0.trimmingWhitespace() == "*" }) {
                    response = HTTPServerResponse(status: .notModified)
                } else {
                    response = HTTPServerResponse(status: .ok, body: body)
                    response.headers[.contentType] = "application/json"
                }
                response.headers[.eTag] = eTag
                response.headers[.cacheControl] = "no-cache"
                return response
            }
        }
    }

    private static func encoded(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return [UInt8]((try? encoder.encode(value)) ?? Data("{}".utf8))
    }
}
