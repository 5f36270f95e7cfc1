import Dispatch
import Foundation
import HTTPTypes
#if canImport(Glibc)
import Glibc
#endif

/// Serves files below one root directory. File bytes and their gzip form are cached in memory keyed by path and
/// revalidated against (mtime, size) at most once per second, so a hot file costs no disk I/O. Misses are loaded
/// on a dedicated queue, never on the connection's I/O queue.
final class StaticFileServer: @unchecked Sendable {
    struct CachedFile {
        var modification: timespec
        var size: Int
        var bytes: [UInt8]
        var gzipBytes: [UInt8]?
        var contentType: String
        var etag: String
        var lastModified: String
        var validatedAt: UInt64
    }

    enum Lookup {
        case file(fullPath: String, cacheKey: String)
        case forbidden
        case notFound
    }

    static let maxCachedFileBytes = 8 * 1024 * 1024
    static let maxCacheBytes = 128 * 1024 * 1024
    static let revalidateNanoseconds: UInt64 = 1_000_000_000
    /// Only files larger than this are gzipped; below it the header overhead wins.
    static let minimumGzipBytes = 256

    let root: String
    let indexFile: String
    private let lock = NSLock()
    private var cache: [String: CachedFile] = [:]
    private var cacheBytes = 0
    private let loadQueue = DispatchQueue(label: "storyweave.http.static-files")

    init(root: String, indexFile: String) {
        let resolved = root.withCString { pointer -> String? in
            guard let real = realpath(pointer, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        }
        self.root = resolved ?? root
        self.indexFile = indexFile
    }

    func respond(to request: HTTPServerRequest, responder: HTTPResponder) {
        switch lookup(path: request.path) {
        case .forbidden:
            responder.respond(.problem(.badRequest, detail: "The path must not contain '..' segments."))
        case .notFound:
            responder.respond(.problem(.notFound, detail: "No resource at \(request.path)."))
        case .file(let fullPath, let key):
            let now = DispatchTime.now().uptimeNanoseconds
            let fresh = lock.withLock { () -> CachedFile? in
                guard let entry = cache[key], now &- entry.validatedAt < Self.revalidateNanoseconds else { return nil }
                return entry
            }
            if let fresh {
                responder.respond(Self.response(for: fresh, request: request))
                return
            }
            loadQueue.async { [self] in
                guard let entry = load(fullPath: fullPath, key: key) else {
                    responder.respond(.problem(.notFound, detail: "No resource at \(request.path)."))
                    return
                }
                responder.respond(Self.response(for: entry, request: request))
            }
        }
    }

    /// Maps a decoded URL path to a file path below the root. `..` is refused outright; dot-files are hidden.
    func lookup(path: String) -> Lookup {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        if segments.contains(where: { $0 == ".." }) { return .forbidden }
        if segments.contains(where: { $0.hasPrefix(".") || $0.utf8.contains(UInt8(ascii: "\\")) }) { return .notFound }
        var relative = segments.joined(separator: "/")
        if relative.isEmpty || path.hasSuffix("/") {
            relative += relative.isEmpty ? indexFile : "/" + indexFile
        }
        return .file(fullPath: root + "/" + relative, cacheKey: relative)
    }

    /// Runs on `loadQueue`: stat, reuse the cached bytes if unchanged, else read (and gzip) the file.
    private func load(fullPath requested: String, key: String) -> CachedFile? {
        var fullPath = requested
        var info = stat()
        guard stat(fullPath, &info) == 0 else { return nil }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            fullPath += "/" + indexFile
            guard stat(fullPath, &info) == 0 else { return nil }
        }
        guard (info.st_mode & S_IFMT) == S_IFREG, isInsideRoot(fullPath) else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        let cached = lock.withLock { cache[key] }
        if var cached, cached.size == Int(info.st_size), cached.modification.tv_sec == info.st_mtim.tv_sec,
           cached.modification.tv_nsec == info.st_mtim.tv_nsec {
            cached.validatedAt = now
            lock.withLock { cache[key]?.validatedAt = now }
            return cached
        }
        guard let data = FileManager.default.contents(atPath: fullPath) else { return nil }
        let bytes = [UInt8](data)
        let contentType = MediaTypes.contentType(forPath: fullPath)
        var gzipBytes: [UInt8]?
        if MediaTypes.isCompressible(contentType), bytes.count >= Self.minimumGzipBytes,
           let compressed = Gzip.compress(bytes), compressed.count < bytes.count {
            gzipBytes = compressed
        }
        let etag = "\"\(String(bytes.count, radix: 16))-\(String(info.st_mtim.tv_sec, radix: 16))"
            + "\(String(info.st_mtim.tv_nsec, radix: 16))\""
        let entry = CachedFile(modification: info.st_mtim, size: bytes.count, bytes: bytes, gzipBytes: gzipBytes,
                               contentType: contentType, etag: etag,
                               lastModified: HTTPDateCache.format(info.st_mtim.tv_sec), validatedAt: now)
        if bytes.count <= Self.maxCachedFileBytes {
            lock.withLock {
                cacheBytes -= (cache[key].map { $0.bytes.count + ($0.gzipBytes?.count ?? 0) } ?? 0)
                if cacheBytes + bytes.count > Self.maxCacheBytes {
                    cache.removeAll()
                    cacheBytes = 0
                }
                cache[key] = entry
                cacheBytes += bytes.count + (gzipBytes?.count ?? 0)
            }
        }
        return entry
    }

    /// Symlinks may point anywhere: the resolved path must still be below the root.
    private func isInsideRoot(_ path: String) -> Bool {
        guard let real = realpath(path, nil) else { return false }
        defer { free(real) }
        return String(cString: real).hasPrefix(root + "/")
    }

    static func response(for file: CachedFile, request: HTTPServerRequest) -> HTTPServerResponse {
        let useGzip = file.gzipBytes != nil && acceptsGzip(request.headers[.acceptEncoding])
        let etag = useGzip ? String(file.etag.dropLast()) + "-gz\"" : file.etag
        var headers = HTTPFields()
        headers[.contentType] = file.contentType
        headers[.eTag] = etag
        headers[.lastModified] = file.lastModified
        headers[.cacheControl] = file.contentType.hasPrefix("text/html") ? "no-cache" : "public, max-age=300"
        if file.gzipBytes != nil { headers[.vary] = "Accept-Encoding" }
        if notModified(request: request, etag: etag, lastModified: file.lastModified) {
            return HTTPServerResponse(status: .notModified, headers: headers)
        }
        if useGzip, let gzip = file.gzipBytes {
            headers[.contentEncoding] = "gzip"
            return HTTPServerResponse(status: .ok, headers: headers, body: gzip)
        }
        return HTTPServerResponse(status: .ok, headers: headers, body: file.bytes)
    }

    /// If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2); weak comparison for If-None-Match.
    static func notModified(request: HTTPServerRequest, etag: String, lastModified: String) -> Bool {
        if let ifNoneMatch = request.headers[.ifNoneMatch] {
            let wanted = etag.hasPrefix("W/") ? String(etag.dropFirst(2)) : etag
            return ifNoneMatch.split(separator: ",").contains { candidate in
                let trimmed = candidate.trimmingCharacters(in: .whitespaces)
                return trimmed == "*" || (trimmed.hasPrefix("W/") ? String(trimmed.dropFirst(2)) : trimmed) == wanted
            }
        }
        if let ifModifiedSince = request.headers[.ifModifiedSince] {
            return ifModifiedSince == lastModified
        }
        return false
    }

    /// True when Accept-Encoding lists gzip (or *) with a non-zero q value.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        for element in header.split(separator: ",") {
            let parts = element.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first, coding == "gzip" || coding == "*" else { continue }
            let q = parts.dropFirst().first(where: { $0.hasPrefix("q=") }).flatMap { Double($0.dropFirst(2)) } ?? 1
            if q > 0 { return true }
        }
        return false
    }
}
