/**
 * Connecting: a control-drag from an object (canvas, dock or outline) draws a blue line to the pointer and marks
 * the object under it; released, the connections HUD (panels/connection-hud.js) offers what fits. It follows the
 * pointer over the whole page, ahead of everything else (capture phase).
 *
 * A drag from a well of the Connections inspector starts here too: from an outlet's well (`outlet`: its property)
 * the release connects that outlet to the object under the pointer at once; from "New Referencing Outlet"
 * (`reverse`) the object under the pointer is the source, and the HUD offers its outlets that can point here.
 */
const SVG = "http://www.w3.org/2000/svg";

/** The object under a client point: a canvas object (a scene title stands for its controller) or an outline row. */
function objectAt(x, y) {
  for (const element of document.elementsFromPoint(x, y)) {
    const titled = element.closest(".world [data-selects]");
    if (titled) return titled.dataset.selects;
    const target = element.closest(".world [data-object-id], #outline .outline-row[data-object-id]");
    if (target) return target.dataset.objectId;
  }
  return null;
}

const clearTargets = () => {
  for (const node of document.querySelectorAll(".connection-target")) node.classList.remove("connection-target");
};

export const connecting = {
  phase: "capture",

  /** From a press with Control on `sourceId`; refused when the document is read-only or has no such object. */
  start(context, { event, sourceId, outlet = null, reverse = false }) {
    const { actions, editor, connections } = context;
    if (actions.readOnly || !editor.model.objects.get(sourceId)) return null;
    event.preventDefault();
    event.stopPropagation();
    connections.close();
    const svg = document.createElementNS(SVG, "svg");
    svg.classList.add("connection-line");
    const line = document.createElementNS(SVG, "line");
    svg.append(line);
    line.setAttribute("x1", event.clientX);
    line.setAttribute("y1", event.clientY);
    const data = { sourceId, outlet, reverse, x: event.clientX, y: event.clientY, svg, line };
    connecting.move(context, data, event);
    document.body.append(svg);
    return data;
  },

  move(context, data, event) {
    data.line.setAttribute("x2", event.clientX);
    data.line.setAttribute("y2", event.clientY);
    const target = objectAt(event.clientX, event.clientY);
    clearTargets();
    if (target && target !== data.sourceId) {
      for (const node of document.querySelectorAll(`.world .ib-view[data-object-id="${CSS.escape(target)}"], .world .dock-icon[data-object-id="${CSS.escape(target)}"]`)) node.classList.add("connection-target");
    }
    return null;
  },

  up({ connections, actions }, data, event) {
    event.stopPropagation();
    data.svg.remove();
    clearTargets();
    const targetId = objectAt(event.clientX, event.clientY);
    const dragged = Math.hypot(event.clientX - data.x, event.clientY - data.y) > 8;
    if (data.outlet) {
      if (targetId && targetId !== data.sourceId && dragged) {
        const { property, collection } = data.outlet;
        if (collection) actions.connectOutletCollection(data.sourceId, property, targetId);
        else actions.connectOutlet(data.sourceId, property, targetId);
      }
    } else if (data.reverse) {
      if (targetId && targetId !== data.sourceId) connections.released(targetId, data.sourceId, dragged, event.clientX, event.clientY);
    } else {
      connections.released(data.sourceId, targetId, dragged, event.clientX, event.clientY);
    }
    return { to: "idle" };
  },
};
