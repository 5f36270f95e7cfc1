/**
 * The toolbar's Export menu, beside Download (the Xcode XML): the compiled runtime form (`.nib` for a xib, the
 * `.storyboardc` folder zipped for a storyboard), the `.strings` file and a bundle (XML + strings + compiled form +
 * images), all from the REST export endpoint (docs/api.md) at the version the page shows. Each is fetched first,
 * so a compile the server refuses (lint errors, an element it can't compile yet) is said in a notice with the
 * server's reason instead of leaving the editor for an error page; the compiler's warnings are counted in a notice.
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
  const close = () => {
    menu?.remove();
    menu = null;
    button.setAttribute("aria-expanded", "false");
    document.removeEventListener("pointerdown", outside, true);
  };
  const outside = (event) => { if (!menu?.contains(event.target) && event.target !== button) close(); };

  async function download({ format, label }) {
    close();
    try {
      const { blob, fileName, warnings } = await fetchExport(exportLink, format, version);
      saveBlob(fileName, blob);
      if (warnings > 0) notify(`${fileName}: compiled with ${warnings} warning${warnings === 1 ? "" : "s"} (a bundle's COMPILE-REPORT.txt lists them)`);
    } catch (error) {
      notify(`${label} could not be exported: ${error.message}`, "error");
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
    const anchor = button.getBoundingClientRect();
    Object.assign(menu.style, { position: "fixed", top: `${anchor.bottom + 4}px`, right: `${Math.max(8, innerWidth - anchor.right)}px` });
    document.body.append(menu);
    button.setAttribute("aria-expanded", "true");
    document.addEventListener("pointerdown", outside, true);
    menu.querySelector("button")?.focus();
  }

  button.addEventListener("click", () => (menu ? close() : open()));
  button.addEventListener("keydown", (event) => { if (event.key === "Escape") close(); });
  return { close };
}
