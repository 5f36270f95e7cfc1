import Foundation
import XCTest
import IBDocument
@testable import IBCompile

/// Checks the UIKit encoding against the real iOS nibs of `../shared/fixtures/nib/ios-*`.
/// Those folders hold ibtool's compiled `.storyboardc` output only (no source xibs), so the
/// xib → nib pair comparison counts pairs wherever both files exist (none today), and the
/// root structure we write is checked against every real iOS nib.
final class UIKitFixtureComparisonTests: XCTestCase {
    /// iOS (`.xib`, ibtool `.nib`) pairs in the fixtures whose graphs match ours.
    static let expectedMatchCount = 0

    static var fixtureDirectories: [URL] {
        guard let nibFixtures = SharedFixtures.url("nib") else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: nibFixtures.path)) ?? []
        return names.filter { $0.hasPrefix("ios-") }.sorted().map { nibFixtures.appendingPathComponent($0) }
    }

    private func files(withExtension ext: String, under directory: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == ext }.sorted { $0.path < $1.path }
    }

    private func requireFixtures() throws -> [URL] {
        let directories = Self.fixtureDirectories
        if directories.isEmpty { throw XCTSkip("../shared/fixtures/nib/ios-* is not present") }
        return directories
    }

    func testRootStructureMatchesEveryRealIOSNib() throws {
        let ours = try UIKitNibEncoder().encode(try InterfaceDocument(text: UIKitEncoderTests.viewWithBadge))
        let nibs = try requireFixtures().flatMap { files(withExtension: "nib", under: $0) }
        XCTAssertGreaterThan(nibs.count, 0)
        for nib in nibs {
            let theirs = try AppKitNibTestDecoder.decode(Array(try Data(contentsOf: nib)))
            let name = nib.lastPathComponent
            XCTAssertEqual(theirs.objects[0].className, ours.objects[0].className, name)
            // (Xcode 16 ends a storyboard's scene nibs with `IBUINibLNEVersionKey`; a xib's has none.)
            XCTAssertEqual(theirs.objects[0].values.map(\.key).filter { $0 != "IBUINibLNEVersionKey" }, ours.objects[0].values.map(\.key), name)
            // Every empty one of the four trailing arrays is the same shared NSArray, as we write
            // (trait storage lists are not empty in documents with trait variations).
            let emptyTrailing = theirs.objects[0].values.filter { $0.key != "IBUINibLNEVersionKey" }.suffix(4).map(\.value).filter { value in
                guard case .object(let index) = value else { return false }
                return theirs.objects[index].values == [NibKeyedValue("NSInlinedValue", .bool(true))]
            }
            XCTAssertGreaterThanOrEqual(emptyTrailing.count, 3, name)
            XCTAssertEqual(Set(emptyTrailing.map { "\($0)" }).count, 1, "\(name): one shared empty array")
            // Proxies: UIProxyObject with a single UIProxiedObjectIdentifier, as ours.
            for proxy in theirs.objects where proxy.className == "UIProxyObject" {
                XCTAssertEqual(proxy.values.map(\.key), ["UIProxiedObjectIdentifier"], name)
            }
        }
    }

    func testXibNibPairsMatchStructurally() throws {
        var matches = 0
        var report: [String] = []
        for directory in try requireFixtures() {
            for xib in files(withExtension: "xib", under: directory) {
                let nib = xib.deletingPathExtension().appendingPathExtension("nib")
                guard FileManager.default.fileExists(atPath: nib.path) else { continue }
                do {
                    let ours = try UIKitNibEncoder().encode(try InterfaceDocument(bytes: Array(try Data(contentsOf: xib))))
                    let theirs = try AppKitNibTestDecoder.decode(Array(try Data(contentsOf: nib)))
                    if let difference = AppKitNibGraphComparison(ours: ours, theirs: theirs).firstDifference() {
                        report.append("\(xib.lastPathComponent): \(difference)")
                    } else {
                        matches += 1
                    }
                } catch {
                    report.append("\(xib.lastPathComponent): refused: \(error)")
                }
            }
        }
        print("UIKit fixture pairs matching: \(matches); others:\n" + report.joined(separator: "\n"))
        XCTAssertEqual(matches, Self.expectedMatchCount)
    }
}
