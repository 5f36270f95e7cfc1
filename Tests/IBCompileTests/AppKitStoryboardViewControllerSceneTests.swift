import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// A view controller reached on its own (initial, Storyboard ID) gets a scene nib of its own;
/// single-instance controllers, a view controller's title and a scene's shared user defaults
/// controller (`AppKitStoryboardViewControllerNib`, `AppKitStoryboardViewControllerObject`).
/// The storyboard is `AppKitStoryboardCompileTests.storyboard`, edited per test.
final class AppKitStoryboardViewControllerSceneTests: XCTestCase {
    private func compile(_ text: String) throws -> [String: [UInt8]] {
        let output = try NibCompiler().compile(try InterfaceDocument(text: text), name: "Notes")
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.path.replacingOccurrences(of: "Notes.storyboardc/", with: ""), $0.bytes) })
    }

    private func graph(_ files: [String: [UInt8]], _ name: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files[name], name)))
    }

    private func outlet(_ graph: AppKitTestGraph, _ label: String) -> NibObject? {
        guard let data = graph.child(graph.object(0), "IB.objectdata"), let list = graph.child(data, "NSConnections") else { return nil }
        return graph.elements(list).first { $0.className == "NSNibOutletConnector" && graph.string(graph.child($0, "NSLabel")) == label }
    }

    private func info(_ files: [String: [UInt8]]) throws -> [String: Any] {
        try AppKitStoryboardFixtureTests.infoPlist(try XCTUnwrap(files["Info.plist"]))
    }

    private static let viewController = #"<viewController id="vc1-aa-001""#

    func testInitialViewControllerGetsASceneNibOfItsOwn() throws {
        let files = try compile(AppKitStoryboardCompileTests.storyboard(initial: "vc1-aa-001"))
        // The window controller (Storyboard ID "Main") keeps its nib; the view nib is written once.
        XCTAssertEqual(files.keys.sorted(), ["Info.plist", "Main.nib", "MainMenu.nib", "NSViewController-vc1-aa-001.nib", "vc1-aa-001-view-vw1-aa-001.nib"])
        let info = try info(files)
        XCTAssertEqual(info["NSStoryboardDesignatedEntryPointIdentifier"] as? String, "NSViewController-vc1-aa-001")
        let names = try XCTUnwrap(info["NSViewControllerIdentifiersToNibNames"] as? [String: String])
        XCTAssertEqual(names["NSViewController-vc1-aa-001"], "NSViewController-vc1-aa-001")
        XCTAssertEqual(names["vc1-aa-001-view-vw1-aa-001"], "vc1-aa-001-view-vw1-aa-001")
        let uuids = try XCTUnwrap(info["NSViewControllerIdentifiersToUUIDs"] as? [String: String])

        let scene = try graph(files, "NSViewController-vc1-aa-001.nib")
        let sceneController = try XCTUnwrap(outlet(scene, "sceneController"))
        guard let data = scene.child(scene.object(0), "IB.objectdata") else { return XCTFail("no object data") }
        XCTAssertEqual(scene.child(sceneController, "NSSource"), scene.child(data, "NSRoot"))
        let controller = try XCTUnwrap(scene.child(sceneController, "NSDestination"))
        XCTAssertEqual(controller.className, "NSClassSwapper")
        XCTAssertEqual(scene.string(scene.child(controller, "NSClassName")), "_TtC5Notes19NotesViewController")
        XCTAssertEqual(scene.string(scene.child(controller, "NSOriginalClassName")), "NSViewController")
        XCTAssertEqual(scene.string(scene.child(controller, "NSNibName")), "vc1-aa-001-view-vw1-aa-001")
        XCTAssertNil(scene.value(controller, "NSStoryboardIdentifier"))
        let externals = scene.elements(try XCTUnwrap(scene.child(controller, "NSExternalObjectsTableForViewLoading")))
        XCTAssertEqual(externals.count, 2)
        XCTAssertEqual(scene.string(externals.first), "UpstreamPlaceholder-1")
        XCTAssertEqual(externals.last, controller)
        XCTAssertEqual(scene.value(controller, "showSeguePresentationStyle"), .integer(0))
        XCTAssertNil(scene.value(controller, "NSStoryboardSegueDestinationOptions"))
        XCTAssertEqual(scene.value(controller, "connectionsRequireClassSwapperForStoryboardCompilation"), .bool(true))
        let identifier = scene.string(scene.child(controller, "uniqueIdentifierForStoryboardCompilation"))
        XCTAssertEqual(identifier, uuids["NSViewController-vc1-aa-001"])
        XCTAssertEqual(identifier, uuids["vc1-aa-001-view-vw1-aa-001"])
        let storyboard = try XCTUnwrap(outlet(scene, "storyboard"))
        XCTAssertEqual(scene.child(storyboard, "NSSource"), controller)
        XCTAssertEqual(scene.string(scene.child(scene.child(storyboard, "NSDestination"), "NSExternalObjectPlaceholderIdentifier")), "NSStoryboardPlaceholder")
        XCTAssertEqual(scene.objects(ofClass: "NSWindowTemplate").count, 0)
    }

    func testStoryboardIDTitleAndSingleInstance() throws {
        let text = AppKitStoryboardCompileTests.storyboard()
            .replacingOccurrences(of: Self.viewController, with: #"<viewController title="Notes" storyboardIdentifier="NotesVC" showSeguePresentationStyle="single" id="vc1-aa-001""#)
            .replacingOccurrences(of: #"<windowController storyboardIdentifier="Main""#, with: #"<windowController storyboardIdentifier="Main" showSeguePresentationStyle="single""#)
        let files = try compile(text)
        XCTAssertNotNil(files["NotesVC.nib"])
        let uuids = try XCTUnwrap(try info(files)["NSViewControllerIdentifiersToUUIDs"] as? [String: String])
        let scene = try graph(files, "NotesVC.nib")
        let controller = try XCTUnwrap(scene.child(try XCTUnwrap(outlet(scene, "sceneController")), "NSDestination"))
        XCTAssertEqual(scene.string(scene.child(controller, "NSStoryboardIdentifier")), "NotesVC")
        XCTAssertEqual(scene.string(scene.child(controller, "NSTitle")), "Notes")
        XCTAssertEqual(scene.value(controller, "showSeguePresentationStyle"), .integer(1))
        let options = scene.elements(try XCTUnwrap(scene.child(controller, "NSStoryboardSegueDestinationOptions")))
        XCTAssertEqual(options.map { scene.string($0) }, ["NSSingleInstancePresentationIdentifier", uuids["NotesVC"]])
        // The same controller as the window controller's content: identifier, title, class-swapper flag.
        let main = try graph(files, "Main.nib")
        let windowController = try XCTUnwrap(main.child(try XCTUnwrap(outlet(main, "sceneController")), "NSDestination"))
        let content = try XCTUnwrap(main.child(windowController, "IBWindowTemplateContentViewController"))
        XCTAssertEqual(main.string(main.child(content, "NSStoryboardIdentifier")), "NotesVC")
        XCTAssertEqual(main.string(main.child(content, "NSTitle")), "Notes")
        XCTAssertEqual(main.value(content, "connectionsRequireClassSwapperForStoryboardCompilation"), .bool(true))
        // A single-instance window controller.
        XCTAssertEqual(main.value(windowController, "showSeguePresentationStyle"), .integer(1))
        let windowOptions = main.elements(try XCTUnwrap(main.child(windowController, "NSStoryboardSegueDestinationOptions")))
        XCTAssertEqual(windowOptions.map { main.string($0) }, ["NSSingleInstancePresentationIdentifier", uuids["Main"]])
    }

    func testSharedUserDefaultsControllerGoesWithTheView() throws {
        let binding = #"<binding destination="ud1-aa-001" name="enabled" keyPath="values.canRefresh" id="bd1-aa-001"/>"#
        let defaults = #"<userDefaultsController representsSharedInstance="YES" id="ud1-aa-001"/>"#
        let text = AppKitStoryboardCompileTests.storyboard(buttonConnections: binding)
            .replacingOccurrences(of: #"<customObject id="fr3-aa-001""#, with: defaults + #"<customObject id="fr3-aa-001""#)
        let view = try graph(try compile(text), "vc1-aa-001-view-vw1-aa-001.nib")
        let controller = try XCTUnwrap(view.objects(ofClass: "NSUserDefaultsController").first)
        XCTAssertEqual(controller.values.map(\.key), ["NSSharedInstance"])
        XCTAssertEqual(view.value(controller, "NSSharedInstance"), .bool(true))
        let connector = try XCTUnwrap(view.objects(ofClass: "NSNibBindingConnector").first)
        XCTAssertEqual(view.child(connector, "NSDestination"), controller)
        // A user defaults controller that is not the shared one has no known encoding.
        XCTAssertThrowsError(try compile(text.replacingOccurrences(of: #" representsSharedInstance="YES""#, with: ""))) { error in
            XCTAssertTrue("\(error)".contains("representsSharedInstance") && "\(error)".contains("ud1-aa-001"), "\(error)")
        }
    }

    /// A view-based table in a storyboard: its prototype cell views become nibs as in a xib
    /// (a storyboard has no top-level <objects>; the cell's copy gets one).
    func testViewBasedTableInAStoryboardView() throws {
        var table = AppKitTableViewEncodingTests.table(attributes: #"viewBased="YES""#, columns: [("name", 100)])
        let end = try XCTUnwrap(table.range(of: "</tableColumn>"))
        table.replaceSubrange(end, with: """
            <prototypeCellViews>
                <tableCellView id="P1">
                    <rect key="frame" x="1" y="1" width="100" height="17"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button id="P2">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="17"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="P3">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                            <connections>
                                <action selector="open:" target="vc1-aa-001" id="P4"/>
                                <action selector="copy:" target="fr3-aa-001" id="P5"/>
                            </connections>
                        </button>
                    </subviews>
                </tableCellView>
            </prototypeCellViews>
            </tableColumn>
            """)
        let scrollView = """
            <scrollView autohidesScrollers="YES" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="S1">
                <rect key="frame" x="10" y="60" width="380" height="200"/>
                <autoresizingMask key="autoresizingMask"/>
                <clipView key="contentView" id="S2">
                    <rect key="frame" x="1" y="1" width="378" height="198"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>\(table)</subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="S3">
                    <rect key="frame" x="-100" y="-100" width="363" height="15"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                <scroller key="verticalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="NO" id="S4">
                    <rect key="frame" x="364" y="24" width="15" height="175"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
            </scrollView>
            """
        let text = AppKitStoryboardCompileTests.storyboard()
            .replacingOccurrences(of: #"<button verticalHuggingPriority="750""#, with: scrollView + #"<button verticalHuggingPriority="750""#)
        let view = try graph(try compile(text), "vc1-aa-001-view-vw1-aa-001.nib")
        let tableView = try XCTUnwrap(view.objects(ofClass: "NSTableView").first)
        let reusable = view.elements(try XCTUnwrap(view.child(tableView, "NSTableViewArchivedReusableViewsKey")))
        XCTAssertEqual(view.string(reusable.first), "name")
        let nib = try XCTUnwrap(reusable.last)
        guard case .data(let bytes)? = view.child(nib, "NSNibFileData").flatMap({ view.value($0, "NS.bytes") }) else {
            return XCTFail("the prototype nib's data is missing")
        }
        let inner = AppKitTestGraph(try AppKitNibTestDecoder.decode(bytes))
        XCTAssertEqual(inner.string(inner.child(try XCTUnwrap(inner.objects(ofClass: "NSTableCellView").first), "NSReuseIdentifierKey")), "name")
        // The button's action to the scene's controller goes to the cell nib's File's Owner, its action to the
        // scene's First Responder has no destination (AppKitPrototypeCellNib's hypotheses).
        let actions = inner.objects(ofClass: "NSNibControlConnector")
        let open = try XCTUnwrap(actions.first { inner.string(inner.child($0, "NSLabel")) == "open:" })
        let data = try XCTUnwrap(inner.child(inner.object(0), "IB.objectdata"))
        XCTAssertNotNil(inner.value(data, "NSRoot"))
        XCTAssertEqual(inner.value(open, "NSDestination"), inner.value(data, "NSRoot"), "File's Owner")
        let copy = try XCTUnwrap(actions.first { inner.string(inner.child($0, "NSLabel")) == "copy:" })
        XCTAssertNil(inner.value(copy, "NSDestination"))
    }

    func testUnknownPresentationStyleIsRefused() {
        let text = AppKitStoryboardCompileTests.storyboard(initial: "vc1-aa-001")
            .replacingOccurrences(of: Self.viewController, with: #"<viewController showSeguePresentationStyle="sometimes" id="vc1-aa-001""#)
        XCTAssertThrowsError(try compile(text)) { error in
            XCTAssertTrue("\(error)".contains("showSeguePresentationStyle"), "\(error)")
        }
    }
}
