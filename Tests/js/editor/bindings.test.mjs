// Cocoa bindings (commands/bindings.js): the bytes written, as the corpus's 1,771 bindings are.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as commands from "../../../Public/js/commands/index.js";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";

const XIB = (connections = "") => `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
    <objects>
        <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customView id="vie-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
            <subviews>
                <button id="chk-aa-001">
                    <rect key="frame" x="18" y="60" width="200" height="18"/>
                    <buttonCell key="cell" type="check" title="Sync" bezelStyle="regularSquare" imagePosition="left" inset="2" id="chc-aa-001">
                        <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>${connections}
                </button>
            </subviews>
        </customView>
    </objects>
</document>
`;
const ids = (...list) => ({ next: () => list.shift() });

test("a binding goes into the object's connections as destination, name, keyPath, id", () => {
  const doc = SyncDocument.parse(XIB());
  doc.applyBatch(commands.connectBinding(doc, { source: "chk-aa-001", name: "value", destination: "-2", keyPath: " self.syncEnabled ", generator: ids("bnd-aa-001") }));
  assert.equal(doc.serialize(), XIB(`
                    <connections>
                        <binding destination="-2" name="value" keyPath="self.syncEnabled" id="bnd-aa-001"/>
                    </connections>`));
});

test("a second enabled binding is enabled2 pointing at the first (previousBinding), after the actions, before the outlets", () => {
  const doc = SyncDocument.parse(XIB(`
                    <connections>
                        <action selector="toggle:" target="-2" id="act-aa-001"/>
                        <binding destination="-2" name="enabled" keyPath="self.canSync" id="bnd-aa-001"/>
                        <outlet property="nextKeyView" destination="vie-aa-001" id="out-aa-001"/>
                    </connections>`));
  doc.applyBatch(commands.connectBinding(doc, { source: "chk-aa-001", name: "enabled", destination: "-2", keyPath: "self.online", generator: ids("bnd-aa-002") }));
  assert.match(doc.serialize(), /id="bnd-aa-001"\/>\n {24}<binding destination="-2" name="enabled2" keyPath="self.online" previousBinding="bnd-aa-001" id="bnd-aa-002"\/>\n {24}<outlet /);
  doc.applyBatch(commands.connectBinding(doc, { source: "chk-aa-001", name: "enabled", destination: "-2", keyPath: "self.licensed", generator: ids("bnd-aa-003") }));
  assert.match(doc.serialize(), /name="enabled3" keyPath="self.licensed" previousBinding="bnd-aa-002" id="bnd-aa-003"/);
});

test("a name bound already (not a multi-value one), a missing key path and iOS documents are refused", () => {
  const doc = SyncDocument.parse(XIB(`
                    <connections>
                        <binding destination="-2" name="value" keyPath="self.syncEnabled" id="bnd-aa-001"/>
                    </connections>`));
  assert.throws(() => commands.connectBinding(doc, { source: "chk-aa-001", name: "value", destination: "-2", keyPath: "self.x", generator: ids("bnd-aa-002") }), /already bound/);
  assert.throws(() => commands.connectBinding(doc, { source: "chk-aa-001", name: "toolTip", destination: "-2", keyPath: "  ", generator: ids("bnd-aa-002") }), /key path/);
  const ios = SyncDocument.parse(XIB().replace("Cocoa.XIB", "CocoaTouch.XIB").replace("MacOSX.Cocoa", "iOS.CocoaTouch"));
  assert.throws(() => commands.connectBinding(ios, { source: "chk-aa-001", name: "value", destination: "-2", keyPath: "self.x", generator: ids("bnd-aa-002") }), /Cocoa/);
});
