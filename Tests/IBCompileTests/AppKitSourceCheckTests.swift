import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// `AppKitSourceCheck` on the 106 Apple-paired fixture xibs (every nib we compile from them must
/// pass, as the graph comparison says they should), and checks that the check fails when it
/// should: a connector or an object taken out of a decoded nib, a source with an outlet the nib
/// does not have, and a broken `NSIBObjectData`.
final class AppKitSourceCheckTests: XCTestCase {
    static let sample = AppKitControlEncodingTests.window("""
                            <button verticalHuggingPriority="750" id="B1">
                                <rect key="frame" x="20" y="20" width="100" height="32"/>
                                <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="C1">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                                <connections>
                                    <action selector="go:" target="-2" id="A1"/>
                                </connections>
                            </button>
    """).replacingOccurrences(of: #"customClass="MyController"/>"#, with: #"customClass="MyController">"#
        + #"<connections><outlet property="goButton" destination="B1" id="O1"/><outlet property="window" destination="W1" id="O2"/></connections></customObject>"#)

    static func compileSample(_ text: String = sample) throws -> (InterfaceDocument, [(path: String, archive: NibArchive)]) {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Sample")
        return (document, try output.files.map { ($0.path, try AppKitNibTestDecoder.decode($0.bytes)) })
    }

    func testSampleNibPasses() throws {
        let (document, archives) = try Self.compileSample()
        let summary = try AppKitSourceCheck(document: document, archives: archives).verify(what: "sample")
        // File's Owner, Application, window, content view, button, button cell; goButton, window, go:.
        XCTAssertEqual(summary.objects, 6)
        XCTAssertEqual(summary.connections, 3)
    }

    func testMissingConnectorFails() throws {
        let (document, archives) = try Self.compileSample()
        var archive = archives[0].archive
        // Renaming the action's connector class drops it from the nib's connections.
        let index = try XCTUnwrap(archive.objects.firstIndex { $0.className == "NSNibControlConnector" })
        archive.objects[index] = NibObject(className: "NSNibRemovedConnector", values: archive.objects[index].values)
        XCTAssertThrowsError(try AppKitSourceCheck(document: document, archives: [(archives[0].path, archive)]).verify(what: "sample")) {
            XCTAssertTrue("\($0)".contains("NSNibControlConnector go:"), "\($0)")
        }
    }

    func testConnectorBetweenWrongObjectsFails() throws {
        let (document, archives) = try Self.compileSample()
        var archive = archives[0].archive
        // Point the goButton outlet at the window instead of the button.
        let graph = AppKitTestGraph(archive)
        let outlet = try XCTUnwrap(archive.objects.firstIndex { $0.className == "NSNibOutletConnector" && graph.string(graph.child($0, "NSLabel")) == "goButton" })
        let window = try XCTUnwrap(archive.objects.firstIndex { $0.className == "NSWindowTemplate" })
        archive.objects[outlet].values = archive.objects[outlet].values.map { $0.key == "NSDestination" ? NibKeyedValue("NSDestination", .object(window)) : $0 }
        XCTAssertThrowsError(try AppKitSourceCheck(document: document, archives: [(archives[0].path, archive)]).verify(what: "sample")) {
            XCTAssertTrue("\($0)".contains("goButton"), "\($0)")
        }
    }

    func testConnectorToAnObjectUnderTheWrongParentFails() throws {
        let (document, archives) = try Self.compileSample()
        var archive = archives[0].archive
        // List the button under File's Owner instead of the content view.
        let graph = AppKitTestGraph(archive)
        let data = try XCTUnwrap(graph.child(graph.object(0), "IB.objectdata"))
        guard case .object(let keys)? = graph.value(data, "NSObjectsKeys"), case .object(let values)? = graph.value(data, "NSObjectsValues"),
              case .object(let owner)? = graph.value(data, "NSRoot") else { return XCTFail("no NSIBObjectData lists") }
        let button = try XCTUnwrap(archive.objects.firstIndex { $0.className == "NSButton" })
        let position = try XCTUnwrap(archive.objects[keys].values.firstIndex { $0.value == .object(button) })
        archive.objects[values].values[position] = NibKeyedValue("UINibEncoderEmptyKey", .object(owner))
        XCTAssertThrowsError(try AppKitSourceCheck(document: document, archives: [(archives[0].path, archive)]).verify(what: "sample")) {
            XCTAssertTrue("\($0)".contains("goButton"), "\($0)")
            XCTAssertTrue("\($0)".contains("go:"), "\($0)")
            XCTAssertTrue("\($0)".contains("the source has 1 NSButton under NSView, NSObjectsValues 0"), "\($0)")
        }
    }

    /// Menu items are told apart by title: an action moved to another item of the same class fails.
    func testActionOnTheWrongMenuItemFails() throws {
        let text = AppKitEncoderTests.xib("""
                <menu title="Main" systemMenu="main" id="M1">
                    <items>
                        <menuItem title="Open" keyEquivalent="o" id="I1">
                            <connections><action selector="openDocument:" target="-1" id="A1"/></connections>
                        </menuItem>
                        <menuItem title="Close" keyEquivalent="w" id="I2"/>
                    </items>
                </menu>
        """)
        let (document, archives) = try Self.compileSample(text)
        XCTAssertEqual(try AppKitSourceCheck(document: document, archives: archives).verify(what: "menu").connections, 1)
        let moved = text.replacingOccurrences(of: #"<action selector="openDocument:" target="-1" id="A1"/>"#, with: "")
            .replacingOccurrences(of: #"keyEquivalent="w" id="I2"/>"#,
                                  with: #"keyEquivalent="w" id="I2"><connections><action selector="openDocument:" target="-1" id="A1"/></connections></menuItem>"#)
        XCTAssertNotEqual(moved, text)
        XCTAssertThrowsError(try AppKitSourceCheck(document: try InterfaceDocument(text: moved), archives: archives).verify(what: "menu")) {
            XCTAssertTrue("\($0)".contains("openDocument:"), "\($0)")
        }
    }

    func testMissingObjectFails() throws {
        let (document, archives) = try Self.compileSample()
        var archive = archives[0].archive
        let index = try XCTUnwrap(archive.objects.firstIndex { $0.className == "NSButtonCell" })
        archive.objects[index] = NibObject(className: "NSObject", values: archive.objects[index].values)
        XCTAssertThrowsError(try AppKitSourceCheck(document: document, archives: [(archives[0].path, archive)]).verify(what: "sample")) {
            XCTAssertTrue("\($0)".contains("NSButtonCell"), "\($0)")
        }
    }

    func testExtraConnectorInTheNibFails() throws {
        // The nib of the sample checked against the source without its window outlet.
        let (_, archives) = try Self.compileSample()
        let fewer = Self.sample.replacingOccurrences(of: #"<outlet property="window" destination="W1" id="O2"/>"#, with: "")
        XCTAssertNotEqual(fewer, Self.sample)
        XCTAssertThrowsError(try AppKitSourceCheck(document: try InterfaceDocument(text: fewer), archives: archives).verify(what: "sample")) {
            XCTAssertTrue("\($0)".contains("NSNibOutletConnector window is in no source connection"), "\($0)")
        }
    }

    func testExtraOutletInTheSourceFails() throws {
        let (_, archives) = try Self.compileSample()
        let more = Self.sample.replacingOccurrences(of: #"<outlet property="window" destination="W1" id="O2"/>"#,
                                                    with: #"<outlet property="window" destination="W1" id="O2"/><outlet property="initialFirstResponder" destination="B1" id="O3"/>"#)
        XCTAssertNotEqual(more, Self.sample)
        XCTAssertThrowsError(try AppKitSourceCheck(document: try InterfaceDocument(text: more), archives: archives).verify(what: "sample")) {
            XCTAssertTrue("\($0)".contains("initialFirstResponder"), "\($0)")
        }
    }

    func testBrokenObjectDataFails() throws {
        let (document, archives) = try Self.compileSample()
        var archive = archives[0].archive
        // One object repeats a key, and NSOidsValues loses an entry.
        let button = try XCTUnwrap(archive.objects.firstIndex { $0.className == "NSButton" })
        archive.objects[button].values.append(archive.objects[button].values[0])
        let graph = AppKitTestGraph(archive)
        let data = try XCTUnwrap(graph.child(graph.object(0), "IB.objectdata"))
        guard case .object(let oids)? = graph.value(data, "NSOidsValues") else { return XCTFail("no NSOidsValues") }
        archive.objects[oids].values.removeLast()
        XCTAssertThrowsError(try AppKitSourceCheck(document: document, archives: [(archives[0].path, archive)]).verify(what: "sample")) {
            XCTAssertTrue("\($0)".contains("repeats a key"), "\($0)")
            XCTAssertTrue("\($0)".contains("NSOidsValues"), "\($0)")
        }
    }

    func testBrokenHeaderFails() throws {
        let document = try InterfaceDocument(text: Self.sample)
        let output = try NibCompiler().compile(document, name: "Sample")
        XCTAssertNoThrow(try AppKitSourceCheck.verify(document, files: output.files, what: "sample"))
        var bytes = output.files[0].bytes
        // The keys table offset (header bytes 30…33) moved past the values table's.
        let values = bytes[38...41]
        bytes.replaceSubrange(30...33, with: values.map { $0 })
        bytes[30] &+= 1
        XCTAssertThrowsError(try AppKitSourceCheck.verify(document, files: [(output.files[0].path, bytes)], what: "sample"))
        XCTAssertNil(AppKitSourceCheck.headerProblem(output.files[0].bytes, objectCount: try AppKitNibTestDecoder.decode(output.files[0].bytes).objects.count))
        XCTAssertNotNil(AppKitSourceCheck.headerProblem(bytes, objectCount: try AppKitNibTestDecoder.decode(output.files[0].bytes).objects.count))
    }

    /// A storyboard's unreachable scene is not compiled (IB012), so the check does not expect it;
    /// its reachable scenes still are.
    func testStoryboardWithAnUnreachableScenePasses() throws {
        let text = AppKitStoryboardCompileTests.storyboard(extraScenes: AppKitStoryboardCompileTests.unreachableScene)
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Notes")
        let summary = try AppKitSourceCheck.verify(document, files: output.files, what: "Notes.storyboard")
        // Quit's terminate:, the app delegate outlet, the button's refresh:, refreshButton.
        XCTAssertEqual(summary.connections, 4)
        XCTAssertEqual(AppKitSourceCheck(document: document, archives: []).unreachedScenes.count, 1)
        // Without the window controller's Storyboard ID nothing but the application scene is reached.
        let unreached = text.replacingOccurrences(of: #"storyboardIdentifier="Main" "#, with: "")
            .replacingOccurrences(of: #"initialViewController="wc1-aa-001""#, with: "")
        XCTAssertEqual(AppKitSourceCheck(document: try InterfaceDocument(text: unreached), archives: []).unreachedScenes.count, 3)
    }

    /// Every Apple-paired fixture storyboard that compiles passes the check (placeholders, scene
    /// and view nibs, `MainMenu.nib`).
    func testFixtureStoryboardsPassTheCheck() throws {
        guard let directory = AppKitStoryboardFixtureTests.fixtureDirectory else {
            throw XCTSkip("../shared/fixtures/nib/macos-viraptor-ibtool is not present")
        }
        let profiles = try AppKitFixtureComparisonTests.colorProfiles(in: directory, names: try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted())
        var checked = 0
        var connections = 0
        for url in try AppKitStoryboardFixtureTests.storyboards(in: directory) {
            var compiler = NibCompiler(colorProfiles: profiles)
            compiler.isBaseLocalized = url.deletingLastPathComponent().lastPathComponent == "Base.lproj"
            let document = try InterfaceDocument(bytes: [UInt8](Data(contentsOf: url)))
            guard let output = try? compiler.compile(document, name: url.deletingPathExtension().lastPathComponent) else { continue }
            do { connections += try AppKitSourceCheck.verify(document, files: output.files, what: url.lastPathComponent).connections } catch { XCTFail("\(error)") }
            checked += 1
        }
        print("AppKit source check: \(checked) fixture storyboards compiled and checked (\(connections) connections)")
        XCTAssertGreaterThanOrEqual(checked, 9)
    }

    /// Every fixture xib that compiles passes the check (they match Apple's graphs or nearly).
    func testFixturePairNibsPassTheCheck() throws {
        guard let directory = AppKitFixtureComparisonTests.fixtureDirectory else {
            throw XCTSkip("../shared/fixtures/nib/macos-viraptor-ibtool is not present")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let profiles = try AppKitFixtureComparisonTests.colorProfiles(in: directory, names: names)
        var checked = 0
        var total = AppKitSourceCheck.Summary()
        for name in names where name.hasSuffix(".xib") {
            let document = try InterfaceDocument(bytes: [UInt8](Data(contentsOf: directory.appendingPathComponent(name))))
            guard let output = try? NibCompiler(colorProfiles: profiles).compile(document, name: "Fixture") else { continue }
            do {
                let summary = try AppKitSourceCheck.verify(document, files: output.files, what: name)
                total.objects += summary.objects
                total.connections += summary.connections
            } catch { XCTFail("\(error)") }
            checked += 1
        }
        print("AppKit source check: \(checked) fixture xibs compiled and checked (\(total.objects) source objects, \(total.connections) connections)")
        XCTAssertGreaterThanOrEqual(checked, 100)
        XCTAssertGreaterThan(total.objects, 1000, "the check looked at the fixtures' objects")
        XCTAssertGreaterThan(total.connections, 100, "the check looked at the fixtures' connections")
    }
}
