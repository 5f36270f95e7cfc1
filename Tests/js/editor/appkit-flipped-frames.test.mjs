// Frame commands in flipped AppKit superviews (scroll, clip, table views: y counts down) write screen moves as they
// are; in unflipped ones (custom views, stack views) they turn them over (run: node --test Tests/js/editor/).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readDocument } from "./support/read-tree.mjs";
import * as commands from "../../../Public/js/commands/index.js";

const XIB = `<document targetRuntime="MacOSX.Cocoa"><objects><customView id="sup-er-vw1"><rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
  <subviews>
    <scrollView id="scr-00-001"><rect key="frame" x="20" y="20" width="200" height="200"/>
      <clipView key="contentView" id="clp-00-001"><rect key="frame" x="1" y="1" width="198" height="198"/>
        <subviews><tableView id="tbl-00-001"><rect key="frame" x="0.0" y="0.0" width="198" height="170"/></tableView></subviews>
      </clipView>
      <tableHeaderView key="headerView" id="hdr-00-001"><rect key="frame" x="0.0" y="0.0" width="198" height="28"/></tableHeaderView>
    </scrollView>
    <stackView orientation="vertical" id="stk-00-001"><rect key="frame" x="240" y="20" width="100" height="60"/>
      <subviews><button id="btn-00-001"><rect key="frame" x="0.0" y="30" width="100" height="30"/></button></subviews>
    </stackView>
  </subviews></customView></objects></document>`;

test("moving down inside a flipped AppKit view raises y; inside an unflipped one lowers it", () => {
  const d = readDocument(XIB);
  assert.deepEqual(commands.moveViews(d, { ids: ["tbl-00-001"], dx: 0, dy: 10 }).map((o) => [o.name, o.value]), [["y", "10"]]);
  assert.deepEqual(commands.moveViews(d, { ids: ["hdr-00-001"], dx: 0, dy: 5 }).map((o) => [o.name, o.value]), [["y", "5"]]);
  assert.deepEqual(commands.moveViews(d, { ids: ["btn-00-001"], dx: 0, dy: 10 }).map((o) => [o.name, o.value]), [["y", "20"]]);
  assert.deepEqual(commands.moveViews(d, { ids: ["scr-00-001"], dx: 0, dy: 10 }).map((o) => [o.name, o.value]), [["y", "10"]]);
});

test("a screen frame set in a flipped AppKit view is written top-down", () => {
  const d = readDocument(XIB);
  const ops = commands.setScreenFrame(d, { id: "tbl-00-001", x: 0, y: 4, width: 198, height: 170 });
  assert.deepEqual(ops.map((o) => [o.name, o.value]), [["y", "4"]]);
});

test("an Option-drag's copy offset is the screen move in the XML's terms: y turned over only in unflipped views (#22)", () => {
  const d = readDocument(XIB);
  assert.deepEqual(commands.screenOffsetInXML(d, "btn-00-001", 5, 10), { x: 5, y: -10 }, "stack view: unflipped");
  assert.deepEqual(commands.screenOffsetInXML(d, "tbl-00-001", 5, 10), { x: 5, y: 10 }, "clip view: flipped");
  const dup = commands.duplicateObjects(d, { ids: ["btn-00-001"], generator: commands.IdGenerator.forDocument(d),
    offset: commands.screenOffsetInXML(d, "btn-00-001", 5, 10) });
  const inserted = dup.ops.find((op) => op.op === "insertSubtree");
  assert.match(inserted.xml, /<rect key="frame" x="5" y="20" width="100" height="30"\/>/, inserted.xml);
});
