"""The Strings tool: every localizable string of the open documents, edited in place, find and replace (one, all)
across documents, double-click to the object (also in another document), export (.strings, or a zip of them)."""
import zipfile

from editor_fixtures import SIGNUP, document_xml, element, open_live_editor, signup_doc, wait_for_xml, wait_synced  # noqa: F401
from editor_page import outline_row


def rows(page):
    return page.eval_on_selector_all("#strings .strings-row", "rs => rs.map(r => [r.dataset.objectId, r.dataset.key, r.querySelector('input').value])")


def test_lists_edits_finds_replaces_and_exports(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    page.click("#strings-button")
    listed = rows(page)
    assert ["wel-lbl-001", "text", "Create your account"] in listed
    assert ["wel-btn-001", "normalTitle", "Continue"] in listed
    assert ["wel-txt-001", "placeholder", "Email address"] in listed
    screenshot(page, "strings-tool")
    # Edit in place.
    value = page.locator('#strings .strings-row[data-object-id="wel-lbl-002"] input')
    value.fill("Send me the newsletter")
    value.press("Enter")
    wait_for_xml(server, doc, lambda t: element(t, "wel-lbl-002").get("text") == "Send me the newsletter")
    # Find narrows the table; Replace changes the first match, Replace All the rest in one batch.
    page.fill("#strings .strings-find", "Plan")
    assert {r[0] for r in rows(page)} >= {"lst-lbl-001", "lst-nav-001"}
    page.fill("#strings .strings-replace", "Offer")
    page.click('#strings [data-action="replace-all"]')
    xml = wait_for_xml(server, doc, lambda t: element(t, "lst-lbl-001").get("text") == "Offer name")
    assert element(xml, "lst-nav-001").get("title") == "Offers"
    # Undo reverts the whole replacement at once.
    page.click("#undo")
    wait_for_xml(server, doc, lambda t: element(t, "lst-lbl-001").get("text") == "Plan name" and element(t, "lst-nav-001").get("title") == "Plans")
    # Double-click a row selects its object.
    page.fill("#strings .strings-find", "")
    page.locator('#strings .strings-row[data-object-id="wel-btn-001"] .strings-key').dblclick()
    assert page.get_attribute("#inspector", "data-object-id") == "wel-btn-001"
    # Export: Xcode's .strings format.
    with page.expect_download() as download:
        page.click('#strings [data-action="export"]')
    text = open(download.value.path(), encoding="utf-8").read()
    assert download.value.suggested_filename == "Signup.strings"
    assert '/* Class = "UIButton"; normalTitle = "Continue"; ObjectID = "wel-btn-001"; */\n"wel-btn-001.normalTitle" = "Continue";' in text


def add_document(page, doc):
    """Adds another document to the open Strings tool through its picker; waits for its rows."""
    page.click('#strings [data-action="add-document"]')
    page.click(f'#strings .strings-picker-item[data-document-id="{doc["id"]}"]')
    page.wait_for_selector(f'#strings .strings-row[data-document-id="{doc["id"]}"]', timeout=10000)


def document_names(page):
    return set(page.eval_on_selector_all("#strings .strings-row .strings-document", "cells => cells.map(c => c.textContent)"))


def test_replace_all_across_two_documents_reaches_a_collaborator_and_undoes_per_document(page, second_page, server, signup_doc, screenshot):
    onboarding = server.upload(SIGNUP, name="Onboarding.storyboard")
    # Ben has the second document open in his browser.
    second_page.add_init_script("localStorage.setItem('storyweave.name', 'Ben Cole')")
    open_live_editor(second_page, server, onboarding)
    open_live_editor(page, server, signup_doc)
    page.click("#strings-button")
    add_document(page, onboarding)
    assert document_names(page) == {"Signup.storyboard", "Onboarding.storyboard"}
    assert page.inner_text("#strings .strings-count").endswith("strings in 2 documents")
    # Find narrows both documents' strings; Return steps through the matches.
    page.fill("#strings .strings-find", "Plan")
    matched = {(r[0], r[1]) for r in rows_with_document(page)}
    assert {(signup_doc["id"], "lst-lbl-001"), (onboarding["id"], "lst-lbl-001"), (onboarding["id"], "lst-nav-001")} <= matched
    page.press("#strings .strings-find", "Enter")
    assert page.get_attribute("#strings .strings-row.is-current", "data-document-id") == signup_doc["id"]
    page.fill("#strings .strings-replace", "Offer")
    screenshot(page, "strings-tool-documents")
    page.click('#strings [data-action="replace-all"]')
    # Both documents are saved with the replacement, each through its own stream.
    mine = wait_for_xml(server, signup_doc["id"], lambda t: element(t, "lst-lbl-001").get("text") == "Offer name")
    assert element(mine, "lst-nav-001").get("title") == "Offers"
    theirs = wait_for_xml(server, onboarding["id"], lambda t: element(t, "lst-lbl-001").get("text") == "Offer name")
    assert element(theirs, "lst-nav-001").get("title") == "Offers"
    # Ben sees it live on his canvas, and my tool's session shows in his avatars.
    second_page.wait_for_function(
        "() => document.querySelector('#canvas .world [data-object-id=\"lst-lbl-001\"]').innerText === 'Offer name'", timeout=5000)
    # Undo is per document: the second document's undo reverts only its replacement.
    page.click(f'#strings .strings-doc[data-document-id="{onboarding["id"]}"] [data-action="undo-document"]')
    wait_for_xml(server, onboarding["id"], lambda t: element(t, "lst-lbl-001").get("text") == "Plan name"
                 and element(t, "lst-nav-001").get("title") == "Plans")
    second_page.wait_for_function(
        "() => document.querySelector('#canvas .world [data-object-id=\"lst-lbl-001\"]').innerText === 'Plan name'", timeout=5000)
    assert element(document_xml(server, signup_doc["id"]), "lst-lbl-001").get("text") == "Offer name"
    # An edit in place in the other document goes through its stream too.
    page.fill("#strings .strings-find", "")
    value = page.locator(f'#strings .strings-row[data-document-id="{onboarding["id"]}"][data-object-id="wel-lbl-001"] input')
    value.fill("Welcome aboard")
    value.press("Enter")
    wait_for_xml(server, onboarding["id"], lambda t: element(t, "wel-lbl-001").get("text") == "Welcome aboard")
    second_page.wait_for_function(
        "() => document.querySelector('#canvas .world [data-object-id=\"wel-lbl-001\"]').innerText === 'Welcome aboard'", timeout=5000)


def rows_with_document(page):
    return page.eval_on_selector_all("#strings .strings-row", "rs => rs.map(r => [r.dataset.documentId, r.dataset.objectId, r.dataset.key])")


def test_double_click_opens_the_other_document_at_the_object_and_export_all_is_a_zip(page, server, signup_doc, screenshot):
    onboarding = server.upload(SIGNUP, name="Onboarding.storyboard")
    open_live_editor(page, server, signup_doc)
    page.click("#strings-button")
    # The picker lists the project's other documents.
    page.click('#strings [data-action="add-document"]')
    page.wait_for_selector(f'#strings .strings-picker-item[data-document-id="{onboarding["id"]}"]')
    assert signup_doc["id"] not in page.eval_on_selector_all("#strings .strings-picker-item", "items => items.map(i => i.dataset.documentId)")
    screenshot(page, "strings-tool-picker")
    page.click(f'#strings .strings-picker-item[data-document-id="{onboarding["id"]}"]')
    page.wait_for_selector(f'#strings .strings-row[data-document-id="{onboarding["id"]}"]', timeout=10000)
    # Export All: one .strings per document, in a zip.
    with page.expect_download() as download:
        page.click('#strings [data-action="export"]')
    assert download.value.suggested_filename == "Strings.zip"
    with zipfile.ZipFile(download.value.path()) as archive:
        assert archive.testzip() is None
        assert sorted(archive.namelist()) == ["Onboarding.strings", "Signup.strings"]
        assert '"wel-btn-001.normalTitle" = "Continue";' in archive.read("Onboarding.strings").decode()
    # Narrowed to one document, the export is that document's .strings.
    page.select_option("#strings .strings-scope", onboarding["id"])
    assert document_names(page) == {"Onboarding.storyboard"}
    with page.expect_download() as download:
        page.click('#strings [data-action="export"]')
    assert download.value.suggested_filename == "Onboarding.strings"
    page.select_option("#strings .strings-scope", "all")
    # Double-click a row of the other document: that document opens with the object selected and shown.
    page.locator(f'#strings .strings-row[data-document-id="{onboarding["id"]}"][data-object-id="lst-lbl-001"] .strings-key').dblclick()
    page.wait_for_url(f"**/d/{onboarding['id']}?select=lst-lbl-001")
    page.wait_for_selector("#canvas[data-ready='true']")
    assert page.get_attribute("#inspector", "data-object-id") == "lst-lbl-001"
    page.wait_for_selector('#outline .outline-row.is-selected[data-object-id="lst-lbl-001"]')
    box = page.locator('#canvas .world [data-object-id="lst-lbl-001"]').bounding_box()
    viewport = page.locator("#canvas").bounding_box()
    assert viewport["x"] <= box["x"] and box["x"] + box["width"] <= viewport["x"] + viewport["width"]
    assert viewport["y"] <= box["y"] and box["y"] + box["height"] <= viewport["y"] + viewport["height"]
    # The tool opens again there, with the document left behind in it.
    page.wait_for_selector(f'#strings .strings-row[data-document-id="{signup_doc["id"]}"]', timeout=10000)
    assert page.get_attribute("#strings-button", "aria-expanded") == "true"
    screenshot(page, "strings-tool-jumped")


def edit_string(page, doc, object_id, key, text):
    value = page.locator(f'#strings .strings-row[data-document-id="{doc["id"]}"][data-object-id="{object_id}"][data-key="{key}"] input')
    value.fill(text)
    value.press("Enter")


def test_offline_edits_to_another_document_wait_and_a_refused_one_is_undone_with_a_message(page, second_page, server, signup_doc):
    onboarding = server.upload(SIGNUP, name="Onboarding.storyboard")
    open_live_editor(second_page, server, onboarding)
    open_live_editor(page, server, signup_doc)
    page.click("#strings-button")
    add_document(page, onboarding)
    chip = f'#strings .strings-doc[data-document-id="{onboarding["id"]}"]'
    page.wait_for_selector(f'{chip}[data-status="online"]')
    # My browser loses the network; I keep editing the other document's strings.
    page.context.set_offline(True)
    page.evaluate("id => window.storyweave.strings.sources.get(id).session.dropConnection()", onboarding["id"])
    page.wait_for_selector(f'{chip}:not([data-status="online"])', timeout=5000)
    edit_string(page, onboarding, "wel-lbl-001", "text", "Welcome aboard")
    edit_string(page, onboarding, "wel-txt-001", "placeholder", "Your email")
    page.wait_for_function(f"() => document.querySelector('{chip}').textContent.includes('2 pending')", timeout=5000)
    # Meanwhile Ben deletes the label I changed.
    outline_row(second_page, "wel-lbl-001").click()
    second_page.keyboard.press("Delete")
    wait_synced(second_page)
    # Back online: the edit whose label is gone is refused and undone, with a message; the other one is saved.
    page.context.set_offline(False)
    page.wait_for_function("() => document.querySelector('#toast').textContent.includes('Your change to Onboarding.storyboard was undone')",
                           timeout=15000)
    xml = wait_for_xml(server, onboarding["id"], lambda t: element(t, "wel-txt-001").get("placeholder") == "Your email", timeout=15)
    assert element(xml, "wel-lbl-001") is None
    page.wait_for_selector(f'{chip}[data-status="online"]', timeout=15000)
    page.wait_for_function(f"() => !document.querySelector('{chip}').textContent.includes('pending')", timeout=5000)
    assert page.locator(f'#strings .strings-row[data-document-id="{onboarding["id"]}"][data-object-id="wel-lbl-001"]').count() == 0
    second_page.wait_for_function(
        "() => document.querySelector('#canvas .world [data-object-id=\"wel-txt-001\"]').innerText.includes('Your email')", timeout=5000)
