/**
 * The editor's first picture: the canvas and its camera, and the document drawn as soon as the live client has
 * it (its bytes come over REST while the connection is being set up). Loaded before the rest of the page
 * (editor.js), so the document shows while the editing modules are still arriving; editor-page.js takes over
 * the same canvas and camera.
 */
import { Canvas } from "./canvas.js";
import { DocumentModel } from "./document-model.js";
import { mark, markAfterNextFrame } from "./perf-probe.js";
import { Camera } from "./zoom.js";

/**
 * @param {Promise<object>} early the live client once it has a document
 * @param {Promise<object> | null} session openSession's answer (when it comes first, nothing is drawn here)
 * @returns {Promise<{camera: Camera, canvas: Canvas, drawn: object | null}>} `drawn`: the document and model
 *   drawn, `changed` once the client changed it after (the page then draws again), `stopWatching()`
 */
export async function drawFirst({ early, session }) {
  const camera = new Camera();
  const canvas = new Canvas(document.getElementById("canvas"), camera);
  const client = session ? await Promise.race([early, session.then(() => null, () => null)]) : null;
  if (!client?.document) return { camera, canvas, drawn: null };
  const drawn = { document: client.document, model: new DocumentModel(client.document.root), changed: false };
  const changed = () => { drawn.changed = true; };
  client.addEventListener("change", changed);
  drawn.stopWatching = () => client.removeEventListener("change", changed);
  canvas.render(drawn.model);
  canvas.zoomToFit();
  canvas.layOut();
  mark("canvas-drawn");
  markAfterNextFrame("first-frame");
  return { camera, canvas, drawn };
}
