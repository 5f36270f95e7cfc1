"""The Issues panel: the server's lint findings, updated live after edits; a click selects the object."""
from editor_fixtures import open_live_editor, signup_doc  # noqa: F401
from editor_page import canvas_object


def test_findings_follow_edits_and_select_their_object(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    page.wait_for_function("document.getElementById('issues-button').dataset.count !== undefined")
    before = int(page.get_attribute("#issues-button", "data-count"))
    # Deleting the only segue to the Plans scene leaves it unreachable (IB012).
    canvas_object(page, "seg-show-01").click()
    page.keyboard.press("Delete")
    page.wait_for_function(f"Number(document.getElementById('issues-button').dataset.count) > {before}", timeout=8000)
    page.click("#issues-button")
    finding = page.locator('#issues .issue[data-code="IB012"]')
    assert finding.get_attribute("data-object-id") == "lst-ctl-001"
    assert "Plans" in finding.inner_text()
    screenshot(page, "issues")
    finding.click()
    assert page.get_attribute("#inspector", "data-object-id") == "lst-ctl-001"
    # Undo brings the segue back and the finding goes away.
    page.click("#undo")
    page.wait_for_function(f"Number(document.getElementById('issues-button').dataset.count) === {before}", timeout=8000)
