/**
 * A read-only object graph over an Interface Builder XML document: the sync engine's tree (client.document)
 * or, for the read-only fallback, a DOMParser tree. The XML tree stays the source of truth: every node keeps
 * its element, and ids are the XML ids. The editor rebuilds it after every change (it is a cheap walk).
 */
import { defaultClassName, displayName } from "./ib-names.js";
import { COMMENT_NODE, TEXT_NODE } from "./xml-read.js";

/** Tags that carry an id but are not outline objects (connections are collected separately). */
const NOT_OBJECTS = new Set(["outlet", "action", "segue", "outletCollection", "scene", "document"]);
/** Screen sizes (points) of the `<device id>` values Xcode writes. */
const DEVICE_SIZES = {
  retina3_5: [320, 480], retina4_0: [320, 568], retina4_7: [375, 667], retina5_5: [414, 736], retina5_9: [375, 812],
  retina6_1: [414, 896], retina6_5: [414, 896], retina6_12: [393, 852], retina6_72: [430, 932], retina6_0: [390, 844],
  ipad9_7: [768, 1024], ipad10_2: [810, 1080], ipad11: [834, 1194], ipad12_9: [1024, 1366], ipad12_9rounded: [1024, 1366],
  appleTV: [1920, 1080], watch38: [136, 170], watch42: [156, 195],
};

export class DocumentParseError extends Error {}

function directChild(element, tag, key) {
  for (const node of element.children) {
    if (node.tagName === tag && (key === undefined || node.getAttribute("key") === key)) return node;
  }
  return null;
}

function readRect(element) {
  if (!element) return null;
  const n = (name) => Number(element.getAttribute(name) ?? 0);
  return { x: n("x"), y: n("y"), width: n("width"), height: n("height") };
}

/** The comment Xcode writes just before a scene (`<!--Login-->`), used as the scene title. */
function leadingComment(element) {
  let node = element.previousSibling;
  while (node && node.nodeType === TEXT_NODE && !node.textContent.trim()) node = node.previousSibling;
  return node?.nodeType === COMMENT_NODE ? node.textContent.trim() : null;
}

export class DocumentModel {
  /** Parses XML text with DOMParser (the read-only fallback and past versions). */
  static parse(text) {
    const xml = new DOMParser().parseFromString(text, "application/xml");
    const error = xml.querySelector("parsererror");
    if (error) throw new DocumentParseError(`The document is not well-formed XML: ${error.textContent.trim().split("\n")[0]}`);
    return new DocumentModel(xml.documentElement);
  }

  /**
   * The model after a change inside these storyboard scenes (Canvas.update's partial redraw): they are read
   * again and every other scene's nodes are reused, so a remote edit in one scene of a 2,000-view document
   * reads a hundred elements instead of all of them. Xibs are read whole.
   */
  static afterSceneChange(previous, sceneIds) {
    if (previous.kind !== "storyboard") return new DocumentModel(previous.root);
    return new DocumentModel(previous.root, { previous, changed: new Set(sceneIds) });
  }

  /**
   * @param root the `<document>` element (engine XmlElement or DOM element)
   * @param reuse `{previous, changed}`: scenes not in `changed` whose element is the same are taken from `previous`
   */
  constructor(root, reuse = null) {
    this.root = root;
    this.reuse = reuse;
    if (this.root.tagName !== "document" && this.root.tagName !== "archive") {
      throw new DocumentParseError(`The XML is not an Interface Builder document (root element <${this.root.tagName}>).`);
    }
    const type = this.root.getAttribute("type") ?? "";
    this.kind = type.includes("Storyboard") ? "storyboard" : "xib";
    this.platform = type.includes("Cocoa.") && !type.includes("CocoaTouch") ? "macos" : "ios";
    this.initialControllerId = this.root.getAttribute("initialViewController");
    this.screenSize = this.#screenSize();
    /** @type {Map<string, object>} every object by XML id */
    this.objects = new Map();
    this.segues = [];
    this.scenes = this.kind === "storyboard" ? this.#readScenes() : this.#readTopLevelObjects();
    this.placeholders = this.kind === "xib" ? this.#xibPlaceholders : [];
    this.reuse = null;
  }

  #screenSize() {
    if (this.platform === "macos") return { width: 480, height: 270 };
    const device = directChild(this.root, "device")?.getAttribute("id") ?? "retina4_7";
    const [width, height] = DEVICE_SIZES[device] ?? DEVICE_SIZES.retina4_7;
    return { width, height };
  }

  #readScenes() {
    const scenesElement = directChild(this.root, "scenes");
    if (!scenesElement) return [];
    const previous = this.reuse ? new Map(this.reuse.previous.scenes.map((scene) => [scene.id, scene])) : null;
    return [...scenesElement.children].filter((e) => e.tagName === "scene").map((sceneElement) => {
      const id = sceneElement.getAttribute("sceneID");
      const kept = previous?.get(id);
      if (kept && kept.element === sceneElement && !this.reuse.changed.has(id)) {
        for (const node of kept.nodes) this.objects.set(node.id, node);
        this.segues.push(...kept.segues);
        return kept;
      }
      const scene = { id, element: sceneElement, members: [], controller: null, nodes: [], segues: [] };
      const objects = directChild(sceneElement, "objects");
      for (const element of objects ? objects.children : []) {
        if (!element.getAttribute("id")) continue;
        const node = this.#readObject(element, null, scene);
        scene.members.push(node);
        if (!scene.controller && element.getAttribute("sceneMemberID") === "viewController") scene.controller = node;
      }
      scene.controller ??= scene.members.find((m) => !m.isPlaceholder) ?? null;
      scene.location = readPoint(directChild(sceneElement, "point", "canvasLocation"));
      scene.title = leadingComment(sceneElement) ?? scene.controller?.name ?? "Scene";
      return scene;
    });
  }

  #readTopLevelObjects() {
    const objects = directChild(this.root, "objects");
    this.#xibPlaceholders = [];
    if (!objects) return [];
    const scenes = [];
    for (const element of objects.children) {
      if (!element.getAttribute("id")) continue;
      const scene = { id: element.getAttribute("id"), element, members: [], controller: null, nodes: [], segues: [] };
      const node = this.#readObject(element, null, scene);
      if (node.isPlaceholder) {
        this.#xibPlaceholders.push(node);
        continue;
      }
      scene.members.push(node);
      scene.root = node;
      scene.location = readPoint(directChild(element, "point", "canvasLocation"));
      scene.title = node.name;
      scenes.push(scene);
    }
    return scenes;
  }

  #xibPlaceholders = [];

  /** Builds the node for an element with an id, and its descendants. */
  #readObject(element, parent, scene) {
    const tag = element.tagName;
    const customClass = element.getAttribute("customClass");
    const node = {
      id: element.getAttribute("id"), element, tag, parent, scene,
      className: customClass ?? defaultClassName(tag, this.platform),
      customClass, customModule: element.getAttribute("customModule"),
      name: displayName(element, this.platform),
      // AppKit xibs write File's Owner, First Responder and Application as <customObject> with ids -1, -2, -3.
      isPlaceholder: tag === "placeholder" || tag === "exit" || (tag === "customObject" && /^-\d+$/.test(element.getAttribute("id"))),
      frame: readRect(directChild(element, "rect", "frame") ?? (tag === "window" || tag === "windowTemplate" ? directChild(element, "rect", "contentRect") : null)),
      children: [], connections: [],
    };
    this.objects.set(node.id, node);
    scene.nodes.push(node);
    this.#readChildren(element, node, scene);
    return node;
  }

  #readChildren(element, node, scene) {
    for (const child of element.children) {
      const tag = child.tagName;
      if (tag === "connections") {
        this.#readConnections(child, node, scene);
      } else if (tag === "constraints") {
        const group = { id: null, group: true, name: "Constraints", tag: "constraints", parent: node, scene, children: [], connections: [] };
        for (const constraint of child.children) {
          if (constraint.getAttribute("id")) group.children.push(this.#readObject(constraint, group, scene));
        }
        if (group.children.length) node.children.push(group);
      } else if (NOT_OBJECTS.has(tag)) {
        continue;
      } else if (child.getAttribute("id")) {
        node.children.push(this.#readObject(child, node, scene));
      } else {
        // Id-less elements either group objects (<subviews>, <prototypes>, <sections>, <items>...) or are values
        // (<rect>, <color>...) with nothing inside to find: descending into both is correct.
        this.#readChildren(child, node, scene);
      }
    }
  }

  #readConnections(element, node, scene) {
    for (const connection of element.children) {
      const entry = {
        id: connection.getAttribute("id"), type: connection.tagName, sourceId: node.id,
        property: connection.getAttribute("property"), selector: connection.getAttribute("selector"),
        destination: connection.getAttribute("destination") ?? connection.getAttribute("target"),
        kind: connection.getAttribute("kind"), relationship: connection.getAttribute("relationship"),
        identifier: connection.getAttribute("identifier"), eventType: connection.getAttribute("eventType"),
        // A Cocoa binding: which of the source's bindings, and the key path on the destination.
        name: connection.getAttribute("name"), keyPath: connection.getAttribute("keyPath"),
      };
      node.connections.push(entry);
      if (entry.type === "segue") {
        this.segues.push(entry);
        scene.segues.push(entry);
      }
    }
  }

  /** The scene that holds an object (storyboard scene, or the xib top-level object's pseudo-scene). */
  sceneOf(id) { return this.objects.get(id)?.scene ?? null; }

  /** Ancestor chain from the top-level object down to the node itself. */
  pathTo(id) {
    const path = [];
    for (let node = this.objects.get(id); node; node = node.parent) path.unshift(node);
    return path;
  }

  /** Every object that has a frame: these are the views the canvas draws. */
  get framedObjects() { return [...this.objects.values()].filter((n) => n.frame); }
}

function readPoint(element) {
  if (!element) return null;
  return { x: Number(element.getAttribute("x") ?? 0), y: Number(element.getAttribute("y") ?? 0) };
}
