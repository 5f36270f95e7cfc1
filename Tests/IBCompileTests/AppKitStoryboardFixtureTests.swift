import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Compiles the ten macOS storyboards of `../shared/fixtures/nib/macos-viraptor-ibtool/correct/`
/// (`sb_*.storyboard`, `Base.lproj/sb_localized.storyboard`) and compares every file with
/// Apple's `sb_*.out/` folder beside each: the same file names, `Info.plist` equal as a value,
/// and each nib the same object graph (`AppKitNibGraphComparison`). ibtool draws the
/// controllers' `uniqueIdentifierForStoryboardCompilation` UUIDs at random on every compile,
/// so those strings (and `NSViewControllerIdentifiersToUUIDs`' values) are compared as "a
/// UUID", and each side is checked to use the same UUID in its `Info.plist` and scene nib.
final class AppKitStoryboardFixtureTests: XCTestCase {
    /// Storyboards whose whole output matches Apple's (raise it when the compiler learns more).
    static let expectedMatchCount = 9

    static var fixtureDirectory: URL? { AppKitFixtureComparisonTests.fixtureDirectory }

    static func storyboards(in directory: URL) throws -> [URL] {
        var urls: [URL] = []
        for folder in [directory, directory.appendingPathComponent("Base.lproj")] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            urls += names.filter { $0.hasSuffix(".storyboard") }.sorted().map { folder.appendingPathComponent($0) }
        }
        return urls
    }

    /// The first fact in which our compile of `storyboard` differs from Apple's folder; nil when all match.
    static func firstDifference(_ storyboard: URL, compiler: NibCompiler) throws -> String? {
        let name = storyboard.deletingPathExtension().lastPathComponent
        let folder = storyboard.deletingLastPathComponent().appendingPathComponent("\(name).out")
        var compiler = compiler
        compiler.isBaseLocalized = storyboard.deletingLastPathComponent().lastPathComponent == "Base.lproj"
        let output: CompiledOutput
        do {
            output = try compiler.compile(try InterfaceDocument(bytes: [UInt8](Data(contentsOf: storyboard))), name: name)
        } catch {
            return "REFUSED: \(error)"
        }
        let prefix = "\(name).storyboardc/"
        guard output.files.allSatisfy({ $0.path.hasPrefix(prefix) }) else { return "files outside \(prefix)" }
        let ours = Dictionary(uniqueKeysWithValues: output.files.map { (String($0.path.dropFirst(prefix.count)), $0.bytes) })
        let theirNames = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        guard ours.keys.sorted() == theirNames else { return "file names \(ours.keys.sorted()) instead of \(theirNames)" }

        let ourInfo = try infoPlist(ours["Info.plist"] ?? [])
        let theirInfo = try infoPlist([UInt8](Data(contentsOf: folder.appendingPathComponent("Info.plist"))))
        if let difference = plistDifference(normalizingUUIDs(ourInfo), normalizingUUIDs(theirInfo), path: "Info.plist") { return difference }

        for nibName in theirNames where nibName.hasSuffix(".nib") {
            let (ourNib, ourUUIDs) = normalizingUUIDs(try AppKitNibTestDecoder.decode(ours[nibName] ?? []))
            let (theirNib, theirUUIDs) = normalizingUUIDs(try AppKitNibTestDecoder.decode([UInt8](Data(contentsOf: folder.appendingPathComponent(nibName)))))
            if let difference = AppKitNibGraphComparison(ours: ourNib, theirs: theirNib).firstDifference() { return "\(nibName): \(difference)" }
            // The scene nib of a window controller carries the UUID Info.plist gives its identifier.
            let identifier = String(nibName.dropLast(4))
            for (info, uuids, side) in [(ourInfo, ourUUIDs, "our"), (theirInfo, theirUUIDs, "Apple's")] {
                if let uuid = (info["NSViewControllerIdentifiersToUUIDs"] as? [String: Any])?[identifier] as? String, !uuids.contains(uuid) {
                    return "\(side) \(nibName) does not carry the UUID its Info.plist gives it (\(uuid))"
                }
            }
        }
        return nil
    }

    static func infoPlist(_ bytes: [UInt8]) throws -> [String: Any] {
        let value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        guard let dictionary = value as? [String: Any] else { throw AppKitNibTestDecoder.Failure(description: "Info.plist is not a dictionary") }
        return dictionary
    }

    static func isUUID(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [8, 4, 4, 4, 12] && parts.allSatisfy { $0.allSatisfy { $0.isHexDigit && !$0.isLowercase } }
    }

    /// `NSViewControllerIdentifiersToUUIDs`' values replaced by "UUID" (when they are UUIDs).
    static func normalizingUUIDs(_ info: [String: Any]) -> [String: Any] {
        var info = info
        if let uuids = info["NSViewControllerIdentifiersToUUIDs"] as? [String: Any] {
            info["NSViewControllerIdentifiersToUUIDs"] = uuids.mapValues { value -> Any in
                guard let text = value as? String, isUUID(text) else { return value }
                return "UUID"
            }
        }
        return info
    }

    /// The archive with every `uniqueIdentifierForStoryboardCompilation` string that is a UUID
    /// replaced by "UUID", and the UUIDs replaced.
    static func normalizingUUIDs(_ archive: NibArchive) -> (NibArchive, [String]) {
        var archive = archive
        var uuids: [String] = []
        let targets = archive.objects.flatMap(\.values).compactMap { entry -> Int? in
            guard entry.key == "uniqueIdentifierForStoryboardCompilation", case .object(let index) = entry.value else { return nil }
            return index
        }
        for index in Set(targets) {
            guard case .data(let bytes)? = archive.objects[index].values.first?.value,
                  let text = String(bytes: bytes, encoding: .utf8), isUUID(text) else { continue }
            uuids.append(text)
            archive.objects[index].values[0].value = .data(Array("UUID".utf8))
        }
        return (archive, uuids)
    }

    /// The first difference between two property-list values, naming its path.
    static func plistDifference(_ ours: Any, _ theirs: Any, path: String) -> String? {
        switch (ours, theirs) {
        case (let left as [String: Any], let right as [String: Any]):
            for key in right.keys.sorted() where left[key] == nil { return "\(path): missing key \(key) = \(right[key]!)" }
            for key in left.keys.sorted() where right[key] == nil { return "\(path): extra key \(key) = \(left[key]!)" }
            for key in right.keys.sorted() {
                if let difference = plistDifference(left[key]!, right[key]!, path: "\(path).\(key)") { return difference }
            }
            return nil
        case (let left as [Any], let right as [Any]):
            guard left.count == right.count else { return "\(path): \(left.count) elements instead of \(right.count)" }
            for (index, (a, b)) in zip(left, right).enumerated() {
                if let difference = plistDifference(a, b, path: "\(path)[\(index)]") { return difference }
            }
            return nil
        default:
            return (ours as? NSObject)?.isEqual(theirs) == true ? nil : "\(path): \(ours) instead of \(theirs)"
        }
    }

    func testFixtureStoryboardsMatchApplesStoryboardc() throws {
        guard let directory = Self.fixtureDirectory else {
            throw XCTSkip("../shared/fixtures/nib/macos-viraptor-ibtool is not present")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let compiler = NibCompiler(colorProfiles: try AppKitFixtureComparisonTests.colorProfiles(in: directory, names: names))
        let storyboards = try Self.storyboards(in: directory)
        var matches = 0
        for storyboard in storyboards {
            let label = storyboard.path.dropFirst(directory.path.count + 1)
            if let difference = try Self.firstDifference(storyboard, compiler: compiler) {
                print("AppKit storyboard DIFF  \(label): \(difference)")
            } else {
                matches += 1
                print("AppKit storyboard MATCH \(label)")
            }
        }
        print("AppKit storyboards: \(matches) of \(storyboards.count) match")
        XCTAssertEqual(storyboards.count, 10, "the fixture folder holds ten macOS storyboards")
        XCTAssertGreaterThanOrEqual(matches, Self.expectedMatchCount)
    }
}
