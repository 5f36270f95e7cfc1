"""Simulated Metrics: a view controller's Top Bar / Bottom Bar / Status Bar chosen in the Attributes inspector,
the bars drawn over the scene like iOS, the views pinned to the safe area re-solved under them, and the XML saved
as Xcode writes it (one undoable batch)."""
from conftest import FIXTURES
from editor_fixtures import frame, open_live_editor, show_inspector, wait_for_xml, zoom_100_and_reveal
from editor_page import canvas_object, inspector_field

PROFILE = FIXTURES / "Constraints.storyboard"
NAVIGATION = '<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>'
TAB_BAR = '<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>'


def drawn_bars(page, controller_id):
    """{bar kind: [top, height]} of the simulated bars drawn over the controller's scene, in points (100 % zoom)."""
    return page.eval_on_selector_all(
        f'#canvas .sim-bars[data-controller-id="{controller_id}"] [data-bar], '
        f'#canvas .scene:has(.sim-bars[data-controller-id="{controller_id}"]) .simulated-bar[data-bar]',
        """bars => Object.fromEntries(bars.map(b => {
             const layer = b.closest('.screen').getBoundingClientRect(), r = b.getBoundingClientRect();
             return [b.dataset.bar, [Math.round(r.top - layer.top), Math.round(r.height)]];
           }))""")


def box_style(page, object_id):
    return canvas_object(page, object_id).first.evaluate(
        "n => [n.style.left, n.style.top, n.style.width, n.style.height].map(v => parseFloat(v))")


def test_simulated_bars_in_the_inspector_on_the_canvas_and_in_the_xml(page, server, screenshot):
    doc = server.upload(PROFILE)
    open_live_editor(page, server, doc)
    zoom_100_and_reveal(page, "prf-Vw-001")
    # Inferred: the iPhone 14's 47 pt status bar only; the avatar is 60 pt under the safe area top.
    page.wait_for_selector('#canvas .sim-bars[data-controller-id="prf-Ct-001"]')
    assert drawn_bars(page, "prf-Ct-001") == {"status": [0, 47]}
    assert box_style(page, "prf-Av-001") == [145, 107, 100, 100]
    page.click('#outline .outline-row[data-object-id="prf-Ct-001"]')
    show_inspector(page, "attributes")
    top_bar = inspector_field(page, "simulated-topBar")
    assert top_bar.input_value() == "Inferred"
    assert inspector_field(page, "simulated-statusBar").input_value() == "Inferred"
    # Top Bar: Translucent Navigation Bar. The bar is drawn under the status bar; the safe area moves down 44 pt and
    # the avatar (in place before) with it, the name bar below it too; the card (autoresizing) stays.
    top_bar.select_option("Translucent Navigation Bar")
    xml = wait_for_xml(server, doc["id"], lambda t: NAVIGATION in t, what="the navigation bar metrics")
    assert xml.split("\n")[xml.split("\n").index("                </viewController>") - 1].strip() == NAVIGATION
    assert frame(xml, "prf-Av-001") == {"x": 145, "y": 151, "width": 100, "height": 100}
    assert frame(xml, "prf-Nm-001") == {"x": 20, "y": 271, "width": 350, "height": 30}
    assert frame(xml, "prf-Cd-001") == {"x": 20, "y": 400, "width": 350, "height": 200}
    page.wait_for_function("document.querySelector('#canvas [data-bar=\"navigation\"]')")
    assert drawn_bars(page, "prf-Ct-001") == {"status": [0, 47], "navigation": [47, 44]}
    assert box_style(page, "prf-Av-001") == [145, 151, 100, 100]
    # Bottom Bar: Translucent Tab Bar (49 pt above the 34 pt home indicator, its background down to the edge).
    inspector_field(page, "simulated-bottomBar").select_option("Translucent Tab Bar")
    xml = wait_for_xml(server, doc["id"], lambda t: TAB_BAR in t, what="the tab bar metrics")
    assert [line.strip() for line in xml.split("\n") if "simulated" in line] == [NAVIGATION, TAB_BAR]
    page.wait_for_function("document.querySelector('#canvas [data-bar=\"tabBar\"]')")
    assert drawn_bars(page, "prf-Ct-001")["tabBar"] == [844 - 83, 83]
    screenshot(page, "simulated-metrics-navigation-and-tab-bar")
    # Previewing a landscape iPhone 8: no status bar, compact 32 pt bars, the avatar 60 pt under them.
    page.select_option("#device-picker", "retina4_7")
    page.click("#device-orientation")
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina4_7/landscape'")
    assert drawn_bars(page, "prf-Ct-001") == {"navigation": [0, 32], "tabBar": [375 - 32, 32]}
    assert box_style(page, "prf-Av-001")[1] == 92
    page.click("#device-orientation")
    page.select_option("#device-picker", "retina6_0")
    # Status Bar: None keeps the iPhone 14's sensor housing inset; Inferred everywhere gives the document back.
    inspector_field(page, "simulated-statusBar").select_option("None")
    wait_for_xml(server, doc["id"], lambda t: '<nil key="simulatedStatusBarMetrics"/>' in t, what="status bar None")
    page.keyboard.press("Escape")
    for _ in range(3):
        page.keyboard.press("Control+z")
    xml = wait_for_xml(server, doc["id"], lambda t: "simulated" not in t, what="undo")
    assert xml == PROFILE.read_text()
    page.wait_for_function("!document.querySelector('#canvas [data-bar=\"navigation\"]')")
    assert box_style(page, "prf-Av-001") == [145, 107, 100, 100]


INFERRED = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="inf-Nc-001">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="inf-Sc-001">
            <objects>
                <navigationController toolbarHidden="NO" id="inf-Nc-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="inf-Nb-001">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="inf-Tb-001">
                        <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </toolbar>
                    <connections>
                        <segue destination="inf-Vc-001" kind="relationship" relationship="rootViewController" id="inf-Sg-001"/>
                    </connections>
                </navigationController>
            </objects>
            <point key="canvasLocation" x="0" y="0"/>
        </scene>
        <scene sceneID="inf-Sc-002">
            <objects>
                <viewController id="inf-Vc-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="inf-Vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inf-Bx-001" userLabel="Box">
                                <rect key="frame" x="0.0" y="64" width="375" height="559"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="inf-Sa-001"/>
                        <constraints>
                            <constraint firstItem="inf-Bx-001" firstAttribute="top" secondItem="inf-Sa-001" secondAttribute="top" id="inf-Cn-001"/>
                            <constraint firstItem="inf-Bx-001" firstAttribute="leading" secondItem="inf-Sa-001" secondAttribute="leading" id="inf-Cn-002"/>
                            <constraint firstItem="inf-Sa-001" firstAttribute="trailing" secondItem="inf-Bx-001" secondAttribute="trailing" id="inf-Cn-003"/>
                            <constraint firstItem="inf-Sa-001" firstAttribute="bottom" secondItem="inf-Bx-001" secondAttribute="bottom" id="inf-Cn-004"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Inbox" id="inf-Ni-001"/>
                </viewController>
            </objects>
            <point key="canvasLocation" x="500" y="0"/>
        </scene>
    </scenes>
</document>
"""


def test_bars_inferred_from_a_navigation_controller_with_a_toolbar(page, server, tmp_path):
    path = tmp_path / "Inferred.storyboard"
    path.write_text(INFERRED)
    doc = server.upload(path)
    open_live_editor(page, server, doc)
    zoom_100_and_reveal(page, "inf-Vw-001")
    page.wait_for_selector('#canvas .sim-bars[data-controller-id="inf-Vc-001"]')
    # The navigation item's bar sits under the 20 pt status bar; the toolbar the navigation controller shows is
    # drawn at the bottom; the box pinned to the safe area fills the space between them (its stored frame).
    assert drawn_bars(page, "inf-Vc-001") == {"status": [0, 20], "navigation": [20, 44], "toolbar": [623, 44]}
    assert box_style(page, "inf-Bx-001") == [0, 64, 375, 559]
    page.click('#outline .outline-row[data-object-id="inf-Vc-001"]')
    show_inspector(page, "attributes")
    # Bottom Bar None: the box grows down to the screen's bottom, in the same batch as the metrics element.
    inspector_field(page, "simulated-bottomBar").select_option("None")
    xml = wait_for_xml(server, doc["id"], lambda t: '<nil key="simulatedBottomBarMetrics"/>' in t, what="Bottom Bar None")
    assert frame(xml, "inf-Bx-001") == {"x": 0, "y": 64, "width": 375, "height": 603}
    lines = [line.strip() for line in xml.split("\n")]
    assert lines[lines.index('<navigationItem key="navigationItem" title="Inbox" id="inf-Ni-001"/>') + 1] == '<nil key="simulatedBottomBarMetrics"/>'
    page.wait_for_function("!document.querySelector('#canvas [data-bar=\"toolbar\"]')")
    assert box_style(page, "inf-Bx-001") == [0, 64, 375, 603]
