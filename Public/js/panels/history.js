/**
 * The History panel (toolbar "History"): the document's snapshots (named and automatic, newest first) and
 * the current version. Name the current version; open any listed version read-only (`?version=N`);
 * download its XML; restore it (the server makes it the new head as one live batch every editor receives).
 */
import { listRevisions, nameVersion, restoreVersion } from "../api/client.js";
import { linkAddress } from "../util/credentials.js";
import { el } from "../util/dom.js";

export class HistoryPanel {
  /**
   * @param {import("../editing/editor.js").Editor} editor
   * @param exportLink the document's export URL (downloads of a version), null for those who may not export
   * @param mayRestore whether this person may restore a version (the server's manage right)
   */
  constructor(editor, { button, panel, exportLink, mayRestore = true }) {
    const { documentId, session, notify } = editor;
    Object.assign(this, { documentId, session, button, panel, notify, exportLink, mayRestore });
    button.addEventListener("click", () => this.toggle());
    document.addEventListener("pointerdown", (event) => {
      if (!panel.hidden && !panel.contains(event.target) && !button.contains(event.target)) this.toggle(false);
    });
  }

  toggle(open = this.panel.hidden) {
    this.panel.hidden = !open;
    this.button.setAttribute("aria-expanded", String(open));
    if (open) this.refresh();
  }

  async refresh() {
    let revisions = [];
    try {
      revisions = await listRevisions(this.documentId);
    } catch (error) {
      this.notify(`The history could not be loaded: ${error.message}`, "error");
    }
    const head = this.session.serverVersion ?? 0;
    const form = el("form", "history-name");
    const name = el("input");
    name.placeholder = `Name version ${head}`;
    name.setAttribute("aria-label", "Name the current version");
    name.dataset.field = "history-name";
    const save = Object.assign(el("button", "primary", "Save"), { type: "submit" });
    save.disabled = Boolean(this.session.readOnly);
    form.append(name, save);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!name.value.trim()) return;
      try {
        await nameVersion(this.documentId, name.value.trim());
        this.notify(`Version ${head} is now “${name.value.trim()}”.`);
        this.refresh();
      } catch (error) {
        this.notify(error.message, "error");
      }
    });
    const list = el("ul", "history-list");
    for (const revision of revisions) list.append(this.#row(revision, head));
    this.panel.replaceChildren(el("h3", "history-title", `History · current version ${head}`), form, list);
  }

  #row(revision, head) {
    const item = el("li", "history-row");
    item.dataset.version = String(revision.version);
    const title = el("div", "history-label");
    title.append(el("strong", null, revision.name ?? (revision.version === 0 ? "Uploaded" : "Automatic snapshot")),
      el("span", "history-meta", `version ${revision.version} · ${new Date(revision.createdAt).toLocaleString()}`));
    const actions = el("div", "history-actions");
    const open = el("a", "button", "Open");
    open.href = linkAddress(location.pathname, { version: revision.version });
    open.title = "Open this version read-only";
    // Only for those who may export (a share link alone may not).
    const download = this.exportLink && el("a", "button", "XML");
    if (download) {
      download.href = linkAddress(this.exportLink, { version: revision.version });
      download.title = "Download this version's XML";
    }
    const restore = Object.assign(el("button", null, "Restore"), { type: "button", title: "Make this version the current one (for everyone)" });
    restore.dataset.action = "restore";
    restore.disabled = Boolean(this.session.readOnly) || !this.mayRestore || revision.version === head;
    restore.addEventListener("click", async () => {
      if (!confirm(`Restore version ${revision.version}? Everyone editing sees the document go back to it; the versions in between stay in the history.`)) return;
      try {
        const result = await restoreVersion(this.documentId, revision.version);
        this.notify(`Version ${revision.version} restored as version ${result.version}.`);
        this.toggle(false);
      } catch (error) {
        this.notify(error.message, "error");
      }
    });
    actions.append(...[open, download, restore].filter(Boolean));
    item.append(title, actions);
    return item;
  }
}
