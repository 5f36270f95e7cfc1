/**
 * Pointing: pressed on an object, not yet moved past the drag threshold. Released there, it selects (Shift or ⌘
 * toggles); moved, it translates a movable view, draws a marquee from a root view, or pans.
 */
import { isMovable, viewBox } from "../geometry.js";
import { startTranslating } from "./translating.js";

const DRAG_THRESHOLD = 4;

export const pointing = {
  move(context, data, event) {
    const { canvas, actions, model, selection } = context;
    if (Math.hypot(event.clientX - data.start.x, event.clientY - data.start.y) <= DRAG_THRESHOLD) return null;
    const node = model.objects.get(data.id);
    const box = viewBox(canvas.world, data.id);
    if (isMovable(node) && box && !actions.readOnly) {
      return { to: "translating", data: startTranslating(context, data.id, data.start), replay: true };
    }
    if (node?.frame && box) {
      // A drag from a root view draws a selection rectangle over its subviews.
      return { to: "marquee", data: { box, start: data.start, additive: data.additive, before: selection.ids }, replay: true };
    }
    return { to: "panning", data: { last: { x: event.clientX, y: event.clientY }, moved: true } };
  },
  up({ selection }, data) {
    if (data.additive) selection.toggle(data.id, "canvas");
    else selection.set([data.id], "canvas");
    return { to: "idle" };
  },
};
