/**
 * The toolbar's Export menu, beside Download (the Xcode XML): the compiled runtime form (`.nib` for a xib, the
 * `.storyboardc` folder zipped for a storyboard), the `.strings` file and a bundle (XML + strings + compiled form +
 * images), all from the REST export endpoint (docs/api.md) at the version the page shows. Each is fetched first,
 * so a compile the server refuses (a repeated id, an element it can't compile yet) is said under the button in
 * one short sentence naming what stops it, the server's full list behind a disclosure, instead of leaving the
 * editor for an error page; the compiler's warnings are counted in a notice.
 */
import { fetchExport } from "../api/client.js";
import { saveBlob } from "../util/save-file.js";
import { el } from "../util/dom.js";

/** The menu's rows for a document kind ("storyboard" or "xib"). */
export function exportFormats(kind) {
  return [
    { format: "xml", label: kind === "storyboard" ? "Xcode Storyboard (.storyboard)" : "Xcode XIB (.xib)" },
    kind === "storyboard"
      ? { format: "storyboardc", label: "Compiled Storyboard (.storyboardc, zipped)" }
      : { format: "nib", label: "Compiled Nib (.nib)" },
    { format: "strings", label: "Strings (.strings)" },
    { format: "bundle", label: "Bundle: XML, strings, compiled and images (.zip)" },
  ];
}

/**
 * Wires `button` (the ▾ beside Download) to a menu of exportFormats(kind). `exportLink` is the document's export
 * address (`meta.links.export`), `version` the version shown (null: the head), `notify(message, kind)` the page's
 * notices.
 */
export function installExportMenu({ button, exportLink, kind, version = null, notify }) {
  let menu = null;
  let refusal = null;
  const close = () => {
    menu?.remove();
    menu = null;
    button.setAttribute("aria-expanded", "false");
    document.removeEventListener("pointerdown", outside, true);
  };
  const closeRefusal = () => {
    refusal?.remove();
    refusal = null;
    document.removeEventListener("pointerdown", outsideRefusal, true);
    document.removeEventListener("keydown", escapeRefusal, true);
  };
  const outside = (event) => { if (!menu?.contains(event.target) && event.target !== button) close(); };
  const outsideRefusal = (event) => { if (!refusal?.contains(event.target)) closeRefusal(); };
  const escapeRefusal = (event) => { if (event.key === "Escape") closeRefusal(); };

  /** Where the menu and the refusal open: under the button, right-aligned with it. */
  const placeUnderButton = (panel) => {
    const anchor = button.getBoundingClientRect();
    Object.assign(panel.style, { position: "fixed", top: `${anchor.bottom + 4}px`, right: `${Math.max(8, innerWidth - anchor.right)}px` });
  };

  /** A refused export: the server's one sentence (`detail`), its `problems` behind a <details>; stays until closed. */
  function showRefusal(label, error) {
    closeRefusal();
    const problems = error.problems ?? [];
    const dismiss = el("button", { className: "export-refusal-close", type: "button", "aria-label": "Close", text: "×" });
    dismiss.addEventListener("click", closeRefusal);
    refusal = el("div", { className: "export-refusal", id: "export-refusal", role: "alert", "aria-label": `${label}: not exported` },
      dismiss,
      el("p", "export-refusal-sentence", error.message),
      problems.length > 0 && el("details", "export-refusal-problems",
        el("summary", null, problems.length === 1 ? "The problem" : `All ${problems.length} problems`),
        el("ul", null, ...problems.map((problem) => el("li", null, problem)))));
    placeUnderButton(refusal);
    document.body.append(refusal);
    document.addEventListener("pointerdown", outsideRefusal, true);
    document.addEventListener("keydown", escapeRefusal, true);
  }

  async function download({ format, label }) {
    close();
    closeRefusal();
    try {
      const { blob, fileName, warnings } = await fetchExport(exportLink, format, version);
      saveBlob(fileName, blob);
      if (warnings > 0) notify(`${fileName}: compiled with ${warnings} warning${warnings === 1 ? "" : "s"} (a bundle's COMPILE-REPORT.txt lists them)`);
    } catch (error) {
      showRefusal(label, error);
    }
  }

  function open() {
    menu = el("div", "context-menu export-menu");
    menu.id = "export-menu";
    menu.setAttribute("role", "menu");
    menu.setAttribute("aria-label", "Export");
    for (const row of exportFormats(kind)) {
      const item = el("button", "menu-item");
      item.type = "button";
      item.setAttribute("role", "menuitem");
      item.dataset.format = row.format;
      item.append(el("span", "menu-label", row.label));
      item.addEventListener("click", () => download(row));
      menu.append(item);
    }
    placeUnderButton(menu);
    document.body.append(menu);
    button.setAttribute("aria-expanded", "true");
    document.addEventListener("pointerdown", outside, true);
    menu.querySelector("button")?.focus();
  }

  button.addEventListener("click", () => (menu ? close() : (closeRefusal(), open())));
  button.addEventListener("keydown", (event) => { if (event.key === "Escape") close(); });
  return { close };
}
