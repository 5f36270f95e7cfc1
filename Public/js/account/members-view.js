/**
 * One team's people, used by the account page (teams-panel.js) and the home page's members dialog:
 * members with their roles; owners change roles, remove members, hand over ownership, invite by
 * e-mail or link (the link is shown to copy: there is no mail server) and revoke pending
 * invitations; everyone can leave (the server refuses the last owner).
 */
import * as api from "./account-api.js";
import { avatar, button, confirmingButton, linkBox, relativeTime } from "./dom.js";
import { el } from "../util/dom.js";

const ROLES = ["viewer", "editor", "owner"];
const ROLE_HINT = { viewer: "can open and comment", editor: "can edit documents", owner: "manages the team" };

/**
 * Renders the team into `container` (replacing its content).
 * @param {{team: {id, name, role}, me: {id}, say: (text: string, isError?: boolean) => void, onLeft?: () => void,
 *          created?: object}} options  `created`: an invitation just made, whose link is shown
 */
export async function renderMembers(container, options) {
  const { team, me, say, onLeft, created } = options;
  const isOwner = team.role === "owner";
  const [members, invitations] = await Promise.all([
    api.listMembers(team.id), isOwner ? api.listInvitations(team.id) : Promise.resolve([])]);
  const rerender = (extra = {}) => renderMembers(container, { team, me, say, onLeft, ...extra }).catch((error) => say(error.message, true));
  const act = (work, message) => async () => {
    try {
      await work();
      say(typeof message === "function" ? message() : message);
      await rerender();
    } catch (error) { say(error.message, true); }
  };

  const rows = members.map((member) => {
    const isMe = member.accountId === me?.id;
    const who = el("td", {}, el("div", { className: "sw-member" }, avatar(member.displayName || member.email, undefined, { size: "small" }),
      el("span", { className: "sw-member-text" },
        el("span", { className: "sw-member-name", text: member.displayName + (isMe ? " (you)" : "") }),
        el("span", { className: "sw-member-email", text: member.email }))));
    let role = el("span", { className: `sw-role ${member.role}`, text: member.role });
    if (isOwner && !isMe) {
      role = el("select", { className: "sw-role-select", "aria-label": `Role of ${member.displayName}` },
        ...ROLES.map((name) => el("option", { value: name, text: name, selected: name === member.role })));
      role.addEventListener("change", act(() => api.setRole(team.id, member.accountId, role.value),
        () => `${member.displayName} is now ${role.value}.`));
    }
    const actions = el("td", { className: "sw-actions" });
    if (isMe) {
      actions.append(confirmingButton("Leave team", "Click again to leave", async () => {
        try {
          await api.removeMember(team.id, member.accountId);
          say(`You left ${team.name}.`);
          onLeft?.();
        } catch (error) { say(error.message, true); }
      }, { className: "danger subtle" }));
    } else if (isOwner) {
      if (member.role !== "owner") {
        actions.append(confirmingButton("Make owner", "Transfer ownership?",
          act(() => api.transferOwnership(team.id, member.accountId), `${member.displayName} owns ${team.name} now; you are an editor.`),
          { className: "subtle" }));
      }
      actions.append(button("Remove", { className: "danger subtle", label: `Remove ${member.displayName}`,
        onClick: act(() => api.removeMember(team.id, member.accountId), `${member.displayName} was removed from ${team.name}.`) }));
    }
    return el("tr", { dataset: { account: member.accountId } }, who, el("td", {}, role), actions);
  });

  const parts = [el("table", { className: "sw-table sw-members" },
    el("thead", {}, el("tr", {}, el("th", { text: "Member" }), el("th", { text: "Role" }), el("th", {}, el("span", { className: "visually-hidden", text: "Actions" })))),
    el("tbody", {}, ...rows))];
  if (isOwner) parts.push(inviteForm(team, say, rerender, created), pendingInvitations(team, invitations, act));
  container.replaceChildren(...parts);
}

function inviteForm(team, say, rerender, created) {
  const email = el("input", { name: "email", type: "email", placeholder: "name@example.com (optional)", "aria-label": "E-mail address" });
  const role = el("select", { name: "role", "aria-label": "Role" },
    ...ROLES.map((name) => el("option", { value: name, text: `${name[0].toUpperCase()}${name.slice(1)} — ${ROLE_HINT[name]}`, selected: name === "editor" })));
  const result = el("div", { className: "sw-invite-result" });
  const form = el("form", { className: "sw-invite-form" },
    el("h3", { text: "Invite people" }),
    el("div", { className: "sw-inline" }, email, role, el("button", { type: "submit", className: "primary", text: "Create invitation link" })),
    result);
  if (created) {
    result.append(linkBox(`${location.origin}${created.link}`, { note: `Send this link${created.email ? ` to ${created.email}` : ""}: `
      + `it makes them ${created.role} of ${team.name} and works once, for 7 days. It is shown only now.` }));
  }
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const invitation = await api.invite(team.id, email.value.trim() || null, role.value);
      say("Invitation created: copy the link below.");
      await rerender({ created: invitation });
    } catch (error) { say(error.message, true); }
  });
  return form;
}

function pendingInvitations(team, invitations, act) {
  const open = invitations.filter((i) => !i.acceptedAt && !i.revokedAt && new Date(i.expiresAt) > new Date());
  const section = el("section", { className: "sw-pending" }, el("h3", { text: "Pending invitations" }));
  if (!open.length) {
    section.append(el("p", { className: "sw-note", text: "No invitation is waiting to be accepted." }));
    return section;
  }
  section.append(el("ul", { className: "sw-pending-list" }, ...open.map((invitation) => el("li", { dataset: { invitation: invitation.id } },
    el("span", { className: "sw-pending-who", text: invitation.email ?? "Anyone with the link" }),
    el("span", { className: `sw-role ${invitation.role}`, text: invitation.role }),
    el("span", { className: "sw-note", text: `expires ${relativeTime(invitation.expiresAt)}` }),
    button("Revoke", { className: "danger subtle", label: `Revoke the invitation for ${invitation.email ?? "anyone with the link"}`,
      onClick: act(() => api.revokeInvitation(team.id, invitation.id), "Invitation revoked.") })))));
  return section;
}
