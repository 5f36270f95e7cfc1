import IBDocument
import IBSource
import Store

/// JSON shapes of the source routes.
struct SourceRevisionResource: Encodable {
    var project: String
    var revision: Int64
    var createdAt: Int64
    var author: String?
    var fileCount: Int64
    var totalBytes: Int64

    init(_ record: SourceRevisionRecord) {
        project = record.projectID
        revision = record.revision
        createdAt = record.createdAt
        author = record.author
        fileCount = record.fileCount
        totalBytes = record.totalBytes
    }
}

struct SourceUploadResource: Encodable {
    var revision: SourceRevisionResource
    var classCount: Int
    var skipped: [SourceUpload.Skipped]
}

struct SourceFileResource: Encodable {
    var path: String
    var module: String?
    var size: Int64
}

struct SourceListResource: Encodable {
    var revision: SourceRevisionResource?
    var files: [SourceFileResource]
    var revisions: [SourceRevisionResource]
}

/// The user's classes: declared ones, and extensions of framework classes (whose members —
/// typically `@IBInspectable` properties — apply to every subclass).
struct ClassListResource: Encodable {
    var project: String
    var revision: Int64?
    var classes: [SourceClass]
    var frameworkExtensions: [SourceClass]
}

struct LintResource: Encodable {
    var version: Int64
    var sourceRevision: Int64?
    var findings: [LintFinding]
}

struct InsertionResource: Encodable {
    var path: String
    var revision: Int64
    var declaration: String
    var diff: String
}
