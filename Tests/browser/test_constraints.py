"""Auto Layout in the editor: constraints added with the canvas popovers and by control-drag (checked in the XML
the server saved, as Xcode writes it), constraints and misplaced frames drawn on the canvas, Update Frames and
Update Constraint Constants, the device bar re-solving the layout, and the Size inspector's constraint editor."""
import re

import pytest

from conftest import FIXTURES, SHARED_FIXTURES
from editor_fixtures import centre, drag, element, frame, open_live_editor, show_inspector, wait_for_xml, wait_synced, zoom_100_and_reveal
from editor_page import canvas_object, inspector_field

PROFILE = FIXTURES / "Constraints.storyboard"
XCODE_ID = r"[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}"


@pytest.fixture
def profile_doc(server):
    return server.upload(PROFILE)


def constraint_lines(xml):
    """Every <constraint …/> line of the saved XML, trimmed, with new ids replaced by NEW (the fixture's stay)."""
    lines = [line.strip() for line in xml.splitlines() if line.strip().startswith("<constraint ")]
    return [re.sub(r'id="(?!prf-)' + XCODE_ID + '"', 'id="NEW"', line) for line in lines]


def constraints_of(xml, view_id):
    """The ids in a view's own <constraints>, in document order."""
    view = element(xml, view_id)
    block = next((c for c in view if c.tag == "constraints"), None)
    return [c.get("id") for c in block] if block is not None else []


def layout_button(page, name):
    return page.locator(f'#canvas .layout-toolbar [data-field="layout-{name}"]')


def popover_field(page, name):
    return page.locator(f'.layout-popover [data-field="{name}"]')


def drawn_constraints(page):
    """{constraint id: state} of the constraints drawn on the canvas for the selection."""
    return page.eval_on_selector_all("#canvas .constraint-layer g.constraint",
                                     "gs => Object.fromEntries(gs.map(g => [g.dataset.constraintId, g.dataset.state]))")


def box_style(page, object_id):
    return canvas_object(page, object_id).first.evaluate(
        "n => [n.style.left, n.style.top, n.style.width, n.style.height].map(v => parseFloat(v))")


def control_drag(page, start, end):
    page.keyboard.down("Control")
    drag(page, start, end, steps=10)
    page.keyboard.up("Control")


def test_add_new_constraints_popover_writes_what_xcode_writes(page, server, profile_doc, screenshot):
    open_live_editor(page, server, profile_doc)
    doc = profile_doc["id"]
    zoom_100_and_reveal(page, "prf-Fl-001")
    # Without a selection the buttons that need one are disabled.
    assert layout_button(page, "add-constraints").is_disabled()
    canvas_object(page, "prf-Fl-001").click()
    layout_button(page, "add-constraints").click()
    # Each side shows the spacing to the nearest neighbour: the name bar above, the safe area on the leading side,
    # the Message button on the trailing side, the card below.
    assert [popover_field(page, f"pin-{side}").input_value() for side in ("top", "leading", "trailing", "bottom")] == ["63", "20", "110", "36"]
    assert popover_field(page, "pin-equal-widths").is_disabled()
    popover_field(page, "pin-top-enabled").click()
    popover_field(page, "pin-leading-enabled").click()
    popover_field(page, "pin-width-enabled").check()
    popover_field(page, "pin-height").fill("48")
    assert popover_field(page, "pin-height-enabled").is_checked()
    assert popover_field(page, "pin-add").inner_text() == "Add 4 Constraints"
    screenshot(page, "constraints-add-new-popover")
    popover_field(page, "pin-add").click()
    assert page.locator(".layout-popover").count() == 0
    xml = wait_for_xml(server, doc, lambda t: constraints_of(t, "prf-Fl-001") != [], what="the new constraints")
    lines = constraint_lines(xml)
    assert '<constraint firstItem="prf-Fl-001" firstAttribute="top" secondItem="prf-Nm-001" secondAttribute="bottom" constant="63" id="NEW"/>' in lines
    assert '<constraint firstItem="prf-Fl-001" firstAttribute="leading" secondItem="prf-Sa-001" secondAttribute="leading" constant="20" id="NEW"/>' in lines
    assert '<constraint firstAttribute="width" constant="120" id="NEW"/>' in lines
    assert '<constraint firstAttribute="height" constant="48" id="NEW"/>' in lines
    # The button uses constraints now (no autoresizing mask), and every <constraints> is sorted by id as Xcode keeps it.
    button = element(xml, "prf-Fl-001")
    assert button.get("translatesAutoresizingMaskIntoConstraints") == "NO"
    assert [c.tag for c in button if c.tag == "autoresizingMask"] == []
    assert 'lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" ' in xml
    # Its new height (48) differs from its frame (44): Xcode's misplaced mark, written with the constraints.
    assert button.get("misplaced") == "YES"
    for view in ("prf-Vw-001", "prf-Fl-001"):
        ids = constraints_of(xml, view)
        assert ids == sorted(ids) and all(re.fullmatch(XCODE_ID, i) for i in ids)
    assert len(constraints_of(xml, "prf-Vw-001")) == 7 and len(constraints_of(xml, "prf-Fl-001")) == 2
    # The canvas draws the button's four constraints; the height changed to 48, so the button is misplaced (orange)
    # until its frame is updated.
    wait_synced(page)
    page.wait_for_function("document.querySelectorAll('#canvas .constraint-layer g.constraint').length === 4")
    assert set(drawn_constraints(page).values()) == {"misplaced"}
    assert page.locator('#canvas .misplaced-frame[data-misplaced-for="prf-Fl-001"]').count() == 1
    screenshot(page, "constraints-drawn-misplaced")
    layout_button(page, "update-frames").click()
    xml = wait_for_xml(server, doc, lambda t: frame(t, "prf-Fl-001")["height"] == 48, what="Update Frames")
    assert frame(xml, "prf-Fl-001") == {"x": 20, "y": 320, "width": 120, "height": 48}
    assert element(xml, "prf-Fl-001").get("misplaced") is None
    page.wait_for_function("[...document.querySelectorAll('#canvas .constraint-layer g.constraint')].every(g => g.dataset.state === 'satisfied')")
    assert page.locator("#canvas .misplaced-frame").count() == 0
    screenshot(page, "constraints-drawn")
    # Clicking a drawn I-beam selects its constraint; the Size inspector then edits it.
    beam = page.locator("#canvas .constraint-layer g.constraint:has(line.hit)").first
    constraint_id = beam.get_attribute("data-constraint-id")
    hit = beam.locator("line.hit").first.bounding_box()
    page.mouse.click(hit["x"] + hit["width"] / 2, hit["y"] + hit["height"] / 2)
    assert page.evaluate("window.storyweave.selection.ids") == [constraint_id]
    page.wait_for_function(f"document.querySelector('#inspector').dataset.objectId === '{constraint_id}'")
    show_inspector(page, "size")
    assert inspector_field(page, f"constraint-{constraint_id}-first-item").input_value() in ("prf-Fl-001", "prf-Sa-001", "prf-Nm-001")
    # Undo takes back Update Frames, then the four constraints with the button's switch to constraints; redo adds them again.
    page.keyboard.press("Escape")
    canvas_object(page, "prf-Fl-001").click()
    page.keyboard.press("Control+z")
    wait_for_xml(server, doc, lambda t: frame(t, "prf-Fl-001")["height"] == 44, what="undo of Update Frames")
    page.keyboard.press("Control+z")
    xml = wait_for_xml(server, doc, lambda t: constraints_of(t, "prf-Fl-001") == [], what="undo of Add 4 Constraints")
    assert xml == PROFILE.read_text(), "undo restores the exact bytes"
    page.keyboard.press("Control+Shift+z")
    wait_for_xml(server, doc, lambda t: len(constraints_of(t, "prf-Fl-001")) == 2, what="redo")


def test_embed_in_stack_view(page, server, profile_doc):
    open_live_editor(page, server, profile_doc)
    doc = profile_doc["id"]
    zoom_100_and_reveal(page, "prf-Fl-001")
    canvas_object(page, "prf-Fl-001").click()
    canvas_object(page, "prf-Ms-001").click(modifiers=["Shift"])
    layout_button(page, "embed").click()
    page.locator('.layout-popover [data-field="embed-stack-view"]').click()
    xml = wait_for_xml(server, doc, lambda t: "<stackView" in t)
    stack = next(e for e in element(xml, "prf-Vw-001").iter("stackView"))
    assert (stack.get("spacing"), stack.get("axis"), stack.get("translatesAutoresizingMaskIntoConstraints")) == ("110", None, "NO")
    assert [v.get("id") for v in next(c for c in stack if c.tag == "subviews")] == ["prf-Fl-001", "prf-Ms-001"]
    assert frame(xml, stack.get("id")) == {"x": 20, "y": 320, "width": 350, "height": 44}
    assert page.evaluate("window.storyweave.selection.ids") == [stack.get("id")]
    # Undo, then the same from the canvas's context menu.
    page.keyboard.press("Control+z")
    wait_for_xml(server, doc, lambda t: "<stackView" not in t, what="undo")
    canvas_object(page, "prf-Fl-001").click()
    canvas_object(page, "prf-Ms-001").click(modifiers=["Shift"])
    canvas_object(page, "prf-Ms-001").click(button="right")
    page.locator("#canvas .context-menu .menu-item", has_text="Embed In Stack View").click()
    wait_for_xml(server, doc, lambda t: "<stackView" in t, what="Embed In Stack View from the context menu")


def test_resolve_menu_align_popover_and_conflicts(page, server, profile_doc, screenshot):
    open_live_editor(page, server, profile_doc)
    doc = profile_doc["id"]
    zoom_100_and_reveal(page, "prf-Fl-001")
    # Resolve ▸ All Views ▸ Reset to Suggested Constraints: every view gets spacing to its leading and top
    # neighbours and, without an intrinsic size, its width and height; all of them switch to constraints.
    canvas_object(page, "prf-Cd-001").click()
    layout_button(page, "resolve").click()
    page.locator('.layout-popover [data-field="resolve-all-reset-suggested"]').click()
    xml = wait_for_xml(server, doc, lambda t: constraints_of(t, "prf-Cd-001") != [], what="Reset to Suggested Constraints")
    lines = constraint_lines(xml)
    assert '<constraint firstItem="prf-Cd-001" firstAttribute="leading" secondItem="prf-Sa-001" secondAttribute="leading" constant="20" id="NEW"/>' in lines
    assert '<constraint firstItem="prf-Cd-001" firstAttribute="top" secondItem="prf-Fl-001" secondAttribute="bottom" constant="36" id="NEW"/>' in lines
    assert '<constraint firstItem="prf-Ms-001" firstAttribute="leading" secondItem="prf-Fl-001" secondAttribute="trailing" constant="110" id="NEW"/>' in lines
    assert sorted(constraints_of(xml, "prf-Cd-001")) == constraints_of(xml, "prf-Cd-001") and len(constraints_of(xml, "prf-Cd-001")) == 2
    assert "prf-Cn-001" not in xml, "the old constraints were replaced"
    for view in ("prf-Fl-001", "prf-Ms-001", "prf-Cd-001"):
        assert element(xml, view).get("translatesAutoresizingMaskIntoConstraints") == "NO"
    # The buttons take their intrinsic size, so they (and what hangs below them) are misplaced until Update Frames.
    wait_synced(page)
    page.wait_for_function("document.querySelectorAll('#canvas .constraint-layer g.constraint').length === 4")
    assert set(drawn_constraints(page).values()) == {"misplaced"}
    layout_button(page, "resolve").click()
    page.locator('.layout-popover [data-field="resolve-all-update-frames"]').click()
    xml = wait_for_xml(server, doc, lambda t: frame(t, "prf-Fl-001")["width"] != 120, what="Update Frames")
    page.wait_for_function("[...document.querySelectorAll('#canvas .constraint-layer g.constraint')].every(g => g.dataset.state === 'satisfied')")
    assert frame(xml, "prf-Cd-001")["y"] == frame(xml, "prf-Fl-001")["y"] + frame(xml, "prf-Fl-001")["height"] + 36
    # A second, different width: the two widths cannot both hold, and are drawn red.
    layout_button(page, "add-constraints").click()
    popover_field(page, "pin-width").fill("300")
    popover_field(page, "pin-add").click()
    wait_for_xml(server, doc, lambda t: len(constraints_of(t, "prf-Cd-001")) == 3)
    page.wait_for_function("[...document.querySelectorAll('#canvas .constraint-layer g.constraint')].filter(g => g.dataset.state === 'conflicting').length === 2")
    screenshot(page, "constraints-conflicting")
    # Align the two buttons' top edges, then Clear Constraints removes that again.
    canvas_object(page, "prf-Fl-001").click()
    canvas_object(page, "prf-Ms-001").click(modifiers=["Shift"])
    layout_button(page, "align").click()
    popover_field(page, "align-top").check()
    assert popover_field(page, "align-horizontallyInContainer").is_enabled()
    assert popover_field(page, "align-add").inner_text() == "Add 1 Constraint"
    popover_field(page, "align-add").click()
    aligned = '<constraint firstItem="prf-Ms-001" firstAttribute="top" secondItem="prf-Fl-001" secondAttribute="top" id="NEW"/>'
    wait_for_xml(server, doc, lambda t: aligned in constraint_lines(t), what="the top alignment")
    layout_button(page, "resolve").click()
    page.locator('.layout-popover [data-field="resolve-clear"]').click()
    xml = wait_for_xml(server, doc, lambda t: 'firstItem="prf-Ms-001"' not in t, what="Clear Constraints")
    assert 'secondItem="prf-Fl-001" secondAttribute="bottom"' not in xml, "the card's spacing to the Follow button went too"
    # Add New Constraints with "Update Frames: Items of New Constraints" moves the view at once.
    canvas_object(page, "prf-Ms-001").click()
    layout_button(page, "add-constraints").click()
    popover_field(page, "pin-height").fill("50")
    popover_field(page, "pin-update-frames").select_option("items")
    popover_field(page, "pin-add").click()
    xml = wait_for_xml(server, doc, lambda t: frame(t, "prf-Ms-001")["height"] == 50, what="the new height's frame")
    assert '<constraint firstAttribute="height" constant="50" id="NEW"/>' in constraint_lines(xml)


def test_control_drag_between_views_offers_constraints(page, server, profile_doc, screenshot):
    open_live_editor(page, server, profile_doc)
    doc = profile_doc["id"]
    zoom_100_and_reveal(page, "prf-Ms-001")
    # Message button → Follow button (siblings): spacing, alignments and sizes, as Xcode's HUD lists them.
    control_drag(page, centre(page, "prf-Ms-001"), centre(page, "prf-Fl-001"))
    hud = page.locator(".constraint-hud")
    hud.wait_for()
    assert hud.locator(".hud-item").all_inner_texts() == ["Horizontal Spacing", "Leading", "Trailing", "Center Horizontally", "Top", "Bottom",
                                                        "Center Vertically", "Baseline", "Equal Widths", "Equal Heights"]
    screenshot(page, "constraints-control-drag-hud")
    hud.locator('[data-field="hud-constraint-horizontalSpacing"]').click()
    xml = wait_for_xml(server, doc, lambda t: 'firstItem="prf-Ms-001" firstAttribute="leading"' in t)
    assert ('<constraint firstItem="prf-Ms-001" firstAttribute="leading" secondItem="prf-Fl-001" secondAttribute="trailing" constant="110" id="NEW"/>'
            in constraint_lines(xml))
    assert element(xml, "prf-Ms-001").get("translatesAutoresizingMaskIntoConstraints") == "NO"
    # Card → its superview (an empty spot of the root view): the container relations, to the safe area.
    card = canvas_object(page, "prf-Cd-001").bounding_box()
    control_drag(page, centre(page, "prf-Cd-001"), (card["x"] + card["width"] / 2, card["y"] + card["height"] + 60))
    hud.wait_for()
    texts = hud.locator(".hud-item").all_inner_texts()
    assert texts[:4] == ["Leading Space to Safe Area", "Trailing Space to Safe Area", "Top Space to Safe Area", "Bottom Space to Safe Area"]
    assert "Center Horizontally in Container" in texts and "Equal Widths" in texts
    # Shift-click picks several; "Add 2 Constraints" adds them in one batch.
    hud.locator('[data-field="hud-constraint-bottomSpace"]').click(modifiers=["Shift"])
    hud.locator('[data-field="hud-constraint-centerX"]').click(modifiers=["Shift"])
    assert hud.locator('[data-field="hud-constraint-add"]').inner_text() == "Add 2 Constraints"
    hud.locator('[data-field="hud-constraint-add"]').click()
    xml = wait_for_xml(server, doc, lambda t: 'secondItem="prf-Cd-001" secondAttribute="bottom"' in t)
    lines = constraint_lines(xml)
    assert '<constraint firstItem="prf-Sa-001" firstAttribute="bottom" secondItem="prf-Cd-001" secondAttribute="bottom" constant="210" id="NEW"/>' in lines
    assert '<constraint firstItem="prf-Cd-001" firstAttribute="centerX" secondItem="prf-Vw-001" secondAttribute="centerX" id="NEW"/>' in lines
    # A drag from a view onto itself: its width, height and aspect ratio.
    box = canvas_object(page, "prf-Cd-001").bounding_box()
    control_drag(page, (box["x"] + 30, box["y"] + 30), (box["x"] + 90, box["y"] + 70))
    hud.wait_for()
    assert hud.locator(".hud-item").all_inner_texts() == ["Width", "Height", "Aspect Ratio"]
    hud.locator('[data-field="hud-constraint-aspectRatio"]').click()
    xml = wait_for_xml(server, doc, lambda t: 'multiplier="7:4"' in t)
    assert '<constraint firstAttribute="width" secondItem="prf-Cd-001" secondAttribute="height" multiplier="7:4" id="NEW"/>' in constraint_lines(xml)
    # A view → controller drag still opens the connections HUD (actions), not constraints.
    controller = page.locator('#canvas .world .dock-icon[data-object-id="prf-Ct-001"]').bounding_box()
    control_drag(page, centre(page, "prf-Fl-001"), (controller["x"] + controller["width"] / 2, controller["y"] + controller["height"] / 2))
    page.locator(".connection-hud").wait_for()
    assert page.locator(".constraint-hud").count() == 0
    assert page.locator('.connection-hud [data-field="hud-new-action"]').count() == 1


def test_device_bar_solves_every_scene_for_the_device(page, server, profile_doc, screenshot):
    open_live_editor(page, server, profile_doc)
    doc = profile_doc["id"]
    assert page.input_value("#device-picker") == "retina6_0"
    assert page.locator("#device-note").is_hidden()
    assert box_style(page, "prf-Av-001") == [145, 107, 100, 100]
    # iPad Air (4th generation): the root view takes the device's size, the avatar stays centred, the name bar stretches.
    page.select_option("#device-picker", "ipad10_9rounded")
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'ipad10_9rounded/portrait'")
    assert box_style(page, "prf-Vw-001")[2:] == [820, 1180]
    assert box_style(page, "prf-Av-001") == [360, 84, 100, 100]
    assert box_style(page, "prf-Nm-001") == [20, 204, 780, 30]
    assert page.locator("#device-note").is_visible()
    page.click("#zoom-fit")
    canvas_object(page, "prf-Av-001").click()
    screenshot(page, "constraints-device-ipad")
    # Landscape: wider still, and the constraints drawn follow the solved frames.
    page.click("#device-orientation")
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'ipad10_9rounded/landscape'")
    assert box_style(page, "prf-Vw-001")[2:] == [1180, 820]
    assert box_style(page, "prf-Av-001")[0] == 540
    assert set(drawn_constraints(page).values()) == {"satisfied"}
    # Previewing edits nothing: the document keeps its <device>.
    xml = wait_for_xml(server, doc, lambda t: True)
    assert '<device id="retina6_0" orientation="portrait" appearance="light"/>' in xml
    assert frame(xml, "prf-Av-001") == {"x": 145, "y": 107, "width": 100, "height": 100}
    # Back to the document's device (portrait iPhone): the stored frames again.
    page.click("#device-orientation")
    page.select_option("#device-picker", "retina6_0")
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina6_0/portrait'")
    assert box_style(page, "prf-Av-001") == [145, 107, 100, 100]
    assert page.locator("#device-note").is_hidden()
    # "Use as Document Device" stores the previewed device and the frames laid out for it, in one undoable batch.
    page.select_option("#device-picker", "ipad10_9rounded")
    page.click("#device-adopt")
    xml = wait_for_xml(server, doc, lambda t: 'id="ipad10_9rounded"' in t, what="the new document device")
    assert '<device id="ipad10_9rounded" orientation="portrait" appearance="light"/>' in xml
    assert frame(xml, "prf-Vw-001") == {"x": 0, "y": 0, "width": 820, "height": 1180}
    assert frame(xml, "prf-Av-001") == {"x": 360, "y": 84, "width": 100, "height": 100}
    assert page.locator("#device-note").is_hidden() and page.locator("#device-adopt").is_hidden()
    assert box_style(page, "prf-Av-001") == [360, 84, 100, 100]
    page.keyboard.press("Control+z")
    xml = wait_for_xml(server, doc, lambda t: 'id="retina6_0"' in t, what="undo")
    assert xml == PROFILE.read_text()


def test_dragging_a_constrained_view_shows_where_its_constraints_put_it(page, server, profile_doc, screenshot):
    open_live_editor(page, server, profile_doc)
    doc = profile_doc["id"]
    zoom_100_and_reveal(page, "prf-Av-001")
    canvas_object(page, "prf-Av-001").click()
    assert set(drawn_constraints(page)) == {"prf-Cn-001", "prf-Cn-002", "prf-Cn-003", "prf-Cn-004", "prf-Cn-008"}
    assert set(drawn_constraints(page).values()) == {"satisfied"}
    x, y = centre(page, "prf-Av-001")
    page.keyboard.down("Meta")  # no snapping: the view lands exactly where it is dropped
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 40, y + 30, steps=8)
    # While dragging: the orange dashed frame shows where the constraints keep the avatar.
    misplaced = page.locator('#canvas .misplaced-frame[data-misplaced-for="prf-Av-001"]')
    misplaced.wait_for()
    assert drawn_constraints(page)["prf-Cn-001"] == "misplaced"
    # Each orange constraint says how far off it is: the avatar is 30 pt below its top spacing, 40 pt right of centre.
    assert page.text_content('#canvas g.constraint[data-constraint-id="prf-Cn-001"] text') == "+30"
    assert page.text_content('#canvas g.constraint[data-constraint-id="prf-Cn-002"] text') == "+40"
    screenshot(page, "constraints-misplaced-drag")
    page.mouse.up()
    page.keyboard.up("Meta")
    xml = wait_for_xml(server, doc, lambda t: frame(t, "prf-Av-001")["x"] != 145)
    assert frame(xml, "prf-Av-001") == {"x": 185, "y": 137, "width": 100, "height": 100}
    # Left where it was dropped, it carries Xcode's mark (in the same undoable batch as the move).
    assert 'contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="prf-Av-001"' in xml
    misplaced.wait_for()
    # Resolve ▸ Update Constraint Constants: the constraints follow the frame (the name bar keeps its place).
    layout_button(page, "resolve").click()
    page.locator('.layout-popover [data-field="resolve-update-constants"]').click()
    xml = wait_for_xml(server, doc, lambda t: 'constant="90" id="prf-Cn-001"' in t, what="Update Constraint Constants")
    lines = constraint_lines(xml)
    assert '<constraint firstItem="prf-Av-001" firstAttribute="centerX" secondItem="prf-Vw-001" secondAttribute="centerX" constant="40" id="prf-Cn-002"/>' in lines
    assert '<constraint firstItem="prf-Nm-001" firstAttribute="top" secondItem="prf-Av-001" secondAttribute="bottom" constant="-10" id="prf-Cn-008"/>' in lines
    assert element(xml, "prf-Av-001").get("misplaced") is None
    page.wait_for_function("!document.querySelector('#canvas .misplaced-frame')")
    # Drag again, then Update Frames puts it back where the (new) constraints say.
    x, y = centre(page, "prf-Av-001")
    page.keyboard.down("Meta")
    drag(page, (x, y), (x - 25, y + 10))
    page.keyboard.up("Meta")
    xml = wait_for_xml(server, doc, lambda t: frame(t, "prf-Av-001")["x"] == 160)
    assert element(xml, "prf-Av-001").get("misplaced") == "YES"
    page.keyboard.press("Control+Alt+Equal")  # ⌥⌘= in Xcode
    xml = wait_for_xml(server, doc, lambda t: frame(t, "prf-Av-001")["x"] == 185, what="Update Frames")
    assert frame(xml, "prf-Av-001") == {"x": 185, "y": 137, "width": 100, "height": 100}
    assert element(xml, "prf-Av-001").get("misplaced") is None


def test_size_inspector_edits_a_constraint(page, server, profile_doc, screenshot):
    open_live_editor(page, server, profile_doc)
    doc = profile_doc["id"]
    canvas_object(page, "prf-Av-001").click()
    show_inspector(page, "size")
    inspector_field(page, "constraint-prf-Cn-001-edit").click()
    inspector_field(page, "constraint-prf-Cn-001-relation").select_option("greaterThanOrEqual")
    wait_for_xml(server, doc, lambda t: 'relation="greaterThanOrEqual"' in t)
    inspector_field(page, "constraint-prf-Cn-001-priority").fill("750")
    inspector_field(page, "constraint-prf-Cn-001-priority").press("Enter")
    xml = wait_for_xml(server, doc, lambda t: 'priority="750"' in t)
    assert ('<constraint firstItem="prf-Av-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="prf-Sa-001" secondAttribute="top" '
            'priority="750" constant="60" id="prf-Cn-001"/>') in constraint_lines(xml)
    # The avatar's width as a quarter of the card's: the constraint moves to the root view's <constraints>.
    inspector_field(page, "constraint-prf-Cn-004-edit").click()
    inspector_field(page, "constraint-prf-Cn-004-second-item").select_option("prf-Cd-001")
    xml = wait_for_xml(server, doc, lambda t: 'secondItem="prf-Cd-001" secondAttribute="width"' in t)
    assert "prf-Cn-004" in constraints_of(xml, "prf-Vw-001") and "prf-Cn-004" not in constraints_of(xml, "prf-Av-001")
    inspector_field(page, "constraint-prf-Cn-004-multiplier").fill("0.25")
    inspector_field(page, "constraint-prf-Cn-004-multiplier").press("Enter")
    inspector_field(page, "constraint-prf-Cn-004-constant-field").fill("0")
    inspector_field(page, "constraint-prf-Cn-004-constant-field").press("Enter")
    xml = wait_for_xml(server, doc, lambda t: 'multiplier="0.25" id="prf-Cn-004"' in t)
    assert ('<constraint firstItem="prf-Av-001" firstAttribute="width" secondItem="prf-Cd-001" secondAttribute="width" multiplier="0.25" id="prf-Cn-004"/>'
            in constraint_lines(xml))
    screenshot(page, "constraints-size-inspector")


REAL_STORYBOARDS = ["Ranchero-Software__NetNewsWire__iOS_Settings_Settings.storyboard", "duckduckgo__iOS__DuckDuckGo_Base.lproj_Bookmarks.storyboard",
                    "LoopKit__Loop__Loop_Base.lproj_Main.storyboard", "duckduckgo__iOS__DuckDuckGo_Base.lproj_Onboarding.storyboard"]


@pytest.mark.skipif(not SHARED_FIXTURES.is_dir(), reason="../shared/fixtures/ib is not present on this machine")
@pytest.mark.parametrize("name", REAL_STORYBOARDS)
def test_the_canvas_shows_the_misplaced_views_the_solver_finds_in_real_storyboards(page, server, name):
    """Selecting each constrained view of a real storyboard draws the orange misplaced frame exactly for the views
    the solver (which matches Xcode's stored frames) finds misplaced, table cells and stack views included."""
    doc = server.upload(SHARED_FIXTURES / name)
    open_live_editor(page, server, doc)
    result = page.evaluate("""async () => {
      const { autoLayout, selection } = window.storyweave;
      const solution = autoLayout.liveLayout.solve('shown');
      const ids = [...solution.views].filter(([, v]) => v.superviewID && !v.translatesAutoresizingMask).map(([id]) => id);
      const wrong = [];
      let misplaced = 0;
      for (const id of ids) {
        selection.set([id], 'outline');
        await new Promise((resolve) => setTimeout(resolve, 0));
        const drawn = document.querySelector(`#canvas .misplaced-frame[data-misplaced-for="${id}"]`) !== null;
        if (drawn !== solution.misplaced.has(id)) wrong.push(id);
        if (drawn) misplaced += 1;
      }
      return { checked: ids.length, misplaced, wrong };
    }""")
    assert result["checked"] >= 19 and result["wrong"] == [], result


def test_add_missing_constraints_completes_an_ambiguous_view(page, server, profile_doc):
    open_live_editor(page, server, profile_doc)
    doc = profile_doc["id"]
    zoom_100_and_reveal(page, "prf-Cd-001")
    # Only a top space: the card's horizontal position, width and height are now undetermined.
    card = canvas_object(page, "prf-Cd-001").bounding_box()
    control_drag(page, centre(page, "prf-Cd-001"), (card["x"] + card["width"] / 2, card["y"] + card["height"] + 60))
    page.locator('.constraint-hud [data-field="hud-constraint-topSpace"]').click()
    wait_for_xml(server, doc, lambda t: 'firstItem="prf-Cd-001" firstAttribute="top"' in t)
    wait_synced(page)
    canvas_object(page, "prf-Cd-001").click()
    layout_button(page, "resolve").click()
    page.locator('.layout-popover [data-field="resolve-add-missing"]').click()
    xml = wait_for_xml(server, doc, lambda t: len(constraints_of(t, "prf-Cd-001")) == 2, what="Add Missing Constraints")
    lines = constraint_lines(xml)
    assert '<constraint firstItem="prf-Cd-001" firstAttribute="leading" secondItem="prf-Sa-001" secondAttribute="leading" constant="20" id="NEW"/>' in lines
    assert '<constraint firstAttribute="width" constant="350" id="NEW"/>' in lines
    assert '<constraint firstAttribute="height" constant="200" id="NEW"/>' in lines
    # Nothing is missing any more.
    wait_synced(page)
    layout_button(page, "resolve").click()
    page.locator('.layout-popover [data-field="resolve-add-missing"]').click()
    page.wait_for_function("document.querySelector('#toast').textContent.startsWith('Nothing is missing')")
