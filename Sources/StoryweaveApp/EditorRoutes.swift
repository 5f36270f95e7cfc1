import Foundation
import HTTPServer
import HTTPTypes

/// Browser pages that live at addresses with no file behind them: `/d/{id}` is the shareable
/// editor link, answered with `Public/editor.html` (the page reads the id from its own URL and
/// fetches the document through the API, so one static page serves every document).
enum EditorRoutes {
    static let editorPage = "editor.html"

    static func register(on router: Router, publicDirectory: String?) {
        guard let publicDirectory else { return }
        let pagePath = URL(fileURLWithPath: publicDirectory).appendingPathComponent(editorPage).path
        router.get("/d/:id") { _, responder in
            // Read on each request: the page is small and edits to Public/ show up without a restart.
            guard let data = FileManager.default.contents(atPath: pagePath),
                  let html = String(data: data, encoding: .utf8) else {
                responder.respond(.problem(.notFound, detail: "The editor page is not installed (\(editorPage) is missing from the public folder)."))
                return
            }
            var response = HTTPServerResponse.text(html, contentType: "text/html; charset=utf-8")
            response.headers[.cacheControl] = "no-cache"
            responder.respond(response)
        }
    }
}
