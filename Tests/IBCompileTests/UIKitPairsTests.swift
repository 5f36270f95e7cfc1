import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// The iOS (source storyboard, Apple `.storyboardc`) pairs of `../shared/fixtures/nib/ios-pairs`,
/// compiled as `storyweave compile` compiles them (`NibCompiler()` with its defaults, the same call
/// `CompileCommand` makes): every nib an Xcode 14 or later built must have Apple's object graph —
/// classes, keys, value types, values and order (`AppKitNibGraphComparison`) and the same objects
/// shared (the same number of objects of each class, so no string, number or array is written
/// twice where Apple writes it once, or once where Apple writes two). Older builds (Xcode 10–13,
/// or a build whose Xcode is not recorded) print their similarity.
///
/// Where Xcode 14 and 16 differ, Storyweave writes what 16 writes: the only difference in these
/// pairs is `IBUINibLNEVersionKey` at the end of a scene nib's root (`UIKitNibRoot`), which an
/// Xcode 14 nib is compared without.
final class UIKitPairsTests: XCTestCase {
    struct Pair {
        let directory: URL
        let name: String
        /// Xcode's major version from the manifest's notes ("Xcode 14.2 (14C18)"), nil when not recorded.
        let xcode: Int?
    }

    static func pairs() throws -> [Pair] {
        guard let root = SharedFixtures.url("nib/ios-pairs") else { throw XCTSkip("../shared/fixtures/nib/ios-pairs is not present") }
        let manifest = try String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let directory = fields.first, !directory.isEmpty else { return nil }
            let notes = fields.last ?? ""
            let xcode = notes.range(of: #"Xcode (\d+)\."#, options: .regularExpression).flatMap {
                Int(notes[$0].dropFirst("Xcode ".count).dropLast())
            }
            return Pair(directory: root.appendingPathComponent(directory), name: directory, xcode: xcode)
        }
    }

    /// Apple's `.storyboardc` and ours, by file name.
    static func compile(_ pair: Pair) throws -> (theirs: URL, ours: [String: [UInt8]]) {
        let sources = try FileManager.default.contentsOfDirectory(atPath: pair.directory.appendingPathComponent("source").path)
        let compiledFolder = pair.directory.appendingPathComponent("compiled")
        guard let source = sources.first(where: { $0.hasSuffix(".storyboard") }),
              let folder = try FileManager.default.contentsOfDirectory(atPath: compiledFolder.path).first(where: { $0.hasSuffix(".storyboardc") }) else {
            throw XCTSkip("\(pair.name): no source storyboard or compiled folder")
        }
        let document = try InterfaceDocument(bytes: [UInt8](try Data(contentsOf: pair.directory.appendingPathComponent("source/\(source)"))))
        let name = (folder as NSString).deletingPathExtension
        let output = try NibCompiler().compile(document, name: name)
        let ours = Dictionary(uniqueKeysWithValues: output.files.map { (($0.path as NSString).lastPathComponent, $0.bytes) })
        return (compiledFolder.appendingPathComponent(folder), ours)
    }

    /// The first difference between our nib and Apple's, nil when the graphs are the same.
    static func difference(ours: [UInt8], theirs: [UInt8], xcode: Int?) throws -> String? {
        var ourArchive = try AppKitNibTestDecoder.decode(ours)
        let theirArchive = try AppKitNibTestDecoder.decode(theirs)
        if (xcode ?? 0) < 16 { ourArchive.objects[0].values.removeAll { $0.key == "IBUINibLNEVersionKey" } }
        if let difference = AppKitNibGraphComparison(ours: ourArchive, theirs: theirArchive).firstDifference() { return difference }
        let ourClasses = Dictionary(grouping: ourArchive.objects, by: \.className).mapValues(\.count)
        let theirClasses = Dictionary(grouping: theirArchive.objects, by: \.className).mapValues(\.count)
        for (className, count) in theirClasses.sorted(by: { $0.key < $1.key }) where ourClasses[className] != count {
            return "\(ourClasses[className] ?? 0) \(className) objects instead of Apple's \(count) (sharing differs)"
        }
        if ourArchive.objects.count != theirArchive.objects.count {
            return "\(ourArchive.objects.count) objects instead of Apple's \(theirArchive.objects.count)"
        }
        return nil
    }

    /// How alike two graphs are: the Jaccard index of their multisets of values, each value
    /// described as class.key = value (objects by class name only).
    static func similarity(ours: [UInt8], theirs: [UInt8]) throws -> Double {
        func bag(_ archive: NibArchive) -> [String: Int] {
            var bag: [String: Int] = [:]
            for object in archive.objects {
                for value in object.values {
                    let described: String
                    if case .object(let index) = value.value { described = "<\(archive.objects[index].className)>" } else { described = "\(value.value)" }
                    bag["\(object.className).\(value.key)=\(described)", default: 0] += 1
                }
            }
            return bag
        }
        let left = bag(try AppKitNibTestDecoder.decode(ours)), right = bag(try AppKitNibTestDecoder.decode(theirs))
        let keys = Set(left.keys).union(right.keys)
        let shared = keys.reduce(0) { $0 + min(left[$1] ?? 0, right[$1] ?? 0) }
        let all = keys.reduce(0) { $0 + max(left[$1] ?? 0, right[$1] ?? 0) }
        return all == 0 ? 1 : Double(shared) / Double(all)
    }

    func testEveryXcode14AndLaterNibHasApplesObjectGraph() throws {
        var modern = 0, identical = 0
        var report: [String] = []
        for pair in try Self.pairs() {
            let isModern = (pair.xcode ?? 0) >= 14
            let theirFolder: URL, ours: [String: [UInt8]]
            do { (theirFolder, ours) = try Self.compile(pair) } catch {
                report.append("\(pair.name) (Xcode \(pair.xcode.map(String.init) ?? "?")): refused: \(error)")
                if isModern { XCTFail("\(pair.name): \(error)") }
                continue
            }
            let theirFiles = try FileManager.default.contentsOfDirectory(atPath: theirFolder.path).filter { $0.hasSuffix(".nib") || $0 == "Info.plist" }.sorted()
            for file in theirFiles {
                let theirs = [UInt8](try Data(contentsOf: theirFolder.appendingPathComponent(file)))
                let label = "\(pair.name)/\(file) (Xcode \(pair.xcode.map(String.init) ?? "?"))"
                guard let our = ours[file] else {
                    report.append("\(label): we wrote no such file")
                    if isModern { XCTFail("\(label): we wrote no such file") }
                    continue
                }
                if file == "Info.plist" {
                    // The same dictionaries; the bytes may differ in key order (Apple's binary plist
                    // follows CFDictionary's hash order, which is not reproduced).
                    let ourPlist = try PropertyListSerialization.propertyList(from: Data(our), format: nil) as? NSDictionary
                    let theirPlist = try PropertyListSerialization.propertyList(from: Data(theirs), format: nil) as? NSDictionary
                    if isModern { XCTAssertEqual(ourPlist, theirPlist, "\(label): Info.plist") }
                    if our != theirs { report.append("\(label): the same Info.plist in another key order") }
                    continue
                }
                if isModern {
                    modern += 1
                    if let difference = try Self.difference(ours: our, theirs: theirs, xcode: pair.xcode) {
                        XCTFail("\(label): \(difference)")
                    } else {
                        identical += 1
                    }
                } else {
                    let similarity = try Self.similarity(ours: our, theirs: theirs)
                    let difference = try Self.difference(ours: our, theirs: theirs, xcode: pair.xcode)
                    report.append("\(label): similarity \(String(format: "%.3f", similarity))" + (difference.map { "; first difference: \($0)" } ?? "; identical"))
                }
            }
            if isModern {
                XCTAssertEqual(Set(ours.keys), Set(theirFiles), "\(pair.name): the files of the .storyboardc")
            }
        }
        print("iOS pairs, Xcode 14 and later: \(identical) of \(modern) nibs have Apple's object graph\nOlder or unrecorded builds:\n" + report.joined(separator: "\n"))
        XCTAssertGreaterThan(modern, 0)
    }
}
