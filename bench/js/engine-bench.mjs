// Figures for the JS sync engine in node: parse + serialize of a large document, checksum, and
// 1,000 ops applied through SyncDocument (attribute sets, inserts, moves, removes with cascade).
// Usage: node bench/js/engine-bench.mjs [path/to/large.xib]   (default: the largest shared fixture,
// else a synthetic storyboard). Not a test: prints figures only.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { SyncDocument } from "../../Public/js/sync/engine/sync-document.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

function largestFixture() {
  const dir = `${root}../shared/fixtures/ib`;
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((name) => /\.(xib|storyboard)$/.test(name)).map((name) => `${dir}/${name}`);
  return files.sort((a, b) => statSync(b).size - statSync(a).size)[0] ?? null;
}

function syntheticStoryboard(views) {
  const labels = [];
  for (let i = 0; i < views; i++) {
    labels.push(`                            <label opaque="NO" text="Label ${i} &amp; more" id="lb${i}-aa-bbb">
                                <rect key="frame" x="20" y="${i}" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" initialViewController="vc1-aa-bbb">
    <scenes>
        <!--View Controller-->
        <scene sceneID="sc1-aa-bbb">
            <objects>
                <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
${labels.join("\n")}
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
`;
}

function time(label, runs, body) {
  body(); // warm-up
  const start = performance.now();
  for (let i = 0; i < runs; i++) body();
  const ms = (performance.now() - start) / runs;
  console.log(`${label}: ${ms.toFixed(2)} ms`);
  return ms;
}

const path = process.argv[2] ?? largestFixture();
const large = path ? readFileSync(path, "utf8") : syntheticStoryboard(3000);
console.log(`document: ${path ?? "synthetic storyboard, 3000 labels"} (${(Buffer.byteLength(large) / 1024).toFixed(0)} KB)`);
time("parse", 10, () => SyncDocument.parse(large));
const parsed = SyncDocument.parse(large);
time("serialize", 10, () => parsed.serialize());
time("parse + serialize", 10, () => SyncDocument.parse(large).serialize());
time("checksum (serialize + FNV-1a)", 10, () => parsed.checksum());

// 1,000 ops on a 1,000-label storyboard: 70% attribute sets, 10% inserts, 10% moves, 10% removes (with cascade).
const opsDoc = SyncDocument.parse(syntheticStoryboard(1000));
let next = 0;
const opsList = [];
for (let i = 0; i < 1000; i++) {
  const kind = i % 10;
  const id = `lb${(i * 37) % 1000}-aa-bbb`;
  if (kind < 7) opsList.push([{ op: "setAttribute", target: { id }, name: "text", value: `value ${i} <&>` }]);
  else if (kind === 7) opsList.push([{ op: "insertSubtree", parent: { in: { id: "vw1-aa-bbb" }, name: "subviews" }, position: { atEnd: true }, xml: `<label text="new" id="nw${next++}-aa-bbb"><rect key="frame" x="1" y="2" width="3" height="4"/></label>` }]);
  else if (kind === 8) opsList.push([{ op: "move", target: { id }, newParent: { in: { id: "vw1-aa-bbb" }, name: "subviews" }, position: { atStart: true } }]);
  else opsList.push([{ op: "removeSubtree", target: { id: `nw${next - 1}-aa-bbb` } }]);
}
let refused = 0;
const perKind = { setAttribute: 0, insertSubtree: 0, move: 0, removeSubtree: 0 };
const countKind = { setAttribute: 0, insertSubtree: 0, move: 0, removeSubtree: 0 };
const start = performance.now();
for (const batch of opsList) {
  const began = performance.now();
  try { opsDoc.applyBatch(batch); } catch { refused += 1; }
  perKind[batch[0].op] += performance.now() - began;
  countKind[batch[0].op] += 1;
}
const elapsed = performance.now() - start;
console.log(`1,000 ops (batches of one) on a ${(Buffer.byteLength(opsDoc.serialize()) / 1024).toFixed(0)} KB storyboard ` +
  `(one <subviews> with 1,000 labels): ${elapsed.toFixed(1)} ms total, ${(elapsed).toFixed(0)} µs/op on average, refused ${refused}`);
for (const kind of Object.keys(perKind)) {
  console.log(`  ${kind}: ${countKind[kind]} ops, ${(perKind[kind] * 1000 / countKind[kind]).toFixed(0)} µs/op`);
}
