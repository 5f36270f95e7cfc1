// "View as" names the document's own device (issue #22: a 393×852 `retina6_12` document was shown as iPhone 14,
// 390×844, which is `retina6_0`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DEVICES, deviceOfDocument, shortDeviceName } from "../../../Public/js/layout/devices.js";

const documentWithDevice = (id) => parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="${id}" orientation="portrait" appearance="light"/>
    <scenes/>
</document>
`);

test("retina6_12 is the 393×852 iPhone 15 / iPhone 14 Pro, retina6_0 the 390×844 iPhone 14", () => {
  const fifteen = deviceOfDocument(documentWithDevice("retina6_12").root);
  assert.deepEqual([fifteen.id, fifteen.width, fifteen.height, shortDeviceName(fifteen)], ["retina6_12", 393, 852, "iPhone 15"]);
  const fourteen = deviceOfDocument(documentWithDevice("retina6_0").root);
  assert.deepEqual([fourteen.id, fourteen.width, fourteen.height, shortDeviceName(fourteen)], ["retina6_0", 390, 844, "iPhone 14"]);
});

test("every device in the menu has its own id", () => {
  const ids = DEVICES.map((device) => device.id);
  assert.equal(new Set(ids).size, ids.length);
});
