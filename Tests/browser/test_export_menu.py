"""The toolbar's Export menu (export-menu.js): beside Download (the XML), the compiled form, the strings and a bundle,
fetched from the REST export endpoint; a compile the server refuses is one short sentence naming what stops it, the
full list behind a disclosure, and the editor stays open."""
import io
import zipfile

from conftest import FIXTURES
from editor_fixtures import open_live_editor


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


def test_a_refused_compile_is_one_sentence_with_the_list_behind_a_disclosure(page, server, tmp_path, screenshot):
    # Two ids used twice (IB001, which ibtool can't compile either): the refusal names the first in one
    # sentence under the button; both findings are behind a <details> that starts closed.
    text = (FIXTURES / "Constraints.storyboard").read_text(encoding="utf-8")
    text = text.replace('id="prf-Ms-001"', 'id="prf-Fl-001"').replace('id="prf-Cd-001"', 'id="prf-Nm-001"')
    assert text.count('id="prf-Fl-001"') == 2 and text.count('id="prf-Nm-001"') == 2
    path = tmp_path / "Repeated.storyboard"
    path.write_text(text, encoding="utf-8")
    doc = server.upload(path)
    open_live_editor(page, server, doc)
    open_menu(page)
    page.click('#export-menu .menu-item[data-format="storyboardc"]')
    refusal = page.wait_for_selector("#export-refusal")
    sentence = page.text_content("#export-refusal .export-refusal-sentence")
    assert "IB001" in sentence and ("prf-Fl-001" in sentence or "prf-Nm-001" in sentence), sentence
    assert sentence.count(".") <= 2 and "\n" not in sentence and len(sentence) < 120, sentence  # one short sentence
    details = page.locator("#export-refusal details")
    assert details.count() == 1 and details.get_attribute("open") is None
    items = page.locator("#export-refusal details li")
    assert not items.first.is_visible()  # the list is behind the disclosure
    page.click("#export-refusal details summary")
    assert items.count() == 2 and items.first.is_visible()
    listed = " ".join(items.all_text_contents())
    assert "prf-Fl-001" in listed and "prf-Nm-001" in listed, listed
    screenshot(page, "export-refusal")
    assert refusal.is_visible() and "/d/" in page.url  # still in the editor
    page.keyboard.press("Escape")
    assert page.locator("#export-refusal").count() == 0
    # The XML export of the same document still works from the same menu.
    open_menu(page)
    with page.expect_download() as info:
        page.click('#export-menu .menu-item[data-format="xml"]')
    assert info.value.suggested_filename == "Repeated.storyboard"
    assert open(info.value.path(), "rb").read() == path.read_bytes()
