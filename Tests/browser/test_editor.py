"""The editor on a storyboard written for these tests: scenes and views drawn, selection, outline, inspector, zoom."""
import re

import pytest

from conftest import FIXTURES
from editor_page import canvas_object, drawn_view_ids, inspector_field, open_editor, outline_row
from ib_xml import framed_object_ids, scene_count

SIGNUP = FIXTURES / "Signup.storyboard"


@pytest.fixture
def signup(server):
    return server.upload(SIGNUP)


def world_transform(page):
    return page.eval_on_selector("#canvas .world", "n => n.style.transform")


def test_draws_every_scene_and_view(page, server, signup, screenshot):
    open_editor(page, server, signup)
    xml = SIGNUP.read_bytes()
    assert page.locator("#canvas .scene").count() == scene_count(xml) == 3
    assert drawn_view_ids(page) == framed_object_ids(xml)
    assert len(framed_object_ids(xml)) == 16
    assert page.text_content("#document-name") == "Signup.storyboard"
    # Controls look like their UIKit classes and show their content.
    assert canvas_object(page, "wel-lbl-001").inner_text() == "Create your account"
    assert canvas_object(page, "wel-btn-001").inner_text() == "Continue"
    assert canvas_object(page, "wel-seg-001").locator(".segment").all_inner_texts() == ["Personal", "Team"]
    assert "on" in canvas_object(page, "wel-swi-001").get_attribute("class")
    # An unknown class is drawn as a labelled box, never dropped.
    unknown = canvas_object(page, "wel-unk-001")
    assert "ib-unknown" in unknown.get_attribute("class")
    assert unknown.inner_text() == "UISparkleView"
    # Frames are drawn where the XML puts them (relative to the superview).
    assert canvas_object(page, "wel-swi-001").evaluate("n => [n.style.left, n.style.top, n.style.width]") == ["286px", "0px", "51px"]
    # The entry point arrow sits on the initial view controller's scene; the dock lists the scene's objects.
    assert page.locator('#canvas .scene[data-scene-id="nav-scn-001"] .entry-arrow').count() == 1
    assert page.locator("#canvas .entry-arrow").count() == 1
    dock = page.locator('#canvas .scene[data-scene-id="wel-scn-001"] .scene-dock .dock-icon')
    assert [dock.nth(i).get_attribute("data-object-id") for i in range(dock.count())] == ["wel-ctl-001", "wel-frs-001"]
    # Both segues are drawn as arrows with a badge.
    assert page.locator("#canvas .segue-path").count() == 2
    assert page.locator("#canvas .segue-badge").count() == 2
    # The simulated navigation bar shows the navigation item.
    assert canvas_object(page, "wel-nav-001").inner_text().split() == ["Sign", "Up", "Help"]
    screenshot(page, "editor-storyboard")


def test_click_on_canvas_selects_in_outline_and_inspector(page, server, signup, screenshot):
    open_editor(page, server, signup)
    canvas_object(page, "wel-btn-001").click()
    assert page.get_attribute("#inspector", "data-object-id") == "wel-btn-001"
    assert "is-selected" in outline_row(page, "wel-btn-001").get_attribute("class")
    assert page.locator("#outline .outline-row.is-selected").count() == 1
    assert page.locator("#canvas .selection-overlay .selection-box").count() == 1
    assert page.text_content("#inspector .inspector-header h2") == "Continue Button"
    assert inspector_field(page, "class").get_attribute("placeholder") == "UIButton"
    assert inspector_field(page, "label").input_value() == "Continue Button"
    assert inspector_field(page, "state-normal-title").input_value() == "Continue"
    assert [inspector_field(page, f).input_value() for f in ("x", "y", "width", "height")] == ["20", "460", "335", "44"]
    assert inspector_field(page, "segue-seg-show-01").input_value() == "show → Plans View Controller"
    screenshot(page, "editor-selection")
    # A view inside a stack view: its row was collapsed and opens to show the selection.
    canvas_object(page, "wel-swi-001").click()
    assert outline_row(page, "wel-swi-001").is_visible()
    assert page.get_attribute("#inspector", "data-object-id") == "wel-swi-001"
    # Clicking the empty canvas clears the selection.
    page.mouse.click(300, 120)
    assert page.locator("#outline .outline-row.is-selected").count() == 0
    assert page.text_content("#inspector .inspector-empty") == "No Selection"
    assert page.get_attribute("#inspector", "data-object-id") == ""
    assert inspector_field(page, "doc-scenes").input_value() == "3"
    assert inspector_field(page, "doc-device").input_value() == "retina4_7"


def test_outline_selects_on_canvas_and_shows_identity(page, server, signup):
    open_editor(page, server, signup)
    outline_row(page, "wel-ctl-001").click()
    assert "is-selected" in canvas_object(page, "wel-ctl-001").get_attribute("class")
    assert inspector_field(page, "class").input_value() == "WelcomeViewController"
    assert inspector_field(page, "module").input_value() == "Signup"
    assert inspector_field(page, "storyboard-id").input_value() == "Welcome"
    for collapsed in ("lst-cel-001", "lst-ccv-001"):
        assert outline_row(page, collapsed).get_attribute("aria-expanded") == "false"
        outline_row(page, collapsed).locator(".disclosure").click()
    outline_row(page, "lst-lbl-001").click()
    assert "is-selected" in canvas_object(page, "lst-lbl-001").get_attribute("class")
    assert inspector_field(page, "attr-text").input_value() == "Plan name"
    # The scene row stands for its controller.
    page.locator('#outline .outline-row[data-scene-id="lst-scn-001"]').click()
    assert page.get_attribute("#inspector", "data-object-id") == "lst-ctl-001"
    assert inspector_field(page, "ref-seg-show-01").input_value() == "Continue Button · show segue"


def test_outline_disclosure_hides_and_shows_children(page, server, signup):
    open_editor(page, server, signup)
    scene_row = page.locator('#outline .outline-row[data-scene-id="wel-scn-001"]')
    assert scene_row.get_attribute("aria-expanded") == "true"
    assert outline_row(page, "wel-ctl-001").is_visible()
    scene_row.locator(".disclosure").click()
    assert scene_row.get_attribute("aria-expanded") == "false"
    assert not outline_row(page, "wel-ctl-001").is_visible()
    scene_row.locator(".disclosure").click()
    assert outline_row(page, "wel-ctl-001").is_visible()
    # Every object of the document is listed (placeholders and constraints included).
    for object_id in ("nav-ctl-001", "nav-bar-001", "nav-frs-001", "wel-con-001", "wel-saf-001", "lst-ccv-001"):
        assert outline_row(page, object_id).count() == 1


def test_segue_badge_selects_the_segue(page, server, signup):
    open_editor(page, server, signup)
    canvas_object(page, "seg-show-01").click()
    assert inspector_field(page, "identifier").input_value() == "showPlans"
    assert inspector_field(page, "kind").input_value() == "show"
    assert inspector_field(page, "destination").input_value() == "Plans View Controller"


def test_zoom_buttons_wheel_and_pan(page, server, signup):
    open_editor(page, server, signup)
    opened_at = page.evaluate("Math.round(window.storyweave.camera.zoom * 100)")
    assert opened_at != 100, "the fixture opens zoomed to fit"
    assert page.text_content("#zoom-level") == f"{opened_at}%", "the label shows the zoom the page opened at"
    page.click("#zoom-level")
    assert page.text_content("#zoom-level") == "100%"
    page.click("#zoom-in")
    assert page.text_content("#zoom-level") == "125%"
    page.click("#zoom-out")
    page.click("#zoom-out")
    assert page.text_content("#zoom-level") == "75%"
    box = page.locator("#canvas").bounding_box()
    # Dragging the empty canvas pans the world layer.
    before = world_transform(page)
    page.mouse.move(box["x"] + 30, box["y"] + 30)
    page.mouse.down()
    page.mouse.move(box["x"] + 130, box["y"] + 90, steps=5)
    page.mouse.up()
    after = world_transform(page)
    dx = float(re.search(r"translate\(([-\d.]+)px", after).group(1)) - float(re.search(r"translate\(([-\d.]+)px", before).group(1))
    assert abs(dx - 100) < 1
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.keyboard.down("Control")
    page.mouse.wheel(0, -200)
    page.keyboard.up("Control")
    page.wait_for_function("document.getElementById('zoom-level').textContent !== '75%'")
    assert int(page.text_content("#zoom-level").rstrip("%")) > 75
    page.click("#zoom-fit")
    assert int(page.text_content("#zoom-level").rstrip("%")) <= 100


def test_unknown_document_shows_a_message(page, server):
    page.goto(f"{server.base_url}/d/0000000000000000")
    page.wait_for_selector('#canvas[data-ready="error"]')
    assert "No document with id 0000000000000000" in page.text_content("#canvas-message")


def test_outline_keyboard_moves_and_folds(page, server, signup):
    open_editor(page, server, signup)
    outline_row(page, "nav-ctl-001").click()
    page.keyboard.press("ArrowDown")
    assert page.get_attribute("#inspector", "data-object-id") == "nav-bar-001"
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowLeft")
    assert outline_row(page, "nav-ctl-001").get_attribute("aria-expanded") == "false"
    assert not outline_row(page, "nav-bar-001").is_visible()
    page.keyboard.press("ArrowDown")
    assert page.get_attribute("#inspector", "data-object-id") == "nav-frs-001"
    # Escape on the canvas clears the selection.
    page.focus("#canvas")
    page.keyboard.press("Escape")
    assert page.get_attribute("#inspector", "data-object-id") == ""
