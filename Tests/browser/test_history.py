"""The History panel: name the current version, open a past one read-only, restore it live."""
from editor_fixtures import SIGNUP, document_xml, frame, open_live_editor, signup_doc, wait_for_xml, wait_synced  # noqa: F401
from editor_page import canvas_object


def test_name_open_and_restore_versions(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    canvas_object(page, "wel-lbl-001").click()
    page.keyboard.press("Shift+ArrowRight")
    wait_synced(page)
    page.click("#history-button")
    page.fill('#history [data-field="history-name"]', "Nudged title")
    page.press('#history [data-field="history-name"]', "Enter")
    page.wait_for_selector("#history .history-row strong:text('Nudged title')")
    versions = page.eval_on_selector_all("#history .history-row", "rows => rows.map(r => Number(r.dataset.version))")
    assert versions == sorted(versions, reverse=True) and versions[-1] == 0
    screenshot(page, "history")
    # Restore the upload: the server sends it to every editor as a live batch; the bytes are the upload's again.
    page.on("dialog", lambda dialog: dialog.accept())
    page.click('#history .history-row[data-version="0"] [data-action="restore"]')
    page.wait_for_function(
        "() => document.querySelector('#canvas .world [data-object-id=\"wel-lbl-001\"]').style.left === '20px'", timeout=5000)
    assert document_xml(server, doc) == SIGNUP.read_text()
    # The named version still opens read-only, with the nudge.
    page.click("#history-button")
    named = page.locator("#history .history-row", has_text="Nudged title")
    named.locator("a", has_text="Open").click()
    page.wait_for_selector("#canvas[data-ready='true']")
    assert page.is_visible("#read-only")
    assert canvas_object(page, "wel-lbl-001").evaluate("n => n.style.left") == "30px"
