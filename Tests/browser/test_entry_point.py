"""The storyboard entry arrow is dragged to another view controller (#22, as in Interface Builder): released over the
Plans scene, `initialViewController` on <document> names its controller (the bytes saved over REST), the arrow is
drawn there, and Undo puts it back; released over the empty canvas, nothing changes. Chromium and Firefox."""
from editor_fixtures import command_key, document_xml, drag, open_live_editor, signup_doc, wait_for_xml, wait_synced  # noqa: F401
from firefox_fixtures import ff_page, firefox  # noqa: F401


def box_centre(locator):
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def arrow_drag_to_plans(page):
    page.click("#zoom-fit")
    arrow = page.locator("#canvas .entry-arrow")
    screen = page.locator('#canvas .scene[data-scene-id="lst-scn-001"] .screen')
    drag(page, box_centre(arrow), box_centre(screen), steps=12)


def test_dragging_the_entry_arrow_moves_the_initial_view_controller(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    # Released over the empty canvas: nothing is written.
    page.click("#zoom-fit")
    arrow = page.locator("#canvas .entry-arrow")
    x, y = box_centre(arrow)
    drag(page, (x, y), (x, y - 400 if y > 450 else y + 400), steps=6)
    wait_synced(page)
    assert 'initialViewController="nav-ctl-001"' in document_xml(server, doc)
    # Released over the Plans scene: its controller is the entry point.
    arrow_drag_to_plans(page)
    xml = wait_for_xml(server, doc, lambda t: 'initialViewController="lst-ctl-001"' in t, what="the new entry point")
    assert "isInitialViewController" not in xml
    page.locator('#canvas .scene[data-scene-id="lst-scn-001"] .entry-arrow').wait_for(state="attached")
    assert page.locator("#canvas .entry-arrow").count() == 1
    screenshot(page, "entry-point-moved")
    page.keyboard.press(f"{command_key()}+z")
    wait_for_xml(server, doc, lambda t: 'initialViewController="nav-ctl-001"' in t, what="the undone move")


def test_dragging_the_entry_arrow_in_firefox(ff_page, server, signup_doc):
    open_live_editor(ff_page, server, signup_doc)
    arrow_drag_to_plans(ff_page)
    wait_for_xml(server, signup_doc["id"], lambda t: 'initialViewController="lst-ctl-001"' in t, what="the new entry point")
