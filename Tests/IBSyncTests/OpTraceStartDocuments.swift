import Foundation
import IBDocument
@testable import IBSync
import StoryweaveTestPaths

/// The documents op traces start from: the sample storyboard, Xcode's templates, and variants of
/// the sample written the way hand-edited or foreign files are (tabs, CRLF, two-space indent,
/// byte order mark, old tools version, single quotes) so the JS engine's layout rules are
/// exercised on more than Xcode's own spelling.
enum OpTraceStartDocuments {
    struct Start {
        let name: String
        let xml: String
    }

    static func all() -> [Start] {
        var starts = [Start(name: "sample-storyboard", xml: SampleDocuments.storyboard)]
        for template in DocumentTemplate.allCases { starts.append(Start(name: "template-\(template.rawValue)", xml: template.xml)) }
        let sample = SampleDocuments.storyboard
        starts.append(Start(name: "sample-tabs", xml: reindent(sample) { String(repeating: "\t", count: $0 / 4) }))
        starts.append(Start(name: "sample-two-spaces", xml: reindent(sample) { String(repeating: " ", count: $0 / 2) }))
        starts.append(Start(name: "sample-crlf", xml: sample.replacingOccurrences(of: "\n", with: "\r\n")))
        starts.append(Start(name: "sample-bom-no-declaration",
                            xml: "\u{FEFF}" + sample.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")))
        starts.append(Start(name: "sample-old-tools-single-quotes",
                            xml: sample.replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion='16097'")
                                .replacingOccurrences(of: "<rect key=\"frame\" x=\"20\"", with: "<rect key='frame' x = \"20\"")))
        starts.append(contentsOf: ibDocumentFixtures())
        // References outside connections (tie-breakers, size-class masks): cascades that replace a container.
        starts.append(Start(name: "references-outside-connections", xml: ReferenceCascadeTests.storyboard))
        return starts
    }

    /// The hand-written documents of `Tests/IBDocumentTests/Fixtures/StoryboardFixtures.swift`
    /// (navigation flow, iOS and macOS xibs, tvOS, watchOS), read from that file's raw string
    /// literals (`static let name = #"""` … `"""#`, written without indentation). Another test
    /// target's types cannot be imported, so the source text is the shared form.
    static func ibDocumentFixtures() -> [Start] {
        let file = PackagePaths.file("Tests/IBDocumentTests/Fixtures/StoryboardFixtures.swift")
        guard let source = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        var starts: [Start] = []
        var rest = Substring(source)
        while let open = rest.range(of: " = #\"\"\"\n") {
            let name = rest[..<open.lowerBound].split(separator: " ").last.map(String.init) ?? "fixture"
            guard let close = rest[open.upperBound...].range(of: "\n\"\"\"#") else { break }
            let body = String(rest[open.upperBound..<close.lowerBound])
            if (try? SyncDocument(text: body)) != nil { starts.append(Start(name: "ibdocument-\(name)", xml: body)) }
            rest = rest[close.upperBound...]
        }
        return starts
    }

    /// Replaces each line's leading spaces by `indent(count)`.
    private static func reindent(_ text: String, _ indent: (Int) -> String) -> String {
        text.components(separatedBy: "\n").map { line -> String in
            let spaces = line.prefix { $0 == " " }.count
            return indent(spaces) + line.dropFirst(spaces)
        }.joined(separator: "\n")
    }

    /// A few shared Xcode fixtures (the smallest of every tenth), when `../shared/fixtures/ib` exists,
    /// and the corpus's first few small documents with size-class masks or tie-breakers.
    static func fixtures() -> [Start] {
        let urls = SampleDocuments.fixtureURLs()
        var starts = stride(from: 0, to: urls.count, by: 10).compactMap { index -> Start? in
            guard let data = try? Data(contentsOf: urls[index]), data.count < 120_000,
                  let text = String(data: data, encoding: .utf8), (try? SyncDocument(text: text)) != nil else { return nil }
            return Start(name: "fixture-\(urls[index].lastPathComponent)", xml: text)
        }
        var corpus = 0
        for url in SampleDocuments.fixtureURLs(in: "corpus") where corpus < 4 {
            guard let data = try? Data(contentsOf: url), data.count < 60_000, let text = String(data: data, encoding: .utf8),
                  text.contains("<exclude reference=") || text.contains("<inferredMetricsTieBreakers>"),
                  (try? SyncDocument(text: text)) != nil else { continue }
            starts.append(Start(name: "corpus-\(url.lastPathComponent)", xml: text))
            corpus += 1
        }
        return starts
    }
}
