"""A macOS main menu on the canvas (canvas/views/menu-bar.js): drawn as a menu bar whose menus drop down from their
titles when an item is selected, on the canvas or in the outline, with separators, key equivalents as a macOS menu
shows them and nested submenus; every title and item is an object one can select (and rename: the saved bytes)."""
from editor_fixtures import document_xml, open_live_editor, show_inspector, wait_for_xml  # noqa: F401
from editor_page import canvas_object, inspector_field, outline_row

MENU_XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
    <dependencies>
        <deployment identifier="macosx"/>
        <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
    </dependencies>
    <objects>
        <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        <menu title="Main Menu" systemMenu="main" id="mnu-bar-001">
            <items>
                <menuItem title="Notes" id="mnu-app-001">
                    <modifierMask key="keyEquivalentModifierMask"/>
                    <menu key="submenu" title="Notes" systemMenu="apple" id="mnu-app-002">
                        <items>
                            <menuItem title="About Notes" id="mnu-abt-001">
                                <modifierMask key="keyEquivalentModifierMask"/>
                            </menuItem>
                            <menuItem isSeparatorItem="YES" id="mnu-sep-001"/>
                            <menuItem title="Quit Notes" keyEquivalent="q" id="mnu-qui-001"/>
                        </items>
                    </menu>
                </menuItem>
                <menuItem title="File" id="mnu-fil-001">
                    <modifierMask key="keyEquivalentModifierMask"/>
                    <menu key="submenu" title="File" id="mnu-fil-002">
                        <items>
                            <menuItem title="New Note" keyEquivalent="n" id="mnu-new-001"/>
                            <menuItem title="Save As…" keyEquivalent="S" id="mnu-sav-001"/>
                            <menuItem title="Export" id="mnu-exp-001">
                                <modifierMask key="keyEquivalentModifierMask"/>
                                <menu key="submenu" title="Export" id="mnu-exp-002">
                                    <items>
                                        <menuItem title="PDF…" keyEquivalent="p" id="mnu-pdf-001">
                                            <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                        </menuItem>
                                    </items>
                                </menu>
                            </menuItem>
                        </items>
                    </menu>
                </menuItem>
            </items>
            <point key="canvasLocation" x="140" y="-60"/>
        </menu>
    </objects>
</document>
"""


def shown(page, object_id):
    """Whether the object's element is drawn (its menus open), with a box of its own."""
    return canvas_object(page, object_id).first.evaluate("(n) => n.getClientRects().length > 0 && n.getBoundingClientRect().height > 0")


def test_main_menu_is_a_menu_bar_whose_menus_open_on_selection(page, server, screenshot):
    document = server.call("POST", "/api/documents?name=MainMenu.xib", MENU_XIB.encode(), "application/xml")
    open_live_editor(page, server, document)
    page.wait_for_selector('#canvas .menu-bar [data-object-id="mnu-fil-001"]', timeout=5000)
    page.click("#zoom-level")
    page.evaluate("id => window.storyweave.canvas.reveal(id)", "mnu-bar-001")
    titles = page.eval_on_selector_all("#canvas .menu-bar > .menu-title", "ns => ns.map(n => n.firstChild.textContent)")
    assert titles == ["Notes", "File"]
    # Closed until something in them is selected.
    assert not shown(page, "mnu-new-001") and not shown(page, "mnu-qui-001")

    # A click on a title selects its item and drops its menu down, below the title.
    canvas_object(page, "mnu-fil-001").first.click()
    page.wait_for_function("window.storyweave.selection.ids.join() === 'mnu-fil-001'")
    assert shown(page, "mnu-new-001") and not shown(page, "mnu-qui-001")
    title_box = canvas_object(page, "mnu-fil-001").first.bounding_box()
    item_box = canvas_object(page, "mnu-new-001").first.bounding_box()
    assert item_box["y"] >= title_box["y"] + title_box["height"] and abs(item_box["x"] - title_box["x"]) < 30
    keys = page.eval_on_selector_all('#canvas [data-object-id="mnu-fil-002"] > .menu-item > .menu-item-key', "ns => ns.map(n => n.textContent)")
    assert keys == ["⌘N", "⇧⌘S"], "⌘ when no mask is written; an upper-case key adds ⇧ (NSMenuItem)"
    assert not shown(page, "mnu-pdf-001"), "a submenu stays closed until it holds the selection"
    screenshot(page, "menu-bar-file")

    # An item inside opens with its submenu to its right; the selection box is the item's own row.
    canvas_object(page, "mnu-exp-001").first.click()
    page.wait_for_function("window.storyweave.selection.ids.join() === 'mnu-exp-001'")
    assert shown(page, "mnu-pdf-001")
    export_box = canvas_object(page, "mnu-exp-001").first.bounding_box()
    pdf_box = canvas_object(page, "mnu-pdf-001").first.bounding_box()
    assert pdf_box["x"] >= export_box["x"] + export_box["width"] - 8
    assert page.text_content('#canvas [data-object-id="mnu-pdf-001"] .menu-item-key') == "⌥⌘P"
    screenshot(page, "menu-bar-submenu")

    # Selecting in the outline opens the menus that hold the object and closes the others.
    page.evaluate("id => window.storyweave.selection.set([id], 'outline')", "mnu-qui-001")
    page.wait_for_function("window.storyweave.selection.ids.join() === 'mnu-qui-001'")
    assert shown(page, "mnu-qui-001") and shown(page, "mnu-sep-001")
    assert not shown(page, "mnu-new-001"), "the File menu closed"

    # The selected item is an object like any other: its title is edited in the inspector and saved.
    show_inspector(page, "attributes")
    field = inspector_field(page, "attr-title")
    field.fill("Quit My Notes")
    field.press("Enter")
    xml = wait_for_xml(server, document["id"], lambda text: 'title="Quit My Notes"' in text, what="the renamed menu item")
    assert '<menuItem title="Quit My Notes" keyEquivalent="q" id="mnu-qui-001"/>' in xml
    page.wait_for_function("() => document.querySelector('#canvas [data-object-id=\"mnu-qui-001\"] .menu-item-title')?.textContent === 'Quit My Notes'")
    assert shown(page, "mnu-qui-001"), "the menu stays open after the edit redraws the scene"
