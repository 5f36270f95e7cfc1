/**
 * The Size inspector's origin anchor, as Interface Builder's: a 3 × 3 grid of points of the view's box; X and Y show
 * (and take) the position of the chosen point, and a new width or height keeps that point where it is. Only the
 * fields change: the document always stores the frame's own origin. The choice stays across selections (Xcode keeps
 * it too). Rows are on screen (top, middle, bottom); for a bottom-up AppKit frame the top row is y + height.
 */
import { el } from "../../util/dom.js";

let chosen = { column: 0, row: 0 };

/** The chosen point as fractions of the stored frame's width and height. */
export function anchorFractions(bottomUp) {
  return { fx: chosen.column / 2, fy: bottomUp ? 1 - chosen.row / 2 : chosen.row / 2 };
}

/** The grid; `onChange` rebuilds the fields that show the anchored values. */
export function originAnchorGrid(onChange) {
  const grid = el("div", "origin-anchor");
  grid.dataset.field = "origin-anchor";
  grid.setAttribute("role", "radiogroup");
  grid.setAttribute("aria-label", "Origin");
  const names = [["top left", "top", "top right"], ["left", "center", "right"], ["bottom left", "bottom", "bottom right"]];
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const point = el("button", "origin-point");
      point.type = "button";
      point.dataset.field = `origin-${row}-${column}`;
      point.setAttribute("role", "radio");
      point.setAttribute("aria-checked", String(chosen.row === row && chosen.column === column));
      point.title = `Origin: ${names[row][column]}`;
      point.setAttribute("aria-label", point.title);
      point.addEventListener("click", () => { chosen = { column, row }; onChange(); });
      grid.append(point);
    }
  }
  return grid;
}
