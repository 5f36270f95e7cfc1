"""The device bar's orientation toggle and size classes: an iPhone in landscape has a compact height, so the scene is
solved again with the document's compact-height variations — a constraint installed only for compact height moves
the box, another constant applies, a subview uninstalled for compact height is not drawn, a view hidden for compact
height is drawn faint, a stack view's axis and spacing vary — and portrait brings the base class back. A preview: nothing is written to the document.
The fixture is the one the Swift and JavaScript unit tests lay out (SizeClassVariationTests, size-classes.test.mjs)."""
from conftest import FIXTURES
from editor_fixtures import open_live_editor, wait_for_xml
from editor_page import canvas_object

DOCUMENT = FIXTURES / "SizeClasses.storyboard"
BOX, BADGE, DOT, STACK, NOTE, ROW, RIGHT = "szc-Bx-001", "szc-Bg-001", "szc-Dt-001", "szc-St-001", "szc-Nt-001", "szc-Rw-001", "szc-Rt-001"


def box_style(page, object_id):
    return canvas_object(page, object_id).first.evaluate(
        "n => [n.style.left, n.style.top, n.style.width, n.style.height].map(v => parseFloat(v))")


def is_faint(page, object_id):
    return canvas_object(page, object_id).first.evaluate("n => n.classList.contains('is-hidden')")


def test_landscape_applies_compact_height_variations(page, server, screenshot):
    doc = server.upload(DOCUMENT)
    open_live_editor(page, server, doc)
    toggle = page.locator("#device-orientation")
    assert toggle.get_attribute("aria-pressed") == "false"
    assert box_style(page, BOX) == [20, 100, 100, 50]
    assert canvas_object(page, BADGE).first.is_visible()
    assert box_style(page, STACK) == [20, 300, 80, 60]
    assert not is_faint(page, NOTE)
    assert box_style(page, RIGHT) == [0, 30, 40, 20]
    # Landscape (compact height): top 40 and leading 60 (compact height and width), the badge and its dot
    # uninstalled, the note hidden so the stack holds only its first view.
    toggle.click()
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina4_7/landscape'")
    assert toggle.get_attribute("aria-pressed") == "true"
    assert box_style(page, BOX) == [60, 40, 100, 50]
    assert canvas_object(page, BADGE).first.is_hidden()
    assert canvas_object(page, DOT).first.is_hidden()
    assert box_style(page, STACK) == [20, 240, 80, 30]
    assert is_faint(page, NOTE)
    # The hidden note stays arranged (UIKit's UISV-hiding), so the preview doesn't find it ambiguous.
    assert not page.evaluate(
        "id => window.storyweave.autoLayout.liveLayout.solve('shown', { ambiguity: true }).ambiguous.has(id)", NOTE)
    # The row's axis and spacing vary: horizontal, 4 pt apart.
    assert box_style(page, ROW)[2:] == [84, 20]
    assert box_style(page, RIGHT) == [44, 0, 40, 20]
    assert page.locator("#device-note").is_visible()
    screenshot(page, "size-classes-landscape")
    # Back to portrait (the document's device): the base class and the stored frames again.
    toggle.click()
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina4_7/portrait'")
    assert box_style(page, BOX) == [20, 100, 100, 50]
    assert canvas_object(page, BADGE).first.is_visible()
    assert box_style(page, STACK) == [20, 300, 80, 60]
    assert not is_faint(page, NOTE)
    assert box_style(page, RIGHT) == [0, 30, 40, 20]
    assert page.locator("#device-note").is_hidden()
    # A preview edits nothing.
    xml = wait_for_xml(server, doc["id"], lambda t: True)
    assert xml == DOCUMENT.read_text()
