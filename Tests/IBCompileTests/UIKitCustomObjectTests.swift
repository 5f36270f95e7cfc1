import IBDocument
import XCTest
@testable import IBCompile

/// A xib's top-level `<customObject>` (`UIKitCustomObject`): a keyless `UICustomObject`, swapped
/// to its custom class as a shipping app's MainWindow.nib archives its app delegate, with the
/// owner's outlet to it and its runtime attributes as for any object.
final class UIKitCustomObjectTests: XCTestCase {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIApplication">
                    <connections>
                        <outlet property="delegate" destination="obj-cu-aaa" id="out-cu-aaa"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <customObject id="obj-cu-aaa" customClass="AppDelegate" customModule="App" customModuleProvider="target">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="launchDelay">
                            <real key="value" value="0.5"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </customObject>
                <customObject id="obj-cu-bbb"/>
            </objects>
        </document>
        """

    func testCustomObjectsAreKeylessUICustomObjectsSwappedToTheirClass() throws {
        let document = try InterfaceDocument(text: Self.text)
        let output = try NibCompiler().compile(document, name: "MainWindow")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "MainWindow.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let topLevel = graph.elements(try XCTUnwrap(graph.child(graph.object(0), "UINibTopLevelObjectsKey")))
        XCTAssertEqual(topLevel.map(\.className), ["UIProxyObject", "UIProxyObject", "UIClassSwapper", "UICustomObject"])
        let delegate = topLevel[2]
        XCTAssertEqual(delegate.values.map(\.key), ["UIClassName", "UIOriginalClassName"], "no keys of its own, as in the MainWindow.nib")
        XCTAssertEqual(graph.string(graph.child(delegate, "UIClassName")), "_TtC3App11AppDelegate")
        XCTAssertEqual(graph.string(graph.child(delegate, "UIOriginalClassName")), "UICustomObject")
        XCTAssertTrue(topLevel[3].values.isEmpty, "a plain object archives nothing")

        let outlet = try XCTUnwrap(graph.objects(ofClass: "UIRuntimeOutletConnection").first { graph.string(graph.child($0, "UILabel")) == "delegate" })
        XCTAssertEqual(graph.child(outlet, "UISource"), topLevel[0])
        XCTAssertEqual(graph.child(outlet, "UIDestination"), delegate)
        let pair = try XCTUnwrap(graph.objects(ofClass: "UINibKeyValuePair").first)
        XCTAssertEqual(graph.child(pair, "UIObject"), delegate)
        XCTAssertEqual(graph.string(graph.child(pair, "UIKeyPath")), "launchDelay")
    }
}
