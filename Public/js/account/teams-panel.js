/** Teams of the account page: pick a team to see its members (members-view.js, shared with the home page's dialog). */
import * as api from "./account-api.js";
import { renderMembers } from "./members-view.js";

const $ = (id) => document.getElementById(id);

async function showTeam(team, me, say) {
  const detail = $("team-detail");
  detail.hidden = false;
  const heading = document.createElement("h3");
  heading.textContent = `${team.name} — you are ${team.role}`;
  const view = document.createElement("div");
  view.className = "sw-team-view";
  detail.replaceChildren(heading, view);
  await renderMembers(view, { team, me, say, onLeft: () => showTeams(say) });
}

export async function showTeams(say) {
  const [teams, session] = await Promise.all([api.listTeams(), api.session()]);
  const list = $("teams");
  list.replaceChildren();
  $("team-detail").hidden = true;
  for (const team of teams) {
    const item = document.createElement("li");
    const open = document.createElement("button");
    open.type = "button";
    open.className = "account-link";
    open.textContent = `${team.name} (${team.role})`;
    open.addEventListener("click", () => showTeam(team, session.account, say).catch((error) => say(error.message, true)));
    item.append(open);
    list.append(item);
  }
}
