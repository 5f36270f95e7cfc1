"""The home page: list, upload by button and by drag-and-drop, new from template, rename, delete, open."""
import pytest

from conftest import FIXTURES

SIGNUP = FIXTURES / "Signup.storyboard"


@pytest.fixture
def home(page, server):
    server.delete_all()
    page.goto(server.base_url + "/")
    page.wait_for_selector("body[data-ready]")
    return page


def row_for(page, name):
    return page.locator("#documents tr", has=page.locator(".doc-name", has_text=name))


def test_empty_list_then_template(home, server):
    assert "No documents yet" in home.text_content("#documents")
    assert home.locator("#templates .template").count() == len(server.call("GET", "/api/templates")["templates"])
    home.click('#templates [data-template="ios-storyboard"]')
    home.wait_for_selector("#documents tr[data-document-id]")
    assert row_for(home, "Main.storyboard").locator(".badge").inner_text() == "Storyboard"
    assert row_for(home, "Main.storyboard").locator("td").nth(2).inner_text() == "just now"
    assert [d["name"] for d in server.documents()] == ["Main.storyboard"]


def test_upload_with_the_button(home, server):
    home.set_input_files("#file", str(SIGNUP))
    home.wait_for_selector("#documents tr[data-document-id]")
    assert "Uploaded Signup.storyboard" in home.text_content("#status")
    assert [d["name"] for d in server.documents()] == ["Signup.storyboard"]


def test_upload_by_drag_and_drop(home, server):
    xml = SIGNUP.read_text()
    home.evaluate("""xml => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([xml], "Dropped.storyboard", { type: "application/xml" }));
        const zone = document.getElementById("drop-zone");
        zone.dispatchEvent(new DragEvent("dragenter", { dataTransfer: transfer, bubbles: true, cancelable: true }));
        zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }""", xml)
    home.wait_for_selector("#documents tr[data-document-id]")
    assert [d["name"] for d in server.documents()] == ["Dropped.storyboard"]
    assert "is-dragging" not in home.get_attribute("#drop-zone", "class")


def test_refused_upload_shows_the_server_reason(home, server):
    home.set_input_files("#file", files=[{"name": "Broken.storyboard", "mimeType": "application/xml", "buffer": b"<document><objects></document>"}])
    home.wait_for_selector("#status.error")
    assert "not well-formed XML" in home.text_content("#status")
    assert server.documents() == []


def test_rename_in_place(home, server):
    server.upload(SIGNUP)
    home.reload()
    home.wait_for_selector("#documents tr[data-document-id]")
    row_for(home, "Signup.storyboard").get_by_role("button", name="Rename").click()
    field = home.locator("#documents .doc-name input")
    field.fill("Onboarding.storyboard")
    field.press("Enter")
    home.wait_for_selector("#documents .doc-name a:text('Onboarding.storyboard')")
    assert [d["name"] for d in server.documents()] == ["Onboarding.storyboard"]


def test_delete_asks_first(home, server):
    server.upload(SIGNUP)
    home.reload()
    home.wait_for_selector("#documents tr[data-document-id]")
    row_for(home, "Signup.storyboard").get_by_role("button", name="Delete").click()
    home.get_by_role("button", name="Cancel").click()
    assert len(server.documents()) == 1
    row_for(home, "Signup.storyboard").get_by_role("button", name="Delete").click()
    assert home.text_content("#delete-name") == "Signup.storyboard"
    home.click("#confirm-delete-button")
    home.wait_for_selector("#documents .empty")
    assert server.documents() == []


def test_open_goes_to_the_editor(home, server, screenshot):
    doc = server.upload(SIGNUP)
    server.call("POST", "/api/documents", {"template": "macos-xib"})
    home.reload()
    home.wait_for_selector("#documents tr[data-document-id]")
    screenshot(home, "home")
    row_for(home, "Signup.storyboard").locator(".doc-name a").click()
    home.wait_for_url(f"**/d/{doc['id']}")
    home.wait_for_selector('#canvas[data-ready="true"]')
    assert home.title() == "Signup.storyboard — Storyweave"
