/**
 * The Strings tool (toolbar "Strings"): a table of every localizable string across the open documents — the
 * page's own and the ones added from the same project (documents.js) — edited in place; find (Return /
 * ⇧Return step through the matches), replace the current match or all of them (one batch per document, each
 * through that document's own session); narrow it to one document or keep all; double-click a row to select
 * its object (in another document: open it there, `/d/{id}?select=<objectId>`); export `.strings` (one
 * document) or a zip of them (all).
 */
import { getDocumentClasses } from "../api/client.js";
import { containsText, replaceText, stringsFile, stringsFileName, uniqueFileNames } from "./catalog.js";
import { projectDocuments, RememberedDocuments, StringsSource } from "./documents.js";
import { saveBlob } from "../util/save-file.js";
import { shortcutLabel } from "../util/shortcut-label.js";
import { zipFiles } from "../util/zip-store.js";
import { el } from "../util/dom.js";
import { timeAgo } from "../util/time-ago.js";

/** sessionStorage: the tool was open when the page jumped to another document (it opens again there). */
const REOPEN_KEY = "storyweave.strings.reopen";
const JUMP_WAIT_MS = 3000;

const button = (text, className, title, action) => {
  const node = Object.assign(el("button", className, text), { type: "button", title });
  if (action) node.dataset.action = action;
  return node;
};

const entryKey = (entry) => `${entry.source.id}\u0000${entry.id}\u0000${entry.key}`;
const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
const STATUS_TEXT = { online: "Live", connecting: "Connecting…", offline: "Offline", closed: "Closed" };

export class StringsTool {
  /**
   * @param {import("../editing/editor.js").Editor} editor the page's
   * @param {object} options `panel`, `button`, `documentName()`
   */
  constructor(editor, { panel, button: toggleButton, documentName }) {
    const { actions, selection, canvas, notify, documentId } = editor;
    const getModel = () => editor.model;
    Object.assign(this, { editor, panel, button: toggleButton, actions, selection, canvas, getModel, documentName, notify, documentId });
    this.remembered = new RememberedDocuments(localStorage);
    const current = new StringsSource({ id: documentId, name: documentName(), actions, current: true, getModel });
    /** id → StringsSource, the page's document first, then in the order they were added. */
    this.sources = new Map([[documentId, current]]);
    /** id → {name, failed?}: documents whose session is opening (or could not be opened). */
    this.pending = new Map();
    /** "all" or one document's id. */
    this.scope = "all";
    /** entryKey of the current match (the row Replace acts on), or null. */
    this.currentMatch = null;
    this.refreshQueued = false;
    toggleButton.addEventListener("click", () => this.toggle());
    this.#build();
    const reopen = sessionStorage.getItem(REOPEN_KEY);
    if (reopen !== null) {
      sessionStorage.removeItem(REOPEN_KEY);
      try { this.find.value = JSON.parse(reopen).find ?? ""; } catch { /* an old flag: just open */ }
      this.toggle(true);
    }
  }

  get open() { return !this.panel.hidden; }

  toggle(open = !this.open) {
    this.panel.hidden = !open;
    this.button.setAttribute("aria-expanded", String(open));
    if (!open) {
      this.#closePicker();
      return this.#leaveDocuments();
    }
    this.#loadRemembered();
    this.#renderDocuments();
    this.refresh();
  }

  #build() {
    const bar = el("div", "strings-bar");
    this.find = Object.assign(el("input", "strings-find"), { type: "search", placeholder: "Find in strings" });
    this.find.setAttribute("aria-label", "Find text");
    const previous = button("‹", "strings-step", `Previous match (${shortcutLabel("⇧Return")})`, "previous");
    const next = button("›", "strings-step", "Next match (Return)", "next");
    previous.setAttribute("aria-label", "Previous match");
    next.setAttribute("aria-label", "Next match");
    this.ignoreCase = Object.assign(el("input"), { type: "checkbox" });
    this.ignoreCase.setAttribute("aria-label", "Ignore letter case");
    const caseLabel = el("label", "strings-case");
    caseLabel.title = "Ignore letter case";
    caseLabel.append(this.ignoreCase, el("span", null, "Aa"));
    const search = el("div", "strings-search");
    search.append(this.find, previous, next, caseLabel);
    this.replace = Object.assign(el("input", "strings-replace"), { placeholder: "Replace with" });
    this.replace.setAttribute("aria-label", "Replace with");
    const one = button("Replace", null, "Replace in the current match", "replace-one");
    const all = button("Replace All", null, "Replace in every matching string (one undoable change per document)", "replace-all");
    this.exportButton = button("Export .strings", null, "Download the .strings file", "export");
    const close = button("✕", "strings-close", "Close the Strings tool");
    close.setAttribute("aria-label", "Close the Strings tool");
    this.count = el("span", "strings-count");
    this.count.setAttribute("role", "status");
    bar.append(el("strong", "strings-title", "Strings"), search, this.replace, one, all, this.count, el("span", "toolbar-spacer"), close);

    this.documentsBar = el("div", "strings-documents");
    this.picker = el("div", "strings-picker");
    this.picker.setAttribute("role", "dialog");
    this.picker.setAttribute("aria-label", "Add a document");
    this.picker.hidden = true;

    this.table = el("table", "strings-table");
    const scroller = el("div", "strings-scroller");
    scroller.append(this.table);
    this.scroller = scroller;
    this.panel.replaceChildren(bar, this.documentsBar, scroller);
    this.panel.hidden = true;

    this.find.addEventListener("input", () => {
      this.currentMatch = null;
      this.refresh();
    });
    this.find.addEventListener("keydown", (event) => {
      if (event.key === "Enter") {
        event.preventDefault();
        this.step(event.shiftKey ? -1 : 1);
      }
    });
    this.ignoreCase.addEventListener("change", () => this.refresh());
    previous.addEventListener("click", () => this.step(-1));
    next.addEventListener("click", () => this.step(1));
    one.addEventListener("click", () => this.#replace(false));
    all.addEventListener("click", () => this.#replace(true));
    this.exportButton.addEventListener("click", () => this.#export());
    close.addEventListener("click", () => this.toggle(false));
    document.addEventListener("pointerdown", (event) => {
      if (!this.picker.hidden && !event.target.closest(".strings-picker, [data-action='add-document']")) this.#closePicker();
    });
  }

  // MARK: Documents

  /** The project's documents (for the picker and to check remembered ones), fetched once per opening of the picker. */
  async #projectDocuments() {
    this.project ??= this.editor.sourceProject ?? (await getDocumentClasses(this.documentId).catch(() => ({ project: null }))).project;
    return projectDocuments(this.project);
  }

  /** Opens the sessions of the documents remembered in this browser that belong to this document's project. */
  #loadRemembered() {
    if (this.rememberedLoaded) return;
    this.rememberedLoaded = true;
    const wanted = this.remembered.ids().filter((id) => id !== this.documentId);
    if (!wanted.length) return;
    this.#projectDocuments().then((documents) => {
      const byId = new Map(documents.map((doc) => [doc.id, doc]));
      for (const id of [...wanted].reverse()) {
        if (byId.has(id)) this.#openSource(byId.get(id));
      }
    });
  }

  /**
   * Closing the tool leaves the other documents (their editors stop seeing me there); a session with changes
   * not yet sent stays until they are. Opening the tool again opens them again.
   */
  #leaveDocuments() {
    for (const source of [...this.sources.values()]) {
      if (source.current) continue;
      this.sources.delete(source.id);
      const leave = () => source.close();
      if (source.pendingCount && source.session.whenSynced) source.session.whenSynced().then(leave, leave);
      else leave();
    }
    this.pending.clear(); // a session still opening is closed as soon as it is ready (#openSource)
    this.rememberedLoaded = false;
    this.scope = "all";
    this.currentMatch = null;
  }

  /** Adds a document to the tool (remembered in this browser) and opens its live session. */
  addDocument(doc) {
    this.remembered.add(doc.id);
    this.#closePicker();
    return this.#openSource(doc);
  }

  removeDocument(id) {
    const source = this.sources.get(id);
    if (!source || source.current) return;
    if (source.pendingCount) this.notify(`${source.name}: ${plural(source.pendingCount, "change")} not sent yet will be sent the next time it is open.`);
    this.remembered.remove(id);
    this.sources.delete(id);
    this.pending.delete(id);
    source.close();
    if (this.scope === id) this.scope = "all";
    this.#renderDocuments();
    this.refresh();
  }

  async #openSource({ id, name }) {
    if (this.sources.has(id) || this.pending.has(id)) return;
    const ticket = { name };
    this.pending.set(id, ticket);
    this.#renderDocuments();
    let source;
    try {
      source = await StringsSource.open({ id, name, notify: this.notify });
    } catch (error) {
      if (this.pending.get(id) !== ticket) return;
      this.pending.set(id, { name, failed: error.message });
      this.#renderDocuments();
      return;
    }
    if (this.pending.get(id) !== ticket) return source.close(); // removed (or the tool closed) while opening
    this.pending.delete(id);
    this.sources.set(id, source);
    const session = source.session;
    session.addEventListener("change", () => this.#queueRefresh());
    session.addEventListener("status", () => this.#renderDocuments());
    session.addEventListener("ack", () => this.#renderDocuments());
    session.addEventListener("reject", (event) => this.notify(`Your change to ${name} was undone: ${event.detail.reason}`, "error"));
    if (session.readOnly) this.notify(`${name}: ${session.reason ?? "read-only"}`, "info");
    this.#renderDocuments();
    this.refresh();
  }

  #renderDocuments() {
    const chips = [];
    for (const source of this.sources.values()) {
      const chip = el("span", "strings-doc");
      chip.dataset.documentId = source.id;
      chip.dataset.status = source.readOnly ? "read-only" : source.status ?? "online";
      const state = source.readOnly ? "Read-only" : STATUS_TEXT[source.status] ?? source.status;
      chip.title = source.current ? `${source.name} (this document)` : `${source.name} — ${state}`;
      chip.append(el("span", "strings-doc-dot"), el("span", "strings-doc-name", source.name));
      if (source.current) chip.append(el("span", "strings-doc-note", "this document"));
      if (source.pendingCount) chip.append(el("span", "strings-doc-note", `${source.pendingCount} pending`));
      else if (!source.current && source.readOnly) chip.append(el("span", "strings-doc-note", "read-only"));
      if (!source.current) {
        const undo = button("↶", "strings-doc-button", `Undo the last change in ${source.name}`, "undo-document");
        const redo = button("↷", "strings-doc-button", `Redo in ${source.name}`, "redo-document");
        undo.setAttribute("aria-label", `Undo in ${source.name}`);
        redo.setAttribute("aria-label", `Redo in ${source.name}`);
        undo.disabled = source.readOnly || !source.session.canUndo;
        redo.disabled = source.readOnly || !source.session.canRedo;
        undo.addEventListener("click", () => source.actions.undo());
        redo.addEventListener("click", () => source.actions.redo());
        const remove = button("✕", "strings-doc-button", `Remove ${source.name} from the Strings tool`, "remove-document");
        remove.setAttribute("aria-label", `Remove ${source.name}`);
        remove.addEventListener("click", () => this.removeDocument(source.id));
        chip.append(undo, redo, remove);
      }
      chips.push(chip);
    }
    for (const [id, { name, failed }] of this.pending) {
      const chip = el("span", `strings-doc ${failed ? "failed" : "opening"}`);
      chip.dataset.documentId = id;
      chip.dataset.status = failed ? "failed" : "connecting";
      chip.title = failed ? `${name} could not be opened: ${failed}` : `Opening ${name}…`;
      chip.append(el("span", "strings-doc-dot"), el("span", "strings-doc-name", name), el("span", "strings-doc-note", failed ? "unavailable" : "opening…"));
      if (failed) {
        const remove = button("✕", "strings-doc-button", `Remove ${name}`, "remove-document");
        remove.addEventListener("click", () => {
          this.pending.delete(id);
          this.remembered.remove(id);
          this.#renderDocuments();
        });
        chip.append(remove);
      }
      chips.push(chip);
    }
    const add = button("+ Add Document…", "strings-add", "Add another document of this project to the Strings tool", "add-document");
    add.addEventListener("click", () => (this.picker.hidden ? this.#openPicker() : this.#closePicker()));
    const list = el("div", "strings-doc-list");
    list.setAttribute("role", "group");
    list.setAttribute("aria-label", "Documents in the Strings tool");
    list.append(...chips, add);

    const scope = el("select", "strings-scope");
    scope.setAttribute("aria-label", "Show the strings of");
    scope.append(Object.assign(el("option", null, "All documents"), { value: "all" }));
    for (const source of this.sources.values()) scope.append(Object.assign(el("option", null, source.name), { value: source.id }));
    if (!this.sources.has(this.scope)) this.scope = "all";
    scope.value = this.scope;
    scope.addEventListener("change", () => {
      this.scope = scope.value;
      this.currentMatch = null;
      this.refresh();
    });
    scope.title = "Show the strings of all documents, or of one";
    this.documentsBar.replaceChildren(list, scope, this.exportButton, this.picker);
    this.#updateExportLabel();
  }

  async #openPicker() {
    this.picker.hidden = false;
    this.picker.replaceChildren(el("p", "strings-picker-note", "Loading the project's documents…"));
    const documents = (await this.#projectDocuments()).filter((doc) => !this.sources.has(doc.id) && !this.pending.has(doc.id));
    if (this.picker.hidden) return;
    const filter = Object.assign(el("input", "strings-picker-filter"), { type: "search", placeholder: "Filter documents" });
    filter.setAttribute("aria-label", "Filter documents");
    const list = el("ul", "strings-picker-list");
    const render = () => {
      const needle = filter.value.toLowerCase();
      const shown = documents.filter((doc) => doc.name.toLowerCase().includes(needle));
      list.replaceChildren(...shown.map((doc) => {
        const item = el("li");
        const choose = button("", "strings-picker-item", `Add ${doc.name}`);
        choose.dataset.documentId = doc.id;
        const label = el("span", "strings-picker-label");
        label.append(el("span", "strings-picker-name", doc.name), el("span", "strings-picker-edited", `Edited ${timeAgo(doc.updatedAt)}`));
        choose.append(label, el("span", `badge ${doc.kind}`, doc.kind === "xib" ? "XIB" : "Storyboard"));
        choose.addEventListener("click", () => this.addDocument(doc));
        item.append(choose);
        return item;
      }));
      if (!shown.length) list.append(el("li", "strings-picker-note", documents.length ? "No document matches." : "No other document of this project to add."));
    };
    filter.addEventListener("input", render);
    filter.addEventListener("keydown", (event) => { if (event.key === "Escape") this.#closePicker(); });
    render();
    this.picker.replaceChildren(el("div", "strings-picker-title", "Add a document of this project"), filter, list);
    filter.focus();
  }

  #closePicker() {
    this.picker.hidden = true;
    this.picker.replaceChildren();
  }

  // MARK: Table

  /** Every string of the documents in scope, the page's document first. */
  #entries() {
    const sources = [...this.sources.values()].filter((source) => this.scope === "all" || source.id === this.scope);
    return sources.flatMap((source) => source.entries());
  }

  #matches(entries = this.#entries()) {
    const needle = this.find.value;
    return needle ? entries.filter((entry) => containsText(entry.value, needle, { ignoreCase: this.ignoreCase.checked })) : entries;
  }

  #queueRefresh() {
    if (this.refreshQueued) return;
    this.refreshQueued = true;
    setTimeout(() => {
      this.refreshQueued = false;
      this.#renderDocuments();
      this.refresh();
    }, 0);
  }

  /** Rebuilds the table (after a change, or as the find text changes); keeps a field being typed in. */
  refresh() {
    if (!this.open || this.panel.contains(document.activeElement) && document.activeElement.closest("td")) return;
    const entries = this.#entries();
    const shown = this.#matches(entries);
    const several = this.sources.size > 1;
    this.#showCount(shown, entries);
    const head = el("tr");
    for (const title of ["Document", "Object", "Key", "Value"]) head.append(el("th", null, title));
    const rows = shown.map((entry) => {
      const row = el("tr", "strings-row");
      row.dataset.documentId = entry.source.id;
      row.dataset.objectId = entry.id;
      row.dataset.key = entry.key;
      if (entryKey(entry) === this.currentMatch) row.classList.add("is-current");
      const value = el("input", "strings-value");
      value.value = entry.value;
      value.spellcheck = true;
      value.readOnly = entry.source.readOnly;
      value.setAttribute("aria-label", several ? `${entry.key} of ${entry.objectName} in ${entry.source.name}` : `${entry.key} of ${entry.objectName}`);
      value.addEventListener("keydown", (event) => {
        if (event.key === "Enter") { event.preventDefault(); value.blur(); }
        if (event.key === "Escape") { value.value = entry.value; value.blur(); }
      });
      value.addEventListener("change", () => entry.source.actions.submitOps("Edit String", entry.ops(value.value)));
      value.addEventListener("blur", () => setTimeout(() => this.refresh(), 0));
      const cell = el("td", "strings-value-cell");
      cell.append(value);
      const documentCell = el("td", "strings-document", entry.source.name);
      if (entry.source.current) documentCell.classList.add("is-this-document");
      row.append(documentCell, el("td", "strings-object", entry.objectName), el("td", "strings-key", entry.key), cell);
      row.addEventListener("dblclick", (event) => {
        if (event.target.closest("input")) return;
        this.jump(entry);
      });
      return row;
    });
    if (!rows.length) {
      const empty = el("tr", "strings-empty");
      const cell = el("td", null, this.find.value ? `No string contains “${this.find.value}”.` : "These documents have no localizable strings.");
      cell.colSpan = 4;
      empty.append(cell);
      rows.push(empty);
    }
    this.table.replaceChildren(head, ...rows);
  }

  #showCount(shown, entries) {
    if (!this.find.value) {
      const documents = new Set(entries.map((entry) => entry.source.id)).size;
      this.count.textContent = documents > 1 ? `${plural(entries.length, "string")} in ${documents} documents` : plural(entries.length, "string");
      return;
    }
    const at = shown.findIndex((entry) => entryKey(entry) === this.currentMatch);
    this.count.textContent = at >= 0 ? `${at + 1} of ${shown.length} ${shown.length === 1 ? "match" : "matches"}` : `${shown.length} of ${entries.length}`;
  }

  /** Moves the current match to the next (1) or previous (-1) matching string; in this document, selects its object. */
  step(delta) {
    const matches = this.#matches();
    if (!matches.length) return this.notify(this.find.value ? `“${this.find.value}” is not in any string.` : "There are no strings.", "error");
    const at = matches.findIndex((entry) => entryKey(entry) === this.currentMatch);
    const entry = matches[at < 0 ? (delta > 0 ? 0 : matches.length - 1) : (at + delta + matches.length) % matches.length];
    this.currentMatch = entryKey(entry);
    this.refresh();
    const row = this.table.querySelector(".strings-row.is-current");
    row?.scrollIntoView({ block: "nearest" });
    if (entry.source.current) {
      this.selection.set([entry.id], "strings");
      this.canvas.reveal(entry.id);
    }
  }

  /** Double-click: selects the object here, or opens the other document with the object selected. */
  async jump(entry) {
    if (entry.source.current) {
      this.selection.set([entry.id], "strings");
      this.canvas.reveal(entry.id);
      return;
    }
    // The page being left stays in the tool there, which opens again with the same find text.
    this.remembered.add(this.documentId);
    sessionStorage.setItem(REOPEN_KEY, JSON.stringify({ find: this.find.value }));
    const unsent = [...this.sources.values()].filter((source) => !source.current && source.pendingCount && source.session.whenSynced);
    if (unsent.length) {
      await Promise.race([Promise.all(unsent.map((source) => source.session.whenSynced())), new Promise((done) => setTimeout(done, JUMP_WAIT_MS))]);
    }
    location.assign(`/d/${encodeURIComponent(entry.source.id)}?select=${encodeURIComponent(entry.id)}`);
  }

  #replace(everywhere) {
    const needle = this.find.value;
    if (!needle) return this.notify("Type the text to find first.", "error");
    const matches = this.#matches();
    if (!matches.length) return this.notify(`“${needle}” is not in any string.`, "error");
    const options = { ignoreCase: this.ignoreCase.checked };
    let targets;
    if (everywhere) {
      targets = matches;
    } else {
      const at = Math.max(0, matches.findIndex((entry) => entryKey(entry) === this.currentMatch));
      targets = [matches[at]];
      // The match after it becomes current (the replaced one usually no longer matches).
      const after = matches[at + 1] ?? matches.find((entry) => entry !== targets[0]);
      this.currentMatch = after ? entryKey(after) : null;
    }
    const bySource = new Map();
    for (const entry of targets) bySource.set(entry.source, [...(bySource.get(entry.source) ?? []), entry]);
    let replaced = 0;
    let documents = 0;
    const skipped = [];
    for (const [source, entries] of bySource) {
      if (source.readOnly) {
        skipped.push(source.name);
        continue;
      }
      const ops = entries.flatMap((entry) => entry.ops(replaceText(entry.value, needle, this.replace.value, options)));
      if (source.actions.submitOps(everywhere ? "Replace All" : "Replace", ops)) {
        replaced += entries.length;
        documents += 1;
      }
    }
    if (replaced) {
      this.notify(`Replaced in ${plural(replaced, "string")}${documents > 1 ? ` in ${documents} documents` : ""}.`
        + (skipped.length ? ` ${skipped.join(", ")} ${skipped.length === 1 ? "is" : "are"} read-only.` : ""));
    } else if (skipped.length) {
      this.notify(`${skipped.join(", ")} ${skipped.length === 1 ? "is" : "are"} read-only: nothing was replaced.`, "error");
    }
    this.refresh();
  }

  // MARK: Export

  /** The sources the export covers: the one shown, or all of them. */
  #exported() {
    return [...this.sources.values()].filter((source) => this.scope === "all" || source.id === this.scope);
  }

  #updateExportLabel() {
    const several = this.#exported().length > 1;
    this.exportButton.textContent = several ? "Export All…" : "Export .strings";
    this.exportButton.title = several ? "Download Strings.zip: each document's .strings file" : "Download the .strings file";
  }

  #export() {
    const sources = this.#exported();
    if (sources.length === 1) {
      const [source] = sources;
      const name = source.current ? this.documentName() : source.name;
      return saveBlob(stringsFileName(name), new Blob([stringsFile(source.entries())], { type: "text/plain;charset=utf-8" }));
    }
    const names = uniqueFileNames(sources.map((source) => stringsFileName(source.current ? this.documentName() : source.name)));
    const archive = zipFiles(sources.map((source, index) => ({ name: names[index], data: stringsFile(source.entries()) })));
    return saveBlob("Strings.zip", new Blob([archive], { type: "application/zip" }));
  }
}
