/**
 * Dragging media: an image of the media library follows the pointer at its point size once it has moved a few
 * pixels. Over an image view or a button the drop sets that view's image; over a container it adds an image view
 * there (what a drop does is the media library's: `drop`).
 */
import { CONTAINER_TAGS } from "../geometry.js";
import { IMAGE_TARGET_TAGS } from "../../commands/images.js";
import { el } from "../../util/dom.js";

/** What a drop at a client point does: set the image of the view under it, or add an image view to a container. */
function targetAt(model, x, y) {
  for (const element of document.elementsFromPoint(x, y)) {
    const box = element.closest(".world .ib-view[data-object-id]");
    const node = box && model.objects.get(box.dataset.objectId);
    if (!node) continue;
    if (IMAGE_TARGET_TAGS.has(node.tag)) return { kind: "set", node, box };
    if (CONTAINER_TAGS.has(node.tag)) return { kind: "add", node, box };
  }
  return null;
}

export const draggingMedia = {
  phase: "bubble",

  /**
   * From a press on the media library's `image`: `picture(size)` draws it, `onDragStart()` runs once the drag has
   * begun (the panel gets out of the way), `drop(target, event)` applies a drop over a target.
   */
  start({ actions, camera }, { event, image, picture, onDragStart, drop }) {
    if (event.button !== 0 || actions.readOnly) return null;
    event.preventDefault();
    const zoom = camera.zoom;
    const ghost = el("div", "media-ghost");
    ghost.append(picture(Math.max(image.width, image.height) * zoom));
    Object.assign(ghost.style, { width: `${image.width * zoom}px`, height: `${image.height * zoom}px` });
    return { from: { x: event.clientX, y: event.clientY }, image, zoom, ghost, onDragStart, drop, target: null, started: false };
  },

  move({ canvas }, data, event) {
    const { ghost, image, zoom } = data;
    if (!data.started && Math.hypot(event.clientX - data.from.x, event.clientY - data.from.y) < 3) return null;
    if (!data.started) {
      data.started = true;
      document.body.append(ghost);
      data.onDragStart();
    }
    ghost.style.transform = `translate(${event.clientX - (image.width * zoom) / 2}px, ${event.clientY - (image.height * zoom) / 2}px)`;
    ghost.hidden = true;
    data.target = targetAt(canvas.model, event.clientX, event.clientY);
    ghost.hidden = false;
    canvas.highlightDropTarget(data.target?.node.id ?? null);
    ghost.classList.toggle("can-drop", Boolean(data.target));
    ghost.classList.toggle("sets-image", data.target?.kind === "set");
    return null;
  },

  up({ canvas }, data, event) {
    data.ghost.remove();
    canvas.highlightDropTarget(null);
    if (data.started && data.target) data.drop(data.target, event);
    return { to: "idle" };
  },
};
