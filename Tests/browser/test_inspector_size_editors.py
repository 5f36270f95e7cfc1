"""The Size inspector's autoresizing editor and origin anchor, and the Identity inspector's NIB Name, each checked on
the bytes saved over REST (Tests/browser/fixtures/InspectorEditors.xib: a controller and two fixed-frame views)."""
import re

import pytest

from conftest import FIXTURES
from editor_fixtures import document_xml, element, open_live_editor, show_inspector, wait_for_xml
from editor_page import canvas_object, inspector_field, outline_row
from firefox_fixtures import ff_page, firefox  # noqa: F401

XIB = FIXTURES / "InspectorEditors.xib"


@pytest.fixture
def doc(server):
    return server.upload(XIB)


def mask_of(text, view_id):
    """The view's `<autoresizingMask …/>` exactly as saved, or None."""
    match = re.search(rf'id="{view_id}">\s*<rect key="frame"[^>]*/>\s*(<autoresizingMask [^>]*/>)?', text)
    assert match, f"no {view_id} in the saved document"
    return match.group(1)


def click_part(page, part):
    """Clicks a strut or spring near its outer end (the two springs cross in the middle of the view's box)."""
    inspector_field(page, f"autoresizing-{part}").click(position={"x": 4, "y": 4})


def edit_autoresizing(page, server, doc):
    open_live_editor(page, server, doc)
    canvas_object(page, "box-001").click()
    show_inspector(page, "size")
    box = inspector_field(page, "autoresizing")
    box.wait_for(timeout=5000)
    # Stored flexibleMaxX + flexibleMaxY: left and top struts drawn, right and bottom not, no springs.
    pressed = {part: inspector_field(page, f"autoresizing-{part}").get_attribute("aria-pressed")
               for part in ("left", "right", "top", "bottom", "width", "height")}
    assert pressed == {"left": "true", "right": "false", "top": "true", "bottom": "false", "width": "false", "height": "false"}
    # Spring on: widthSizable goes in before flexibleMaxX (Xcode's order, the mask's bits).
    click_part(page, "width")
    wait_for_xml(server, doc["id"], lambda t: mask_of(t, "box-001")
                 == '<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES" flexibleMaxY="YES"/>')
    # Left strut off (flexible left margin), then the top strut off: flexibleMinX first, flexibleMinY before flexibleMaxY.
    click_part(page, "left")
    wait_for_xml(server, doc["id"], lambda t: "flexibleMinX" in (mask_of(t, "box-001") or ""))
    click_part(page, "top")
    wait_for_xml(server, doc["id"], lambda t: mask_of(t, "box-001") == '<autoresizingMask key="autoresizingMask" flexibleMinX="YES" '
                 'widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>')
    # Every flag off keeps the empty element, as 1,630 corpus masks are.
    for part in ("left", "right", "top", "bottom", "width"):
        click_part(page, f"{part}")
        page.wait_for_function("(p) => document.querySelector(`#inspector [data-field='autoresizing-${p}']`)"
                               "?.getAttribute('aria-pressed') === (['width', 'height'].includes(p) ? 'false' : 'true')", arg=part)
    wait_for_xml(server, doc["id"], lambda t: mask_of(t, "box-001") == '<autoresizingMask key="autoresizingMask"/>')
    # A fixed-frame view without a mask gets one right after its frame.
    canvas_object(page, "box-002").click()
    click_part(page, "height")
    text = wait_for_xml(server, doc["id"], lambda t: mask_of(t, "box-002") is not None)
    assert mask_of(text, "box-002") == '<autoresizingMask key="autoresizingMask" heightSizable="YES"/>'
    return text


def test_autoresizing_editor_writes_the_mask_as_xcode_does(page, server, doc, screenshot):
    text = edit_autoresizing(page, server, doc)
    assert mask_of(text, "box-002") == '<autoresizingMask key="autoresizingMask" heightSizable="YES"/>'
    canvas_object(page, "box-001").click()
    click_part(page, "width")
    click_part(page, "right")
    page.wait_for_function("document.querySelector(\"#inspector [data-field='autoresizing-right']\").getAttribute('aria-pressed') === 'false'")
    inspector_field(page, "autoresizing").scroll_into_view_if_needed()
    screenshot(page, "inspector-autoresizing")


def test_autoresizing_editor_in_firefox(ff_page, server, doc):  # noqa: F811
    edit_autoresizing(ff_page, server, doc)


def test_origin_anchor_shows_and_takes_the_chosen_point(page, server, doc):
    open_live_editor(page, server, doc)
    canvas_object(page, "box-001").click()
    show_inspector(page, "size")
    inspector_field(page, "origin-1-1").click()
    page.wait_for_function("document.querySelector(\"#inspector [data-field='x']\").value === '100'")
    assert inspector_field(page, "y").input_value() == "100"
    # X at the centre: 150 stores x = 150 − 120 / 2; a new width keeps the centre.
    inspector_field(page, "x").fill("150")
    inspector_field(page, "x").press("Enter")
    wait_for_xml(server, doc["id"], lambda t: re.search(r'id="box-001">\s*<rect key="frame" x="90" y="60" width="120" height="80"/>', t))
    inspector_field(page, "width").fill("100")
    inspector_field(page, "width").press("Enter")
    wait_for_xml(server, doc["id"], lambda t: re.search(r'id="box-001">\s*<rect key="frame" x="100" y="60" width="100" height="80"/>', t))
    inspector_field(page, "origin-0-0").click()
    page.wait_for_function("document.querySelector(\"#inspector [data-field='x']\").value === '100'")


def test_nib_name_of_a_xib_controller(page, server, doc, screenshot):
    open_live_editor(page, server, doc)
    outline_row(page, "ctl-001").click()
    show_inspector(page, "identity")
    field = inspector_field(page, "nib-name")
    field.fill("DetailView")
    field.press("Enter")
    text = wait_for_xml(server, doc["id"], lambda t: element(t, "ctl-001").get("nibName") == "DetailView")
    assert '<viewController nibName="DetailView" id="ctl-001" customClass="DetailViewController"/>' in text
    screenshot(page, "inspector-nib-name")
    inspector_field(page, "nib-name").fill("")
    inspector_field(page, "nib-name").press("Enter")
    text = wait_for_xml(server, doc["id"], lambda t: element(t, "ctl-001").get("nibName") is None)
    assert text == XIB.read_text()
