/**
 * Double-click a label, button, text field or bar item on the canvas to edit its title in place:
 * Return (or leaving the field) saves, Escape cancels. Multi-line text views use a textarea (⌘Return saves).
 */
import { editableTitle } from "../commands/index.js";

/** @param {import("./editor.js").Editor} editor */
export function installTitleEditor({ viewport, canvas, actions }) {
  let open = null;

  const close = (save) => {
    if (!open) return;
    const { field, id, original } = open;
    open = null;
    field.remove();
    if (save && field.value !== original) actions.setTitle(id, field.value);
    viewport.focus({ preventScroll: true });
  };

  viewport.addEventListener("dblclick", (event) => {
    if (actions.readOnly) return;
    // The canvas captures the pointer while pressed, so the event's target is the canvas: look under the pointer.
    const box = document.elementsFromPoint(event.clientX, event.clientY)
      .map((element) => element.closest(".world .ib-view[data-object-id], .world .dock-icon[data-object-id]")).find(Boolean);
    const node = box && canvas.model.objects.get(box.dataset.objectId);
    if (!node) return;
    const title = editableTitle(actions.doc, node.element, canvas.model.platform === "macos");
    if (title === undefined) return;
    event.preventDefault();
    close(true);
    const multiline = node.tag === "textView";
    const field = document.createElement(multiline ? "textarea" : "input");
    field.className = "title-editor";
    field.value = title;
    field.setAttribute("aria-label", `Title of ${node.name}`);
    const origin = viewport.getBoundingClientRect();
    const r = box.getBoundingClientRect();
    Object.assign(field.style, {
      left: `${r.left - origin.left}px`, top: `${r.top - origin.top}px`,
      width: `${Math.max(r.width, 80)}px`, height: `${multiline ? Math.max(r.height, 60) : Math.max(r.height, 24)}px`,
      fontSize: `${Math.max(11, 15 * canvas.camera.zoom)}px`,
    });
    viewport.append(field);
    open = { field, id: node.id, original: title };
    field.focus();
    field.select();
    field.addEventListener("keydown", (e) => {
      e.stopPropagation();
      if (e.key === "Escape") close(false);
      else if (e.key === "Enter" && (!multiline || e.metaKey || e.ctrlKey)) { e.preventDefault(); close(true); }
    });
    field.addEventListener("blur", () => close(true));
  });

  return { close };
}
