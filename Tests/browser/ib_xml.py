"""What the canvas must show, read from the XML independently of the browser code."""
import xml.etree.ElementTree as ET

NOT_OBJECTS = {"outlet", "action", "segue", "outletCollection", "scene", "document", "connections"}


def _has_frame(element):
    keys = {"frame", "contentRect"} if element.tag in ("window", "windowTemplate") else {"frame"}
    return any(child.tag == "rect" and child.get("key") in keys for child in element)


def framed_object_ids(xml_bytes):
    """Ids of every object with a frame (a view, a window): each one must be drawn on the canvas."""
    root = ET.fromstring(xml_bytes)
    found = set()

    def walk(element):
        for child in element:
            if child.tag in NOT_OBJECTS:
                continue
            if child.get("id") and _has_frame(child):
                found.add(child.get("id"))
            walk(child)

    tops = root.findall("./scenes/scene/objects") if root.find("scenes") is not None else root.findall("./objects")
    for objects in tops:
        walk(objects)
    return found


def scene_count(xml_bytes):
    """Storyboard scenes, or a xib's top-level objects that are not placeholders."""
    root = ET.fromstring(xml_bytes)
    if root.find("scenes") is not None:
        return len(root.findall("./scenes/scene"))
    return sum(1 for e in root.findall("./objects/*") if e.get("id") and not is_placeholder(e))


def is_placeholder(element):
    """IB placeholders; AppKit xibs write File's Owner, First Responder, Application as customObject -1/-2/-3."""
    if element.tag in ("placeholder", "exit"):
        return True
    return element.tag == "customObject" and element.get("id", "").lstrip("-").isdigit() and element.get("id").startswith("-")
