// The seeded document mutator of the Auto Layout fuzzer (fuzz-layout.mjs): one seed → one hostile
// document, made from a real one (a fixture) by a few mutations of what the layout mapping reads:
// constraint attributes and items, frames, stack view attributes, ids, nesting depth, equality
// cycles, multiplier chains, constraint floods. Deterministic (mulberry32), so a seed replays the same text.
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { serializeDocument, serializeElement } from "../../../Public/js/sync/engine/xml-serializer.js";
import { XmlAttribute } from "../../../Public/js/sync/engine/xml-nodes.js";
import { escapeAttributeValue } from "../../../Public/js/sync/engine/xml-escaping.js";

export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (n) => Math.floor(next() * n);
  next.pick = (list) => list[next.int(list.length)];
  next.chance = (p) => next() < p;
  return next;
}

/** Values that are hostile somewhere: numbers out of range, not numbers, ratios, empty. */
export const JUNK = ["0", "-0", "1:0", "0:0", "0:1", "-1", "-1:2", "1e308", "-1e308", "1e400", "1e-320", "5e-324", "NaN", "nan",
  "Infinity", "-Infinity", "inf", "abc", "", " ", "1:", ":", "::", "1:2:3", "0x10", "99999999999999999999", "-99999999999999",
  "1001", "1000", "999", "250", "1", "0.5", "x", "YES", "NO", "3.4028235e38", "1.7976931348623157e308", "-5", "  7 ", "+3",
  "1_000", "١", "9007199254740993"];
const ATTRIBUTES = ["leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY", "baseline",
  "lastBaseline", "firstBaseline", "leadingMargin", "trailingMargin", "topMargin", "bottomMargin", "centerXWithinMargins",
  "centerYWithinMargins", "notAnAttribute", "", "notAnAttribute"];
const RELATIONS = ["equal", "lessThanOrEqual", "greaterThanOrEqual", "", "junk", "EQUAL"];
const CONSTRAINT_KEYS = ["firstItem", "firstAttribute", "secondItem", "secondAttribute", "multiplier", "constant", "priority",
  "relation", "symbolic", "placeholder", "id", "identifier"];
const STACK_KEYS = { axis: ["vertical", "horizontal", "", "diagonal"], distribution: ["fill", "fillEqually", "fillProportionally",
  "equalSpacing", "equalCentering", "junk"], alignment: ["fill", "top", "bottom", "center", "leading", "trailing", "firstBaseline",
  "lastBaseline", "junk"], spacing: JUNK, baselineRelativeArrangement: ["YES", "NO", "junk"] };
const VIEW_KEYS = ["translatesAutoresizingMaskIntoConstraints", "contentMode", "horizontalHuggingPriority", "verticalHuggingPriority",
  "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "hidden", "insetsLayoutMarginsFromSafeArea",
  "preservesSuperviewLayoutMargins", "numberOfLines", "text", "semanticContentAttribute", "misplaced", "ambiguous",
  "adjustsFontSizeToFit", "minimumScaleFactor", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "layoutMarginsFollowReadableWidth"];

function elements(root) { const all = []; root.forEachElement((element) => all.push(element)); return all; }

export function setAttribute(element, name, value) {
  const raw = escapeAttributeValue(value);
  const existing = element.attributes.find((attribute) => attribute.name === name);
  if (existing) existing.raw = raw; else element.attributes.push(new XmlAttribute(name, raw));
}
function removeAttribute(element, name) { element.attributes = element.attributes.filter((attribute) => attribute.name !== name); }
function fragment(text) { return parseXml(text).root; }
function insert(parent, element) { parent.isSelfClosing = false; parent.appendNode(element); }
function remove(element) {
  const parent = element.parentElement;
  if (!parent) return;
  parent.childNodes.splice(parent.childNodes.indexOf(element), 1);
  parent.childNodesChanged();
  element.parentElement = null;
}
/** The `<constraints>` of a view (made when it has none). */
function constraintsOf(view) {
  let list = view.firstChild("constraints");
  if (!list) { list = fragment("<constraints/>"); insert(view, list); }
  return list;
}
let made = 0;
function constraint(first, firstAttribute, second, secondAttribute, extra = "") {
  return fragment(`<constraint firstItem="${first}" firstAttribute="${firstAttribute}"${second ? ` secondItem="${second}" secondAttribute="${secondAttribute}"` : ""} ${extra} id="fz-${++made}"/>`);
}

/** Mutations: each takes (context, rng) and changes the tree; context = {root, all, views, constraints, ...}. */
const MUTATIONS = {
  constraintJunk({ constraints }, rng) {
    const c = rng.pick(constraints); if (!c) return;
    const key = rng.pick(CONSTRAINT_KEYS);
    const value = key === "relation" ? rng.pick(RELATIONS) : key.endsWith("Attribute") ? rng.pick(ATTRIBUTES) : rng.pick(JUNK);
    setAttribute(c, key, value);
  },
  constraintNumbers({ constraints }, rng) {
    const c = rng.pick(constraints); if (!c) return;
    setAttribute(c, rng.pick(["multiplier", "constant", "priority"]), rng.pick(JUNK));
  },
  constraintItem({ constraints, ids, cells, guides, foreign }, rng) {
    const c = rng.pick(constraints); if (!c) return;
    const key = rng.pick(["firstItem", "secondItem"]);
    const choice = rng.int(7);
    const value = choice === 0 ? "missing-id" : choice === 1 ? (c.getAttribute(key === "firstItem" ? "secondItem" : "firstItem") ?? c.getAttribute("id") ?? "x")
      : choice === 2 ? (rng.pick(foreign) ?? "y") : choice === 3 ? (rng.pick(cells) ?? "z") : choice === 4 ? (rng.pick(guides) ?? "g")
      : choice === 5 ? (c.getAttribute("id") ?? "c") : rng.pick(ids);
    setAttribute(c, key, value);
  },
  constraintAttributeRenamed({ constraints }, rng) {
    const c = rng.pick(constraints); if (!c || !c.attributes.length) return;
    const attribute = rng.pick(c.attributes);
    if (rng.chance(0.5)) removeAttribute(c, attribute.name); else attribute.name = attribute.name + "X";
  },
  frameJunk({ frames }, rng) {
    const rect = rng.pick(frames); if (!rect) return;
    setAttribute(rect, rng.pick(["x", "y", "width", "height"]), rng.pick([...JUNK, "-100", "-0.0001", "1e9", "1e15"]));
    if (rng.chance(0.2)) removeAttribute(rect, rng.pick(["width", "height"]));
  },
  stackJunk({ stacks }, rng) {
    const stack = rng.pick(stacks); if (!stack) return;
    const key = rng.pick(Object.keys(STACK_KEYS));
    setAttribute(stack, key, rng.pick(STACK_KEYS[key]));
  },
  viewJunk({ views }, rng) {
    const view = rng.pick(views); if (!view) return;
    setAttribute(view, rng.pick(VIEW_KEYS), rng.pick(JUNK));
  },
  anyAttributeJunk({ all }, rng) {
    const element = rng.pick(all); if (!element || !element.attributes.length) return;
    rng.pick(element.attributes).raw = escapeAttributeValue(rng.pick(JUNK));
  },
  removeElement({ all }, rng) {
    const element = rng.pick(all.slice(1)); if (element) remove(element);
  },
  duplicateId({ views, ids }, rng) {
    const view = rng.pick(views); if (view) setAttribute(view, "id", rng.pick(ids));
  },
  duplicateSubtree({ views }, rng) {
    const view = rng.pick(views); if (!view?.parentElement) return;
    const copy = parseXml(serializeElement(view)).root;
    insert(view.parentElement, copy);
  },
  deepNesting({ views }, rng) {
    const view = rng.pick(views); if (!view) return;
    const depth = 20 + rng.int(220);
    let inner = `<view id="deep-${depth}"><rect key="frame" x="1" y="1" width="10" height="10"/></view>`;
    for (let level = depth - 1; level >= 0; level--) {
      const pin = rng.chance(0.5) ? `<constraints><constraint firstItem="deep-${level + 1}" firstAttribute="leading" secondItem="deep-${level}" secondAttribute="leading" constant="1" id="deep-c${level}"/><constraint firstItem="deep-${level + 1}" firstAttribute="top" secondItem="deep-${level}" secondAttribute="top" id="deep-t${level}"/></constraints>` : "";
      inner = `<view translatesAutoresizingMaskIntoConstraints="${rng.chance(0.5) ? "NO" : "YES"}" id="deep-${level}"><rect key="frame" x="0" y="0" width="${rng.pick(["300", "-5", "1e308", "NaN"])}" height="300"/><subviews>${inner}</subviews>${pin}</view>`;
    }
    insert(subviewsOf(view), fragment(inner));
  },
  equalityCycle({ views }, rng) {
    const chosen = [];
    for (let i = 0; i < 2 + rng.int(5); i++) { const view = rng.pick(views); if (view?.getAttribute("id")) chosen.push(view); }
    if (chosen.length < 2) return;
    const attribute = rng.pick(["width", "height", "leading", "centerX", "top"]);
    for (let i = 0; i < chosen.length; i++) {
      const first = chosen[i].getAttribute("id"), second = chosen[(i + 1) % chosen.length].getAttribute("id");
      const extra = rng.chance(0.5) ? `multiplier="${rng.pick(["2", "1:2", "0.5", "3:1", "1"])}"` : `constant="${rng.pick(["10", "-10", "0"])}"`;
      insert(constraintsOf(rng.pick(views)), constraint(first, attribute, second, attribute, extra));
    }
  },
  multiplierChain({ views }, rng) {
    // Each view n × as wide (or tall) as the one before: overflows the solver past a few dozen views.
    const chain = [];
    for (let i = 0; i < 10 + rng.int(60); i++) { const view = rng.pick(views); if (view?.getAttribute("id")) chain.push(view.getAttribute("id")); }
    const attribute = rng.pick(["width", "height"]), multiplier = rng.pick(["1e9", "1000", "-1000", "1:1e-9", "2"]);
    for (let i = 1; i < chain.length; i++) insert(constraintsOf(rng.pick(views)), constraint(chain[i], attribute, chain[i - 1], attribute, `multiplier="${multiplier}"`));
  },
  constraintFlood({ views, ids }, rng) {
    const view = rng.pick(views); if (!view?.getAttribute("id")) return;
    const list = constraintsOf(view);
    const id = view.getAttribute("id");
    for (let i = 0; i < 1000; i++) {
      const attribute = rng.pick(ATTRIBUTES.slice(0, 10));
      const relation = rng.pick(["equal", "lessThanOrEqual", "greaterThanOrEqual"]);
      const second = rng.chance(0.5) ? null : rng.pick(ids);
      const extra = `relation="${relation}" constant="${rng.int(400) - 200}" priority="${rng.pick(["1000", "999", "750", "250", "1"])}"`;
      insert(list, constraint(rng.chance(0.7) ? id : rng.pick(ids), attribute, second, second ? rng.pick(ATTRIBUTES.slice(0, 10)) : null, extra));
    }
  },
  deviceJunk({ root }, rng) {
    const device = root.firstChild("device");
    if (device) setAttribute(device, rng.pick(["id", "orientation", "appearance"]), rng.pick(["retina4_7", "ipad12_9", "junk", "", "landscape", "sideways"]));
    else setAttribute(root, rng.pick(["targetRuntime", "type", "toolsVersion"]), rng.pick(["iOS.CocoaTouch", "MacOSX.Cocoa", "AppleTV", "junk", "", "1e308"]));
  },
};

function subviewsOf(view) {
  let list = view.firstChild("subviews");
  if (!list) { list = fragment("<subviews/>"); insert(view, list); }
  return list;
}

/** The mutated text of one seed: {name (fixture), mutations (names), text}. */
export function mutatedDocument(corpus, seed) {
  made = 0;
  const rng = random(seed);
  const source = rng.pick(corpus);
  const document = parseXml(source.text);
  const applied = [];
  const count = 1 + rng.int(rng.chance(0.2) ? 12 : 4);
  for (let i = 0; i < count; i++) {
    const context = contextOf(document.root);
    const name = rng.pick(Object.keys(MUTATIONS));
    // Floods and deep nesting are slow by design: keep them to a few percent of the runs.
    if ((name === "constraintFlood" || name === "deepNesting") && !rng.chance(0.25)) continue;
    MUTATIONS[name](context, rng);
    applied.push(name);
  }
  return { name: source.name, mutations: applied, text: serializeDocument(document) };
}

function contextOf(root) {
  const all = elements(root);
  const views = all.filter((element) => element.getAttribute("id") && (element.parentElement?.tagName === "subviews"
    || element.getAttribute("key") === "view" || element.getAttribute("key") === "contentView" || element.tagName === "stackView"));
  const ids = all.map((element) => element.getAttribute("id")).filter(Boolean);
  const sceneOf = (element) => { let node = element; while (node && node.tagName !== "scene") node = node.parentElement; return node; };
  const foreign = [];
  for (const view of views) for (const other of views) if (sceneOf(view) && sceneOf(other) && sceneOf(view) !== sceneOf(other)) { foreign.push(other.getAttribute("id")); break; }
  return {
    root, all, views, ids: ids.length ? ids : ["none"], foreign,
    constraints: all.filter((element) => element.tagName === "constraint"),
    frames: all.filter((element) => element.tagName === "rect" && element.getAttribute("key") === "frame"),
    stacks: all.filter((element) => element.tagName === "stackView"),
    cells: all.filter((element) => /Cell$/.test(element.tagName)).map((element) => element.getAttribute("id")).filter(Boolean),
    guides: all.filter((element) => /[lL]ayoutGuide$/.test(element.tagName)).map((element) => element.getAttribute("id")).filter(Boolean),
  };
}
