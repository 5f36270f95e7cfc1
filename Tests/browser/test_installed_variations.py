"""Xcode's "+" beside the Installed checkbox: its popover (Width, Height, Add Variation) adds a size-class row that writes
nothing until it is toggled. Unchecking the added "wC hR" row on a constraint writes exactly Xcode's
`<variation key="heightClass=regular-widthClass=compact">` exclude after the view's constraints; an iPhone previewed in
portrait (wC hR) lays the box out without that constraint, landscape (wC hC) with it; Undo restores the bytes."""
from conftest import FIXTURES
from editor_fixtures import open_live_editor, show_inspector, wait_for_xml, wait_synced
from editor_page import inspector_field

DOCUMENT = FIXTURES / "Installed.storyboard"
ORIGINAL = DOCUMENT.read_text()
BOX, TOP_100 = "ins-Bx-001", "ins-Cn-004"
KEY = "heightClass=regular-widthClass=compact"


def select(page, object_id):
    page.evaluate("id => window.storyweave.selection.set([id], 'outline')", object_id)
    page.wait_for_function(f"document.querySelector('#inspector').dataset.objectId === '{object_id}'")


def shown_y(page, object_id):
    return page.evaluate("id => window.storyweave.autoLayout.liveLayout.solve('shown').views.get(id).frame.y", object_id)


def add_variation(page, width, height):
    inspector_field(page, "installed-add").click()
    popover = page.locator('.layout-popover[aria-label="Add a size-class variation"]')
    popover.wait_for()
    popover.locator('[data-field="variation-width"]').select_option(width)
    popover.locator('[data-field="variation-height"]').select_option(height)
    popover.locator('[data-field="variation-add"]').click()
    popover.wait_for(state="detached")


def test_plus_adds_a_wc_hr_row_whose_uncheck_excludes_the_constraint_in_portrait_only(page, server, screenshot):
    doc = server.upload(DOCUMENT)
    open_live_editor(page, server, doc)
    select(page, TOP_100)
    show_inspector(page, "size")
    assert inspector_field(page, f"installed-{KEY}").count() == 0
    # Any/Any is the base class: not offered.
    inspector_field(page, "installed-add").click()
    assert page.locator('.layout-popover [data-field="variation-add"]').is_disabled()
    screenshot(page, "installed-variation-popover")
    page.keyboard.press("Escape")
    add_variation(page, "compact", "regular")
    row = inspector_field(page, f"installed-{KEY}")
    assert row.is_checked(), "the row starts with the base class's state"
    assert page.locator('#inspector label.check-value[title="wC hR Installed"]').count() == 1
    screenshot(page, "installed-variation-added")
    # Nothing written yet; the row survives the inspector being rebuilt.
    wait_synced(page)
    assert wait_for_xml(server, doc["id"], lambda t: True) == ORIGINAL
    select(page, BOX)
    select(page, TOP_100)
    show_inspector(page, "size")
    row = inspector_field(page, f"installed-{KEY}")
    assert row.is_checked()
    # Adding the same size class again adds no second row.
    add_variation(page, "compact", "regular")
    assert inspector_field(page, f"installed-{KEY}").count() == 1
    row.uncheck()
    xml = wait_for_xml(server, doc["id"], lambda t: "<variation" in t, what="the wC hR exclude")
    assert xml.count("<variation") == 1 and xml.count("<exclude") == 1
    assert ("                            <constraint firstItem=\"ins-Tg-001\" firstAttribute=\"top\" secondItem=\"ins-Vw-001\" secondAttribute=\"top\" constant=\"100\" id=\"ins-Cn-009\"/>\n"
            "                        </constraints>\n"
            "                        <variation key=\"heightClass=regular-widthClass=compact\">\n"
            "                            <mask key=\"constraints\">\n"
            "                                <exclude reference=\"ins-Cn-004\"/>\n"
            "                            </mask>\n"
            "                        </variation>\n"
            "                    </view>\n") in xml
    assert not inspector_field(page, f"installed-{KEY}").is_checked()
    assert inspector_field(page, "installed").is_checked()
    # An iPhone previewed in portrait (wC hR): the box's top 100 is not installed, the low-priority top (40) holds it.
    page.select_option("#device-picker", "retina6_12")
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina6_12/portrait'")
    assert shown_y(page, BOX) == 40
    # Landscape (wC hC): installed.
    page.locator("#device-orientation").click()
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina6_12/landscape'")
    assert shown_y(page, BOX) == 100
    page.locator("#device-orientation").click()
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina6_12/portrait'")
    assert shown_y(page, BOX) == 40
    # Undo: the bytes are the original ones, the layout is the base class's again, and the added row stays (unwritten).
    page.click("#undo")
    wait_for_xml(server, doc["id"], lambda t: t == ORIGINAL, what="Undo to restore the bytes")
    page.wait_for_function(f"window.storyweave.autoLayout.liveLayout.solve('shown').views.get('{BOX}').frame.y === 100")
    select(page, TOP_100)
    show_inspector(page, "size")
    assert inspector_field(page, f"installed-{KEY}").is_checked()
    # Its ✕ takes the unwritten row away and writes nothing.
    inspector_field(page, f"installed-{KEY}-remove").click()
    assert inspector_field(page, f"installed-{KEY}").count() == 0
    wait_synced(page)
    assert wait_for_xml(server, doc["id"], lambda t: True) == ORIGINAL


def test_a_row_added_where_the_base_excludes_includes_the_constraint_when_checked(page, server):
    doc = server.upload(DOCUMENT)
    open_live_editor(page, server, doc)
    select(page, TOP_100)
    show_inspector(page, "size")
    inspector_field(page, "installed").uncheck()
    wait_for_xml(server, doc["id"], lambda t: '<variation key="default">' in t, what="the base exclude")
    add_variation(page, "any", "compact")
    row = inspector_field(page, "installed-heightClass=compact")
    assert not row.is_checked(), "the row starts with the base class's state"
    assert page.locator('#inspector label.check-value[title="hC Installed"]').count() == 1
    row.check()
    xml = wait_for_xml(server, doc["id"], lambda t: "<include" in t, what="the hC include")
    assert ("                        <variation key=\"default\">\n"
            "                            <mask key=\"constraints\">\n"
            "                                <exclude reference=\"ins-Cn-004\"/>\n"
            "                            </mask>\n"
            "                        </variation>\n"
            "                        <variation key=\"heightClass=compact\">\n"
            "                            <mask key=\"constraints\">\n"
            "                                <include reference=\"ins-Cn-004\"/>\n"
            "                            </mask>\n"
            "                        </variation>\n"
            "                    </view>\n") in xml
    # The document's iPhone 8 in portrait (wC hR): excluded; landscape (wC hC): included.
    assert shown_y(page, BOX) == 40
    page.locator("#device-orientation").click()
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina4_7/landscape'")
    assert shown_y(page, BOX) == 100
