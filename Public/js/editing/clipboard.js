/**
 * Copy, cut and paste through the system clipboard, so objects copied in one tab paste in another tab, another
 * document or another browser window. ⌘C/⌘X/⌘V on the canvas or the outline fire the browser's copy/cut/paste
 * events; the copied objects go on the clipboard twice: as JSON under CLIP_TYPE (the whole clip: where it
 * came from, its runtime, each object's XML) and as their XML under text/plain (readable anywhere, and pasted
 * back as objects when nothing better is there). When a browser fires no event for the keys (nothing to copy
 * in its eyes), the shortcut falls back to EditActions' own copy/paste (async clipboard, then localStorage).
 */
import { serializeElement } from "../commands/xml-writer.js";

/** The clipboard type of a Storyweave clip (`commands.copyObjects`' payload plus `documentId`). */
export const CLIP_TYPE = "application/x-storyweave-objects+json";
/** The same type as the async clipboard API spells a web custom format. */
export const WEB_CLIP_TYPE = `web ${CLIP_TYPE}`;

/** The two representations of a clip: `json` for CLIP_TYPE, `text` (the objects' XML) for text/plain. */
export function encodeClip(clip) {
  return { json: JSON.stringify(clip), text: clip.items.map((item) => item.xml).join("\n") };
}

/**
 * The clip in clipboard data, or null when there is none: the CLIP_TYPE JSON when present and well-formed,
 * else text/plain holding one or more Interface Builder elements with ids (XML copied from a document or
 * from another Storyweave page whose custom type did not survive). A clip from text has no `documentId`,
 * so pasting it drops references to objects outside it.
 * @param {{json?: string|null, text?: string|null}} data
 * @param {(xml: string) => object} parse XML text → root element (DOMParser's documentElement, or a test's tree)
 */
export function decodeClip({ json = null, text = null }, parse) {
  if (json) {
    try {
      const clip = JSON.parse(json);
      if (clip?.format === "storyweave/objects" && Array.isArray(clip.items) && clip.items.length
        && clip.items.every((item) => typeof item?.xml === "string")) return clip;
    } catch { /* not ours: try the text */ }
  }
  const xml = text?.trim().replace(/^<\?xml[^>]*\?>\s*/, "");
  if (!xml?.startsWith("<")) return null;
  let root;
  try {
    root = parse(`<clip>${xml}</clip>`);
  } catch {
    return null;
  }
  if (root?.tagName !== "clip" || root.getElementsByTagName?.("parsererror").length) return null;
  const items = [...root.children].filter((element) => element.getAttribute("id"))
    .map((element) => ({ xml: serializeElement(element), tag: element.tagName, sourceId: null }));
  return items.length ? { format: "storyweave/objects", runtime: null, items } : null;
}

/** Whether the keys act on the editor's objects (not on text being edited or selected in a panel). */
function editorHasFocus() {
  const active = document.activeElement;
  if (active?.closest?.("input, textarea, select, [contenteditable='true']")) return false;
  if (active && active !== document.body && !active.closest?.("#canvas, #outline")) return false;
  const selected = document.getSelection();
  return !selected || selected.isCollapsed || Boolean(active?.closest?.("#canvas, #outline"));
}

/**
 * @param {import("./editor.js").Editor} editor its actions, its selection and the container a paste goes into
 */
export function installClipboard(editor) {
  const { actions, selection } = editor;
  const pasteTarget = () => editor.pasteTarget();
  /** The key whose event is expected ("copy", "cut", "paste"), until the event arrives or the fallback runs. */
  let expected = null;
  const handled = (type) => {
    if (expected === type) expected = null;
  };

  document.addEventListener("copy", (event) => {
    handled("copy");
    if (!editorHasFocus() || !selection.ids.length) return;
    if (actions.copy(selection.ids, { clipboardData: event.clipboardData })) event.preventDefault();
  });
  document.addEventListener("cut", (event) => {
    handled("cut");
    if (!editorHasFocus() || !selection.ids.length) return;
    event.preventDefault();
    actions.cut(selection.ids, { clipboardData: event.clipboardData });
  });
  document.addEventListener("paste", (event) => {
    handled("paste");
    if (!editorHasFocus()) return;
    const into = pasteTarget();
    if (!into) return;
    event.preventDefault();
    actions.paste(into, { clipboardData: event.clipboardData });
  });

  // The keys themselves: the browser fires the event right after the keydown; when it fires none, act anyway.
  document.addEventListener("keydown", (event) => {
    if (!(event.metaKey || event.ctrlKey) || event.altKey || !editorHasFocus()) return;
    const type = { c: "copy", x: "cut", v: "paste" }[event.key.toLowerCase()];
    if (!type) return;
    expected = type;
    setTimeout(() => {
      if (expected !== type) return;
      expected = null;
      if (type === "copy" && selection.ids.length) actions.copy();
      if (type === "cut" && selection.ids.length) actions.cut();
      if (type === "paste") {
        const into = pasteTarget();
        if (into) actions.paste(into);
      }
    }, 0);
  });
}
