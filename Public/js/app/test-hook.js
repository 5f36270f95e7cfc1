/**
 * The one hook the browser tests reach the editor through (Tests/browser): `window.storyweave` is set here and
 * nowhere else, and no production code reads it. It shows the page's Editor (editing/editor.js: `model`, `session`,
 * `selection`, `canvas`, `camera`, `actions`…) and the parts tests drive beyond it (`autoLayout`: its live layout;
 * `strings`: the Strings tool's open documents).
 */
export function exposeForTests(editor, parts) {
  window.storyweave = Object.freeze({
    get model() { return editor.model; },
    editor, session: editor.session, selection: editor.selection, canvas: editor.canvas, camera: editor.camera,
    actions: editor.actions, ...parts,
  });
}
