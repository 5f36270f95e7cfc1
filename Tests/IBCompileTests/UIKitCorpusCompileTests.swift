import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Compiles every Xcode 8+ (`version="3.0"`) CocoaTouch document of `../shared/fixtures/ib/`
/// through `NibCompiler` and prints, per file, COMPILED or REFUSED with the compiler's message
/// (which names the element it cannot encode), then the count. Every nib written is decoded
/// with the test-only decoder and checked against its source (`UIKitSourceCheck`).
final class UIKitCorpusCompileTests: XCTestCase {
    /// Files that compile today (raise it when the encoder learns more).
    static let expectedCompiledCount = 73

    static func cocoaTouchFiles() throws -> [URL] {
        guard let directory = SharedFixtures.url("ib") else { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return try names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.compactMap { name in
            let url = directory.appendingPathComponent(name)
            // Files that do not open (legacy IB3 archives) are not Xcode 8+ documents.
            guard let document = try? InterfaceDocument(bytes: [UInt8](try Data(contentsOf: url))),
                  document.kind.type.contains("CocoaTouch"), document.root.attribute("version") == "3.0" else { return nil }
            return url
        }
    }

    func testEveryXcode8CocoaTouchFixtureCompilesOrNamesWhatItCannotEncode() throws {
        let files = try Self.cocoaTouchFiles()
        if files.isEmpty { throw XCTSkip("../shared/fixtures/ib is not present") }
        var compiled = 0
        var refusals: [String: Int] = [:]
        for url in files {
            let name = url.deletingPathExtension().lastPathComponent
            let document = try InterfaceDocument(bytes: [UInt8](try Data(contentsOf: url)))
            do {
                let output = try NibCompiler().compile(document, name: name)
                XCTAssertFalse(output.files.isEmpty, name)
                try UIKitSourceCheck(document: output.answering(document), files: output.files).verify(file: url.lastPathComponent)
                compiled += 1
                print("UIKit corpus COMPILED \(url.lastPathComponent): \(output.files.count) file(s)")
            } catch let error as CompileError {
                let message = error.description
                // A refusal must say what it refuses: an element, an attribute, or lint findings.
                XCTAssertTrue(message.contains("<") || message.contains("attribute") || message.contains("lint"),
                              "\(url.lastPathComponent): \(message)")
                print("UIKit corpus REFUSED  \(url.lastPathComponent): \(message)")
                refusals[Self.reason(message), default: 0] += 1
            }
        }
        print("UIKit corpus: \(compiled) of \(files.count) Xcode 8+ CocoaTouch files compile")
        for (reason, count) in refusals.sorted(by: { $0.value > $1.value }) { print("UIKit corpus refusal ×\(count): \(reason)") }
        XCTAssertGreaterThanOrEqual(compiled, Self.expectedCompiledCount)
    }

    /// The refusal without ids, to group files refused for the same reason.
    static func reason(_ message: String) -> String {
        message.replacingOccurrences(of: #" \(id "[^"]*"\)"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"id "[^"]*""#, with: "id …", options: .regularExpression)
            .replacingOccurrences(of: #"scene "[^"]*""#, with: "a scene", options: .regularExpression)
    }
}
