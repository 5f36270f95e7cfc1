"""Table and collection controllers from the object library (#22): dropped on the empty canvas, a Table View
Controller arrives with one prototype cell and a Collection View Controller with one cell, as Xcode's do, checked on
the bytes saved over REST (the exact XML: Tests/js/editor/expected/, compared with the corpus in add-scene.test.mjs)."""
import pytest

from editor_fixtures import element, open_live_editor, signup_doc, wait_for_xml, zoom_100_and_reveal  # noqa: F401
from editor_page import canvas_object
from test_library_scenes import EMPTY_CANVAS_POINT, XCODE_ID, open_library, start_library_drag


def drop_controller(page, server, doc, class_name, filter_text):
    open_library(page, filter_text)
    point = page.evaluate(EMPTY_CANVAS_POINT)
    assert point, "no empty canvas in view"
    start_library_drag(page, class_name)
    page.mouse.move(*point, steps=12)
    page.mouse.up()
    controller_id = page.wait_for_function(
        "() => { const id = window.storyweave.selection.primary; return id && id.length === 10 ? id : null }").json_value()
    assert XCODE_ID.match(controller_id)
    xml = wait_for_xml(server, doc["id"], lambda t: element(t, controller_id) is not None)
    return element(xml, controller_id)


@pytest.mark.parametrize("class_name, filter_text, list_name, cell_tag, content_tag", [
    ("UITableViewController", "table view controller", "prototypes", "tableViewCell", "tableViewCellContentView"),
    ("UICollectionViewController", "collection view controller", "cells", "collectionViewCell", "collectionViewCellContentView"),
])
def test_a_list_controller_arrives_with_one_prototype_cell(page, server, signup_doc, class_name, filter_text, list_name, cell_tag, content_tag):
    open_live_editor(page, server, signup_doc)
    page.click("#zoom-out")
    controller = drop_controller(page, server, signup_doc, class_name, filter_text)
    view = controller.find("*[@key='view']")
    cells = view.findall(f"{list_name}/{cell_tag}")
    assert len(cells) == 1, [c.tag for c in view]
    cell = cells[0]
    assert XCODE_ID.match(cell.get("id"))
    content = cell.find(f"{content_tag}[@key='contentView']")
    assert content is not None and XCODE_ID.match(content.get("id"))
    if cell_tag == "tableViewCell":
        assert content.get("tableViewCell") == cell.get("id")
        assert list(cell.attrib)[:5] == ["clipsSubviews", "contentMode", "preservesSuperviewLayoutMargins", "selectionStyle", "indentationWidth"]
        assert cell.find("rect[@key='frame']").get("width") == view.find("rect[@key='frame']").get("width")
    # The list sits where Xcode writes it: after the background colour (and the layout), before the connections.
    names = [child.tag for child in view]
    assert names.index(list_name) < names.index("connections")
    assert names.index(list_name) > names.index("color")
    # The new cell is drawn in its controller's scene.
    canvas_object(page, cell.get("id")).wait_for(state="attached")


def drag_view_onto(page, point):
    page.click("#library-button")
    page.fill("#library .library-filter", "view")
    item = page.locator('#library .library-item[data-class-name="UIView"]').bounding_box()
    page.mouse.move(item["x"] + 20, item["y"] + 15)
    page.mouse.down()
    page.mouse.move(*point, steps=12)
    assert "drop-target" in canvas_object(page, "lst-tbl-001").get_attribute("class")
    page.mouse.up()
    new_id = page.wait_for_function(
        "() => { const id = window.storyweave.selection.primary; return id && id.length === 10 ? id : null }").json_value()
    assert XCODE_ID.match(new_id)
    return new_id


def test_a_view_dropped_on_a_table_becomes_its_header_then_its_footer(page, server, signup_doc):
    """Above the prototype cell a View becomes the table's tableHeaderView (the cell moves down under it), below the
    cells its tableFooterView, written as the corpus writes them (table-header-footer.js) in the bytes saved over REST."""
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "lst-tbl-001")
    table = canvas_object(page, "lst-tbl-001").bounding_box()
    header_id = drag_view_onto(page, (table["x"] + 120, table["y"] + 10))  # the 28 pt above the cell
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, header_id) is not None)
    header = element(xml, header_id)
    assert header.tag == "view" and list(header.attrib) == ["key", "contentMode", "id"]
    assert header.get("key") == "tableHeaderView"
    rect = header.find("rect[@key='frame']").attrib
    assert (rect["x"], rect["y"], rect["width"], rect["height"]) == ("0.0", "0.0", "375", "128")
    assert header.find("autoresizingMask").attrib == {"key": "autoresizingMask", "flexibleMaxX": "YES", "flexibleMaxY": "YES"}
    cell_y = float(element(xml, "lst-cel-001").find("rect[@key='frame']").get("y"))
    assert cell_y == 28 + 128
    table_xml = element(xml, "lst-tbl-001")
    names = [child.tag + ":" + (child.get("key") or "") for child in table_xml]
    assert names.index("view:tableHeaderView") < names.index("prototypes:")
    canvas_object(page, header_id).wait_for(state="attached")
    table = canvas_object(page, "lst-tbl-001").bounding_box()
    footer_id = drag_view_onto(page, (table["x"] + 120, table["y"] + table["height"] - 20))
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, footer_id) is not None)
    footer = element(xml, footer_id)
    assert footer.get("key") == "tableFooterView"
    assert float(footer.find("rect[@key='frame']").get("y")) == cell_y + 44


def test_convert_to_static_cells_and_add_a_section_from_the_context_menu(page, server, signup_doc):
    """A Table View Controller's table: Convert to Static Cells (its prototype becomes the cell of one section,
    dataMode="static"), then Add Table Section (one more section with a library cell), checked on the saved bytes."""
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "lst-tbl-001")
    table = canvas_object(page, "lst-tbl-001").bounding_box()
    empty_part = (table["x"] + 120, table["y"] + table["height"] - 40)  # below the cells (the navigation bar covers its top)
    page.mouse.click(*empty_part, button="right")
    page.locator("#canvas .context-menu .menu-item", has_text="Convert to Static Cells").click()
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, "lst-tbl-001").get("dataMode") == "static")
    table_xml = element(xml, "lst-tbl-001")
    assert table_xml.find("prototypes") is None
    sections = table_xml.findall("sections/tableViewSection")
    assert len(sections) == 1 and XCODE_ID.match(sections[0].get("id")) and list(sections[0].attrib) == ["id"]
    assert [cell.get("id") for cell in sections[0].findall("cells/tableViewCell")] == ["lst-cel-001"]
    names = [child.tag for child in table_xml]
    assert names.index("sections") > names.index("color")
    canvas_object(page, "lst-cel-001").wait_for(state="attached")
    page.mouse.click(*empty_part, button="right")
    assert page.locator("#canvas .context-menu .menu-item", has_text="Convert to Static Cells").is_disabled()
    page.locator("#canvas .context-menu .menu-item", has_text="Add Table Section").click()
    xml = wait_for_xml(server, signup_doc["id"], lambda t: len(element(t, "lst-tbl-001").findall("sections/tableViewSection")) == 2)
    added = element(xml, "lst-tbl-001").findall("sections/tableViewSection")[1]
    cells = added.findall("cells/tableViewCell")
    assert len(cells) == 1 and cells[0].find("tableViewCellContentView").get("tableViewCell") == cells[0].get("id")
    canvas_object(page, cells[0].get("id")).wait_for(state="attached")


def test_a_storyboard_reference_from_the_library_is_a_segue_target(page, server, signup_doc):
    """Storyboard Reference from the library: a <viewControllerPlaceholder> scene where it was dropped; control-drag
    from a button to its dock icon offers the segues, and Show writes <segue destination=… kind="show" id=…/> in the
    button's connections, as the corpus's 19 references are reached (the bytes saved over REST)."""
    open_live_editor(page, server, signup_doc)
    page.click("#zoom-out")
    reference = drop_controller(page, server, signup_doc, "UIStoryboardReference", "storyboard reference")
    assert reference.tag == "viewControllerPlaceholder" and reference.get("sceneMemberID") == "viewController"
    assert list(reference) == []
    page.click("#zoom-fit")
    icon = page.locator(f'#canvas .world .dock-icon[data-object-id="{reference.get("id")}"]')
    icon.wait_for(state="visible")
    target = icon.bounding_box()
    button = canvas_object(page, "wel-btn-001").bounding_box()
    page.keyboard.down("Control")
    page.mouse.move(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
    page.mouse.down()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=10)
    page.mouse.up()
    page.keyboard.up("Control")
    hud = page.locator(".connection-hud")
    hud.locator('[data-field="hud-segue-show"]').click()
    xml = wait_for_xml(server, signup_doc["id"], lambda t: f'destination="{reference.get("id")}"' in t)
    segue = next(e for e in element(xml, "wel-btn-001").iter("segue") if e.get("destination") == reference.get("id"))
    assert list(segue.attrib) == ["destination", "kind", "id"] and segue.get("kind") == "show" and XCODE_ID.match(segue.get("id"))
    page.locator(f'#canvas path.segue-path[data-segue-id="{segue.get("id")}"]').wait_for(state="attached")
