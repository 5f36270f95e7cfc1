/**
 * The editor's Share dialog: make a view-only or edit link with an expiry, list the document's
 * links with their expiry, copy, revoke (GET/POST /api/documents/{id}/shares, DELETE …/{share}).
 * The server keeps only a hash of each link, so a link can be copied again only in the browser
 * that made it (remembered in localStorage); elsewhere it shows once, when made.
 */
import * as api from "./account-api.js";
import { button, linkBox, openDialog, relativeTime } from "./dom.js";
import { el } from "../util/dom.js";

const EXPIRIES = [[24, "1 day"], [24 * 7, "7 days"], [24 * 30, "30 days"], [0, "Never"]];
const KNOWN_LINKS = "storyweave.shareLinks";

const knownLinks = () => { try { return JSON.parse(localStorage.getItem(KNOWN_LINKS) ?? "{}"); } catch { return {}; } };
function remember(id, link) {
  const links = knownLinks();
  links[id] = link;
  localStorage.setItem(KNOWN_LINKS, JSON.stringify(links));
}

const absolute = (link) => `${location.origin}${link}`;

function expiryText(share) {
  if (share.revokedAt) return "Revoked";
  if (!share.expiresAt) return "Never expires";
  return new Date(share.expiresAt) <= new Date() ? "Expired" : `Expires ${relativeTime(share.expiresAt)}`;
}

export function openShareDialog({ documentId, documentName }) {
  const { body, status } = openDialog({ id: "share-dialog", title: `Share “${documentName}”`,
    subtitle: "Anyone with a link can open this document without an account.", className: "sw-share" });
  const access = el("div", { className: "sw-segmented", role: "radiogroup", "aria-label": "Access" },
    ...[["view", "Can view", "Sees live edits and who is here; cannot change anything"], ["edit", "Can edit", "Edits like a team editor"]]
      .map(([value, label, hint], index) => el("label", { className: "sw-segment", title: hint },
        el("input", { type: "radio", name: "access", value, checked: index === 0 }), el("span", { text: label }))));
  const expiry = el("select", { name: "expiry", "aria-label": "Link expires after" },
    ...EXPIRIES.map(([hours, label]) => el("option", { value: String(hours), text: label, selected: hours === 24 * 7 })));
  const created = el("div", { className: "sw-share-created" });
  const form = el("form", { className: "sw-share-form" },
    el("div", { className: "sw-inline" }, access, el("label", { className: "sw-field" }, el("span", { text: "Expires after" }), expiry),
      el("button", { type: "submit", className: "primary", text: "Create link" })),
    created);
  const list = el("div", { className: "sw-share-list" });
  body.append(form, el("h3", { text: "Links to this document" }), list);

  const refresh = async () => {
    const shares = (await api.listShares(documentId)).filter((s) => !s.revokedAt);
    const known = knownLinks();
    if (!shares.length) return list.replaceChildren(el("p", { className: "sw-note", text: "No link yet: only team members can open this document." }));
    list.replaceChildren(el("ul", { className: "sw-links" }, ...shares.map((share) => {
      const expired = share.expiresAt && new Date(share.expiresAt) <= new Date();
      const link = known[share.id];
      const copy = link ? button("Copy", { className: "subtle", label: "Copy this link", onClick: async () => {
        await navigator.clipboard?.writeText(absolute(link)).catch(() => null);
        status("Link copied.");
      } }) : el("span", { className: "sw-note", title: "The server stores only a hash of the link", text: "shown once" });
      return el("li", { className: expired ? "expired" : "", dataset: { share: share.id } },
        el("span", { className: `sw-access ${share.access}`, text: share.access === "edit" ? "Can edit" : "Can view" }),
        el("span", { className: "sw-link-meta" },
          el("span", { text: `Created ${relativeTime(share.createdAt)}` }),
          el("span", { className: "sw-note", text: expiryText(share) })),
        copy,
        button("Revoke", { className: "danger subtle", label: `Revoke the ${share.access} link`, onClick: async () => {
          try {
            await api.revokeShare(documentId, share.id);
            status("Link revoked: it no longer opens the document, and whoever had it open was disconnected.");
            created.replaceChildren();
            await refresh();
          } catch (error) { status(error.message, true); }
        } }));
    })));
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const chosen = form.querySelector("input[name=access]:checked").value;
    try {
      const share = await api.createShare(documentId, chosen, Number(expiry.value) || undefined);
      remember(share.id, share.link);
      created.replaceChildren(linkBox(absolute(share.link), {
        note: `${chosen === "edit" ? "Anyone with this link can edit" : "Anyone with this link can view"} “${documentName}”. ${expiryText(share)}.` }));
      status("Link created.");
      await refresh();
    } catch (error) { status(error.message, true); }
  });
  refresh().catch((error) => status(error.message, true));
}
