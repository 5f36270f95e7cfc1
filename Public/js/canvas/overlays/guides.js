/** The guide layer over the canvas: the blue snapping guides of a move or resize, and the marquee's rectangle. */
import { el } from "../../util/dom.js";

export class GuideLayer {
  constructor(viewport, camera) {
    this.viewport = viewport;
    this.camera = camera;
    this.layer = el("div", "guide-layer");
  }

  /** Blue guide lines, given in the superview's coordinates (points). */
  showGuides(guides, superBox = null) {
    if (!guides.length && !this.layer.firstChild) return;
    this.layer.replaceChildren();
    if (!superBox || !guides.length) return;
    const origin = this.viewport.getBoundingClientRect();
    const r = superBox.getBoundingClientRect();
    const zoom = this.camera.zoom;
    for (const guide of guides) {
      const line = el("div", `guide ${guide.axis} ${guide.kind}`);
      if (guide.axis === "x") Object.assign(line.style, { left: `${r.left - origin.left + guide.at * zoom}px`, top: `${r.top - origin.top}px`, height: `${r.height}px` });
      else Object.assign(line.style, { top: `${r.top - origin.top + guide.at * zoom}px`, left: `${r.left - origin.left}px`, width: `${r.width}px` });
      this.layer.append(line);
    }
  }

  /** The rubber-band rectangle of a marquee selection (client coordinates), or null to hide it. */
  showMarquee(rect) {
    this.layer.querySelector(".marquee")?.remove();
    if (!rect) return;
    const origin = this.viewport.getBoundingClientRect();
    const box = el("div", "marquee");
    Object.assign(box.style, { left: `${rect.left - origin.left}px`, top: `${rect.top - origin.top}px`, width: `${rect.right - rect.left}px`, height: `${rect.bottom - rect.top}px` });
    this.layer.append(box);
  }
}
