"""AppKit views drawn as Interface Builder draws them, not as labelled boxes: overlay scrollers as a slim knob, table
cell views as plain containers, bordered bezels (help, round rect)."""
from editor_fixtures import open_live_editor  # noqa: F401
from editor_page import canvas_object

CHROME_XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
    <dependencies>
        <deployment identifier="macosx"/>
        <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22690"/>
    </dependencies>
    <objects>
        <customObject id="-2" userLabel="File's Owner"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        <customView id="chr-vie-001">
            <rect key="frame" x="0.0" y="0.0" width="400" height="240"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <scroller verticalHuggingPriority="750" horizontal="NO" id="chr-vsc-001">
                    <rect key="frame" x="380" y="60" width="16" height="170"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                <scroller verticalHuggingPriority="750" horizontal="YES" id="chr-hsc-001">
                    <rect key="frame" x="10" y="40" width="360" height="16"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                <tableCellView id="chr-tcv-001">
                    <rect key="frame" x="10" y="180" width="200" height="24"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableCellView>
                <button horizontalHuggingPriority="750" verticalHuggingPriority="750" id="chr-hlp-001">
                    <rect key="frame" x="10" y="5" width="25" height="25"/>
                    <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="chr-hlc-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button verticalHuggingPriority="750" id="chr-rrc-001">
                    <rect key="frame" x="60" y="5" width="120" height="20"/>
                    <buttonCell key="cell" type="roundRect" title="Go to Feed" bezelStyle="roundedRect" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="chr-rrl-001">
                        <font key="font" metaFont="cellTitle"/>
                    </buttonCell>
                </button>
            </subviews>
            <point key="canvasLocation" x="100" y="100"/>
        </customView>
    </objects>
</document>
"""


def test_appkit_chrome_is_drawn_like_interface_builder(page, server, screenshot):
    document = server.call("POST", "/api/documents?name=Chrome.xib", CHROME_XIB.encode(), "application/xml")
    open_live_editor(page, server, document)
    page.wait_for_selector('#canvas [data-object-id="chr-vsc-001"]', timeout=5000)
    for object_id in ("chr-vsc-001", "chr-hsc-001", "chr-tcv-001"):
        view = canvas_object(page, object_id)
        assert "ib-unknown" not in view.get_attribute("class"), f"{object_id} is not a labelled placeholder box"
        assert view.locator(".ib-caption").count() == 0
    knob = lambda object_id: canvas_object(page, object_id).locator(".mac-scroller-knob").bounding_box()  # noqa: E731
    vertical, horizontal = knob("chr-vsc-001"), knob("chr-hsc-001")
    assert vertical["height"] > vertical["width"] and horizontal["width"] > horizontal["height"]
    help_button = canvas_object(page, "chr-hlp-001")
    assert "mac-bezel-helpButton" in help_button.get_attribute("class") and help_button.inner_text() == "?"
    assert "mac-bezel-roundedRect" in canvas_object(page, "chr-rrc-001").get_attribute("class")
    screenshot(page, "appkit-chrome")
