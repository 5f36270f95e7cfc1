/**
 * The editor page's entry (/d/{id}, /d/{id}?version=N). It fetches the head's bytes (preloaded: the server's
 * Link header) and draws them as soon as they arrive (first-draw.js, whose modules editor.html asks for while the
 * page is still being read); once that picture is drawn it asks for the session's modules (they arrive while its
 * frame is painted), and once it is on screen it opens the session (the live connection), fetches the document's
 * metadata and asks for every other module the page needs at once (editor-modules.js), so these arrive in
 * parallel; then editor-page.js wires the editor. Nothing else is asked for before the picture is drawn: on
 * HTTP/1.1 every request costs the page's main thread time and takes one of the browser's six connections (see
 * docs/browser.md, "Measured").
 */
// Only what the first drawing needs is imported up front; the session's and the page's modules after it.
import { headContent } from "./api/head-content.js";
import { afterNextFrame } from "./app/perf-probe.js";

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
// The head's bytes (the server's Link header has the browser fetching them already: this request takes that
// response); the first drawing's modules are on their way too (editor.html).
const head = id && version === null ? started(headContent(id)) : null;
const parsed = {}; // the head's tree, parsed once for the first drawing and the live client
const firstDraw = import("./app/first-draw.js").then(({ drawFirst }) => drawFirst({ head, shared: parsed }));
/** Asks for modules now (`<link rel="modulepreload">`); each request costs the page a little time to start. */
function preload(paths) {
  const links = paths.map((path) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = new URL(path, import.meta.url).href;
    return link;
  });
  document.head.append(...links);
}

// Once the picture is drawn (its frame still to be painted): the session's modules are asked for, so they arrive
// while that frame is painted; once it is on screen, the session opens and the rest of the page is asked for.
// openSession takes the tree the first drawing parsed instead of parsing the bytes again.
const sessionModules = firstDraw.catch(() => {}).then(() => {
  preload(["app/editor-session.js", "account/document-access.js", "api/client.js", "app/editor-modules.js"]);
  return import("./app/editor-modules.js");
}).then(({ EDITOR_MODULES, FIRST_MODULES }) => {
  preload(EDITOR_MODULES.slice(0, FIRST_MODULES));
  return { EDITOR_MODULES, FIRST_MODULES };
});
const drawnOnScreen = firstDraw.then(() => afterNextFrame(), () => {});
await drawnOnScreen;
// The styles of dialogs and the Strings panel, which the first picture does not show (editor.html).
for (const sheet of ["account.css", "strings.css"]) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = `/css/${sheet}`;
  document.head.append(link);
}
const [{ openSession }, { getDocument }, { EDITOR_MODULES, FIRST_MODULES }] = await Promise.all([
  import("./app/editor-session.js"), import("./api/client.js"), sessionModules]);
const session = id ? started(openSession({ documentId: id, version, head, parsed })) : null;
const meta = id ? started(getDocument(id)) : null; // the name and links, for the toolbar
setTimeout(() => preload(EDITOR_MODULES.slice(FIRST_MODULES)), 0);
const { main } = await import("./app/editor-page.js");
main({ id, version, meta, session, firstDraw });
