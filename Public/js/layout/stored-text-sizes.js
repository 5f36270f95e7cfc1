// The text sizes Xcode stored, kept for the views nobody edited (docs/layout.md, "Stored text sizes in
// the editor"). Xcode measures text with the system's fonts; we approximate them (text-metrics.js), so a
// label fresh from Xcode whose frame we re-measure comes out a few points off and the canvas would mark
// it misplaced. `StoredTextSizes.capture(document)`, taken when the document is loaded, records for each
// view that can take a stored size (the views `--stored-text-sizes` gives one: root-intrinsic-sizes.js)
// the size of its frame and, per axis, a fingerprint of what decides that size: the view's own attributes
// and content (text, font, title states, image, insets…), its superview (with the stack view's attributes
// when it is arranged), and the constraints that name it in that axis (the view's attribute in them:
// leading, width… for the width; top, height, baselines… for the height; a view whose text can wrap
// takes its width's constraints into its height too, since they decide where it wraps). At solve time
// an axis whose fingerprint is unchanged takes the recorded length under the same rule as `intrinsicSizes:
// "storedFrames"`; an edited one is measured. Views Xcode (or the editor) flagged misplaced at load are
// measured: their frame is not where their layout puts them, so its size is no evidence of the text's.
//
// "Unchanged" is a hypothesis in one direction only: an edit elsewhere that changes the width a
// multi-line label wraps at without touching its constraints (its superview's width) keeps the stored
// height. A reload takes a new capture: a label whose text was edited in an earlier session, and whose
// frame was not updated, is then taken as stored.
import { forEachElement } from "./elements.js";
import { storedFrameOf } from "./layout-hierarchy.js";

/** The elements whose stored size can stand for their intrinsic size (UIKit and AppKit text views, image views for SF Symbols). */
const CANDIDATES = new Set(["label", "button", "textField", "secureTextField", "popUpButton", "imageView"]);

/** Marks the solver writes itself: they say where the view is, not how big its content is. */
const IGNORED_ATTRIBUTES = new Set(["misplaced", "ambiguous"]);

/** Children that don't size the view's content: its frame, its constraints (fingerprinted by item instead), its subviews, its outlets. */
const IGNORED_CHILDREN = (child) => (child.tagName === "rect" && child.getAttribute("key") === "frame")
  || child.tagName === "constraints" || child.tagName === "subviews" || child.tagName === "connections";

/** The view's attributes of the width's axis; every other attribute (top, height, baselines, their margins) is the height's. */
const HORIZONTAL = new Set(["left", "right", "leading", "trailing", "centerX", "width", "leftMargin", "rightMargin",
  "leadingMargin", "trailingMargin", "centerXWithinMargins"]);

/** Truncating or clipping line breaks: a button title on one line (a wrapping one's height follows its width). */
const SINGLE_LINE_BREAKS = new Set(["clip", "headTruncation", "tailTruncation", "middleTruncation"]);

export class StoredTextSizes {
  /** @param {Map<string, {width, height, widthPrint, heightPrint}>} recorded */
  constructor(recorded) {
    this.recorded = recorded;
  }

  /** The sizes Xcode stored in `document` (a SyncDocument, XmlDocument, DOM Document or root element), as loaded. */
  static capture(document) {
    const root = document.documentElement ?? document.root ?? document;
    const index = new DocumentIndex(root);
    const recorded = new Map();
    for (const [id, element] of index.candidates) {
      if (element.getAttribute("misplaced") === "YES") continue;
      const frame = storedFrameOf(element);
      if (!frame) continue;
      const { width, height } = index.fingerprints(element);
      recorded.set(id, { width: frame.width, height: frame.height, widthPrint: width, heightPrint: height });
    }
    return new StoredTextSizes(recorded);
  }

  /** A reader for one version of the document (its constraints indexed once): `sizeOf(element)`. */
  reader(root) {
    let index = null;
    return {
      /**
       * The size Xcode stored for this element, an axis null where it changed since the capture (measured
       * there); null when neither axis is unchanged.
       */
      sizeOf: (element) => {
        const entry = this.recorded.get(element.getAttribute("id"));
        if (!entry) return null;
        index ??= new DocumentIndex(root);
        if (index.duplicated.has(element.getAttribute("id"))) return null;
        const prints = index.fingerprints(element);
        const width = prints.width === entry.widthPrint ? entry.width : null;
        const height = prints.height === entry.heightPrint ? entry.height : null;
        return width === null && height === null ? null : { width, height };
      },
    };
  }
}

/** The candidates of one document version and its constraints by the ids they name (with the attribute they name it by). */
class DocumentIndex {
  constructor(root) {
    this.candidates = new Map();
    this.duplicated = new Set();
    this.constraintsByItem = new Map();
    const note = (id, attribute, constraint) => {
      if (id === null) return;
      if (!this.constraintsByItem.has(id)) this.constraintsByItem.set(id, []);
      this.constraintsByItem.get(id).push({ attribute, constraint });
    };
    forEachElement(root, (element) => {
      if (element.tagName === "constraint") {
        const owner = element.parentElement?.parentElement?.getAttribute("id") ?? null;
        note(element.getAttribute("firstItem") ?? owner, element.getAttribute("firstAttribute"), element);
        note(element.getAttribute("secondItem"), element.getAttribute("secondAttribute"), element);
        return;
      }
      if (!CANDIDATES.has(element.tagName)) return;
      const id = element.getAttribute("id");
      if (id === null) return;
      if (this.candidates.has(id)) this.duplicated.add(id);
      else this.candidates.set(id, element);
    });
    for (const id of this.duplicated) this.candidates.delete(id);
  }

  /** What decides the view's stored width and height, one string each. */
  fingerprints(element) {
    const id = element.getAttribute("id");
    const described = (entries) => entries
      .map(({ constraint }) => `${constraint.parentElement?.parentElement?.getAttribute("id") ?? ""}:${serialized(constraint)}`).sort();
    const entries = this.constraintsByItem.get(id) ?? [];
    const horizontal = described(entries.filter(({ attribute }) => HORIZONTAL.has(attribute)));
    const vertical = described(entries.filter(({ attribute }) => !HORIZONTAL.has(attribute)));
    const superview = superviewOf(element);
    const arranged = superview?.tagName === "stackView" ? attributesOf(superview) : "";
    const own = [serialized(element), `superview ${superview?.getAttribute("id") ?? ""} ${arranged}`];
    return {
      width: [...own, ...horizontal].join("\n"),
      height: [...own, ...vertical, ...(wraps(element) ? ["wraps at:", ...horizontal] : [])].join("\n"),
    };
  }
}

/** True when the view's text can wrap, so its height depends on its width: labels of more than one line, wrapping buttons. */
function wraps(element) {
  switch (element.tagName) {
    case "label": return (element.getAttribute("numberOfLines") ?? "1") !== "1";
    case "button": return !SINGLE_LINE_BREAKS.has(element.getAttribute("lineBreakMode") ?? "middleTruncation");
    default: return false;
  }
}

/** The nearest element with a frame above this one (the view it is laid out in). */
function superviewOf(element) {
  for (let current = element.parentElement; current; current = current.parentElement) {
    if (current.getAttribute?.("id") !== null && storedFrameOf(current)) return current;
  }
  return null;
}

function attributesOf(element) {
  return element.getAttributeNames().filter((name) => !IGNORED_ATTRIBUTES.has(name))
    .map((name) => `${name}=${JSON.stringify(element.getAttribute(name))}`).join(" ");
}

/** The element, its attributes and its children (text included), without what IGNORED_* leaves out. */
function serialized(element) {
  const children = [...element.children].filter((child) => !IGNORED_CHILDREN(child));
  const content = element.children.length === 0 ? JSON.stringify(element.textContent ?? "") : children.map(serialized).join("");
  return `<${element.tagName} ${attributesOf(element)}>${content}</>`;
}
