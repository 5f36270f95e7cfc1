/** Teams of the account page: the member list with roles, removal, and invitation links (owners). */
import * as api from "./account-api.js";

const $ = (id) => document.getElementById(id);
const ROLES = ["viewer", "editor", "owner"];
let current = null;

function cell(content) {
  const td = document.createElement("td");
  td.append(content);
  return td;
}

async function renderMembers(team, say) {
  current = team;
  $("team-detail").hidden = false;
  $("team-name").textContent = `${team.name} — you are ${team.role}`;
  $("invite-form").hidden = team.role !== "owner";
  $("invite-link").hidden = true;
  const body = $("members").querySelector("tbody");
  body.replaceChildren();
  for (const member of await api.listMembers(team.id)) {
    const row = document.createElement("tr");
    row.dataset.account = member.accountId;
    let role = document.createTextNode(member.role);
    if (team.role === "owner") {
      role = document.createElement("select");
      for (const name of ROLES) role.append(new Option(name, name, false, name === member.role));
      role.addEventListener("change", () => api.setRole(team.id, member.accountId, role.value)
        .then(() => say(`${member.email} is now ${role.value}.`)).catch((error) => say(error.message, true)));
    }
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "account-link";
    remove.textContent = "Remove";
    remove.hidden = team.role !== "owner";
    remove.addEventListener("click", () => api.removeMember(team.id, member.accountId)
      .then(() => renderMembers(team, say)).catch((error) => say(error.message, true)));
    row.append(cell(`${member.displayName} <${member.email}>`), cell(role), cell(remove));
    body.append(row);
  }
}

export async function showTeams(say) {
  const list = $("teams");
  list.replaceChildren();
  for (const team of await api.listTeams()) {
    const item = document.createElement("li");
    const open = document.createElement("button");
    open.type = "button";
    open.className = "account-link";
    open.textContent = `${team.name} (${team.role})`;
    open.addEventListener("click", () => renderMembers(team, say).catch((error) => say(error.message, true)));
    item.append(open);
    list.append(item);
  }
  const form = $("invite-form");
  if (!form.dataset.wired) {
    form.dataset.wired = "1";
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const data = new FormData(form);
      try {
        const invitation = await api.invite(current.id, data.get("email") || null, data.get("role"));
        const link = $("invite-link");
        link.textContent = `Invitation link (valid 7 days): ${location.origin}${invitation.link}`;
        link.hidden = false;
      } catch (error) {
        say(error.message, true);
      }
    });
  }
}
