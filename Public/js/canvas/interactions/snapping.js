/**
 * Interface Builder's blue guides: while a view is dragged or resized, its edges and centre snap to the
 * edges and centres of its siblings and superview, and to the superview's standard margins.
 */
export const SNAP_DISTANCE = 5; // points, at 100 % zoom

/** Standard margin to the superview (UIKit 16 pt on phones, 20 pt elsewhere; AppKit 20 pt). */
export const standardMargin = (superWidth, platform) => (platform === "ios" && superWidth < 500 ? 16 : 20);

/** Candidate lines (superview coordinates) along one axis. */
function candidates(others, superFrame, axis, margin) {
  const [start, size] = axis === "x" ? ["x", "width"] : ["y", "height"];
  const lines = [
    { at: 0, kind: "edge" }, { at: superFrame[size], kind: "edge" }, { at: superFrame[size] / 2, kind: "centre" },
    { at: margin, kind: "margin" }, { at: superFrame[size] - margin, kind: "margin" },
  ];
  for (const o of others) {
    lines.push({ at: o[start], kind: "edge", other: o }, { at: o[start] + o[size], kind: "edge", other: o }, { at: o[start] + o[size] / 2, kind: "centre", other: o });
  }
  return lines;
}

/**
 * Snaps a rectangle being moved.
 * @param rect the dragged rect (superview coordinates)  @param others sibling rects  @param superFrame {width, height}
 * @param {"move"|{left,right,top,bottom}} edges which edges move (resize) or "move" (all)
 * @returns {{dx: number, dy: number, guides: {axis: "x"|"y", at: number, kind: string}[]}}
 */
export function snap(rect, others, superFrame, { edges = "move", zoom = 1, platform = "ios" } = {}) {
  const threshold = SNAP_DISTANCE / zoom;
  const margin = standardMargin(superFrame.width, platform);
  const result = { dx: 0, dy: 0, guides: [] };
  for (const axis of ["x", "y"]) {
    const [start, size, lo, hi] = axis === "x" ? ["x", "width", "left", "right"] : ["y", "height", "top", "bottom"];
    const mine = [];
    if (edges === "move" || edges[lo]) mine.push(rect[start]);
    if (edges === "move" || edges[hi]) mine.push(rect[start] + rect[size]);
    if (edges === "move") mine.push(rect[start] + rect[size] / 2);
    let best = null;
    for (const line of candidates(others, superFrame, axis, margin)) {
      for (const value of mine) {
        const delta = line.at - value;
        if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) best = { delta, line };
      }
    }
    if (best) {
      result[axis === "x" ? "dx" : "dy"] = best.delta;
      result.guides.push({ axis, at: best.line.at, kind: best.line.kind });
    }
  }
  return result;
}
