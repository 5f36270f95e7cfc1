"""The connections HUD offers only what the connect commands take (one rule: Public/js/commands/connection-rules.js):
a target the command refuses gets the refusal's reason in the HUD, never an outlet to click. Checked on the saved XML."""
from editor_fixtures import centre, document_xml, drag, open_live_editor, signup_doc, wait_synced, zoom_100_and_reveal  # noqa: F401
from editor_page import outline_row


def control_drag(page, start, end):
    page.keyboard.down("Control")
    drag(page, start, end, steps=10)
    page.keyboard.up("Control")


def box_centre(locator):
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_label_inside_a_prototype_cell_is_not_offered_to_its_controller(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    before = document_xml(server, doc)
    zoom_100_and_reveal(page, "lst-lbl-001")
    controller = page.locator('#canvas .world .dock-icon[data-object-id="lst-ctl-001"]')
    control_drag(page, box_centre(controller), centre(page, "lst-lbl-001"))
    hud = page.locator(".connection-hud")
    assert "lst-lbl-001" not in hud.get_attribute("aria-label")   # the HUD names objects, not ids
    assert "into a prototype cell" in hud.locator(".hud-note").inner_text()
    assert hud.locator('[data-field^="hud-outlet-"]').count() == 0
    assert hud.locator('[data-field="hud-new-outlet"]').count() == 0
    # The command refuses it the same way: nothing is sent, the saved document is unchanged.
    assert page.evaluate("() => window.storyweave.actions.connectOutlet('lst-ctl-001', 'planLabel', 'lst-lbl-001')") is None
    wait_synced(page)
    assert document_xml(server, doc) == before


def test_a_layout_guide_is_not_offered_and_a_navigation_items_own_bar_item_is_not_listed(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    # Controller → its safe area (an outline row): no outlet, the reason instead.
    control_drag(page, box_centre(outline_row(page, "wel-ctl-001").locator(".outline-name")),
                 box_centre(outline_row(page, "wel-saf-001").locator(".outline-name")))
    hud = page.locator(".connection-hud")
    assert "layout guide" in hud.locator(".hud-note").inner_text()
    assert hud.locator('[data-field^="hud-outlet-"], [data-field="hud-new-outlet"]').count() == 0
    page.keyboard.press("Escape")
    # Navigation item → its right bar button item: the item is placed in it, so that outlet is not listed (the
    # command refuses it); the HUD still takes a new outlet name.
    control_drag(page, box_centre(outline_row(page, "wel-nav-001").locator(".outline-name")),
                 box_centre(outline_row(page, "wel-bbi-001").locator(".outline-name")))
    assert hud.locator('[data-field="hud-outlet-rightBarButtonItem"]').count() == 0
    assert hud.locator('[data-field="hud-new-outlet"]').count() == 1
