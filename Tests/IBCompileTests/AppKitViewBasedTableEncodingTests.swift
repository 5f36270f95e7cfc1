import IBDocument
import XCTest
@testable import IBCompile

/// View-based tables: each prototype cell view is archived in the document's graph (listed
/// under its column, no superview) and as a nib of its own in the table's
/// `NSTableViewArchivedReusableViewsKey` (Apple nibs of test17_scrollhiding, outline_cellview).
extension AppKitTableViewEncodingTests {
    func testPrototypeCellViewsBecomeReusableViewNibs() throws {
        let cellViews = """
                                                    <prototypeCellViews>
                                                        <tableCellView id="P1">
                                                            <rect key="frame" x="1" y="1" width="100" height="17"/>
                                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                            <subviews>
                                                                <textField focusRingType="none" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="P2">
                                                                    <rect key="frame" x="0.0" y="1" width="100" height="16"/>
                                                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                                                    <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Cell" id="P3">
                                                                        <font key="font" metaFont="system"/>
                                                                    </textFieldCell>
                                                                    <connections>
                                                                        <action selector="copy:" target="-1" id="P5"/>
                                                                    </connections>
                                                                </textField>
                                                            </subviews>
                                                            <connections>
                                                                <outlet property="textField" destination="P2" id="P4"/>
                                                            </connections>
                                                        </tableCellView>
                                                    </prototypeCellViews>
                                                </tableColumn>
        """
        var table = Self.table(attributes: "viewBased=\"YES\" headerView=\"H1\"", columns: [("name", 100), ("size", 80)])
        // The first column gets the prototype cell view.
        let end = try XCTUnwrap(table.range(of: "</tableColumn>"))
        table.replaceSubrange(end, with: cellViews.trimmingCharacters(in: .whitespaces))
        let graph = try encode(table: table, header: true)

        let tableView = try XCTUnwrap(graph.objects(ofClass: "NSTableView").first)
        let subviews = try XCTUnwrap(graph.child(tableView, "NSSubviews"), "a view-based table has a subview list")
        XCTAssertEqual(graph.elements(subviews).count, 0)
        let reusable = try XCTUnwrap(graph.child(tableView, "NSTableViewArchivedReusableViewsKey"))
        XCTAssertEqual(reusable.className, "NSMutableDictionary")
        let entries = graph.elements(reusable)
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(graph.string(entries.first), "name", "keyed by the column's identifier")
        let nib = try XCTUnwrap(entries.last)
        XCTAssertEqual(nib.className, "NSNib")
        XCTAssertEqual(graph.value(nib, "NSNibFileIsKeyed"), .bool(true))
        XCTAssertEqual(graph.value(nib, "NSNibFileImages"), .null)
        guard case .data(let bytes)? = graph.child(nib, "NSNibFileData").flatMap({ graph.value($0, "NS.bytes") }) else {
            return XCTFail("the nib's data is missing")
        }

        // The inner nib: File's Owner, the cell view (with its reuse identifier), its text field, the Application.
        let inner = AppKitTestGraph(try AppKitNibTestDecoder.decode(bytes))
        let innerCell = try XCTUnwrap(inner.objects(ofClass: "NSTableCellView").first)
        XCTAssertEqual(inner.string(inner.child(innerCell, "NSReuseIdentifierKey")), "name")
        XCTAssertEqual(inner.string(inner.child(innerCell, "NSFrame")), "{{1, 1}, {100, 17}}")
        XCTAssertNil(inner.value(innerCell, "NSSuperview"))
        XCTAssertEqual(inner.objects(ofClass: "NSNibOutletConnector").count, 1)
        // Its text field's action to First Responder: no destination (nil target), as in the document's own nib.
        let action = try XCTUnwrap(inner.objects(ofClass: "NSNibControlConnector").first, "the action sent to First Responder")
        XCTAssertEqual(inner.string(inner.child(action, "NSLabel")), "copy:")
        XCTAssertNil(inner.value(action, "NSDestination"))
        let classNames = inner.objects(ofClass: "NSCustomObject").compactMap { inner.string(inner.child($0, "NSClassName")) }
        XCTAssertEqual(Set(classNames), ["NSObject", "NSApplication"])

        // The document's own copy: no superview, no reuse identifier, its outlet among the connections.
        let outerCell = try XCTUnwrap(graph.objects(ofClass: "NSTableCellView").first)
        XCTAssertNil(graph.value(outerCell, "NSSuperview"))
        XCTAssertEqual(graph.value(outerCell, "NSNextResponder"), .null)
        XCTAssertNil(graph.value(outerCell, "NSReuseIdentifierKey"))
        XCTAssertEqual(graph.objects(ofClass: "NSNibOutletConnector").count, 1)
    }

    func testButtonCellAsAColumnsDataCell() throws {
        var table = Self.table(attributes: "", columns: [("check", 31)])
        let start = try XCTUnwrap(table.range(of: "<textFieldCell key=\"dataCell\""))
        let end = try XCTUnwrap(table.range(of: "</textFieldCell>"))
        table.replaceSubrange(start.lowerBound..<end.upperBound, with: """
            <buttonCell key="dataCell" type="check" bezelStyle="regularSquare" imagePosition="only" alignment="center" controlSize="small" state="on" inset="2" id="Dcheck">
                <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                <font key="font" metaFont="smallSystem"/>
            </buttonCell>
            """)
        let graph = try encode(table: table, header: false)
        let column = try XCTUnwrap(graph.objects(ofClass: "NSTableColumn").first)
        let cell = try XCTUnwrap(graph.child(column, "NSDataCell"))
        XCTAssertEqual(cell.className, "NSButtonCell")
        XCTAssertEqual(graph.child(cell, "NSControlView")?.className, "NSTableView")
        XCTAssertNil(graph.value(try XCTUnwrap(graph.objects(ofClass: "NSTableView").first), "NSSubviews"),
                     "a cell-based table has no subview list")
    }
}
