"""The device bar's right-to-left toggle: every scene is solved again as in a right-to-left language (leading and
trailing mirrored), the canvas draws the views where those constraints put them, toggling back restores the
stored frames, and nothing is written to the document (a preview: Xcode keeps it out of the document too)."""
from conftest import FIXTURES
from editor_fixtures import open_live_editor, wait_for_xml
from editor_page import canvas_object

DOCUMENT = FIXTURES / "RightToLeft.storyboard"


def box_style(page, object_id):
    return canvas_object(page, object_id).first.evaluate(
        "n => [n.style.left, n.style.top, n.style.width, n.style.height].map(v => parseFloat(v))")


def text_alignment(page, object_id):
    """Which edge of its box the view's text sits against ("left", "right" or "center"), as drawn."""
    return canvas_object(page, object_id).first.evaluate("""n => {
        const box = n.getBoundingClientRect(), text = n.querySelector('.ib-text');
        const range = document.createRange(); range.selectNodeContents(text);
        const ink = range.getBoundingClientRect();
        const left = ink.left - box.left, right = box.right - ink.right;
        return Math.abs(left - right) < 2 ? 'center' : (left < right ? 'left' : 'right');
    }""")


def test_right_to_left_preview_mirrors_leading_and_trailing(page, server, screenshot):
    doc = server.upload(DOCUMENT)
    open_live_editor(page, server, doc)
    toggle = page.locator("#device-direction")
    assert toggle.get_attribute("aria-pressed") == "false"
    assert box_style(page, "rtl-Lb-001") == [20, 120, 120, 21]
    assert box_style(page, "rtl-Bt-001") == [290, 200, 80, 44]
    # Right to left: the label pinned leading 20 goes to the right edge (390 − 20 − 120), the button pinned
    # trailing 20 to the left edge; the autoresizing view keeps its frame (masks are not mirrored).
    toggle.click()
    page.wait_for_function("document.querySelector('#canvas').dataset.direction === 'rtl'")
    assert toggle.get_attribute("aria-pressed") == "true"
    assert box_style(page, "rtl-Lb-001") == [250, 120, 120, 21]
    assert box_style(page, "rtl-Bt-001") == [20, 200, 80, 44]
    assert box_style(page, "rtl-Fx-001")[:2] == [10, 400]
    # The label's natural alignment follows the direction: its text now hugs the right edge of its box.
    assert text_alignment(page, "rtl-Lb-001") == "right"
    assert page.locator("#device-note").is_visible()
    assert page.locator("#device-adopt").is_hidden()
    screenshot(page, "right-to-left-preview")
    # Back to left to right: the stored frames again.
    toggle.click()
    page.wait_for_function("document.querySelector('#canvas').dataset.direction === 'ltr'")
    assert box_style(page, "rtl-Lb-001") == [20, 120, 120, 21]
    assert box_style(page, "rtl-Bt-001") == [290, 200, 80, 44]
    assert page.locator("#device-note").is_hidden()
    assert text_alignment(page, "rtl-Lb-001") == "left"
    # A preview edits nothing.
    xml = wait_for_xml(server, doc["id"], lambda t: True)
    assert xml == DOCUMENT.read_text()
