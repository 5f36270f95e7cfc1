import Foundation
import HTTPServer
import HTTPTypes
import IBCompile
import IBDocument
import Store
import ZIPFoundation

/// The compiled and derived exports of a document version (`nib`, `storyboardc`, `strings`,
/// `bundle`). A version's bytes never change, so each (document, version, format) is built once,
/// kept in a small cache, and served with a strong ETag; a REST client needs no editor open.
/// The bundle also carries the images the document references (`Images/`), so its key and ETag
/// include the media library's identity (`BundleImages.digest`).
struct DocumentExporter {
    private let cache = ExportCache()

    struct Export {
        var bytes: [UInt8]
        var contentType: String
        var filename: String
        /// Lint warnings of a compiled form (sent as `Storyweave-Compile-Warnings`, listed in a bundle's report).
        var warnings: [String] = []
    }

    func export(_ context: RequestContext, format: ExportFormat, database: Database) throws -> HTTPServerResponse {
        let id = try context.documentIDParameter()
        let requested = try context.nonNegativeIntegerQuery("version")
        let rebuilt = try VersionRebuilder(database: database).rebuild(documentID: id, version: requested)
        // A bundle carries images from the project's media library, which change independently
        // of the document version: their identity is part of the ETag and the cache key.
        var library: [ImageRecord] = []
        if format == .bundle {
            library = try database.read { db in try ImageRepository(db).list(scopeID: try ImageRoutes.scope(ofDocument: id, db)) }
        }
        let key = "\(id)-\(rebuilt.version)-\(format.rawValue)\(BundleImages.digest(library))"
        let eTag = "\"\(key)\""
        if let candidates = context.request.headers[.ifNoneMatch],
           candidates.split(separator: ",").contains(where: { $0.trimmingWhitespace() == eTag || $0.trimmingWhitespace() == "*" }) {
            var notModified = HTTPServerResponse(status: .notModified)
            notModified.headers[.eTag] = eTag
            return notModified
        }
        let built = try cache.value(for: key) {
            try Self.build(format, name: rebuilt.record.name, bytes: rebuilt.bytes, images: BundleImages(library: library) { record in
                try database.read { try ImageRepository($0).bytes(of: record) }
            })
        }
        var response = HTTPServerResponse(status: .ok, body: built.bytes)
        response.headers[.contentType] = built.contentType
        response.headers[.contentDisposition] = attachmentDisposition(filename: built.filename)
        response.headers[DocumentRoutes.versionHeader] = String(rebuilt.version)
        response.headers[.eTag] = eTag
        response.headers[.cacheControl] = "no-cache"
        if format != .xml && format != .strings { response.headers[Self.warningsHeader] = String(built.warnings.count) }
        return response
    }

    static func build(_ format: ExportFormat, name: String, bytes: [UInt8], images: BundleImages = .none) throws -> Export {
        let document = try InterfaceDocument(bytes: bytes)
        let baseName = (name as NSString).deletingPathExtension
        switch format {
        case .xml:
            return Export(bytes: bytes, contentType: DocumentRoutes.xmlContentType, filename: name)
        case .strings:
            return Export(bytes: Array(StringsFileFormatter.text(for: StringsExtractor.strings(in: document)).utf8),
                          contentType: "text/plain; charset=utf-8", filename: "\(baseName).strings")
        case .nib:
            guard document.kind.format == .xib else {
                throw APIError.unprocessable("format=nib compiles a .xib; this document is a storyboard (use format=storyboardc).")
            }
            let compiled = try compile(document, bytes: bytes, baseName: baseName)
            return Export(bytes: compiled.files[0].bytes, contentType: "application/octet-stream", filename: compiled.files[0].path,
                          warnings: compiled.warnings)
        case .storyboardc:
            guard document.kind.format == .storyboard else {
                throw APIError.unprocessable("format=storyboardc compiles a .storyboard; this document is a xib (use format=nib).")
            }
            let compiled = try compile(document, bytes: bytes, baseName: baseName)
            return Export(bytes: try zip(compiled.files), contentType: "application/zip", filename: "\(baseName).storyboardc.zip",
                          warnings: compiled.warnings)
        case .bundle:
            var files: [(path: String, bytes: [UInt8])] = [(name, bytes)]
            let strings = StringsExtractor.strings(in: document)
            files.append(("\(baseName).strings", Array(StringsFileFormatter.text(for: strings).utf8)))
            files += try images.files(for: document)
            var warnings: [String] = []
            do {
                let compiled = try compile(document, bytes: bytes, baseName: baseName)
                files += compiled.files
                warnings = compiled.warnings
                if !warnings.isEmpty {
                    let report = "\(name) compiled with \(warnings.count) warning(s):\n" + warnings.map { "  \($0)\n" }.joined()
                    files.append(("COMPILE-REPORT.txt", Array(report.utf8)))
                }
            } catch let error as APIError {
                // The bundle still carries the XML and strings; why there is no compiled form is said inside.
                let problems = (error.problems ?? []).map { "  \($0)\n" }.joined()
                files.append(("COMPILE-REPORT.txt", Array("\(name) was not compiled. \(error.detail)\n\(problems)".utf8)))
            }
            return Export(bytes: try zip(files), contentType: "application/zip", filename: "\(baseName).zip", warnings: warnings)
        }
    }

    static let warningsHeader = HTTPField.Name("Storyweave-Compile-Warnings")!

    /// The compile of these bytes, once for every format of a version (`CompileCache`).
    private static func compile(_ document: InterfaceDocument, bytes: [UInt8], baseName: String) throws -> (files: [(path: String, bytes: [UInt8])], warnings: [String]) {
        do {
            let output = try CompileCache.shared.compile(bytes: bytes, document: document, name: baseName)
            return (output.files, output.warnings.map(\.line))
        } catch let error as CompileError {
            // One short sentence naming what stops it; every problem in the `problems` member.
            throw APIError(.unprocessableContent, error.summary, problems: error.problems)
        }
    }

    /// The entries' modification time: 1980-01-01 00:00 UTC, the first time a zip entry can hold (the
    /// choice of reproducible-build tools). An export is then the same bytes on every node, after every
    /// eviction from the export cache and restart, as its strong ETag promises (with ZIPFoundation's
    /// default, the time of the build, two nodes served two archives under one ETag).
    static let zipEntryDate = Date(timeIntervalSince1970: 315_532_800)

    /// A zip archive (deflated entries) of `files`, built in memory, the same bytes for the same files.
    static func zip(_ files: [(path: String, bytes: [UInt8])]) throws -> [UInt8] {
        let archive = try Archive(accessMode: .create)
        for file in files {
            let bytes = file.bytes
            try archive.addEntry(with: file.path, type: .file, uncompressedSize: Int64(bytes.count), modificationDate: zipEntryDate,
                                 compressionMethod: .deflate) { position, size in
                Data(bytes[Int(position)..<Int(position) + size])
            }
        }
        guard let data = archive.data else { throw APIError(.internalServerError, "The zip archive could not be built.") }
        return [UInt8](data)
    }
}

/// Built exports by key, least recently used dropped first beyond 32 entries or 64 MB.
final class ExportCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: DocumentExporter.Export] = [:]
    private var recency: [String] = []
    private var totalBytes = 0
    private let maxEntries = 32
    private let maxBytes = 64 << 20

    func value(for key: String, build: () throws -> DocumentExporter.Export) throws -> DocumentExporter.Export {
        lock.lock()
        if let hit = entries[key] {
            recency.removeAll { $0 == key }
            recency.append(key)
            lock.unlock()
            return hit
        }
        lock.unlock()
        let built = try build()
        lock.lock()
        defer { lock.unlock() }
        if entries[key] == nil {
            entries[key] = built
            recency.append(key)
            totalBytes += built.bytes.count
        }
        while recency.count > maxEntries || totalBytes > maxBytes, let oldest = recency.first {
            recency.removeFirst()
            totalBytes -= entries.removeValue(forKey: oldest)?.bytes.count ?? 0
        }
        return built
    }
}
