/**
 * The editor's first picture: the canvas and its camera, and the head's bytes drawn as soon as they arrive
 * over REST — parsed by the engine's XML parser alone (faster here than DOMParser), before the rest of the sync
 * engine, the live connection and the editing modules are asked for (editor.js). The bytes are parsed while the
 * canvas modules are still arriving (only the parser is imported here up front). The parsed tree is left in
 * `shared` for the live client, which then only indexes it instead of parsing the bytes again.
 * editor-page.js takes over the same canvas and camera; when the session turns out to be at the same version
 * with nothing pending, the drawing is kept (only the model is rebuilt over the session's tree), else it is
 * drawn again.
 */
import { mark, markAfterNextFrame } from "./perf-probe.js";
import { parseXml } from "../sync/engine/xml-parser.js";

/**
 * @param {Promise<{version: number, text: Promise<string>}> | null} head the head's bytes (editor-session.js;
 *   null for a past version, which the read-only session draws)
 * @param {{text?: string, markup?: object}} shared receives the bytes and their parsed tree (openSession's `parsed`)
 * @returns {Promise<{camera: Camera, canvas: Canvas, drawn: {version: number, model: DocumentModel} | null}>}
 */
export async function drawFirst({ head, shared = {} }) {
  mark("first-draw-start");
  // The canvas modules (editor.html asked for them with the page) finish arriving while the bytes are parsed.
  const modules = Promise.all([import("../canvas/canvas.js"), import("../document/document-model.js"), import("../canvas/camera.js")]);
  const bytes = head ? await head.then(async ({ version, text }) => ({ version, text: await text }), () => null) : null;
  let markup = null;
  if (bytes) {
    mark("head-bytes");
    try {
      markup = parseXml(bytes.text);
      mark("head-parsed");
    } catch {
      markup = null; // the session's own parse reports what is wrong
    }
  }
  const [{ Canvas }, { DocumentModel }, { Camera }] = await modules;
  const camera = new Camera();
  const canvas = new Canvas(document.getElementById("canvas"), camera);
  const none = { camera, canvas, drawn: null };
  if (!markup) return none;
  let model;
  try {
    model = new DocumentModel(markup.root);
    mark("model-built");
  } catch {
    return none;
  }
  if (!shared.markup) Object.assign(shared, { text: bytes.text, markup });
  canvas.render(model, { opening: true }); // the scenes far from the opening view are drawn after the first frame
  mark("canvas-built");
  canvas.layOut();
  mark("canvas-drawn");
  markAfterNextFrame("first-frame");
  return { camera, canvas, drawn: { version: bytes.version, model } };
}
