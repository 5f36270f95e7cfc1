import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// A hand-written macOS storyboard (no corpus needed): the files of its `.storyboardc`, its
/// `Info.plist`, how the scene nib, the view nib and `MainMenu.nib` are wired, and what is refused.
final class AppKitStoryboardCompileTests: XCTestCase {
    static func storyboard(initial: String = "wc1-aa-001", extraScenes: String = "", buttonConnections: String? = nil) -> String {
        let connections = buttonConnections ?? #"<action selector="refresh:" target="vc1-aa-001" id="ac2-aa-001"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
            </dependencies>
            <scenes>
                <scene sceneID="sc1-aa-001">
                    <objects>
                        <application id="ap1-aa-001" sceneMemberID="viewController">
                            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="mm1-aa-001">
                                <items>
                                    <menuItem title="Quit Notes" keyEquivalent="q" id="mi1-aa-001">
                                        <connections>
                                            <action selector="terminate:" target="fr1-aa-001" id="ac1-aa-001"/>
                                        </connections>
                                    </menuItem>
                                </items>
                            </menu>
                            <connections>
                                <outlet property="delegate" destination="ad1-aa-001" id="ou1-aa-001"/>
                            </connections>
                        </application>
                        <customObject id="ad1-aa-001" customClass="AppDelegate" customModule="Notes" customModuleProvider="target"/>
                        <customObject id="fr1-aa-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="sc2-aa-001">
                    <objects>
                        <windowController storyboardIdentifier="Main" id="wc1-aa-001" customClass="MainWindowController" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController">
                            <window key="window" title="Notes" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="wi1-aa-001">
                                <windowStyleMask key="styleMask" titled="YES" closable="YES" miniaturizable="YES" resizable="YES"/>
                                <rect key="contentRect" x="200" y="200" width="400" height="300"/>
                                <rect key="screenRect" x="0.0" y="0.0" width="1920" height="1080"/>
                            </window>
                            <connections>
                                <segue destination="vc1-aa-001" kind="relationship" relationship="window.shadowedContentViewController" id="sg1-aa-001"/>
                            </connections>
                        </windowController>
                        <customObject id="fr2-aa-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="sc3-aa-001">
                    <objects>
                        <viewController id="vc1-aa-001" customClass="NotesViewController" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="vw1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="bt1-aa-001">
                                        <rect key="frame" x="14" y="13" width="75" height="32"/>
                                        <buttonCell key="cell" type="push" title="Refresh" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc1-aa-001">
                                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                        <connections>
                                            \(connections)
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="refreshButton" destination="bt1-aa-001" id="ou2-aa-001"/>
                            </connections>
                        </viewController>
                        <customObject id="fr3-aa-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        \(extraScenes)
            </scenes>
        </document>
        """
    }

    /// A window controller scene nothing reaches (no Storyboard ID, not initial, no segue to it).
    static let unreachableScene = """
                <scene sceneID="sc4-aa-001">
                    <objects>
                        <windowController id="wc2-aa-001" sceneMemberID="viewController">
                            <window key="window" title="Spare" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="wi2-aa-001">
                                <windowStyleMask key="styleMask" titled="YES"/>
                                <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                                <rect key="screenRect" x="0.0" y="0.0" width="1920" height="1080"/>
                            </window>
                        </windowController>
                        <customObject id="fr4-aa-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
    """

    private func compile(_ text: String) throws -> [String: [UInt8]] {
        let output = try NibCompiler().compile(try InterfaceDocument(text: text), name: "Notes")
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.bytes) })
    }

    private func graph(_ files: [String: [UInt8]], _ name: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Notes.storyboardc/\(name)"], name)))
    }

    /// The object data's connectors of a class.
    private func connectors(_ graph: AppKitTestGraph, _ className: String) -> [NibObject] {
        guard let data = graph.child(graph.object(0), "IB.objectdata"), let list = graph.child(data, "NSConnections") else { return [] }
        return graph.elements(list).filter { $0.className == className }
    }

    private func label(_ graph: AppKitTestGraph, _ connector: NibObject) -> String? { graph.string(graph.child(connector, "NSLabel")) }

    func testFilesAndInfoPlist() throws {
        let files = try compile(Self.storyboard(extraScenes: Self.unreachableScene))
        // The unreachable window controller gets no nib; lint says why.
        let output = try NibCompiler().compile(try InterfaceDocument(text: Self.storyboard(extraScenes: Self.unreachableScene)), name: "Notes")
        XCTAssertTrue(output.warnings.contains { $0.line.contains("IB012") && $0.line.contains("wc2-aa-001") }, "\(output.warnings.map(\.line))")
        XCTAssertEqual(files.keys.sorted(), ["Notes.storyboardc/Info.plist", "Notes.storyboardc/Main.nib", "Notes.storyboardc/MainMenu.nib",
                                             "Notes.storyboardc/vc1-aa-001-view-vw1-aa-001.nib"])
        let info = try AppKitStoryboardFixtureTests.infoPlist(try XCTUnwrap(files["Notes.storyboardc/Info.plist"]))
        XCTAssertEqual(info["NSStoryboardMainMenu"] as? String, "MainMenu")
        XCTAssertEqual(info["NSViewControllerIdentifiersToNibNames"] as? [String: String], ["MainMenu": "MainMenu", "Main": "Main"])
        XCTAssertEqual(info["NSStoryboardDesignatedEntryPointIdentifier"] as? String, "Main")
        XCTAssertEqual(info["NSStoryboardVersion"] as? Int, 1)
        let uuids = try XCTUnwrap(info["NSViewControllerIdentifiersToUUIDs"] as? [String: String])
        XCTAssertEqual(Array(uuids.keys), ["Main"])
        XCTAssertTrue(AppKitStoryboardFixtureTests.isUUID(uuids["Main"] ?? ""), "\(uuids)")
        // ibtool's key order (the writer keeps insertion order; the bytes name them in it).
        let text = String(decoding: try XCTUnwrap(files["Notes.storyboardc/Info.plist"]), as: UTF8.self)
        let order = ["NSStoryboardMainMenu", "NSViewControllerIdentifiersToNibNames", "NSStoryboardDesignatedEntryPointIdentifier",
                     "NSViewControllerIdentifiersToUUIDs", "NSStoryboardVersion"].compactMap { text.range(of: $0)?.lowerBound }
        XCTAssertEqual(order.count, 5)
        XCTAssertEqual(order, order.sorted())
    }

    func testSceneNibHoldsTheWindowControllerItsWindowAndTheContentController() throws {
        let files = try compile(Self.storyboard())
        let scene = try graph(files, "Main.nib")
        let sceneController = try XCTUnwrap(connectors(scene, "NSNibOutletConnector").first { label(scene, $0) == "sceneController" })
        let controller = try XCTUnwrap(scene.child(sceneController, "NSDestination"))
        XCTAssertEqual(controller.className, "NSClassSwapper")
        XCTAssertEqual(scene.string(scene.child(controller, "NSClassName")), "_TtC5Notes20MainWindowController")
        XCTAssertEqual(scene.string(scene.child(controller, "NSOriginalClassName")), "IBNSWindowController")
        XCTAssertEqual(scene.string(scene.child(controller, "explicitStoryboardIdentifier")), "Main")
        let window = try XCTUnwrap(scene.child(controller, "IBWindowTemplate"))
        XCTAssertEqual(scene.string(scene.child(window, "NSWindowTitle")), "Notes")
        XCTAssertEqual(scene.string(scene.child(scene.child(window, "NSWindowView"), "NSFrameSize")), "{400, 300}")
        let content = try XCTUnwrap(scene.child(controller, "IBWindowTemplateContentViewController"))
        XCTAssertEqual(scene.string(scene.child(content, "NSOriginalClassName")), "NSViewController")
        XCTAssertEqual(scene.string(scene.child(content, "NSNibName")), "vc1-aa-001-view-vw1-aa-001")
        let externals = try XCTUnwrap(scene.child(content, "NSExternalObjectsTableForViewLoading"))
        let entries = externals.values.filter { $0.key == "UINibEncoderEmptyKey" }
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(scene.string(scene.elements(externals).first), "UpstreamPlaceholder-1")
        XCTAssertEqual(scene.elements(externals).last, content)
        // The window gets the content controller at load time, each controller its storyboard.
        let runtime = try XCTUnwrap(connectors(scene, "NSIBUserDefinedRuntimeAttributesConnector").first)
        XCTAssertEqual(scene.child(runtime, "NSObject"), window)
        XCTAssertEqual(scene.elements(try XCTUnwrap(scene.child(runtime, "NSValues"))), [content])
        let storyboardOutlets = connectors(scene, "NSNibOutletConnector").filter { label(scene, $0) == "storyboard" }
        XCTAssertEqual(storyboardOutlets.count, 2)
        XCTAssertTrue(storyboardOutlets.allSatisfy {
            scene.string(scene.child(scene.child($0, "NSDestination"), "NSExternalObjectPlaceholderIdentifier")) == "NSStoryboardPlaceholder"
        })
        // The same UUID in the nib and in Info.plist.
        let info = try AppKitStoryboardFixtureTests.infoPlist(try XCTUnwrap(files["Notes.storyboardc/Info.plist"]))
        XCTAssertEqual(scene.string(scene.child(controller, "uniqueIdentifierForStoryboardCompilation")),
                       (info["NSViewControllerIdentifiersToUUIDs"] as? [String: String])?["Main"])
        XCTAssertNotEqual(scene.string(scene.child(content, "uniqueIdentifierForStoryboardCompilation")),
                          scene.string(scene.child(controller, "uniqueIdentifierForStoryboardCompilation")))
    }

    func testViewNibReachesTheControllerThroughItsUpstreamPlaceholder() throws {
        let view = try graph(try compile(Self.storyboard()), "vc1-aa-001-view-vw1-aa-001.nib")
        let viewOutlet = try XCTUnwrap(connectors(view, "NSNibOutletConnector").first { label(view, $0) == "view" })
        guard let data = view.child(view.object(0), "IB.objectdata") else { return XCTFail("no object data") }
        XCTAssertEqual(view.child(viewOutlet, "NSSource"), view.child(data, "NSRoot"))
        XCTAssertEqual(view.child(viewOutlet, "NSDestination")?.className, "NSView")
        let outlet = try XCTUnwrap(connectors(view, "NSNibOutletConnector").first { label(view, $0) == "refreshButton" })
        let placeholder = try XCTUnwrap(view.child(outlet, "NSSource"))
        XCTAssertEqual(view.string(view.child(placeholder, "NSExternalObjectPlaceholderIdentifier")), "UpstreamPlaceholder-1")
        XCTAssertEqual(view.child(outlet, "NSDestination")?.className, "NSButton")
        let action = try XCTUnwrap(connectors(view, "NSNibControlConnector").first)
        XCTAssertEqual(label(view, action), "refresh:")
        XCTAssertEqual(view.child(action, "NSDestination"), placeholder)
    }

    func testMainMenuNibHoldsTheApplicationItsMenuAndDelegate() throws {
        let menu = try graph(try compile(Self.storyboard()), "MainMenu.nib")
        let application = try XCTUnwrap(menu.objects(ofClass: "NSCustomObject").first { menu.value($0, "IBMainMenu") != nil })
        XCTAssertEqual(menu.string(menu.child(application, "NSClassName")), "NSApplication")
        XCTAssertEqual(menu.string(menu.child(menu.child(application, "IBMainMenu"), "NSName")), "_NSMainMenu")
        let delegate = try XCTUnwrap(connectors(menu, "NSNibOutletConnector").first { label(menu, $0) == "delegate" })
        XCTAssertEqual(menu.child(delegate, "NSSource"), application)
        XCTAssertEqual(menu.string(menu.child(menu.child(delegate, "NSDestination"), "NSClassName")), "_TtC5Notes11AppDelegate")
        // terminate: goes to the first responder: no destination.
        let terminate = try XCTUnwrap(connectors(menu, "NSNibControlConnector").first)
        XCTAssertEqual(label(menu, terminate), "terminate:")
        XCTAssertNil(menu.value(terminate, "NSDestination"))
    }

    /// In `Base.lproj`, titles are archived for translation at load time; a localizable string
    /// whose archived form is not known (a button cell's title) is refused, not left untranslatable.
    func testBaseLocalizedStoryboardArchivesLocalizableTitles() throws {
        var compiler = NibCompiler()
        compiler.isBaseLocalized = true
        XCTAssertThrowsError(try compiler.compile(try InterfaceDocument(text: Self.storyboard()), name: "Notes")) { error in
            XCTAssertTrue("\(error)".contains("bc1-aa-001"), "\(error)")
        }
        let untitledButton = Self.storyboard().replacingOccurrences(of: #"title="Refresh""#, with: #"title="""#)
        let output = try compiler.compile(try InterfaceDocument(text: untitledButton), name: "Notes")
        let files = Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.bytes) })
        let scene = try graph(files, "Main.nib")
        let window = try XCTUnwrap(scene.objects(ofClass: "NSWindowTemplate").first)
        let title = try XCTUnwrap(scene.child(window, "NSWindowTitle"))
        XCTAssertEqual(title.className, "NSLocalizableString")
        XCTAssertEqual(scene.string(scene.child(title, "NSKey")), "wi1-aa-001.title")
        XCTAssertEqual(scene.string(scene.child(title, "NSDev")), "Notes")
        let menu = try graph(files, "MainMenu.nib")
        let quit = try XCTUnwrap(menu.objects(ofClass: "NSMenuItem").first)
        XCTAssertEqual(menu.string(menu.child(menu.child(quit, "NSTitle"), "NSKey")), "mi1-aa-001.title")
        // Outside Base.lproj the same titles are plain strings.
        let plain = try graph(try compile(untitledButton), "Main.nib")
        XCTAssertEqual(plain.child(try XCTUnwrap(plain.objects(ofClass: "NSWindowTemplate").first), "NSWindowTitle")?.className, "NSString")
    }

    func testCompilingTwiceWritesTheSameBytes() throws {
        let first = try compile(Self.storyboard())
        let second = try compile(Self.storyboard())
        XCTAssertEqual(first.keys.sorted(), second.keys.sorted())
        for (path, bytes) in first { XCTAssertEqual(second[path], bytes, path) }
    }

    func testWhatHasNoKnownLayoutIsRefusedByName() {
        let segue = Self.storyboard(buttonConnections: #"<segue destination="wc1-aa-001" kind="show" id="sg9-aa-001"/>"#)
        XCTAssertThrowsError(try compile(segue)) { error in
            guard case .encoding(let message)? = error as? CompileError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("segue"), message)
        }
        // A view controller reached on its own compiles (AppKitStoryboardViewControllerSceneTests); other controllers do not.
        let tab = Self.storyboard(initial: "vc1-aa-001").replacingOccurrences(of: "<viewController id=", with: "<tabViewController id=")
            .replacingOccurrences(of: "</viewController>", with: "</tabViewController>")
        XCTAssertThrowsError(try compile(tab)) { error in
            guard case .encoding(let message)? = error as? CompileError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("tabViewController") && message.contains("vc1-aa-001"), message)
        }
    }
}
