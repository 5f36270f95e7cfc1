import IBDocument
import XCTest
@testable import IBCompile

/// Placeholder constraints (`placeholder="YES"`, "Remove at build time") in a hand-written xib,
/// compiled through `NibCompiler`, checked with `UIKitSourceCheck` and read back with the
/// test-only decoder: not archived (neither in the view's constraints nor in the objects), the
/// other constraints untouched; a placeholder that an outlet names is refused.
final class UIKitPlaceholderConstraintTests: XCTestCase {
    static func xib(outlet: String = "") -> String {
        UIKitEncoderTests.xib("""
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="74" placeholder="YES" id="plc-00-hgt"/>
                            <constraint firstAttribute="width" constant="320" id="cst-00-wdt"/>
                        </constraints>\(outlet)
                    </view>
            """)
    }

    func testAPlaceholderConstraintIsNotArchived() throws {
        let document = try InterfaceDocument(text: Self.xib())
        let output = try NibCompiler().compile(document, name: "View")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "View.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(output.files.first).bytes))
        let constraints = graph.objects(ofClass: "NSLayoutConstraint")
        XCTAssertEqual(constraints.count, 1)
        XCTAssertEqual(graph.value(constraints[0], "NSFirstAttribute"), .int8(7), "the width constraint stays")
        let view = try XCTUnwrap(graph.objects(ofClass: "UIView").first)
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(view, "UIViewAutolayoutConstraints"))), constraints)
        XCTAssertFalse(graph.archive.objects.contains { graph.value($0, "NSConstantV2") == .double(74) })
    }

    func testAPlaceholderSomethingRefersToIsRefused() {
        let text = Self.xib(outlet: #"<connections><outlet property="heightConstraint" destination="plc-00-hgt" id="out-00-hgt"/></connections>"#)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "View")) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("placeholder") && message.contains("plc-00-hgt") && message.contains("outlet"), message)
        }
    }
}
