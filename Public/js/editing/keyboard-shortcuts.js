/**
 * Editing shortcuts, as in Interface Builder: arrows move the selection 1 pt (Shift: 10 pt), Delete removes,
 * ⌘D duplicates, ⌘C/⌘X/⌘V copy/cut/paste, ⌘Z undo, ⇧⌘Z redo, Escape clears the selection.
 * They are ignored while typing in a field.
 */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** @param {import("./editor.js").Editor} editor */
export function installKeyboardShortcuts(editor) {
  const { viewport, selection, actions } = editor;
  document.addEventListener("keydown", (event) => {
    if (event.target.closest?.("input, textarea, select, [contenteditable='true']")) return;
    const command = event.metaKey || event.ctrlKey;
    const key = event.key.toLowerCase();
    if (command && key === "z") {
      event.preventDefault();
      if (event.shiftKey) actions.redo();
      else actions.undo();
      return;
    }
    if (command && key === "y") { event.preventDefault(); actions.redo(); return; }
    // The rest acts on the canvas selection: only when the canvas or the outline has the focus.
    if (!event.target.closest?.("#canvas, #outline") && event.target !== document.body) return;
    if (command && key === "d") { event.preventDefault(); actions.duplicate(); return; }
    // ⌘C/⌘X/⌘V: clipboard.js, through the browser's copy/cut/paste events (so the system clipboard carries them).
    if (command) return;
    if ((event.key === "Delete" || event.key === "Backspace") && selection.ids.length) {
      event.preventDefault();
      actions.delete();
      return;
    }
    if (event.key === "Escape" && event.target.closest?.("#canvas")) {
      selection.clear("canvas");
      return;
    }
    const arrow = ARROWS[event.key];
    if (arrow && event.target.closest?.("#canvas")) {
      const ids = editor.movableIds();
      if (!ids.length) return;
      event.preventDefault();
      const step = event.shiftKey ? 10 : 1;
      actions.move(ids, arrow[0] * step, arrow[1] * step);
    }
  });
  viewport.tabIndex = 0;
}
