import IBDocument
import XCTest
@testable import IBCompile

/// A prototype cell's `rowHeight`, compiled through `NibCompiler` and read back with the
/// test-only decoder. Neither `-[UITableViewCell encodeWithCoder:]` nor
/// `-[UITableView encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1) has a per-prototype
/// row-height key — the table archives its one `UIRowHeight` and `UITableViewCellPrototypeNibs`
/// (reuse identifier → `UINib`) — so the height lives only in the prototype's own nib, as the
/// cell's frame.
final class UIKitPrototypeRowHeightTests: XCTestCase {
    static func storyboard(cellRowHeight: String) -> String {
        UIKitStoryboardFixtureTests.storyboard(initial: "tvc-rh-aaa", """
                <scene sceneID="sc1-rh-aaa">
                    <objects>
                        <tableViewController id="tvc-rh-aaa" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-rh-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" indentationWidth="10" reuseIdentifier="Row"\(cellRowHeight) id="cel-rh-aaa">
                                        <rect key="frame" x="0.0" y="50" width="393" height="80"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-rh-aaa" id="cnt-rh-aaa">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-rh-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
        """)
    }

    private func doubles(_ value: NibValue?) -> [Double] {
        guard case .data(let bytes)? = value, bytes.first == 0x07 else { return [] }
        return stride(from: 1, to: bytes.count, by: 8).map { offset in
            Double(bitPattern: bytes[offset..<offset + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) })
        }
    }

    /// The table's view nib and the prototype cell's nib inside it.
    private func compile(_ text: String) throws -> (table: AppKitTestGraph, cell: AppKitTestGraph) {
        let files = try UIKitSourceCheck.compileStoryboard(text).files
        let view = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/tvc-rh-aaa-view-tbl-rh-aaa.nib"])))
        let table = try XCTUnwrap(view.objects(ofClass: "UITableView").first)
        let dictionary = view.elements(try XCTUnwrap(view.child(table, "UITableViewCellPrototypeNibs")))
        XCTAssertEqual(dictionary.count, 2, "one prototype")
        guard case .data(let bytes)? = view.value(try XCTUnwrap(view.child(dictionary[1], "archiveData")), "NS.bytes") else {
            throw XCTSkip("no prototype bytes")
        }
        return (view, AppKitTestGraph(try AppKitNibTestDecoder.decode(bytes)))
    }

    func testPrototypeRowHeightCompilesAndLivesOnlyInTheCellsFrame() throws {
        let (view, cellNib) = try compile(Self.storyboard(cellRowHeight: #" rowHeight="80""#))
        let table = try XCTUnwrap(view.objects(ofClass: "UITableView").first)
        XCTAssertTrue([.float(44), .double(44)].contains(view.value(table, "UIRowHeight")), "the table keeps its own row height")
        XCTAssertEqual(table.values.filter { $0.key.contains("Height") }.map(\.key).sorted(),
                       ["UIRowHeight", "UISectionFooterHeight", "UISectionHeaderHeight"], "no per-prototype height key on the table")
        let cell = try XCTUnwrap(cellNib.archive.objects.first { $0.className == "UITableViewCell" || cellNib.string(cellNib.child($0, "UIOriginalClassName")) == "UITableViewCell" })
        XCTAssertFalse(cell.values.contains { $0.key.contains("Height") }, "the cell's coder has no row height")
        XCTAssertEqual(doubles(cellNib.value(cell, "UIBounds")), [0, 0, 393, 80], "the height is the frame's")
    }

    func testRowHeightChangesNothingButWhatTheFrameSays() throws {
        let with = try compile(Self.storyboard(cellRowHeight: #" rowHeight="80""#))
        let without = try compile(Self.storyboard(cellRowHeight: ""))
        XCTAssertEqual(with.cell.archive.objects.map(\.className), without.cell.archive.objects.map(\.className))
        XCTAssertEqual(with.cell.archive.objects.map { $0.values.map(\.key) }, without.cell.archive.objects.map { $0.values.map(\.key) })
    }

    func testRowHeightMustBeANumber() throws {
        XCTAssertThrowsError(try UIKitSourceCheck.compileStoryboard(Self.storyboard(cellRowHeight: #" rowHeight="tall""#))) { error in
            guard case CompileError.encoding(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("rowHeight"), message)
        }
    }
}
