import IBDocument
import XCTest
@testable import IBCompile

/// A Swift window class (`customModule`) in a `customObjectInstantitationMethod="direct"` document
/// keeps its `NSWindowTemplate` (never an `NSClassSwapper`): the mangled runtime name goes to
/// `NSWindowClass` and an `IBClassReference` names class and module, as outside direct documents.
/// A hypothesis (no pair has a window with a module); see `AppKitWindowEncoder`.
final class AppKitWindowSwiftClassTests: XCTestCase {
    private func graph(rootAttributes: String) throws -> AppKitTestGraph {
        let text = AppKitEncoderTests.xib("""
                <window title="W" animationBehavior="default" id="W1" customClass="PlayerWindow" customModule="Player" customModuleProvider="target">
                    <rect key="contentRect" x="0.0" y="0.0" width="300" height="200"/>
                    <view key="contentView" id="V1">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                </window>
        """, rootAttributes: rootAttributes)
        return AppKitTestGraph(try AppKitNibEncoder(colorProfiles: nil).encode(try InterfaceDocument(text: text)))
    }

    private func assertSwiftWindowClass(_ graph: AppKitTestGraph, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(graph.objects(ofClass: "NSClassSwapper").isEmpty, file: file, line: line)
        let template = try XCTUnwrap(graph.objects(ofClass: "NSWindowTemplate").first, file: file, line: line)
        XCTAssertEqual(graph.string(graph.child(template, "NSWindowClass")), "_TtC6Player12PlayerWindow", file: file, line: line)
        let reference = try XCTUnwrap(graph.child(template, "IBClassReference"), file: file, line: line)
        XCTAssertEqual(graph.string(graph.child(reference, "IBClassName")), "PlayerWindow", file: file, line: line)
        XCTAssertEqual(graph.string(graph.child(reference, "IBModuleName")), "Player", file: file, line: line)
        XCTAssertEqual(graph.string(graph.child(reference, "IBModuleProvider")), "target", file: file, line: line)
    }

    func testDirectDocumentKeepsTheTemplateWithTheMangledClassName() throws {
        try assertSwiftWindowClass(try graph(rootAttributes: #"useAutolayout="YES" customObjectInstantitationMethod="direct""#))
    }

    func testSameArchiveAsWithoutDirectInstantiation() throws {
        try assertSwiftWindowClass(try graph(rootAttributes: #"useAutolayout="YES""#))
    }
}
