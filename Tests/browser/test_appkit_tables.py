"""AppKit table and outline views in scroll views drawn as Xcode's canvas draws them: the header at the top of the
scroll view with the column titles, rows under it (prototype cell views in order, cell-based rows with their data
cell's text, alternating colours), the vertical scroller at the right edge inside the scroll view, hidden scrollers
hidden. Scroll, clip and table views are flipped: their subviews' y counts down from the top."""
import re
from pathlib import Path

import pytest

from conftest import SHARED_FIXTURES
from editor_fixtures import open_live_editor, zoom_100_and_reveal
from editor_page import canvas_object

TABLES_XIB = Path(__file__).parent / "fixtures" / "AppKitTables.xib"
DINOSAURS = SHARED_FIXTURES / "Ranchero-Software__NetNewsWire__Mac_Dinosaurs_Base.lproj_DinosaursWindow.xib"


def rect(page, object_id):
    box = canvas_object(page, object_id).bounding_box()
    assert box, f"{object_id} is drawn"
    return box


def bottom(box):
    return box["y"] + box["height"]


def right(box):
    return box["x"] + box["width"]


def test_table_and_outline_in_scroll_views(page, server, screenshot):
    xml = TABLES_XIB.read_bytes()
    document = server.call("POST", "/api/documents?name=AppKitTables.xib", xml, "application/xml")
    open_live_editor(page, server, document)
    page.wait_for_selector('#canvas [data-object-id="tbl-tbv-001"]', timeout=5000)
    zoom_100_and_reveal(page, "tbl-scr-001")
    page.wait_for_timeout(300)  # the camera settles (animation frame), not a measurement

    # Every framed object of the document is on the canvas with its id.
    for object_id in re.findall(r'id="(tbl-[a-z0-9]+-\d+)"', xml.decode()):
        if object_id.startswith(("tbl-col", "tbl-dc", "tbl-txc")):
            continue  # columns and cells have no frame of their own
        assert canvas_object(page, object_id).count() == 1, f"{object_id} is on the canvas"

    scroll = rect(page, "tbl-scr-001")
    header = rect(page, "tbl-hdr-001")
    # The header sits at the top of the scroll view, inside its 1 pt border, as wide as the content.
    assert abs(header["y"] - (scroll["y"] + 1)) <= 1
    assert abs(header["x"] - (scroll["x"] + 1)) <= 1 and abs(right(header) - (right(scroll) - 1)) <= 1
    assert abs(header["height"] - 28) <= 1

    titles = canvas_object(page, "tbl-hdr-001").locator(".mac-header-cell")
    assert titles.all_inner_texts() == ["Name", "Value"]
    name_cell, value_cell = titles.nth(0).bounding_box(), titles.nth(1).bounding_box()
    assert name_cell["x"] < value_cell["x"] and abs(name_cell["width"] - 163) <= 1  # width + intercell spacing

    # Rows start under the header: the column's prototypes one per row, in document order; the second column's
    # prototype in the first row, right of the first column.
    first, second, value = rect(page, "tbl-tcv-001"), rect(page, "tbl-tcv-002"), rect(page, "tbl-tcv-003")
    assert first["y"] >= bottom(header) - 1
    assert first["y"] - bottom(header) < 26, "the first row is right under the header"
    assert abs(second["y"] - (first["y"] + 26)) <= 1, "the second prototype is one row (24 + 2 spacing) lower"
    assert abs(value["y"] - first["y"]) <= 1 and value["x"] > right(first) - 2
    assert canvas_object(page, "tbl-txt-001").inner_text() == "First Name"
    assert bottom(rect(page, "tbl-txt-001")) <= bottom(first) + 1, "the cell's text field is inside its cell"

    # Drawn lower, but their style frames (what drags and resizes start from) are still the stored ones.
    assert canvas_object(page, "tbl-tbv-001").evaluate("e => e.style.top") == "0px"
    assert canvas_object(page, "tbl-tcv-002").evaluate("e => e.style.top") == "1px"

    rows = canvas_object(page, "tbl-tbv-001").locator(":scope > .mac-table-rows > .mac-table-row")
    assert rows.count() >= 8
    assert "alternate" in rows.nth(1).get_attribute("class") and "alternate" not in rows.nth(0).get_attribute("class")
    assert canvas_object(page, "tbl-tbv-001").locator(".mac-table-vline").count() == 2  # gridStyleMask vertical

    # The vertical scroller at the right edge inside the scroll view, below the header, down to the bottom border;
    # the horizontal one is hidden (hasHorizontalScroller="NO") and its stale frame (-100, -100) not drawn outside.
    scroller = rect(page, "tbl-vsc-001")
    assert abs(right(scroller) - (right(scroll) - 1)) <= 1 and abs(scroller["width"] - 15) <= 1
    assert scroller["y"] >= bottom(header) - 1 and abs(bottom(scroller) - (bottom(scroll) - 1)) <= 1
    assert canvas_object(page, "tbl-vsc-001").is_visible()
    assert not canvas_object(page, "tbl-hsc-001").is_visible()
    horizontal = rect(page, "tbl-hsc-001")
    assert horizontal["x"] >= scroll["x"] and bottom(horizontal) <= bottom(scroll) + 1

    # The outline view (borderless, autohiding scrollers, cell-based): header at the top, rows below it with the
    # data cell's text, horizontal grid lines.
    outline_scroll, outline_header = rect(page, "tbl-scr-002"), rect(page, "tbl-hdr-002")
    assert abs(outline_header["y"] - outline_scroll["y"]) <= 1 and abs(outline_header["height"] - 23) <= 1
    assert canvas_object(page, "tbl-hdr-002").locator(".mac-header-cell").all_inner_texts() == ["Item"]
    outline_rows = canvas_object(page, "tbl-olv-001").locator(".mac-table-row")
    assert outline_rows.nth(0).inner_text() == "Outline Cell"
    first_row = outline_rows.nth(0).bounding_box()
    assert first_row["y"] >= bottom(outline_header) - 1 and outline_rows.nth(1).bounding_box()["y"] > first_row["y"]
    assert "grid" in outline_rows.nth(0).get_attribute("class")
    assert not canvas_object(page, "tbl-vsc-002").is_visible() and not canvas_object(page, "tbl-hsc-002").is_visible()
    screenshot(page, "appkit-tables")


@pytest.mark.skipif(not DINOSAURS.is_file(), reason="../shared/fixtures/ib is not present on this machine")
def test_real_table_header_above_its_rows(page, server, screenshot):
    """NetNewsWire's Dinosaurs window: the header at the top of the scroll view, the prototype cells under it."""
    document = server.upload(DINOSAURS)
    open_live_editor(page, server, document)
    page.wait_for_selector('#canvas [data-object-id="QfN-Xy-42E"]', timeout=5000)
    zoom_100_and_reveal(page, "hU8-QM-p8K")
    page.wait_for_timeout(300)  # the camera settles (animation frame), not a measurement
    scroll, header = rect(page, "hU8-QM-p8K"), rect(page, "s3M-ws-fms")
    assert abs(header["y"] - scroll["y"]) <= 1
    titles = canvas_object(page, "s3M-ws-fms").locator(".mac-header-cell").all_inner_texts()
    assert titles == ["Feed", "URL", "Account", "Last Article", "Last Response"]
    cell = rect(page, "059-bj-The")
    assert bottom(header) - 1 <= cell["y"] < bottom(header) + 24
    assert scroll["y"] <= rect(page, "WU1-Rn-dxs")["y"] and right(rect(page, "WU1-Rn-dxs")) <= right(scroll) + 1
    screenshot(page, "appkit-table-corpus-dinosaurs")
