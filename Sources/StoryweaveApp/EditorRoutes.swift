import Foundation
import HTTPServer
import HTTPTypes

/// Browser pages that live at addresses with no file behind them: `/d/{id}` is the shareable
/// editor link, answered with `Public/editor.html` (the page reads the id from its own URL and
/// fetches the document through the API, so one static page serves every document). `/css/palette.css`
/// is the presence and avatar palette, written from `PresencePalette` rather than copied into Public/.
enum EditorRoutes {
    static let editorPage = "editor.html"
    static let palettePath = "/css/palette.css"

    static func register(on router: Router, publicDirectory: String?) {
        router.get(palettePath) { _, responder in
            var response = HTTPServerResponse.text(PresencePalette.stylesheet, contentType: "text/css; charset=utf-8")
            response.headers[.cacheControl] = "no-cache"
            responder.respond(response)
        }
        guard let publicDirectory else { return }
        let pagePath = URL(fileURLWithPath: publicDirectory).appendingPathComponent(editorPage).path
        router.get("/d/:id") { request, responder in
            // Read on each request: the page is small and edits to Public/ show up without a restart.
            guard let data = FileManager.default.contents(atPath: pagePath),
                  let html = String(data: data, encoding: .utf8) else {
                responder.respond(.problem(.notFound, detail: "The editor page is not installed (\(editorPage) is missing from the public folder)."))
                return
            }
            var response = HTTPServerResponse.text(html, contentType: "text/html; charset=utf-8")
            response.headers[.cacheControl] = "no-cache"
            if let link = contentPreload(request) { response.headers[HTTPField.Name("Link")!] = link }
            responder.respond(response)
        }
    }

    /// `Link: </api/documents/{id}/content>; rel=preload; as=fetch; crossorigin`: the browser starts fetching the
    /// head's bytes with the page, before the editor's script asks for them (the same request: editor-session.js's
    /// `headContent` fetch, same-origin and without extra headers, takes the preloaded response). Not for a past
    /// version (`?version=`, another request) nor a share link (its request carries the `Storyweave-Share` header).
    static func contentPreload(_ request: HTTPServerRequest) -> String? {
        guard request.query["version"] == nil, request.query["share"] == nil,
              let id = request.pathParameters["id"], !id.isEmpty,
              let encoded = id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;,<>")))
        else { return nil }
        return "</api/documents/\(encoded)/content>; rel=preload; as=fetch; crossorigin"
    }
}
