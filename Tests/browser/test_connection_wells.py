"""Connection wells in the Connections inspector (#22): drag from an unconnected outlet's circle to an object and the
outlet is connected; drag from New Referencing Outlet's circle to the object that will hold the outlet and the HUD
offers its outlets; hovering a connection marks its other end on the canvas. Checked in the bytes saved over REST."""
from editor_fixtures import (centre, drag, element, open_live_editor, show_inspector, signup_doc,  # noqa: F401
                             wait_for_xml, zoom_100_and_reveal)
from editor_page import canvas_object


def well(page, field):
    return page.locator(f'#inspector [data-field="{field}"]').locator("xpath=..").locator(".connection-dot.well")


def test_outlet_wells_connect_and_referencing_outlets_open_the_hud(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    zoom_100_and_reveal(page, "wel-txt-001")
    canvas_object(page, "wel-txt-001").first.click()
    page.wait_for_function("window.storyweave.selection.ids.join() === 'wel-txt-001'")
    show_inspector(page, "connections")

    # The text field's unconnected delegate outlet: drag its well to the controller's dock icon.
    controller = page.locator('#canvas .world .dock-icon[data-object-id="wel-ctl-001"]').bounding_box()
    target = (controller["x"] + controller["width"] / 2, controller["y"] + controller["height"] / 2)
    source = well(page, "available-delegate").bounding_box()
    drag(page, (source["x"] + source["width"] / 2, source["y"] + source["height"] / 2), target, steps=12)
    xml = wait_for_xml(server, doc, lambda t: any(e.get("property") == "delegate" for e in element(t, "wel-txt-001").iter("outlet")),
                       what="the delegate outlet")
    outlet = next(e for e in element(xml, "wel-txt-001").iter("outlet") if e.get("property") == "delegate")
    assert outlet.get("destination") == "wel-ctl-001" and list(outlet.attrib) == ["property", "destination", "id"]

    # Hovering the new connection marks the controller on the canvas.
    connected = page.locator('#inspector .connection-row', has=page.locator(f'[data-field="outlet-{outlet.get("id")}"]'))
    connected.hover()
    assert page.locator('#canvas .world .dock-icon[data-object-id="wel-ctl-001"].connection-hover').count() == 1
    page.mouse.move(5, 5)
    assert page.locator("#canvas .connection-hover").count() == 0

    # New Referencing Outlet: the controller will hold an outlet to the text field; the HUD offers a new one.
    source = well(page, "new-referencing-outlet").bounding_box()
    drag(page, (source["x"] + source["width"] / 2, source["y"] + source["height"] / 2), target, steps=12)
    hud = page.locator(".connection-hud")
    hud.locator('[data-field="hud-new-outlet"]').fill("emailField")
    hud.locator('[data-field="hud-new-outlet"]').press("Enter")
    xml = wait_for_xml(server, doc, lambda t: 'property="emailField"' in t, what="the referencing outlet")
    referencing = next(e for e in element(xml, "wel-ctl-001").iter("outlet") if e.get("property") == "emailField")
    assert referencing.get("destination") == "wel-txt-001"
