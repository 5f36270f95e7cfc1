/**
 * The editor page's entry (/d/{id}, /d/{id}?version=N). It fetches the head's bytes (drawn at once by
 * first-draw.js), starts opening the session (the sync modules, the live connection) and fetching the
 * document's metadata, then asks for every other module
 * the page needs at once (editor-modules.js), so all of these arrive in parallel; then editor-page.js draws
 * and wires the editor.
 */
// The session's own imports are named here too, so the browser asks for them together with editor.js's
// (one round trip instead of three levels of them).
import "./account/credentials.js";
import "./account/document-access.js";
import { getDocument } from "./api.js";
import { EDITOR_MODULES, FIRST_MODULES } from "./editor-modules.js";
import { headContent, openSession } from "./editor-session.js";

performance.mark("storyweave:editor-start");

function documentIdFromURL() {
  const match = location.pathname.match(/^\/d\/([^/]+)\/?$/);
  return match ? decodeURIComponent(match[1]) : new URLSearchParams(location.search).get("id");
}

function versionFromURL() {
  const version = new URLSearchParams(location.search).get("version");
  return version === null || version === "" ? null : Number(version);
}

/** A promise whose failure is reported where it is awaited (not as unhandled while the page loads). */
function started(promise) {
  promise.catch(() => {});
  return promise;
}

const id = documentIdFromURL();
const version = versionFromURL();
// The session's requests (content, access, sync modules) go out before the page's modules are asked for.
const meta = id ? started(getDocument(id)) : null;
const head = id && version === null ? started(headContent(id)) : null;
const parsed = {}; // the head's tree, parsed once for the first drawing and the live client
const session = id ? started(openSession({ documentId: id, version, head, parsed })) : null;
// The canvas modules come next: the head's bytes are drawn as soon as they arrive, before the session is ready.
const firstDraw = import("./first-draw.js").then(({ drawFirst }) => drawFirst({ head, session, shared: parsed }));
/** Asks for modules now (`<link rel="modulepreload">`); each request costs the page a little time to start. */
function preload(paths) {
  for (const path of paths) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = new URL(path, import.meta.url).href;
    document.head.append(link);
  }
}

// What the first drawing and the session need goes out at once; the rest of the page in the next task.
preload(EDITOR_MODULES.slice(0, FIRST_MODULES));
setTimeout(() => preload(EDITOR_MODULES.slice(FIRST_MODULES)), 0);
const { main } = await import("./editor-page.js");
main({ id, version, meta, session, firstDraw });
