import IBDocument
import XCTest
@testable import IBCompile

/// A storyboard controller's legacy top/bottom layout guides (`<layoutGuides>`), compiled through
/// `NibCompiler`, checked against the source with `UIKitSourceCheck` and read back with the
/// test-only decoder: the `_UILayoutGuide`s appended to the view's subviews (used by a constraint
/// or not), their keys, their own width constraint, the three view constraints per guide that
/// lead the view's constraint array and that each guide lists again, the document's constraint
/// wired to the guide, and the class fallbacks in the class table (read by a class-table reader
/// of this file, independent of the writer).
final class UIKitLayoutGuideEncodingTests: XCTestCase {
    static func storyboard(view: String = "", controllerElement: String = "viewController", rootElement: String = "view",
                           guides: String = #"<viewControllerLayoutGuide type="top" id="top-gd-001"/><viewControllerLayoutGuide type="bottom" id="bot-gd-002"/>"#) -> String {
        UIKitStoryboardFixtureTests.storyboard(initial: "ctl-00-one", """
                <scene sceneID="scn-00-one"><objects>
                    <\(controllerElement) id="ctl-00-one" sceneMemberID="viewController">
                        <layoutGuides>\(guides)</layoutGuides>
                        <\(rootElement) key="view" contentMode="scaleToFill" id="vew-00-one">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\(view)
                        </\(rootElement)>
                    </\(controllerElement)>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-one" sceneMemberID="firstResponder"/>
                </objects></scene>
        """)
    }

    /// A label pinned below the top guide and above the bottom guide.
    static let labelBetweenGuides = """
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-one">
                <rect key="frame" x="16" y="28" width="20" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="lbl-00-one" firstAttribute="top" secondItem="top-gd-001" secondAttribute="bottom" constant="8" id="cst-00-top"/>
            <constraint firstItem="bot-gd-002" firstAttribute="top" secondItem="lbl-00-one" secondAttribute="bottom" constant="8" id="cst-00-bot"/>
        </constraints>
        """

    private func viewNib(_ text: String) throws -> (graph: AppKitTestGraph, bytes: [UInt8]) {
        let files = try UIKitSourceCheck.compileStoryboard(text).files
        let bytes = try XCTUnwrap(files["Main.storyboardc/ctl-00-one-view-vew-00-one.nib"], "no view nib in \(files.keys.sorted())")
        return (AppKitTestGraph(try AppKitNibTestDecoder.decode(bytes)), bytes)
    }

    private func index(_ value: NibValue?) -> Int? {
        if case .object(let index)? = value { return index }
        return nil
    }

    private func rootView(_ graph: AppKitTestGraph) throws -> (index: Int, object: NibObject) {
        let index = try XCTUnwrap(graph.archive.objects.firstIndex { $0.className == "UIView" && graph.value($0, "UISubviews") != nil })
        return (index, graph.object(index))
    }

    func testGuidesAreAppendedToTheViewsSubviewsWithTheirKeys() throws {
        let (graph, _) = try viewNib(Self.storyboard(view: Self.labelBetweenGuides))
        let (_, view) = try rootView(graph)
        let subviews = graph.elements(try XCTUnwrap(graph.child(view, "UISubviews")))
        XCTAssertEqual(subviews.map(\.className), ["UILabel", "_UILayoutGuide", "_UILayoutGuide"], "the document's subviews first, then the guides")
        XCTAssertEqual(subviews[1...].map { graph.string(graph.child($0, "_UILayoutGuideIdentifier")) }, ["_UIViewControllerTop", "_UIViewControllerBottom"])
        for guide in subviews[1...] {
            // Apple's keys and order (the ios-pairs' Flutter and Corona templates, Xcode 13–16).
            XCTAssertEqual(guide.values.map(\.key), [
                "UIDeepDrawRect", "UIOpaque", "UIHidden", "UIAutoresizeSubviews",
                "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewAutolayoutConstraints", "UIViewSemanticContentAttribute",
                "UIViewLargeContentStoredProperties", "_UILayoutGuideIdentifier", "_UILayoutGuideConstraintsToRemove",
            ], "no frame keys and no autoresizing mask")
            XCTAssertEqual(graph.value(guide, "UIHidden"), .bool(true))
            XCTAssertEqual(graph.value(guide, "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"), .bool(true))
            // Its own constraint: width, no second item, priority 999 (`_setUpCounterDimensionConstraint`).
            let own = graph.elements(try XCTUnwrap(graph.child(guide, "UIViewAutolayoutConstraints")))
            XCTAssertEqual(own.map(\.className), ["_UILayoutSupportConstraint"])
            XCTAssertEqual(own[0].values.map(\.key), ["NSFirstItem", "NSFirstAttributeV2", "NSFirstAttribute", "NSShouldBeArchived", "NSPriority"])
            XCTAssertEqual(graph.value(own[0], "NSFirstAttribute"), .int8(7))
            XCTAssertEqual(graph.value(own[0], "NSPriority"), .int16(999))
            XCTAssertEqual(graph.child(own[0], "NSFirstItem"), guide)
        }
    }

    func testSupportConstraintsLeadTheViewsConstraintsAndAreListedAgainOnTheGuide() throws {
        let (graph, _) = try viewNib(Self.storyboard(view: Self.labelBetweenGuides))
        let (viewIndex, view) = try rootView(graph)
        let subviews = graph.elements(try XCTUnwrap(graph.child(view, "UISubviews")))
        let (top, bottom) = (subviews[1], subviews[2])
        let constraints = graph.elements(try XCTUnwrap(graph.child(view, "UIViewAutolayoutConstraints")))
        XCTAssertEqual(constraints.map(\.className), Array(repeating: "NSLayoutConstraint", count: 8))
        func describe(_ constraint: NibObject) -> String {
            func item(_ key: String) -> String {
                guard let object = graph.child(constraint, key) else { return "-" }
                if object == view { return "view" }
                return object == top ? "top" : object == bottom ? "bottom" : object.className
            }
            func attribute(_ key: String) -> String { graph.value(constraint, key).map { "\($0)" } ?? "-" }
            return "\(item("NSFirstItem")).\(attribute("NSFirstAttribute")) = \(item("NSSecondItem")).\(attribute("NSSecondAttribute"))"
        }
        XCTAssertEqual(constraints.prefix(6).map(describe), [
            "top.int8(5) = view.int8(5)", "top.int8(3) = view.int8(3)", "top.int8(8) = -.-",
            "bottom.int8(5) = view.int8(5)", "bottom.int8(8) = -.-", "view.int8(4) = bottom.int8(4)",
        ])
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(top, "_UILayoutGuideConstraintsToRemove"))), Array(constraints[0..<3]))
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(bottom, "_UILayoutGuideConstraintsToRemove"))), Array(constraints[3..<6]))
        // The document's constraints point at the archived guides.
        XCTAssertEqual(graph.child(constraints[6], "NSSecondItem"), top)
        XCTAssertEqual(graph.value(constraints[6], "NSSecondAttribute"), .int8(4))
        XCTAssertEqual(graph.child(constraints[7], "NSFirstItem"), bottom)
        XCTAssertEqual(graph.value(constraints[7], "NSConstant"), .double(8))
        // Listed: the view, its own two constraints, the guides, then its subviews; none of the
        // guides' constraints (Apple's ios-pairs).
        let listed = graph.elements(try XCTUnwrap(graph.child(graph.object(0), "UINibObjectsKey")))
        let viewAt = try XCTUnwrap(listed.firstIndex(of: graph.object(viewIndex)))
        XCTAssertEqual(Array(listed[(viewAt + 1)...(viewAt + 4)]), Array(constraints[6..<8]) + [top, bottom])
        XCTAssertEqual(listed[viewAt + 5].className, "UILabel")
        XCTAssertFalse(constraints[0..<6].contains { listed.contains($0) })
    }

    func testUnusedGuidesAreArchivedAndGiveTheViewBothArrays() throws {
        let (graph, bytes) = try viewNib(Self.storyboard())
        let (_, view) = try rootView(graph)
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(view, "UISubviews"))).map(\.className), ["_UILayoutGuide", "_UILayoutGuide"])
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(view, "UIViewAutolayoutConstraints"))).count, 6)
        let fallbacks = try Self.classFallbacks(bytes)
        XCTAssertEqual(fallbacks["_UILayoutGuide"], ["UIView"])
        XCTAssertEqual(fallbacks["_UILayoutSupportConstraint"], ["NSLayoutConstraint"])
        XCTAssertEqual(fallbacks["UIView"], [], "public classes keep an empty fallback list")
    }

    func testOnlyATopGuideArchivesOneGuide() throws {
        let (graph, _) = try viewNib(Self.storyboard(guides: #"<viewControllerLayoutGuide type="top" id="top-gd-001"/>"#))
        let (_, view) = try rootView(graph)
        let subviews = graph.elements(try XCTUnwrap(graph.child(view, "UISubviews")))
        XCTAssertEqual(subviews.map { graph.string(graph.child($0, "_UILayoutGuideIdentifier")) }, ["_UIViewControllerTop"])
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(view, "UIViewAutolayoutConstraints"))).count, 3)
    }

    func testGuidesOnANonPlainViewAndUnknownGuideTypesAreRefused() throws {
        let table = Self.storyboard(controllerElement: "tableViewController", rootElement: "tableView")
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: table), name: "Main")) { error in
            XCTAssertTrue(String(describing: error).contains("viewControllerLayoutGuide"), String(describing: error))
        }
        let odd = Self.storyboard(guides: #"<viewControllerLayoutGuide type="left" id="lft-gd-003"/>"#)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: odd), name: "Main")) { error in
            XCTAssertTrue(String(describing: error).contains("type \"left\""), String(describing: error))
        }
    }

    /// Class name → fallback class names, from a NIBArchive's class table (header words at 42
    /// and 46: count and offset; each entry: length varint, fallback count varint, that many
    /// little-endian 32-bit class indices, the NUL-terminated name).
    static func classFallbacks(_ bytes: [UInt8]) throws -> [String: [String]] {
        func word(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) } }
        var cursor = word(46)
        func varint() -> Int {
            var (result, shift) = (0, 0)
            while true {
                let byte = bytes[cursor]; cursor += 1
                result |= Int(byte & 0x7F) << shift
                if byte & 0x80 != 0 { return result }
                shift += 7
            }
        }
        var entries: [(name: String, fallbacks: [Int])] = []
        for _ in 0..<word(42) {
            let length = varint()
            let count = varint()
            let fallbacks = (0..<count).map { _ in defer { cursor += 4 }; return word(cursor) }
            entries.append((String(decoding: bytes[cursor..<cursor + length].prefix { $0 != 0 }, as: UTF8.self), fallbacks))
            cursor += length
        }
        return Dictionary(entries.map { ($0.name, $0.fallbacks.map { entries[$0].name }) }, uniquingKeysWith: { first, _ in first })
    }
}
