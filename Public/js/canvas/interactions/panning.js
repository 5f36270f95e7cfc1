/** Panning: the canvas follows the pointer (middle button, Space held, or a press on the empty canvas); a click there clears the selection. */
export const panning = {
  move({ camera }, data, event) {
    camera.panBy(event.clientX - data.last.x, event.clientY - data.last.y);
    data.last = { x: event.clientX, y: event.clientY };
    data.moved = true;
    return null;
  },
  up(context, data, event) {
    // The last move can be coalesced into the up event: apply it so a pan ends exactly under the pointer.
    if (event.clientX !== data.last.x || event.clientY !== data.last.y) panning.move(context, data, event);
    if (!data.moved) context.selection.clear("canvas");
    return { to: "idle" };
  },
};
