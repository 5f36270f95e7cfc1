/**
 * Dragging from the library: an object of the object library follows the pointer as a ghost of its default size.
 * Over a container view that container is highlighted and the drop adds the object there, at the drop point; a view
 * controller goes on the empty canvas instead, where it makes a new scene (refused over a view, as in Xcode). The
 * library panel gets out of the way once the pointer leaves it.
 */
import { CONTAINER_TAGS } from "../geometry.js";
import { isSceneClass } from "../../commands/add-scene.js";
import { placementKind } from "../../commands/library-placement.js";
import { canBeTableHeaderOrFooter } from "../../commands/table-header-footer.js";
import { el } from "../../util/dom.js";

/** What holds a library item that is not a subview: a table view its cells, a collection view its cells and headers. */
const HOLDER_TAGS = { tableViewCell: "tableView", collectionViewCell: "collectionView", collectionReusableView: "collectionView" };

/**
 * The view under a client point that takes the dragged item, or null: the deepest container view, or for a cell the
 * table or collection view under the pointer (a cell dropped on another cell goes into the same table).
 */
function containerAt(model, x, y, entry) {
  const holder = HOLDER_TAGS[placementKind(entry.elementName)];
  // A View or Search Bar over a UIKit table view itself becomes its header or footer (commands/table-header-footer.js).
  const headerOrFooter = model.platform !== "macos" && canBeTableHeaderOrFooter(entry.elementName);
  for (const element of document.elementsFromPoint(x, y)) {
    const box = element.closest(".world .ib-view[data-object-id]");
    const node = box && model.objects.get(box.dataset.objectId);
    if (node && (holder ? node.tag === holder : CONTAINER_TAGS.has(node.tag) || (headerOrFooter && node.tag === "tableView"))) return { node, box };
  }
  return null;
}

export const draggingFromLibrary = {
  phase: "bubble",

  /** From a press on the library's item for catalog class `entry`; `panel` is the library panel. */
  start(context, { event, entry, panel }) {
    if (event.button !== 0) return null;
    event.preventDefault();
    const ghost = el("div", "library-ghost", entry.libraryTitle);
    const size = entry.defaultSize ?? { width: 120, height: 40 };
    const zoom = context.camera.zoom;
    Object.assign(ghost.style, { width: `${size.width * zoom}px`, height: `${size.height * zoom}px` });
    document.body.append(ghost);
    const data = { entry, panel, ghost, size, zoom, makesScene: isSceneClass(entry), target: null, onCanvas: false };
    place(context, data, event);
    return data;
  },

  move(context, data, event) {
    place(context, data, event);
    return null;
  },

  up({ canvas, camera, viewport, actions }, data, event) {
    const { ghost, entry, size, target } = data;
    ghost.remove();
    canvas.highlightDropTarget(null);
    if (data.makesScene && data.onCanvas) {
      const r = viewport.getBoundingClientRect();
      const world = camera.toWorld(event.clientX - r.left, event.clientY - r.top);
      const { x, y } = canvas.canvasLocationAt(world.x, world.y);
      actions.addSceneFromLibrary(entry.className, x, y);
    } else if (target) {
      const r = target.box.getBoundingClientRect();
      const x = Math.round((event.clientX - r.left) / camera.zoom - size.width / 2);
      let y = Math.round((event.clientY - r.top) / camera.zoom - size.height / 2);
      if (canvas.model.platform === "macos") y = target.node.frame.height - y - size.height;
      actions.addFromLibrary(entry.className, target.node.id, Math.max(0, x), Math.max(0, y));
    }
    return { to: "idle" };
  },
};

/** The ghost under the pointer, and what a drop there would do. */
function place({ canvas, viewport }, data, event) {
  const { ghost, size, zoom, panel, makesScene } = data;
  const { clientX: x, clientY: y } = event;
  ghost.style.transform = `translate(${x - (size.width * zoom) / 2}px, ${y - (size.height * zoom) / 2}px)`;
  ghost.hidden = true;
  data.target = containerAt(canvas.model, x, y, data.entry);
  const hit = document.elementFromPoint(x, y);
  data.onCanvas = !data.target && Boolean(hit) && viewport.contains(hit) && !panel.contains(hit);
  ghost.hidden = false;
  // A controller goes on the empty canvas, never inside a view (the drop on a view says why).
  canvas.highlightDropTarget(makesScene ? null : data.target?.node.id ?? null);
  ghost.classList.toggle("can-drop", makesScene ? data.onCanvas : Boolean(data.target));
  ghost.classList.toggle("refused", makesScene && Boolean(data.target));
  if (!panel.hidden && !panel.contains(document.elementFromPoint(x, y))) panel.hidden = true;
}
