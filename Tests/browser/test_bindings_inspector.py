"""The Bindings inspector of AppKit documents (panels/inspector/bindings.js): a binding is added, its key path and
destination edited and it is removed, each checked in the bytes saved over REST; the Connections inspector lists
bindings as bindings (not as outlets); iOS documents have no Bindings tab."""
from editor_fixtures import open_live_editor, show_inspector, signup_doc, wait_for_xml  # noqa: F401
from editor_page import canvas_object, inspector_field

XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
    <dependencies>
        <deployment identifier="macosx"/>
        <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
    </dependencies>
    <objects>
        <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        <userDefaultsController representsSharedInstance="YES" id="udc-aa-001"/>
        <customView id="vie-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="chk-aa-001">
                    <rect key="frame" x="18" y="60" width="200" height="18"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <buttonCell key="cell" type="check" title="Sync" bezelStyle="regularSquare" imagePosition="left" inset="2" id="chc-aa-001">
                        <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                    <connections>
                        <binding destination="-2" name="enabled" keyPath="self.canSync" id="bnd-aa-001"/>
                    </connections>
                </button>
            </subviews>
            <point key="canvasLocation" x="100" y="100"/>
        </customView>
    </objects>
</document>
"""


def test_bindings_are_added_edited_and_removed(page, server, screenshot):
    document = server.call("POST", "/api/documents?name=Preferences.xib", XIB.encode(), "application/xml")
    doc = document["id"]
    open_live_editor(page, server, document)
    page.click("#zoom-level")
    page.evaluate("id => window.storyweave.canvas.reveal(id)", "chk-aa-001")
    canvas_object(page, "chk-aa-001").first.click()
    page.wait_for_function("window.storyweave.selection.ids.join() === 'chk-aa-001'")

    # The Connections inspector lists the binding as one, not as "Outlet: null".
    show_inspector(page, "connections")
    assert page.locator('#inspector [data-field="binding-bnd-aa-001"]').input_value() == "File's Owner.self.canSync"
    assert "Bind Enabled" in page.locator("#inspector .connection-list").inner_text()

    # Add: a second enabled binding becomes enabled2, pointing at the first, as Xcode writes it.
    show_inspector(page, "bindings")
    page.select_option('#inspector [data-field="binding-new-name"]', "enabled")
    page.select_option('#inspector [data-field="binding-new-destination"]', "udc-aa-001")
    page.fill('#inspector [data-field="binding-new-keyPath"]', "values.syncAllowed")
    page.click('#inspector [data-field="binding-new-add"]')
    xml = wait_for_xml(server, doc, lambda t: "values.syncAllowed" in t, what="the new binding")
    assert ('<binding destination="-2" name="enabled" keyPath="self.canSync" id="bnd-aa-001"/>\n'
            '                        <binding destination="udc-aa-001" name="enabled2" keyPath="values.syncAllowed" previousBinding="bnd-aa-001" id="') in xml
    screenshot(page, "bindings-inspector")

    # Edit the first one's key path and destination.
    field = inspector_field(page, "binding-bnd-aa-001-keyPath")
    field.fill("self.syncAvailable")
    field.press("Enter")
    wait_for_xml(server, doc, lambda t: 'keyPath="self.syncAvailable" id="bnd-aa-001"' in t, what="the edited key path")
    page.select_option('#inspector [data-field="binding-bnd-aa-001-destination"]', "udc-aa-001")
    wait_for_xml(server, doc, lambda t: '<binding destination="udc-aa-001" name="enabled" keyPath="self.syncAvailable" id="bnd-aa-001"/>' in t,
                 what="the new destination")

    # Remove the second: the first stays as it was.
    second = page.locator('#inspector [data-section^="binding-"]:not([data-section="binding-new"]):not([data-section="binding-bnd-aa-001"])')
    second.locator(".binding-remove").click()
    xml = wait_for_xml(server, doc, lambda t: "enabled2" not in t, what="the removed binding")
    assert '<binding destination="udc-aa-001" name="enabled" keyPath="self.syncAvailable" id="bnd-aa-001"/>' in xml


def test_ios_documents_have_no_bindings_tab(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    page.evaluate("id => window.storyweave.selection.set([id], 'outline')", "wel-btn-001")
    page.wait_for_selector('#inspector .inspector-tab[data-tab="connections"]')
    assert page.locator('#inspector .inspector-tab[data-tab="bindings"]').count() == 0
