/**
 * Toolbar state: undo/redo buttons (enabled from the session), the connection status (live / reconnecting /
 * offline with the number of changes waiting), the read-only notice for past versions and the fallback,
 * and the Share button (account/share-button.js: only for those who may manage the document's links).
 */
import { installShareButton } from "../account/share-button.js";

const $ = (id) => document.getElementById(id);

const documentIdFromPath = () => {
  const match = location.pathname.match(/^\/d\/([^/]+)\/?$/);
  return match ? decodeURIComponent(match[1]) : null;
};

const STATUS_TEXT = { online: "Live", connecting: "Reconnecting…", offline: "Offline", closed: "Closed" };

export class Toolbar {
  /** @param {import("../editing/editor.js").Editor} editor  @param version the past version shown, or null for the head */
  constructor(editor, { version }) {
    const { session, actions } = editor;
    this.session = session;
    $("undo").addEventListener("click", () => actions.undo());
    $("redo").addEventListener("click", () => actions.redo());
    const update = () => this.update();
    for (const type of ["change", "status", "reject", "ack"]) session.addEventListener?.(type, update);
    // pendingCount drops when an ack arrives, which is not a "change": poll it cheaply.
    setInterval(update, 500);
    if (session.readOnly) {
      const badge = $("read-only");
      badge.hidden = false;
      badge.textContent = version === null ? "Read-only" : `Version ${version} · read-only`;
      badge.title = session.reason ?? "";
    }
    this.update();
    installShareButton($("share-button"), { documentId: documentIdFromPath(), documentName: () => $("document-name").textContent });
  }

  update() {
    const s = this.session;
    $("undo").disabled = s.readOnly || !s.canUndo;
    $("redo").disabled = s.readOnly || !s.canRedo;
    const status = $("sync-status");
    const pending = s.pendingCount ?? 0;
    const name = s.readOnly ? "offline" : s.status ?? "offline";
    status.dataset.status = name;
    status.dataset.pending = String(pending);
    const label = s.readOnly ? "Read-only" : STATUS_TEXT[name] ?? name;
    status.querySelector(".status-text").textContent = pending && !s.readOnly ? `${label} · ${pending} pending` : label;
    status.title = s.readOnly ? s.reason ?? "" : `Connection: ${label}`;
  }
}
