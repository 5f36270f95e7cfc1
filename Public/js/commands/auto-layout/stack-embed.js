/**
 * Editor ▸ Embed In ▸ Stack View: sibling views move into a new stack view laid along the axis they are
 * arranged on (vertical when they sit one above the other), with their average gap as spacing, placed where
 * they were. Constraints between them or to their old superview go (the stack lays them out now); their own
 * width/height constraints stay, as Interface Builder does.
 */
import { addressOf, childAddress, objectAddress } from "../addresses.js";
import { CommandError } from "../errors.js";
import { isAppKit, readFrame, setFrame } from "../frames.js";
import { requireObject } from "../protection.js";
import { constraintNumber, readConstraint } from "./constraint-xml.js";
import { childElement } from "../../document/xml-read.js";
import { superviewOf } from "./view-tree.js";
import { FLIPPED_APPKIT_TAGS } from "../../document/appkit-flipped.js";

/** "vertical" when the views do not overlap vertically (or overlap less than horizontally). */
export function stackAxis(frames) {
  const sorted = (key, size) => [...frames].sort((a, b) => a[key] - b[key]).every((f, i, list) => i === 0 || f[key] >= list[i - 1][key] + list[i - 1][size] - 0.5);
  const vertical = sorted("y", "height");
  const horizontal = sorted("x", "width");
  if (vertical && !horizontal) return "vertical";
  if (horizontal && !vertical) return "horizontal";
  const spreadY = Math.max(...frames.map((f) => f.y + f.height)) - Math.min(...frames.map((f) => f.y));
  const spreadX = Math.max(...frames.map((f) => f.x + f.width)) - Math.min(...frames.map((f) => f.x));
  return spreadY > spreadX ? "vertical" : "horizontal";
}

export function embedInStackView(doc, { ids, generator }) {
  if (!ids.length) throw new CommandError("select the views to embed in a stack view.");
  const elements = ids.map((id) => requireObject(doc, id));
  const superview = superviewOf(elements[0]);
  if (!superview || elements.some((e) => superviewOf(e) !== superview || e.parentElement !== elements[0].parentElement || !readFrame(e))) {
    throw new CommandError("only views with the same superview can be embedded in a stack view together.");
  }
  // AppKit frames count up from the bottom of an unflipped superview; laid out top-down here, written back as stored.
  const appKit = isAppKit(doc);
  const superHeight = readFrame(superview)?.height ?? 0;
  const upward = appKit && !FLIPPED_APPKIT_TAGS.has(superview.tagName);
  const turn = (frame, height) => ({ ...frame, y: height - frame.y - frame.height });
  const frames = elements.map(readFrame).map((frame) => (upward ? turn(frame, superHeight) : frame));
  const axis = stackAxis(frames);
  const [pos, size] = axis === "vertical" ? ["y", "height"] : ["x", "width"];
  const order = elements.map((element, index) => ({ element, frame: frames[index], id: ids[index] })).sort((a, b) => a.frame[pos] - b.frame[pos]);
  const gaps = order.slice(1).map((entry, i) => entry.frame[pos] - (order[i].frame[pos] + order[i].frame[size]));
  const spacing = gaps.length ? Math.max(0, Math.round(gaps.reduce((a, b) => a + b, 0) / gaps.length)) : 0;
  const minX = Math.min(...frames.map((f) => f.x)), minY = Math.min(...frames.map((f) => f.y));
  const maxX = Math.max(...frames.map((f) => f.x + f.width)), maxY = Math.max(...frames.map((f) => f.y + f.height));
  // Laid out as the stack will: one after the other with the spacing, across the full breadth.
  let along = 0;
  const laidOut = order.map((entry) => {
    const length = entry.frame[size];
    const frame = axis === "vertical" ? { x: 0, y: along, width: maxX - minX, height: length } : { x: along, y: 0, width: length, height: maxY - minY };
    along += length + spacing;
    return { ...entry, laid: frame };
  });
  const extent = along - spacing;
  const stackFrame = axis === "vertical" ? { x: minX, y: minY, width: maxX - minX, height: extent } : { x: minX, y: minY, width: extent, height: maxY - minY };
  const stackID = generator.next();
  const f = constraintNumber;
  const axisAttribute = axis === "vertical" ? ' axis="vertical"' : "";
  const spacingAttribute = spacing ? ` spacing="${f(spacing)}"` : "";
  const stored = upward ? turn(stackFrame, superHeight) : stackFrame;
  // An NSStackView as Xcode writes one (the corpus's 89 most common form; its default spacing is 8); a UIStackView.
  const attributes = appKit
    ? ` distribution="fill" orientation="${axis}" alignment="${axis === "vertical" ? "leading" : "centerY"}"${spacing === 8 ? "" : ` spacing="${f(spacing)}"`}`
      + ` horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES"`
    : ` opaque="NO" contentMode="scaleToFill"${axisAttribute}${spacingAttribute}`;
  const xml = `<stackView${attributes} translatesAutoresizingMaskIntoConstraints="NO" id="${stackID}">`
    + `<rect key="frame" x="${f(stored.x)}" y="${f(stored.y)}" width="${f(stored.width)}" height="${f(stored.height)}"/></stackView>`;
  const siblings = [...elements[0].parentElement.children];
  const firstInDocument = [...elements].sort((a, b) => siblings.indexOf(a) - siblings.indexOf(b))[0];
  const ops = [{ op: "insertSubtree", parent: addressOf(doc, elements[0].parentElement), xml, position: { after: objectAddress(firstInDocument.getAttribute("id")) } }];
  // Constraints that position the embedded views (to each other or to anything outside them) go; their own sizes stay.
  const embedded = new Set(ids);
  for (let node = superview; node; node = node.parentElement) {
    for (const constraint of childElement(node, "constraints")?.children ?? []) {
      const spec = readConstraint(constraint);
      const touches = embedded.has(spec.first) || embedded.has(spec.second);
      if (touches) ops.push({ op: "removeSubtree", target: objectAddress(spec.id) });
    }
  }
  for (const entry of laidOut) {
    ops.push({ op: "move", target: objectAddress(entry.id), newParent: childAddress(objectAddress(stackID), "subviews"), position: { atEnd: true } });
    // An NSStackView is unflipped: its topmost view has the largest y.
    ops.push(...setFrame(doc, { id: entry.id, ...(appKit ? turn(entry.laid, stackFrame.height) : entry.laid) }));
  }
  return { ops, id: stackID, axis, spacing };
}
