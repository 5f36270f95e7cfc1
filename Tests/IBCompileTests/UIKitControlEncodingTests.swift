import IBDocument
import XCTest
@testable import IBCompile

/// Controls, constraints, runtime attributes, outlet collections and accessibility in one
/// hand-written iOS xib, compiled through `NibCompiler` and read back with the test-only
/// decoder (`AppKitNibTestDecoder`, `AppKitTestGraph`), key by key.
final class UIKitControlEncodingTests: XCTestCase {
    static let form = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-01-aaa">
                            <rect key="frame" x="20" y="100" width="353" height="200"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Email" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="353" height="20"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <color key="textColor" systemColor="labelColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="you@example.com" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="eml-01-aaa">
                                    <rect key="frame" x="0.0" y="28" width="353" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits" keyboardType="emailAddress" textContentType="email"/>
                                    <accessibility key="accessibilityConfiguration" identifier="emailField"/>
                                </textField>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swt-01-aaa">
                                    <rect key="frame" x="0.0" y="70" width="51" height="31"/>
                                </switch>
                                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld-01-aaa">
                                    <rect key="frame" x="-2" y="109" width="357" height="31"/>
                                </slider>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-01-aaa">
                                    <rect key="frame" x="0.0" y="148" width="353" height="52"/>
                                    <state key="normal" title="Sign In">
                                        <color key="titleColor" red="0.0" green="0.478" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="8"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="string" keyPath="analyticsName" value="sign-in"/>
                                    </userDefinedRuntimeAttributes>
                                    <connections>
                                        <action selector="signIn:" destination="-1" eventType="touchUpInside" id="act-01-aaa"/>
                                    </connections>
                                </button>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk-01-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c01-aa-aaa"/>
                        <constraint firstItem="stk-01-aaa" firstAttribute="width" secondItem="iN0-l3-epB" secondAttribute="width" multiplier="0.9" relation="lessThanOrEqual" priority="750" id="c02-aa-aaa"/>
                    </constraints>
                </view>
        """).replacingOccurrences(of: """
                        <outlet property="view" destination="iN0-l3-epB" id="out-1a-aaa"/>
        """, with: """
                        <outlet property="view" destination="iN0-l3-epB" id="out-1a-aaa"/>
                        <outletCollection property="fields" destination="lbl-01-aaa" collectionClass="NSMutableArray" id="col-01-aaa"/>
                        <outletCollection property="fields" destination="eml-01-aaa" collectionClass="NSMutableArray" id="col-02-aaa"/>
        """)

    private func compile() throws -> (AppKitTestGraph, InterfaceDocument) {
        let document = try InterfaceDocument(text: Self.form)
        let output = try NibCompiler().compile(document, name: "Form")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Form.xib")
        return (AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes)), document)
    }

    private func only(_ graph: AppKitTestGraph, _ className: String) throws -> NibObject {
        let objects = graph.objects(ofClass: className)
        XCTAssertEqual(objects.count, 1, className)
        return try XCTUnwrap(objects.first)
    }

    func testLabelTextFieldSwitchSliderAndButtonKeys() throws {
        let (graph, _) = try compile()
        let label = try only(graph, "UILabel")
        XCTAssertEqual(graph.string(graph.child(label, "UIText")), "Email")
        XCTAssertEqual(graph.string(graph.child(graph.child(label, "UIText"), "NSKey")), "lbl-01-aaa.text")
        XCTAssertEqual(graph.value(label, "UITextAlignment"), .int8(1))
        XCTAssertEqual(graph.value(label, "UINumberOfLines"), .int8(0))
        XCTAssertEqual(graph.string(graph.child(graph.child(label, "UITextColor"), "UISystemColorName")), "labelColor")
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(label, "UIFont")), "UIFontPointSize"), .double(17))
        XCTAssertEqual(label.values.last?.key, "UIDisableUpdateTextColorOnTraitCollectionChange")

        let field = try only(graph, "UITextField")
        XCTAssertEqual(graph.string(graph.child(field, "UIPlaceholder")), "you@example.com")
        XCTAssertEqual(graph.value(field, "UIBorderStyle"), .int8(3))
        XCTAssertEqual(graph.value(field, "UIKeyboardType"), .int8(7))
        XCTAssertEqual(graph.string(graph.child(field, "UITextContentType")), "email")
        XCTAssertEqual(graph.value(field, "UIContentHorizontalAlignment"), .int8(1))

        XCTAssertEqual(graph.value(try only(graph, "UISwitch"), "UISwitchOn"), .bool(true))
        let slider = try only(graph, "UISlider")
        // -[UISlider encodeWithCoder:] leaves out a minimum of 0 and a maximum of 1.
        XCTAssertEqual([graph.value(slider, "UIValue"), graph.value(slider, "UIMinValue"), graph.value(slider, "UIMaxValue")],
                       [.float(0.5), nil, nil])

        let button = try only(graph, "UIButton")
        XCTAssertEqual(graph.value(button, "UIButtonType"), .int8(1))
        let content = try XCTUnwrap(graph.child(button, "UIButtonStatefulContent"))
        let entries = graph.elements(content)
        XCTAssertEqual(entries.map(\.className), ["NSNumber", "UIButtonContent"])
        XCTAssertEqual(graph.value(entries[0], "NS.intval"), .int8(0))
        XCTAssertEqual(graph.string(graph.child(entries[1], "UITitle")), "Sign In")
        XCTAssertEqual(graph.child(entries[1], "UITitleColor")?.className, "UIColor")
        XCTAssertEqual(button.values.last?.key, "UIButtonConfiguration")
    }

    func testStackViewArrangesItsSubviewsAndConstraintsKeepTheirKeys() throws {
        let (graph, _) = try compile()
        let stack = try only(graph, "UIStackView")
        let subviews = graph.elements(try XCTUnwrap(graph.child(stack, "UISubviews")))
        let arranged = graph.elements(try XCTUnwrap(graph.child(stack, "UIStackViewArrangedSubviews")))
        XCTAssertEqual(subviews.map(\.className), ["UILabel", "UITextField", "UISwitch", "UISlider", "UIButton"])
        XCTAssertEqual(arranged, subviews)
        XCTAssertEqual(graph.value(stack, "UIStackViewAxis"), .int8(1))
        XCTAssertEqual(graph.value(stack, "UIStackViewSpacing"), .double(8))

        let constraints = graph.objects(ofClass: "NSLayoutConstraint")
        XCTAssertEqual(constraints.count, 2)
        XCTAssertEqual(constraints[0].values.map(\.key), ["NSFirstItem", "NSFirstAttributeV2", "NSFirstAttribute", "NSSecondItem",
                                                          "NSSecondAttributeV2", "NSSecondAttribute", "NSConstantV2", "NSShouldBeArchived", "NSConstant"])
        XCTAssertEqual(constraints[1].values.map(\.key), ["NSFirstItem", "NSFirstAttributeV2", "NSFirstAttribute", "NSRelation", "NSMultiplier",
                                                          "NSSecondItem", "NSSecondAttributeV2", "NSSecondAttribute", "NSPriority", "NSShouldBeArchived"])
        XCTAssertEqual(graph.value(constraints[1], "NSRelation"), .int64(-1), "negative integers take eight bytes")
        XCTAssertEqual(graph.value(constraints[1], "NSMultiplier"), .double(Double(Float(0.9))))
        XCTAssertEqual(graph.value(constraints[1], "NSPriority"), .int16(750))
        XCTAssertEqual(graph.child(constraints[0], "NSFirstItem"), stack)
    }

    func testConnectionsRuntimeAttributesAndAccessibility() throws {
        let (graph, _) = try compile()
        let root = graph.object(0)
        let connections = graph.elements(try XCTUnwrap(graph.child(root, "UINibConnectionsKey")))
        XCTAssertEqual(connections.map(\.className), ["UIRuntimeOutletConnection", "UIRuntimeOutletCollectionConnection",
                                                      "UIRuntimeOutletCollectionConnection", "UIRuntimeEventConnection"])
        XCTAssertEqual(connections[1...2].map { graph.string(graph.child($0, "UILabel")) }, ["fields", "fields"])
        XCTAssertEqual(connections[1...2].map { graph.string(graph.child($0, "runtimeCollectionClassName")) }, ["NSMutableArray", "NSMutableArray"])
        XCTAssertEqual(connections[1...2].map { graph.value($0, "addsContentToExistingCollection") }, [.bool(false), .bool(true)])
        XCTAssertEqual(graph.child(connections[2], "UIDestination")?.className, "UITextField")
        XCTAssertEqual(graph.string(graph.child(connections[3], "UILabel")), "signIn:")
        XCTAssertEqual(graph.value(connections[3], "UIEventMask"), .int8(64))

        let pairs = graph.elements(try XCTUnwrap(graph.child(root, "UINibKeyValuePairsKey")))
        XCTAssertEqual(pairs.map { $0.values.map(\.key) }, [["UIObject", "UIValue", "UIKeyPath"], ["UIObject", "UIValue", "UIKeyPath"]])
        XCTAssertEqual(pairs.map { graph.string(graph.child($0, "UIKeyPath")) }, ["layer.cornerRadius", "analyticsName"])
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(pairs[0], "UIValue")), "NS.intval"), .int8(8))
        XCTAssertEqual(graph.string(graph.child(pairs[1], "UIValue")), "sign-in")
        XCTAssertEqual(graph.child(pairs[0], "UIObject")?.className, "UIButton")

        let accessibility = graph.elements(try XCTUnwrap(graph.child(root, "UINibAccessibilityConfigurationsKey")))
        XCTAssertEqual(accessibility.map(\.className), ["UIRuntimeAccessibilityConfiguration"])
        XCTAssertEqual(graph.child(accessibility[0], "UIAccessibileObject")?.className, "UITextField")
        XCTAssertEqual(graph.string(graph.child(accessibility[0], "UIAccessibilityIdentifier")), "emailField")
    }

    /// `none="YES"` is UIAccessibilityTraitNone: the traits number is written, with no bit set.
    func testAccessibilityTraitsNoneIsZero() throws {
        let source = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <accessibility key="accessibilityConfiguration" label="Glucose">
                        <accessibilityTraits key="traits" none="YES"/>
                        <bool key="isElement" value="YES"/>
                    </accessibility>
                </view>
        """)
        let output = try NibCompiler().compile(try InterfaceDocument(text: source), name: "Traits")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let configuration = try XCTUnwrap(graph.objects(ofClass: "UIRuntimeAccessibilityConfiguration").first)
        XCTAssertEqual(configuration.values.map(\.key), ["UIAccessibileObject", "UIAccessibilityLabel", "UIAccessibilityTraits", "UIIsAccessibilityElement"])
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(configuration, "UIAccessibilityTraits")), "NS.intval"), .int8(0))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(configuration, "UIIsAccessibilityElement")), "NS.intval"), .int8(1))
    }

    func testUnencodableChildrenAndValuesAreNamed() throws {
        let cases: [(String, String)] = [
            // (Attributed text and plain/gray/filled button configurations compile now; what they can't carry is still named.)
            (#"<label opaque="NO" text="x" id="l1"><attributedString key="attributedText"/></label>"#, "attributedText"),
            (#"<button opaque="NO" buttonType="system" id="b1"><buttonConfiguration key="configuration" style="tinted"/></button>"#, "tinted"),
            (#"<tableView clipsSubviews="YES" style="plain" id="t1"><sections><tableViewSection id="s1"/></sections></tableView>"#, "sections"),
            (#"<view contentMode="scaleToFill" id="v1"><color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="adobeRGB1998"/></view>"#, "adobeRGB1998"),
            (#"<view contentMode="scaleToFill" id="v2"><constraints><constraint firstAttribute="width" constant="1" id="c1"><variation key="heightClass=compact" priority="250"/></constraint></constraints></view>"#, "priority"),
            (#"<view contentMode="scaleToFill" id="v3"><variation key="idiom=pad"/></view>"#, "idiom=pad"),
        ]
        for (element, named) in cases {
            let source = UIKitEncoderTests.xib(#"<view contentMode="scaleToFill" id="iN0-l3-epB"><subviews>"# + element + "</subviews></view>")
            XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: source), name: "X"), named) { error in
                XCTAssertTrue("\(error)".contains(named), "\(error)")
            }
        }
    }
}
