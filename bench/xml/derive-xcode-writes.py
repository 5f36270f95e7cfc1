#!/usr/bin/env python3
"""Derive a description of what Xcode writes from folders of Xcode documents.

Usage: derive-xcode-writes.py FOLDER... > Sources/IBDocument/XcodeWrites/XcodeWritesTable.swift
(bench/xml/derive-xcode-writes.sh runs it over ../shared/fixtures/corpus, ../shared/fixtures/ib and the source
documents of ../shared/fixtures/nib.)

For every element name it records, from the `<document>` files found (recursively; identical files once; legacy
`<archive>` files skipped):

- the attributes it carries, ranked (pairwise order votes, as derive-attribute-order.py ranks them), and for every
  pair of them whether Xcode writes them in a fixed order: `<` (always in rank order, seen together at least once),
  `>` (always against it), `.` (seen both ways, or never together);
- its child kinds (`name`, or `name[key]` for a child with `key=`), ranked the same way, with the ones seen more than
  once in one parent marked `*`, and their pairwise order (`<`/`>` only for pairs seen together in at least
  CHILD_ORDER_SUPPORT parents and never the other way, LIST_ORDER_SUPPORT when either kind repeats: subviews, objects
  and other lists keep authoring order, so a rare pair seen a few times in one order says nothing (six macOS xibs
  have their File's Owner `<customObject>` before a `<collectionViewItem>`, and an Object added later goes after
  it), while `<connections>` groups its actions before its outlets thousands of times);
- the values of enumerated attributes: an attribute seen at least ENUM_SUPPORT times whose values are identifier-like
  words, at most ENUM_MAX_VALUES of them and at most one per ten occurrences (`contentMode`, `opaque="NO"`, `style`;
  not `customClass`);
- whether it holds text.

Facts are kept per section. An element that is an object or inside one (it or an ancestor has an `id`) is described
per platform (`platform iOS`, `tvOS`, `macOS`, `watchOS`, from `targetRuntime`): a label in a storyboard is a label in
a xib. The elements of the file format itself (the root, `<scenes>`, `<scene>`, a scene's or a xib's `<objects>`,
`<resources>`, `<dependencies>`...) are described per document type (`document com.apple...Storyboard.XIB`), so a
xib's top level and a storyboard scene's objects are told apart. IBDocument's `XcodeWritesChecker` reads the output
and says where a document departs from it.

Output lines (inside a Swift raw string), after `%platform NAME` / `%document TYPE` section lines:
  `E @ a b c`        attributes of element E in rank order (the line is there for every element, with or without)
  `E @< <<.>`        pairwise order of those attributes, upper triangle row by row (i < j)
  `E > k1 k2* k3`    child kinds in rank order (`*`: repeated in one parent)
  `E >< <..`         pairwise order of those kinds
  `E = attr v1 v2`   the values Xcode writes for an enumerated attribute
  `E $`              E holds text
"""
import hashlib, os, sys, collections, re
import xml.etree.ElementTree as ET

CHILD_ORDER_SUPPORT = 6
LIST_ORDER_SUPPORT = 20
ENUM_SUPPORT = 30
ENUM_MAX_VALUES = 20
WORD = re.compile(r'^[A-Za-z][A-Za-z0-9]*$')

def _attribute_order_module():
    """derive-attribute-order.py, beside this script (its name has hyphens, so it is loaded by path)."""
    import importlib.util
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'derive-attribute-order.py')
    spec = importlib.util.spec_from_file_location('derive_attribute_order', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

# The same ranking as Xcode's attribute order table (most frequent first where it breaks the fewest votes).
rank = _attribute_order_module().rank

def kind(el):
    key = el.get('key')
    return f"{el.tag}[{key}]" if key is not None else el.tag

def platform_of(root):
    runtime = root.get('targetRuntime') or ''
    if runtime.startswith('iOS.CocoaTouch'): return 'iOS'
    if runtime.startswith('AppleTV'): return 'tvOS'
    if runtime.startswith('MacOSX'): return 'macOS'
    if runtime.startswith('watchKit'): return 'watchOS'
    return 'unknown:' + runtime

class Entry:
    def __init__(self):
        self.count = 0
        self.attr_counts = collections.Counter()
        self.attr_before = collections.Counter()
        self.child_counts = collections.Counter()
        self.child_before = collections.Counter()    # parents in which a child kind came before another
        self.repeated = set()
        self.values = collections.defaultdict(collections.Counter)
        self.text = False

def documents(folders):
    seen = set()
    for folder in folders:
        for path, dirs, files in os.walk(folder):
            dirs.sort()
            if os.path.basename(path) == 'compiled' or '.storyboardc' in path:
                dirs[:] = []
                continue
            for name in sorted(files):
                if not name.endswith(('.xib', '.storyboard')): continue
                with open(os.path.join(path, name), 'rb') as f:
                    data = f.read()
                digest = hashlib.sha256(data).digest()
                if digest in seen or b'<document' not in data[:1000]: continue
                seen.add(digest)
                yield os.path.join(path, name), data

# The file format's elements that hold a nib's top-level objects: a xib's and a storyboard scene's <objects>.
TOP_LEVEL = 'objects'

def share_top_level_kinds(entries, platforms):
    """A storyboard scene and a xib are both a nib (a storyboard compiles each scene to one), so an object Xcode writes
    at the top level of one it writes at the top level of the other on the same platform: the corpus has a
    <customObject> in iOS scenes, none at an iOS xib's top level, although Xcode's library Object lands there. Each
    document type's <objects> gets the kinds of its platform's other document types (repeated where repeated there),
    with no order votes: their order against the type's own kinds stays unfixed. A hypothesis from the file format
    (it is the same element in both), not a rule Apple states; it also lets a storyboard's own <exit> and
    <viewControllerPlaceholder> pass at a xib's top level, which the checker then does not catch."""
    by_platform = collections.defaultdict(list)
    for section, platform in platforms.items():
        if (section, TOP_LEVEL) in entries: by_platform[platform].append(entries[(section, TOP_LEVEL)])
    for group in by_platform.values():
        kinds = {k for entry in group for k in entry.child_counts}
        repeated = {k for entry in group for k in entry.repeated}
        for entry in group:
            for k in kinds - set(entry.child_counts):
                entry.child_counts[k] = 0
                if k in repeated: entry.repeated.add(k)

def main(folders):
    entries = collections.defaultdict(Entry)    # (section, element name)
    platforms = {}    # document section -> the platform of its documents
    used = 0
    for path, data in documents(folders):
        try:
            root = ET.fromstring(data)
        except ET.ParseError as error:
            print(f"skipped {path}: {error}", file=sys.stderr)
            continue
        if root.tag != 'document': continue
        used += 1
        platform = 'platform ' + platform_of(root)
        document = 'document ' + (root.get('type') or '?')
        platforms[document] = platform
        stack = [(root, False)]
        while stack:
            el, in_object = stack.pop()
            inside = in_object or el.get('id') is not None
            entry = entries[(platform if inside else document, el.tag)]
            entry.count += 1
            names = list(el.attrib)
            for i, a in enumerate(names):
                entry.attr_counts[a] += 1
                for b in names[i + 1:]:
                    entry.attr_before[(a, b)] += 1
                value = el.attrib[a]
                entry.values[a][value if WORD.match(value) else None] += 1
            if el.text and el.text.strip(): entry.text = True
            children = list(el)
            for child in children:
                if child.tail and child.tail.strip(): entry.text = True
            kinds = [kind(c) for c in children]
            firsts, lasts = {}, {}
            for index, k in enumerate(kinds):
                firsts.setdefault(k, index)
                lasts[k] = index
            for k in firsts:
                entry.child_counts[k] += 1
                if kinds.count(k) > 1: entry.repeated.add(k)
            for a in firsts:
                for b in firsts:
                    if a != b and firsts[a] < lasts[b]:    # some a comes before some b in this parent
                        entry.child_before[(a, b)] += 1
            for child in reversed(children):
                stack.append((child, inside))
    share_top_level_kinds(entries, platforms)
    out = []
    out.append(f"# derived by bench/xml/derive-xcode-writes.py from {used} documents")
    sections = sorted({section for section, _ in entries}, key=lambda s: (not s.startswith('platform'), s))
    for section in sections:
        out.append('%' + section)
        for (sec, name), entry in sorted(entries.items()):
            if sec != section: continue
            attrs = rank(list(entry.attr_counts), entry.attr_before, entry.attr_counts)
            out.append(f"{name} @ {' '.join(attrs)}".rstrip())    # every element has this line, attributes or not
            if len(attrs) > 1:
                out.append(f"{name} @< {matrix(attrs, entry.attr_before, lambda a, b: 1)}")
            kinds = rank(list(entry.child_counts), entry.child_before, entry.child_counts)
            if kinds:
                for k in kinds:
                    if ' ' in k: raise SystemExit(f"a key with a space: {k}")
                out.append(f"{name} > {' '.join(k + ('*' if k in entry.repeated else '') for k in kinds)}")
                support = lambda a, b: LIST_ORDER_SUPPORT if a in entry.repeated or b in entry.repeated else CHILD_ORDER_SUPPORT
                if len(kinds) > 1:
                    out.append(f"{name} >< {matrix(kinds, entry.child_before, support)}")
            for attribute in attrs:
                values = entry.values[attribute]
                total = sum(values.values())
                if None in values or total < ENUM_SUPPORT or len(values) > min(ENUM_MAX_VALUES, total / 10) \
                        or attribute in ('id', 'key'):
                    continue
                out.append(f"{name} = {attribute} {' '.join(sorted(values))}")
            if entry.text:
                out.append(f"{name} $")
    print("/// What Xcode writes, per platform and document type: generated by bench/xml/derive-xcode-writes.sh (do not")
    print("/// edit; the format is described in bench/xml/derive-xcode-writes.py and read by `XcodeWritesDescription`).")
    print("enum XcodeWritesTable {")
    print('    static let text = #"""')
    print('\n'.join(out))
    print('"""#')
    print("}")
    print(f"{used} documents, {len(entries)} entries", file=sys.stderr)

def matrix(items, before, support):
    cells = []
    for i, a in enumerate(items):
        for b in items[i + 1:]:
            forward, backward = before[(a, b)], before[(b, a)]
            if forward and not backward and forward >= support(a, b): cells.append('<')
            elif backward and not forward and backward >= support(a, b): cells.append('>')
            else: cells.append('.')
    return ''.join(cells) or '-'

if __name__ == '__main__':
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    main(sys.argv[1:])
