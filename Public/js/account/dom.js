/**
 * DOM helpers of the team, members, share and audit views. Everything is built with DOM calls:
 * the CSP forbids inline script, and no `style` attribute or inline handler is ever written.
 */
import { el } from "../util/dom.js";
import { initials } from "../util/initials.js";
import { timeAgo } from "../util/time-ago.js";

export const button = (text, { className, title, label, onClick } = {}) => {
  const node = el("button", { type: "button", className, title, "aria-label": label, text });
  if (onClick) node.addEventListener("click", onClick);
  return node;
};

let palette = [];

/**
 * The presence palette in order, as the server serves it from Swift (`/css/palette.css`, which account.css
 * imports, sets `--presence-palette`); empty until that stylesheet applies.
 */
function presencePalette() {
  if (!palette.length) {
    const listed = getComputedStyle(document.documentElement).getPropertyValue("--presence-palette").trim();
    palette = listed ? listed.split(/\s+/).map((color) => color.toLowerCase()) : [];
  }
  return palette;
}

/** A stable colour for a name or id (the same FNV-1a hash and palette as the server's presence colours). */
export function colorFor(key) {
  const colors = presencePalette();
  let hash = 2166136261;
  for (const byte of new TextEncoder().encode(key)) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
  return colors[hash % colors.length];
}

/**
 * A round avatar with initials. Palette colours are classes (`avatar-c0`…, served with the palette); any
 * other colour is set through the CSSOM, which the CSP allows (a `style` attribute it would refuse).
 */
export function avatar(name, color = colorFor(name), { size = "", title = name, text = initials(name) } = {}) {
  const index = presencePalette().indexOf(String(color).toLowerCase());
  const node = el("span", { className: `sw-avatar ${index >= 0 ? `avatar-c${index}` : ""} ${size}`.replace(/\s+/g, " ").trim(),
    title, role: "img", "aria-label": title, text });
  if (index < 0 && color) node.style.background = color;
  return node;
}

/** "just now", "5 min ago", "3 h ago", "yesterday", else a date (util/time-ago.js); "in 5 min"… for expiry dates ahead. */
export function relativeTime(iso, now = Date.now()) {
  const seconds = (now - new Date(iso).getTime()) / 1000;
  if (seconds < 0) {
    const ahead = -seconds;
    if (ahead < 3600) return `in ${Math.max(1, Math.round(ahead / 60))} min`;
    if (ahead < 86400) return `in ${Math.round(ahead / 3600)} h`;
    return `in ${Math.round(ahead / 86400)} days`;
  }
  return timeAgo(iso, now);
}

/** Copies text; answers whether it worked (the clipboard API needs a secure context or localhost). */
export async function copyText(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (field) { field.focus(); field.select(); }
    return document.execCommand?.("copy") ?? false;
  }
}

/** A read-only link field with a Copy button (invitation and share links). */
export function linkBox(link, { note } = {}) {
  const field = el("input", { className: "sw-link-field", readonly: true, value: link, "aria-label": "Link" });
  field.value = link;
  field.addEventListener("focus", () => field.select());
  const copy = button("Copy", { className: "primary", label: "Copy link" });
  copy.addEventListener("click", async () => {
    const done = await copyText(link, field);
    copy.textContent = done ? "Copied" : "Select and copy";
    setTimeout(() => { copy.textContent = "Copy"; }, 1600);
  });
  return el("div", { className: "sw-link-box" }, el("div", { className: "sw-link-row" }, field, copy),
    note ? el("p", { className: "sw-note", text: note }) : null);
}

/**
 * A modal dialog appended to the page and removed when closed (Escape or ✕ close it).
 * @returns {{dialog: HTMLDialogElement, body: HTMLElement, status: (text: string, isError?: boolean) => void, close: () => void}}
 */
export function openDialog({ id, title, subtitle, className = "" }) {
  document.getElementById(id)?.remove();
  const status = el("p", { className: "sw-dialog-status", role: "status" });
  const body = el("div", { className: "sw-dialog-body" });
  const close = button("✕", { className: "sw-dialog-close", label: "Close" });
  const dialog = el("dialog", { id, className: `sw-dialog ${className}`.trim(), "aria-labelledby": `${id}-title` },
    el("header", { className: "sw-dialog-header" },
      el("div", {}, el("h2", { id: `${id}-title`, text: title }), subtitle ? el("p", { className: "sw-dialog-subtitle", text: subtitle }) : null),
      close),
    status, body);
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  const say = (text, isError = false) => {
    status.textContent = text;
    status.classList.toggle("error", isError);
    status.classList.toggle("visible", Boolean(text));
  };
  return { dialog, body, status: say, close: () => dialog.close() };
}

/** A button that asks for a second click before acting ("Leave team" → "Click again to leave"). */
export function confirmingButton(text, confirmText, action, { className = "" } = {}) {
  const node = button(text, { className });
  let armed = false;
  node.addEventListener("click", async () => {
    if (!armed) {
      armed = true;
      node.textContent = confirmText;
      node.classList.add("armed");
      setTimeout(() => { armed = false; node.textContent = text; node.classList.remove("armed"); }, 4000);
      return;
    }
    node.disabled = true;
    try { await action(); } finally { node.disabled = false; }
  });
  return node;
}
