"""The media library: upload images (sniffed and sized by the server), see them listed with their point size,
drag one onto a view (an image view sized to the image + the <resources> entry, one undoable batch), drop one on
an existing image view, and the canvas drawing library images."""
import math
import re
import struct
import urllib.parse
import zlib

import pytest

from editor_fixtures import command_key, element, frame, open_live_editor, signup_doc, wait_for_xml, wait_synced, zoom_100_and_reveal  # noqa: F401
from editor_page import canvas_object

XCODE_ID = re.compile(r"^[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}$")


def png(width, height, paint):
    """A real RGBA PNG whose pixel (x, y) is paint(x, y) -> (r, g, b, a)."""
    rows = b"".join(b"\x00" + b"".join(bytes(paint(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def badge(x, y, width=240, height=160):
    """A rounded blue-to-violet card with a white disc: easy to recognise on the canvas."""
    r = 28
    cx, cy = min(max(x, r), width - r), min(max(y, r), height - r)
    if math.hypot(x - cx, y - cy) > r:
        return (0, 0, 0, 0)
    t = x / width
    if math.hypot(x - width * 0.3, y - height / 2) < height * 0.22:
        return (255, 255, 255, 255)
    return (int(40 + 90 * t), int(110 - 40 * t), int(235 - 10 * t), 255)


def logo(x, y, size=100):
    """An orange disc with a ring: the fixture's `Logo`."""
    d = math.hypot(x - size / 2, y - size / 2)
    if d > size / 2 - 2:
        return (0, 0, 0, 0)
    return (255, 255, 255, 255) if 26 < d < 32 else (255, 149, 0, 255)


BADGE = png(240, 160, badge)
LOGO = png(100, 100, logo)


@pytest.fixture
def library_doc(server, signup_doc):
    """The Signup document with an empty media library (documents of the open-mode server share one library)."""
    for image in server.call("GET", f"/api/documents/{signup_doc['id']}/images")["images"]:
        server.call("DELETE", f"/api/documents/{signup_doc['id']}/images/{urllib.parse.quote(image['name'])}")
    return signup_doc


def open_media(page):
    page.click("#library-button")
    page.click('#library .library-tab[data-tab="media"]')
    page.wait_for_selector("#library .media-library:not([hidden])")


def upload(page, files):
    """Uploads through the Media tab's file input and waits for the list to show the result."""
    page.set_input_files("#library .media-library input[type=file]", files=[
        {"name": name, "mimeType": "image/png", "buffer": data} for name, data in files])
    page.wait_for_selector("#library .media-status.done")


def test_upload_drag_onto_a_view_and_undo(page, server, library_doc, screenshot):
    signup_doc = library_doc
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-sld-001")
    open_media(page)
    assert page.locator("#library .media-empty").is_visible()
    upload(page, [("Badge@2x.png", BADGE), ("Logo.png", LOGO)])
    page.wait_for_selector('#library .media-item[data-image-name="Logo"]')
    assert page.locator('#library .media-item[data-image-name="Badge"] .media-size').inner_text() == "120 × 80 pt · @2x"
    assert page.locator('#library .media-item[data-image-name="Logo"] .media-size').inner_text() == "100 × 100 pt"
    # The fixture's image view already names "Logo": the canvas now draws the uploaded image in it.
    page.wait_for_function("""() => { const img = document.querySelector('#canvas [data-object-id="wel-img-001"] img.ib-image');
        return img && img.complete && img.naturalWidth === 100 }""")
    assert canvas_object(page, "wel-img-001").locator("img.ib-image").evaluate("i => getComputedStyle(i).objectFit") == "contain"
    page.wait_for_function("""() => [...document.querySelectorAll('#library .media-thumb img')].every(i => i.complete && i.naturalWidth > 0)""")
    screenshot(page, "media-library")

    item = page.locator('#library .media-item[data-image-name="Badge"]').bounding_box()
    root = canvas_object(page, "wel-vie-001").bounding_box()
    slider = canvas_object(page, "wel-sld-001").bounding_box()
    drop = (root["x"] + 100, slider["y"] + slider["height"] + 14)
    page.mouse.move(item["x"] + 22, item["y"] + 22)
    page.mouse.down()
    page.mouse.move(*drop, steps=12)
    assert "drop-target" in canvas_object(page, "wel-vie-001").get_attribute("class")
    page.mouse.up()
    new_id = page.wait_for_function(
        "() => { const id = window.storyweave.selection.primary; return id && id.length === 10 && id !== 'wel-vie-001' ? id : null }").json_value()
    assert XCODE_ID.match(new_id)
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, new_id) is not None)
    view = element(xml, new_id)
    assert view.tag == "imageView" and view.get("image") == "Badge"
    assert frame(xml, new_id)["width"] == 120 and frame(xml, new_id)["height"] == 80
    assert round(frame(xml, new_id)["x"]) == 100 - 60
    assert '<image name="Badge" width="120" height="80"/>\n        <image name="Logo" width="100" height="100"/>' in xml
    page.wait_for_function(f"""() => {{ const img = document.querySelector('#canvas [data-object-id="{new_id}"] img.ib-image');
        return img && img.complete && img.naturalWidth === 240 }}""")
    page.mouse.click(5, 5)
    screenshot(page, "media-dropped")

    page.keyboard.press(f"{command_key()}+z")
    wait_synced(page)
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, new_id) is None, what="the undo to remove the image view")
    assert 'name="Badge"' not in xml, "one undo removes the view and the resources entry"
    assert canvas_object(page, new_id).count() == 0


def test_drop_on_an_image_view_sets_its_image_and_refusals_are_shown(page, server, library_doc):
    signup_doc = library_doc
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-img-001")
    open_media(page)
    page.set_input_files("#library .media-library input[type=file]", files=[
        {"name": "notes.png", "mimeType": "image/png", "buffer": b"<html><script>alert(1)</script></html>"}])
    page.wait_for_selector("#library .media-status.error")
    assert "notes.png was refused" in page.locator("#library .media-status").inner_text()
    # SVG is served under a sandboxing CSP and still draws as an image (thumbnail loaded, 24 × 16 pt).
    star = (b'<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"><script>alert(1)</script>'
            b'<rect width="24" height="16" rx="4" fill="#5856d6"/></svg>')
    page.set_input_files("#library .media-library input[type=file]", files=[{"name": "Star.svg", "mimeType": "image/svg+xml", "buffer": star}])
    page.wait_for_selector('#library .media-item[data-image-name="Star"]')
    assert page.locator('#library .media-item[data-image-name="Star"] .media-size').inner_text() == "24 × 16 pt"
    page.wait_for_function("""() => { const i = document.querySelector('#library .media-item[data-image-name="Star"] img');
        return i && i.complete && i.naturalWidth === 24 }""")
    upload(page, [("Hero.png", png(30, 20, lambda x, y: (255, 45, 85, 255)))])
    page.wait_for_selector('#library .media-item[data-image-name="Hero"]')
    item = page.locator('#library .media-item[data-image-name="Hero"]').bounding_box()
    target = canvas_object(page, "wel-img-001").bounding_box()
    page.mouse.move(item["x"] + 22, item["y"] + 22)
    page.mouse.down()
    page.mouse.move(target["x"] + 30, target["y"] + 30, steps=10)
    assert "drop-target" in canvas_object(page, "wel-img-001").get_attribute("class")
    page.mouse.up()
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, "wel-img-001").get("image") == "Hero")
    assert '<image name="Hero" width="30" height="20"/>' in xml
    assert frame(xml, "wel-img-001")["width"] == 100, "the view keeps its frame"
    page.wait_for_selector('#canvas [data-object-id="wel-img-001"] img.ib-image[data-image-name="Hero"]')

    # Return on a library image gives it to the selected button (its normal state), as a double-click would.
    # The click comes right after the drop's redraw: wait until it has selected the button (a clear
    # failure here rather than a timeout on the XML if it didn't), and for the item, before Return.
    canvas_object(page, "wel-btn-001").click()
    page.wait_for_function("() => JSON.stringify(window.storyweave.selection.ids) === '[\"wel-btn-001\"]'", timeout=5000)
    open_media(page)
    hero = page.locator('#library .media-item[data-image-name="Hero"]')
    hero.wait_for(state="visible")
    hero.press("Enter")
    xml = wait_for_xml(server, signup_doc["id"], lambda t: 'image="Hero">' in t and 'title="Continue" image="Hero"' in t)
    page.wait_for_selector('#canvas [data-object-id="wel-btn-001"] img.ib-image[data-image-name="Hero"]')


def test_a_colleagues_new_image_appears_live(page, second_page, server, library_doc):
    colleague = second_page
    signup_doc = library_doc
    open_live_editor(page, server, signup_doc)
    open_live_editor(colleague, server, signup_doc)
    zoom_100_and_reveal(colleague, "wel-img-001")
    open_media(colleague)
    upload(colleague, [("Fresh.png", png(30, 20, lambda x, y: (52, 199, 89, 255)))])
    colleague.wait_for_selector('#library .media-item[data-image-name="Fresh"]')
    item = colleague.locator('#library .media-item[data-image-name="Fresh"]').bounding_box()
    target = canvas_object(colleague, "wel-img-001").bounding_box()
    colleague.mouse.move(item["x"] + 22, item["y"] + 22)
    colleague.mouse.down()
    colleague.mouse.move(target["x"] + 30, target["y"] + 30, steps=10)
    colleague.mouse.up()
    # The first page never opened its Media tab: the unknown name in the colleague's batch makes it ask again.
    page.wait_for_selector('#canvas [data-object-id="wel-img-001"] img.ib-image[data-image-name="Fresh"]', timeout=8000)
