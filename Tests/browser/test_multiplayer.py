"""Two browsers on one document: each sees the other's edits, avatar, selection and pointer."""
from editor_fixtures import centre, element, open_live_editor, signup_doc, wait_for_xml, zoom_100_and_reveal  # noqa: F401
from editor_page import canvas_object, inspector_field, outline_row


def test_edits_and_presence_reach_the_other_browser(page, second_page, server, signup_doc, screenshot):
    page.add_init_script("localStorage.setItem('storyweave.name', 'Ana Lima')")
    second_page.add_init_script("localStorage.setItem('storyweave.name', 'Ben Cole')")
    open_live_editor(page, server, signup_doc)
    open_live_editor(second_page, server, signup_doc)
    # Each sees the other's avatar.
    page.wait_for_selector("#avatars .avatar", timeout=5000)
    second_page.wait_for_selector("#avatars .avatar", timeout=5000)
    assert second_page.get_attribute("#avatars .avatar", "aria-label").startswith("Ana Lima")
    assert page.inner_text("#avatars .avatar") == "BC"

    # An edit in one appears in the other.
    outline_row(page, "wel-lbl-001").click()
    field = inspector_field(page, "attr-text")
    field.fill("Hello from Ana")
    field.press("Enter")
    second_page.wait_for_function(
        "() => document.querySelector('#canvas .world [data-object-id=\"wel-lbl-001\"]').innerText === 'Hello from Ana'", timeout=3000)
    # And the other way round, on the same document.
    canvas_object(second_page, "wel-btn-001").click()
    second_page.keyboard.press("Shift+ArrowRight")
    page.wait_for_function(
        "() => document.querySelector('#canvas .world [data-object-id=\"wel-btn-001\"]').style.left === '30px'", timeout=3000)
    wait_for_xml(server, signup_doc["id"], lambda t: element(t, "wel-lbl-001").get("text") == "Hello from Ana")

    # Ben's selection is outlined in his colour on Ana's canvas and marked in her outline.
    page.wait_for_selector('#canvas .peer-selection[data-selects="wel-btn-001"]', timeout=3000)
    assert outline_row(page, "wel-btn-001").get_attribute("data-peer-color")
    # Ben's pointer over the canvas shows on Ana's, with his name.
    zoom_100_and_reveal(second_page, "wel-sld-001")
    x, y = centre(second_page, "wel-sld-001")
    second_page.mouse.move(x - 40, y)
    second_page.mouse.move(x, y, steps=4)
    page.wait_for_selector("#canvas .peer-cursor", timeout=3000)
    assert page.inner_text("#canvas .peer-cursor .peer-name") == "Ben Cole"
    screenshot(page, "multiplayer")
    # When Ben leaves, his avatar goes away.
    second_page.close()
    page.wait_for_function("document.querySelectorAll('#avatars .avatar').length === 0", timeout=5000)


def test_offline_edits_sync_on_reconnect_and_both_converge(page, second_page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    open_live_editor(second_page, server, signup_doc)
    # Ana's browser loses the network; she keeps editing.
    page.context.set_offline(True)
    page.evaluate("window.storyweave.session.dropConnection()")
    page.wait_for_function("window.storyweave.session.status !== 'online'", timeout=5000)
    canvas_object(page, "wel-lbl-001").click()
    page.keyboard.press("Shift+ArrowDown")
    outline_row(page, "wel-sld-001").click()
    page.keyboard.press("Delete")
    page.wait_for_function("window.storyweave.session.pendingCount === 2", timeout=5000)
    page.wait_for_function("document.querySelector('#sync-status .status-text').textContent.includes('2 pending')", timeout=5000)
    assert page.get_attribute("#sync-status", "data-status") in ("offline", "connecting")
    screenshot(page, "multiplayer-offline")
    # Meanwhile Ben edits another object.
    canvas_object(second_page, "wel-btn-001").click()
    second_page.keyboard.press("Shift+ArrowRight")
    second_page.wait_for_function("window.storyweave.session.pendingCount === 0", timeout=5000)
    # Ana comes back: her pending edits go out, Ben's arrive, and both documents are the same bytes.
    page.context.set_offline(False)
    page.wait_for_function("window.storyweave.session.status === 'online' && window.storyweave.session.pendingCount === 0", timeout=15000)
    second_page.wait_for_function("!document.querySelector('#canvas .world [data-object-id=\"wel-sld-001\"]')", timeout=5000)
    page.wait_for_function(
        "() => document.querySelector('#canvas .world [data-object-id=\"wel-btn-001\"]').style.left === '30px'", timeout=5000)
    mine = page.evaluate("window.storyweave.session.document.serialize()")
    theirs = second_page.evaluate("window.storyweave.session.document.serialize()")
    saved = wait_for_xml(server, signup_doc["id"], lambda t: element(t, "wel-sld-001") is None)
    assert mine == theirs == saved
    assert canvas_object(second_page, "wel-lbl-001").evaluate("n => n.style.top") == "94px"
