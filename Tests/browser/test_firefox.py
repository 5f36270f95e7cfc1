"""The editor in Firefox (Debian's firefox-esr over WebDriver BiDi) at 1280×800, issue #5: the same drawing
as Chromium, selection, a real pointer drag, in-place title editing, and live edits between Firefox and Chromium.
Pointer and key input are real BiDi input actions; every change is checked in the XML the server saved."""
import pytest

from conftest import FIXTURES
from editor_fixtures import centre, element, frame, open_live_editor, wait_for_xml, zoom_100_and_reveal
from editor_page import canvas_object, drawn_view_ids, inspector_field, open_editor, outline_row
from firefox_fixtures import VIEWPORT, ff_page, firefox  # noqa: F401
from ib_xml import framed_object_ids, scene_count

SIGNUP = FIXTURES / "Signup.storyboard"
DRAWN = "nodes => nodes.map(n => [n.dataset.objectId, n.style.left, n.style.top, n.style.width, n.style.height])"


@pytest.fixture
def doc(server):
    return server.upload(SIGNUP)


def drawn_frames(page):
    """Each drawn view's id and CSS frame, as the canvas placed it."""
    return sorted(map(tuple, page.eval_on_selector_all("#canvas .world .ib-view[data-object-id]", DRAWN)))


def test_home_lists_the_documents(ff_page, server, firefox):
    server.delete_all()
    server.upload(SIGNUP)
    server.upload(SIGNUP, name="Second.storyboard")
    ff_page.goto(server.base_url + "/")
    ff_page.wait_for_selector("body[data-ready]")
    names = ff_page.locator("#documents tr[data-document-id] .doc-name").all_inner_texts()
    assert sorted(names) == sorted(d["name"] for d in server.documents()) == ["Second.storyboard", "Signup.storyboard"]
    firefox.side.screenshot(ff_page, "firefox-home")


def test_draws_the_same_scenes_and_views_as_chromium(ff_page, page, server, doc, firefox):
    open_editor(ff_page, server, doc)
    xml = SIGNUP.read_bytes()
    assert ff_page.locator("#canvas .scene").count() == scene_count(xml) == 3
    assert drawn_view_ids(ff_page) == framed_object_ids(xml)
    assert len(framed_object_ids(xml)) == 16
    assert ff_page.evaluate("[innerWidth, innerHeight]") == [VIEWPORT["width"], VIEWPORT["height"]]
    firefox.side.screenshot(ff_page, "firefox-editor")
    # Chromium at the same size draws the same views at the same frames, with the same text.
    page.set_viewport_size(VIEWPORT)
    open_editor(page, server, doc)
    assert drawn_frames(ff_page) == drawn_frames(page)
    for object_id in ("wel-lbl-001", "wel-btn-001", "wel-nav-001"):
        assert canvas_object(ff_page, object_id).inner_text() == canvas_object(page, object_id).inner_text()
    # Nothing of the editor's chrome overflows the 1280×800 window.
    assert ff_page.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]") == [1280, 800]


def test_click_selects_and_the_inspector_shows_it(ff_page, server, doc, firefox):
    open_editor(ff_page, server, doc)
    canvas_object(ff_page, "wel-btn-001").click()
    assert ff_page.get_attribute("#inspector", "data-object-id") == "wel-btn-001"
    assert "is-selected" in outline_row(ff_page, "wel-btn-001").get_attribute("class")
    assert ff_page.locator("#canvas .selection-overlay .selection-box").count() == 1
    assert ff_page.text_content("#inspector .inspector-header h2") == "Continue Button"
    assert [inspector_field(ff_page, f).input_value() for f in ("x", "y", "width", "height")] == ["20", "460", "335", "44"]
    firefox.side.screenshot(ff_page, "firefox-selection")


def test_pointer_drag_moves_a_view_and_saves_its_frame(ff_page, server, doc, firefox):
    open_live_editor(ff_page, server, doc)
    zoom_100_and_reveal(ff_page, "wel-sld-001")
    x, y = centre(ff_page, "wel-sld-001")
    ff_page.mouse.move(x, y)
    ff_page.mouse.down()
    ff_page.mouse.move(x + 40, y + 23, steps=6)
    assert ff_page.get_attribute("#canvas", "data-pointer-state") == "translating"
    firefox.side.screenshot(ff_page, "firefox-dragging")
    ff_page.mouse.up()
    xml = wait_for_xml(server, doc["id"], lambda t: frame(t, "wel-sld-001")["x"] != 18)
    assert frame(xml, "wel-sld-001") == {"x": 58, "y": 423, "width": 339, "height": 31}
    assert ff_page.get_attribute("#inspector", "data-object-id") == "wel-sld-001"


def test_double_click_edits_a_title_in_place(ff_page, server, doc, firefox):
    open_live_editor(ff_page, server, doc)
    zoom_100_and_reveal(ff_page, "wel-btn-001")
    firefox.side.double_click(ff_page, *centre(ff_page, "wel-btn-001"))
    editor = ff_page.locator("#canvas .title-editor")
    assert editor.input_value() == "Continue"
    ff_page.keyboard.type("Create Account")   # the field opens with its text selected: typing replaces it
    firefox.side.screenshot(ff_page, "firefox-title-edit")
    ff_page.keyboard.press("Enter")
    xml = wait_for_xml(server, doc["id"], lambda t: 'title="Create Account"' in t)
    state = next(c for c in element(xml, "wel-btn-001") if c.tag == "state")
    assert state.get("title") == "Create Account"
    assert editor.count() == 0
    assert canvas_object(ff_page, "wel-btn-001").inner_text() == "Create Account"


def test_firefox_and_chromium_see_each_others_edits(ff_page, page, server, doc, firefox):
    # Init scripts also run on the new tab's about:blank, where Firefox refuses localStorage ("insecure").
    name_script = "if (location.protocol === 'http:') localStorage.setItem('storyweave.name', '{}')"
    ff_page.add_init_script(name_script.format("Fiona Fox"))
    page.add_init_script(name_script.format("Chris Chrome"))
    open_live_editor(ff_page, server, doc)
    open_live_editor(page, server, doc)
    ff_page.wait_for_selector("#avatars .avatar", timeout=5000)
    page.wait_for_selector("#avatars .avatar", timeout=5000)
    assert ff_page.get_attribute("#avatars .avatar", "aria-label").startswith("Chris Chrome")
    assert page.get_attribute("#avatars .avatar", "aria-label").startswith("Fiona Fox")
    # Firefox nudges the button with real key input; Chromium draws it moved.
    canvas_object(ff_page, "wel-btn-001").click()
    ff_page.keyboard.press("Shift+ArrowRight")
    page.wait_for_function(
        "() => document.querySelector('#canvas .world [data-object-id=\"wel-btn-001\"]').style.left === '30px'", timeout=5000)
    # Chromium renames the label in its inspector; Firefox draws the new text.
    outline_row(page, "wel-lbl-001").click()
    field = inspector_field(page, "attr-text")
    field.fill("Hello from Chromium")
    field.press("Enter")
    ff_page.wait_for_function(
        "() => document.querySelector('#canvas .world [data-object-id=\"wel-lbl-001\"]').innerText === 'Hello from Chromium'",
        timeout=5000)
    xml = wait_for_xml(server, doc["id"], lambda t: element(t, "wel-lbl-001").get("text") == "Hello from Chromium")
    assert frame(xml, "wel-btn-001")["x"] == 30
    firefox.side.screenshot(ff_page, "firefox-multiplayer")


def test_keyboard_shortcuts_duplicate_delete_and_undo(ff_page, server, doc):
    """Ctrl+D is Firefox's own "bookmark this page": the editor's keydown handler must win (preventDefault)."""
    open_live_editor(ff_page, server, doc)
    canvas_object(ff_page, "wel-btn-001").click()
    ff_page.keyboard.press("Control+d")
    ff_page.wait_for_function("document.querySelector('#inspector').dataset.objectId !== 'wel-btn-001'", timeout=5000)
    copy_id = ff_page.get_attribute("#inspector", "data-object-id")
    xml = wait_for_xml(server, doc["id"], lambda t: copy_id and element(t, copy_id) is not None)
    assert frame(xml, copy_id) == {"x": 30, "y": 470, "width": 335, "height": 44}
    ff_page.keyboard.press("Delete")
    wait_for_xml(server, doc["id"], lambda t: element(t, copy_id) is None, what="Delete to remove the copy")
    assert canvas_object(ff_page, copy_id).count() == 0
    ff_page.keyboard.press("Control+z")
    wait_for_xml(server, doc["id"], lambda t: element(t, copy_id) is not None, what="Ctrl+Z to restore the copy")
    assert canvas_object(ff_page, copy_id).inner_text() == "Continue"
    assert ff_page.url.endswith(f"/d/{doc['id']}")
