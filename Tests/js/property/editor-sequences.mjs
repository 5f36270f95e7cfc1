/**
 * Random sequences of the editor's commands over a real document, made through the same objects the page uses:
 * `EditActions` (every edit the UI makes, with the batch hooks the Auto Layout module installs: size-class entries
 * and Xcode's placement marks) and `LayoutActions` (constraints), on a session whose document is the sync engine's
 * `SyncDocument`, as the live client's optimistic document is. Each step is one user action: a library drop of a
 * catalog item (every item in turn), duplicate, delete, copy + paste, embed (view, stack view, navigation
 * controller), connect (an outlet the HUD offers, an action, a segue), disconnect, constraints (pin, align, add
 * missing, update frames, clear, edit, reverse), an inspector edit, a move, a resize, a reparent, a title, a class,
 * static cells (convert a Table View Controller's table, add a section).
 *
 * The record of a sequence is what `EditorPropertyTests` (Swift) checks: the batches as the engine applied them (it
 * applies them itself and compares bytes and checksums), and for each command that has a Swift twin in
 * `Sources/IBSync/Commands` the ops the JS command built with its arguments, which the Swift twin must build too
 * (up to the new ids). Run by `run-sequences.mjs`; `editor-sequences.test.mjs` runs a few with the JS checks alone.
 */
import { SyncDocument, OpRefused } from "../../../Public/js/sync/engine/sync-document.js";
import { EditActions } from "../../../Public/js/editing/edit-actions.js";
import { LayoutActions } from "../../../Public/js/constraints/layout-actions.js";
import { LiveLayout } from "../../../Public/js/constraints/live-layout.js";
import { placementMarkOps } from "../../../Public/js/commands/auto-layout/placement-marks.js";
import { danglingEntryOps } from "../../../Public/js/commands/auto-layout/installed-edit.js";
import { CONTAINER_TAGS } from "../../../Public/js/canvas/geometry.js";
import { Catalog } from "../../../Public/js/document/catalog.js";
import { DocumentModel } from "../../../Public/js/document/document-model.js";
import * as commands from "../../../Public/js/commands/index.js";
import { outletRefusal } from "../../../Public/js/commands/connection-rules.js";
import { inspectorEditOps, inspectorValues } from "../../../Public/js/commands/inspector-edits.js";
import { alignSpecs, pinSpecs, editConstraintOps } from "../../../Public/js/commands/auto-layout/commands.js";

/** A seeded PRNG (mulberry32): the same seed gives the same sequence. */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6D2B79F5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    below: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (percent) => next() * 100 < percent,
  };
}

/** The page's session, reduced to what EditActions uses; engine refusals are recorded (they are defects). */
class PropertySession {
  constructor(document) {
    this.document = document;
    this.readOnly = false;
    this.documentId = "property-document";
    this.last = null;
  }

  submit(ops, { label }) {
    try {
      const result = this.document.applyBatch(ops);
      this.last = { label, submitted: ops, applied: result.ops };
    } catch (error) {
      if (error instanceof OpRefused) this.last = { label, submitted: ops, engineRefused: `${error.code}: ${error.reason}`, opIndex: error.opIndex };
      throw error;
    }
  }
}

const parseFragment = (xml) => SyncDocument.parse(xml).root;

/** Everything with an id, in document order. */
function objects(doc) {
  const result = [];
  doc.root.forEachElement((element) => { if (element.getAttribute("id") !== null && doc.elementById(element.getAttribute("id")) === element) result.push(element); });
  return result;
}

const frameOf = (element) => element.children.find((c) => c.tagName === "rect" && c.getAttribute("key") === "frame");
const isView = (element) => Boolean(frameOf(element));
const superview = (element) => { for (let n = element.parentElement; n; n = n.parentElement) if (isView(n)) return n; return null; };
const sceneOf = (element) => { for (let n = element; n; n = n.parentElement) if (n.tagName === "scene") return n; return null; };
const isController = (element) => /Controller$/.test(element.tagName) && element.tagName !== "searchDisplayController";

/**
 * One sequence of `steps` random actions on `text` (a document's XML). `catalogData`: `GET /api/catalog`'s JSON for
 * the document's platform. Returns the record: steps with their batches and twin ops, and the final XML.
 */
export function runSequence(text, { catalogData, seed, steps, libraryCursor = { index: 0 } }) {
  const random = randomSource(seed);
  const realRandom = Math.random;
  Math.random = random.next;    // IdGenerator and anything else random in the page code: reproducible
  try {
    const doc = SyncDocument.parse(text);
    const session = new PropertySession(doc);
    const selection = { ids: [], primary: null, set(ids) { this.ids = ids; this.primary = ids[0] ?? null; }, clear() { this.ids = []; this.primary = null; } };
    const notices = [];
    const catalog = new Catalog(catalogData);
    const actions = new EditActions(session, selection, (message, kind) => notices.push({ message, kind }), { catalog: () => catalog });
    // The hooks constraints/auto-layout.js installs, without its catch: a hook that throws is a defect here.
    actions.addBatchHook((d, ops) => danglingEntryOps(d, ops));
    actions.addBatchHook((d, ops) => placementMarkOps(d, ops));
    let model = null;
    const liveLayout = new LiveLayout({ getDocument: () => doc, getModel: () => model });
    const layout = new LayoutActions({ actions, liveLayout, notify: (message, kind) => notices.push({ message, kind }) });
    const context = { doc, actions, layout, catalog, random, libraryCursor, selection };
    const record = [];
    for (let index = 0; index < steps; index += 1) {
      model = new DocumentModel(doc.root);
      session.last = null;
      notices.length = 0;
      const step = chooseAndRun(context);
      if (!step) continue;
      const entry = { command: step.command, args: step.args };
      if (step.twin) entry.twin = step.twin;
      if (session.last) Object.assign(entry, session.last);
      if (!session.last && notices.length) entry.refused = notices.map((n) => n.message).join(" ");
      entry.checksum = doc.checksum();
      record.push(entry);
    }
    return { steps: record, final: doc.serialize() };
  } finally {
    Math.random = realRandom;
  }
}

/** The ops a command builds (for its Swift twin), with new ids from a generator of the document. */
function twinOps(doc, build) {
  try {
    const result = build(commands.IdGenerator.forDocument(doc));
    return { ops: Array.isArray(result) ? result : result.ops };
  } catch (error) {
    return { refused: error.reason ?? error.message };
  }
}

const COMMANDS = [
  ["libraryDrop", 6], ["duplicate", 2], ["delete", 2], ["copyPaste", 2], ["embedInView", 1], ["embedInStackView", 1],
  ["embedInNavigationController", 1], ["connectOutlet", 2], ["connectAction", 2], ["connectSegue", 1], ["disconnect", 1],
  ["pin", 2], ["align", 1], ["addMissing", 1], ["updateFrames", 1], ["clearConstraints", 1], ["editConstraint", 1],
  ["inspectorEdit", 5], ["move", 2], ["resize", 1], ["reparent", 2], ["title", 1], ["changeClass", 1], ["staticCells", 1],
];
const TOTAL_WEIGHT = COMMANDS.reduce((sum, [, weight]) => sum + weight, 0);

function chooseAndRun(context) {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    let roll = context.random.below(TOTAL_WEIGHT);
    const [command] = COMMANDS.find(([, weight]) => (roll -= weight) < 0);
    const step = RUNNERS[command](context);
    if (step) return { command, ...step };
  }
  return null;
}

const containers = (doc) => objects(doc).filter((e) => CONTAINER_TAGS.has(e.tagName) && isView(e));
const movableViews = (doc) => objects(doc).filter((e) => isView(e) && superview(e) && e.parentElement?.tagName === "subviews");
const controllers = (doc) => objects(doc).filter(isController);

const RUNNERS = {
  /** The library's items in turn (so a run covers every one), dropped as the library drops them. */
  libraryDrop({ doc, actions, catalog, random, libraryCursor }) {
    const items = catalog.libraryClasses;
    const item = items[libraryCursor.index++ % items.length];
    const args = { className: item.className };
    if (commands.isSceneClass(item)) {
      args.x = random.below(4000) - 1000;
      args.y = random.below(2000) - 500;
      const twin = { command: "addScene", args, ...twinOps(doc, (generator) => commands.addScene(doc, { catalogClass: item, x: args.x, y: args.y, generator })) };
      actions.addSceneFromLibrary(item.className, args.x, args.y);
      return { args, twin };
    }
    const into = containers(doc);
    if (!into.length) return null;
    const container = random.pick(into);
    args.into = container.getAttribute("id");
    args.x = random.below(200);
    args.y = random.below(400);
    const cellClass = catalog.byName.get(commands.cellClassName(item.className)) ?? null;
    const twin = { command: "addObject", args, ...twinOps(doc, (generator) => commands.addObject(doc, { catalogClass: item, cellClass, into: args.into, x: args.x, y: args.y, generator })) };
    actions.addFromLibrary(item.className, args.into, args.x, args.y);
    return { args, twin };
  },

  duplicate({ doc, actions, random }) {
    const candidates = [...movableViews(doc), ...controllers(doc)];
    if (!candidates.length) return null;
    const ids = [random.pick(candidates).getAttribute("id")];
    const args = { ids, offset: { x: 10, y: 10 } };
    const twin = { command: "duplicate", args, ...twinOps(doc, (generator) => commands.duplicateObjects(doc, { ids, generator, offset: args.offset })) };
    actions.duplicate(ids);
    return { args, twin };
  },

  delete({ doc, actions, random }) {
    const candidates = objects(doc).filter((e) => e.tagName !== "constraint" && e.parentElement?.tagName !== "connections");
    if (!candidates.length) return null;
    const ids = [random.pick(candidates).getAttribute("id")];
    const args = { ids };
    const twin = { command: "delete", args, ...twinOps(doc, () => commands.deleteObjects(doc, { ids })) };
    actions.delete(ids);
    return { args, twin };
  },

  copyPaste({ doc, actions, random }) {
    const views = movableViews(doc);
    const into = containers(doc);
    if (!views.length || !into.length) return null;
    const ids = [random.pick(views).getAttribute("id")];
    const clip = { ...commands.copyObjects(doc, { ids }), documentId: "property-document" };
    if (!clip.items.length) return null;
    const target = random.pick(into).getAttribute("id");
    actions.pasteClip(target, JSON.parse(JSON.stringify(clip)));
    return { args: { ids, into: target } };
  },

  embedInView({ doc, actions, random }) {
    const views = movableViews(doc);
    if (!views.length) return null;
    const first = random.pick(views);
    const siblings = views.filter((v) => v.parentElement === first.parentElement && v !== first);
    const ids = [first, ...siblings.slice(0, random.below(2))].map((e) => e.getAttribute("id"));
    actions.embedInView(ids);
    return { args: { ids } };
  },

  embedInStackView({ doc, layout, random }) {
    const views = movableViews(doc);
    if (!views.length) return null;
    const first = random.pick(views);
    const siblings = views.filter((v) => v.parentElement === first.parentElement && v !== first);
    const ids = [first, ...siblings.slice(0, 1 + random.below(2))].map((e) => e.getAttribute("id"));
    layout.embedInStackView(ids);
    return { args: { ids } };
  },

  embedInNavigationController({ doc, actions, random }) {
    const candidates = controllers(doc).filter((e) => e.tagName === "viewController" && sceneOf(e));
    if (!candidates.length) return null;
    const id = random.pick(candidates).getAttribute("id");
    const args = { id };
    const twin = { command: "embedInNavigationController", args, ...twinOps(doc, (generator) => commands.embedInNavigationController(doc, { id, generator })) };
    actions.embedInNavigationController(id);
    return { args, twin };
  },

  /** An outlet the connections HUD offers: one the source's class declares whose type the destination has, that the HUD's rule (`outletRefusal`) lets through. */
  connectOutlet({ doc, actions, catalog, random }) {
    const all = objects(doc);
    if (!all.length) return null;   // everything deleted (a storyboard whose one scene went)
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const source = random.pick(all);
      const outlets = catalog.outletsOf(catalog.byElement.get(source.tagName)?.className);
      if (!outlets.length) continue;
      const scene = sceneOf(source);
      const targets = all.filter((t) => t !== source && sceneOf(t) === scene && t.parentElement?.tagName !== "connections" && t.tagName !== "constraint");
      const outlet = random.pick(outlets);
      const fitting = targets.filter((t) => {
        const chain = new Set(catalog.chain(catalog.byElement.get(t.tagName)?.className).map((c) => c.className));
        return (outlet.destinationIsProtocol || chain.has(outlet.destinationType)) && !outletRefusal(source, t, outlet.property);
      });
      if (!fitting.length) continue;
      const args = { source: source.getAttribute("id"), property: outlet.property, destination: random.pick(fitting).getAttribute("id"), collection: false };
      const twin = { command: "connectOutlet", args, ...twinOps(doc, (generator) => commands.connectOutlet(doc, { ...args, generator })) };
      actions.connectOutlet(args.source, args.property, args.destination);
      return { args, twin };
    }
    return null;
  },

  /** An action from a control that sends actions to its scene's controller (or a xib's File's Owner). */
  connectAction({ doc, actions, catalog, random }) {
    const macOS = (doc.root.getAttribute("targetRuntime") ?? "").startsWith("MacOSX");
    const senders = objects(doc).filter((e) => catalog.chain(catalog.byElement.get(e.tagName)?.className).some((c) => c.declaresActionSending));
    if (!senders.length) return null;
    const source = random.pick(senders);
    const scene = sceneOf(source);
    const target = scene ? scene.children.find((c) => c.tagName === "objects")?.children.find(isController)
      : objects(doc).find((e) => e.getAttribute("id") === "-1");
    if (!target) return null;
    const events = catalog.controlEventsOf(catalog.byElement.get(source.tagName)?.className);
    const eventType = macOS ? null : (events.includes("touchUpInside") ? "touchUpInside" : events[0] ?? null);
    const args = { source: source.getAttribute("id"), selector: `action${random.below(20)}:`, target: target.getAttribute("id"), eventType };
    const twin = { command: "connectAction", args, ...twinOps(doc, (generator) => commands.connectAction(doc, { ...args, generator })) };
    actions.connectAction(args.source, args.selector, args.target, args.eventType);
    return { args, twin };
  },

  connectSegue({ doc, actions, random }) {
    const all = controllers(doc).filter((e) => sceneOf(e));
    if (all.length < 2) return null;
    const source = random.pick(all);
    const destination = random.pick(all.filter((e) => e !== source));
    const appKit = (doc.root.getAttribute("targetRuntime") ?? "").startsWith("MacOSX");
    const kind = random.pick(appKit ? ["show", "modal", "sheet", "popover"] : ["show", "showDetail", "presentation", "popoverPresentation"]);
    const args = { source: source.getAttribute("id"), destination: destination.getAttribute("id"), kind };
    actions.connectSegue(args.source, args.destination, kind);
    return { args };
  },

  disconnect({ doc, actions, random }) {
    const connections = objects(doc).filter((e) => e.parentElement?.tagName === "connections");
    if (!connections.length) return null;
    const id = random.pick(connections).getAttribute("id");
    const args = { id };
    const twin = { command: "disconnect", args, ...twinOps(doc, () => commands.disconnect(doc, { id })) };
    actions.disconnect(id);
    return { args, twin };
  },

  pin({ doc, layout, random }) {
    const views = movableViews(doc);
    if (!views.length) return null;
    const ids = [random.pick(views).getAttribute("id")];
    const sides = Object.fromEntries(["top", "leading", "trailing", "bottom"].map((side) => [side, { enabled: random.chance(50) }]));
    const choices = { sides, width: { enabled: random.chance(40) }, height: { enabled: random.chance(40) }, constrainToMargins: random.chance(70) };
    layout.addConstraints("Add New Constraints", (d) => pinSpecs(d, ids, choices, { safeAreaOf: layout.safeAreaOf }));
    return { args: { ids, choices } };
  },

  align({ doc, layout, random }) {
    const views = movableViews(doc);
    if (!views.length) return null;
    const first = random.pick(views);
    const siblings = views.filter((v) => v.parentElement === first.parentElement && v !== first);
    const ids = [first, ...siblings.slice(0, 1)].map((e) => e.getAttribute("id"));
    const key = ids.length > 1 ? random.pick(["leading", "top", "centerX", "centerY", "horizontallyInContainer"]) : random.pick(["horizontallyInContainer", "verticallyInContainer"]);
    const choices = { [key]: key.endsWith("InContainer") ? { enabled: true, constant: 0 } : true };
    layout.addConstraints("Add Alignment Constraints", (d) => alignSpecs(d, ids, choices));
    return { args: { ids, choices } };
  },

  addMissing({ doc, layout, random }) {
    const views = movableViews(doc);
    if (!views.length) return null;
    const ids = [random.pick(views).getAttribute("id")];
    layout.addMissing(ids);
    return { args: { ids } };
  },

  updateFrames({ doc, layout, random }) {
    const views = movableViews(doc);
    if (!views.length) return null;
    const ids = [random.pick(views).getAttribute("id")];
    layout.updateFrames(ids, false, { quiet: true });
    return { args: { ids } };
  },

  clearConstraints({ doc, layout, random }) {
    const views = movableViews(doc);
    if (!views.length) return null;
    const ids = [random.pick(views).getAttribute("id")];
    layout.clear(ids);
    return { args: { ids } };
  },

  editConstraint({ doc, layout, actions, random }) {
    const constraints = objects(doc).filter((e) => e.tagName === "constraint");
    if (!constraints.length) return null;
    const id = random.pick(constraints).getAttribute("id");
    if (random.chance(30)) {
      layout.reverseConstraint(id);
      return { args: { id, reverse: true } };
    }
    const changes = random.pick([{ constant: random.below(40) }, { priority: random.pick([250, 750, 999]) }, { relation: random.pick(["equal", "greaterThanOrEqual", "lessThanOrEqual"]) }]);
    layout.editConstraint(id, changes);
    return { args: { id, changes } };
  },

  /** A field of the Attributes inspector: an attribute the object's class (or a superclass) declares, a value of its type. */
  inspectorEdit({ doc, actions, catalog, random }) {
    const candidates = objects(doc).filter((e) => catalog.byElement.get(e.tagName)?.attributes);
    if (!candidates.length) return null;
    const element = random.pick(candidates);
    const chain = catalog.chain(catalog.byElement.get(element.tagName).className);
    const attributes = chain.flatMap((c) => c.attributes ?? []).filter((a) => a.key !== "frame");
    if (!attributes.length) return null;
    const attribute = random.pick(attributes);
    const values = inspectorValues(attribute, element);
    if (!values.length) return null;
    const value = random.pick(values);
    const id = element.getAttribute("id");
    const catalogClass = catalog.byElement.get(element.tagName);
    actions.run("Change Attribute", (d) => inspectorEditOps(d, { id, attribute, value, catalogClass }));
    return { args: { id, attribute: attribute.key, value } };
  },

  move({ doc, actions, random }) {
    const views = movableViews(doc);
    if (!views.length) return null;
    const ids = [random.pick(views).getAttribute("id")];
    const dx = random.below(61) - 30, dy = random.below(61) - 30;
    actions.move(ids, dx, dy);
    return { args: { ids, dx, dy } };
  },

  resize({ doc, actions, random }) {
    const views = movableViews(doc);
    if (!views.length) return null;
    const view = random.pick(views);
    const rect = frameOf(view);
    const frame = { width: Math.max(1, Number(rect.getAttribute("width")) + random.below(41) - 20), height: Math.max(1, Number(rect.getAttribute("height")) + random.below(41) - 20) };
    actions.setFrame(view.getAttribute("id"), frame);
    return { args: { id: view.getAttribute("id"), frame } };
  },

  reparent({ doc, actions, random }) {
    const views = movableViews(doc);
    if (!views.length) return null;
    const view = random.pick(views);
    const root = (() => { let r = view; for (let s = superview(r); s; s = superview(s)) r = s; return r; })();
    const targets = containers(doc).filter((c) => c !== view && c.getAttribute("id") !== superview(view)?.getAttribute("id")
      && (() => { let r = c; for (let s = superview(r); s; s = superview(s)) r = s; return r; })() === root
      && !(() => { for (let n = c; n; n = n.parentElement) if (n === view) return true; return false; })());
    if (!targets.length) return null;
    const into = random.pick(targets).getAttribute("id");
    const rect = frameOf(view);
    const frame = { x: random.below(100), y: random.below(100), width: Number(rect.getAttribute("width")), height: Number(rect.getAttribute("height")) };
    actions.reparent(view.getAttribute("id"), into, frame);
    return { args: { id: view.getAttribute("id"), into, frame } };
  },

  title({ doc, actions, random }) {
    const macOS = (doc.root.getAttribute("targetRuntime") ?? "").startsWith("MacOSX");
    const titled = objects(doc).filter((e) => commands.editableTitle(doc, e, macOS) !== undefined);
    if (!titled.length) return null;
    const id = random.pick(titled).getAttribute("id");
    const text = random.pick(["Title", "Save & Close", "Line one\nline two", "Ünïcode ✓", ""]);
    actions.setTitle(id, text);
    return { args: { id, text } };
  },

  changeClass({ doc, actions, random }) {
    const candidates = objects(doc).filter((e) => isView(e) || isController(e));
    if (!candidates.length) return null;
    const element = random.pick(candidates);
    const customClass = random.chance(80) ? `My${element.tagName[0].toUpperCase()}${element.tagName.slice(1)}` : null;
    const module = customClass && random.chance(50) ? "App" : null;
    const args = { id: element.getAttribute("id"), customClass, module };
    const twin = { command: "changeClass", args, ...twinOps(doc, () => commands.changeClass(doc, args)) };
    actions.changeClass(args.id, customClass, module);
    return { args, twin };
  },

  /** Convert to Static Cells on a Table View Controller's dynamic table, Add Table Section on a static one (the context menu's). */
  staticCells({ doc, actions, random }) {
    const tables = objects(doc).filter((e) => commands.canConvertToStaticCells(doc, e.getAttribute("id")) || commands.canAddTableSection(doc, e.getAttribute("id")));
    if (!tables.length) return null;
    const id = random.pick(tables).getAttribute("id");
    const [command, label] = commands.canConvertToStaticCells(doc, id) ? ["convertToStaticCells", "Convert to Static Cells"] : ["addTableSection", "Add Table Section"];
    const args = { id };
    const twin = { command, args, ...twinOps(doc, (generator) => commands[command](doc, { id, generator })) };
    actions.run(label, (current) => commands[command](current, { id, generator: commands.IdGenerator.forDocument(current) }));
    return { args, twin };
  },
};

export { parseFragment };
