/**
 * The editor page's entry (/d/{id}, /d/{id}?version=N). It starts opening the session (the document's bytes, the
 * sync modules, the live connection) and fetching the document's metadata, then asks for every other module
 * the page needs at once (editor-modules.js), so all of these arrive in parallel; then editor-page.js draws
 * and wires the editor.
 */
import { getDocument } from "./api.js";
import { EDITOR_MODULES } from "./editor-modules.js";
import { openSession } from "./editor-session.js";

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
let drawable;
const early = new Promise((resolve) => (drawable = resolve));
const session = id ? started(openSession({ documentId: id, version, onDocument: drawable })) : null;
// The canvas modules come next: the document is drawn as soon as it is parsed, before the editing modules.
const firstDraw = import("./first-draw.js").then(({ drawFirst }) => drawFirst({ early, session }));
for (const path of EDITOR_MODULES) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = new URL(path, import.meta.url).href;
  document.head.append(link);
}
const { main } = await import("./editor-page.js");
main({ id, version, meta, session, firstDraw });
