/**
 * Editor ▸ Size to Fit Content (⌘=): the size a label, button or text field needs for its text, measured
 * from the drawn text in the canvas's own font (an approximation of UIKit's intrinsic content size:
 * text width, and one line of the font for the height; buttons keep UIKit's 30 pt minimum height).
 */
import { isMovable } from "../canvas/geometry.js";

const EXTRA = { textField: { width: 16, height: 10 }, button: { width: 0, height: 9 } };
const MIN_HEIGHT = { button: 30, textField: 34 };

/** @returns {{width: number, height: number} | null} the fitting size in points, or null when it has no text */
export function fittingSize(box, tag) {
  const text = box.querySelector(":scope > .ib-text");
  if (!text) return null;
  const probe = text.cloneNode(true);
  const style = getComputedStyle(text);
  Object.assign(probe.style, { position: "absolute", visibility: "hidden", width: "auto", maxWidth: "none", whiteSpace: "pre", font: style.font });
  box.append(probe);
  const width = probe.offsetWidth;
  probe.remove();
  const fontSize = parseFloat(style.fontSize) || 17;
  const extra = EXTRA[tag] ?? { width: 0, height: 0 };
  return {
    width: Math.ceil(width + extra.width),
    height: Math.max(MIN_HEIGHT[tag] ?? 0, Math.ceil(fontSize * 1.2 + extra.height)),
  };
}

/** Size to Fit Content for the selected views with text (AppKit frames grow from their bottom-left origin). */
export function sizeToFitSelection({ model, selection, canvas, actions, notify }) {
  const sizes = {};
  for (const objectId of selection.ids) {
    const node = model.objects.get(objectId);
    const box = canvas.world.querySelector(`.ib-view[data-object-id="${CSS.escape(objectId)}"]`);
    const size = node?.frame && isMovable(node) && box ? fittingSize(box, node.tag) : null;
    if (size) sizes[objectId] = size;
  }
  if (!Object.keys(sizes).length) return notify("Nothing selected has content to fit.", "error");
  return actions.sizeToFit(sizes);
}
