"""The browser sync client (Public/js/sync/sync-client.js) in Chromium, through the harness page
Public/dev/sync-harness.html: edits queued while offline survive a reload (IndexedDB) and a
closed tab, and reach the server exactly once."""
import json
import re
import urllib.request

import pytest

from conftest import FIXTURES

SIGNUP = FIXTURES / "Signup.storyboard"


def content(server, document_id):
    with urllib.request.urlopen(f"{server.base_url}/api/documents/{document_id}/content", timeout=10) as response:
        return response.read().decode()


@pytest.fixture
def document_id(server):
    return server.upload(SIGNUP, "SyncHarness.storyboard")["id"]


@pytest.fixture
def label_id():
    """An object with a plain attribute to edit: the first element with an id and a contentMode."""
    match = re.search(r'<\w+ [^>]*contentMode="[^"]*"[^>]* id="([^"]+)"', SIGNUP.read_text())
    assert match, "the fixture has an element with contentMode and an id"
    return match.group(1)


def new_tab(context, errors):
    """A page of `context` whose uncaught script errors are collected in `errors`."""
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page


def open_harness(page, server, document_id):
    page.goto(f"{server.base_url}/dev/sync-harness.html?doc={document_id}&name=Browser")
    page.wait_for_selector("body[data-ready]", timeout=20_000)
    return page


def set_op(object_id, name, value):
    return {"op": "setAttribute", "target": {"id": object_id}, "name": name, "value": value}


def queue_offline_edits(page, object_id):
    page.evaluate("() => harness.goOffline()")
    page.wait_for_function("harness.state().status !== 'online'")
    ids = page.evaluate(
        """ops => { const ids = ops.map(op => harness.submit([op])); return harness.whenPersisted().then(() => ids); }""",
        [set_op(object_id, "contentMode", "redraw"), set_op(object_id, "userLabel", "Queued offline"), set_op(object_id, "tag", "7")],
    )
    assert page.evaluate("harness.state().pendingCount") == 3
    return ids


def test_reload_with_pending_edits_loses_nothing(page, server, document_id, label_id, screenshot):
    open_harness(page, server, document_id)
    client_id = page.evaluate("harness.state().clientId")
    queue_offline_edits(page, label_id)
    assert 'userLabel="Queued offline"' not in content(server, document_id), "nothing reached the server yet"

    page.reload()
    page.wait_for_selector("body[data-ready]", timeout=20_000)
    assert page.evaluate("harness.state().clientId") == client_id, "the reloaded tab keeps its client id"
    page.wait_for_function("harness.state().pendingCount === 0 && harness.state().status === 'online'", timeout=20_000)

    head = content(server, document_id)
    assert 'userLabel="Queued offline"' in head and 'tag="7"' in head and 'contentMode="redraw"' in head
    assert server.call("GET", f"/api/documents/{document_id}")["version"] == 3, "each batch applied once"
    assert page.evaluate("harness.serialize()") == head, "the tab shows the server's bytes"
    screenshot(page, "sync-harness-after-reload")


def test_edits_of_a_closed_tab_are_delivered_by_the_next_tab(browser, server, document_id, label_id):
    context = browser.new_context()
    errors = []
    try:
        first = open_harness(new_tab(context, errors), server, document_id)
        queue_offline_edits(first, label_id)
        first.close()  # the tab goes away with its queue in IndexedDB and its lock released

        second = open_harness(new_tab(context, errors), server, document_id)
        second.wait_for_function("harness.state().pendingCount === 0 && harness.state().status === 'online'", timeout=20_000)
        head = content(server, document_id)
        assert 'userLabel="Queued offline"' in head
        assert server.call("GET", f"/api/documents/{document_id}")["version"] == 3
        assert second.evaluate("harness.serialize()") == head
    finally:
        context.close()
    assert not errors, f"script errors in the page: {errors}"


def test_two_tabs_have_distinct_client_ids_see_each_other_and_converge(browser, server, document_id, label_id):
    context = browser.new_context()
    errors = []
    try:
        a = open_harness(new_tab(context, errors), server, document_id)
        b = open_harness(new_tab(context, errors), server, document_id)
        a_id, b_id = a.evaluate("harness.state().clientId"), b.evaluate("harness.state().clientId")
        assert a_id != b_id, "two live tabs never share a client id"
        b.wait_for_function(f"harness.client.peers.has({json.dumps(a_id)})")
        for x in range(0, 50, 5):
            a.evaluate("([x, id]) => harness.client.setPresence({ selection: [id], pointer: { x, y: 2 * x } })", [x, label_id])
        b.wait_for_function(f"harness.client.peers.get({json.dumps(a_id)})?.pointer?.x === 45")
        assert b.evaluate(f"harness.client.peers.get({json.dumps(a_id)}).selection") == [label_id]
        a.evaluate("op => harness.submit([op])", set_op(label_id, "userLabel", "From A"))
        b.wait_for_function("harness.serialize().includes('userLabel=\"From A\"')")
        assert a.evaluate("harness.serialize()") == b.evaluate("harness.serialize()") == content(server, document_id)
        a.close()
        b.wait_for_function(f"!harness.client.peers.has({json.dumps(a_id)})")
    finally:
        context.close()
    assert not errors, f"script errors in the page: {errors}"
