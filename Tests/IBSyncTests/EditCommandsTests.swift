import XCTest
import IBDocument
@testable import IBSync

final class EditCommandsTests: XCTestCase {
    private func commands(_ document: SyncDocument) -> EditCommands {
        EditCommands(document: document, ids: IdentifierGenerator(seed: 7))
    }

    /// Applies a command's ops as one batch, checks the result and that the inverse restores the bytes.
    private func applyAndUndo(_ ops: [EditOperation], on document: SyncDocument, check: () throws -> Void) throws {
        let before = document.serializedString()
        let result = try BatchApplier.apply(ops, to: document)
        XCTAssertTrue(ReferenceCascade.danglingReferences(in: document).isEmpty)
        try check()
        _ = try BatchApplier.replay(result.inverse, on: document)
        XCTAssertEqual(document.serializedString(), before)
    }

    func testAddObjectFromTheLibrary() throws {
        let document = SampleDocuments.document()
        var builder = commands(document)
        let (ops, id) = try builder.addObject(className: "UISwitch", into: "bx1-aa-bbb", x: 10, y: 150)
        try applyAndUndo(ops, on: document) {
            let element = try XCTUnwrap(document.element(withID: id))
            XCTAssertEqual(element.name, "switch")
            XCTAssertEqual(element.parent?.parent?.attribute("id"), "bx1-aa-bbb")
            XCTAssertEqual(element.firstChild(named: "rect", key: "frame")?.attribute("x"), "10")
        }
        XCTAssertThrowsError(try builder.addObject(className: "UINotAClass", into: "bx1-aa-bbb", x: 0, y: 0))
    }

    /// The parts Xcode's library creates inside a new object come with it (`LibraryParts`, as `add-object.js`).
    func testAddObjectWritesContentViewsBarsAndCells() throws {
        let document = SampleDocuments.document()
        var builder = commands(document)
        // A cell goes into its list, never into a plain view's <subviews> (LibraryPlacement).
        XCTAssertThrowsError(try builder.addObject(className: "UITableViewCell", into: "bx1-aa-bbb", x: 0, y: 0)) { error in
            XCTAssertTrue("\(error)".contains("goes into a table view"), "\(error)")
        }
        // A collection view comes with the flow layout Xcode writes (UIKit can't load one without a layout).
        let (collectionOps, collectionID) = try builder.addObject(className: "UICollectionView", into: "bx1-aa-bbb", x: 0, y: 0)
        try applyAndUndo(collectionOps, on: document) {
            let collection = try XCTUnwrap(document.element(withID: collectionID))
            XCTAssertEqual(collection.childElements.map(\.name).filter { $0 != "autoresizingMask" }, ["rect", "collectionViewFlowLayout"])
            let layout = try XCTUnwrap(collection.firstChild(named: "collectionViewFlowLayout", key: "collectionViewLayout"))
            let written = layout.markupString.replacingOccurrences(of: #">\s+<"#, with: "><", options: .regularExpression)
            XCTAssertEqual(written, #"<collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="10" id="\#(layout.attribute("id") ?? "")"><size key="itemSize" width="128" height="128"/><size key="headerReferenceSize" width="0.0" height="0.0"/><size key="footerReferenceSize" width="0.0" height="0.0"/><inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/></collectionViewFlowLayout>"#)
            XCTAssertNotEqual(layout.attribute("id"), collectionID)
            // A collection view cell dropped on it goes into its <cells>, with its content view.
            var inner = commands(document)
            let (cellOps, cellID) = try inner.addObject(className: "UICollectionViewCell", into: collectionID, x: 0, y: 0)
            try applyAndUndo(cellOps, on: document) {
                let cell = try XCTUnwrap(document.element(withID: cellID))
                XCTAssertEqual(cell.parent?.name, "cells")
                XCTAssertEqual(cell.childElements.map(\.name), ["rect", "autoresizingMask", "collectionViewCellContentView"])
            }
        }
        // A controller is refused inside a view (it makes a scene on the canvas: `addScene`, AddSceneTests.swift).
        XCTAssertThrowsError(try builder.addObject(className: "UINavigationController", into: "bx1-aa-bbb", x: 0, y: 0)) { error in
            XCTAssertTrue("\(error)".contains("Navigation Controller can't be placed inside a view"), "\(error)")
        }
        let (buttonOps, buttonID) = try builder.addObject(className: "UIButton", into: "bx1-aa-bbb", x: 0, y: 0)
        try applyAndUndo(buttonOps, on: document) {
            XCTAssertEqual(document.element(withID: buttonID)?.firstChild(named: "state", key: "normal")?.attribute("title"), "Button")
        }

        let mac = try SyncDocument(text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="cv1-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="272"/>
                    </customView>
                </objects>
            </document>

            """)
        var macBuilder = commands(mac)
        let (ops, id) = try macBuilder.addObject(className: "NSButton", into: "cv1-aa-bbb", x: 20, y: 20)
        try applyAndUndo(ops, on: mac) {
            let cell = try XCTUnwrap(mac.element(withID: id)?.firstChild(named: "buttonCell", key: "cell"))
            XCTAssertEqual(cell.attribute("type"), "push")
            XCTAssertEqual(cell.attribute("title"), "Button")
            XCTAssertEqual(cell.childElements.map(\.name), ["behavior", "font"])
        }
        let (sliderOps, sliderID) = try macBuilder.addObject(className: "NSSlider", into: "cv1-aa-bbb", x: 20, y: 60)
        try applyAndUndo(sliderOps, on: mac) {
            let cell = try XCTUnwrap(mac.element(withID: sliderID)?.firstChild(named: "sliderCell", key: "cell"))
            XCTAssertEqual(cell.attributes.map(\.name), ["key", "state", "alignment", "maxValue", "doubleValue", "tickMarkPosition", "sliderType", "id"])
        }
    }

    func testDuplicateGivesFreshIDsAndKeepsOutsideReferences() throws {
        let document = SampleDocuments.document()
        var builder = commands(document)
        let (ops, copyID) = try builder.duplicate("bt1-aa-bbb")
        try applyAndUndo(ops, on: document) {
            let copy = try XCTUnwrap(document.element(withID: copyID))
            XCTAssertNotEqual(copyID, "bt1-aa-bbb")
            let action = try XCTUnwrap(copy.firstChild(named: "connections")?.childElements.first)
            XCTAssertNotEqual(action.attribute("id"), "ac1-aa-bbb")
            XCTAssertEqual(action.attribute("destination"), "vc1-aa-bbb", "the controller is outside the copy")
            let siblings = copy.parent!.childElements.map { $0.attribute("id")! }
            XCTAssertEqual(siblings.firstIndex(of: copyID), siblings.firstIndex(of: "bt1-aa-bbb")! + 1)
        }
    }

    /// A keyed object is its parent's one value for that key: ⌘D refuses it (mirrors the JS test; MacDown's touch bar items).
    func testDuplicateRefusesAKeyedObject() throws {
        let text = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects><touchBar id="tbr-aa-001"><touchBarItems><touchBarItem id="tbi-aa-001"><viewController key="viewController" id="tvc-aa-001"><button key="view" id="tbt-aa-001"><rect key="frame" x="0.0" y="0.0" width="40" height="30"/><buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="tbc-aa-001"/></button></viewController></touchBarItem></touchBarItems></touchBar></objects></document>"#
        var refusing = commands(try SyncDocument(text: text))
        XCTAssertThrowsError(try refusing.duplicate("tvc-aa-001")) { error in
            XCTAssertTrue("\(error)".contains("it is the viewController of its touchBarItem, which holds one"), "\(error)")
        }
        XCTAssertThrowsError(try refusing.duplicate("tbt-aa-001"))
        let document = try SyncDocument(text: text)
        var builder = commands(document)
        let (ops, copyID) = try builder.duplicate("tbi-aa-001")
        try applyAndUndo(ops, on: document) { XCTAssertEqual(document.element(withID: copyID)?.name, "touchBarItem") }
    }

    func testDeleteTakesConnectionsAndConstraints() throws {
        let document = SampleDocuments.document()
        try applyAndUndo(try commands(document).delete("lb1-aa-bbb"), on: document) {
            for id in ["lb1-aa-bbb", "cn1-aa-bbb", "cn2-aa-bbb", "ou1-aa-bbb"] { XCTAssertFalse(document.containsID(id), id) }
        }
        XCTAssertThrowsError(try commands(document).delete("fr1-aa-bbb"))
    }

    func testDeleteRefusesAPartItsParentNeeds() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="sc1-aa-bbb"><objects><navigationController id="nc1-aa-bbb" sceneMemberID="viewController"><navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1-aa-bbb"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar></navigationController></objects></scene></scenes></document>"#)
        XCTAssertThrowsError(try commands(document).delete(["nb1-aa-bbb"]))
        XCTAssertEqual(try commands(document).delete(["nb1-aa-bbb", "nc1-aa-bbb"]), [.removeSubtree(target: .scene("sc1-aa-bbb"))])
    }

    /// An AppKit control's cell is part of the control (mirrors the JS test).
    func testDeleteRefusesAnAppKitControlsCell() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects><button verticalHuggingPriority="750" id="btn-aa-001"><rect key="frame" x="20" y="20" width="83" height="32"/><buttonCell key="cell" type="push" title="Remove" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cel-aa-001"/></button></objects></document>"#)
        XCTAssertThrowsError(try commands(document).delete(["cel-aa-001"]))
        XCTAssertThrowsError(try commands(document).delete("cel-aa-001"))
        XCTAssertEqual(try commands(document).delete(["cel-aa-001", "btn-aa-001"]), [.removeSubtree(target: .object("btn-aa-001"))])
        let cell = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><tableViewCell contentMode="scaleToFill" id="tvc-aa-001"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/><tableViewCellContentView key="contentView" opaque="NO" tableViewCell="tvc-aa-001" id="cnt-aa-001"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCellContentView></tableViewCell></objects></document>"#)
        XCTAssertThrowsError(try commands(cell).delete(["cnt-aa-001"]))
        // A visual effect view's content view goes with it (the JS twin's test in commands.test.mjs).
        let blur = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><visualEffectView opaque="NO" contentMode="scaleToFill" id="vev-aa-001"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/><view key="contentView" opaque="NO" contentMode="center" id="cnt-aa-001"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/></view><blurEffect style="light"/></visualEffectView></objects></document>"#)
        XCTAssertThrowsError(try commands(blur).delete(["cnt-aa-001"]))
        XCTAssertEqual(try commands(blur).delete(["cnt-aa-001", "vev-aa-001"]), [.removeSubtree(target: .object("vev-aa-001"))])
    }

    /// An AppKit scroll view from the library comes with its clip view, a document view and both scrollers
    /// (`appKitScrollViewPartsXML` in library-parts.js writes the same).
    func testAddAppKitScrollViewWritesItsClipViewAndScrollers() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa"><objects><customView id="cv1-aa-bbb"><rect key="frame" x="0.0" y="0.0" width="480" height="272"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/></customView></objects></document>"#)
        var builder = commands(document)
        let (ops, id) = try builder.addObject(className: "NSScrollView", into: "cv1-aa-bbb", x: 20, y: 40)
        try applyAndUndo(ops, on: document) {
            let scroll = try XCTUnwrap(document.element(withID: id))
            let frame = try XCTUnwrap(scroll.firstChild(named: "rect", key: "frame"))
            let (width, height) = (Double(frame.attribute("width")!)!, Double(frame.attribute("height")!)!)
            let clip = try XCTUnwrap(scroll.firstChild(named: "clipView", key: "contentView"))
            XCTAssertEqual(clip.firstChild(named: "rect", key: "frame")?.attribute("width"), XcodeNumber.format(width - 2))
            XCTAssertEqual(clip.firstChild(named: "subviews")?.firstChild(named: "view")?.firstChild(named: "rect", key: "frame")?.attribute("height"),
                           XcodeNumber.format(height - 17))
            let vertical = try XCTUnwrap(scroll.firstChild(named: "scroller", key: "verticalScroller"))
            XCTAssertEqual(vertical.attributes.map(\.name), ["key", "wantsLayer", "verticalHuggingPriority", "doubleValue", "horizontal", "id"])
            XCTAssertEqual(vertical.firstChild(named: "rect", key: "frame")?.attribute("x"), XcodeNumber.format(width - 17))
            XCTAssertEqual(scroll.firstChild(named: "scroller", key: "horizontalScroller")?.attribute("horizontal"), "YES")
        }
    }

    /// A container view holds no subviews of its own (mirrors the JS test).
    func testNothingIsDroppedIntoAContainerView() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><view contentMode="scaleToFill" id="vw1-aa-bbb"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews><containerView opaque="NO" contentMode="scaleToFill" id="cv1-aa-bbb"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></containerView></subviews></view></objects></document>"#)
        var builder = commands(document)
        XCTAssertThrowsError(try builder.addObject(className: "UILabel", into: "cv1-aa-bbb", x: 5, y: 5)) { error in
            XCTAssertTrue("\(error)".contains("container view embeds"), "\(error)")
        }
    }

    /// Deleting a scene's controller deletes the scene (mirrors the JS test).
    func testDeletingAScenesControllerDeletesTheScene() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="sc1-aa-bbb"><objects><viewController id="vc1-aa-bbb" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="vw1-aa-bbb"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view></viewController><placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" sceneMemberID="firstResponder"/></objects></scene></scenes></document>"#)
        XCTAssertEqual(try commands(document).delete(["vc1-aa-bbb"]), [.removeSubtree(target: .scene("sc1-aa-bbb"))])
        XCTAssertEqual(try commands(document).delete("vc1-aa-bbb"), [.removeSubtree(target: .scene("sc1-aa-bbb"))])
        XCTAssertEqual(try commands(document).delete(["vw1-aa-bbb"]), [.removeSubtree(target: .object("vw1-aa-bbb"))])
    }

    /// A navigation item's bar button items are its children, not outlets (mirrors the JS test).
    func testANavigationItemsBarItemIsNotAnOutlet() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="sc1-aa-bbb"><objects><viewController id="vc1-aa-bbb" sceneMemberID="viewController"><navigationItem key="navigationItem" title="Title" id="ni1-aa-bbb"><barButtonItem key="rightBarButtonItem" title="Help" id="bb1-aa-bbb"/></navigationItem></viewController></objects></scene></scenes></document>"#)
        var builder = commands(document)
        XCTAssertThrowsError(try builder.connectOutlet(from: "ni1-aa-bbb", property: "leftBarButtonItem", to: "bb1-aa-bbb"))
        XCTAssertThrowsError(try builder.connectOutlet(from: "bb1-aa-bbb", property: "customView", to: "ni1-aa-bbb"))
    }

    /// An AppKit tab view from the library comes with its font and two tabs (mirrors the JS test).
    func testAddAppKitTabViewWritesItsTabs() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa"><objects><customView id="cv1-aa-bbb"><rect key="frame" x="0.0" y="0.0" width="480" height="272"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/></customView></objects></document>"#)
        var builder = commands(document)
        let (ops, id) = try builder.addObject(className: "NSTabView", into: "cv1-aa-bbb", x: 20, y: 40)
        try applyAndUndo(ops, on: document) {
            let tabs = try XCTUnwrap(document.element(withID: id))
            XCTAssertEqual(tabs.firstChild(named: "rect", key: "frame")?.attribute("width"), "280")
            XCTAssertEqual(tabs.firstChild(named: "font", key: "font")?.attribute("metaFont"), "system")
            let items = tabs.firstChild(named: "tabViewItems")?.childElements ?? []
            XCTAssertEqual(items.map { $0.attribute("label") }, ["Tab", "View"])
            XCTAssertEqual(items.first?.firstChild(named: "view", key: "view")?.firstChild(named: "rect", key: "frame")?.attribute("height"), "154")
        }
    }

    /// A clip view's document view can't be duplicated (mirrors the JS test).
    func testAClipViewsDocumentViewIsNotDuplicated() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects><scrollView id="scr-aa-001"><rect key="frame" x="0.0" y="0.0" width="240" height="135"/><clipView key="contentView" id="clp-aa-001"><rect key="frame" x="1" y="1" width="238" height="133"/><subviews><view id="doc-aa-001"><rect key="frame" x="0.0" y="0.0" width="223" height="118"/></view></subviews></clipView></scrollView></objects></document>"#)
        var builder = commands(document)
        XCTAssertThrowsError(try builder.duplicate(["doc-aa-001"]))
    }

    /// An outlet from inside an AppKit table cell view reaches only the cell view's objects or File's Owner (mirrors the
    /// JS test in commands.test.mjs).
    func testAnOutletFromATableCellViewStaysInIt() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects><customObject id="-2" userLabel="File's Owner"/><customObject id="-3" userLabel="Application" customClass="NSObject"/><tableView id="tbl-aa-001"><tableColumns><tableColumn identifier="name" id="col-aa-001"><prototypeCellViews><tableCellView id="tcv-aa-001"><subviews><textField id="txt-aa-001"/></subviews></tableCellView></prototypeCellViews></tableColumn></tableColumns></tableView><textField id="txt-aa-002"/></objects></document>"#)
        var builder = commands(document)
        XCTAssertEqual(try builder.connectOutlet(from: "tcv-aa-001", property: "textField", to: "txt-aa-001").count, 1)
        XCTAssertEqual(try builder.connectOutlet(from: "txt-aa-001", property: "delegate", to: "-2").count, 1)
        for destination in ["txt-aa-002", "tbl-aa-001", "-3"] {
            XCTAssertThrowsError(try builder.connectOutlet(from: "tcv-aa-001", property: "nextKeyView", to: destination), destination)
        }
        XCTAssertThrowsError(try builder.connectOutlet(from: "-2", property: "field", to: "txt-aa-001"), "into a prototype cell")
    }

    /// An outlet can't reach into a prototype cell from outside it; static cells take their controller's outlets (mirrors
    /// the JS test in commands.test.mjs).
    func testAnOutletDoesNotReachIntoAPrototypeCell() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="sc1-aa-bbb"><objects><tableViewController id="tvc-aa-001" sceneMemberID="viewController"><tableView key="view" dataMode="prototypes" id="tbv-aa-001"><prototypes><tableViewCell reuseIdentifier="Cell" id="cel-aa-001"><tableViewCellContentView key="contentView" id="cnt-aa-001"><subviews><label id="lbl-aa-001"/></subviews></tableViewCellContentView></tableViewCell></prototypes></tableView></tableViewController></objects></scene><scene sceneID="sc2-aa-bbb"><objects><tableViewController id="tvc-aa-002" sceneMemberID="viewController"><tableView key="view" dataMode="static" id="tbv-aa-002"><sections><tableViewSection id="sec-aa-002"><cells><tableViewCell id="cel-aa-002"><tableViewCellContentView key="contentView" id="cnt-aa-002"><subviews><label id="lbl-aa-002"/></subviews></tableViewCellContentView></tableViewCell></cells></tableViewSection></sections></tableView></tableViewController></objects></scene></scenes></document>"#)
        var builder = commands(document)
        XCTAssertThrowsError(try builder.connectOutlet(from: "tvc-aa-001", property: "label", to: "lbl-aa-001"))
        XCTAssertThrowsError(try builder.connectOutlet(from: "tvc-aa-001", property: "cell", to: "cel-aa-001"))
        XCTAssertEqual(try builder.connectOutlet(from: "cel-aa-001", property: "titleLabel", to: "lbl-aa-001").count, 1)
        XCTAssertEqual(try builder.connectOutlet(from: "tvc-aa-002", property: "label", to: "lbl-aa-002").count, 1)
    }

    /// Outlets and actions between two storyboard scenes are refused with the connections HUD's reason (each scene is
    /// its own nib; lint IB003); within a scene they are written. Mirrors connection-rules.test.mjs.
    func testOutletsAndActionsDoNotCrossScenes() throws {
        let document = try SyncDocument(text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="sc1-aa-bbb"><objects><viewController id="vc1-aa-bbb" sceneMemberID="viewController"><view key="view" id="vw1-aa-bbb"><subviews><button id="bt1-aa-bbb"/></subviews></view></viewController></objects></scene><scene sceneID="sc2-aa-bbb"><objects><viewController id="vc2-aa-bbb" sceneMemberID="viewController"><view key="view" id="vw2-aa-bbb"/></viewController></objects></scene></scenes></document>"#)
        var builder = commands(document)
        for attempt in [{ try builder.connectOutlet(from: "vc2-aa-bbb", property: "button", to: "bt1-aa-bbb") },
                        { try builder.connectAction(from: "bt1-aa-bbb", selector: "go:", to: "vc2-aa-bbb") }] {
            XCTAssertThrowsError(try attempt()) { error in
                XCTAssertEqual(error as? SyncError, .unsupported(ConnectionRules.crossScene))
            }
        }
        XCTAssertEqual(try builder.connectOutlet(from: "vc1-aa-bbb", property: "button", to: "bt1-aa-bbb").count, 1)
        XCTAssertEqual(try builder.connectAction(from: "bt1-aa-bbb", selector: "go:", to: "vc1-aa-bbb").count, 1)
    }

    func testAnOutletCantPointAtALayoutGuide() throws {
        var builder = commands(SampleDocuments.document())
        XCTAssertThrowsError(try builder.connectOutlet(from: "vc2-aa-bbb", property: "guide", to: "sa2-aa-bbb"))
    }

    func testConnectAndDisconnect() throws {
        let document = SampleDocuments.document()
        var builder = commands(document)
        try applyAndUndo(try builder.connectOutlet(from: "vc2-aa-bbb", property: "label", to: "vw2-aa-bbb"), on: document) {
            let outlet = try XCTUnwrap(document.element(withID: "vc2-aa-bbb")?.firstChild(named: "connections")?.childElements.first)
            XCTAssertEqual(outlet.attribute("property"), "label")
        }
        try applyAndUndo(try builder.connectAction(from: "bt1-aa-bbb", selector: "other:", to: "vc1-aa-bbb"), on: document) {
            let actions = document.element(withID: "bt1-aa-bbb")!.firstChild(named: "connections")!.childElements
            XCTAssertEqual(actions.last?.attribute("eventType"), "touchUpInside")
        }
        try applyAndUndo(try builder.disconnect("ac1-aa-bbb"), on: document) {
            XCTAssertNil(document.element(withID: "bt1-aa-bbb")!.firstChild(named: "connections"))
        }
        XCTAssertThrowsError(try builder.disconnect("lb1-aa-bbb"))
    }

    func testEmbedInNavigationController() throws {
        let document = SampleDocuments.document()
        var builder = commands(document)
        let (ops, navigationID) = try builder.embedInNavigationController("vc1-aa-bbb")
        try applyAndUndo(ops, on: document) {
            XCTAssertEqual(document.root.attribute("initialViewController"), navigationID)
            let navigation = try XCTUnwrap(document.element(withID: navigationID))
            let segue = try XCTUnwrap(navigation.firstChild(named: "connections")?.childElements.first)
            XCTAssertEqual(segue.attribute("destination"), "vc1-aa-bbb")
            XCTAssertEqual(segue.attribute("relationship"), "rootViewController")
            XCTAssertTrue(document.serializedString().contains("<!--Navigation Controller-->"))
        }
    }

    func testChangeClass() throws {
        let document = SampleDocuments.document()
        let builder = commands(document)
        try applyAndUndo(try builder.changeClass("lb1-aa-bbb", to: "FancyLabel", module: "App"), on: document) {
            let label = document.element(withID: "lb1-aa-bbb")!
            XCTAssertEqual(label.attribute("customClass"), "FancyLabel")
            XCTAssertEqual(label.attribute("customModuleProvider"), "target")
        }
        try applyAndUndo(try builder.changeClass("vc1-aa-bbb", to: nil), on: document) {
            let controller = document.element(withID: "vc1-aa-bbb")!
            XCTAssertNil(controller.attribute("customClass"))
            XCTAssertNil(controller.attribute("customModule"))
        }
    }
}
