"""AppKit buttons draw their NSButtonCell image (a media library image, placed by imagePosition) as UIKit buttons do;
the inspector's Image fields suggest the document's library images."""
import json
import urllib.request
import uuid

from editor_fixtures import open_live_editor, show_inspector, signup_doc  # noqa: F401
from editor_page import canvas_object, inspector_field
from test_media import LOGO, library_doc, png  # noqa: F401  (library_doc: the Signup document, its library emptied)

BUTTONS_XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
    <dependencies>
        <deployment identifier="macosx"/>
        <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22690"/>
    </dependencies>
    <objects>
        <customObject id="-2" userLabel="File's Owner"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        <customView id="cvw-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <button verticalHuggingPriority="750" id="btn-le-001">
                    <rect key="frame" x="20" y="140" width="160" height="40"/>
                    <buttonCell key="cell" type="push" title="Add Logo" bezelStyle="rounded" image="Logo" imagePosition="left" alignment="center" imageScaling="proportionallyDown" inset="2" id="cel-le-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button id="btn-on-001">
                    <rect key="frame" x="200" y="120" width="60" height="60"/>
                    <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="Logo" imagePosition="only" alignment="center" imageScaling="proportionallyDown" inset="2" id="cel-on-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button id="btn-ab-001">
                    <rect key="frame" x="280" y="100" width="100" height="80"/>
                    <buttonCell key="cell" type="square" title="Above" bezelStyle="shadowlessSquare" image="Logo" imagePosition="above" alignment="center" imageScaling="proportionallyDown" inset="2" id="cel-ab-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button id="btn-ms-001">
                    <rect key="frame" x="20" y="60" width="160" height="40"/>
                    <buttonCell key="cell" type="push" title="Missing" bezelStyle="rounded" image="NSAddTemplate" imagePosition="right" alignment="center" inset="2" id="cel-ms-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button id="btn-no-001">
                    <rect key="frame" x="200" y="20" width="160" height="40"/>
                    <buttonCell key="cell" type="push" title="Plain" bezelStyle="rounded" alignment="center" inset="2" id="cel-no-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
            </subviews>
            <point key="canvasLocation" x="100" y="100"/>
        </customView>
    </objects>
</document>
"""


def upload_images(server, document_id, files):
    """POST …/images as multipart/form-data (what the Media tab sends)."""
    boundary = uuid.uuid4().hex
    body = b""
    for name, data in files:
        body += (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
                 f"Content-Type: image/png\r\n\r\n").encode() + data + b"\r\n"
    body += f"--{boundary}--\r\n".encode()
    request = urllib.request.Request(f"{server.base_url}/api/documents/{document_id}/images", data=body, method="POST",
                                     headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())["images"]


def children(page, object_id):
    """The direct children of the drawn button: 'img:<name>', 'text:<title>' or 'placeholder'."""
    return canvas_object(page, object_id).evaluate("""(box) => [...box.children].map((c) => {
        if (c.classList.contains('ib-image-slot')) {
          const img = c.querySelector('img.ib-image');
          const system = c.querySelector('svg.ib-system-image');
          return img ? `img:${img.dataset.imageName}` : system ? `system:${system.dataset.systemImage}` : 'placeholder';
        }
        return c.classList.contains('ib-text') ? `text:${c.textContent}` : c.className;
      })""")


def test_appkit_buttons_draw_their_cell_images(page, server, library_doc, screenshot):
    document = server.call("POST", "/api/documents?name=Buttons.xib", BUTTONS_XIB.encode(), "application/xml")
    upload_images(server, document["id"], [("Logo.png", LOGO)])
    open_live_editor(page, server, document)
    # The library image, before the title (left), alone (only), above the title; drawn at its point size, scaled down
    # to fit the button.
    page.wait_for_selector('#canvas [data-object-id="btn-le-001"] img.ib-image[data-image-name="Logo"]', timeout=5000)
    assert children(page, "btn-le-001") == ["img:Logo", "text:Add Logo"]
    assert children(page, "btn-on-001") == ["img:Logo"]
    assert children(page, "btn-ab-001") == ["img:Logo", "text:Above"]
    page.wait_for_function("""() => [...document.querySelectorAll('#canvas [data-object-id^="btn-"] img.ib-image')]
        .every((img) => img.complete && img.naturalWidth === 100)""")
    for object_id in ("btn-le-001", "btn-on-001", "btn-ab-001"):
        button = canvas_object(page, object_id).bounding_box()
        image = page.locator(f'#canvas [data-object-id="{object_id}"] img.ib-image').bounding_box()
        assert image["width"] > 0 and image["height"] > 0
        assert image["width"] <= button["width"] + 0.5 and image["height"] <= button["height"] + 0.5, object_id
    above = page.locator('#canvas [data-object-id="btn-ab-001"] img.ib-image').bounding_box()
    title = page.locator('#canvas [data-object-id="btn-ab-001"] .ib-text').bounding_box()
    assert above["y"] + above["height"] <= title["y"] + 0.5, "imagePosition=above puts the image over the title"
    # A system image the library does not have is drawn (system-images.js), after the title (right).
    assert children(page, "btn-ms-001") == ["text:Missing", "system:NSAddTemplate"]
    # No image: the title alone, as before.
    assert children(page, "btn-no-001") == ["text:Plain"]
    screenshot(page, "appkit-button-images")


def test_image_fields_suggest_the_library_images(page, server, library_doc):
    upload_images(server, library_doc["id"], [("Logo.png", LOGO), ("Badge.png", png(30, 20, lambda x, y: (0, 122, 255, 255)))])
    open_live_editor(page, server, library_doc)
    canvas_object(page, "wel-img-001").click()
    show_inspector(page, "attributes")
    field = inspector_field(page, "attr-image").first
    field.wait_for(timeout=5000)
    list_id = field.get_attribute("list")
    assert list_id
    options = page.evaluate("(id) => [...document.getElementById(id).options].map((o) => [o.value, o.label])", list_id)
    assert options == [["Badge", "30 × 20 pt"], ["Logo", "100 × 100 pt"]]
    # A new upload is suggested at once.
    page.click("#library-button")
    page.click('#library .library-tab[data-tab="media"]')
    page.set_input_files("#library .media-library input[type=file]", files=[
        {"name": "Cover.png", "mimeType": "image/png", "buffer": png(12, 8, lambda x, y: (255, 204, 0, 255))}])
    page.wait_for_function("(id) => [...document.getElementById(id).options].some((o) => o.value === 'Cover')", arg=list_id, timeout=5000)
    # Choosing a suggestion sets the image.
    page.click("#library-button")
    field = inspector_field(page, "attr-image").first
    field.fill("Badge")
    field.press("Enter")
    page.wait_for_selector('#canvas [data-object-id="wel-img-001"] img.ib-image[data-image-name="Badge"]', timeout=5000)


def test_dropping_a_library_image_on_an_appkit_button_sets_its_image(page, server, library_doc, screenshot):
    from editor_fixtures import command_key, element, wait_for_xml, wait_synced
    from test_media import open_media, png
    document = server.call("POST", "/api/documents?name=DropButtons.xib", BUTTONS_XIB.encode(), "application/xml")
    upload_images(server, document["id"], [("Badge.png", png(30, 20, lambda x, y: (0, 122, 255, 255)))])
    open_live_editor(page, server, document)
    page.click("#zoom-level")
    page.evaluate("id => window.storyweave.canvas.reveal(id)", "btn-no-001")
    open_media(page)
    page.wait_for_selector('#library .media-item[data-image-name="Badge"]')
    item = page.locator('#library .media-item[data-image-name="Badge"]').bounding_box()
    target = canvas_object(page, "btn-no-001").bounding_box()
    page.mouse.move(item["x"] + 22, item["y"] + 22)
    page.mouse.down()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=10)
    assert "drop-target" in canvas_object(page, "btn-no-001").get_attribute("class"), "the button is the drop target"
    page.mouse.up()
    # The NSButtonCell's image, placed beside the title as Xcode does, and the <resources> entry: no new image view.
    xml = wait_for_xml(server, document["id"], lambda t: 'title="Plain" bezelStyle="rounded" image="Badge"' in t)
    assert ('<buttonCell key="cell" type="push" title="Plain" bezelStyle="rounded" image="Badge" imagePosition="left" '
            'alignment="center" inset="2" id="cel-no-001">') in xml
    assert '    <resources>\n        <image name="Badge" width="30" height="20"/>\n    </resources>\n</document>' in xml
    assert xml.count("<imageView") == 0
    assert element(xml, "btn-no-001").tag == "button"
    page.wait_for_selector('#canvas [data-object-id="btn-no-001"] img.ib-image[data-image-name="Badge"]', timeout=5000)
    assert children(page, "btn-no-001") == ["img:Badge", "text:Plain"]
    page.mouse.click(5, 5)
    screenshot(page, "appkit-button-dropped-image")
    # One undo takes both back.
    page.keyboard.press(f"{command_key()}+z")
    wait_synced(page)
    xml = wait_for_xml(server, document["id"], lambda t: 'image="Badge"' not in t, what="the undo")
    assert "<resources>" not in xml and 'imagePosition="left"' not in xml.split('id="btn-no-001"')[1].split("</button>")[0]
    page.wait_for_function("""() => !document.querySelector('#canvas [data-object-id="btn-no-001"] .ib-image-slot')""", timeout=5000)
