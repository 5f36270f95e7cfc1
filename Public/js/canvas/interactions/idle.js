/**
 * Idle: nothing pressed. A press on a resize handle resizes; on the storyboard's entry arrow, moves it; on an object,
 * points at it (a click or the start of a drag); on the empty canvas, with the middle button or with Space held, pans. A move shows the Alt-hover distances
 * (canvas/distance-overlay.js), only here: no other state draws them.
 */
import { objectAtTarget, siblingFrames, styleFrame, superviewNode, viewBox } from "../geometry.js";

export const idle = {
  down(context, data, event) {
    const { canvas, actions, model } = context;
    const handle = event.target.closest(".handle[data-handle-for]");
    if (handle && event.button === 0 && !actions.readOnly) {
      const box = viewBox(canvas.world, handle.dataset.handleFor);
      if (box) {
        const node = model.objects.get(handle.dataset.handleFor);
        const superBox = superviewNode(node) ? viewBox(canvas.world, superviewNode(node).id) : null;
        return { to: "resizing", data: { id: node.id, box, frame: styleFrame(box), dir: handle.dataset.direction,
          start: { x: event.clientX, y: event.clientY }, superBox, siblings: siblingFrames(superBox, [box]) } };
      }
    }
    // The storyboard entry arrow: dragged to another controller, it makes that one the initial view controller.
    const arrow = event.target.closest(".world .entry-arrow");
    if (arrow && event.button === 0 && !actions.readOnly && !context.spaceHeld) {
      return { to: "moving-entry-point", data: { arrow, start: { x: event.clientX, y: event.clientY } } };
    }
    const id = objectAtTarget(event.target);
    if (event.button === 1 || context.spaceHeld || !id) {
      return { to: "panning", data: { last: { x: event.clientX, y: event.clientY }, moved: false } };
    }
    return { to: "pointing", data: { id, start: { x: event.clientX, y: event.clientY }, additive: event.shiftKey || event.metaKey } };
  },
  move(context, data, event) {
    context.hover(event);
  },
};
