// The key equivalents a macOS menu shows beside its items (canvas/views/menu-bar.js), read as NSMenuItem reads them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { keyEquivalentLabel } from "../../../Public/js/canvas/views/menu-bar.js";

/** A `<menuItem>` as the parsed document gives it: attributes, and a `<modifierMask>` child when given. */
function item(keyEquivalent, mask) {
  const attributes = { keyEquivalent };
  const children = mask === undefined ? [] : [{ tagName: "modifierMask", getAttribute: (name) => ({ key: "keyEquivalentModifierMask", ...mask })[name] ?? null }];
  return { getAttribute: (name) => attributes[name] ?? null, children };
}

test("no modifier mask means ⌘ (NSMenuItem's default); an empty one means none", () => {
  assert.equal(keyEquivalentLabel(item("n")), "⌘N");
  assert.equal(keyEquivalentLabel(item("n", {})), "N");
  assert.equal(keyEquivalentLabel(item("")), "");
});

test("modifiers in AppKit's order, ⌃⌥⇧⌘; an upper-case key implies ⇧", () => {
  assert.equal(keyEquivalentLabel(item("f", { option: "YES", command: "YES" })), "⌥⌘F");
  assert.equal(keyEquivalentLabel(item("t", { control: "YES", shift: "YES", command: "YES", option: "YES" })), "⌃⌥⇧⌘T");
  assert.equal(keyEquivalentLabel(item("S")), "⇧⌘S");
  assert.equal(keyEquivalentLabel(item(",")), "⌘,");
});

test("function keys and control characters show their glyphs", () => {
  assert.equal(keyEquivalentLabel(item("\uf702", { option: "YES", command: "YES" })), "⌥⌘←");
  assert.equal(keyEquivalentLabel(item("\uf703")), "⌘→");
  assert.equal(keyEquivalentLabel(item("\b", { command: "YES" })), "⌘⌫");
  assert.equal(keyEquivalentLabel(item("\u001b", {})), "⎋");
});
