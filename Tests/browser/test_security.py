"""Accounts mode in Chromium: the sign-in page under the real CSP, and two team members plus a
share-link viewer on one document (the viewer sees the editor's changes live and cannot edit)."""
import json
import re
import time

import pytest

from conftest import FIXTURES, VIEWPORT, start_server
from editor_fixtures import open_live_editor
from editor_page import inspector_field, outline_row

SIGNUP = FIXTURES / "Signup.storyboard"
PASSWORD = "correct horse battery"


@pytest.fixture(scope="module")
def accounts_server():
    with start_server(accounts=True) as started:
        assert started.first_run_link, "accounts mode prints a one-time sign-in link on first run"
        yield started


def call(context, server, method, path, body=None, raw=None, content_type="application/json"):
    """A REST call with the context's cookies, echoing the CSRF cookie as the double-submit header."""
    csrf = next((c["value"] for c in context.cookies() if c["name"] == "sw_csrf"), None)
    headers = {"X-CSRF-Token": csrf} if csrf else {}
    data = raw if raw is not None else (json.dumps(body) if body is not None else None)
    if data is not None:
        headers["Content-Type"] = content_type
    response = context.request.fetch(server.base_url + path, method=method, headers=headers, data=data)
    assert response.ok, f"{method} {path}: {response.status} {response.text()}"
    return response.json() if response.status != 204 else None


def strict_page(browser, violations):
    """A page under the server's real Content-Security-Policy that records violations and script errors."""
    context = browser.new_context(viewport=VIEWPORT, bypass_csp=False)
    page = context.new_page()
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda error: violations.append(str(error)))
    return context, page


def test_first_run_link_signs_in_and_the_account_page_works_under_csp(browser, accounts_server, screenshot):
    violations = []
    context, page = strict_page(browser, violations)
    token = re.search(r"link=(\S+)", accounts_server.first_run_link).group(1)
    page.goto(f"{accounts_server.base_url}/signin.html?link={token}")
    page.wait_for_selector("#account:not([hidden])")
    assert page.inner_text("#account-email") == "admin@localhost"
    assert "link=" not in page.url, "the one-time token leaves the address bar"
    page.fill("#password-form [name=newPassword]", "admin password 1")
    page.click("#password-form button")
    page.wait_for_selector("#message:has-text('Password changed')")
    page.fill("#token-form [name=name]", "CI")
    page.click("#token-form button")
    page.wait_for_selector("#new-token:not([hidden])")
    assert "swt_" in page.inner_text("#new-token")
    page.wait_for_selector("#tokens tbody tr")
    screenshot(page, "security-account-page")
    # The home page and the editor run under the same policy.
    page.goto(accounts_server.base_url + "/")
    page.wait_for_load_state("networkidle")
    context.close()
    assert not violations, f"CSP violations or script errors: {violations}"


def test_share_link_viewer_sees_live_edits_and_cannot_edit(browser, accounts_server, screenshot):
    ana_context = browser.new_context(viewport=VIEWPORT)
    ben_context = browser.new_context(viewport=VIEWPORT)
    viewer_context = browser.new_context(viewport=VIEWPORT)
    try:
        # Ana signs up (her own team and project), invites Ben as an editor; Ben joins with the invitation.
        call(ana_context, accounts_server, "POST", "/api/accounts",
             {"email": "ana@example.com", "displayName": "Ana Lima", "password": PASSWORD})
        team = call(ana_context, accounts_server, "GET", "/api/teams")["teams"][0]
        project = call(ana_context, accounts_server, "GET", f"/api/teams/{team['id']}/projects")["projects"][0]
        invitation = call(ana_context, accounts_server, "POST", f"/api/teams/{team['id']}/invitations",
                          {"email": "ben@example.com", "role": "editor"})
        call(ben_context, accounts_server, "POST", "/api/accounts",
             {"email": "ben@example.com", "displayName": "Ben Cole", "password": PASSWORD, "invitation": invitation["token"]})
        members = call(ana_context, accounts_server, "GET", f"/api/teams/{team['id']}/members")["members"]
        assert {m["email"]: m["role"] for m in members} == {"ana@example.com": "owner", "ben@example.com": "editor"}

        doc = call(ana_context, accounts_server, "POST", f"/api/documents?name=Signup.storyboard&project={project['id']}",
                   raw=SIGNUP.read_bytes(), content_type="application/xml")
        share = call(ana_context, accounts_server, "POST", f"/api/documents/{doc['id']}/shares", {"access": "view"})

        ben = ben_context.new_page()
        open_live_editor(ben, accounts_server, doc)
        viewer = viewer_context.new_page()
        viewer.goto(accounts_server.base_url + share["link"])
        viewer.wait_for_selector("#canvas[data-ready]")
        viewer.wait_for_function("window.storyweave && window.storyweave.session"
                                 " && window.storyweave.session.status === 'online'", timeout=10000)
        assert viewer.evaluate("window.storyweave.session.readOnly") is True, "the editor knows a view link cannot edit"

        # Ben edits; the viewer sees it live.
        outline_row(ben, "wel-lbl-001").click()
        field = inspector_field(ben, "attr-text")
        field.fill("Hello from Ben")
        field.press("Enter")
        viewer.wait_for_function(
            "() => document.querySelector('#canvas .world [data-object-id=\"wel-lbl-001\"]').innerText === 'Hello from Ben'",
            timeout=5000)
        screenshot(viewer, "security-share-viewer")

        # The viewer tries anyway: nothing reaches the document, even an op sent straight to the socket.
        outline_row(viewer, "wel-lbl-001").click()
        field = inspector_field(viewer, "attr-text")
        if field.is_editable():
            field.fill("Hacked by the viewer")
            field.press("Enter")
        time.sleep(1)
        content = ana_context.request.get(f"{accounts_server.base_url}/api/documents/{doc['id']}/content").text()
        assert "Hello from Ben" in content
        assert "Hacked by the viewer" not in content
        # The share link is not an account: it cannot list documents or rename this one.
        listed = viewer_context.request.get(f"{accounts_server.base_url}/api/documents",
                                            headers={"Storyweave-Share": share["token"]})
        assert listed.status == 403
    finally:
        for context in (ana_context, ben_context, viewer_context):
            context.close()


def test_signed_out_home_goes_to_sign_in_and_back_and_writes_carry_the_csrf_token(browser, accounts_server, screenshot):
    # An account to sign in with (created over REST in a throwaway context).
    setup = browser.new_context()
    call(setup, accounts_server, "POST", "/api/accounts",
         {"email": "cara@example.com", "displayName": "Cara", "password": PASSWORD})
    setup.close()

    violations = []
    context, page = strict_page(browser, violations)
    page.goto(accounts_server.base_url + "/")
    page.wait_for_url("**/signin.html?next=*")
    page.wait_for_selector("#signin:not([hidden])")
    page.fill("#signin-form [name=email]", "cara@example.com")
    page.fill("#signin-form [name=password]", "wrong password here")
    page.click("#signin-form button")
    page.wait_for_selector("#message.error")
    assert "Wrong e-mail address or password" in page.inner_text("#message")
    page.fill("#signin-form [name=password]", PASSWORD)
    page.click("#signin-form button")
    page.wait_for_url(accounts_server.base_url + "/")
    page.wait_for_selector("body[data-ready]")
    screenshot(page, "security-home-signed-in")
    # A write from the app's own code: api/client.js echoes the CSRF cookie, so the server accepts it.
    page.click('#templates [data-template="ios-storyboard"]')
    page.wait_for_selector("#documents tr[data-document-id]")
    session_cookie = next(c for c in context.cookies() if c["name"] == "sw_session")
    assert session_cookie["httpOnly"] and session_cookie["sameSite"] == "Lax"
    context.close()
    assert not violations, f"CSP violations or script errors: {violations}"
