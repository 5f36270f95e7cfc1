/**
 * The editor page's entry (/d/{id}, /d/{id}?version=N). Before the page's UI modules load, it starts opening
 * the session (the document's bytes, the sync modules, the live connection) and fetching the document's
 * metadata, so all of these arrive in parallel; then editor-page.js draws and wires the editor.
 */
import { getDocument } from "./api.js";
import { openSession } from "./editor-session.js";
import { mark } from "./perf-probe.js";

mark("editor-start");

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
const meta = id ? started(getDocument(id)) : null;
const session = id ? started(openSession({ documentId: id, version })) : null;
const { main } = await import("./editor-page.js");
main({ id, version, meta, session });
