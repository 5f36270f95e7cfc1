"""The Attributes inspector's colour menu: a system colour (with the `<resources>` entry Xcode adds, gone with its last
use), a named colour of the document, a custom sRGB colour with opacity, and Default, each checked on the bytes saved
over REST (fixture InspectorEditors.xib with a named colour added)."""
import re

import pytest

from conftest import FIXTURES
from editor_fixtures import open_live_editor, show_inspector, wait_for_xml
from editor_page import canvas_object, inspector_field
from firefox_fixtures import ff_page, firefox  # noqa: F401

NAMED = ('</objects>\n    <resources>\n        <namedColor name="Brand">\n            <color red="0.0" green="0.49803921568627452" '
         'blue="0.67843137254901964" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>\n        </namedColor>\n    </resources>')


@pytest.fixture
def doc(server, tmp_path):
    path = tmp_path / "InspectorColors.xib"
    path.write_text((FIXTURES / "InspectorEditors.xib").read_text().replace("</objects>", NAMED))
    return server.upload(path)


def background(text, view_id):
    match = re.search(rf'id="{view_id}">[\s\S]*?(<color key="backgroundColor"[^>]*/>|</view>)', text)
    return match.group(1)


def resources(text):
    match = re.search(r"<resources>[\s\S]*</resources>", text)
    return re.sub(r"\s*\n\s*", "", match.group(0)) if match else None


def choose(page, value_field):
    inspector_field(page, "color-backgroundColor").click()
    inspector_field(page, value_field).click()


def pick_colours(page, server, doc, screenshot=None):
    open_live_editor(page, server, doc)
    canvas_object(page, "box-001").click()
    show_inspector(page, "attributes")
    inspector_field(page, "color-backgroundColor").first.wait_for(timeout=5000)
    inspector_field(page, "color-backgroundColor").click()
    if screenshot:
        inspector_field(page, "color-backgroundColor-menu").scroll_into_view_if_needed()
        screenshot(page, "inspector-color-picker")
    inspector_field(page, "color-backgroundColor-system-systemOrangeColor").click()
    text = wait_for_xml(server, doc["id"], lambda t: background(t, "box-001") == '<color key="backgroundColor" systemColor="systemOrangeColor"/>')
    assert resources(text) == ('<resources><namedColor name="Brand"><color red="0.0" green="0.49803921568627452" blue="0.67843137254901964" '
                               'alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor><systemColor name="systemOrangeColor">'
                               '<color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>'
                               '</systemColor></resources>')
    # The named colour: the system colour's entry goes with its last use.
    choose(page, "color-backgroundColor-named-Brand")
    text = wait_for_xml(server, doc["id"], lambda t: background(t, "box-001") == '<color key="backgroundColor" name="Brand"/>')
    assert "systemColor" not in resources(text)
    # Custom #336699 at 50 % opacity.
    inspector_field(page, "color-backgroundColor").click()
    inspector_field(page, "color-backgroundColor-custom").evaluate("(input) => { input.value = '#336699'; }")
    # Typed over the selected value (Firefox's fill does not replace a number field's text).
    opacity = inspector_field(page, "color-backgroundColor-opacity")
    opacity.click()
    opacity.press("Control+a")
    opacity.press_sequentially("50")
    assert opacity.input_value() == "50"
    inspector_field(page, "color-backgroundColor-apply").click()
    wait_for_xml(server, doc["id"], lambda t: background(t, "box-001") == '<color key="backgroundColor" red="0.20000000000000001" '
                 'green="0.40000000000000002" blue="0.59999999999999998" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>')
    assert inspector_field(page, "color-backgroundColor").inner_text().strip() == "Custom, 50% opacity"
    # Default: no colour element.
    choose(page, "color-backgroundColor-default")
    wait_for_xml(server, doc["id"], lambda t: background(t, "box-001") == "</view>")


def test_colour_menu_writes_what_xcode_writes(page, server, doc, screenshot):
    pick_colours(page, server, doc, screenshot)


def test_colour_menu_in_firefox(ff_page, server, doc):  # noqa: F811
    pick_colours(ff_page, server, doc)
