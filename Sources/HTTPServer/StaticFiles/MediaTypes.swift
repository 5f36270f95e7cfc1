/// Content-Type by file extension, and whether gzip is worth it for that type.
enum MediaTypes {
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8", "json": "application/json",
        "map": "application/json", "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8",
        "xml": "application/xml", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg",
        "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp", "ico": "image/vnd.microsoft.icon",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf", "wasm": "application/wasm",
        "pdf": "application/pdf", "zip": "application/zip", "gz": "application/gzip",
        "storyboard": "application/xml", "xib": "application/xml", "webmanifest": "application/manifest+json",
    ]

    static func contentType(forPath path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "application/octet-stream" }
        return byExtension[path[path.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    static func isCompressible(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/") || contentType.hasPrefix("application/json")
            || contentType.hasPrefix("application/xml") || contentType.hasPrefix("image/svg+xml")
            || contentType.hasPrefix("application/manifest+json") || contentType.hasPrefix("application/wasm")
    }
}
