"""Table and collection controllers from the object library (#22): dropped on the empty canvas, a Table View
Controller arrives with one prototype cell and a Collection View Controller with one cell, as Xcode's do, checked on
the bytes saved over REST (the exact XML: Tests/js/editor/expected/, compared with the corpus in add-scene.test.mjs)."""
import pytest

from editor_fixtures import element, open_live_editor, signup_doc, wait_for_xml  # noqa: F401
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
