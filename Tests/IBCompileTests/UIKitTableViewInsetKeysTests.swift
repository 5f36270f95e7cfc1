import IBDocument
import XCTest
@testable import IBCompile

/// A table view's `separatorInsetReference` and `contentViewInsetsToSafeArea`, under the key names
/// readers of real nibs take (`UIKitTableViewClass`), read back with the test-only decoder.
final class UIKitTableViewInsetKeysTests: XCTestCase {
    private func table(_ attributes: String) throws -> (AppKitTestGraph, NibObject) {
        let source = UIKitEncoderTests.xib("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" \(attributes) id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </tableView>
            """)
        let document = try InterfaceDocument(text: source)
        let output = try NibCompiler().compile(document, name: "Table")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Table.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "UITableView").first))
    }

    func testTheInsetReferenceAndSafeAreaFlagAreWrittenWhenTheDocumentSetsThem() throws {
        let (graph, table) = try table(#"separatorInsetReference="fromAutomaticInsets" contentViewInsetsToSafeArea="NO""#)
        XCTAssertEqual(graph.value(table, "UISeparatorInsetReference"), .int8(1))
        XCTAssertEqual(graph.value(table, "UIInsetsContentViewsToSafeArea"), .bool(false))
        let (cellEdgesGraph, cellEdges) = try self.table(#"separatorInsetReference="fromCellEdges""#)
        XCTAssertEqual(cellEdgesGraph.value(cellEdges, "UISeparatorInsetReference"), .int8(0))
    }

    func testWithoutThemNeitherKeyIsWritten() throws {
        let (graph, table) = try table(#"contentViewInsetsToSafeArea="YES""#)
        XCTAssertNil(graph.value(table, "UISeparatorInsetReference"))
        XCTAssertNil(graph.value(table, "UIInsetsContentViewsToSafeArea"), "YES is UIKit's default")
        XCTAssertThrowsError(try self.table(#"separatorInsetReference="fromNowhere""#))
    }
}
