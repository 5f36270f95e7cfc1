"""Real Xcode documents (../shared/fixtures/ib, read in place when present) and the server's templates:
every scene and every framed view of each one is drawn, with no script error."""
import urllib.error

import pytest

from conftest import SHARED_FIXTURES
from editor_page import drawn_view_ids, open_editor
from ib_xml import framed_object_ids, scene_count


def shared_documents():
    if not SHARED_FIXTURES.is_dir():
        return []
    return sorted(p for p in SHARED_FIXTURES.iterdir() if p.suffix in (".storyboard", ".xib"))


@pytest.mark.parametrize("template", ["ios-storyboard", "ios-xib", "macos-xib"])
def test_templates_open(page, server, template, screenshot):
    doc = server.call("POST", "/api/documents", {"template": template})
    open_editor(page, server, doc)
    xml = server_content(server, doc)
    assert page.locator("#canvas .scene").count() == scene_count(xml) > 0
    assert drawn_view_ids(page) == framed_object_ids(xml)
    screenshot(page, f"editor-template-{template}")


def server_content(server, doc):
    import urllib.request
    with urllib.request.urlopen(f"{server.base_url}/api/documents/{doc['id']}/content") as response:
        return response.read()


@pytest.mark.skipif(not shared_documents(), reason="../shared/fixtures/ib is not present on this machine")
def test_every_shared_document_draws_all_its_views(browser, server, screenshot):
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    opened = 0
    mismatches = []
    for path in shared_documents():
        try:
            doc = server.upload(path)
        except urllib.error.HTTPError:
            continue  # the server refuses some inputs on purpose (its own tests cover why)
        xml = path.read_bytes()
        open_editor(page, server, doc)
        drawn = drawn_view_ids(page)
        expected = framed_object_ids(xml)
        scenes = page.locator("#canvas .scene").count()
        if drawn != expected or scenes != scene_count(xml):
            mismatches.append((path.name, sorted(expected - drawn)[:5], sorted(drawn - expected)[:5], scenes, scene_count(xml)))
        if "Main.storyboard" in path.name and "NetNewsWire__iOS" in path.name:
            screenshot(page, "editor-real-storyboard")
        if errors:
            mismatches.append((path.name, "script errors", errors[:3]))
            errors.clear()
        opened += 1
    context.close()
    assert opened > 0
    assert not mismatches, mismatches
