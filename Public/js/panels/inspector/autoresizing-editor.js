/**
 * The Size inspector's autoresizing editor, as Interface Builder draws it: the superview's box with the view's box
 * inside, four struts from the view to the superview's edges (a strut drawn means that margin is fixed, i.e. its
 * flexible flag is off) and two springs inside the view (on: width or height sizable). Each click commits the whole
 * mask through commands/autoresizing-edit.js.
 *
 * In an AppKit view whose superview is not flipped, `flexibleMinY` is the bottom margin (the frame is bottom-up), so
 * the top strut edits `flexibleMaxY` there, as layout/root-autoresizing.js reads it.
 */
import { autoresizingFlags, setAutoresizingMaskOps } from "../../commands/autoresizing-edit.js";
import { FLIPPED_APPKIT_TAGS } from "../../document/appkit-flipped.js";
import { isAppKitDocument } from "../../canvas/views/system-images.js";
import { el } from "../../util/dom.js";

/** Whether the view's vertical flags are bottom-up (an AppKit view in an unflipped superview). */
export function bottomUp(element) {
  if (!isAppKitDocument(element)) return false;
  let parent = element.parentElement;
  while (parent && (parent.tagName === "subviews" || !parent.getAttribute("id"))) parent = parent.parentElement;
  return !!parent && !FLIPPED_APPKIT_TAGS.has(parent.tagName);
}

/** The parts of the box: which flag each edits and whether the part is drawn when the flag is on. */
function parts(element) {
  const [top, bottom] = bottomUp(element) ? ["flexibleMaxY", "flexibleMinY"] : ["flexibleMinY", "flexibleMaxY"];
  return [
    { part: "left", flag: "flexibleMinX", title: "Left margin", strut: true },
    { part: "right", flag: "flexibleMaxX", title: "Right margin", strut: true },
    { part: "top", flag: top, title: "Top margin", strut: true },
    { part: "bottom", flag: bottom, title: "Bottom margin", strut: true },
    { part: "width", flag: "widthSizable", title: "Flexible width", strut: false },
    { part: "height", flag: "heightSizable", title: "Flexible height", strut: false },
  ];
}

/** The editor's rows (label + box) for a view; read-only when `actions` is. */
export function autoresizingRows(node, actions) {
  const flags = autoresizingFlags(node.element);
  const box = el("div", "autoresizing-box");
  box.dataset.field = "autoresizing";
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", "Autoresizing");
  box.append(el("div", "autoresizing-inner"));
  for (const { part, flag, title, strut } of parts(node.element)) {
    const on = flags.has(flag);
    const button = el("button", `autoresizing-part autoresizing-${part} ${strut ? "strut" : "spring"}`);
    button.type = "button";
    button.dataset.field = `autoresizing-${part}`;
    button.dataset.flag = flag;
    // Drawn (pressed) = fixed margin for a strut, sizable for a spring.
    const drawn = strut ? !on : on;
    button.setAttribute("aria-pressed", String(drawn));
    button.title = `${title}: ${strut ? (drawn ? "fixed" : "flexible") : (drawn ? "flexible" : "fixed")}`;
    button.setAttribute("aria-label", title);
    button.disabled = actions.readOnly;
    // The flag is toggled in the document as it is when the edit runs (not as this box was drawn).
    button.addEventListener("click", () => actions.run("Autoresizing", (doc) => {
      const next = autoresizingFlags(doc.elementById(node.id));
      if (next.has(flag)) next.delete(flag); else next.add(flag);
      return setAutoresizingMaskOps(doc, { id: node.id, flags: [...next] });
    }));
    box.append(button);
  }
  const label = el("span", "field-label", "Autoresizing");
  return [label, box];
}

/**
 * Whether the Size inspector shows the editor: the view has a mask, or keeps its frame (`fixedFrame`), or the document
 * does not use Auto Layout (every view is laid out by its mask). A view placed by constraints has none, as in Xcode.
 */
export function showsAutoresizing(node) {
  const e = node.element;
  if ([...e.children].some((c) => c.tagName === "autoresizingMask")) return true;
  if (e.getAttribute("fixedFrame") === "YES") return true;
  let root = e;
  while (root.parentElement) root = root.parentElement;
  return root.getAttribute("useAutolayout") !== "YES" && e.getAttribute("translatesAutoresizingMaskIntoConstraints") !== "NO";
}
