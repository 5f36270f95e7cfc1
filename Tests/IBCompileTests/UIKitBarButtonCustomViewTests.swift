import IBDocument
import XCTest
@testable import IBCompile

/// A bar button item's custom view (`<button key="customView">`) in a navigation item, compiled
/// through `NibCompiler` and read back with the test-only decoder: the view, archived by the
/// view encoder, is the item's first key `UICustomView` (`-[UIBarButtonItem encodeWithCoder:]`,
/// decompiled UIKitCore iOS 26.1), its action is an ordinary control event connection in the
/// scene nib, and a segue from a button is a `perform:` connection to its template in the same nib.
final class UIKitBarButtonCustomViewTests: XCTestCase {
    static func storyboard(_ connection: String) -> String {
        UIKitStoryboardFixtureTests.randomPhotoMain.replacingOccurrences(
            of: #"<navigationItem key="navigationItem" title="Random Photo" id="OJh-bB-aTu"/>"#, with: """
            <navigationItem key="navigationItem" title="Random Photo" id="OJh-bB-aTu">
            <barButtonItem key="rightBarButtonItem" id="cst-it-010">
                <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="cbt-it-011">
                    <rect key="frame" x="300" y="7" width="80" height="30"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <state key="normal" title="Next"/>
                    <connections>
                        \(connection)
                    </connections>
                </button>
            </barButtonItem>
            </navigationItem>
            """)
    }

    private func sceneNib(_ text: String) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Main")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Main.storyboard")
        let nib = try XCTUnwrap(output.files.first { $0.path == "Main.storyboardc/UINavigationController-hrx-Dz-cXQ.nib" })
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(nib.bytes))
    }

    func testCustomViewIsTheItemsFirstKeyAndKeepsItsAction() throws {
        let text = Self.storyboard(#"<action selector="next:" destination="BYZ-38-t0r" eventType="touchUpInside" id="nxt-it-012"/>"#)
        XCTAssertTrue(text.contains("cst-it-010"))
        let graph = try sceneNib(text)
        let navigationItem = try XCTUnwrap(graph.objects(ofClass: "UINavigationItem").first)
        let item = try XCTUnwrap(graph.child(navigationItem, "UIRightBarButtonItem"))
        XCTAssertEqual(item.values.map(\.key), ["UICustomView", "UIEnabled", "UIStyle"])
        let button = try XCTUnwrap(graph.child(item, "UICustomView"))
        XCTAssertEqual(button.className, "UIButton")
        XCTAssertEqual(button.values.first?.key, "UIBounds", "archived with the view keys")
        let content = graph.elements(try XCTUnwrap(graph.child(button, "UIButtonStatefulContent")))
        XCTAssertEqual(graph.string(graph.child(content.last, "UITitle")), "Next")
        let actions = graph.objects(ofClass: "UIRuntimeEventConnection").filter { graph.string(graph.child($0, "UILabel")) == "next:" }
        XCTAssertEqual(actions.count, 1)
        XCTAssertEqual(graph.child(actions.first, "UISource"), button)
        XCTAssertEqual(graph.value(try XCTUnwrap(actions.first), "UIEventMask"), .int8(64), "a control's action keeps its mask")
    }

    func testSegueFromACustomViewIsAPerformConnectionToItsTemplate() throws {
        let graph = try sceneNib(Self.storyboard(#"<segue destination="BYZ-38-t0r" kind="show" identifier="next" id="seg-it-013"/>"#))
        let navigationItem = try XCTUnwrap(graph.objects(ofClass: "UINavigationItem").first)
        let button = try XCTUnwrap(graph.child(graph.child(navigationItem, "UIRightBarButtonItem"), "UICustomView"))
        let templates = graph.objects(ofClass: "UIStoryboardShowSegueTemplate")
        XCTAssertEqual(templates.count, 1)
        let template = try XCTUnwrap(templates.first)
        XCTAssertEqual(graph.string(graph.child(template, "UIIdentifier")), "next")
        let performs = graph.objects(ofClass: "UIRuntimeEventConnection").filter { graph.string(graph.child($0, "UILabel")) == "perform:" }
        XCTAssertEqual(performs.count, 1)
        XCTAssertEqual(graph.child(performs.first, "UISource"), button)
        XCTAssertEqual(graph.child(performs.first, "UIDestination"), template, "the template is in the same nib: no placeholder")
        XCTAssertEqual(graph.value(try XCTUnwrap(performs.first), "UIEventMask"), .int8(64), "touch up inside, as a button's segue in a view nib")
        let owners = graph.objects(ofClass: "UIRuntimeOutletConnection").filter { graph.string(graph.child($0, "UILabel")) == "viewController" }
        XCTAssertEqual(owners.map { graph.child($0, "UISource") }, [template])
    }

    func testSegueFromANonControlCustomViewIsRefusedByName() throws {
        let text = Self.storyboard(#"<segue destination="BYZ-38-t0r" kind="show" id="seg-it-013"/>"#)
            .replacingOccurrences(of: #"<button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="cbt-it-011">"#,
                                  with: #"<view key="customView" contentMode="scaleToFill" id="cbt-it-011">"#)
            .replacingOccurrences(of: #"<state key="normal" title="Next"/>"#, with: "")
            .replacingOccurrences(of: "</button>", with: "</view>")
        XCTAssertTrue(text.contains(#"<view key="customView""#))
        XCTAssertThrowsError(try sceneNib(text)) { error in
            guard case CompileError.encoding(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("segue") && message.contains("cbt-it-011"), message)
        }
    }
}
