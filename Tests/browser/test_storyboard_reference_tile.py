"""A Storyboard Reference scene (<viewControllerPlaceholder>) is drawn as Xcode draws it: a small box naming the
storyboard and the scene it opens, not an empty device screen; it is selected like any object and segues reach it."""
from editor_fixtures import open_live_editor  # noqa: F401
from editor_page import canvas_object

STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="ref-ctl-001">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
    </dependencies>
    <scenes>
        <scene sceneID="ref-scn-001">
            <objects>
                <viewController id="ref-ctl-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="ref-vie-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <connections>
                        <segue destination="ref-plc-001" kind="show" id="ref-seg-001"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="ref-frs-001" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="100" y="100"/>
        </scene>
        <scene sceneID="ref-scn-002">
            <objects>
                <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="ref-plc-001" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="ref-frs-002" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="600" y="100"/>
        </scene>
    </scenes>
    <resources>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
    </resources>
</document>
"""


def test_a_storyboard_reference_is_a_small_named_box(page, server, screenshot):
    document = server.call("POST", "/api/documents?name=References.storyboard", STORYBOARD.encode(), "application/xml")
    open_live_editor(page, server, document)
    page.click("#zoom-level")
    page.evaluate("id => window.storyweave.canvas.reveal(id)", "ref-plc-001")
    tile = page.locator('#canvas .world .tile.storyboard-reference[data-object-id="ref-plc-001"]')
    tile.wait_for(state="visible")
    assert tile.locator(".reference-name").inner_text() == "Settings"
    assert tile.locator(".reference-scene").inner_text() == "Privacy"
    box = tile.bounding_box()
    assert (round(box["width"]), round(box["height"])) == (160, 64), "a box, not a 375 x 667 screen"
    page.locator('#canvas path.segue-path[data-segue-id="ref-seg-001"]').wait_for(state="attached")
    tile.click()
    page.wait_for_function("window.storyweave.selection.ids.join() === 'ref-plc-001'")
    screenshot(page, "storyboard-reference")
