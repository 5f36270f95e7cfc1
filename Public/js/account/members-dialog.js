/** The home page's members dialog: the team's members-view.js in a modal. */
import { openDialog } from "./dom.js";
import { renderMembers } from "./members-view.js";

export function openMembersDialog(team, { me, onLeft }) {
  const { body, status, close } = openDialog({ id: "members-dialog", title: `Members — ${team.name}`,
    subtitle: team.role === "owner" ? "Invite people, change roles, revoke invitations." : `You are ${team.role} in this team.`,
    className: "sw-members-dialog" });
  renderMembers(body, { team, me, say: status, onLeft: () => { close(); onLeft?.(); } })
    .catch((error) => status(error.message, true));
}
