/**
 * What a committed field of the Attributes inspector writes, for one catalog attribute (`GET /api/catalog`'s
 * `attributes` entries: key, type, default, storage): a plain attribute (a text field, a number, a checkbox, a pop-up),
 * an attribute of a keyed child (`<state key="normal" title=…>`), a colour (color-edit.js) or a font (font-edit.js).
 * The inspector (inspector-attributes.js) commits through these; the property test (Tests/js/property) makes the
 * same edits.
 */
import { attributeOps, setAttribute, setKeyedChildAttribute } from "./attributes.js";
import { colorEditOps } from "./color-edit.js";
import { appKitFontEditOps, fontEditOps, readFont } from "./font-edit.js";
import { CommandError } from "./errors.js";
import { convertToDynamicPrototypes, convertToStaticCells } from "./static-cells.js";
import { IdGenerator } from "./ids.js";
import { childElement } from "../document/xml-read.js";

/** A catalog attribute's kind of value ("string", "bool", "enumeration", "number", "color", "image"…: its `type`'s one key). */
export const attributeType = (attribute) => Object.keys(attribute.type ?? {})[0] ?? "string";

/** Which kind of field the inspector shows for an attribute of this element, or null when it shows none. */
export function inspectorField(attribute, element) {
  const storage = attribute.storage ?? {};
  const type = attributeType(attribute);
  // A UIKit table view's Content (Dynamic Prototypes / Static Cells) moves its cells: static-cells.js, not one attribute.
  if (storage.attribute && attribute.key === "dataMode" && element.tagName === "tableView" && isUIKit(element)) return "tableContent";
  if (storage.attribute) return type === "bool" ? "checkbox" : type === "enumeration" ? "popUp" : "text";
  if (storage.attributeOfKeyedChild) return "keyedText";
  // "Is Initial View Controller": the storyboard's `initialViewController` names the controller (storyboards only).
  if (storage.documentReference) return rootOf(element)?.getAttribute("type")?.includes("Storyboard") ? "documentReference" : null;
  if (storage.keyedChild && type === "color") return "color";
  // Fonts: the font picker (font-edit.js), `<fontDescription>` in iOS documents, `<font>` in AppKit ones.
  if (storage.keyedChild && type === "font" && (childElement(element, "fontDescription", attribute.key) || isUIKit(element))) return "font";
  if (storage.keyedChild && type === "font") return storage.keyedChild.element === "font" ? "appKitFont" : null;
  return null;
}

/**
 * The ops of a committed field: `value` as the field hands it over ("YES"/"NO" from a checkbox, a case from a pop-up,
 * the text of a text field where "" clears, the colour picker's value (color-edit.js), a point size). `catalogClass`: the catalog entry
 * of the edited object's class (its library defaults tell which attributes Xcode writes even at their default).
 */
export function inspectorEditOps(doc, { id, attribute, value, catalogClass = null }) {
  const element = doc.elementById ? doc.elementById(id) : null;
  const field = inspectorField(attribute, element ?? { children: [] });
  const cleared = value === "" ? null : value;
  switch (field) {
    case "checkbox":
      // Xcode leaves a flag at its default out (no corpus view says translatesAutoresizingMaskIntoConstraints="YES").
      return setAttribute(doc, { id, name: attribute.key, value: value === attribute.defaultValue ? null : value });
    case "popUp": {
      // A pop-up back at its default: Xcode leaves it out, unless it writes the attribute on every new object of the
      // class (`contentMode="scaleToFill"`: the library item's defaults).
      const alwaysWritten = (catalogClass?.defaultAttributes ?? []).some((d) => d.name === attribute.key);
      return setAttribute(doc, { id, name: attribute.key, value: value === attribute.defaultValue && !alwaysWritten ? null : value });
    }
    case "text": {
      // A number typed back to its default is left out too, as Xcode does (none of the corpus's 907 tag= is
      // "0", no view has alpha="1"), unless the library writes it on every new object of the class.
      const type = attributeType(attribute);
      const numeric = (type === "integer" || type === "number") && cleared !== null && attribute.defaultValue != null;
      const alwaysWritten = (catalogClass?.defaultAttributes ?? []).some((d) => d.name === attribute.key);
      const atDefault = numeric && !alwaysWritten && Number(cleared) === Number(attribute.defaultValue);
      return setAttribute(doc, { id, name: attribute.key, value: atDefault ? null : cleared });
    }
    case "tableContent": {
      // As Xcode's Content pop-up: Static Cells converts the prototypes (refused outside a Table View Controller, as
      // the compiler refuses such a table), Dynamic Prototypes converts back; the current value changes nothing.
      const current = element.getAttribute("dataMode") ?? attribute.defaultValue;
      if (value === current) return [];
      if (value === "static") return convertToStaticCells(doc, { id, generator: IdGenerator.forDocument(doc) }).ops;
      if (value === "prototypes") return convertToDynamicPrototypes(doc, { id }).ops;
      throw new CommandError(`a table view's content is prototypes or static, not ${value}.`);
    }
    case "keyedText": {
      const { element: tag, key, attribute: name } = attribute.storage.attributeOfKeyedChild;
      return setKeyedChildAttribute(doc, { id, element: tag, key, name, value: cleared });
    }
    case "color":
      // The colour picker's value: `#rrggbb[aa]`, `system:NAME`, `named:NAME` or "" (Default), as color-edit.js writes it.
      return colorEditOps(doc, { id, key: attribute.key, value });
    case "font":
      return fontEditOps(doc, { id, key: attribute.key, value });
    case "appKitFont":
      return appKitFontEditOps(doc, { id, key: attribute.key, value });
    case "documentReference": {
      const name = attribute.storage.documentReference.attribute;
      if (value === "YES") return attributeOps(doc, doc.root, name, id);
      return doc.root.getAttribute(name) === id ? attributeOps(doc, doc.root, name, null) : [];
    }
    default:
      throw new CommandError(`the inspector has no field for ${attribute.key}.`);
  }
}

/**
 * The ops of a field committed with several objects of one class selected: each object's edit in one batch, a colour
 * through one colorEditOps (its `<resources>` entry written once).
 */
export function inspectorEditOpsForAll(doc, { ids, attribute, value, catalogClass = null }) {
  if (ids.length > 1 && inspectorField(attribute, doc.elementById(ids[0]) ?? { children: [] }) === "color") {
    return colorEditOps(doc, { ids, key: attribute.key, value });
  }
  return ids.flatMap((id) => inspectorEditOps(doc, { id, attribute, value, catalogClass }));
}

/** Values a person could commit in the field of this attribute (for tests that edit at random). */
export function inspectorValues(attribute, element) {
  const type = attributeType(attribute);
  switch (inspectorField(attribute, element)) {
    case "documentReference":
      return [isDocumentReference(attribute, element) ? "NO" : "YES"];
    case "checkbox": {
      // A checkbox only toggles: the value it commits is the other state.
      const shown = element.getAttribute(attribute.key) ?? attribute.defaultValue;
      return [shown === "YES" ? "NO" : "YES"];
    }
    case "popUp": return [...(attribute.type.enumeration._0 ?? [])];
    case "tableContent": {
      // Only a Table View Controller's own table switches (any other is refused, and nothing is written).
      if (element.parentElement?.tagName !== "tableViewController" || element.getAttribute("key") !== "view") return [];
      return element.getAttribute("dataMode") === "static" ? ["prototypes"] : ["static"];
    }
    case "appKitFont": return [JSON.stringify({ kind: "meta", metaFont: "system", size: 13 }), JSON.stringify({ kind: "meta", metaFont: "systemBold", size: 14 })];
    case "color": return ["#ff0000", "#000000", "#336699", "#33669980", rootOf(element)?.getAttribute("type")?.includes(".Cocoa.") ? "system:controlTextColor" : "system:systemRedColor"];
    case "font": {
      const current = readFont(childElement(element, "fontDescription", attribute.key));
      const sizes = current && current.kind !== "style" ? ["12", "17"] : [];
      return [...sizes, JSON.stringify({ kind: "system", weight: "Semibold", size: 17 }), JSON.stringify({ kind: "style", style: "UICTFontTextStyleBody" })];
    }
    case "text":
    case "keyedText":
      if (type === "number" || type === "integer") return ["0", "1", "12", "-3", ""];
      if (type === "string" || type === "localizedString") return ["Text", "A & B", ""];
      return [];
    default: return [];
  }
}

/** Whether the element is in an iOS-family document (UIKit fonts are `<fontDescription>`). */
function isUIKit(element) {
  const type = rootOf(element)?.getAttribute?.("type") ?? "";
  return type.includes("CocoaTouch") || type.includes("AppleTV") || type.includes("WatchKit");
}

/** The root `<document>` of an element's tree. */
function rootOf(element) {
  let root = element;
  while (root?.parentElement) root = root.parentElement;
  return root ?? null;
}

/** Whether the document's attribute (`initialViewController`) names this element: the checkbox is shown checked. */
export function isDocumentReference(attribute, element) {
  return rootOf(element)?.getAttribute(attribute.storage.documentReference.attribute) === element.getAttribute("id");
}
