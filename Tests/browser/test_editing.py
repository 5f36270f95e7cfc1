"""Editing on the canvas through the live sync session: every change is checked in the XML the server saved."""
import re

from editor_fixtures import (SIGNUP, centre, command_key, document_xml, drag, element, frame, open_live_editor,  # noqa: F401
                             signup_doc, wait_for_xml, wait_synced, zoom_100_and_reveal)
from editor_page import canvas_object, outline_row

XCODE_ID = re.compile(r"^[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}$")
MOD = command_key()


def test_drag_moves_a_view_and_saves_its_frame(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-swi-001")
    zoom_100_and_reveal(page, "wel-sld-001")
    x, y = centre(page, "wel-sld-001")
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 40, y + 23, steps=6)
    assert page.get_attribute("#canvas", "data-pointer-state") == "translating"
    screenshot(page, "editor-dragging")
    page.mouse.up()
    xml = wait_for_xml(server, signup_doc["id"], lambda t: frame(t, "wel-sld-001")["x"] != 18)
    assert frame(xml, "wel-sld-001") == {"x": 58, "y": 423, "width": 339, "height": 31}
    assert page.get_attribute("#inspector", "data-object-id") == "wel-sld-001"


def test_drag_snaps_to_a_sibling_edge_and_shows_a_guide(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-btn-001")
    x, y = centre(page, "wel-btn-001")
    page.mouse.move(x, y)
    page.mouse.down()
    # 3 pt to the right, x = 23 is within reach of the siblings' left edges (20) and of the right margin
    # (375 - 16 = 359 for the right edge 358): the nearest line wins, and a blue guide shows it.
    page.mouse.move(x + 3, y + 40, steps=6)
    assert page.locator("#canvas .guide-layer .guide.x").count() >= 1
    page.mouse.up()
    wait_synced(page)
    xml = wait_for_xml(server, signup_doc["id"], lambda t: frame(t, "wel-btn-001")["y"] != 460)
    assert frame(xml, "wel-btn-001")["x"] == 24
    assert page.locator("#canvas .guide-layer .guide").count() == 0
    # Holding ⌘ (Meta) disables snapping: the view lands exactly where it is dropped.
    x, y = centre(page, "wel-btn-001")
    page.keyboard.down("Meta")
    drag(page, (x, y), (x - 6, y))
    page.keyboard.up("Meta")
    xml = wait_for_xml(server, signup_doc["id"], lambda t: frame(t, "wel-btn-001")["x"] != 24)
    assert frame(xml, "wel-btn-001")["x"] == 18


def test_arrow_keys_nudge_by_one_and_ten_points(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    canvas_object(page, "wel-lbl-001").click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Shift+ArrowDown")
    xml = wait_for_xml(server, signup_doc["id"], lambda t: frame(t, "wel-lbl-001")["y"] == 94)
    assert frame(xml, "wel-lbl-001")["x"] == 21


def test_resize_handle_changes_width_and_height(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-img-001")
    canvas_object(page, "wel-img-001").click()
    handle = page.locator("#canvas .selection-overlay .handle.se")
    box = handle.bounding_box()
    drag(page, (box["x"] + 4, box["y"] + 4), (box["x"] + 4 + 31, box["y"] + 4 + 11))
    xml = wait_for_xml(server, signup_doc["id"], lambda t: frame(t, "wel-img-001")["width"] != 100)
    assert frame(xml, "wel-img-001") == {"x": 137, "y": 130, "width": 131, "height": 111}


def test_delete_then_undo_and_redo(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    canvas_object(page, "wel-sld-001").click()
    page.keyboard.press("Delete")
    wait_for_xml(server, signup_doc["id"], lambda t: element(t, "wel-sld-001") is None)
    assert canvas_object(page, "wel-sld-001").count() == 0
    assert outline_row(page, "wel-sld-001").count() == 0
    page.keyboard.press(f"{MOD}+z")
    wait_for_xml(server, signup_doc["id"], lambda t: element(t, "wel-sld-001") is not None, what="undo to restore the slider")
    assert canvas_object(page, "wel-sld-001").count() == 1
    page.keyboard.press(f"{MOD}+Shift+z")
    wait_for_xml(server, signup_doc["id"], lambda t: element(t, "wel-sld-001") is None, what="redo to delete it again")
    # The toolbar buttons do the same.
    page.click("#undo")
    wait_for_xml(server, signup_doc["id"], lambda t: element(t, "wel-sld-001") is not None, what="the Undo button")


def test_duplicate_makes_a_renamed_copy_offset_from_the_original(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    canvas_object(page, "wel-btn-001").click()
    page.keyboard.press(f"{MOD}+d")
    wait_synced(page)
    copy_id = page.get_attribute("#inspector", "data-object-id")
    assert copy_id != "wel-btn-001" and XCODE_ID.match(copy_id)
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, copy_id) is not None)
    assert frame(xml, copy_id) == {"x": 30, "y": 470, "width": 335, "height": 44}
    assert canvas_object(page, copy_id).inner_text() == "Continue"
    assert xml.count('title="Continue"') == 2


def test_copy_and_paste_into_another_scene(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    canvas_object(page, "wel-lbl-001").click()
    page.keyboard.press(f"{MOD}+c")
    outline_row(page, "wel-vie-001").click()
    page.keyboard.press(f"{MOD}+v")
    wait_synced(page)
    pasted = page.get_attribute("#inspector", "data-object-id")
    assert XCODE_ID.match(pasted)
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, pasted) is not None)
    assert element(xml, pasted).get("text") == "Create your account"
    # Cut removes the original (selected in the outline: the offset copy covers it on the canvas).
    outline_row(page, "wel-lbl-001").click()
    page.keyboard.press(f"{MOD}+x")
    wait_for_xml(server, signup_doc["id"], lambda t: element(t, "wel-lbl-001") is None)


def test_double_click_edits_a_title_in_place(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-btn-001")
    canvas_object(page, "wel-btn-001").dblclick()
    editor = page.locator("#canvas .title-editor")
    assert editor.input_value() == "Continue"
    editor.fill("Create Account")
    screenshot(page, "editor-title-edit")
    editor.press("Enter")
    xml = wait_for_xml(server, signup_doc["id"], lambda t: 'title="Create Account"' in t)
    state = next(c for c in element(xml, "wel-btn-001") if c.tag == "state")
    assert state.get("title") == "Create Account"
    assert canvas_object(page, "wel-btn-001").inner_text() == "Create Account"
    # Escape cancels.
    canvas_object(page, "wel-lbl-001").dblclick()
    page.locator("#canvas .title-editor").fill("Nope")
    page.locator("#canvas .title-editor").press("Escape")
    assert page.locator("#canvas .title-editor").count() == 0
    assert canvas_object(page, "wel-lbl-001").inner_text() == "Create your account"


def test_shift_right_click_lists_every_object_under_the_pointer(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-lbl-002")
    x, y = centre(page, "wel-lbl-002")
    page.keyboard.down("Shift")
    page.mouse.click(x, y, button="right")
    page.keyboard.up("Shift")
    menu = page.locator("#canvas .context-menu")
    ids = menu.locator(".menu-item").evaluate_all("items => items.map(i => i.dataset.objectId)")
    assert ids == ["wel-ctl-001", "wel-vie-001", "wel-stk-001", "wel-lbl-002"]
    screenshot(page, "editor-objects-menu")
    # The stack view is covered by its label: the menu selects it.
    menu.locator('.menu-item[data-object-id="wel-stk-001"]').click()
    assert page.get_attribute("#inspector", "data-object-id") == "wel-stk-001"
    assert menu.count() == 0


def test_marquee_selects_the_views_it_touches(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-img-001")
    root = canvas_object(page, "wel-vie-001").bounding_box()
    drag(page, (root["x"] + 5, root["y"] + 240), (root["x"] + 150, root["y"] + 100))
    selected = page.evaluate("window.storyweave.selection.ids")
    assert sorted(selected) == ["wel-img-001", "wel-lbl-001"]
    assert page.locator("#canvas .selection-overlay .selection-box").count() == 2


def test_drag_into_a_container_reparents_and_highlights_the_target(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-stk-001")
    zoom_100_and_reveal(page, "wel-img-001")
    start = centre(page, "wel-img-001")
    target = canvas_object(page, "wel-stk-001").bounding_box()
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(target["x"] + 150, target["y"] + 15, steps=10)
    assert "drop-target" in canvas_object(page, "wel-stk-001").get_attribute("class")
    page.mouse.up()
    xml = wait_for_xml(server, signup_doc["id"], lambda t: 'id="wel-img-001"' in t.split('id="wel-stk-001"')[1].split("</stackView>")[0])
    assert element(xml, "wel-img-001") is not None
    assert "drop-target" not in (canvas_object(page, "wel-stk-001").get_attribute("class") or "")


def test_embed_in_navigation_controller_from_the_context_menu(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    canvas_object(page, "lst-ctl-001").first.click()
    canvas_object(page, "lst-ctl-001").first.click(button="right")
    page.locator("#canvas .context-menu .menu-item", has_text="Embed In Navigation Controller").click()
    wait_synced(page)
    xml = document_xml(server, signup_doc["id"])
    assert xml.count("<navigationController") == 2
    assert 'relationship="rootViewController"' in xml.split("<!--Navigation Controller-->")[-1]
    assert page.locator("#canvas .scene").count() == 4


def control_drag(page, start, end):
    page.keyboard.down("Control")
    drag(page, start, end, steps=10)
    page.keyboard.up("Control")


def test_control_drag_connects_outlets_actions_and_segues(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    zoom_100_and_reveal(page, "wel-txt-001")
    controller = page.locator('#canvas .world .dock-icon[data-object-id="wel-ctl-001"]')
    # Controller → text field: an outlet.
    control_drag(page, centre(page, "wel-ctl-001"), centre(page, "wel-txt-001"))
    hud = page.locator(".connection-hud")
    assert "outlets" in hud.inner_text().lower()
    hud.locator('[data-field="hud-new-outlet"]').fill("nameField")
    screenshot(page, "connection-hud")
    hud.locator('[data-field="hud-new-outlet"]').press("Enter")
    xml = wait_for_xml(server, doc, lambda t: 'property="nameField"' in t)
    outlet = next(e for e in element(xml, "wel-ctl-001").iter("outlet") if e.get("property") == "nameField")
    assert outlet.get("destination") == "wel-txt-001" and XCODE_ID.match(outlet.get("id"))
    # Button → controller: an action for the button's touchUpInside.
    zoom_100_and_reveal(page, "wel-btn-001")
    box = controller.bounding_box()
    control_drag(page, centre(page, "wel-btn-001"), (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2))
    assert hud.locator('[data-field="hud-action-event"]').input_value() == "touchUpInside"
    hud.locator('[data-field="hud-new-action"]').fill("signUp")
    hud.locator('[data-field="hud-new-action"]').press("Enter")
    xml = wait_for_xml(server, doc, lambda t: 'selector="signUp:"' in t)
    action = next(element(xml, "wel-btn-001").iter("action"))
    assert (action.get("destination"), action.get("eventType")) == ("wel-ctl-001", "touchUpInside")
    # Button → a controller of another scene: only segues, with the reason outlets are refused.
    page.click("#zoom-fit")
    plans = page.locator('#canvas .world .dock-icon[data-object-id="lst-ctl-001"]').bounding_box()
    control_drag(page, centre(page, "wel-btn-001"), (plans["x"] + plans["width"] / 2, plans["y"] + plans["height"] / 2))
    assert "different scenes" in hud.locator(".hud-note").inner_text()
    assert hud.locator('[data-field="hud-new-outlet"]').count() == 0
    hud.locator('[data-field="hud-segue-presentation"]').click()
    xml = wait_for_xml(server, doc, lambda t: 'kind="presentation"' in t)
    assert page.locator("#canvas .segue-badge").count() == 3


def test_alt_hover_shows_distances_to_neighbours(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-img-001")
    canvas_object(page, "wel-lbl-001").click()
    page.keyboard.down("Alt")
    page.mouse.move(*centre(page, "wel-img-001"), steps=3)
    # The label ends at y = 118, the image starts at y = 130.
    assert page.locator("#canvas .distance-label").all_inner_texts() == ["12"]
    page.keyboard.up("Alt")
    assert page.locator("#canvas .distance-label").count() == 0


def test_dragging_a_view_shows_its_distances_to_the_superview_edges(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-sld-001")
    x, y = centre(page, "wel-sld-001")
    page.keyboard.down("Meta")  # no snapping: the slider lands exactly 7 pt right and 23 pt down
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 7, y + 23, steps=6)
    # The slider (x 18, y 400, 339 x 31) at x 25, y 423 in the 375 x 667 root view: left, right, top, bottom.
    assert page.locator("#canvas .distance-label").all_inner_texts() == ["25", "11", "423", "213"]
    screenshot(page, "editor-drag-distances")
    page.mouse.up()
    page.keyboard.up("Meta")
    assert page.locator("#canvas .distance-label").count() == 0
    xml = wait_for_xml(server, signup_doc["id"], lambda t: frame(t, "wel-sld-001")["x"] != 18)
    assert frame(xml, "wel-sld-001") == {"x": 25, "y": 423, "width": 339, "height": 31}


def test_outline_rename_and_drag_into_a_container(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    outline_row(page, "wel-sld-001").locator(".outline-name").dblclick()
    field = page.locator("#outline .outline-rename")
    field.fill("Volume")
    field.press("Enter")
    wait_for_xml(server, doc, lambda t: element(t, "wel-sld-001").get("userLabel") == "Volume")
    assert outline_row(page, "wel-sld-001").inner_text().strip() == "Volume"
    # Drag the slider's row onto the middle of the stack view's row: it moves inside the stack view.
    source = outline_row(page, "wel-sld-001").locator(".outline-name").bounding_box()
    target = outline_row(page, "wel-stk-001").locator(".outline-name").bounding_box()
    drag(page, (source["x"] + 10, source["y"] + source["height"] / 2), (target["x"] + 10, target["y"] + target["height"] / 2))
    xml = wait_for_xml(server, doc, lambda t: 'id="wel-sld-001"' in t.split('id="wel-stk-001"')[1].split("</stackView>")[0])
    assert element(xml, "wel-sld-001").get("userLabel") == "Volume"


def test_a_past_version_opens_read_only(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    canvas_object(page, "wel-lbl-001").click()
    page.keyboard.press("Shift+ArrowRight")
    wait_synced(page)
    wait_for_xml(server, signup_doc["id"], lambda t: frame(t, "wel-lbl-001")["x"] == 30)
    page.goto(f"{server.base_url}/d/{signup_doc['id']}?version=0")
    page.wait_for_selector("#canvas[data-ready='true']")
    assert page.inner_text("#read-only") == "Version 0 · read-only"
    assert canvas_object(page, "wel-lbl-001").evaluate("n => n.style.left") == "20px"
    assert page.get_attribute("#download", "href").endswith("version=0")
    # Edits are refused with the reason; nothing changes.
    canvas_object(page, "wel-lbl-001").click()
    page.keyboard.press("Delete")
    assert "read-only" in page.inner_text("#toast")
    assert canvas_object(page, "wel-lbl-001").count() == 1
    assert page.is_disabled("#library-button")
    screenshot(page, "editor-past-version")


def test_control_click_lists_connections_with_disconnect(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-btn-001")
    page.keyboard.down("Control")
    page.mouse.click(*centre(page, "wel-btn-001"))
    page.keyboard.up("Control")
    hud = page.locator(".connection-hud")
    assert hud.locator(".hud-connection").all_inner_texts()[0].startswith("show segue → Plans View Controller")
    hud.locator('.hud-connection[data-connection-id="seg-show-01"] .hud-disconnect').click()
    wait_for_xml(server, signup_doc["id"], lambda t: element(t, "seg-show-01") is None)


def test_embed_selected_views_in_a_view(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    zoom_100_and_reveal(page, "wel-img-001")
    canvas_object(page, "wel-lbl-001").click()
    canvas_object(page, "wel-img-001").click(modifiers=["Shift"])
    canvas_object(page, "wel-img-001").click(button="right")
    page.locator("#canvas .context-menu .menu-item", has_text="Embed In View").click()
    wait_synced(page)
    container = page.get_attribute("#inspector", "data-object-id")
    assert XCODE_ID.match(container)
    xml = document_xml(server, signup_doc["id"])
    view = element(xml, container)
    assert [e.get("id") for e in view.find("subviews")] == ["wel-lbl-001", "wel-img-001"]
    # The container spans both; they keep their place on screen.
    assert frame(xml, container) == {"x": 20, "y": 84, "width": 335, "height": 146}
    assert frame(xml, "wel-img-001")["x"] == 117 and frame(xml, "wel-img-001")["y"] == 46


def test_size_to_fit_content_shrinks_a_label_to_its_text(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    canvas_object(page, "wel-lbl-002").click()
    zoom = page.text_content("#zoom-level")
    page.keyboard.press(f"{MOD}+=")
    xml = wait_for_xml(server, signup_doc["id"], lambda t: frame(t, "wel-lbl-002")["width"] != 274)
    fitted = frame(xml, "wel-lbl-002")
    # "Send me news" in 17 pt: about 100 pt wide and one line high; the origin stays.
    assert 80 <= fitted["width"] <= 130 and 19 <= fitted["height"] <= 22
    assert (fitted["x"], fitted["y"]) == (0, 0)
    assert page.text_content("#zoom-level") == zoom, "with a selection, ⌘= sizes to fit instead of zooming"
