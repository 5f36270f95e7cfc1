import Foundation
import HTTPServer
import IBDocument
import IBSource
import Store

/// The user's code per project (issue #8): upload Swift / Objective-C sources (zip, files or JSON;
/// every upload is a new revision), list them, read one, list the classes found in them, lint a
/// document against them, and generate a new outlet/action declaration as a unified diff.
///
///     POST /api/projects/{project}/sources              → 201 new revision (?mode=merge keeps files not re-sent)
///     GET  /api/projects/{project}/sources              → files of the latest (or ?revision=N) revision
///     GET  /api/projects/{project}/sources/file?path=P  → one file's text
///     GET  /api/projects/{project}/classes              → classes with outlets, actions, inspectables
///     POST /api/projects/{project}/sources/insertions   → declaration + diff for a new outlet/action
///     GET  /api/documents/{id}/classes                  → the classes of the document's project
///     GET  /api/documents/{id}/lint?project=P           → lint findings, code-aware when P has sources
///
/// A document outside any project (open mode) uses the sources of project `local`.
struct SourceRoutes {
    let database: Database
    let limits: SourceUpload.Limits
    let cache: SourceIndexCache

    func register(on routes: APIRoutes) {
        routes.post("/api/projects/:project/sources") { try upload($0) }
        routes.get("/api/projects/:project/sources") { try list($0) }
        routes.get("/api/projects/:project/sources/file") { try file($0) }
        routes.get("/api/projects/:project/classes") { try classes($0) }
        routes.post("/api/projects/:project/sources/insertions") { try insertion($0) }
        routes.get("/api/documents/:id/classes") { try documentClasses($0) }
        routes.get("/api/documents/:id/lint") { try lint($0) }
    }

    static let localProject = "local"

    private func documentClasses(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try context.documentIDParameter()
        let project = try database.read { try SourceSetRepository($0).projectID(ofDocument: id) } ?? Self.localProject
        return try classList(project: project, revision: nil)
    }

    private func upload(_ context: RequestContext) throws -> HTTPServerResponse {
        let project = try projectID(context.pathParameter("project"))
        let upload = try SourceUpload.parse(context.request, limits: limits)
        let merge = context.query("mode") == "merge"
        guard context.query("mode").map({ ["merge", "replace"].contains($0) }) ?? true else {
            throw APIError.badRequest("mode must be merge or replace.", supported: ["merge", "replace"])
        }
        let author: String? = if case .user(let id) = context.principal { id } else { nil }
        let revision = try database.write { db -> SourceRevisionRecord in
            let repository = SourceSetRepository(db)
            var files = upload.files.map { SourceSetRepository.NewFile(path: $0.path, module: $0.module, bytes: $0.bytes) }
            if merge, let latest = try repository.latestRevision(projectID: project) {
                let blobs = BlobRepository(db)
                let replaced = Set(files.map(\.path))
                for kept in try repository.files(projectID: project, revision: latest.revision) where !replaced.contains(kept.path) {
                    files.append(.init(path: kept.path, module: kept.module, bytes: try blobs.bytes(id: kept.blobID)))
                }
            }
            return try repository.commit(projectID: project, files: files.sorted { $0.path < $1.path }, author: author)
        }
        let parsed = try cache.entry(projectID: project, revision: revision.revision, database: database)
        var response = HTTPServerResponse.apiJSON(
            SourceUploadResource(revision: SourceRevisionResource(revision), classCount: parsed?.index.declaredClasses.count ?? 0,
                                 skipped: upload.skipped), status: .created)
        response.headers[.location] = "/api/projects/\(project)/sources?revision=\(revision.revision)"
        return response
    }

    private func list(_ context: RequestContext) throws -> HTTPServerResponse {
        let project = try projectID(context.pathParameter("project"))
        let requested = try context.nonNegativeIntegerQuery("revision")
        let resource = try database.read { db -> SourceListResource in
            let repository = SourceSetRepository(db)
            let revisions = try repository.revisions(projectID: project)
            let chosen = requested.map { wanted in revisions.first { $0.revision == wanted } } ?? revisions.first
            if let requested, chosen == nil { throw APIError.notFound("Project \(project) has no source revision \(requested).") }
            let files = try chosen.map { try repository.files(projectID: project, revision: $0.revision) } ?? []
            return SourceListResource(revision: chosen.map(SourceRevisionResource.init),
                                      files: files.map { SourceFileResource(path: $0.path, module: $0.module, size: $0.size) },
                                      revisions: revisions.map(SourceRevisionResource.init))
        }
        return .apiJSON(resource)
    }

    private func file(_ context: RequestContext) throws -> HTTPServerResponse {
        let project = try projectID(context.pathParameter("project"))
        guard let path = context.query("path"), !path.isEmpty else { throw APIError.badRequest("?path= names the file to read.") }
        let entry = try sources(project, context)
        guard let file = entry.files.first(where: { $0.path == path }) else {
            throw APIError.notFound("Revision \(entry.revision) of project \(project) has no file \(path).")
        }
        var response = HTTPServerResponse.text(file.text, contentType: "text/plain; charset=utf-8")
        response.headers[.cacheControl] = "no-cache"
        return response
    }

    private func classes(_ context: RequestContext) throws -> HTTPServerResponse {
        try classList(project: try projectID(context.pathParameter("project")), revision: try context.nonNegativeIntegerQuery("revision"))
    }

    private func classList(project: String, revision: Int64?) throws -> HTTPServerResponse {
        guard let entry = try cache.entry(projectID: project, revision: revision, database: database) else {
            return .apiJSON(ClassListResource(project: project, revision: nil, classes: [], frameworkExtensions: []))
        }
        let extensions = entry.index.classes.values.filter { $0.location == nil }.sorted { $0.name < $1.name }
        return .apiJSON(ClassListResource(project: project, revision: entry.revision, classes: entry.index.declaredClasses,
                                          frameworkExtensions: extensions))
    }

    private struct InsertionBody: Decodable {
        var className: String
        var kind: String
        var name: String
        var type: String?
        var collection: Bool?
    }

    private func insertion(_ context: RequestContext) throws -> HTTPServerResponse {
        let project = try projectID(context.pathParameter("project"))
        let body = try context.decodeJSONBody(InsertionBody.self,
            shape: #"{"className": "LoginViewController", "kind": "outlet" or "action", "name": "titleLabel", "type": "UILabel", "collection": false}"#)
        let member: SourceInsertion.Member
        switch body.kind {
        case "outlet":
            guard let type = body.type, !type.isEmpty else { throw APIError.badRequest("An outlet needs a type (\"type\": \"UILabel\").") }
            member = .outlet(name: body.name, typeName: type, isCollection: body.collection ?? false)
        case "action":
            member = .action(name: body.name, senderType: body.type)
        default:
            throw APIError.badRequest("kind must be outlet or action.", supported: ["outlet", "action"])
        }
        let entry = try sources(project, context)
        guard let declared = entry.index.declaredClass(named: body.className), let location = declared.location else {
            throw APIError.notFound("The sources of project \(project) declare no class \(body.className).")
        }
        guard let file = entry.files.first(where: { $0.path == location.file }), !file.isObjectiveC else {
            throw APIError.unprocessable("\(body.className) is declared in Objective-C (\(location.file)); only Swift declarations can be generated.")
        }
        let result: SourceInsertion.Result
        do { result = try SourceInsertion().insert(member, intoClass: declared.name, of: file) } catch let failure as SourceInsertion.Failure {
            throw APIError.unprocessable(failure.description)
        }
        if context.query("format") == "diff" {
            var response = HTTPServerResponse.text(result.diff, contentType: "text/x-diff; charset=utf-8")
            let name = (location.file.split(separator: "/").last.map(String.init) ?? "source") + ".diff"
            response.headers[.contentDisposition] = "attachment; filename=\"\(name)\""
            return response
        }
        return .apiJSON(InsertionResource(path: file.path, revision: entry.revision, declaration: result.declaration, diff: result.diff))
    }

    private func lint(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = try context.documentIDParameter()
        let rebuilt = try VersionRebuilder(database: database).rebuild(documentID: id, version: try context.nonNegativeIntegerQuery("version"))
        let document = try InterfaceDocument(bytes: rebuilt.bytes)
        var rules = Linter.standardRules
        var sourceRevision: Int64?
        if let project = context.query("project") {
            if let entry = try cache.entry(projectID: try projectID(project), revision: try context.nonNegativeIntegerQuery("sourceRevision"), database: database) {
                rules += CodeLint.rules(index: entry.index)
                sourceRevision = entry.revision
            }
        }
        let report = Linter(rules: rules).lint(document)
        return .apiJSON(LintResource(version: rebuilt.version, sourceRevision: sourceRevision, findings: report.findings))
    }

    // MARK: - Input

    private func sources(_ project: String, _ context: RequestContext) throws -> SourceIndexCache.Entry {
        guard let entry = try cache.entry(projectID: project, revision: try context.nonNegativeIntegerQuery("revision"), database: database) else {
            throw APIError.notFound("Project \(project) has no sources yet (POST them to /api/projects/\(project)/sources).")
        }
        return entry
    }

    /// Project ids are short tokens (letters, digits, `-`, `_`); anything else is a 404.
    private func projectID(_ text: String) throws -> String {
        guard (1...128).contains(text.utf8.count),
              text.utf8.allSatisfy({ $0 == 45 || $0 == 95 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) })
        else { throw APIError.notFound("No project \(text).") }
        return text
    }
}
