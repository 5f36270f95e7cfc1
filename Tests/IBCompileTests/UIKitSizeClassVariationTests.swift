import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Size-class `<variation key="heightClass=…-widthClass=…">`s compiled through `NibCompiler` and read
/// back with the test-only decoder: a constraint's constants and a stack view's axis become
/// `_UIAttributeTraitStorage`s (most specific size class first, the base value last under the empty
/// trait collection), `<include>`/`<exclude>` become `_UIRelationshipTraitStorageRecord`s after the
/// default variation's (see `UIKitTraitStorage` for the evidence and what is a hypothesis).
final class UIKitSizeClassVariationTests: XCTestCase {
    static let source = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-aaa">
                            <rect key="frame" x="20" y="80" width="200" height="100"/>
                            <variation key="heightClass=compact" axis="horizontal" spacing="4"/>
                        </stackView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pad-vw-bbb">
                            <rect key="frame" x="20" y="200" width="44" height="44"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk-vw-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="80" id="top-cc-001">
                            <variation key="heightClass=compact" constant="30"/>
                            <variation key="heightClass=regular-widthClass=regular" constant="120"/>
                        </constraint>
                        <constraint firstItem="stk-vw-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="lea-cc-002"/>
                        <constraint firstItem="pad-vw-bbb" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="40" id="pad-cc-003"/>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews">
                            <exclude reference="pad-vw-bbb"/>
                        </mask>
                        <mask key="constraints">
                            <exclude reference="pad-cc-003"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=regular-widthClass=regular">
                        <mask key="subviews">
                            <include reference="pad-vw-bbb"/>
                        </mask>
                        <mask key="constraints">
                            <include reference="pad-cc-003"/>
                            <exclude reference="lea-cc-002"/>
                        </mask>
                    </variation>
                </view>
        """)

    private struct Compiled {
        let archive: NibArchive
        var graph: AppKitTestGraph { AppKitTestGraph(archive) }

        func index(_ object: NibObject) -> Int { archive.objects.firstIndex { $0 == object }! }
        func target(_ object: NibObject?, _ key: String) -> Int? {
            guard let object, case .object(let index)? = object.values.first(where: { $0.key == key })?.value else { return nil }
            return index
        }
        func members(_ collection: NibObject?) -> [Int] {
            collection?.values.compactMap { entry in
                guard entry.key == "UINibEncoderEmptyKey" || entry.key.hasPrefix("NS.object."), case .object(let index) = entry.value else { return nil }
                return index
            } ?? []
        }
        func constraint(constant: Double, attribute: Int8) -> Int? {
            archive.objects.firstIndex { object in
                object.className == "NSLayoutConstraint" && object.values.contains { $0.key == "NSFirstAttribute" && $0.value == .int8(attribute) }
                    && object.values.contains { $0.key == "NSConstant" && $0.value == .double(constant) }
            }
        }
        func storages() -> [NibObject] {
            let list = graph.objects(ofClass: "_UITraitStorageList")
            return list.first.flatMap { graph.child($0, "UITraitStorages") }.map(graph.elements) ?? []
        }
        /// A record's trait collection as (horizontal, vertical), nil for unspecified.
        func traits(_ record: NibObject) -> [String: NibValue] {
            let collection = graph.child(record, "UITraitCollection")!
            XCTAssertEqual(collection.className, "UITraitCollection")
            return Dictionary(uniqueKeysWithValues: collection.values.map { ($0.key, $0.value) })
        }
    }

    private static let horizontal = "UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass"
    private static let vertical = "UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass"

    private func compile(_ text: String = source) throws -> Compiled {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Form")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Form.xib")
        return Compiled(archive: try AppKitNibTestDecoder.decode(output.files[0].bytes))
    }

    func testAConstraintsConstantsAreAnAttributeStorageMostSpecificFirstAndTheBaseLast() throws {
        let nib = try compile()
        let graph = nib.graph
        let top = try XCTUnwrap(nib.constraint(constant: 80, attribute: 3))
        let storage = try XCTUnwrap(nib.storages().first { $0.className == "_UIAttributeTraitStorage" && nib.target($0, "UIObject") == top })
        XCTAssertEqual(storage.values.map(\.key), ["UIObject", "UIKeyPath", "UIRecords"])
        XCTAssertEqual(graph.string(graph.child(storage, "UIKeyPath")), "encodedConstant")
        let recordsArray = try XCTUnwrap(graph.child(storage, "UIRecords"))
        XCTAssertEqual(recordsArray.className, "NSMutableArray")
        let records = graph.elements(recordsArray)
        XCTAssertEqual(records.map(\.className), Array(repeating: "_UIAttributeTraitStorageRecord", count: 3))
        XCTAssertEqual(records.map { $0.values.map(\.key) }, Array(repeating: ["UITraitCollection", "UIValue"], count: 3))
        XCTAssertEqual(records.map(nib.traits), [
            [Self.horizontal: .int8(2), Self.vertical: .int8(2)], [Self.vertical: .int8(1)], [:],
        ])
        let values = records.map { graph.child($0, "UIValue")! }
        XCTAssertEqual(values.map(\.className), Array(repeating: "_NSLayoutConstraintConstant", count: 3))
        XCTAssertEqual(values.map { $0.values.map(\.key) }, Array(repeating: ["UISymbolicConstant", "UINumericConstant"], count: 3))
        XCTAssertEqual(values.map { graph.value($0, "UISymbolicConstant") }, [.null, .null, .null])
        XCTAssertEqual(values.map { graph.value($0, "UINumericConstant") }, [.double(120), .double(30), .double(80)])
        // The constraint itself keeps its base constant and stays installed.
        XCTAssertEqual(graph.value(graph.object(top), "NSConstant"), .double(80))
    }

    func testAStackViewsAxisAndSpacingVaryByKeyPath() throws {
        let nib = try compile()
        let graph = nib.graph
        let stack = nib.index(try XCTUnwrap(graph.objects(ofClass: "UIStackView").first))
        let storages = nib.storages().filter { nib.target($0, "UIObject") == stack }
        XCTAssertEqual(storages.map(\.className), ["_UIAttributeTraitStorage", "_UIAttributeTraitStorage"])
        XCTAssertEqual(storages.map { graph.string(graph.child($0, "UIKeyPath")) }, ["axis", "spacing"])
        let axis = graph.elements(try XCTUnwrap(graph.child(storages[0], "UIRecords")))
        XCTAssertEqual(axis.map(nib.traits), [[Self.vertical: .int8(1)], [:]])
        XCTAssertEqual(axis.map { graph.child($0, "UIValue")?.className }, ["NSNumber", "NSNumber"])
        XCTAssertEqual(axis.map { graph.value(graph.child($0, "UIValue")!, "NS.intval") }, [.int8(0), .int8(1)])
        let spacing = graph.elements(try XCTUnwrap(graph.child(storages[1], "UIRecords")))
        XCTAssertEqual(spacing.map { graph.value(graph.child($0, "UIValue")!, "NS.dblval") }, [.double(4), .double(8)])
        XCTAssertEqual(graph.value(graph.object(stack), "UIStackViewAxis"), .int8(1), "the base axis is archived as it is")
    }

    func testIncludesFollowTheDefaultVariationsExclusions() throws {
        let nib = try compile()
        let graph = nib.graph
        let root = try XCTUnwrap(nib.archive.objects.firstIndex { object in
            object.className == "UIView" && object.values.contains { $0.key == "UISubviews" }
        })
        let pad = try XCTUnwrap(nib.archive.objects.firstIndex { object in
            object.className == "UIView" && !object.values.contains { $0.key == "UISubviews" }
                && object.values.contains { $0.key == "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints" }
        })
        let stack = nib.index(try XCTUnwrap(graph.objects(ofClass: "UIStackView").first))
        let top = try XCTUnwrap(nib.constraint(constant: 80, attribute: 3))
        let leading = try XCTUnwrap(nib.constraint(constant: 20, attribute: 5))
        let padLeading = try XCTUnwrap(nib.constraint(constant: 40, attribute: 5))
        XCTAssertEqual(nib.members(graph.child(graph.object(root), "UISubviews")), [stack], "uninstalled by default")
        XCTAssertEqual(nib.members(graph.child(graph.object(root), "UIViewAutolayoutConstraints")), [top, leading])

        let storages = nib.storages().filter { $0.className == "_UIRelationshipTraitStorage" }
        XCTAssertEqual(storages.map { graph.string(graph.child($0, "UIKeyPath")) }, ["traitStorageSubviews", "traitStorageConstraints"])
        for (storage, expected) in zip(storages, [
            [([:], [Int](), [pad]), ([Self.horizontal: NibValue.int8(2), Self.vertical: .int8(2)], [pad], [])],
            [([:], [], [padLeading]), ([Self.horizontal: .int8(2), Self.vertical: .int8(2)], [padLeading], [leading])],
        ]) {
            let records = graph.elements(try XCTUnwrap(graph.child(storage, "UIRecords")))
            XCTAssertEqual(records.count, expected.count)
            for (record, (traits, added, removed)) in zip(records, expected) {
                XCTAssertEqual(nib.traits(record), traits)
                XCTAssertEqual(nib.members(graph.child(record, "UIAddedObjects")), added)
                XCTAssertEqual(nib.members(graph.child(record, "UIRemovedObjects")), removed)
            }
        }
    }

    func testEachSizeClassHasOneTraitCollectionInTheList() throws {
        let nib = try compile()
        let graph = nib.graph
        var byTraits: [String: Set<Int>] = [:]
        for storage in nib.storages() {
            for record in graph.elements(try XCTUnwrap(graph.child(storage, "UIRecords"))) {
                let traits = nib.traits(record).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
                byTraits[traits, default: []].insert(try XCTUnwrap(nib.target(record, "UITraitCollection")))
            }
        }
        XCTAssertEqual(byTraits.count, 3)
        XCTAssertTrue(byTraits.values.allSatisfy { $0.count == 1 }, "\(byTraits)")
    }

    func testOtherTraitsAndAttributesAreRefusedByName() {
        let cases: [(String, String, String)] = [
            (#"<variation key="heightClass=compact" axis="horizontal" spacing="4"/>"#, #"<variation key="idiom=pad" axis="horizontal"/>"#, "idiom=pad"),
            (#"<variation key="heightClass=compact" axis="horizontal" spacing="4"/>"#, #"<variation key="heightClass=compact" alignment="top"/>"#, "alignment"),
            (#"<variation key="heightClass=compact" constant="30"/>"#, #"<variation key="heightClass=compact" multiplier="2"/>"#, "multiplier"),
            (#"<include reference="pad-cc-003"/>"#, #"<include reference="nope-cc-999"/>"#, "nope-cc-999"),
        ]
        for (from, to, named) in cases {
            let text = Self.source.replacingOccurrences(of: from, with: to)
            XCTAssertNotEqual(text, Self.source)
            XCTAssertThrowsError(try compile(text), named) { error in
                XCTAssertTrue("\(error)".contains(named), "\(error)")
            }
        }
        let defaultInclude = Self.source.replacingOccurrences(of: #"<exclude reference="pad-vw-bbb"/>"#, with: #"<include reference="pad-vw-bbb"/>"#)
        XCTAssertThrowsError(try compile(defaultInclude)) { error in
            XCTAssertTrue("\(error)".contains("default <variation> includes"), "\(error)")
        }
    }
}
