import Foundation
import IBDocument
import StoryweaveTestPaths

/// The documents the property test edits: the project's own fixtures (Tests/browser/fixtures, the templates), and
/// corpus documents from ../shared/fixtures/corpus when it is present, spread over the document types.
enum PropertyDocuments {
    struct Document {
        var path: String
        var platform: ClassCatalog.Platform
    }

    /// `GET /api/catalog`'s body for a platform (as `CatalogRoutes` encodes it).
    static func catalogJSON(_ platform: ClassCatalog.Platform) throws -> Data {
        struct Body: Encodable {
            let platform: String
            let classes: [ClassDescription]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(Body(platform: platform.rawValue, classes: ClassCatalog.forPlatform(platform).classes))
    }

    static func platform(of bytes: [UInt8]) -> ClassCatalog.Platform? {
        let head = String(decoding: bytes.prefix(1000), as: UTF8.self)
        guard head.contains("<document ") else { return nil }
        if head.contains("targetRuntime=\"MacOSX") { return .macOS }
        if head.contains("targetRuntime=\"iOS") || head.contains("targetRuntime=\"AppleTV") { return .iOS }
        return nil
    }

    static func choose(corpusCount: Int) throws -> [Document] {
        var result: [Document] = []
        let own = PackagePaths.file("Tests/browser/fixtures")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: own.path))?.sorted() ?? []
        where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            let url = own.appendingPathComponent(name)
            if let bytes = try? [UInt8](Data(contentsOf: url)), let platform = platform(of: bytes) {
                result.append(Document(path: url.path, platform: platform))
            }
        }
        let templates = FileManager.default.temporaryDirectory.appendingPathComponent("storyweave-property-templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        for template in DocumentTemplate.allCases {
            var ids = IdentifierGenerator(seed: 7)
            let url = templates.appendingPathComponent("\(template.name).\(template.fileExtension)")
            try Data(template.xml(ids: &ids).utf8).write(to: url)
            if let platform = platform(of: Array(template.xml.utf8)) { result.append(Document(path: url.path, platform: platform)) }
        }
        return result + corpusSample(count: corpusCount)
    }

    /// `count` corpus documents (all with `Int.max`): the document types in turn, each type's documents in a fixed
    /// shuffled order, so a small sample has every type and no app dominates.
    static func corpusSample(count: Int) -> [Document] {
        guard count > 0, let corpus = PackagePaths.sharedFixture("corpus"), let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) else { return [] }
        var byType: [String: [Document]] = [:]
        for name in names.sorted() where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            let url = corpus.appendingPathComponent(name)
            guard let bytes = try? [UInt8](Data(contentsOf: url)), let platform = platform(of: bytes) else { continue }
            let head = String(decoding: bytes.prefix(300), as: UTF8.self)
            let type = head.firstRange(of: #/type="[^"]*"/#).map { String(head[$0]) } ?? "?"
            byType[type, default: []].append(Document(path: url.path, platform: platform))
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let shuffled = byType.keys.sorted().map { type -> [Document] in
            var list = byType[type]!
            for i in stride(from: list.count - 1, to: 0, by: -1) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                list.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
            }
            return list
        }
        var chosen: [Document] = []
        for round in 0..<(shuffled.map(\.count).max() ?? 0) {
            for list in shuffled where round < list.count && chosen.count < count { chosen.append(list[round]) }
        }
        return chosen
    }
}
