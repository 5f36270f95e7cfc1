"""Teams in Chromium (issue #7's UI, issue #5's "who is in it"): the home page's team/project sidebar,
the members dialog (invitation link, role change), the editor's share dialog (view link, revoke) and
the owner's audit table. The owner's pages run under the server's real CSP and must cause no violation."""
import json
import re

import pytest

from conftest import FIXTURES, VIEWPORT, start_server

SIGNUP = FIXTURES / "Signup.storyboard"
PASSWORD = "correct horse battery"


@pytest.fixture(scope="module")
def accounts_server():
    with start_server(accounts=True) as started:
        yield started


def call(context, server, method, path, body=None):
    """A REST call with the context's cookies, echoing the CSRF cookie as the double-submit header."""
    csrf = next((c["value"] for c in context.cookies() if c["name"] == "sw_csrf"), None)
    headers = {"X-CSRF-Token": csrf} if csrf else {}
    if body is not None:
        headers["Content-Type"] = "application/json"
    response = context.request.fetch(server.base_url + path, method=method, headers=headers,
                                     data=json.dumps(body) if body is not None else None)
    assert response.ok, f"{method} {path}: {response.status} {response.text()}"
    return response.json() if response.status != 204 else None


def wait_live(page):
    page.wait_for_selector("#canvas[data-ready=true]")
    page.wait_for_function("window.storyweave && window.storyweave.session && window.storyweave.session.status === 'online'",
                           timeout=15000)


def test_teams_members_share_links_audit_and_who_is_in_it(browser, accounts_server, screenshot):
    base = accounts_server.base_url
    violations = []
    owner_context = browser.new_context(viewport=VIEWPORT, bypass_csp=False)
    member_context = browser.new_context(viewport=VIEWPORT)
    guest_context = browser.new_context(viewport=VIEWPORT)
    try:
        call(owner_context, accounts_server, "POST", "/api/accounts",
             {"email": "ana@example.com", "displayName": "Ana Lima", "password": PASSWORD})
        team = call(owner_context, accounts_server, "GET", "/api/teams")["teams"][0]
        home = owner_context.new_page()
        home.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
        home.on("pageerror", lambda error: violations.append(str(error)))
        home.goto(base + "/")
        home.wait_for_selector("body[data-ready]")
        sidebar = home.locator(f'#sidebar .sw-team[data-team="{team["id"]}"]')
        assert sidebar.locator(".sw-team-name").inner_text() == "Ana Lima's team"
        assert sidebar.locator(".sw-project.selected").inner_text() == "Default"
        assert home.locator("#account-menu").inner_text().startswith("AL")

        # The owner creates a project in the sidebar; it becomes the list's scope, and the upload goes into it.
        sidebar.get_by_role("button", name="New project in Ana Lima's team").click()
        sidebar.locator(".sw-new-project input").fill("Shop app")
        sidebar.locator(".sw-new-project input").press("Enter")
        home.wait_for_selector("#sidebar .sw-project.selected:has-text('Shop app')")
        assert home.inner_text("#documents-heading") == "Shop app"
        assert "No documents yet" in home.inner_text("#documents")
        home.set_input_files("#file", str(SIGNUP))
        home.wait_for_selector("#documents tr[data-document-id]")
        assert "to Shop app" in home.inner_text("#status")
        projects = call(owner_context, accounts_server, "GET", f"/api/teams/{team['id']}/projects")["projects"]
        shop = next(p for p in projects if p["name"] == "Shop app")
        docs = call(owner_context, accounts_server, "GET", f"/api/projects/{shop['id']}/documents")["documents"]
        assert [d["name"] for d in docs] == ["Signup.storyboard"]
        doc = docs[0]
        home.click("#sidebar .sw-project:has-text('Default')")
        home.wait_for_selector("#documents td.empty")
        home.click("#sidebar .sw-project:has-text('Shop app')")
        home.wait_for_selector("#documents tr[data-document-id]")

        # Members dialog: an invitation link for an editor, shown to copy.
        sidebar.get_by_role("button", name="Members of Ana Lima's team").click()
        dialog = home.locator("#members-dialog")
        dialog.locator(".sw-invite-form select[name=role]").select_option("editor")
        dialog.get_by_role("button", name="Create invitation link").click()
        link = dialog.locator(".sw-invite-result .sw-link-field")
        link.wait_for()
        invitation_link = link.input_value()
        assert re.match(re.escape(base) + r"/signin\.html\?invitation=swi_", invitation_link), invitation_link
        assert dialog.locator(".sw-pending-list li").count() == 1

        # Ben follows the link, creates his account, and sees the project's document on his home page.
        ben = member_context.new_page()
        ben.goto(invitation_link)
        ben.wait_for_selector("#signup:not([hidden])")
        ben.fill("#signup-form [name=email]", "ben@example.com")
        ben.fill("#signup-form [name=displayName]", "Ben Cole")
        ben.fill("#signup-form [name=password]", PASSWORD)
        ben.click("#signup-form button")
        ben.wait_for_url(base + "/")  # a new account lands on its documents (#22)
        ben.wait_for_selector("body[data-ready]")
        ben.click(f'#sidebar .sw-team[data-team="{team["id"]}"] .sw-project:has-text("Shop app")')
        ben.wait_for_selector(f'#documents tr[data-document-id="{doc["id"]}"]')
        assert ben.inner_text("#documents-context") == "Ana Lima's team · you are editor"

        # The owner sees Ben as an editor (the dialog refreshes on reopening) and makes him a viewer.
        dialog.get_by_role("button", name="Close").click()
        sidebar.get_by_role("button", name="Members of Ana Lima's team").click()
        ben_row = dialog.locator("tr", has=home.locator(".sw-member-email", has_text="ben@example.com"))
        assert ben_row.locator("select").input_value() == "editor"
        assert dialog.locator(".sw-pending li").count() == 0, "the accepted invitation is no longer pending"
        ben_row.locator("select").select_option("viewer")
        home.wait_for_selector("#members-dialog .sw-dialog-status.visible:has-text('Ben Cole is now viewer')")
        screenshot(home, "members-dialog")
        dialog.get_by_role("button", name="Close").click()

        # As a viewer, Ben's editor is read-only and offers no Share button.
        ben.goto(f"{base}/d/{doc['id']}")
        wait_live(ben)
        assert ben.evaluate("window.storyweave.session.readOnly") is True
        assert ben.locator("#share-button").is_hidden()

        # The owner's editor has Share: a view link, expiring in a day.
        editor = owner_context.new_page()
        editor.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
        editor.goto(f"{base}/d/{doc['id']}")
        editor.wait_for_selector("#canvas[data-ready=true]")
        editor.locator("#share-button").click()
        share_dialog = editor.locator("#share-dialog")
        share_dialog.locator("select[name=expiry]").select_option("24")
        share_dialog.get_by_role("button", name="Create link").click()
        share_link = share_dialog.locator(".sw-share-created .sw-link-field")
        share_link.wait_for()
        view_link = share_link.input_value()
        assert re.match(re.escape(base) + rf"/d/{doc['id']}\?share=sws_", view_link), view_link
        share_dialog.locator(".sw-links li").first.wait_for()
        assert share_dialog.locator(".sw-links li").count() == 1
        assert "Can view" in share_dialog.locator(".sw-links li").inner_text()
        assert "Expires in" in share_dialog.locator(".sw-links li").inner_text()
        screenshot(editor, "share-dialog")

        # A third person, with no account, opens the link: read-only, live.
        guest = guest_context.new_page()
        guest.goto(view_link)
        wait_live(guest)
        assert guest.evaluate("window.storyweave.session.readOnly") is True
        assert guest.locator("#share-button").is_hidden()

        # Home shows who is in the document while the others have it open (the owner's editor, Ben, the guest).
        row = home.locator(f'#documents tr[data-document-id="{doc["id"]}"]')
        home.wait_for_selector(f'#documents tr[data-document-id="{doc["id"]}"] .sw-people[data-count="3"]', timeout=10000)
        people = row.locator(".sw-people").get_attribute("title")
        assert "Ana Lima" in people and "Ben Cole" in people, people
        assert "@" not in people
        assert row.locator(".sw-people .sw-avatar").first.is_visible()
        # Its colour comes from the palette the server writes from Swift (/css/palette.css), not the grey fallback.
        painted = row.locator(".sw-people .sw-avatar").first.evaluate("""node => {
            const index = [...node.classList].find((name) => name.startsWith("avatar-c"))?.slice("avatar-c".length);
            const palette = getComputedStyle(document.documentElement).getPropertyValue("--presence-palette").trim().split(/\\s+/);
            return { index, background: getComputedStyle(node).backgroundColor, expected: palette[Number(index)] };
        }""")
        assert painted["index"] is not None and painted["expected"], painted
        hex_colour = painted["expected"].lstrip("#")
        assert painted["background"] == "rgb(%d, %d, %d)" % tuple(int(hex_colour[i:i + 2], 16) for i in (0, 2, 4)), painted
        screenshot(home, "home-teams")

        # Revoking the link: it no longer opens the document, and the guest's open editor is disconnected.
        share_dialog.get_by_role("button", name="Revoke the view link").click()
        editor.wait_for_selector("#share-dialog .sw-share-list .sw-note:has-text('No link yet')")
        token = view_link.split("share=")[1]
        refused = guest_context.request.get(f"{base}/api/documents/{doc['id']}", headers={"Storyweave-Share": token})
        assert refused.status == 401, refused.status
        home.wait_for_selector(f'#documents tr[data-document-id="{doc["id"]}"] .sw-people[data-count="2"]', timeout=10000)
        guest.goto(view_link)
        guest.wait_for_url("**/signin.html?next=*")

        # The audit table lists all of it, newest first.
        sidebar.get_by_role("button", name="Audit of Ana Lima's team").click()
        audit = home.locator("#audit-dialog")
        audit.locator("tbody tr").first.wait_for()
        actions = [row.get_attribute("data-action") for row in audit.locator("tbody tr").all()]
        for expected in ["project.create", "document.upload", "invitation.create", "member.role", "share.create", "share.revoke"]:
            assert expected in actions, (expected, actions)
        assert actions.index("share.revoke") < actions.index("share.create") < actions.index("document.upload"), actions
        first = audit.locator("tbody tr").first
        assert first.locator("td").nth(0).locator("span").last.inner_text() == "ana@example.com"
        assert first.locator("td").nth(1).inner_text().startswith("revoked a share link")
        assert first.locator("td").nth(2).inner_text() == "just now"
        assert first.locator("td").nth(3).inner_text().startswith(f"/api/documents/{doc['id']}/shares/")
        screenshot(home, "audit")
    finally:
        for context in (owner_context, member_context, guest_context):
            context.close()
    assert not violations, f"CSP violations or script errors on the owner's pages: {violations}"


def test_a_document_moves_to_another_project_and_a_team_is_created(browser, accounts_server):
    context = browser.new_context(viewport=VIEWPORT)
    try:
        call(context, accounts_server, "POST", "/api/accounts",
             {"email": "cy@example.com", "displayName": "Cy Ono", "password": PASSWORD})
        team = call(context, accounts_server, "GET", "/api/teams")["teams"][0]
        target = call(context, accounts_server, "POST", f"/api/teams/{team['id']}/projects", {"name": "Archive"})
        page = context.new_page()
        page.goto(accounts_server.base_url + "/")
        page.wait_for_selector("body[data-ready]")
        page.click("#sidebar .sw-project:has-text('Default')")
        page.click('#templates [data-template="ios-xib"]')
        page.wait_for_selector("#documents tr[data-document-id]")
        page.get_by_role("button", name="Move View.xib to another project").click()
        page.get_by_role("menuitem", name="Archive").click()
        page.wait_for_selector("#documents td.empty")
        assert "Moved View.xib to Archive" in page.inner_text("#status")
        moved = call(context, accounts_server, "GET", f"/api/projects/{target['id']}/documents")["documents"]
        assert [d["name"] for d in moved] == ["View.xib"]
        page.click("#sidebar .sw-project:has-text('Archive')")
        page.wait_for_selector("#documents tr[data-document-id] .doc-name:has-text('View.xib')")

        # A new team from the sidebar: Cy owns it, with no project yet.
        page.get_by_role("button", name="New team").click()
        page.get_by_role("textbox", name="New team").fill("Side quests")
        page.get_by_role("textbox", name="New team").press("Enter")
        created = page.locator("#sidebar .sw-team", has=page.locator(".sw-team-name", has_text="Side quests"))
        created.wait_for()
        assert created.locator(".sw-role").text_content() == "owner"
        assert created.locator(".sw-project").count() == 0
        assert created.get_by_role("button", name="New project in Side quests").is_visible()
        assert "Side quests" in [t["name"] for t in call(context, accounts_server, "GET", "/api/teams")["teams"]]
    finally:
        context.close()
