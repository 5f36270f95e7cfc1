"""Copy and paste through the system clipboard: objects copied in one browser paste into another document
open in a second browser (its own context), with fresh ids and without references to objects outside the copy."""
import re

from editor_fixtures import SIGNUP, command_key, element, open_live_editor, signup_doc, wait_for_xml, wait_synced  # noqa: F401
from editor_page import canvas_object, outline_row

XCODE_ID = re.compile(r"^[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}$")
MOD = command_key()
CLIPBOARD = ["clipboard-read", "clipboard-write"]


def pasted_id(page):
    wait_synced(page)
    pasted = page.get_attribute("#inspector", "data-object-id")
    assert XCODE_ID.match(pasted), pasted
    return pasted


def test_copy_in_one_browser_paste_into_another_document_in_a_second_browser(page, second_page, server, signup_doc):
    # No clipboard permission is needed: the keys fire the copy and paste events, which carry the data.
    target = server.upload(SIGNUP, name="Target.storyboard")
    open_live_editor(page, server, signup_doc)
    open_live_editor(second_page, server, target)
    canvas_object(page, "wel-btn-001").click()
    page.keyboard.press(f"{MOD}+c")
    # The second browser (its own storage: only the system clipboard is shared) pastes into its Welcome view.
    outline_row(second_page, "wel-vie-001").click()
    second_page.keyboard.press(f"{MOD}+v")
    pasted = pasted_id(second_page)
    # Besides the Storyweave type, the clipboard holds the objects' XML as text, for any other program.
    second_page.context.grant_permissions(CLIPBOARD, origin=server.base_url)
    text = second_page.evaluate("navigator.clipboard.readText()")
    assert text.startswith("<button ") and 'id="wel-btn-001"' in text and 'title="Continue"' in text
    xml = wait_for_xml(server, target["id"], lambda t: element(t, pasted) is not None)
    button = element(xml, pasted)
    assert button.find("state").get("title") == "Continue"
    # Into that view, at the copied frame (another document: no offset).
    assert pasted in [v.get("id") for v in element(xml, "wel-vie-001").find("subviews")]
    assert button.find("rect").attrib == {"key": "frame", "x": "20", "y": "460", "width": "335", "height": "44"}
    # The segue went to a scene of the first document: another document's id names nothing here (this one
    # happens to have a scene with that id), so references outside the copy are not pasted.
    assert button.find("connections") is None
    assert xml.count('kind="show"') == 1
    assert canvas_object(second_page, pasted).inner_text() == "Continue"


def test_paste_in_another_tab_of_the_same_browser_gives_every_object_inside_new_ids(page, server, signup_doc):
    target = server.upload(SIGNUP, name="Target.storyboard")
    open_live_editor(page, server, signup_doc)
    # The stack view and its two subviews, copied in the first tab.
    outline_row(page, "wel-stk-001").click()
    page.keyboard.press(f"{MOD}+c")
    tab = page.context.new_page()
    open_live_editor(tab, server, target)
    outline_row(tab, "wel-vie-001").click()
    tab.keyboard.press(f"{MOD}+v")
    pasted = pasted_id(tab)
    xml = wait_for_xml(server, target["id"], lambda t: element(t, pasted) is not None)
    stack = element(xml, pasted)
    inner = [v.get("id") for v in stack.find("subviews")]
    assert len(inner) == 2 and all(XCODE_ID.match(i) for i in inner)
    assert not {"wel-lbl-002", "wel-swi-001"} & set(inner)
    assert element(xml, inner[0]).get("text") == "Send me news"
    # Pasting again into the same document: every id is new again.
    tab.keyboard.press(f"{MOD}+v")
    again = pasted_id(tab)
    assert again != pasted
    wait_for_xml(server, target["id"], lambda t: t.count('text="Send me news"') == 3)
    tab.close()
