// The Strings tool's catalogue: every localizable string with its Xcode key, the ops to change it, the export.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { localizableStrings, stringsFile } from "../../../Public/js/strings/catalog.js";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");
const classOf = (element) => element.getAttribute("customClass") ?? `UI${element.tagName[0].toUpperCase()}${element.tagName.slice(1)}`;

test("labels, placeholders, button state titles and item titles are listed with Xcode's keys", () => {
  const doc = SyncDocument.parse(SIGNUP);
  const entries = localizableStrings(doc, classOf).map((e) => [e.id, e.key, e.value]);
  assert.deepEqual(entries.slice(0, 4), [
    ["wel-lbl-001", "text", "Create your account"],
    ["wel-txt-001", "placeholder", "Email address"],
    ["wel-lbl-002", "text", "Send me news"],
    ["wel-btn-001", "normalTitle", "Continue"],
  ]);
});

test("each entry's ops change exactly its string", () => {
  const doc = SyncDocument.parse(SIGNUP);
  const button = localizableStrings(doc, classOf).find((e) => e.key === "normalTitle");
  doc.applyBatch(button.ops("Next"));
  assert.equal(localizableStrings(doc, classOf).find((e) => e.key === "normalTitle").value, "Next");
  assert.deepEqual(button.ops("Next"), []);
});

test("the export is Xcode's .strings format, quotes and newlines escaped", () => {
  const text = stringsFile([{ id: "abc-de-fgh", key: "text", className: "UILabel", value: "Say \"hi\"\nnow" }]);
  assert.equal(text, '/* Class = "UILabel"; text = "Say \\"hi\\"\\nnow"; ObjectID = "abc-de-fgh"; */\n"abc-de-fgh.text" = "Say \\"hi\\"\\nnow";\n');
});
