#!/usr/bin/env python3
"""Derive the id-valued attributes of Xcode documents: every attribute whose value names another element's id.

Usage:
  derive-reference-attributes.py [FIXTURE_DIR ...]           print the table (default: ../shared/fixtures/corpus)
  derive-reference-attributes.py --check TABLE_FILE [DIR ...]  exit 1 unless TABLE_FILE holds exactly this table

The table is the data in Sources/IBSync/ReferenceAttributeTable.swift (and, generated from it,
Public/js/sync/engine/reference-attribute-table.js). It drives `ReferenceCascade`: what a removal must
take along so that nothing is left pointing at an id no element has.

Rule, per (element name, attribute name) pair, counted over every `<document>` file given:
  * an occurrence *resolves* when its value is the `id` of some element of the same document;
  * the pair is id-valued when at least 99% of its occurrences resolve (real documents hold the odd dangling
    reference) and at least 3 distinct values resolve. The second clause drops attributes that only look like
    references because old numeric-id documents have ids such as "-1" or "1" (`numberFormatter formatWidth="-1"`
    resolves to File's Owner in every document that has it, with one distinct value).

Each pair gets the action a removal of the element it names takes:
  * `attribute` when the named element always lies inside the referring one: the referrer is a whole and the
    target one of its parts (`outlineView outlineTableColumn`, `tableViewCell textLabel`,
    `popUpButtonCell selectedItem`, `document initialViewController`), so removing the part leaves the whole.
  * `element` otherwise, when the referring element means nothing without its other end:
      - connections (elements seen as children of `<connections>`: outlets, actions, segues, bindings...) and
        `constraint` (a relation between its two items), or
      - the attribute is on every occurrence of its element (`gridCell row`, `designable name`), or
      - the attribute is the only one its element ever carries beside it (`<exclude reference>`,
        `<segue reference>` in tie-breakers, `<toolbarItem reference>` in the default items).
  * `attribute`: otherwise only the attribute is removed (`document initialViewController`,
    `popUpButtonCell selectedItem`, `tableView headerView`).

Containers: `~name` lines list the id-less, attribute-less containers of such reference elements that Xcode
writes with no children (seen empty in the corpus, e.g. `<defaultToolbarItems/>`); the cascade removes any
other container a removal leaves empty (a `<mask>`, then its `<variation>`; `<inferredMetricsTieBreakers>`).
"""
import collections
import os
import sys
import xml.etree.ElementTree as ET


def documents(folders):
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            if not name.endswith((".storyboard", ".xib")):
                continue
            try:
                root = ET.parse(os.path.join(folder, name)).getroot()
            except ET.ParseError:
                continue
            if root.tag == "document":
                yield root


def derive(folders):
    occurrences = collections.Counter()      # (element, attribute) -> count
    resolved = collections.Counter()
    resolved_values = collections.defaultdict(set)
    owns_target = collections.Counter()       # (element, attribute) -> occurrences whose target lies inside
    element_count = collections.Counter()
    attribute_count = collections.Counter()   # (element, attribute) -> count (same as occurrences)
    other_attributes = collections.defaultdict(set)  # (element, attribute) -> other attribute names beside it
    connection_elements = set()
    parent_of = {}
    roots = list(documents(folders))
    for root in roots:
        ids = {e.attrib["id"] for e in root.iter() if "id" in e.attrib}
        by_id = {}
        for e in root.iter():
            if "id" in e.attrib:
                by_id.setdefault(e.attrib["id"], e)
        for parent in root.iter():
            for child in parent:
                parent_of[child] = parent
                if parent.tag == "connections":
                    connection_elements.add(child.tag)
        for element in root.iter():
            element_count[element.tag] += 1
            for name, value in element.attrib.items():
                if name == "id":
                    continue
                pair = (element.tag, name)
                occurrences[pair] += 1
                attribute_count[pair] += 1
                other_attributes[pair].update(n for n in element.attrib if n != name)
                if value in ids:
                    resolved[pair] += 1
                    resolved_values[pair].add(value)
                    target = parent_of.get(by_id[value])
                    while target is not None and target is not element:
                        target = parent_of.get(target)
                    if target is element:
                        owns_target[pair] += 1
    pairs = sorted(p for p in occurrences
                   if resolved[p] >= 0.99 * occurrences[p] and len(resolved_values[p]) >= 3)

    def action(pair):
        element, name = pair
        if owns_target[pair] == resolved[pair]:
            return "attribute"
        if element in connection_elements or element == "constraint":
            return "element"
        if attribute_count[pair] == element_count[element] or not other_attributes[pair]:
            return "element"
        return "attribute"

    actions = {p: action(p) for p in pairs}
    # Containers of whole-removed, id-less reference elements, and whether Xcode writes them empty.
    containers = set()
    for root in roots:
        for element in root.iter():
            if any(actions.get((element.tag, n)) == "element" for n in element.attrib) and "id" not in element.attrib:
                parent = parent_of.get(element)
                while parent is not None and "id" not in parent.attrib and parent is not root:
                    containers.add(parent.tag)
                    parent = parent_of.get(parent)
    written_empty = set()
    for root in roots:
        for element in root.iter():
            if element.tag in containers and len(element) == 0 and set(element.attrib) <= {"key"}:
                written_empty.add(element.tag)
    lines = [f"{e} {a} {actions[(e, a)]}" for e, a in pairs]
    lines += [f"~{name}" for name in sorted(written_empty)]
    return lines, len(roots), {p: (resolved[p], occurrences[p]) for p in pairs}


def main(argv):
    check = None
    if argv[:1] == ["--check"]:
        check, argv = argv[1], argv[2:]
    folders = argv or [os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "fixtures", "corpus")]
    lines, count, evidence = derive(folders)
    if check:
        text = open(check, encoding="utf-8").read()
        start, end = text.index('#"""\n') + 5, text.index('\n"""#')
        committed = text[start:end].splitlines()
        if committed != lines:
            print("the committed table differs from the derivation:", file=sys.stderr)
            for line in sorted(set(committed) ^ set(lines)):
                print(("+ " if line in lines else "- ") + line, file=sys.stderr)
            return 1
        print(f"{check}: matches the derivation over {count} documents")
        return 0
    print(f"# {count} documents; element attribute action (resolved/occurrences)", file=sys.stderr)
    for line in lines:
        pair = tuple(line.split()[:2])
        print(line + (f"    # {evidence[pair][0]}/{evidence[pair][1]}" if pair in evidence else ""), file=sys.stderr)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
