"""The Attributes inspector's Content pop-up of a Table View Controller's table (#22): Static Cells moves the
prototype into one `<tableViewSection>` (the context menu's Convert to Static Cells), Dynamic Prototypes moves the
cells back, checked on the bytes saved over REST; back at Dynamic Prototypes the bytes equal the upload."""
from editor_fixtures import document_xml, element, open_live_editor, show_inspector, signup_doc, wait_for_xml  # noqa: F401
from editor_page import inspector_field, outline_row
from conftest import SCREENSHOTS
from test_library_scenes import XCODE_ID


def test_the_content_pop_up_switches_between_prototypes_and_static_cells(page, server, signup_doc):
    uploaded = document_xml(server, signup_doc["id"])
    open_live_editor(page, server, signup_doc)
    outline_row(page, "lst-tbl-001").click()
    show_inspector(page, "attributes")
    content = inspector_field(page, "attr-dataMode")
    assert content.input_value() == "prototypes"
    assert [o.strip() for o in content.locator("option").all_inner_texts()] == ["Dynamic Prototypes", "Static Cells"]
    content.select_option("static")
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, "lst-tbl-001").get("dataMode") == "static")
    table = element(xml, "lst-tbl-001")
    assert table.find("prototypes") is None
    sections = table.findall("sections/tableViewSection")
    assert len(sections) == 1 and XCODE_ID.match(sections[0].get("id")) and list(sections[0].attrib) == ["id"]
    assert [cell.get("id") for cell in sections[0].findall("cells/tableViewCell")] == ["lst-cel-001"]
    names = [child.tag for child in table]
    assert names.index("color") < names.index("sections") < names.index("connections")
    page.screenshot(path=str(SCREENSHOTS / "inspector-table-content.png"))
    content = inspector_field(page, "attr-dataMode")
    page.wait_for_function("() => document.querySelector('#inspector [data-field=\"attr-dataMode\"]')?.value === 'static'")
    content.select_option("prototypes")
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, "lst-tbl-001").get("dataMode") == "prototypes")
    assert xml == uploaded, "back at Dynamic Prototypes the bytes are the upload's"
