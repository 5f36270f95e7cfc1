#!/usr/bin/env python3
"""Derive Xcode's per-element attribute order and child order from a folder of Xcode documents.

Usage: derive-attribute-order.py FIXTURE_DIR > table.txt

Attribute order: for each element name, every pair of attributes seen together votes for their
relative order; attributes are then ranked by inserting each (most frequent first) where it breaks
the fewest votes. Lines look like `@button: opaque contentMode ...`.

Child order: the same vote over the children of each element name, where a child is named
`name` or `name[key]` (e.g. `rect[frame]`, `connections`). Lines look like `>view: rect[frame] ...`.
Only child kinds seen at least twice under that parent are kept.

Platform lines: where the iOS-family (CocoaTouch, AppleTV, watchKit) and the AppKit (Cocoa) documents order an
element's attributes differently, the per-platform orders follow as `@touch/textField: ...` and
`@cocoa/textField: ...`; `XcodeOrder` prefers them for elements inside a document of that platform.

The output is the data in Sources/IBDocument/XML/XcodeOrderTables.swift. Only `<document>` files
are read; the `key` first / `id` tail rules are applied in code on top of this table.
"""
import os, sys, collections
import xml.etree.ElementTree as ET

def rank(items, before, counts):
    """Insert items, most frequent first, where they break the fewest observed orders;
    then re-insert each item twice more to settle (a small feedback-arc-set heuristic)."""
    def best_position(order, a):
        best, best_cost = len(order), None
        for p in range(len(order) + 1):
            cost = sum(before[(a, b)] for b in order[:p]) + sum(before[(b, a)] for b in order[p:])
            if best_cost is None or cost < best_cost:
                best, best_cost = p, cost
        return best
    order = []
    for a in sorted(items, key=lambda a: (-counts[a], a)):
        order.insert(best_position(order, a), a)
    for _ in range(2):
        for a in sorted(items, key=lambda a: (-counts[a], a)):
            order.remove(a)
            order.insert(best_position(order, a), a)
    return order

def token(el):
    key = el.get('key')
    return f"{el.tag}[{key}]" if key else el.tag

def main(folder):
    attr_before = collections.defaultdict(collections.Counter)
    attr_counts = collections.defaultdict(collections.Counter)
    child_before = collections.defaultdict(collections.Counter)
    child_counts = collections.defaultdict(collections.Counter)
    platform_before = collections.defaultdict(collections.Counter)   # key: (platform, tag)
    platform_counts = collections.defaultdict(collections.Counter)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(('.xib', '.storyboard')):
            continue
        with open(os.path.join(folder, name), 'rb') as f:
            data = f.read()
        if b'<document' not in data[:400]:
            continue
        root = ET.fromstring(data)
        kind = root.get('type', '')
        platform = 'cocoa' if '.Cocoa.' in kind and 'CocoaTouch' not in kind else 'touch'
        for el in root.iter():
            keys = list(el.attrib)
            for k in keys:
                attr_counts[el.tag][k] += 1
                platform_counts[(platform, el.tag)][k] += 1
            for i, a in enumerate(keys):
                for b in keys[i + 1:]:
                    attr_before[el.tag][(a, b)] += 1
                    platform_before[(platform, el.tag)][(a, b)] += 1
            kids = []
            for c in el:
                t = token(c)
                if t not in kids:
                    kids.append(t)
            for k in kids:
                child_counts[el.tag][k] += 1
            for i, a in enumerate(kids):
                for b in kids[i + 1:]:
                    child_before[el.tag][(a, b)] += 1
    for tag in sorted(attr_counts):
        order = rank(attr_counts[tag], attr_before[tag], attr_counts[tag])
        if len(order) > 1:
            print(f"@{tag}: {' '.join(order)}")
    for tag in sorted(attr_counts):
        merged = rank(attr_counts[tag], attr_before[tag], attr_counts[tag])
        orders = {}
        for platform in ('touch', 'cocoa'):
            counts = platform_counts.get((platform, tag))
            if counts:
                orders[platform] = rank(counts, platform_before[(platform, tag)], counts)
        def disagrees(order):
            position = {name: i for i, name in enumerate(merged)}
            return any(position[a] > position[b] for i, a in enumerate(order) for b in order[i + 1:])
        if len(orders) == 2 and any(disagrees(o) for o in orders.values()):
            for platform, order in orders.items():
                if len(order) > 1:
                    print(f"@{platform}/{tag}: {' '.join(order)}")
    for tag in sorted(child_counts):
        kinds = [k for k, n in child_counts[tag].items() if n >= 2]
        order = rank(kinds, child_before[tag], child_counts[tag])
        if len(order) > 1:
            print(f">{tag}: {' '.join(order)}")

if __name__ == '__main__':
    main(sys.argv[1])
