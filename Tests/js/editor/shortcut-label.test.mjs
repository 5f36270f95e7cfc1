// Menus and tooltips write a shortcut as the person's platform does: macOS's glyphs only on a Mac (issue #22: ⌘ was
// shown in menus on Linux and Windows, whose keyboards take Ctrl for it).
import { test } from "node:test";
import assert from "node:assert/strict";
import { isMacPlatform, platformShortcutTitles, shortcutLabel } from "../../../Public/js/util/shortcut-label.js";

test("on a Mac the glyphs stay", () => {
  for (const shortcut of ["⌘X", "⌥⌘=", "⌫", "⇧Return"]) assert.equal(shortcutLabel(shortcut, true), shortcut);
});

test("elsewhere the modifiers are named, Ctrl for ⌘, in Ctrl, Alt, Shift order", () => {
  assert.equal(shortcutLabel("⌘X", false), "Ctrl+X");
  assert.equal(shortcutLabel("⌘=", false), "Ctrl+=");
  assert.equal(shortcutLabel("⌥⌘=", false), "Ctrl+Alt+=");
  assert.equal(shortcutLabel("⇧⌘Z", false), "Ctrl+Shift+Z");
  assert.equal(shortcutLabel("⇧Return", false), "Shift+Return");
  assert.equal(shortcutLabel("⌫", false), "Backspace");
  assert.equal(shortcutLabel("⌃⌘X", false), "Ctrl+X", "⌃ and ⌘ are both Ctrl here: named once");
});

test("the platform is read from the browser's navigator", () => {
  assert.equal(isMacPlatform({ platform: "MacIntel" }), true);
  assert.equal(isMacPlatform({ userAgentData: { platform: "macOS" }, platform: "" }), true);
  assert.equal(isMacPlatform({ platform: "iPad" }), true);
  assert.equal(isMacPlatform({ platform: "Linux x86_64" }), false);
  assert.equal(isMacPlatform({ userAgentData: { platform: "Windows" }, platform: "Win32" }), false);
  assert.equal(isMacPlatform(undefined), false);
});

test("no menu or tooltip writes a ⌘ of its own", async () => {
  const { readFileSync } = await import("node:fs");
  for (const path of ["editing/context-menu.js", "constraints/layout-toolbar.js", "strings/tool.js"]) {
    const source = readFileSync(new URL(`../../../Public/js/${path}`, import.meta.url), "utf8");
    const code = source.split("\n").filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line)).join("\n");
    for (const [, label] of code.matchAll(/"([^"]*[⌘⌥⇧⌫][^"]*)"/g)) {
      assert.ok(code.includes(`shortcutLabel("${label}")`), `${path}: "${label}" is shown as written on every platform`);
    }
  }
});

test("the page's tooltips are rewritten off a Mac, and left alone on one", () => {
  const element = (title) => ({ title, getAttribute() { return this.title; }, setAttribute(_, value) { this.title = value; } });
  const page = () => [element("Undo (⌘Z)"), element("Redo (⇧⌘Z)"), element("Zoom Out (⌘−)"), element("Connection: live (2)")];
  const root = (elements) => ({ querySelectorAll: (selector) => (assert.equal(selector, "[title]"), elements) });
  const linux = page();
  platformShortcutTitles(root(linux), false);
  assert.deepEqual(linux.map((e) => e.title), ["Undo (Ctrl+Z)", "Redo (Ctrl+Shift+Z)", "Zoom Out (Ctrl+−)", "Connection: live (2)"]);
  const mac = page();
  platformShortcutTitles(root(mac), true);
  assert.deepEqual(mac.map((e) => e.title), page().map((e) => e.title));
});
