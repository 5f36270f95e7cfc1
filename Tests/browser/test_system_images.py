"""System images on the canvas (system-images.js): AppKit's named images (NSAddTemplate, NSFolder…) and SF Symbols
(`<image name=… catalog="system">`) drawn as inline SVG, templates tinted like the control; names we do not draw keep
the placeholder; AppKit documents' Image fields suggest the system names."""
from editor_fixtures import open_live_editor, show_inspector  # noqa: F401
from editor_page import canvas_object, inspector_field, outline_row

SYSTEM_XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
    <dependencies>
        <deployment identifier="macosx"/>
        <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22690"/>
    </dependencies>
    <objects>
        <customObject id="-2" userLabel="File's Owner"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        <customView id="sys-vie-001">
            <rect key="frame" x="0.0" y="0.0" width="420" height="160"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <button verticalHuggingPriority="750" id="sys-add-001">
                    <rect key="frame" x="20" y="110" width="32" height="30"/>
                    <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="only" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="sys-adc-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button verticalHuggingPriority="750" id="sys-act-001">
                    <rect key="frame" x="60" y="110" width="120" height="30"/>
                    <buttonCell key="cell" type="push" title="Actions" bezelStyle="rounded" image="NSActionTemplate" imagePosition="left" alignment="center" imageScaling="proportionallyDown" inset="2" id="sys-acc-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button verticalHuggingPriority="750" id="sys-gea-001">
                    <rect key="frame" x="190" y="110" width="40" height="30"/>
                    <buttonCell key="cell" type="push" bezelStyle="rounded" image="gear" catalog="system" imagePosition="only" alignment="center" imageScaling="proportionallyDown" inset="2" id="sys-gec-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button verticalHuggingPriority="750" id="sys-unk-001">
                    <rect key="frame" x="240" y="110" width="160" height="30"/>
                    <buttonCell key="cell" type="push" title="Unknown" bezelStyle="rounded" image="NSNotARealImage" imagePosition="left" alignment="center" inset="2" id="sys-unc-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" id="sys-fol-001">
                    <rect key="frame" x="20" y="20" width="64" height="64"/>
                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyUpOrDown" image="NSFolder" id="sys-foc-001"/>
                </imageView>
                <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" id="sys-sta-001">
                    <rect key="frame" x="100" y="20" width="64" height="64"/>
                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSStatusAvailable" id="sys-stc-001"/>
                </imageView>
            </subviews>
            <point key="canvasLocation" x="100" y="100"/>
        </customView>
    </objects>
    <resources>
        <image name="NSActionTemplate" width="15" height="15"/>
        <image name="NSAddTemplate" width="18" height="17"/>
        <image name="NSFolder" width="32" height="32"/>
        <image name="NSStatusAvailable" width="16" height="16"/>
        <image name="gear" catalog="system" width="15" height="15"/>
    </resources>
</document>
"""

SYMBOLS_STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="sym-ctl-001">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
    </dependencies>
    <scenes>
        <scene sceneID="sym-scn-001">
            <objects>
                <viewController id="sym-ctl-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="sym-vie-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="sym-shr-001">
                                <rect key="frame" x="20" y="60" width="120" height="44"/>
                                <state key="normal" title="Share" image="square.and.arrow.up" catalog="system"/>
                            </button>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill" catalog="system" id="sym-sta-001">
                                <rect key="frame" x="20" y="120" width="80" height="80"/>
                            </imageView>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="puzzlepiece" catalog="system" id="sym-tor-001">
                                <rect key="frame" x="120" y="120" width="80" height="80"/>
                            </imageView>
                            <navigationBar contentMode="scaleToFill" id="sym-nav-001">
                                <rect key="frame" x="0.0" y="220" width="375" height="44"/>
                                <items>
                                    <navigationItem title="Settings" id="sym-nvi-001">
                                        <barButtonItem key="leftBarButtonItem" image="gear" catalog="system" id="sym-bgr-001"/>
                                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="sym-bad-001"/>
                                    </navigationItem>
                                </items>
                            </navigationBar>
                            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="sym-tlb-001">
                                <rect key="frame" x="0.0" y="280" width="375" height="44"/>
                                <items>
                                    <barButtonItem systemItem="action" id="sym-bac-001"/>
                                    <barButtonItem style="plain" systemItem="flexibleSpace" id="sym-bfl-001"/>
                                    <barButtonItem title="Done" style="done" id="sym-bdn-001"/>
                                </items>
                            </toolbar>
                            <tabBar contentMode="scaleToFill" id="sym-tab-001">
                                <rect key="frame" x="0.0" y="340" width="375" height="49"/>
                                <items>
                                    <tabBarItem title="Home" image="house" catalog="system" id="sym-tbh-001"/>
                                    <tabBarItem systemItem="favorites" id="sym-tbf-001"/>
                                </items>
                            </tabBar>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="sym-frs-001" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="100" y="100"/>
        </scene>
    </scenes>
    <resources>
        <image name="gear" catalog="system" width="128" height="122"/>
        <image name="house" catalog="system" width="128" height="104"/>
        <image name="square.and.arrow.up" catalog="system" width="115" height="128"/>
        <image name="star.fill" catalog="system" width="128" height="116"/>
        <image name="puzzlepiece" catalog="system" width="128" height="68"/>
    </resources>
</document>
"""


def system_image(page, object_id):
    """The system image drawn in a view: its name, template or colour, its size and colour, or None."""
    return canvas_object(page, object_id).evaluate("""(box) => {
        const svg = box.querySelector('svg.ib-system-image');
        if (!svg) return null;
        const r = svg.getBoundingClientRect();
        return { name: svg.dataset.systemImage, template: svg.classList.contains('ib-template-image'),
                 width: Math.round(r.width), height: Math.round(r.height), color: getComputedStyle(svg).color,
                 boxColor: getComputedStyle(box).color, shapes: svg.querySelectorAll('path, circle, rect, ellipse').length };
      }""")


def has_placeholder(page, object_id):
    return canvas_object(page, object_id).evaluate(
        "(box) => Boolean(box.querySelector('.ib-image-slot:not(.has-image) .ib-symbol, .ib-image-slot:not(.has-image) .ib-image-glyph'))")


def test_appkit_system_images_are_drawn(page, server, screenshot):
    document = server.call("POST", "/api/documents?name=SystemImages.xib", SYSTEM_XIB.encode(), "application/xml")
    open_live_editor(page, server, document)
    page.wait_for_selector('#canvas [data-object-id="sys-add-001"] svg[data-system-image="NSAddTemplate"]', timeout=5000)
    page.click("#zoom-level")  # 100 %: screen pixels are points
    page.evaluate("id => window.storyweave.canvas.reveal(id)", "sys-vie-001")
    add = system_image(page, "sys-add-001")
    # A template, at the point size the resources record, in the button's own (text) colour.
    assert add["template"] and add["shapes"] > 0
    assert (add["width"], add["height"]) == (18, 17)
    assert add["color"] == add["boxColor"]
    # A bordered small-square button draws its bezel (a framed square), as AppKit does.
    bezel = canvas_object(page, "sys-add-001").evaluate("(b) => getComputedStyle(b, '::before').boxShadow")
    assert "mac-bezel-smallSquare" in canvas_object(page, "sys-add-001").get_attribute("class") and bezel != "none"
    action = system_image(page, "sys-act-001")
    assert action["name"] == "NSActionTemplate" and (action["width"], action["height"]) == (15, 15)
    # Beside the title (imagePosition=left): the image comes first.
    order = canvas_object(page, "sys-act-001").evaluate(
        "(box) => [...box.children].map((c) => c.classList.contains('ib-image-slot') ? 'image' : c.textContent)")
    assert order == ["image", "Actions"]
    # An SF Symbol in an AppKit button (the cell says catalog=system; so does the resources entry).
    gear = system_image(page, "sys-gea-001")
    assert gear["name"] == "gear" and gear["template"] and (gear["width"], gear["height"]) == (15, 15)
    # Colour images keep their colours; an image view fits them (proportionallyUpOrDown fills the 64 × 64 view).
    folder = system_image(page, "sys-fol-001")
    assert folder["name"] == "NSFolder" and not folder["template"]
    assert (folder["width"], folder["height"]) == (64, 64)
    # proportionallyDown: never larger than the image's own 16 × 16.
    status = system_image(page, "sys-sta-001")
    assert status["name"] == "NSStatusAvailable" and (status["width"], status["height"]) == (16, 16)
    # The striped image-view placeholder background goes once an image is drawn.
    assert canvas_object(page, "sys-fol-001").evaluate("(b) => getComputedStyle(b).backgroundImage") == "none"
    # A name we do not draw keeps the placeholder.
    assert system_image(page, "sys-unk-001") is None
    assert has_placeholder(page, "sys-unk-001")
    screenshot(page, "system-images-appkit")


def test_sf_symbols_in_uikit_views(page, server, screenshot):
    document = server.call("POST", "/api/documents?name=Symbols.storyboard", SYMBOLS_STORYBOARD.encode(), "application/xml")
    open_live_editor(page, server, document)
    page.wait_for_selector('#canvas [data-object-id="sym-shr-001"] svg[data-system-image="square.and.arrow.up"]', timeout=5000)
    page.click("#zoom-level")
    page.evaluate("id => window.storyweave.canvas.reveal(id)", "sym-vie-001")
    share = system_image(page, "sym-shr-001")
    assert share["template"] and share["color"] == share["boxColor"] == "rgb(0, 122, 255)", "a system button's symbol is tinted"
    # Recorded at 115 × 128 (the catalog size), drawn text-sized beside the title: 20 pt on the long side.
    assert (share["width"], share["height"]) == (18, 20)
    star = system_image(page, "sym-sta-001")
    assert star["name"] == "star.fill" and star["color"] == "rgb(0, 122, 255)", "image views tint symbols with the tint colour"
    assert (star["width"], star["height"]) == (80, 80), "scaleAspectFit: the SVG fills the view, its shape keeps proportions"
    # A symbol we do not draw keeps the placeholder, and is not asked of the media library.
    assert system_image(page, "sym-tor-001") is None
    assert has_placeholder(page, "sym-tor-001")
    # Bar items: an SF Symbol image, system items as their symbols (Add is a plus, Action the share arrow), a
    # flexible space as space (not the word), titles as words.
    drawn = lambda object_id: canvas_object(page, object_id).evaluate("""(bar) => [...bar.querySelectorAll(
        'svg.ib-system-image, .bar-item:not(.bar-image), .bar-space, .tab-title')].map((n) =>
          n.dataset.systemImage ?? (n.classList.contains('bar-space') ? 'space' : n.textContent))""")
    assert drawn("sym-nav-001") == ["gear", "plus"]
    assert drawn("sym-tlb-001") == ["square.and.arrow.up", "space", "Done"]
    assert drawn("sym-tab-001") == ["house", "Home", "star.fill", "Favorites"]
    assert canvas_object(page, "sym-tlb-001").locator(".bar-item.done").inner_text() == "Done", "style=done is bold"
    screenshot(page, "system-images-symbols")


def test_appkit_image_fields_suggest_system_names(page, server):
    document = server.call("POST", "/api/documents?name=Suggest.xib", SYSTEM_XIB.encode(), "application/xml")
    open_live_editor(page, server, document)
    # AppKit keeps a button's image on its cell: the Button Cell's inspector has the Image field.
    outline_row(page, "sys-acc-001").click()
    show_inspector(page, "attributes")
    field = inspector_field(page, "attr-image").first
    field.wait_for(timeout=5000)
    list_id = field.get_attribute("list")
    options = page.evaluate("(id) => [...document.getElementById(id).options].map((o) => [o.value, o.label])", list_id)
    names = [value for value, _ in options]
    assert ["NSAddTemplate", "System · 18 × 17 pt"] in options
    assert "NSActionTemplate" in names and "NSFolder" in names and "NSStatusAvailable" in names
    system = [value for value, label in options if label.startswith("System")]
    assert system == sorted(system, key=str.lower), "sorted by name"
    assert names[-len(system):] == system, "after the library's images"
    # Choosing one draws it.
    field.fill("NSRemoveTemplate")
    field.press("Enter")
    page.wait_for_selector('#canvas [data-object-id="sys-act-001"] svg[data-system-image="NSRemoveTemplate"]', timeout=5000)


def test_appkit_media_library_lists_system_images(page, server, screenshot):
    from editor_fixtures import wait_for_xml
    from test_media import open_media
    document = server.call("POST", "/api/documents?name=SystemLibrary.xib", SYSTEM_XIB.encode(), "application/xml")
    open_live_editor(page, server, document)
    canvas_object(page, "sys-unk-001").click()
    open_media(page)
    item = page.locator('#library .media-system-list .media-item[data-image-name="NSRefreshTemplate"]')
    item.wait_for(timeout=5000)
    assert item.locator('svg.ib-system-image[data-system-image="NSRefreshTemplate"]').count() == 1
    assert item.locator(".media-size").inner_text() == "14 × 16 pt · System"
    assert item.locator(".media-delete").count() == 0, "system images cannot be deleted"
    screenshot(page, "system-images-library")
    # Return gives the selected button the system image: its cell's image and the <resources> entry Xcode writes.
    item.press("Enter")
    xml = wait_for_xml(server, document["id"], lambda t: 'title="Unknown" bezelStyle="rounded" image="NSRefreshTemplate"' in t)
    assert '<image name="NSRefreshTemplate" width="14" height="16"/>' in xml
    page.wait_for_selector('#canvas [data-object-id="sys-unk-001"] svg[data-system-image="NSRefreshTemplate"]', timeout=5000)


def test_ios_media_library_has_no_appkit_images(page, server):
    from test_media import open_media
    document = server.call("POST", "/api/documents?name=NoSystem.storyboard", SYMBOLS_STORYBOARD.encode(), "application/xml")
    open_live_editor(page, server, document)
    open_media(page)
    page.wait_for_selector("#library .media-library:not([hidden])")
    assert page.locator("#library .media-system-list .media-item").count() == 0
    assert not page.locator("#library .media-heading").is_visible()
