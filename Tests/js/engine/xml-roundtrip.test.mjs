// The JS parser and serializer: lossless round trips (hand-written lexical oddities, the trace
// start documents, and every shared Xcode fixture when ../shared/fixtures/ib exists), and the same
// verdicts and error positions as the Swift parser on Swift-recorded cases.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { serializeDocument } from "../../../Public/js/sync/engine/xml-serializer.js";
import { XmlParseError } from "../../../Public/js/sync/engine/xml-parse-error.js";

const packageRoot = fileURLToPath(new URL("../../../", import.meta.url));
const tracePath = `${packageRoot}Tests/js/generated/op-traces.json`;
const fixturesDir = `${packageRoot}../shared/fixtures/ib`;

const roundTrip = (text) => serializeDocument(parseXml(text));

test("hand-written lexical details survive a round trip byte for byte", () => {
  const samples = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<document a="1">\n    <b c=\'single\' d = "spaced"\t/>\n</document>\n',
    "\uFEFF<a/>",
    "<!-- lead -->\n<a><![CDATA[ <raw> & stuff ]]><!--in--></a >\n<!--tail-->",
    "<a>&lt;&gt;&amp;&quot;&apos;&#60;&#x3C;&#x1F600; caf\u00e9 \u{1F600}</a>",
    "<a\r\n  b=\"1\"\r\n>\r\n\t<c></c>\r\n</a>\r\n",
    "<document><x></x><y/><z  /></document>",
  ];
  for (const sample of samples) assert.equal(roundTrip(sample), sample);
});

test("decoded reads: attributes and text content decode entities; comments are left out", () => {
  const doc = parseXml('<a t="x &amp; &#10;y">one &lt;two&gt;<!--c--><![CDATA[&raw]]><b>in</b></a>');
  assert.equal(doc.root.getAttribute("t"), "x & \ny");
  assert.equal(doc.root.rawAttribute("t"), "x &amp; &#10;y");
  assert.equal(doc.root.textContent, "one <two>&rawin");
  assert.deepEqual(doc.root.attributeNames(), ["t"]);
  assert.equal(doc.root.children.length, 1);
  assert.equal(doc.root.childNodes.map((node) => node.nodeType).join(","), "3,8,4,1");
  const b = doc.root.children[0];
  assert.equal(b.parentElement, doc.root);
  assert.equal(b.previousSibling.nodeType, 4);
  assert.equal(b.nextSibling, null);
  assert.equal(doc.root.getAttribute("missing"), null);
  assert.equal(doc.root.hasAttribute("t"), true);
});

test("errors carry Swift's line, column (in characters) and sentence", () => {
  const error = (text) => {
    try { parseXml(text); } catch (e) { assert.ok(e instanceof XmlParseError); return e; }
    assert.fail(`parsed: ${text}`);
  };
  const doctype = error('<?xml version="1.0"?>\n<!DOCTYPE document>\n<document/>');
  assert.equal(doctype.reason, "doctypeNotAllowed");
  assert.ok(doctype.message.startsWith("2:1: document type declarations"));
  const entity = error("<document>\n    <string>caf&eacute;</string>\n</document>");
  assert.deepEqual([entity.reason, entity.line, entity.column], ["undefinedEntity", 2, 16]);
  const deep = error("<a>".repeat(513));
  assert.deepEqual([deep.reason, deep.column], ["nestingTooDeep", 512 * 3 + 1]);
  assert.equal(error("\u00e9\u00e9<a/>").column, 1);
  assert.equal(error("<a/>\u{1F600}x").column, 5);
});

test("the parser agrees with Swift's on every recorded case", (t) => {
  if (!existsSync(tracePath)) assert.fail(`${tracePath} is missing: run the Swift tests first (swift test --filter OpTraceExportTests).`);
  const cases = JSON.parse(readFileSync(tracePath, "utf8")).parseCases;
  assert.ok(cases.length > 100);
  for (const entry of cases) {
    let got;
    try {
      got = { ok: true, roundTrips: roundTrip(entry.input) === entry.input };
    } catch (error) {
      if (!(error instanceof XmlParseError)) throw error;
      got = { ok: false, error: error.message };
    }
    const expected = entry.ok ? { ok: true, roundTrips: entry.roundTrips } : { ok: false, error: entry.error };
    assert.deepEqual(got, expected, JSON.stringify(entry.input).slice(0, 200));
  }
});

test("the trace start documents (samples and templates) round-trip byte for byte", () => {
  if (!existsSync(tracePath)) assert.fail(`${tracePath} is missing: run the Swift tests first (swift test --filter OpTraceExportTests).`);
  const starts = new Set(JSON.parse(readFileSync(tracePath, "utf8")).traces.map((trace) => trace.start));
  assert.ok(starts.size >= 9);
  for (const start of starts) assert.equal(roundTrip(start), start);
});

test("every shared Xcode fixture round-trips byte for byte", (t) => {
  if (!existsSync(fixturesDir)) {
    t.skip("../shared/fixtures/ib is not present");
    return;
  }
  const names = readdirSync(fixturesDir).filter((name) => name.endsWith(".xib") || name.endsWith(".storyboard"));
  assert.ok(names.length > 0);
  for (const name of names) {
    const text = readFileSync(`${fixturesDir}/${name}`, "utf8");
    assert.equal(roundTrip(text), text, name);
  }
});
