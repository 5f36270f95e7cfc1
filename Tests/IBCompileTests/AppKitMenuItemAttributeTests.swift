import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Menu and view attributes learned from Apple's transmission_MainMenu nib (that pair as a
/// whole is still refused for a font): `alternate`, `secondaryImage`, `autoenablesItems="NO"`,
/// a base64 key equivalent, a custom view's hugging; a view's `identifier` (stackview_identifier's
/// key on any view); a text field's `textCompletion="NO"`
/// (searchfield_no_completion's analogy); a shared user defaults controller at the top level.
final class AppKitMenuItemAttributeTests: XCTestCase {
    static let menu = """
            <menu title="File" autoenablesItems="NO" id="M1">
                <items>
                    <menuItem title="Open With Options Window…" secondaryImage="folder.badge.gear" catalog="system" tag="501" alternate="YES" keyEquivalent="o" id="I1">
                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                    </menuItem>
                    <menuItem title="Remove From List" secondaryImage="trash" catalog="system" tag="2" id="I2">
                        <string key="keyEquivalent" base64-UTF8="YES">
    CA
    </string>
                    </menuItem>
                </items>
            </menu>
            <userDefaultsController representsSharedInstance="YES" id="U1"/>
    """

    private func encode(_ objects: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: AppKitEncoderTests.xib(objects))))
    }

    private func item(_ graph: AppKitTestGraph, titled title: String) -> NibObject? {
        graph.objects(ofClass: "NSMenuItem").first { graph.string(graph.child($0, "NSTitle")) == title }
    }

    func testAlternateItemWithSecondaryImage() throws {
        let graph = try encode(Self.menu)
        let item = try XCTUnwrap(item(graph, titled: "Open With Options Window…"))
        XCTAssertEqual(item.values.map(\.key), [
            "NSMenu", "NSIsAlternate", "NSAllowsKeyEquivalentLocalization", "NSAllowsKeyEquivalentMirroring", "NSHasActionImage",
            "NSTitle", "NSKeyEquiv", "NSKeyEquivModMask", "NSMnemonicLoc", "NSActionImage", "NSOnImage", "NSMixedImage", "NSTag",
            "NSHiddenInRepresentation",
        ])
        XCTAssertEqual(graph.value(item, "NSIsAlternate"), .bool(true))
        XCTAssertEqual(graph.value(item, "NSHasActionImage"), .bool(true))
        let image = try XCTUnwrap(graph.child(item, "NSActionImage"))
        XCTAssertEqual(graph.string(graph.child(image, "NSResourceName")), "folder.badge.gear")
        XCTAssertEqual(graph.string(graph.child(image, "NSCatalogName")), "system")
        XCTAssertEqual(graph.string(graph.child(graph.child(image, "IBDesignSize"), "NS.sizeval")), "{32, 32}")
        let menu = try XCTUnwrap(graph.objects(ofClass: "NSMenu").first)
        XCTAssertEqual(graph.value(menu, "NSNoAutoenable"), .bool(true))
        // Backspace, written base64 in the XML.
        XCTAssertEqual(graph.string(graph.child(try XCTUnwrap(self.item(graph, titled: "Remove From List")), "NSKeyEquiv")), "\u{8}")
        let defaults = try XCTUnwrap(graph.objects(ofClass: "NSUserDefaultsController").first)
        XCTAssertEqual(graph.value(defaults, "NSSharedInstance"), .bool(true))
    }

    /// The same items as Apple's nib archives them, key for key (skipped without the corpus).
    func testItemsMatchApplesTransmissionNib() throws {
        guard let directory = SharedFixtures.url("nib/macos-viraptor-ibtool/correct"),
              let bytes = try? [UInt8](Data(contentsOf: directory.appendingPathComponent("transmission_MainMenu.nib"))) else {
            throw XCTSkip("the macOS fixtures are not present")
        }
        let apple = AppKitTestGraph(try AppKitNibTestDecoder.decode(bytes))
        let ours = try encode(Self.menu)
        for title in ["Open With Options Window…", "Remove From List"] {
            let theirs = try XCTUnwrap(apple.objects(ofClass: "NSMenuItem").first {
                apple.string(apple.child($0, "NSTitle")) == title && apple.string(apple.child($0, "NSKeyEquiv")) != ""
            })
            let mine = try XCTUnwrap(item(ours, titled: title))
            // Apple's items also have an action and target (to a delegate this xib does not have).
            XCTAssertEqual(mine.values.map(\.key), theirs.values.map(\.key).filter { $0 != "NSAction" && $0 != "NSTarget" }, title)
            for key in ["NSIsAlternate", "NSHasActionImage", "NSKeyEquivModMask", "NSTag", "NSMnemonicLoc"] {
                XCTAssertEqual(ours.value(mine, key), apple.value(theirs, key), "\(title) \(key)")
            }
            XCTAssertEqual(ours.string(ours.child(mine, "NSKeyEquiv")), apple.string(apple.child(theirs, "NSKeyEquiv")), title)
        }
        // A text field with expansion tool tips, as transmission's "Group Title" (key for key).
        let fieldGraph = AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: AppKitControlEncodingTests.window("""
                            <textField focusRingType="none" verticalHuggingPriority="750" horizontalCompressionResistancePriority="250" allowsExpansionToolTips="YES" translatesAutoresizingMaskIntoConstraints="NO" id="T1">
                                <rect key="frame" x="28" y="2" width="267" height="14"/>
                                <textFieldCell key="cell" lineBreakMode="truncatingMiddle" sendsActionOnEndEditing="YES" title="Group Title" id="T2">
                                    <font key="font" metaFont="smallSystemBold"/>
                                    <color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/>
                                    <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                                </textFieldCell>
                            </textField>
        """))))
        let theirField = try XCTUnwrap(apple.objects(ofClass: "NSTextField").first { apple.value($0, "NSControlAllowsExpansionToolTips") != nil })
        let ourField = try XCTUnwrap(fieldGraph.objects(ofClass: "NSTextField").first)
        // (Apple's field is constrained; ours is not.)
        // (The graph comparison does not compare key order; NSAntiCompressionPriority's place differs.)
        let ignored: Set<String> = ["NSNextResponder", "NSSuperview", "NSViewConstraints", "NSDoNotTranslateAutoresizingMask"]
        let ourKeys = Set(ourField.values.map(\.key)).subtracting(ignored)
        let theirKeys = Set(theirField.values.map(\.key)).subtracting(ignored)
        XCTAssertEqual(ourKeys, theirKeys)
        let controlKeys: [String] = ourField.values.map(\.key).filter { $0.hasPrefix("NSControl") || $0 == "NSAllowsLogicalLayoutDirection" }
        XCTAssertEqual(controlKeys, theirField.values.map(\.key).filter { $0.hasPrefix("NSControl") || $0 == "NSAllowsLogicalLayoutDirection" })
        XCTAssertEqual(fieldGraph.value(ourField, "NSControlAllowsExpansionToolTips"), .bool(true))

        let theirDefaults = try XCTUnwrap(apple.objects(ofClass: "NSUserDefaultsController").first)
        let ourDefaults = try XCTUnwrap(ours.objects(ofClass: "NSUserDefaultsController").first)
        XCTAssertEqual(ourDefaults.values.map(\.key), theirDefaults.values.map(\.key))
        XCTAssertEqual(ours.value(ourDefaults, "NSSharedInstance"), apple.value(theirDefaults, "NSSharedInstance"))
    }

    func testCustomViewHuggingAndTextFieldCompletion() throws {
        let text = AppKitControlEncodingTests.window("""
                            <customView identifier="bottomBar" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="C1">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="24"/>
                            </customView>
                            <textField textCompletion="NO" id="T1">
                                <rect key="frame" x="20" y="40" width="120" height="22"/>
                                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" title="Hi" id="T2">
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
        """)
        let graph = AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: text)))
        let view = try XCTUnwrap(graph.objects(ofClass: "NSCustomView").first)
        XCTAssertEqual(graph.string(graph.child(view, "NSHuggingPriority")), "{250, 750}")
        let keys = view.values.map(\.key)
        XCTAssertEqual(keys.firstIndex(of: "NSHuggingPriority").map { $0 + 1 }, keys.firstIndex(of: "IBNSSafeAreaLayoutGuide"))
        // A view's identifier: NSView's NSReuseIdentifierKey, where stackview_identifier has it.
        XCTAssertEqual(graph.string(graph.child(view, "NSReuseIdentifierKey")), "bottomBar")
        XCTAssertEqual(keys.firstIndex(of: "NSViewWantsBestResolutionOpenGLSurface").map { $0 + 1 }, keys.firstIndex(of: "NSReuseIdentifierKey"))
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSTextFieldCell").first)
        XCTAssertEqual(graph.value(cell, "NSAutomaticTextCompletionDisabled"), .bool(true))
    }

    /// A tool tip, an identifier and an indentation level (no pair has them): NSToolTip,
    /// NSUserInterfaceItemIdentifier and NSIndent in the places Finch's NSMenuItem coder gives.
    func testToolTipIdentifierAndIndentation() throws {
        let graph = try encode("""
            <menu title="Edit" id="M1">
                <items>
                    <menuItem title="Duplicate" toolTip="Duplicate the tab" identifier="duplicate" indentationLevel="2" state="on" tag="7" id="I1"/>
                </items>
            </menu>
        """)
        let item = try XCTUnwrap(item(graph, titled: "Duplicate"))
        XCTAssertEqual(graph.string(graph.child(item, "NSToolTip")), "Duplicate the tab")
        XCTAssertEqual(graph.string(graph.child(item, "NSUserInterfaceItemIdentifier")), "duplicate")
        XCTAssertEqual(graph.value(item, "NSIndent"), .int8(2))
        let keys = item.values.map(\.key)
        XCTAssertEqual(Array(keys.suffix(3)), ["NSToolTip", "NSUserInterfaceItemIdentifier", "NSHiddenInRepresentation"])
        XCTAssertEqual(keys.firstIndex(of: "NSIndent"), keys.firstIndex(of: "NSState").map { $0 + 1 })
        XCTAssertTrue(graph.objects(ofClass: "NSIBHelpConnector").isEmpty, "a menu item's tool tip is its own key, not a help connector")
    }
}
