/** The audit table for team owners (GET /api/teams/{team}/audit, newest first): who, what, when, path. */
import * as api from "./account-api.js";
import { avatar, openDialog, relativeTime } from "./dom.js";
import { el } from "../util/dom.js";

/** Audit actions as a sentence fragment (unknown ones are shown as the server names them). */
const ACTIONS = {
  "document.upload": "uploaded a document", "document.rename": "renamed a document", "document.delete": "deleted a document",
  "document.restore": "restored a version", "document.export": "exported a document", "revision.create": "named a version",
  "document.move": "moved a document", "share.create": "created a share link", "share.revoke": "revoked a share link",
  "team.create": "created the team", "project.create": "created a project", "invitation.create": "invited someone",
  "invitation.revoke": "revoked an invitation", "invitation.accept": "accepted an invitation", "member.join": "joined the team", "member.role": "changed a role",
  "member.remove": "removed a member", "image.upload": "uploaded an image", "image.delete": "deleted an image",
  "sources.upload": "uploaded source code", "team.transfer": "transferred ownership", "project.role": "changed a project role",
};

export const describeAction = (action) => ACTIONS[action] ?? action.replaceAll(".", " ");

export async function openAuditDialog(team) {
  const { body, status } = openDialog({ id: "audit-dialog", title: `Audit — ${team.name}`,
    subtitle: "Who did what in this team, newest first. Visible to owners only.", className: "sw-audit" });
  body.append(el("p", { className: "sw-note", text: "Loading…" }));
  try {
    const entries = await api.listAudit(team.id);
    if (!entries.length) return body.replaceChildren(el("p", { className: "sw-note", text: "Nothing has happened in this team yet." }));
    body.replaceChildren(el("div", { className: "sw-table-scroll" }, el("table", { className: "sw-table sw-audit-table" },
      el("thead", {}, el("tr", {}, ...["Who", "What", "When", "Path"].map((text) => el("th", { text })))),
      el("tbody", {}, ...entries.map((entry) => el("tr", { dataset: { action: entry.action } },
        el("td", {}, el("div", { className: "sw-member" }, avatar(entry.actor, undefined, { size: "small" }), el("span", { text: entry.actor }))),
        el("td", {}, el("span", { className: "sw-action", text: describeAction(entry.action) }),
          entry.detail ? el("span", { className: "sw-note", text: ` · ${entry.detail}` }) : null,
          el("code", { className: "sw-action-code", text: entry.action })),
        el("td", { className: "sw-when", title: new Date(entry.at).toLocaleString(), text: relativeTime(entry.at) }),
        el("td", {}, el("code", { className: "sw-path", text: entry.target }))))))));
  } catch (error) {
    body.replaceChildren();
    status(error.message, true);
  }
}
