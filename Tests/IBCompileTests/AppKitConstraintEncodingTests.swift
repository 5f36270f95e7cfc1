import IBDocument
import XCTest
@testable import IBCompile

/// Auto Layout constraints in macOS nibs: `NSViewConstraints` on the owning view, the
/// constraint keys, and `NSDoNotTranslateAutoresizingMask` on constrained views.
final class AppKitConstraintEncodingTests: XCTestCase {
    func testConstraintsAndTheViewsTheyPin() throws {
        let text = AppKitControlEncodingTests.window("""
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="A1">
                                <rect key="frame" x="20" y="20" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="K1"/>
                                </constraints>
                            </customView>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                                <rect key="frame" x="128" y="20" width="100" height="50"/>
                            </customView>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="C1">
                                <rect key="frame" x="240" y="20" width="40" height="50"/>
                            </customView>
        """).replacingOccurrences(of: """
                        </subviews>
                    </view>
        """, with: """
                        </subviews>
                        <constraints>
                            <constraint firstItem="B1" firstAttribute="leading" secondItem="A1" secondAttribute="trailing" constant="8" symbolic="YES" id="K2"/>
                            <constraint firstItem="B1" firstAttribute="width" relation="lessThanOrEqual" secondItem="A1" secondAttribute="width" multiplier="1:2" priority="750" id="K3"/>
                        </constraints>
                    </view>
        """)
        let graph = AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: text)))
        let views = graph.objects(ofClass: "NSCustomView")
        XCTAssertEqual(views.count, 3)
        let (a, b, c) = (views[0], views[1], views[2])
        let own = graph.elements(try XCTUnwrap(graph.child(a, "NSViewConstraints")))
        XCTAssertEqual(own.count, 1)
        XCTAssertTrue(graph.child(own[0], "NSFirstItem") == a, "a constraint without firstItem pins its owner")
        XCTAssertEqual(graph.value(own[0], "NSFirstAttribute"), .int8(7))
        XCTAssertEqual(graph.value(own[0], "NSConstant"), .double(100))
        XCTAssertEqual(graph.value(own[0], "NSConstantV2"), .double(100))

        let content = try XCTUnwrap(graph.objects(ofClass: "NSView").first)
        let contentConstraints = graph.elements(try XCTUnwrap(graph.child(content, "NSViewConstraints")))
        XCTAssertEqual(contentConstraints.count, 2)
        let spacing = contentConstraints[0]
        XCTAssertEqual(graph.string(graph.child(spacing, "NSSymbolicConstant")), "NSSpace")
        XCTAssertNil(graph.value(spacing, "NSConstant"), "a standard spacing has no numeric constant")
        XCTAssertEqual(graph.value(spacing, "NSSecondAttribute"), .int8(6))
        let ratio = contentConstraints[1]
        XCTAssertEqual(graph.value(ratio, "NSRelation"), .int64(-1))
        XCTAssertEqual(graph.value(ratio, "NSMultiplier"), .double(0.5))
        XCTAssertEqual(graph.value(ratio, "NSPriority"), .int16(750))
        XCTAssertEqual(graph.value(ratio, "NSShouldBeArchived"), .bool(true))

        // Constrained, non-translating views say so; the unconstrained one does not.
        XCTAssertEqual(graph.value(a, "NSDoNotTranslateAutoresizingMask"), .bool(true))
        XCTAssertEqual(graph.value(b, "NSDoNotTranslateAutoresizingMask"), .bool(true))
        XCTAssertNil(graph.value(c, "NSDoNotTranslateAutoresizingMask"))
    }

    func testConstraintWithoutFirstAttributeIsMalformed() {
        let text = AppKitControlEncodingTests.window("""
                            <customView id="A1">
                                <rect key="frame" x="20" y="20" width="100" height="50"/>
                                <constraints>
                                    <constraint constant="100" id="K1"/>
                                </constraints>
                            </customView>
        """)
        XCTAssertThrowsError(try AppKitNibEncoder().encode(try InterfaceDocument(text: text))) { error in
            guard case .malformed(let element, let id, _)? = error as? AppKitEncodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(element, "constraint")
            XCTAssertEqual(id, "K1")
        }
    }

    /// `placeholder="YES"` ("Remove at build time") leaves no constraint in the nib; one that an
    /// outlet names is refused.
    func testPlaceholderConstraintsAreRemovedAtBuildTime() throws {
        func document(outlet: Bool) -> String {
            AppKitEncoderTests.xib("""
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="A1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" placeholder="YES" id="K1"/>
                            <constraint firstAttribute="height" constant="50" id="K2"/>
                        </constraints>
                        \(outlet ? "<connections><outlet property=\"nextKeyView\" destination=\"K1\" id=\"O1\"/></connections>" : "")
                    </customView>
            """)
        }
        let graph = AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: document(outlet: false))))
        let constraints = graph.objects(ofClass: "NSLayoutConstraint")
        XCTAssertEqual(constraints.count, 1)
        XCTAssertEqual(graph.value(try XCTUnwrap(constraints.first), "NSFirstAttribute"), .int8(8))
        XCTAssertThrowsError(try AppKitNibEncoder().encode(try InterfaceDocument(text: document(outlet: true)))) { error in
            XCTAssertTrue("\(error)".contains("placeholder"), "\(error)")
        }
    }
}
