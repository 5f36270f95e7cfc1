import XCTest
import IBDocument
@testable import IBCompile

/// Hand-written iOS xibs compiled through `NibCompiler`, decoded with the test-only decoder
/// (independent of the production reader) and checked key by key.
final class UIKitEncoderTests: XCTestCase {
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="iN0-l3-epB" id="out-1a-aaa"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    }

    static let viewWithBadge = xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view tag="7" contentMode="center" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-1b-bbb" customClass="BadgeView" customModule="App">
                            <rect key="frame" x="10" y="20" width="100" height="50"/>
                            <color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <connections>
                                <action selector="badgeTapped:" destination="-1" eventType="touchUpInside" id="act-1c-ccc"/>
                            </connections>
                        </view>
                    </subviews>
                    <point key="canvasLocation" x="12" y="34"/>
                </view>
        """)

    private func compile(_ text: String) throws -> NibArchive {
        let output = try NibCompiler().compile(try InterfaceDocument(text: text), name: "Login")
        XCTAssertEqual(output.files.map(\.path), ["Login.nib"])
        return try AppKitNibTestDecoder.decode(output.files[0].bytes)
    }

    private func object(_ archive: NibArchive, _ value: NibValue?) -> NibObject? {
        guard case .object(let index)? = value else { return nil }
        return archive.objects[index]
    }

    private func value(_ object: NibObject?, _ key: String) -> NibValue? {
        object?.values.first { $0.key == key }?.value
    }

    private func string(_ archive: NibArchive, _ value: NibValue?) -> String? {
        guard let object = object(archive, value), case .data(let bytes)? = self.value(object, "NS.bytes") else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func elements(_ archive: NibArchive, _ value: NibValue?) -> [NibObject] {
        guard let collection = object(archive, value) else { return [] }
        return collection.values.filter { $0.key == "UINibEncoderEmptyKey" }.compactMap { object(archive, $0.value) }
    }

    private func doubles(_ value: NibValue?) -> [Double] {
        guard case .data(let bytes)? = value, bytes.first == 0x07 else { return [] }
        return stride(from: 1, to: bytes.count, by: 8).map { offset in
            Double(bitPattern: bytes[offset..<offset + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) })
        }
    }

    func testRootKeysProxiesAndSharedEmptyArrays() throws {
        let archive = try compile(Self.viewWithBadge)
        let root = archive.objects[0]
        XCTAssertEqual(root.className, "NSObject")
        XCTAssertEqual(root.values.map(\.key), ["UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey",
                                                "UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey",
                                                "UINibTraitStorageListsKey", "UINibKeyValuePairsKey"])
        let emptyArrays = root.values.suffix(4).map(\.value)
        XCTAssertEqual(Set(emptyArrays.map { "\($0)" }).count, 1, "the four empty arrays are one shared NSArray")
        XCTAssertEqual(object(archive, emptyArrays[0])?.values, [NibKeyedValue("NSInlinedValue", .bool(true))])
        let topLevel = elements(archive, value(root, "UINibTopLevelObjectsKey"))
        XCTAssertEqual(topLevel.map(\.className), ["UIProxyObject", "UIProxyObject", "UIView"])
        XCTAssertEqual(topLevel.prefix(2).map { string(archive, value($0, "UIProxiedObjectIdentifier")) }, ["IBFilesOwner", "IBFirstResponder"])
        XCTAssertEqual(elements(archive, value(root, "UINibObjectsKey")).map(\.className),
                       ["UIProxyObject", "UIProxyObject", "UIView", "UIClassSwapper"])
    }

    func testViewKeysGeometryAndClassSwapper() throws {
        let archive = try compile(Self.viewWithBadge)
        let view = elements(archive, value(archive.objects[0], "UINibTopLevelObjectsKey"))[2]
        XCTAssertEqual(view.values.map(\.key), ["UIBounds", "UICenter", "UISubviews", "UIDeepDrawRect", "UIOpaque",
                                                "UIAutoresizeSubviews", "UIAutoresizingMask",
                                                "UIViewSemanticContentAttribute", "UIViewLargeContentStoredProperties"])
        XCTAssertEqual(doubles(value(view, "UIBounds")), [0, 0, 393, 852])
        XCTAssertEqual(doubles(value(view, "UICenter")), [196.5, 426])
        XCTAssertEqual(value(view, "UIAutoresizingMask"), .int8(18))
        XCTAssertEqual(value(view, "UIViewLargeContentStoredProperties"), NibValue.null)
        XCTAssertEqual(object(archive, value(view, "UISubviews"))?.className, "NSMutableArray")
        let badge = elements(archive, value(view, "UISubviews"))[0]
        XCTAssertEqual(badge.className, "UIClassSwapper")
        XCTAssertEqual(badge.values.map(\.key), ["UIBounds", "UICenter", "UITag", "UIBackgroundColor", "UIDeepDrawRect",
                                                 "UIOpaque", "UIAutoresizeSubviews", "UIAutoresizingMask", "UIContentMode",
                                                 "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints",
                                                 "UIViewContentHuggingPriority", "UIViewSemanticContentAttribute",
                                                 "UIViewLargeContentStoredProperties", "UIClassName", "UIOriginalClassName"])
        XCTAssertEqual(doubles(value(badge, "UICenter")), [60, 45])
        XCTAssertEqual(value(badge, "UITag"), .int8(7))
        XCTAssertEqual(value(badge, "UIAutoresizingMask"), .int8(36))
        XCTAssertEqual(value(badge, "UIContentMode"), .int8(4))
        XCTAssertEqual(string(archive, value(badge, "UIViewContentHuggingPriority")), "{251, 250}")
        XCTAssertEqual(string(archive, value(badge, "UIClassName")), "_TtC3App9BadgeView")
        XCTAssertEqual(string(archive, value(badge, "UIOriginalClassName")), "UIView")
        let color = object(archive, value(badge, "UIBackgroundColor"))
        XCTAssertEqual(color?.values, [NibKeyedValue("UIColorComponentCount", .int8(4)), NibKeyedValue("UIRed", .float(1)),
                                       NibKeyedValue("UIGreen", .float(0.5)), NibKeyedValue("UIBlue", .float(0.25)),
                                       NibKeyedValue("UIAlpha", .float(1)), NibKeyedValue("NSRGB", .data(Array("1 0.5 0.25".utf8))),
                                       NibKeyedValue("NSColorSpace", .int8(2))])
    }

    func testOutletAndEventConnections() throws {
        let archive = try compile(Self.viewWithBadge)
        let root = archive.objects[0]
        let topLevel = elements(archive, value(root, "UINibTopLevelObjectsKey"))
        let connections = elements(archive, value(root, "UINibConnectionsKey"))
        XCTAssertEqual(connections.map(\.className), ["UIRuntimeOutletConnection", "UIRuntimeEventConnection"])
        XCTAssertEqual(string(archive, value(connections[0], "UILabel")), "view")
        XCTAssertEqual(object(archive, value(connections[0], "UISource")), topLevel[0])
        XCTAssertEqual(object(archive, value(connections[0], "UIDestination")), topLevel[2])
        XCTAssertEqual(string(archive, value(connections[1], "UILabel")), "badgeTapped:")
        XCTAssertEqual(object(archive, value(connections[1], "UISource"))?.className, "UIClassSwapper")
        XCTAssertEqual(object(archive, value(connections[1], "UIDestination")), topLevel[0])
        XCTAssertEqual(value(connections[1], "UIEventMask"), .int8(64))
    }

    func testUnsupportedElementsAndAttributesAreNamedErrors() throws {
        let map = Self.xib("""
                <mapView contentMode="scaleToFill" id="mp1-1d-ddd"/>
        """)
        XCTAssertThrowsError(try UIKitNibEncoder().encode(try InterfaceDocument(text: map))) { error in
            XCTAssertEqual(error as? UIKitEncodingError, .unsupportedElement(element: "mapView", id: "mp1-1d-ddd", context: "the view hierarchy"))
        }
        let attribute = Self.xib("""
                <view contentMode="scaleToFill" focusGroupIdentifier="main" id="iN0-l3-epB"/>
        """)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: attribute), name: "X")) { error in
            XCTAssertTrue("\(error)".contains("focusGroupIdentifier"), "\(error)")
            XCTAssertTrue("\(error)".contains("iN0-l3-epB"), "\(error)")
        }
        let systemColor = Self.xib("""
                <view contentMode="scaleToFill" id="vw1-1f-fff">
                    <color key="backgroundColor" name="AccentColor"/>
                </view>
        """)
        XCTAssertThrowsError(try UIKitNibEncoder().encode(try InterfaceDocument(text: systemColor))) { error in
            XCTAssertTrue("\(error)".contains("AccentColor"), "\(error)")
        }
    }
}
