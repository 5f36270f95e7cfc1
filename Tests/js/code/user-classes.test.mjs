// The user's classes combined with the catalog: suggestions, type-filtered outlets and actions, inspectables.
import { test } from "node:test";
import assert from "node:assert/strict";
import { UserClasses } from "../../../Public/js/code/user-classes.js";
import { runtimeAttributeType, runtimeAttributeXML } from "../../../Public/js/code/inspectables.js";

const catalog = { classes: [
  { className: "NSObject" }, { className: "UIResponder", superclassName: "NSObject" },
  { className: "UIView", superclassName: "UIResponder" }, { className: "UIControl", superclassName: "UIView" },
  { className: "UIButton", superclassName: "UIControl" }, { className: "UILabel", superclassName: "UIView" },
  { className: "UITextField", superclassName: "UIControl" },
  { className: "UIViewController", superclassName: "UIResponder" },
  { className: "UITableViewController", superclassName: "UIViewController" },
] };

const loc = { file: "App/X.swift", line: 1 };
const sources = {
  classes: [
    { name: "BaseViewController", superclass: "UIViewController", outlets: [{ name: "footer", typeName: "UIView", isCollection: false, location: loc }],
      actions: [], inspectables: [] },
    { name: "LoginViewController", superclass: "BaseViewController",
      outlets: [{ name: "nameField", typeName: "UITextField", isCollection: false, location: loc },
                { name: "saveButton", typeName: "UIButton", isCollection: false, location: loc }],
      actions: [{ selector: "save:", name: "save", senderType: "UIButton", location: loc },
                { selector: "cancel:", name: "cancel", senderType: "Any", location: loc },
                { selector: "refresh", name: "refresh", location: loc }],
      inspectables: [] },
    { name: "RoundedButton", superclass: "UIButton", outlets: [], actions: [],
      inspectables: [{ name: "cornerRadius", typeName: "CGFloat", location: loc }] },
    { name: "Fancy.Inner", objcName: "FancyInner", superclass: "UIView", outlets: [], actions: [], inspectables: [] },
  ],
  frameworkExtensions: [{ name: "UIView", outlets: [], actions: [], inspectables: [{ name: "borderWidth", typeName: "CGFloat", location: loc }] }],
};

test("custom class suggestions follow inheritance, user classes first", () => {
  const classes = new UserClasses(sources, catalog);
  assert.deepEqual(classes.customClassSuggestions("UIButton").map((s) => s.name), ["RoundedButton"]);
  assert.deepEqual(classes.customClassSuggestions("UIViewController").map((s) => `${s.source}:${s.name}`),
    ["code:BaseViewController", "code:LoginViewController", "framework:UITableViewController"]);
  assert.deepEqual(classes.customClassSuggestions("UIView", "inn").map((s) => s.name), ["FancyInner"], "the @objc name is what IB writes");
});

test("outlets and actions include inherited ones and are filtered by type", () => {
  const classes = new UserClasses(sources, catalog);
  assert.deepEqual(classes.outlets("LoginViewController").map((o) => o.name), ["nameField", "saveButton", "footer"]);
  assert.deepEqual(classes.outletsAccepting("LoginViewController", "UIButton").map((o) => o.name), ["saveButton", "footer"]);
  assert.deepEqual(classes.outletsAccepting("LoginViewController", "RoundedButton").map((o) => o.name), ["saveButton", "footer"]);
  assert.deepEqual(classes.outletsAccepting("LoginViewController", "UILabel").map((o) => o.name), ["footer"]);
  assert.deepEqual(classes.actionsAccepting("LoginViewController", "UITextField").map((a) => a.selector), ["cancel:", "refresh"]);
  assert.deepEqual(classes.actionsAccepting("LoginViewController", "RoundedButton").map((a) => a.selector), ["save:", "cancel:", "refresh"]);
});

test("inspectables come from the class and from extensions of framework ancestors", () => {
  const classes = new UserClasses(sources, catalog);
  assert.deepEqual(classes.inspectables("RoundedButton").map((i) => i.name), ["cornerRadius", "borderWidth"]);
  assert.deepEqual(classes.inspectables("UILabel").map((i) => i.name), ["borderWidth"]);
  assert.deepEqual(classes.inspectables("UIViewController"), []);
});

test("runtime attributes are written as Xcode writes each type", () => {
  assert.equal(runtimeAttributeType("CGFloat"), "number");
  assert.equal(runtimeAttributeType("UIColor"), "color");
  assert.equal(runtimeAttributeType("Bool"), "boolean");
  assert.equal(runtimeAttributeType("SomeStruct"), null);
  assert.equal(runtimeAttributeXML("cornerRadius", "number", 10, { typeName: "CGFloat" }),
    '<userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="10"/></userDefinedRuntimeAttribute>');
  assert.equal(runtimeAttributeXML("count", "number", 0, { typeName: "Int" }),
    '<userDefinedRuntimeAttribute type="number" keyPath="count"><integer key="value" value="0"/></userDefinedRuntimeAttribute>');
  assert.equal(runtimeAttributeXML("enabled", "boolean", true), '<userDefinedRuntimeAttribute type="boolean" keyPath="enabled" value="YES"/>');
  assert.equal(runtimeAttributeXML("title", "string", 'a "b" & <c>'),
    '<userDefinedRuntimeAttribute type="string" keyPath="title" value="a &quot;b&quot; &amp; &lt;c&gt;"/>');
  assert.equal(runtimeAttributeXML("tint", "color", { red: 0, green: 0.5, blue: 1 }),
    '<userDefinedRuntimeAttribute type="color" keyPath="tint"><color key="value" red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>');
  assert.equal(runtimeAttributeXML("nothing", "string", null), '<userDefinedRuntimeAttribute type="nil" keyPath="nothing"/>');
});
