"""Inspector checkboxes as in Interface Builder: the box in the value column with its whole title beside it (the
label column cut long titles such as "User Interaction Enabled" to "User Interactio…")."""
from editor_fixtures import element, open_live_editor, show_inspector, signup_doc, wait_for_xml  # noqa: F401
from editor_page import canvas_object, inspector_field


def test_checkbox_titles_sit_beside_their_boxes(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    canvas_object(page, "wel-btn-001").click()
    show_inspector(page, "attributes")
    box = inspector_field(page, "attr-userInteractionEnabled").first
    box.wait_for(timeout=5000)
    row = box.evaluate("""(input) => {
        const label = input.closest('label');
        const title = label.querySelector('.check-title');
        const grid = label.closest('.field-grid').getBoundingClientRect();
        const b = input.getBoundingClientRect(), t = title.getBoundingClientRect();
        return { title: title.textContent, whole: title.scrollWidth <= title.clientWidth, titleRight: t.left >= b.right,
                 sameLine: Math.abs((t.top + t.bottom) / 2 - (b.top + b.bottom) / 2) < 3, inValueColumn: b.left > grid.left + 90 };
      }""")
    assert row == {"title": "User Interaction Enabled", "whole": True, "titleRight": True, "sameLine": True, "inValueColumn": True}
    # Clicking the title toggles the box (it is the box's label) and commits.
    before = box.is_checked()
    box.locator("xpath=..").locator(".check-title").click()
    page.wait_for_function("(on) => document.querySelector('#inspector [data-field=\"attr-userInteractionEnabled\"]').checked === on", arg=not before)
    expected = "YES" if not before else "NO"
    wait_for_xml(server, signup_doc["id"], lambda t: element(t, "wel-btn-001").get("userInteractionEnabled") == expected)
