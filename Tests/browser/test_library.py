"""The object library: filtered from the class catalog, dragged onto a view (target highlighted), saved as XML."""
import re

from editor_fixtures import element, frame, open_live_editor, signup_doc, wait_for_xml, zoom_100_and_reveal  # noqa: F401
from editor_page import canvas_object

XCODE_ID = re.compile(r"^[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}$")


def visible_items(page):
    return page.eval_on_selector_all("#library .library-item:not([hidden])", "items => items.map(i => i.dataset.className)")


def test_filter_lists_matching_classes_with_descriptions(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    page.click("#library-button")
    page.wait_for_selector("#library .library-item")
    assert "UIButton" in visible_items(page) and "UILabel" in visible_items(page)
    page.fill("#library .library-filter", "switch")
    assert visible_items(page) == ["UISwitch"]
    assert page.locator('#library .library-item[data-class-name="UISwitch"] .library-summary').inner_text() != ""
    screenshot(page, "library")
    page.fill("#library .library-filter", "zzzz")
    assert visible_items(page) == []
    assert page.locator("#library .library-empty").is_visible()
    page.keyboard.press("Escape")
    assert page.locator("#library").is_hidden()


def test_drag_a_button_from_the_library_onto_a_view(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-sld-001")
    page.click("#library-button")
    page.fill("#library .library-filter", "button")
    item = page.locator('#library .library-item[data-class-name="UIButton"]').bounding_box()
    root = canvas_object(page, "wel-vie-001").bounding_box()
    slider = canvas_object(page, "wel-sld-001").bounding_box()
    drop = (root["x"] + 100, slider["y"] + slider["height"] + 16)
    page.mouse.move(item["x"] + 20, item["y"] + 15)
    page.mouse.down()
    page.mouse.move(*drop, steps=12)
    assert "drop-target" in canvas_object(page, "wel-vie-001").get_attribute("class")
    screenshot(page, "library-drag")
    page.mouse.up()
    new_id = page.wait_for_function(
        "() => { const id = window.storyweave.selection.primary; return id && id.length === 10 ? id : null }").json_value()
    assert XCODE_ID.match(new_id)
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, new_id) is not None)
    button = element(xml, new_id)
    assert button.tag == "button"
    assert button.get("buttonType") == "system"
    assert frame(xml, new_id)["width"] == 46 and frame(xml, new_id)["height"] == 30
    assert round(frame(xml, new_id)["x"]) == 100 - 23
    assert canvas_object(page, new_id).inner_text() == "Button"
    assert page.locator("#canvas .drop-target").count() == 0


def test_a_table_view_cell_dropped_outside_a_table_view_is_not_added(page, server, signup_doc):
    """Xcode puts a table view cell only in a table view's prototypes (commands/library-placement.js); dropped on a
    plain view, the document is left as it was. (Its content view is checked in the node and Swift command tests.)"""
    before = wait_for_xml(server, signup_doc["id"], lambda t: True).count("<tableViewCell ")
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-sld-001")
    page.click("#library-button")
    page.fill("#library .library-filter", "table view cell")
    item = page.locator('#library .library-item[data-class-name="UITableViewCell"]').bounding_box()
    root = canvas_object(page, "wel-vie-001").bounding_box()
    slider = canvas_object(page, "wel-sld-001").bounding_box()
    page.mouse.move(item["x"] + 20, item["y"] + 15)
    page.mouse.down()
    page.mouse.move(root["x"] + 170, slider["y"] + slider["height"] + 30, steps=12)
    page.mouse.up()
    page.wait_for_timeout(1500)
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, "wel-sld-001") is not None)
    assert xml.count("<tableViewCell ") == before


def test_a_table_view_cell_dropped_on_a_table_view_lands_in_its_prototypes(page, server, signup_doc):
    """A Table View Cell dropped on a table view goes into its <prototypes>, after the cells it has, full width, with
    its content view, as Xcode writes a prototype cell (the bytes saved over REST)."""
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "lst-tbl-001")
    page.click("#library-button")
    page.fill("#library .library-filter", "table view cell")
    item = page.locator('#library .library-item[data-class-name="UITableViewCell"]').bounding_box()
    table = canvas_object(page, "lst-tbl-001").bounding_box()
    page.mouse.move(item["x"] + 20, item["y"] + 15)
    page.mouse.down()
    page.mouse.move(table["x"] + 120, table["y"] + 260, steps=12)
    assert "drop-target" in canvas_object(page, "lst-tbl-001").get_attribute("class")
    page.mouse.up()
    xml = wait_for_xml(server, signup_doc["id"], lambda t: t.count("<tableViewCell ") == 2)
    cells = re.findall(r"<tableViewCell [^>]*>", xml)
    new_id = re.search(r'id="([^"]+)"', cells[1]).group(1)
    assert XCODE_ID.match(new_id)
    prototypes = re.search(r"<prototypes>(.*?)</prototypes>", xml, re.S).group(1)
    assert prototypes.index('id="lst-cel-001"') < prototypes.index(f'id="{new_id}"'), "after the existing prototype"
    new_cell = re.search(rf'<tableViewCell [^>]*id="{new_id}">.*?</tableViewCell>', xml, re.S).group(0)
    content_id = re.search(r'<tableViewCellContentView [^>]*id="([^"]+)"', new_cell).group(1)
    lines = [line.strip() for line in new_cell.splitlines()]
    assert lines == [
        f'<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="{new_id}">',
        '<rect key="frame" x="0.0" y="72" width="375" height="44"/>',
        '<autoresizingMask key="autoresizingMask"/>',
        '<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"'
        f' preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="{new_id}" id="{content_id}">',
        '<rect key="frame" x="0.0" y="0.0" width="375" height="44"/>',
        '<autoresizingMask key="autoresizingMask"/>',
        '</tableViewCellContentView>',
        '</tableViewCell>',
    ], new_cell
