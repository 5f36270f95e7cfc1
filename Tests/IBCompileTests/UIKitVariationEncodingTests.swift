import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Uninstalled subviews and constraints (`<variation key="default">` + `<mask>` + `<exclude>`)
/// compiled through `NibCompiler` and read back with the test-only decoder: the excluded
/// objects are archived but not installed, and the trait storages say so, with the keys and
/// key order of the ios-63 fixture nibs (compared directly when `../shared/fixtures` is here).
final class UIKitVariationEncodingTests: XCTestCase {
    static let uninstalled = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Kept" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-kp-aaa">
                            <rect key="frame" x="20" y="80" width="100" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gon-vw-bbb">
                            <rect key="frame" x="20" y="120" width="44" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="44" id="gwd-cc-001"/>
                                <constraint firstAttribute="height" constant="44" id="ght-cc-002"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="gwd-cc-001"/>
                                </mask>
                            </variation>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sfa-gd-ccc"/>
                    <constraints>
                        <constraint firstItem="lbl-kp-aaa" firstAttribute="leading" secondItem="sfa-gd-ccc" secondAttribute="leading" constant="20" id="kpl-cc-003"/>
                        <constraint firstItem="gon-vw-bbb" firstAttribute="top" secondItem="lbl-kp-aaa" secondAttribute="bottom" constant="20" id="gtp-cc-004"/>
                        <constraint firstItem="lbl-kp-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="80" id="kpt-cc-005"/>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews">
                            <exclude reference="gon-vw-bbb"/>
                        </mask>
                        <mask key="constraints">
                            <exclude reference="gtp-cc-004"/>
                        </mask>
                    </variation>
                </view>
        """)

    private struct Compiled {
        let archive: NibArchive
        var graph: AppKitTestGraph { AppKitTestGraph(archive) }

        func index(_ object: NibObject?, _ key: String) -> Int? {
            guard let object, case .object(let index)? = object.values.first(where: { $0.key == key })?.value else { return nil }
            return index
        }
        func indices(_ collection: NibObject?, emptyKey: Bool = true) -> [Int] {
            collection?.values.compactMap { entry in
                guard emptyKey ? entry.key == "UINibEncoderEmptyKey" : entry.key.hasPrefix("NS.object."), case .object(let index) = entry.value else { return nil }
                return index
            } ?? []
        }
        func index(ofViewWith bounds: (Double, Double)) -> Int? {
            archive.objects.firstIndex { object in
                guard case .data(let bytes)? = object.values.first(where: { $0.key == "UIBounds" })?.value, bytes.count == 33 else { return false }
                let doubles = stride(from: 1, to: 33, by: 8).map { offset in
                    Double(bitPattern: (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) })
                }
                return doubles[2] == bounds.0 && doubles[3] == bounds.1
            }
        }
        func constraint(constant: Double, attribute: Int8) -> Int? {
            archive.objects.firstIndex { object in
                object.className == "NSLayoutConstraint" && object.values.contains { $0.key == "NSFirstAttribute" && $0.value == .int8(attribute) }
                    && object.values.contains { $0.key == "NSConstant" && $0.value == .double(constant) }
            }
        }
    }

    private func compile(_ text: String = uninstalled) throws -> Compiled {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Form")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Form.xib")
        return Compiled(archive: try AppKitNibTestDecoder.decode(output.files[0].bytes))
    }

    func testExcludedSubviewsAndConstraintsAreArchivedButNotInstalled() throws {
        let nib = try compile()
        let graph = nib.graph
        let top = try XCTUnwrap(nib.index(ofViewWith: (393, 852)))
        let label = try XCTUnwrap(graph.objects(ofClass: "UILabel").first.flatMap { label in nib.archive.objects.firstIndex { $0 == label } })
        let gone = try XCTUnwrap(nib.index(ofViewWith: (44, 44)))
        XCTAssertEqual(nib.indices(graph.child(graph.object(top), "UISubviews")), [label])
        let kept = [try XCTUnwrap(nib.constraint(constant: 20, attribute: 5)), try XCTUnwrap(nib.constraint(constant: 80, attribute: 3))]
        let excluded = try XCTUnwrap(nib.constraint(constant: 20, attribute: 3))
        XCTAssertEqual(nib.indices(graph.child(graph.object(top), "UIViewAutolayoutConstraints")), kept)
        // The uninstalled view keeps only its installed height constraint.
        let goneHeight = try XCTUnwrap(nib.constraint(constant: 44, attribute: 8))
        let goneWidth = try XCTUnwrap(nib.constraint(constant: 44, attribute: 7))
        XCTAssertEqual(nib.indices(graph.child(graph.object(gone), "UIViewAutolayoutConstraints")), [goneHeight])
        // Excluded objects are still listed, so outlets and the trait storages can reach them.
        let listed = nib.indices(graph.child(graph.object(0), "UINibObjectsKey"))
        for index in [gone, excluded, goneWidth] { XCTAssertTrue(listed.contains(index), "object \(index) is listed") }
    }

    func testTraitStoragesRecordWhatIsUninstalledWithTheFixtureKeys() throws {
        let nib = try compile()
        let graph = nib.graph
        let top = try XCTUnwrap(nib.index(ofViewWith: (393, 852)))
        let gone = try XCTUnwrap(nib.index(ofViewWith: (44, 44)))
        let label = try XCTUnwrap(nib.archive.objects.firstIndex { $0.className == "UILabel" })
        let guide = try XCTUnwrap(nib.archive.objects.firstIndex { $0.className == "UILayoutGuide" })
        let lists = nib.indices(graph.child(graph.object(0), "UINibTraitStorageListsKey"))
        XCTAssertEqual(lists.count, 1)
        let list = graph.object(try XCTUnwrap(lists.first))
        XCTAssertEqual(list.className, "_UITraitStorageList")
        XCTAssertEqual(list.values.map(\.key), ["UITopLevelObject", "UITraitStorages", "UIDescendants"])
        XCTAssertEqual(nib.index(list, "UITopLevelObject"), top)
        let descendants = try XCTUnwrap(graph.child(list, "UIDescendants"))
        XCTAssertEqual(descendants.className, "NSSet")
        XCTAssertEqual(Set(nib.indices(descendants, emptyKey: false)), [label, gone, guide])

        let storagesArray = try XCTUnwrap(graph.child(list, "UITraitStorages"))
        XCTAssertEqual(storagesArray.className, "NSArray")
        let storages = graph.elements(storagesArray)
        XCTAssertEqual(storages.map(\.className), Array(repeating: "_UIRelationshipTraitStorage", count: 3))
        XCTAssertEqual(storages.map { $0.values.map(\.key) }, Array(repeating: ["UIObject", "UIKeyPath", "UIRecords", "UIRelationshipCandidates"], count: 3))
        XCTAssertEqual(storages.map { nib.index($0, "UIObject") }, [top, top, gone])
        XCTAssertEqual(storages.map { graph.string(graph.child($0, "UIKeyPath")) }, ["traitStorageSubviews", "traitStorageConstraints", "traitStorageConstraints"])

        let candidates = storages.map { graph.child($0, "UIRelationshipCandidates") }
        XCTAssertEqual(candidates.map { $0?.className }, Array(repeating: "NSOrderedSet", count: 3))
        XCTAssertEqual(nib.indices(candidates[0], emptyKey: false), [label, gone])
        let topConstraints = [try XCTUnwrap(nib.constraint(constant: 20, attribute: 5)), try XCTUnwrap(nib.constraint(constant: 20, attribute: 3)),
                              try XCTUnwrap(nib.constraint(constant: 80, attribute: 3))]
        XCTAssertEqual(nib.indices(candidates[1], emptyKey: false), topConstraints)
        XCTAssertEqual(nib.indices(candidates[2], emptyKey: false),
                       [try XCTUnwrap(nib.constraint(constant: 44, attribute: 7)), try XCTUnwrap(nib.constraint(constant: 44, attribute: 8))])

        var traitCollections: Set<Int> = []
        for (storage, removed) in zip(storages, [[gone], [topConstraints[1]], [try XCTUnwrap(nib.constraint(constant: 44, attribute: 7))]]) {
            let records = try XCTUnwrap(graph.child(storage, "UIRecords"))
            XCTAssertEqual(records.className, "NSMutableArray")
            let record = try XCTUnwrap(graph.elements(records).first)
            XCTAssertEqual(graph.elements(records).count, 1)
            XCTAssertEqual(record.className, "_UIRelationshipTraitStorageRecord")
            XCTAssertEqual(record.values.map(\.key), ["UITraitCollection", "UIAddedObjects", "UIRemovedObjects"])
            let traits = try XCTUnwrap(nib.index(record, "UITraitCollection"))
            XCTAssertEqual(graph.object(traits).className, "UITraitCollection")
            XCTAssertTrue(graph.object(traits).values.isEmpty, "the empty trait collection: every size class")
            traitCollections.insert(traits)
            XCTAssertEqual(graph.child(record, "UIAddedObjects")?.className, "NSSet")
            XCTAssertTrue(graph.child(record, "UIAddedObjects")?.values.isEmpty ?? false)
            XCTAssertEqual(graph.child(record, "UIRemovedObjects")?.className, "NSSet")
            XCTAssertEqual(nib.indices(graph.child(record, "UIRemovedObjects"), emptyKey: false), removed)
        }
        XCTAssertEqual(traitCollections.count, 1, "one trait collection shared by the list's records, as in the fixtures")
    }

    /// The same classes with the same keys in the same order as Apple's ibtool wrote them for
    /// ios-63's uninstalled "reset" button.
    func testTraitStorageObjectsHaveTheKeysOfTheIos63Fixture() throws {
        guard let url = SharedFixtures.url("nib/ios-man12nam-ios-63/Base.lproj/Main.storyboardc/IAK-b5-LWe-view-7WH-9G-q10.nib") else {
            throw XCTSkip("../shared/fixtures/nib is not present")
        }
        let theirs = try AppKitNibTestDecoder.decode([UInt8](try Data(contentsOf: url)))
        let ours = try compile().archive
        func keys(_ archive: NibArchive, _ className: String) -> Set<[String]> {
            Set(archive.objects.filter { $0.className == className }.map { $0.values.map(\.key) })
        }
        for className in ["_UITraitStorageList", "_UIRelationshipTraitStorage", "_UIRelationshipTraitStorageRecord", "UITraitCollection"] {
            XCTAssertEqual(keys(ours, className), keys(theirs, className), className)
        }
        let rootKeys = { (archive: NibArchive) in archive.objects[0].values.map(\.key) }
        XCTAssertEqual(rootKeys(ours), rootKeys(theirs))
        // Sets use `NS.object.<n>` keys in both.
        for archive in [ours, theirs] {
            let setKeys = archive.objects.filter { $0.className == "NSSet" || $0.className == "NSOrderedSet" }.flatMap { $0.values.map(\.key) }
            XCTAssertFalse(setKeys.isEmpty)
            XCTAssertTrue(setKeys.allSatisfy { $0.hasPrefix("NS.object.") }, "\(setKeys)")
        }
    }

    func testADefaultVariationCannotIncludeWhatIsInstalledAnyway() throws {
        let include = Self.uninstalled.replacingOccurrences(of: "<exclude reference=\"gtp-cc-004\"/>", with: "<include reference=\"gtp-cc-004\"/>")
        XCTAssertThrowsError(try compile(include)) { error in
            XCTAssertTrue("\(error)".contains("default <variation> includes"), "\(error)")
        }
    }

    func testWithoutVariationsTheTraitStorageListsStayEmpty() throws {
        let document = try InterfaceDocument(text: UIKitEncoderTests.viewWithBadge)
        let archive = try AppKitNibTestDecoder.decode(try NibCompiler().compile(document, name: "Badge").files[0].bytes)
        let graph = AppKitTestGraph(archive)
        let lists = try XCTUnwrap(graph.child(graph.object(0), "UINibTraitStorageListsKey"))
        XCTAssertEqual(lists.values.map(\.key), ["NSInlinedValue"])
        XCTAssertTrue(graph.objects(ofClass: "_UITraitStorageList").isEmpty)
    }
}
