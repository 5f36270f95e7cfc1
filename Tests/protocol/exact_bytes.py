"""A byte-exact copy of a Storyweave document, written from docs/protocol.md alone (§2 addresses,
§3 positions, §4 ops, §10 exact bytes): a lossless XML tree, the edit rules, and the checksum.

It implements what a third-party client needs to follow the document and check `checksum` on its
own copy. The attribute and child order come from `GET /api/protocol/xcode-order.json`."""
import re
import unicodedata

# §10 The tree -------------------------------------------------------------------------------------


class Text:
    def __init__(self, raw):
        self.raw = raw  # as written (escaped form)

    def is_whitespace(self):
        return all(c in " \t\r\n" for c in self.raw)


class Comment:
    def __init__(self, text):
        self.text = text


class CData:
    def __init__(self, text):
        self.text = text


class Attribute:
    def __init__(self, name, raw, quote='"', lead=" ", equals="="):
        self.name, self.raw, self.quote, self.lead, self.equals = name, raw, quote, lead, equals

    @property
    def value(self):
        return unescape(self.raw)


class Element:
    def __init__(self, name):
        self.name = name
        self.attributes = []
        self.children = []
        self.self_closing = True
        self.start_trailing = ""
        self.end_trailing = ""
        self.parent = None

    def attribute(self, name):
        for attribute in self.attributes:
            if attribute.name == name:
                return attribute.value
        return None

    def elements(self):
        return [c for c in self.children if isinstance(c, Element)]

    def items(self):
        """Child nodes other than whitespace-only text."""
        return [i for i, c in enumerate(self.children) if not (isinstance(c, Text) and c.is_whitespace())]

    def set_children(self, nodes):
        self.children = nodes
        for node in nodes:
            if isinstance(node, Element):
                node.parent = self


class Document:
    def __init__(self, bom, declaration, prolog, root, epilog):
        self.bom, self.declaration, self.prolog, self.root, self.epilog = bom, declaration, prolog, root, epilog

    def bytes(self):
        out = []
        if self.bom:
            out.append("\ufeff")
        if self.declaration is not None:
            out.append(self.declaration)
        for node in self.prolog:
            write(node, out)
        write(self.root, out)
        for node in self.epilog:
            write(node, out)
        return "".join(out).encode("utf-8")


def write(node, out):
    if isinstance(node, Text):
        out.append(node.raw)
    elif isinstance(node, Comment):
        out.append(f"<!--{node.text}-->")
    elif isinstance(node, CData):
        out.append(f"<![CDATA[{node.text}]]>")
    else:
        out.append("<" + node.name)
        for a in node.attributes:
            out.append(f"{a.lead}{a.name}{a.equals}{a.quote}{a.raw}{a.quote}")
        out.append(node.start_trailing)
        if not node.children and node.self_closing:
            out.append("/>")
            return
        out.append(">")
        for child in node.children:
            write(child, out)
        out.append(f"</{node.name}{node.end_trailing}>")


NAME = r"[A-Za-z_:\u0080-\U0010ffff][A-Za-z0-9_:.\-\u0080-\U0010ffff]*"
ATTRIBUTE = re.compile(r"(\s+)(" + NAME + r")(\s*=\s*)(\"[^\"]*\"|'[^']*')")


def parse(text):
    """A lossless parser for the XML Storyweave documents are made of (no DTDs, no PIs but the declaration)."""
    pos = 0
    bom = text.startswith("\ufeff")
    if bom:
        pos = 1
    declaration = None
    if text.startswith("<?xml", pos):
        end = text.index("?>", pos) + 2
        declaration, pos = text[pos:end], end
    prolog, epilog, root = [], [], None
    stack = []

    def add(node):
        if stack:
            stack[-1].children.append(node)
            if isinstance(node, Element):
                node.parent = stack[-1]
        elif root is None:
            prolog.append(node)
        else:
            epilog.append(node)

    while pos < len(text):
        if text.startswith("<!--", pos):
            end = text.index("-->", pos)
            add(Comment(text[pos + 4:end]))
            pos = end + 3
        elif text.startswith("<![CDATA[", pos):
            end = text.index("]]>", pos)
            add(CData(text[pos + 9:end]))
            pos = end + 3
        elif text.startswith("</", pos):
            match = re.compile(r"</(" + NAME + r")(\s*)>").match(text, pos)
            element = stack.pop()
            assert match and match.group(1) == element.name, f"mismatched end tag at {pos}"
            element.self_closing = False
            element.end_trailing = match.group(2)
            pos = match.end()
        elif text.startswith("<", pos):
            match = re.compile(NAME).match(text, pos + 1)
            element = Element(match.group(0))
            pos = match.end()
            while True:
                attribute = ATTRIBUTE.match(text, pos)
                if not attribute:
                    break
                lead, name, equals, quoted = attribute.groups()
                element.attributes.append(Attribute(name, quoted[1:-1], quoted[0], lead, equals))
                pos = attribute.end()
            trailing = re.compile(r"\s*").match(text, pos)
            element.start_trailing = trailing.group(0)
            pos = trailing.end()
            if root is None and not stack:
                root = element
            else:
                add(element)
            if text.startswith("/>", pos):
                element.self_closing = True
                pos += 2
            else:
                assert text[pos] == ">", f"bad start tag at {pos}"
                element.self_closing = False
                pos += 1
                stack.append(element)
        else:
            end = text.find("<", pos)
            end = len(text) if end < 0 else end
            add(Text(text[pos:end]))
            pos = end
    return Document(bom, declaration, prolog, root, epilog)


# §10 Values and escaping --------------------------------------------------------------------------

ENTITIES = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}


def unescape(raw):
    def decode(match):
        body = match.group(1)
        if body in ENTITIES:
            return ENTITIES[body]
        if body.startswith("#x"):
            return chr(int(body[2:], 16))
        if body.startswith("#"):
            return chr(int(body[1:]))
        return match.group(0)
    return re.sub(r"&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z]+);", decode, raw)


def same(a, b):
    """Values compare as Unicode canonical equivalents."""
    if a is None or b is None:
        return a is b
    return unicodedata.normalize("NFC", a) == unicodedata.normalize("NFC", b)


def escape_attribute(value):
    table = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}
    return "".join(table.get(c, c) for c in value)


def escape_text(value):
    table = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}
    return "".join(table.get(c, c) for c in value)


def fnv1a64(data):
    h = 0xCBF29CE484222325
    for byte in data:
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


# §10 Indentation ----------------------------------------------------------------------------------


def indent_after(node):
    """Spaces/tabs after the last line feed of a whitespace-only text node (a LF right after CR does not count)."""
    if not isinstance(node, Text) or not node.is_whitespace():
        return None
    raw = node.raw
    for i in range(len(raw) - 1, -1, -1):
        if raw[i] == "\n" and not (i > 0 and raw[i - 1] == "\r"):
            rest = raw[i + 1:]
            return rest if all(c in " \t" for c in rest) else None
    return None


def indentation(element):
    parent = element.parent
    if parent is None:
        return ""
    position = parent.children.index(element)
    if position > 0:
        found = indent_after(parent.children[position - 1])
        if found is not None:
            return found
    return child_indentation(parent)


def child_indentation(element):
    for position, node in enumerate(element.children):
        if isinstance(node, Text) and node.is_whitespace():
            continue
        if position > 0:
            found = indent_after(element.children[position - 1])
            if found is not None:
                return found
        break
    return indentation(element) + "    "


# §2 Addresses -------------------------------------------------------------------------------------

NOT_OBJECTS = {"device", "adaptation", "deployment", "development", "plugIn", "capability"}


def is_object(element):
    return element.attribute("id") is not None and element.name not in NOT_OBJECTS and not inside_dependencies(element)


def inside_dependencies(element):
    node = element
    while node is not None:
        if node.name == "dependencies":
            return True
        node = node.parent
    return False


def is_scene(element):
    return element.name == "scene" and element.attribute("sceneID") is not None


def walk(element):
    yield element
    for child in element.elements():
        yield from walk(child)


class Copy:
    """A client's copy of one document, edited by replaying applied ops."""

    def __init__(self, text, order):
        self.document = parse(text)
        self.order = order

    def bytes(self):
        return self.document.bytes()

    def checksum(self):
        return fnv1a64(self.bytes())

    # Addresses

    def resolve(self, address):
        if address.get("root"):
            return self.document.root
        if "id" in address:
            return next((e for e in walk(self.document.root) if is_object(e) and same(e.attribute("id"), address["id"])), None)
        if "sceneID" in address:
            return next((e for e in walk(self.document.root) if is_scene(e) and same(e.attribute("sceneID"), address["sceneID"])), None)
        parent = self.resolve(address["in"])
        return None if parent is None else keyed_child(parent, address["name"], address.get("key"))

    # Ops (§4): the applied form is replayed as is

    def apply(self, op):
        getattr(self, op["op"])(op)

    def setAttribute(self, op):
        element = self.resolve(op["target"])
        name, value = op["name"], op["value"]
        for attribute in element.attributes:
            if attribute.name == name:
                if not same(attribute.value, value):
                    attribute.raw, attribute.quote = escape_attribute(value), '"'
                return
        element.attributes.insert(self.attribute_index(name, element), Attribute(name, escape_attribute(value)))

    def removeAttribute(self, op):
        element = self.resolve(op["target"])
        element.attributes = [a for a in element.attributes if a.name != op["name"]]

    def setText(self, op):
        element = self.resolve(op["target"])
        current = "".join(unescape(c.raw) if isinstance(c, Text) else c.text for c in element.children if isinstance(c, (Text, CData)))
        if same(current, op["text"]):
            return
        element.set_children([Text(escape_text(op["text"]))] if op["text"] else [])
        element.self_closing = not op["text"]

    def insertSubtree(self, op):
        fragment = parse(op["xml"])
        comments = [n.text for n in fragment.prolog if isinstance(n, Comment)]
        existing = self.resolve(op["parent"])
        index = self.element_index(op["position"], existing if existing is not None else Element(""), None)
        self.attach(fragment.root, comments, self.materialize(op["parent"]), index)

    def removeSubtree(self, op):
        element = self.resolve(op["target"])
        parent = element.parent
        detach(element)
        remove_if_empty_transient(parent, self.order)

    def move(self, op):
        element = self.resolve(op["target"])
        old_parent = element.parent
        existing = self.resolve(op["newParent"])
        index = self.element_index(op["position"], existing if existing is not None else Element(""), element)
        comments = detach(element)
        self.attach(element, comments, self.materialize(op["newParent"]), index)
        remove_if_empty_transient(old_parent, self.order)

    # §10 Structure edits

    def element_index(self, position, parent, moving):
        siblings = [e for e in parent.elements() if e is not moving]
        if position.get("xcodeOrder"):
            return None
        if position.get("atStart"):
            return 0
        if position.get("atEnd"):
            return len(siblings)
        if "index" in position:
            return min(max(0, position["index"]), len(siblings))
        sibling = self.resolve(position["after"])
        return next(i for i, e in enumerate(siblings) if e is sibling) + 1

    def materialize(self, address):
        """The parent an insert or move goes into, creating missing keyed children/containers."""
        found = self.resolve(address)
        if found is not None:
            return found
        parent = self.materialize(address["in"])
        element = Element(address["name"])
        if address.get("key") is not None:
            element.attributes.append(Attribute("key", escape_attribute(address["key"])))
        index = self.child_index(kind(element), parent)
        items = parent.items()
        element_items = [k for k, i in enumerate(items) if isinstance(parent.children[i], Element)]
        item = element_items[index] if index < len(element_items) else (element_items[-1] + 1 if element_items else 0)
        insert_item(parent, element, item)
        return element

    def attach(self, element, comments, parent, index):
        if index is None:
            index = self.child_index(kind(element), parent)
        elements = parent.elements()
        non_ws = [i for i, c in enumerate(parent.children) if not (isinstance(c, Text) and c.is_whitespace())]
        item = len(non_ws)
        if index < len(elements):
            position = parent.children.index(elements[index])
            scan = position - 1
            while scan >= 0:
                node = parent.children[scan]
                if isinstance(node, Text) and node.is_whitespace():
                    scan -= 1
                    continue
                if not isinstance(node, Comment):
                    break
                position = scan
                scan -= 1
            item = len([i for i in non_ws if i < position])
        written_open = [e for e in walk(element) if not e.children and not e.self_closing]
        insert_item(parent, element, item)
        for e in written_open:
            if not e.children:
                e.self_closing = False
        for offset, comment in enumerate(comments):
            insert_item(parent, Comment(comment), item + offset)

    def child_index(self, child_kind, parent):
        order = self.order
        existing = [kind(e) for e in parent.elements()]
        end = len(existing) - 1 if existing and existing[-1] == "point[canvasLocation]" else len(existing)
        tools = tools_version(self.document.root)
        if child_kind == "connections":
            return end
        if child_kind == "constraints":
            last = None
            for i, k in enumerate(existing):
                if precedes_constraints(k, parent.name, tools, order):
                    last = i
            return 0 if last is None else last + 1
        ranks = order["childOrder"].get(parent.name)
        if ranks and child_kind in ranks:
            rank = ranks.index(child_kind)
            lower = [i for i, k in enumerate(existing) if k in ranks and ranks.index(k) < rank]
            if lower:
                return min(lower[-1] + 1, end)
            higher = [i for i, k in enumerate(existing) if k in ranks and ranks.index(k) > rank]
            if higher:
                return higher[0]
        return end

    # §10 Attribute order

    def attribute_index(self, name, element):
        order = self.order
        attributes = [a.name for a in element.attributes]
        if name == "key":
            return 0
        uses_tail = element.name not in order["idTailExempt"]
        tail = order["idTail"]
        if uses_tail and name in tail:
            rank = tail.index(name)
            later = [i for i, a in enumerate(attributes) if a in tail and tail.index(a) > rank]
            return later[0] if later else len(attributes)
        tail_start = next((i for i, a in enumerate(attributes) if uses_tail and a in tail), len(attributes))
        if uses_tail:
            upper = attributes.index("id") if "id" in attributes else tail_start
        else:
            upper = len(attributes)
        lower = 1 if attributes[:1] == ["key"] else 0
        if lower >= upper:
            return upper
        platform = platform_of(self.document.root)
        if name in order["layoutMarks"]["names"] and platform == "touch":
            # `after` is contentMode then the marks: the anchors are those listed before this mark.
            after = order["layoutMarks"]["after"][:order["layoutMarks"]["names"].index(name) + 1]
            marks = [i for i in range(lower, upper) if attributes[i] in after]
            if marks:
                return marks[-1] + 1
        ranks = order["attributeOrder"].get(f"{platform}/{element.name}") or order["attributeOrder"].get(element.name)
        if not ranks or name not in ranks:
            return upper
        rank = ranks.index(name)
        position, saw_lower = lower, False
        for i in range(lower, upper):
            if attributes[i] not in ranks:
                continue
            if ranks.index(attributes[i]) < rank:
                position, saw_lower = i + 1, True
            elif not saw_lower:
                return i
        return position if saw_lower else upper


def keyed_child(parent, name, key):
    for child in parent.elements():
        if child.name == name and not is_object(child) and not is_scene(child) and same(child.attribute("key"), key):
            return child
    return None


def kind(element):
    key = element.attribute("key")
    return f"{element.name}[{key}]" if key is not None else element.name


def tools_version(root):
    value = root.attribute("toolsVersion") or ""
    digits = re.match(r"[0-9]*", value).group(0)
    return int(digits) if digits else float("inf")


def platform_of(root):
    kind_ = root.attribute("type") or ""
    if not kind_.startswith("com.apple.InterfaceBuilder3."):
        return None
    return "cocoa" if ".Cocoa." in kind_ and "CocoaTouch" not in kind_ else "touch"


def precedes_constraints(child_kind, parent_name, tools, order):
    if child_kind == "viewLayoutGuide[safeArea]":
        return tools >= order["safeAreaPrecedesConstraintsFrom"]
    if child_kind in ("buttonCell[cell]", "popUpButtonCell[cell]"):
        return tools >= order["buttonCellsPrecedeConstraintsFrom"]
    if child_kind not in order["precedesConstraints"]:
        return False
    ranks = order["childOrder"].get(parent_name)
    if ranks and child_kind in ranks and "constraints" in ranks:
        return ranks.index(child_kind) < ranks.index("constraints")
    return True


def lay_out(element, indent):
    """§10: an element whose items are only elements and comments gets one item per line, 4 spaces deeper."""
    if not element.children:
        element.self_closing = True
        return
    items = [c for c in element.children if not (isinstance(c, Text) and c.is_whitespace())]
    if not items or any(not isinstance(c, (Element, Comment)) for c in items):
        return
    deeper = indent + "    "
    laid = []
    for node in items:
        laid += [Text("\n" + deeper), node]
        if isinstance(node, Element):
            lay_out(node, deeper)
    laid.append(Text("\n" + indent))
    element.set_children(laid)


def insert_item(parent, node, item):
    child_indent = child_indentation(parent)
    if isinstance(node, Element):
        lay_out(node, child_indent)
        node.parent = parent
    items = parent.items()
    if not items:
        parent.set_children([Text("\n" + child_indent), node, Text("\n" + indentation(parent))])
    elif item < len(items):
        at = items[item]
        parent.set_children(parent.children[:at] + [node, Text("\n" + child_indent)] + parent.children[at:])
    else:
        at = items[-1] + 1
        parent.set_children(parent.children[:at] + [Text("\n" + child_indent), node] + parent.children[at:])


def detach(element):
    """§10 removeSubtree: the element, the comments right above it and one whitespace node; returns the comments."""
    parent = element.parent
    children = parent.children
    position = children.index(element)
    start, comments = position, []
    scan = position - 1
    while scan >= 0:
        node = children[scan]
        if isinstance(node, Text) and node.is_whitespace():
            scan -= 1
            continue
        if not isinstance(node, Comment):
            break
        comments.insert(0, node.text)
        start = scan
        scan -= 1
    lower, upper = start, position
    if lower > 0 and isinstance(children[lower - 1], Text) and children[lower - 1].is_whitespace():
        lower -= 1
    elif upper + 1 < len(children) and isinstance(children[upper + 1], Text) and children[upper + 1].is_whitespace():
        upper += 1
    remaining = children[:lower] + children[upper + 1:]
    element.parent = None
    if all(isinstance(n, Text) and n.is_whitespace() for n in remaining):
        parent.set_children([])
        parent.self_closing = True
    else:
        parent.set_children(remaining)
    return comments


def remove_if_empty_transient(element, order):
    if (element.name in order["transientContainers"] and not element.attributes and not element.elements()
            and element.parent is not None):
        parent = element.parent
        children = parent.children
        position = children.index(element)
        if position > 0 and isinstance(children[position - 1], Text) and children[position - 1].is_whitespace():
            del children[position - 1:position + 1]
        elif position + 1 < len(children) and isinstance(children[position + 1], Text) and children[position + 1].is_whitespace():
            del children[position:position + 2]
        else:
            del children[position]
        element.parent = None
        if not parent.items():
            parent.set_children([])
            parent.self_closing = True
