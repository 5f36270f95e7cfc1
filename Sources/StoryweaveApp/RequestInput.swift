import Foundation
import Store

/// Reading path parameters, query values and JSON bodies the same way on every route: malformed
/// input is a 400 (or a 404 for an id that can't exist) with a sentence saying what was expected.
extension RequestContext {
    /// The `{id}` document path parameter; a malformed id is a 404 without touching the database.
    func documentIDParameter() throws -> String {
        let id = pathParameter("id")
        guard DocumentID.isWellFormed(id) else { throw StoreError.documentNotFound(id: id) }
        return id
    }

    /// A non-negative integer query value (`?version=N`, `?revision=N`); nil when absent.
    func nonNegativeIntegerQuery(_ name: String) throws -> Int64? {
        guard let text = query(name) else { return nil }
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ (48...57).contains($0) }), let value = Int64(text) else {
            throw APIError.badRequest("\(name) must be a non-negative integer, got \"\(text)\".")
        }
        return value
    }

    func decodeJSONBody<T: Decodable>(_ type: T.Type, shape: String) throws -> T {
        do { return try JSONDecoder().decode(type, from: Data(request.body)) } catch {
            throw APIError.badRequest("The body must be JSON shaped like \(shape).")
        }
    }
}
