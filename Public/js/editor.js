/** The editor page (/d/{id}): loads the document, then wires canvas, outline and inspector to one selection. */
import { getContent, getDocument } from "./api.js";
import { Canvas } from "./canvas.js";
import { DocumentModel } from "./document-model.js";
import { Inspector } from "./inspector.js";
import { Outline } from "./outline.js";
import { installPointerStates } from "./pointer-states.js";
import { Selection } from "./selection.js";
import { Camera } from "./zoom.js";

const $ = (id) => document.getElementById(id);

function documentIdFromURL() {
  const match = location.pathname.match(/^\/d\/([^/]+)\/?$/);
  return match ? decodeURIComponent(match[1]) : new URLSearchParams(location.search).get("id");
}

function installZoomControls(camera, canvas, viewport) {
  const centre = () => {
    const r = viewport.getBoundingClientRect();
    return [r.width / 2, r.height / 2];
  };
  $("zoom-in").onclick = () => camera.step(+1, ...centre());
  $("zoom-out").onclick = () => camera.step(-1, ...centre());
  $("zoom-level").onclick = () => camera.zoomAt(1, ...centre());
  $("zoom-fit").onclick = () => canvas.zoomToFit();
  camera.onChange(() => { $("zoom-level").textContent = `${Math.round(camera.zoom * 100)}%`; });
  document.addEventListener("keydown", (event) => {
    if (!(event.metaKey || event.ctrlKey) || event.target.closest("input, textarea")) return;
    const actions = { "=": () => camera.step(+1, ...centre()), "+": () => camera.step(+1, ...centre()),
      "-": () => camera.step(-1, ...centre()), "0": () => camera.zoomAt(1, ...centre()), "9": () => canvas.zoomToFit() };
    if (actions[event.key]) {
      event.preventDefault();
      actions[event.key]();
    }
  });
}

async function main() {
  const viewport = $("canvas");
  const message = $("canvas-message");
  const id = documentIdFromURL();
  const camera = new Camera();
  const selection = new Selection();
  const canvas = new Canvas(viewport, camera);
  const outline = new Outline($("outline"), selection);
  const inspector = new Inspector($("inspector"));
  installZoomControls(camera, canvas, viewport);
  installPointerStates(viewport, { camera, selection });
  selection.onChange((ids, source) => {
    canvas.showSelection(ids);
    outline.showSelection(ids, { reveal: source !== "outline" });
    inspector.show(ids[0] ?? null);
    if (source === "outline" && ids[0]) canvas.reveal(ids[0]);
  });
  window.addEventListener("resize", () => canvas.showSelection(selection.ids));

  try {
    if (!id) throw new Error("This address names no document.");
    const [meta, content] = await Promise.all([getDocument(id), getContent(id)]);
    document.title = `${meta.name} — Storyweave`;
    $("document-name").textContent = meta.name;
    $("document-kind").textContent = meta.kind === "storyboard" ? "Storyboard" : "XIB";
    $("download").href = meta.links.export;
    const model = new DocumentModel(content.text);
    canvas.render(model);
    outline.render(model);
    inspector.setModel(model);
    canvas.zoomToFit();
    message.textContent = "";
    viewport.dataset.ready = "true";
    window.storyweave = { model, camera, selection, canvas };
  } catch (error) {
    message.textContent = error.message;
    message.classList.add("error");
    $("document-name").textContent = "Document unavailable";
    viewport.dataset.ready = "error";
  }
}

main();
