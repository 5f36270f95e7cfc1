"""Inspectors built from the class catalog: every field edit is an op, checked in the XML the server saved."""
from editor_fixtures import element, frame, open_live_editor, show_inspector, signup_doc, wait_for_xml, wait_synced  # noqa: F401
from editor_page import canvas_object, inspector_field, outline_row


def commit(page, name, value):
    field = inspector_field(page, name)
    field.fill(value)
    field.press("Enter")


def test_attributes_are_typed_and_sectioned_by_class_hierarchy(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    canvas_object(page, "wel-btn-001").click()
    page.wait_for_selector('#inspector [data-section="attributes-UIButton"]')
    assert page.get_attribute('#inspector .inspector-tab[aria-selected="true"]', "data-tab") == "attributes"
    sections = page.eval_on_selector_all("#inspector details[data-section^='attributes-']", "s => s.map(x => x.dataset.section)")
    assert sections[:3] == ["attributes-UIButton", "attributes-UIControl", "attributes-UIView"]
    assert inspector_field(page, "attr-buttonType").evaluate("n => n.tagName") == "SELECT"
    assert inspector_field(page, "attr-hidden").get_attribute("type") == "checkbox"
    assert inspector_field(page, "attr-alpha").get_attribute("type") == "number"
    screenshot(page, "inspector-attributes")


def test_attribute_edits_become_ops(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    outline_row(page, "wel-lbl-001").click()
    page.wait_for_selector('#inspector [data-field="attr-text"]')
    commit(page, "attr-text", "Welcome aboard")
    wait_for_xml(server, doc, lambda t: element(t, "wel-lbl-001").get("text") == "Welcome aboard")
    assert canvas_object(page, "wel-lbl-001").inner_text() == "Welcome aboard"
    inspector_field(page, "attr-textAlignment").select_option("right")
    wait_for_xml(server, doc, lambda t: element(t, "wel-lbl-001").get("textAlignment") == "right")
    inspector_field(page, "attr-hidden").check()
    wait_for_xml(server, doc, lambda t: element(t, "wel-lbl-001").get("hidden") == "YES")
    # A keyed child's attribute: the button's normal-state title.
    outline_row(page, "wel-btn-001").click()
    commit(page, "state-normal-title", "Sign Up")
    wait_for_xml(server, doc, lambda t: 'title="Sign Up"' in t)


def test_identity_class_label_and_ids(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    outline_row(page, "wel-img-001").click()
    show_inspector(page, "identity")
    assert page.locator("#class-names option[value='UIImageView']").count() == 1
    commit(page, "class", "AvatarView")
    xml = wait_for_xml(server, doc, lambda t: element(t, "wel-img-001").get("customClass") == "AvatarView")
    assert element(xml, "wel-img-001").get("customModule") == "Signup"
    commit(page, "label", "Avatar")
    wait_for_xml(server, doc, lambda t: element(t, "wel-img-001").get("userLabel") == "Avatar")
    assert outline_row(page, "wel-img-001").inner_text().startswith("Avatar")
    commit(page, "restoration-id", "avatar")
    wait_for_xml(server, doc, lambda t: element(t, "wel-img-001").get("restorationIdentifier") == "avatar")
    outline_row(page, "lst-ctl-001").click()
    commit(page, "storyboard-id", "PlansScreen")
    wait_for_xml(server, doc, lambda t: element(t, "lst-ctl-001").get("storyboardIdentifier") == "PlansScreen")
    # Clearing the class goes back to the default class (and drops the module).
    outline_row(page, "wel-img-001").click()
    commit(page, "class", "")
    xml = wait_for_xml(server, doc, lambda t: element(t, "wel-img-001").get("customClass") is None)
    assert element(xml, "wel-img-001").get("customModule") is None


def test_user_defined_runtime_attributes(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    outline_row(page, "wel-btn-001").click()
    show_inspector(page, "identity")
    page.locator('#inspector details[data-section="runtime-attributes"] summary').click()
    inspector_field(page, "runtime-add").click()
    commit(page, "runtime-0-keyPath", "layer.cornerRadius")
    wait_for_xml(server, doc, lambda t: 'keyPath="layer.cornerRadius"' in t)
    inspector_field(page, "runtime-0-type").select_option("number")
    commit(page, "runtime-0-value", "8")
    xml = wait_for_xml(server, doc, lambda t: 'value="8"' in t)
    attribute = next(e for e in element(xml, "wel-btn-001").iter("userDefinedRuntimeAttribute"))
    assert attribute.attrib == {"type": "number", "keyPath": "layer.cornerRadius", "value": "8"}


def test_size_inspector_sets_the_frame_and_lists_constraints(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    outline_row(page, "wel-txt-001").click()
    show_inspector(page, "size")
    commit(page, "x", "40")
    commit(page, "width", "300")
    xml = wait_for_xml(server, doc, lambda t: frame(t, "wel-txt-001")["width"] == 300)
    assert frame(xml, "wel-txt-001")["x"] == 40
    assert canvas_object(page, "wel-txt-001").evaluate("n => [n.style.left, n.style.width]") == ["40px", "300px"]
    screenshot(page, "inspector-size")


def test_connections_disconnect_and_refocus(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    doc = signup_doc["id"]
    outline_row(page, "wel-btn-001").click()
    show_inspector(page, "connections")
    assert inspector_field(page, "segue-seg-show-01").input_value() == "show → Plans View Controller"
    assert "Plans" in inspector_field(page, "segue-seg-show-01").get_attribute("title")
    screenshot(page, "inspector-connections")
    inspector_field(page, "segue-seg-show-01-refocus").click()
    assert page.get_attribute("#inspector", "data-object-id") == "lst-ctl-001"
    inspector_field(page, "ref-seg-show-01-disconnect").click()
    wait_for_xml(server, doc, lambda t: element(t, "seg-show-01") is None)
    wait_synced(page)
    assert page.locator("#canvas .segue-badge").count() == 1
