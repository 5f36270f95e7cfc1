/**
 * The Strings tool (toolbar "Strings"): a table of every localizable string of the document, edited in
 * place; find, and replace one or all (one batch); double-click a row to select its object on the canvas;
 * export the `.strings` file.
 */
import { defaultClassName } from "./ib-names.js";
import { localizableStrings, stringsFile } from "./strings-catalog.js";

const el = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

export class StringsTool {
  constructor({ panel, button, actions, selection, canvas, getModel, documentName, notify }) {
    Object.assign(this, { panel, button, actions, selection, canvas, getModel, documentName, notify });
    button.addEventListener("click", () => this.toggle());
    this.#build();
  }

  get open() { return !this.panel.hidden; }

  toggle(open = !this.open) {
    this.panel.hidden = !open;
    this.button.setAttribute("aria-expanded", String(open));
    if (open) this.refresh();
  }

  #build() {
    const bar = el("div", "strings-bar");
    this.find = Object.assign(el("input", "strings-find"), { type: "search", placeholder: "Find" });
    this.find.setAttribute("aria-label", "Find text");
    this.replace = Object.assign(el("input", "strings-replace"), { placeholder: "Replace with" });
    this.replace.setAttribute("aria-label", "Replace with");
    const one = Object.assign(el("button", null, "Replace"), { type: "button", title: "Replace in the first matching string" });
    const all = Object.assign(el("button", null, "Replace All"), { type: "button", title: "Replace in every matching string (one undoable change)" });
    const exportButton = Object.assign(el("button", null, "Export .strings"), { type: "button" });
    const close = Object.assign(el("button", "strings-close", "✕"), { type: "button", title: "Close the Strings tool" });
    one.dataset.action = "replace-one";
    all.dataset.action = "replace-all";
    exportButton.dataset.action = "export";
    this.count = el("span", "strings-count");
    bar.append(el("strong", null, "Strings"), this.find, this.replace, one, all, this.count, el("span", "toolbar-spacer"), exportButton, close);
    this.table = el("table", "strings-table");
    const scroller = el("div", "strings-scroller");
    scroller.append(this.table);
    this.panel.replaceChildren(bar, scroller);
    this.panel.hidden = true;
    this.find.addEventListener("input", () => this.refresh());
    one.addEventListener("click", () => this.#replace(false));
    all.addEventListener("click", () => this.#replace(true));
    exportButton.addEventListener("click", () => this.#export());
    close.addEventListener("click", () => this.toggle(false));
  }

  #entries() {
    const model = this.getModel();
    const classOf = (element) => element.getAttribute("customClass") ?? defaultClassName(element.tagName, model.platform);
    return localizableStrings(this.actions.doc, classOf);
  }

  /** Rebuilds the table (after a change, or as the find text changes); keeps a field being typed in. */
  refresh() {
    if (!this.open || this.panel.contains(document.activeElement) && document.activeElement.closest("td")) return;
    const needle = this.find.value;
    const entries = this.#entries();
    const shown = needle ? entries.filter((e) => e.value.includes(needle)) : entries;
    this.count.textContent = needle ? `${shown.length} of ${entries.length}` : `${entries.length} strings`;
    const head = el("tr");
    for (const title of ["Object", "Key", "Value"]) head.append(el("th", null, title));
    const rows = shown.map((entry) => {
      const row = el("tr", "strings-row");
      row.dataset.objectId = entry.id;
      row.dataset.key = entry.key;
      const name = this.getModel().objects.get(entry.id)?.name ?? entry.id;
      const value = el("input", "strings-value");
      value.value = entry.value;
      value.readOnly = this.actions.readOnly;
      value.setAttribute("aria-label", `${entry.key} of ${name}`);
      value.addEventListener("keydown", (event) => {
        if (event.key === "Enter") { event.preventDefault(); value.blur(); }
        if (event.key === "Escape") { value.value = entry.value; value.blur(); }
      });
      value.addEventListener("change", () => this.actions.submitOps("Edit String", entry.ops(value.value)));
      value.addEventListener("blur", () => setTimeout(() => this.refresh(), 0));
      const cell = el("td");
      cell.append(value);
      row.append(el("td", "strings-object", name), el("td", "strings-key", entry.key), cell);
      row.addEventListener("dblclick", (event) => {
        if (event.target.closest("input")) return;
        this.selection.set([entry.id], "strings");
        this.canvas.reveal(entry.id);
      });
      return row;
    });
    this.table.replaceChildren(head, ...rows);
  }

  #replace(everywhere) {
    const needle = this.find.value;
    if (!needle) return this.notify("Type the text to find first.", "error");
    const matches = this.#entries().filter((e) => e.value.includes(needle));
    if (!matches.length) return this.notify(`“${needle}” is not in any string.`, "error");
    const targets = everywhere ? matches : matches.slice(0, 1);
    const ops = targets.flatMap((e) => e.ops(e.value.split(needle).join(this.replace.value)));
    if (this.actions.submitOps(everywhere ? "Replace All" : "Replace", ops)) {
      this.notify(`Replaced in ${targets.length} string${targets.length === 1 ? "" : "s"}.`);
    }
    this.refresh();
  }

  #export() {
    const text = stringsFile(this.#entries());
    const link = el("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    link.download = `${this.documentName().replace(/\.(storyboard|xib)$/i, "")}.strings`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }
}
