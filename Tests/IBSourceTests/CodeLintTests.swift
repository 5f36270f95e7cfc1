import IBDocument
import XCTest
@testable import IBSource

/// Each misconfiguration the seeds describe, reproduced in a small xib + Swift class, caught with
/// the right rule; and a clean pair that produces no finding.
final class CodeLintTests: XCTestCase {
    private let swift = #"""
    import UIKit

    class BaseViewController: UIViewController {
        @IBOutlet weak var footer: UIView!
    }

    class LoginViewController: BaseViewController {
        @IBOutlet weak var nameField: UITextField!
        @IBOutlet weak var saveButton: UIButton!
        @IBOutlet var rows: [UIView]!
        var untagged: UILabel?
        @IBInspectable var accent: UIColor?

        @IBAction func save(_ sender: UIButton) {}
    }

    extension LoginViewController {
        @IBAction func cancel(_ sender: Any) {}
    }

    class RoundedButton: UIButton {
        @IBInspectable var cornerRadius: CGFloat = 0
    }
    """#

    private func xib(owner: String = "LoginViewController", connections: String, objects: String = "", buttonClass: String = "RoundedButton", runtimeAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="App" customModuleProvider="target">
                    <connections>
        \(connections)
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="vw1-aa-bbb">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" id="tf1-aa-bbb">
                            <rect key="frame" x="20" y="20" width="200" height="34"/>
                        </textField>
                        <button opaque="NO" contentMode="scaleToFill" customClass="\(buttonClass)" customModule="App" customModuleProvider="target" id="bt1-aa-bbb">
                            <rect key="frame" x="20" y="80" width="100" height="30"/>
        \(runtimeAttributes)
                            <connections>
                                <action selector="save:" destination="-1" eventType="touchUpInside" id="ac1-aa-bbb"/>
                            </connections>
                        </button>
                        <label opaque="NO" contentMode="left" text="Hi" id="lb1-aa-bbb">
                            <rect key="frame" x="20" y="120" width="100" height="21"/>
                        </label>
        \(objects)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    private let cleanConnections = """
                        <outlet property="view" destination="vw1-aa-bbb" id="o01-aa-bbb"/>
                        <outlet property="nameField" destination="tf1-aa-bbb" id="o02-aa-bbb"/>
                        <outlet property="saveButton" destination="bt1-aa-bbb" id="o03-aa-bbb"/>
                        <outlet property="footer" destination="lb1-aa-bbb" id="o04-aa-bbb"/>
                        <outletCollection property="rows" destination="lb1-aa-bbb" collectionClass="NSMutableArray" id="o05-aa-bbb"/>
        """

    private func findings(_ xml: String, rulesOnly: Bool = true) throws -> [LintFinding] {
        let index = SourceIndex(files: [SourceFile(path: "App/Login.swift", text: swift, module: "App")])
        let document = try InterfaceDocument(text: xml)
        return Linter(rules: CodeLint.rules(index: index)).lint(document).findings
    }

    func testCleanPairProducesNoFinding() throws {
        XCTAssertEqual(try findings(xib(connections: cleanConnections)), [])
    }

    func testOutletWithoutPropertyIsTheKeyValueCodingCrash() throws {
        let result = try findings(xib(connections: cleanConnections + "\n<outlet property=\"v\" destination=\"lb1-aa-bbb\" id=\"o09-aa-bbb\"/>"))
        XCTAssertEqual(result.map(\.code), ["IB101"])
        XCTAssertEqual(result.first?.objectID, "o09-aa-bbb")
        XCTAssertTrue(result[0].message.contains("not key value coding-compliant for the key v"), result[0].message)
        XCTAssertTrue(result[0].message.contains("App/Login.swift:7"), result[0].message)
    }

    func testPropertyWithoutIBOutletIsAWarning() throws {
        let result = try findings(xib(connections: cleanConnections + "\n<outlet property=\"untagged\" destination=\"lb1-aa-bbb\" id=\"o09-aa-bbb\"/>"))
        XCTAssertEqual(result.map(\.code), ["IB101"])
        XCTAssertEqual(result.first?.severity, .warning)
    }

    func testOutletTypeAndCollectionMismatches() throws {
        let wrongType = cleanConnections.replacingOccurrences(of: "property=\"saveButton\" destination=\"bt1-aa-bbb\"", with: "property=\"saveButton\" destination=\"lb1-aa-bbb\"")
        let result = try findings(xib(connections: wrongType))
        XCTAssertEqual(result.map(\.code), ["IB102"])
        XCTAssertTrue(result[0].message.contains("declared as UIButton"), result[0].message)
        XCTAssertTrue(result[0].message.contains("App/Login.swift:9"), result[0].message)

        let single = cleanConnections.replacingOccurrences(of: "<outletCollection property=\"rows\" destination=\"lb1-aa-bbb\" collectionClass=\"NSMutableArray\"", with: "<outlet property=\"rows\" destination=\"lb1-aa-bbb\"")
        XCTAssertEqual(try findings(xib(connections: single)).map(\.code), ["IB102"])
    }

    func testActionWithoutMethodIsTheUnrecognizedSelectorCrash() throws {
        let xml = xib(connections: cleanConnections).replacingOccurrences(of: "selector=\"save:\"", with: "selector=\"saveTapped:\"")
        let result = try findings(xml)
        XCTAssertEqual(result.map(\.code), ["IB103"])
        XCTAssertTrue(result[0].message.contains("unrecognized selector sent to instance"), result[0].message)
        XCTAssertTrue(result[0].message.contains("save:, cancel:"), "lists the class's actions, extensions included: \(result[0].message)")
    }

    func testUnknownAndIncompatibleCustomClasses() throws {
        let unknown = try findings(xib(owner: "LogInViewController", connections: ""))
        XCTAssertEqual(unknown.map(\.code), ["IB104"])
        XCTAssertTrue(unknown[0].message.contains("Unknown class LogInViewController in Interface Builder file"), unknown[0].message)

        let incompatible = try findings(xib(connections: cleanConnections, buttonClass: "LoginViewController"))
        // The button is now a view controller: its own class is wrong (IB105), and the saveButton
        // outlet (a UIButton) no longer accepts it (IB102).
        XCTAssertEqual(incompatible.map(\.code).sorted(), ["IB102", "IB105"])
        XCTAssertTrue(incompatible.contains { $0.code == "IB105" && $0.objectID == "bt1-aa-bbb" })
    }

    func testRuntimeAttributesMustNameAProperty() throws {
        let attributes = """
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="8"/></userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><real key="value" value="1"/></userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadious"><real key="value" value="8"/></userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
        """
        let result = try findings(xib(connections: cleanConnections, runtimeAttributes: attributes))
        XCTAssertEqual(result.map(\.code), ["IB106"])
        XCTAssertTrue(result[0].message.contains("\"cornerRadious\""), result[0].message)
    }

    func testNothingIsReportedWithoutSources() throws {
        let document = try InterfaceDocument(text: xib(owner: "Whatever", connections: "<outlet property=\"v\" destination=\"lb1-aa-bbb\" id=\"o09-aa-bbb\"/>"))
        XCTAssertEqual(Linter(rules: CodeLint.rules(index: SourceIndex(files: []))).lint(document).findings, [])
    }
}
