"""The Attributes inspector's font menu (iOS): a system weight and size, a text style (Dynamic Type), a custom font,
each checked on the bytes saved over REST (fixture InspectorEditors.xib's label)."""
import re

import pytest

from conftest import FIXTURES
from editor_fixtures import open_live_editor, show_inspector, wait_for_xml
from editor_page import canvas_object, inspector_field
from firefox_fixtures import ff_page, firefox  # noqa: F401


@pytest.fixture
def doc(server):
    return server.upload(FIXTURES / "InspectorEditors.xib")


def font(text):
    return re.search(r'id="lbl-001">[\s\S]*?(<fontDescription [^>]*/>)', text).group(1)


def type_number(field, value):
    """Types over a number field's text (Firefox's fill does not replace it)."""
    field.click()
    field.press("Control+a")
    field.press_sequentially(value)


def pick_fonts(page, server, doc, screenshot=None):
    open_live_editor(page, server, doc)
    canvas_object(page, "lbl-001").click()
    show_inspector(page, "attributes")
    button = inspector_field(page, "font-fontDescription")
    assert button.inner_text().strip() == "System 17"
    button.click()
    inspector_field(page, "font-fontDescription-weight").select_option("Semibold")
    type_number(inspector_field(page, "font-fontDescription-size"), "15")
    if screenshot:
        screenshot(page, "inspector-font-picker")
    inspector_field(page, "font-fontDescription-done").click()
    wait_for_xml(server, doc["id"], lambda t: font(t) == '<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>')
    page.wait_for_function("document.querySelector(\"#inspector [data-field='font-fontDescription']\").textContent === 'System Semibold 15'")
    # A text style.
    inspector_field(page, "font-fontDescription").click()
    inspector_field(page, "font-fontDescription-kind").select_option("style")
    assert inspector_field(page, "font-fontDescription-size").is_hidden()
    inspector_field(page, "font-fontDescription-style").select_option("UICTFontTextStyleHeadline")
    inspector_field(page, "font-fontDescription-done").click()
    wait_for_xml(server, doc["id"], lambda t: font(t) == '<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>')
    page.wait_for_function("document.querySelector(\"#inspector [data-field='font-fontDescription']\").textContent === 'Headline'")
    # A custom font.
    inspector_field(page, "font-fontDescription").click()
    inspector_field(page, "font-fontDescription-kind").select_option("custom")
    inspector_field(page, "font-fontDescription-family").fill("Helvetica Neue")
    inspector_field(page, "font-fontDescription-name").fill("HelveticaNeue-Light")
    type_number(inspector_field(page, "font-fontDescription-size"), "16")
    inspector_field(page, "font-fontDescription-done").click()
    wait_for_xml(server, doc["id"], lambda t: font(t)
                 == '<fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="16"/>')


def test_font_menu_writes_what_xcode_writes(page, server, doc, screenshot):
    pick_fonts(page, server, doc, screenshot)


def test_font_menu_in_firefox(ff_page, server, doc):  # noqa: F811
    pick_fonts(ff_page, server, doc)


def appkit_font(text):
    return re.search(r'id="cel-001">\s*(<font [^>]*/>)', text).group(1)


def test_appkit_font_menu_writes_metafonts_as_xcode_does(page, server):
    doc = server.upload(FIXTURES / "AppKitFonts.xib")
    open_live_editor(page, server, doc)
    # The text field's cell holds the font (as in Xcode, where the cell is selected under its field).
    page.evaluate("id => window.storyweave.selection.set([id], 'outline')", "cel-001")
    page.wait_for_selector('#inspector[data-object-id="cel-001"]')
    show_inspector(page, "attributes")
    button = inspector_field(page, "font-font")
    assert button.inner_text().strip() == "System 13"
    button.click()
    type_number(inspector_field(page, "font-font-size"), "14")
    inspector_field(page, "font-font-done").click()
    wait_for_xml(server, doc["id"], lambda t: appkit_font(t) == '<font key="font" metaFont="system" size="14"/>')
    inspector_field(page, "font-font").click()
    inspector_field(page, "font-font-kind").select_option("smallSystem")
    assert inspector_field(page, "font-font-size").is_hidden()
    inspector_field(page, "font-font-done").click()
    wait_for_xml(server, doc["id"], lambda t: appkit_font(t) == '<font key="font" metaFont="smallSystem"/>')
    inspector_field(page, "font-font").click()
    inspector_field(page, "font-font-kind").select_option("system")
    inspector_field(page, "font-font-done").click()
    text = wait_for_xml(server, doc["id"], lambda t: appkit_font(t) == '<font key="font" metaFont="system"/>')
    assert text == (FIXTURES / "AppKitFonts.xib").read_text()
