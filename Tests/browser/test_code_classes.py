"""The project's code in the editor (#8): upload a Swift class, see its outlets and actions in the connections
HUD (type-filtered), connect one, generate the declaration of a new action, and edit an @IBInspectable."""
from editor_fixtures import (centre, element, open_live_editor, show_inspector, signup_doc, wait_for_xml,  # noqa: F401
                             zoom_100_and_reveal, drag)
from editor_page import canvas_object, inspector_field, outline_row

SWIFT = """import UIKit

class WelcomeViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var headline: UILabel!
    @IBOutlet weak var continueButton: UIButton!

    @IBAction func signUp(_ sender: UIButton) {
    }
}

@IBDesignable class RoundedButton: UIButton {
    @IBInspectable var cornerRadius: CGFloat = 0
}
"""


def control_drag(page, start, end):
    page.keyboard.down("Control")
    drag(page, start, end, steps=10)
    page.keyboard.up("Control")


def upload_sources(server):
    result = server.call("POST", "/api/projects/local/sources",
                         {"files": [{"path": "Signup/WelcomeViewController.swift", "text": SWIFT}]})
    assert result["classCount"] == 2


def test_hud_lists_the_classes_outlets_and_actions_and_generates_a_declaration(page, server, signup_doc, screenshot):
    upload_sources(server)
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    zoom_100_and_reveal(page, "wel-lbl-001")
    # Controller → label: only the outlets whose type a label fits (headline: UILabel), not emailField/continueButton.
    control_drag(page, centre(page, "wel-ctl-001"), centre(page, "wel-lbl-001"))
    hud = page.locator(".connection-hud")
    hud.wait_for()
    assert hud.locator('[data-field="hud-outlet-headline"]').inner_text() == "headline: UILabel"
    assert hud.locator('[data-field="hud-outlet-emailField"]').count() == 0
    assert hud.locator('[data-field="hud-outlet-continueButton"]').count() == 0
    screenshot(page, "code-outlets-hud")
    hud.locator('[data-field="hud-outlet-headline"]').click()
    xml = wait_for_xml(server, doc, lambda t: 'property="headline"' in t)
    outlet = next(e for e in element(xml, "wel-ctl-001").iter("outlet") if e.get("property") == "headline")
    assert outlet.get("destination") == "wel-lbl-001"

    # Button → controller: the class's signUp: action is offered; a new one gets its Swift declaration.
    zoom_100_and_reveal(page, "wel-btn-001")
    controller = page.locator('#canvas .world .dock-icon[data-object-id="wel-ctl-001"]').bounding_box()
    control_drag(page, centre(page, "wel-btn-001"), (controller["x"] + controller["width"] / 2, controller["y"] + controller["height"] / 2))
    assert hud.locator('[data-field="hud-action-signUp:"]').count() == 1
    hud.locator('[data-field="hud-new-action"]').fill("cancel")
    hud.locator('[data-field="hud-new-action"]').press("Enter")
    wait_for_xml(server, doc, lambda t: 'selector="cancel:"' in t)
    panel = page.locator('[data-field="declaration-panel"]')
    panel.wait_for()
    assert panel.locator('[data-field="declaration-code"]').inner_text().startswith("@IBAction func cancel(_ sender: UIButton) {")
    assert panel.locator('[data-field="declaration-diff"]').get_attribute("download") == "WelcomeViewController.swift.diff"
    screenshot(page, "code-declaration")


def test_custom_class_autocomplete_and_inspectables(page, server, signup_doc, screenshot):
    upload_sources(server)
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    outline_row(page, "wel-btn-001").click()
    show_inspector(page, "identity")
    page.wait_for_function("() => [...document.querySelectorAll('#class-names option')].some(o => o.value === 'RoundedButton')")
    offered = page.eval_on_selector_all("#class-names option[label='from your code']", "os => os.map(o => o.value)")
    assert offered == ["RoundedButton"], "only the user's classes that inherit from UIButton"
    field = inspector_field(page, "class")
    field.fill("RoundedButton")
    field.press("Enter")
    wait_for_xml(server, doc, lambda t: element(t, "wel-btn-001").get("customClass") == "RoundedButton")
    show_inspector(page, "attributes")
    radius = inspector_field(page, "inspectable-cornerRadius")
    radius.wait_for()
    radius.fill("8")
    radius.press("Enter")
    xml = wait_for_xml(server, doc, lambda t: 'keyPath="cornerRadius"' in t)
    attribute = next(element(xml, "wel-btn-001").iter("userDefinedRuntimeAttribute"))
    assert (attribute.get("type"), attribute.get("keyPath")) == ("number", "cornerRadius")
    assert next(attribute.iter("real")).get("value") == "8"
    screenshot(page, "code-inspectables")
