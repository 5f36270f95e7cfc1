/**
 * The selection's boxes over the canvas, in viewport coordinates, with the eight resize handles when one movable
 * view is selected. While a drag or resize moves the same selection only the boxes' positions change.
 */
import { el } from "../../util/dom.js";

/** Positions a box of the overlay at a viewport rectangle. */
function placeBox(box, rect) {
  Object.assign(box.style, { left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px` });
}

export class SelectionOverlay {
  constructor() {
    this.layer = el("div", "selection-overlay");
    /** The drawn boxes: {id, resizable, box}. */
    this.boxes = [];
  }

  /** Draws a box for each `{id, resizable, left, top, width, height}`, then runs `hooks` (Auto Layout's overlay). */
  draw(rects, hooks) {
    const drawn = this.boxes;
    const same = drawn.length === rects.length && drawn.every((d, i) => d.id === rects[i].id && d.resizable === rects[i].resizable && d.box.isConnected);
    if (same) {
      rects.forEach((rect, i) => placeBox(drawn[i].box, rect));
      for (const hook of hooks) hook();
      return;
    }
    this.layer.replaceChildren();
    this.boxes = [];
    for (const rect of rects) {
      const { id, resizable } = rect;
      const box = el("div", "selection-box");
      placeBox(box, rect);
      this.boxes.push({ id, resizable, box });
      if (resizable) {
        for (const direction of ["nw", "n", "ne", "e", "se", "s", "sw", "w"]) {
          const handle = el("span", `handle ${direction}`);
          handle.dataset.handleFor = id;
          handle.dataset.direction = direction;
          box.append(handle);
        }
      }
      this.layer.append(box);
    }
    for (const hook of hooks) hook();
  }
}
