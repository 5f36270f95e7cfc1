"""Xcode's "Installed" checkboxes: unchecking a constraint's (Size inspector) writes the base size class's
`<variation key="default">` exclude exactly as Xcode does, the layout is solved without it, it is greyed in the outline
and no longer drawn; checking it again gives the original bytes back. A subview uninstalled from the Attributes
inspector is not drawn and greyed in the outline (also after reopening the document, and in a collaborator's editor), and
Undo restores it."""
from conftest import FIXTURES
from editor_fixtures import element, open_live_editor, show_inspector, wait_for_xml, wait_synced
from editor_page import canvas_object, inspector_field, outline_row

DOCUMENT = FIXTURES / "Installed.storyboard"
SIZE_CLASSES = FIXTURES / "SizeClasses.storyboard"
ORIGINAL = DOCUMENT.read_text()
ROOT, BOX, TAG = "ins-Vw-001", "ins-Bx-001", "ins-Tg-001"
TOP_100, TOP_40, TAG_WIDTH, TAG_TOP = "ins-Cn-004", "ins-Cn-005", "ins-Cn-006", "ins-Cn-009"


def select(page, object_id):
    page.evaluate("id => window.storyweave.selection.set([id], 'outline')", object_id)
    page.wait_for_function(f"document.querySelector('#inspector').dataset.objectId === '{object_id}'")


def solved_y(page, object_id):
    return page.evaluate("id => window.storyweave.autoLayout.liveLayout.solve('document').views.get(id).frame.y", object_id)


def greyed(page, object_id):
    return outline_row(page, object_id).evaluate("row => row.classList.contains('is-uninstalled')")


def drawn_constraints(page):
    return page.eval_on_selector_all("#canvas .constraint-layer g.constraint", "gs => gs.map(g => g.dataset.constraintId)")


def test_unchecking_a_constraint_writes_xcodes_exclude_and_checking_it_restores_the_bytes(page, server, screenshot):
    doc = server.upload(DOCUMENT)
    open_live_editor(page, server, doc)
    assert solved_y(page, BOX) == 100
    select(page, BOX)
    page.wait_for_function(f"document.querySelector('#canvas .constraint-layer g[data-constraint-id=\"{TOP_100}\"]')")
    select(page, TOP_100)
    show_inspector(page, "size")
    installed = inspector_field(page, "installed")
    assert installed.is_checked()
    installed.uncheck()
    xml = wait_for_xml(server, doc["id"], lambda t: TOP_100 + '"/>\n' in t and "<variation" in t, what="the exclude")
    # As Xcode writes it: after the root view's <constraints>, four spaces a level.
    assert ("                            <constraint firstItem=\"ins-Tg-001\" firstAttribute=\"top\" secondItem=\"ins-Vw-001\" secondAttribute=\"top\" constant=\"100\" id=\"ins-Cn-009\"/>\n"
            "                        </constraints>\n"
            "                        <variation key=\"default\">\n"
            "                            <mask key=\"constraints\">\n"
            "                                <exclude reference=\"ins-Cn-004\"/>\n"
            "                            </mask>\n"
            "                        </variation>\n"
            "                    </view>\n") in xml
    assert xml.count("<variation") == 1
    # The box is no longer where its constraints put it: Xcode's misplaced mark, in the same batch.
    assert element(xml, BOX).get("misplaced") == "YES"
    # Solved without it: the low-priority top (40) holds the box now; greyed in the outline, no I-beam on the canvas.
    assert solved_y(page, BOX) == 40
    assert greyed(page, TOP_100) and not greyed(page, TOP_40)
    select(page, BOX)
    page.wait_for_function(f"document.querySelector('#canvas .constraint-layer g[data-constraint-id=\"{TOP_40}\"]')")
    assert TOP_100 not in drawn_constraints(page)
    show_inspector(page, "size")
    row = page.locator(f'#inspector .constraint-row[data-constraint-id="{TOP_100}"]')
    assert row.evaluate("r => r.classList.contains('is-uninstalled')")
    screenshot(page, "installed-constraint-unchecked")
    # Checked again: the variation goes, and the document is byte for byte what it was.
    select(page, TOP_100)
    show_inspector(page, "size")
    assert not inspector_field(page, "installed").is_checked()
    inspector_field(page, "installed").check()
    xml = wait_for_xml(server, doc["id"], lambda t: "<variation" not in t, what="the exclude to go")
    assert xml == ORIGINAL
    assert solved_y(page, BOX) == 100
    assert not greyed(page, TOP_100)
    # Deleting an uninstalled constraint takes its exclude with it (an empty variation goes too).
    inspector_field(page, "installed").uncheck()
    wait_for_xml(server, doc["id"], lambda t: "<variation" in t, what="the exclude again")
    select(page, BOX)
    show_inspector(page, "size")
    inspector_field(page, f"constraint-{TOP_100}-delete").click()
    xml = wait_for_xml(server, doc["id"], lambda t: 'id="ins-Cn-004"' not in t, what="the constraint to be deleted")
    assert "<variation" not in xml and "ins-Cn-004" not in xml


def test_an_uninstalled_subview_is_not_drawn_and_greyed_and_undo_restores_it(page, server, screenshot):
    doc = server.upload(DOCUMENT)
    open_live_editor(page, server, doc)
    assert canvas_object(page, TAG).first.is_visible()
    select(page, TAG)
    show_inspector(page, "attributes")
    installed = inspector_field(page, "installed")
    assert installed.is_checked()
    installed.uncheck()
    xml = wait_for_xml(server, doc["id"], lambda t: "<variation" in t, what="the exclude")
    assert ("                        </constraints>\n"
            "                        <variation key=\"default\">\n"
            "                            <mask key=\"subviews\">\n"
            "                                <exclude reference=\"ins-Tg-001\"/>\n"
            "                            </mask>\n"
            "                        </variation>\n") in xml
    # Not drawn; greyed in the outline with its constraints and the root's constraints on it.
    page.wait_for_function(f"getComputedStyle(document.querySelector('#canvas .world [data-object-id=\"{TAG}\"]')).display === 'none'")
    assert canvas_object(page, TAG).first.is_hidden()
    assert canvas_object(page, BOX).first.is_visible()
    assert greyed(page, TAG) and greyed(page, TAG_WIDTH) and greyed(page, TAG_TOP)
    assert not greyed(page, BOX)
    assert not inspector_field(page, "installed").is_checked()
    screenshot(page, "installed-view-unchecked")
    # Reopened: the first drawing leaves it out too.
    wait_synced(page)
    page.reload()
    open_live_editor(page, server, doc)
    assert canvas_object(page, TAG).first.is_hidden()
    assert greyed(page, TAG)
    # Undo: the reopened page has no undo history of its own, so check it, uncheck it again, then undo that.
    select(page, TAG)
    show_inspector(page, "attributes")
    inspector_field(page, "installed").check()
    wait_for_xml(server, doc["id"], lambda t: t == ORIGINAL, what="Installed checked again")
    canvas_object(page, TAG).first.wait_for(state="visible")
    inspector_field(page, "installed").uncheck()
    wait_for_xml(server, doc["id"], lambda t: "<variation" in t, what="the exclude again")
    page.wait_for_function(f"getComputedStyle(document.querySelector('#canvas .world [data-object-id=\"{TAG}\"]')).display === 'none'")
    page.click("#undo")
    xml = wait_for_xml(server, doc["id"], lambda t: t == ORIGINAL, what="Undo to restore the view")
    canvas_object(page, TAG).first.wait_for(state="visible")
    assert not greyed(page, TAG) and not greyed(page, TAG_TOP)
    page.click("#redo")
    wait_for_xml(server, doc["id"], lambda t: "<exclude reference=\"ins-Tg-001\"/>" in t, what="Redo")
    page.wait_for_function(f"getComputedStyle(document.querySelector('#canvas .world [data-object-id=\"{TAG}\"]')).display === 'none'")
    assert greyed(page, TAG)


def test_the_outline_greys_what_the_shown_size_class_does_not_install(page, server):
    """The fixture of test_size_classes.py: its base class excludes a top constraint, compact height the badge (and the
    constraints on it) and the other top constraint. Previewing landscape greys those instead; the inspector shows the
    base class's Installed and the variations' rows."""
    doc = server.upload(SIZE_CLASSES)
    open_live_editor(page, server, doc)
    assert greyed(page, "szc-Cn-015") and not greyed(page, "szc-Cn-014")
    assert not greyed(page, "szc-Bg-001") and not greyed(page, "szc-Dt-001")
    select(page, "szc-Bg-001")
    show_inspector(page, "attributes")
    assert inspector_field(page, "installed").is_checked()
    variation_row = inspector_field(page, "installed-heightClass=compact")
    assert not variation_row.is_checked()
    assert page.locator('#inspector label.check-value[title="hC Installed"]').count() == 1
    page.locator("#device-orientation").click()
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina4_7/landscape'")
    assert greyed(page, "szc-Bg-001") and greyed(page, "szc-Dt-001") and greyed(page, "szc-Cn-017")
    assert greyed(page, "szc-Cn-014") and not greyed(page, "szc-Cn-015")
    assert canvas_object(page, "szc-Bg-001").first.is_hidden()
    page.locator("#device-orientation").click()
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina4_7/portrait'")
    assert not greyed(page, "szc-Bg-001") and greyed(page, "szc-Cn-015")
    assert wait_for_xml(server, doc["id"], lambda t: True) == SIZE_CLASSES.read_text()
    # The row's ✕: the badge follows the base class in compact height again (installed: not greyed in landscape); Undo.
    select(page, "szc-Bg-001")
    show_inspector(page, "attributes")
    inspector_field(page, "installed-heightClass=compact-remove").click()
    xml = wait_for_xml(server, doc["id"], lambda t: '<exclude reference="szc-Bg-001"/>' not in t, what="the variation row to go")
    assert '<mask key="subviews">' not in xml and '<exclude reference="szc-Cn-014"/>' in xml
    assert inspector_field(page, "installed-heightClass=compact").count() == 0
    page.locator("#device-orientation").click()
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina4_7/landscape'")
    assert not greyed(page, "szc-Bg-001") and canvas_object(page, "szc-Bg-001").first.is_visible()
    page.click("#undo")
    wait_for_xml(server, doc["id"], lambda t: t == SIZE_CLASSES.read_text(), what="Undo")
    page.wait_for_function("document.querySelector('#outline .outline-row[data-object-id=\"szc-Bg-001\"]').classList.contains('is-uninstalled')")


def test_a_collaborator_sees_the_view_uninstalled_and_installed_again(page, second_page, server):
    doc = server.upload(DOCUMENT)
    open_live_editor(page, server, doc)
    open_live_editor(second_page, server, doc)
    assert canvas_object(second_page, TAG).first.is_visible()
    select(page, TAG)
    show_inspector(page, "attributes")
    inspector_field(page, "installed").uncheck()
    second_page.wait_for_function(f"getComputedStyle(document.querySelector('#canvas .world [data-object-id=\"{TAG}\"]')).display === 'none'")
    second_page.wait_for_function(f"document.querySelector('#outline .outline-row[data-object-id=\"{TAG}\"]').classList.contains('is-uninstalled')")
    inspector_field(page, "installed").check()
    canvas_object(second_page, TAG).first.wait_for(state="visible")
    # The panels follow a remote change a frame after the canvas.
    second_page.wait_for_function(f"!document.querySelector('#outline .outline-row[data-object-id=\"{TAG}\"]').classList.contains('is-uninstalled')")
