"""Helpers for driving the editor page."""


def open_editor(page, server, doc):
    page.goto(f"{server.base_url}/d/{doc['id']}")
    page.wait_for_selector("#canvas[data-ready]")
    assert page.get_attribute("#canvas", "data-ready") == "true", page.text_content("#canvas-message")


def canvas_object(page, object_id):
    return page.locator(f'#canvas .world [data-object-id="{object_id}"]')


def outline_row(page, object_id):
    return page.locator(f'#outline .outline-row[data-object-id="{object_id}"]')


def inspector_field(page, name):
    return page.locator(f'#inspector [data-field="{name}"]')


def drawn_view_ids(page):
    """Ids of the views drawn on the canvas; each view is drawn exactly once."""
    ids = page.eval_on_selector_all("#canvas .world .ib-view[data-object-id]", "nodes => nodes.map(n => n.dataset.objectId)")
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    assert not duplicates, f"views drawn more than once: {duplicates[:5]}"
    return set(ids)
