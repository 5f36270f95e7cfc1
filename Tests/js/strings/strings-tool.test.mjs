// The Strings tool's pure parts: find and replace on string values, the export's file names and zip archive,
// and the documents remembered per browser (run: node --test Tests/js/strings/).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { containsText, localizableStrings, replaceText, stringsFile, stringsFileName, uniqueFileNames } from "../../../Public/js/strings/catalog.js";
import { RememberedDocuments, REMEMBERED_KEY } from "../../../Public/js/strings/documents.js";
import { crc32, zipFiles } from "../../../Public/js/util/zip-store.js";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");
const classOf = (element) => element.getAttribute("customClass") ?? `UI${element.tagName[0].toUpperCase()}${element.tagName.slice(1)}`;

test("find matches with or without letter case; an empty needle matches every string", () => {
  assert.equal(containsText("Plan name", "Plan"), true);
  assert.equal(containsText("Plan name", "plan"), false);
  assert.equal(containsText("Plan name", "plan", { ignoreCase: true }), true);
  assert.equal(containsText("Plan name", ""), true);
});

test("replace changes every occurrence in a value, literally", () => {
  assert.equal(replaceText("Plans and plans", "Plan", "Offer"), "Offers and plans");
  assert.equal(replaceText("Plans and plans", "plan", "Offer", { ignoreCase: true }), "Offers and Offers");
  // Regular-expression characters and replacement patterns are plain text.
  assert.equal(replaceText("a.b (c)", "(c)", "$&$1", { ignoreCase: true }), "a.b $&$1");
  assert.equal(replaceText("1+1", "+", "$$"), "1$$1");
  assert.equal(replaceText("same", "", "x"), "same");
});

test("replacing in two documents' strings gives each document its own ops, applied by the engine", () => {
  const documents = [SyncDocument.parse(SIGNUP), SyncDocument.parse(SIGNUP)];
  for (const doc of documents) {
    const ops = localizableStrings(doc, classOf).filter((e) => containsText(e.value, "Plan"))
      .flatMap((e) => e.ops(replaceText(e.value, "Plan", "Offer")));
    assert.deepEqual(ops.map((op) => op.value), ["Offer name", "Offers"]);
    doc.applyBatch(ops);
  }
  for (const doc of documents) {
    const values = localizableStrings(doc, classOf).map((e) => e.value);
    assert.ok(values.includes("Offer name") && values.includes("Offers") && !values.some((v) => v.includes("Plan")));
  }
});

test("export file names: the document's name without its extension, unique within an archive", () => {
  assert.equal(stringsFileName("Login.storyboard"), "Login.strings");
  assert.equal(stringsFileName("MainMenu.XIB"), "MainMenu.strings");
  assert.equal(stringsFileName("Notes"), "Notes.strings");
  assert.deepEqual(uniqueFileNames(["Main.strings", "Login.strings", "main.strings", "Main.strings"]),
    ["Main.strings", "Login.strings", "main 2.strings", "Main 3.strings"]);
});

test("CRC-32 is the IEEE checksum", () => {
  assert.equal(crc32(new TextEncoder().encode("123456789")), 0xcbf43926);
  assert.equal(crc32(new Uint8Array()), 0);
});

test("the zip archive is read back by Python's zipfile: names (UTF-8), contents and checksums", () => {
  const strings = stringsFile(localizableStrings(SyncDocument.parse(SIGNUP), classOf));
  const archive = zipFiles([{ name: "Signup.strings", data: strings }, { name: "Écran d’accueil.strings", data: "\"a.text\" = \"é\";\n" }],
    { date: new Date(2026, 10, 25, 13, 30, 10) });
  const path = join(mkdtempSync(join(tmpdir(), "strings-zip-")), "Strings.zip");
  writeFileSync(path, archive);
  const script = `import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
print(json.dumps({"bad": z.testzip(), "names": z.namelist(), "texts": [z.read(n).decode() for n in z.namelist()],
                  "dates": [list(i.date_time) for i in z.infolist()], "stored": all(i.compress_type == 0 for i in z.infolist())}))`;
  const read = JSON.parse(execFileSync("python3", ["-c", script, path], { encoding: "utf8" }));
  assert.equal(read.bad, null);
  assert.deepEqual(read.names, ["Signup.strings", "Écran d’accueil.strings"]);
  assert.equal(read.texts[0], strings);
  assert.equal(read.texts[1], "\"a.text\" = \"é\";\n");
  assert.deepEqual(read.dates[0], [2026, 11, 25, 13, 30, 10]);
  assert.equal(read.stored, true);
});

test("the documents added to the tool are remembered most recent first, without repeats, ignoring bad storage", () => {
  const values = new Map();
  const storage = { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => values.set(key, value) };
  const remembered = new RememberedDocuments(storage);
  assert.deepEqual(remembered.ids(), []);
  remembered.add("aaaaaaaaaaaaaaaa");
  remembered.add("bbbbbbbbbbbbbbbb");
  remembered.add("aaaaaaaaaaaaaaaa");
  assert.deepEqual(remembered.ids(), ["aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb"]);
  remembered.remove("aaaaaaaaaaaaaaaa");
  assert.deepEqual(new RememberedDocuments(storage).ids(), ["bbbbbbbbbbbbbbbb"]);
  for (let i = 0; i < 40; i += 1) remembered.add(`doc-${i}`);
  assert.equal(remembered.ids().length, 24);
  assert.equal(remembered.ids()[0], "doc-39");
  values.set(REMEMBERED_KEY, "{not json");
  assert.deepEqual(remembered.ids(), []);
  values.set(REMEMBERED_KEY, JSON.stringify(["ok", 7, null]));
  assert.deepEqual(remembered.ids(), ["ok"]);
  const full = new RememberedDocuments({ getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } });
  assert.doesNotThrow(() => full.add("x"));
});
