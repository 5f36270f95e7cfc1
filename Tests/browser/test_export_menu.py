"""The toolbar's Export menu (export-menu.js): beside Download (the XML), the compiled form, the strings and a bundle,
fetched from the REST export endpoint; a compile the server refuses is said in a notice with the element it names,
and the editor stays open."""
import io
import zipfile

from conftest import FIXTURES
from editor_fixtures import open_live_editor, signup_doc  # noqa: F401


def open_menu(page):
    page.click("#export-button")
    page.wait_for_selector("#export-menu")
    return [item.get_attribute("data-format") for item in page.locator("#export-menu .menu-item").all()]


def test_export_menu_downloads_the_compiled_storyboard(page, server, screenshot):
    doc = server.upload(FIXTURES / "Constraints.storyboard")
    open_live_editor(page, server, doc)
    assert open_menu(page) == ["xml", "storyboardc", "strings", "bundle"]
    assert page.get_attribute("#export-button", "aria-expanded") == "true"
    screenshot(page, "export-menu")
    with page.expect_download() as info:
        page.click('#export-menu .menu-item[data-format="storyboardc"]')
    download = info.value
    assert download.suggested_filename == "Constraints.storyboardc.zip"
    archive = zipfile.ZipFile(io.BytesIO(open(download.path(), "rb").read()))
    assert archive.testzip() is None
    names = archive.namelist()
    assert "Constraints.storyboardc/Info.plist" in names and any(n.endswith(".nib") for n in names), names
    assert page.locator("#export-menu").count() == 0  # the menu closes
    # The strings of the same document; a click elsewhere closes the menu without exporting.
    open_menu(page)
    with page.expect_download() as info:
        page.click('#export-menu .menu-item[data-format="strings"]')
    assert info.value.suggested_filename == "Constraints.strings"
    assert '"' in open(info.value.path(), encoding="utf-8").read()
    open_menu(page)
    page.mouse.click(5, 300)
    assert page.locator("#export-menu").count() == 0


def test_a_refused_compile_is_said_in_a_notice(page, server, signup_doc):
    # Signup has a segmented control: the compiler refuses it by name (its segment views can't be archived yet).
    open_live_editor(page, server, signup_doc)
    open_menu(page)
    page.click('#export-menu .menu-item[data-format="storyboardc"]')
    page.wait_for_selector("#toast.visible.error")
    message = page.text_content("#toast")
    assert "could not be exported" in message and "segmentedControl" in message, message
    assert "/d/" in page.url  # still in the editor
    # The XML export of the same document still works from the same menu.
    open_menu(page)
    with page.expect_download() as info:
        page.click('#export-menu .menu-item[data-format="xml"]')
    assert info.value.suggested_filename == "Signup.storyboard"
    assert open(info.value.path(), "rb").read() == (FIXTURES / "Signup.storyboard").read_bytes()
