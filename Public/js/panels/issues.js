/**
 * The Issues panel (toolbar ⚠ button): the server's lint findings for the document, kept current — it asks
 * again once my edits are saved (nothing pending) and after others' edits, at most every half second.
 * Clicking a finding selects its object on the canvas and in the outline.
 */
import { getLint } from "../api/client.js";
import { el } from "../util/dom.js";

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
const GLYPH = { error: "⛔", warning: "⚠", info: "ℹ" };

export class IssuesPanel {
  /** @param {import("../editing/editor.js").Editor} editor */
  constructor(editor, { button, panel }) {
    const { documentId, session, selection, canvas } = editor;
    Object.assign(this, { editor, documentId, session, button, panel, selection, canvas });
    this.findings = [];
    this.timer = null;
    this.version = -1;
    button.addEventListener("click", () => this.toggle());
    document.addEventListener("pointerdown", (event) => {
      if (!panel.hidden && !panel.contains(event.target) && !button.contains(event.target)) this.toggle(false);
    });
    session.addEventListener?.("change", () => this.schedule());
    session.addEventListener?.("ack", () => this.schedule());
    this.refresh();
  }

  toggle(open = this.panel.hidden) {
    this.panel.hidden = !open;
    this.button.setAttribute("aria-expanded", String(open));
    if (open) this.render();
  }

  /** Asks again shortly, once the server has everything I did (the route lints the saved head). */
  schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if ((this.session.pendingCount ?? 0) > 0) return this.schedule();
      this.refresh();
    }, 500);
  }

  async refresh() {
    try {
      const result = await getLint(this.documentId);
      this.findings = [...result.findings].sort((a, b) => (SEVERITY_ORDER[a.severity] ?? 3) - (SEVERITY_ORDER[b.severity] ?? 3));
      this.version = result.version;
    } catch (error) {
      this.findings = [];
      this.error = error.message;
    }
    this.render();
  }

  render() {
    const errors = this.findings.filter((f) => f.severity === "error").length;
    const count = this.findings.length;
    this.button.textContent = count ? `⚠ ${count}` : "✓";
    this.button.classList.toggle("has-errors", errors > 0);
    this.button.classList.toggle("has-issues", count > 0);
    this.button.title = count ? `${count} issue${count === 1 ? "" : "s"} (${errors} error${errors === 1 ? "" : "s"})` : "No issues";
    this.button.dataset.count = String(count);
    if (this.panel.hidden) return;
    const model = this.editor.model;
    const list = el("ul", "issues-list");
    for (const finding of this.findings) {
      const item = el("li", `issue ${finding.severity}`);
      item.dataset.code = finding.code;
      if (finding.objectID) item.dataset.objectId = finding.objectID;
      const head = el("div", "issue-head");
      head.append(el("span", "issue-glyph", GLYPH[finding.severity] ?? "•"), el("strong", null, model.objects.get(finding.objectID)?.name ?? finding.objectID ?? "Document"),
        el("span", "issue-code", `${finding.code} ${finding.rule}`));
      item.append(head, el("p", "issue-message", finding.message));
      item.tabIndex = 0;
      item.addEventListener("click", () => {
        if (!finding.objectID) return;
        this.selection.set([finding.objectID], "issues");
        this.canvas.reveal(finding.objectID);
      });
      list.append(item);
    }
    const title = el("h3", "issues-title", count === 0 ? "No issues" : `Issues (version ${this.version})`);
    this.panel.replaceChildren(title, ...(count ? [list] : [el("p", "issues-empty", this.error ?? "The document passes every lint rule.")]));
  }
}
