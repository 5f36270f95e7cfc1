"""Editing several selected objects at once: with two views of one class selected, the Attributes inspector's plain
attributes and colours change in both (one batch), and values that differ show as mixed; checked on the bytes saved over REST."""
import pytest

from conftest import FIXTURES
from editor_fixtures import element, open_live_editor, show_inspector, wait_for_xml
from editor_page import inspector_field, outline_row
from firefox_fixtures import ff_page, firefox  # noqa: F401


@pytest.fixture
def doc(server):
    return server.upload(FIXTURES / "InspectorEditors.xib")


def select_both(page):
    outline_row(page, "box-001").click()
    outline_row(page, "box-002").click(modifiers=["Shift"])
    page.wait_for_selector('#inspector [data-field="multiple-selection"]')


def edit_both(page, server, doc):
    open_live_editor(page, server, doc)
    select_both(page)
    show_inspector(page, "attributes")
    assert "2 UIView objects selected" in inspector_field(page, "multiple-selection").inner_text()
    inspector_field(page, "attr-tag").fill("7")
    inspector_field(page, "attr-tag").press("Enter")
    wait_for_xml(server, doc["id"], lambda t: element(t, "box-001").get("tag") == "7" and element(t, "box-002").get("tag") == "7")
    inspector_field(page, "attr-hidden").check()
    wait_for_xml(server, doc["id"], lambda t: element(t, "box-001").get("hidden") == "YES" and element(t, "box-002").get("hidden") == "YES")
    # The two backgrounds differ: "Multiple Values"; a system colour for both writes one resources entry.
    assert inspector_field(page, "color-backgroundColor").inner_text().strip() == "Multiple Values"
    inspector_field(page, "color-backgroundColor").click()
    inspector_field(page, "color-backgroundColor-system-systemTealColor").click()
    text = wait_for_xml(server, doc["id"], lambda t: t.count('<color key="backgroundColor" systemColor="systemTealColor"/>') == 2)
    assert text.count('<systemColor name="systemTealColor">') == 1
    # One of them alone gets another tag: together again, the field shows the values differ.
    outline_row(page, "box-002").click()
    page.wait_for_selector('#inspector:not(:has([data-field="multiple-selection"]))')
    tag = inspector_field(page, "attr-tag")
    tag.click()
    tag.press("Control+a")  # typed over (Firefox's fill does not replace a number field's text)
    tag.press_sequentially("3")
    tag.press("Enter")
    wait_for_xml(server, doc["id"], lambda t: element(t, "box-002").get("tag") == "3")
    outline_row(page, "box-001").click()
    outline_row(page, "box-002").click(modifiers=["Shift"])
    page.wait_for_selector('#inspector [data-field="multiple-selection"]')
    assert inspector_field(page, "attr-tag").input_value() == ""
    assert inspector_field(page, "attr-tag").get_attribute("placeholder") == "Multiple Values"
    # A view and a label: not one class, so the inspector edits the primary selection only.
    outline_row(page, "lbl-001").click(modifiers=["Shift"])
    page.wait_for_selector('#inspector:not(:has([data-field="multiple-selection"]))')


def test_shared_attributes_change_in_every_selected_object(page, server, doc):
    edit_both(page, server, doc)


def test_shared_attributes_in_firefox(ff_page, server, doc):  # noqa: F811
    edit_both(ff_page, server, doc)
