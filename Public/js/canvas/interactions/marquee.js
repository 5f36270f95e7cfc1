/** Marquee: a drag from a root view draws a selection rectangle; the subviews it touches are selected as it grows. */
import { intersects } from "../geometry.js";

export const marquee = {
  move({ canvas, selection }, data, event) {
    const left = Math.min(data.start.x, event.clientX);
    const top = Math.min(data.start.y, event.clientY);
    const rect = { left, top, right: Math.max(data.start.x, event.clientX), bottom: Math.max(data.start.y, event.clientY) };
    canvas.showMarquee(rect);
    const ids = [...data.box.children].filter((c) => c.matches(".ib-view[data-object-id]"))
      .filter((c) => intersects(c.getBoundingClientRect(), rect)).map((c) => c.dataset.objectId);
    selection.set(data.additive ? [...data.before, ...ids] : ids, "canvas");
    return null;
  },
  up({ canvas }) {
    canvas.showMarquee(null);
    return { to: "idle" };
  },
};
