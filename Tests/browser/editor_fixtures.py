"""Helpers for the editing tests: the live editor, the saved XML read back from the server, view positions."""
import time
import urllib.request
import xml.etree.ElementTree as ET

import pytest

from conftest import FIXTURES
from editor_page import canvas_object, open_editor

SIGNUP = FIXTURES / "Signup.storyboard"


@pytest.fixture
def signup_doc(server):
    return server.upload(SIGNUP)


def document_xml(server, doc_id):
    """The document's saved XML (the server's head), as text."""
    with urllib.request.urlopen(f"{server.base_url}/api/documents/{doc_id}/content", timeout=10) as response:
        return response.read().decode()


def element(xml_text, object_id):
    """The element with this id in the XML, or None."""
    root = ET.fromstring(xml_text.encode())
    return next((e for e in root.iter() if e.get("id") == object_id), None)


def frame(xml_text, object_id):
    view = element(xml_text, object_id)
    rect = next(c for c in view if c.tag == "rect" and c.get("key") == "frame")
    return {name: float(rect.get(name)) for name in ("x", "y", "width", "height")}


def wait_for_xml(server, doc_id, predicate, timeout=5.0, what="the saved document to change"):
    """Polls the saved XML until `predicate(xml_text)` holds; returns it (fails the test after `timeout`)."""
    deadline = time.monotonic() + timeout
    while True:
        text = document_xml(server, doc_id)
        if predicate(text):
            return text
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


def open_live_editor(page, server, doc):
    """Opens the editor and waits until the live session is connected (edits are possible)."""
    open_editor(page, server, doc)
    page.wait_for_function("window.storyweave && window.storyweave.session && !window.storyweave.session.readOnly"
                           " && window.storyweave.session.status === 'online'", timeout=10000)
    assert page.get_attribute("#sync-status", "data-status") in ("online", "connecting")


def wait_synced(page):
    """Waits until every local batch was acknowledged by the server."""
    page.wait_for_function("window.storyweave.session.pendingCount === 0", timeout=10000)


def zoom_100_and_reveal(page, object_id):
    """100 % zoom (screen pixels = points), with the object panned into view."""
    page.click("#zoom-level")
    page.evaluate("id => window.storyweave.canvas.reveal(id)", object_id)


def centre(page, object_id):
    box = canvas_object(page, object_id).first.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def drag(page, start, end, steps=8):
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(*end, steps=steps)
    page.mouse.up()


def command_key():
    """⌘ on macOS browsers, Ctrl elsewhere: the editor accepts both."""
    return "Control"


def show_inspector(page, name):
    """Switches the inspector to one of its tabs: identity, attributes, size, connections."""
    page.click(f'#inspector .inspector-tab[data-tab="{name}"]')
    page.wait_for_selector(f'#inspector [data-inspector="{name}"]:not([hidden])')
