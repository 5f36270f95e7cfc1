/**
 * Every localizable string of a document, as Xcode's "Export For Localization" lists them: the object id,
 * the key (`text`, `placeholder`, `normalTitle`, `title`…), the class and the value, each with the ops
 * that change it. Used by the Strings tool (strings/tool.js) and its `.strings` export.
 */
import { attributeOps } from "../commands/attributes.js";
import { textOps } from "../commands/text.js";
import { descendants } from "../document/xml-read.js";

/** Attributes that hold user-visible text, by element. */
const TEXT_ATTRIBUTES = {
  label: ["text"], textField: ["text", "placeholder"], textView: ["text"], searchBar: ["text", "placeholder", "prompt"],
  barButtonItem: ["title"], navigationItem: ["title", "prompt"], tabBarItem: ["title"], menuItem: ["title"], menu: ["title"],
  window: ["title"], textFieldCell: ["title", "placeholderString"], buttonCell: ["title", "alternateTitle"], box: ["title"],
  tabViewItem: ["label"], tableColumn: ["title"], segment: ["title"],
};

/**
 * @param doc the session's document  @param classOf (element) → runtime class name, for the export comments
 * @returns {{id, key, className, value, element, ops: (value) => object[]}[]}
 */
export function localizableStrings(doc, classOf) {
  const entries = [];
  for (const element of descendants(doc.root)) {
    const id = element.getAttribute("id");
    const tag = element.tagName;
    if (id && TEXT_ATTRIBUTES[tag]) {
      for (const name of TEXT_ATTRIBUTES[tag]) {
        const value = element.getAttribute(name);
        if (value === null || value === "") continue;
        entries.push({ id, key: name, className: classOf(element), value, element, ops: (v) => attributeOps(doc, element, name, v) });
      }
    }
    // A button's titles live in its <state key="normal|highlighted|…" title=…> children (Xcode's key: normalTitle…).
    if (tag === "state" && element.getAttribute("title")) {
      const owner = element.parentElement;
      const ownerId = owner?.getAttribute("id");
      if (!ownerId) continue;
      entries.push({ id: ownerId, key: `${element.getAttribute("key")}Title`, className: classOf(owner), value: element.getAttribute("title"), element: owner,
        ops: (v) => attributeOps(doc, element, "title", v) });
    }
    if (tag === "string" && element.getAttribute("key") === "text" && element.parentElement?.getAttribute("id")) {
      const owner = element.parentElement;
      entries.push({ id: owner.getAttribute("id"), key: "text", className: classOf(owner), value: element.textContent, element: owner,
        ops: (v) => textOps(doc, element, v) });
    }
  }
  return entries;
}

const quote = (text) => `"${String(text).replace(/\\/g, "\\\\").replace(/"/g, "\\\"").replace(/\n/g, "\\n")}"`;

/** The `.strings` file Xcode exports for a storyboard or xib (UTF-8 text). */
export function stringsFile(entries) {
  return entries.map((e) => `/* Class = ${quote(e.className)}; ${e.key} = ${quote(e.value)}; ObjectID = ${quote(e.id)}; */\n`
    + `${quote(`${e.id}.${e.key}`)} = ${quote(e.value)};\n`).join("\n");
}

/** Whether `value` contains `needle` (`ignoreCase`: without regard to letter case). An empty needle matches all. */
export function containsText(value, needle, { ignoreCase = false } = {}) {
  if (!needle) return true;
  return ignoreCase ? value.toLowerCase().includes(needle.toLowerCase()) : value.includes(needle);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `value` with every occurrence of `needle` replaced (the replacement is literal text: `$&` stays `$&`). */
export function replaceText(value, needle, replacement, { ignoreCase = false } = {}) {
  if (!needle) return value;
  if (!ignoreCase) return value.split(needle).join(replacement);
  return value.replace(new RegExp(escapeRegExp(needle), "giu"), () => replacement);
}

/** `Login.storyboard` → `Login.strings` (the name Xcode gives a document's strings file). */
export function stringsFileName(documentName) {
  return `${String(documentName).replace(/\.(storyboard|xib)$/i, "")}.strings`;
}

/** File names made unique for one archive: a second `Main.strings` becomes `Main 2.strings`. */
export function uniqueFileNames(names) {
  const taken = new Set();
  return names.map((name) => {
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} ${n}${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
