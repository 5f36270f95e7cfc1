import Foundation
import HTTPServer
import ZIPFoundation

/// Reads `POST /api/projects/{project}/sources`: a zip of a source tree (`application/zip`), a
/// multipart form of files, or JSON `{"files":[{"path","text","module"?}]}`. Keeps Swift and
/// Objective-C files (`.swift`, `.h`, `.m`, `.mm`), skips the rest with a reason, and enforces the
/// limits while reading — a zip's declared sizes are not trusted: bytes are counted as they inflate,
/// so a zip bomb stops at the limit instead of filling memory.
struct SourceUpload {
    struct File: Equatable {
        var path: String
        var module: String?
        var bytes: [UInt8]
    }

    struct Skipped: Encodable, Equatable {
        var path: String
        var reason: String
    }

    struct Limits {
        var maxFileBytes = 2 << 20
        var maxTotalBytes = 32 << 20
        var maxFiles = 10_000
    }

    static let sourceExtensions: Set<String> = ["swift", "h", "m", "mm"]
    private static let ignoredFolders: Set<String> = ["__MACOSX", ".build", "build", "DerivedData", "Pods", "Carthage", ".git"]

    private(set) var files: [File] = []
    private(set) var skipped: [Skipped] = []
    private var totalBytes = 0
    let limits: Limits
    /// `?module=`: every file's module; otherwise each file's module comes from its top folder.
    let module: String?

    init(limits: Limits = Limits(), module: String? = nil) {
        self.limits = limits
        self.module = module
    }

    static func parse(_ request: HTTPServerRequest, limits: Limits) throws -> SourceUpload {
        var upload = SourceUpload(limits: limits, module: request.query["module"].flatMap { $0.isEmpty ? nil : $0 })
        let contentType = request.headers[.contentType] ?? ""
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingWhitespace().lowercased() } ?? ""
        switch mediaType {
        case "application/zip", "application/x-zip-compressed":
            try upload.addZip(request.body)
        case "multipart/form-data":
            guard let boundary = MultipartFormData.boundary(fromContentType: contentType) else {
                throw APIError.badRequest(MultipartFormData.ParseError.missingBoundary.description)
            }
            let form: MultipartFormData
            do { form = try MultipartFormData(body: request.body, boundary: boundary) } catch {
                throw APIError.badRequest(String(describing: error))
            }
            for part in form.parts {
                guard let filename = part.filename else { continue }
                if filename.lowercased().hasSuffix(".zip") {
                    try upload.addZip(part.body)
                } else {
                    try upload.add(path: filename, bytes: part.body)
                }
            }
        case "application/json":
            struct Body: Decodable {
                struct Entry: Decodable { var path: String; var text: String; var module: String? }
                var files: [Entry]
            }
            let body: Body
            do { body = try JSONDecoder().decode(Body.self, from: Data(request.body)) } catch {
                throw APIError.badRequest("The JSON body must be {\"files\": [{\"path\": ..., \"text\": ..., \"module\": ...}]}.")
            }
            for entry in body.files { try upload.add(path: entry.path, bytes: Array(entry.text.utf8), module: entry.module) }
        default:
            throw APIError(.unsupportedMediaType,
                           "Content-Type \(mediaType.isEmpty ? "(none)" : mediaType) is not accepted: send application/zip, multipart/form-data or application/json.",
                           supported: ["application/zip", "multipart/form-data", "application/json"])
        }
        guard !upload.files.isEmpty else {
            throw APIError.unprocessable("The upload contains no Swift or Objective-C file (.swift, .h, .m, .mm).")
        }
        return upload
    }

    mutating func addZip(_ bytes: [UInt8]) throws {
        let archive: Archive
        do { archive = try Archive(data: Data(bytes), accessMode: .read) } catch {
            throw APIError.badRequest("The zip archive can't be read: \(error).")
        }
        for entry in archive where entry.type == .file {
            guard let path = Self.sanitized(entry.path) else {
                skipped.append(Skipped(path: entry.path, reason: "unsafe or ignored path"))
                continue
            }
            guard Self.sourceExtensions.contains(Self.pathExtension(path)) else {
                skipped.append(Skipped(path: path, reason: "not a Swift or Objective-C file"))
                continue
            }
            guard entry.uncompressedSize <= UInt64(limits.maxFileBytes) else {
                skipped.append(Skipped(path: path, reason: "larger than \(limits.maxFileBytes) bytes"))
                continue
            }
            var content: [UInt8] = []
            let cap = limits.maxFileBytes
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    content.append(contentsOf: chunk)
                    if content.count > cap { throw SourceUploadError.fileTooLarge }
                }
            } catch SourceUploadError.fileTooLarge {
                skipped.append(Skipped(path: path, reason: "larger than \(limits.maxFileBytes) bytes"))
                continue
            } catch {
                throw APIError.badRequest("\(path) can't be extracted from the zip: \(error).")
            }
            try add(path: path, bytes: content)
        }
    }

    mutating func add(path rawPath: String, bytes: [UInt8], module explicitModule: String? = nil) throws {
        guard let path = Self.sanitized(rawPath) else {
            skipped.append(Skipped(path: rawPath, reason: "unsafe or ignored path"))
            return
        }
        guard Self.sourceExtensions.contains(Self.pathExtension(path)) else {
            skipped.append(Skipped(path: path, reason: "not a Swift or Objective-C file"))
            return
        }
        guard bytes.count <= limits.maxFileBytes else {
            skipped.append(Skipped(path: path, reason: "larger than \(limits.maxFileBytes) bytes"))
            return
        }
        guard String(validatingUTF8Bytes: bytes) != nil else {
            skipped.append(Skipped(path: path, reason: "not UTF-8 text"))
            return
        }
        totalBytes += bytes.count
        guard totalBytes <= limits.maxTotalBytes else {
            throw APIError(.contentTooLarge, "The sources add up to more than \(limits.maxTotalBytes) bytes.")
        }
        guard files.count < limits.maxFiles else {
            throw APIError(.contentTooLarge, "The upload has more than \(limits.maxFiles) source files.")
        }
        files.removeAll { $0.path == path }
        files.append(File(path: path, module: explicitModule ?? module ?? Self.moduleName(of: path), bytes: bytes))
    }

    /// A relative path with `/` separators, or nil for absolute-looking, `..`, hidden or build-folder paths.
    static func sanitized(_ raw: String) -> String? {
        let components = raw.replacingOccurrences(of: "\\", with: "/").split(separator: "/").map(String.init)
            .filter { $0 != "." && !$0.isEmpty }
        guard !components.isEmpty, components.count <= 32,
              !components.contains(where: { $0 == ".." || $0.hasPrefix(".") || ignoredFolders.contains($0) || $0.contains(":") })
        else { return nil }
        let path = components.joined(separator: "/")
        return path.utf8.count <= 1024 ? path : nil
    }

    /// Xcode names a target's folder like the target: `MyApp/Views/Login.swift` is in module `MyApp`
    /// (`Sources/MyKit/…`, the Swift package layout, is in `MyKit`). A file at the top has none.
    static func moduleName(of path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        guard components.count >= 2 else { return nil }
        if components[0] == "Sources", components.count >= 3 { return components[1] }
        return components[0]
    }

    private static func pathExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return String(path[path.index(after: dot)...]).lowercased()
    }
}

private enum SourceUploadError: Error { case fileTooLarge }

private extension String {
    init?(validatingUTF8Bytes bytes: [UInt8]) {
        guard let decoded = String(bytes: bytes, encoding: .utf8) else { return nil }
        self = decoded
    }
}
