"""The Strings tool: every localizable string, edited in place, find and replace (one, all), export."""
from editor_fixtures import element, open_live_editor, signup_doc, wait_for_xml  # noqa: F401


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
