/**
 * The home page's sidebar in accounts mode: my teams, each with its projects. Picking a project
 * scopes the document list, uploads and templates to it (remembered in localStorage); owners
 * create projects here and open the audit; everyone opens the team's members and can start a team.
 */
import * as api from "./account-api.js";
import { openAuditDialog } from "./audit-table.js";
import { button } from "./dom.js";
import { openMembersDialog } from "./members-dialog.js";
import { el } from "../util/dom.js";

const REMEMBERED = "storyweave.project";

export class TeamSidebar {
  /**
   * @param {{container: HTMLElement, me: {id}, say: Function, onSelect: (selection: {team, project, projects}) => void}} options
   */
  constructor({ container, me, say, onSelect }) {
    Object.assign(this, { container, me, say, onSelect });
    this.teams = [];
    this.selected = null;
  }

  /** Loads teams and projects, then selects the remembered project (or the first one). */
  async load() {
    const teams = await api.listTeams();
    this.teams = await Promise.all(teams.map(async (team) => ({ ...team, projects: await api.listProjects(team.id) })));
    const remembered = localStorage.getItem(REMEMBERED);
    const all = this.teams.flatMap((team) => team.projects.map((project) => ({ team, project })));
    const choice = all.find((entry) => entry.project.id === (this.selected?.project.id ?? remembered)) ?? all[0] ?? null;
    this.render();
    if (choice) this.select(choice.team.id, choice.project.id);
    else this.onSelect(null);
  }

  select(teamId, projectId) {
    const team = this.teams.find((t) => t.id === teamId);
    const project = team?.projects.find((p) => p.id === projectId);
    if (!project) return;
    this.selected = { team, project, projects: team.projects };
    localStorage.setItem(REMEMBERED, project.id);
    for (const node of this.container.querySelectorAll(".sw-project")) {
      const current = node.dataset.project === project.id;
      node.classList.toggle("selected", current);
      if (current) node.setAttribute("aria-current", "page");
      else node.removeAttribute("aria-current");
    }
    this.onSelect(this.selected);
  }

  render() {
    const sections = this.teams.map((team) => {
      const tools = el("div", { className: "sw-team-tools" },
        button("Members", { className: "sw-team-tool", label: `Members of ${team.name}`,
          onClick: () => openMembersDialog(team, { me: this.me, onLeft: () => this.load() }) }),
        team.role === "owner" ? button("Audit", { className: "sw-team-tool", label: `Audit of ${team.name}`, onClick: () => openAuditDialog(team) }) : null);
      const projects = el("ul", { className: "sw-projects", role: "list" }, ...team.projects.map((project) => {
        const item = button(project.name, { className: "sw-project" });
        item.dataset.project = project.id;
        item.prepend(el("span", { className: "sw-project-icon", "aria-hidden": "true" }));
        item.addEventListener("click", () => this.select(team.id, project.id));
        return el("li", {}, item);
      }));
      return el("section", { className: "sw-team", dataset: { team: team.id } },
        el("header", { className: "sw-team-header" },
          el("span", { className: "sw-team-name", text: team.name, title: team.name }),
          el("span", { className: `sw-role ${team.role}`, text: team.role })),
        tools, projects, team.role === "owner" ? this.newProjectForm(team) : null);
    });
    if (!sections.length) sections.push(el("p", { className: "sw-note", text: "You are in no team yet. Ask for an invitation link." }));
    this.container.replaceChildren(el("h2", { className: "sw-sidebar-title", text: "Teams" }), ...sections,
      this.nameForm({ text: "New team", label: "New team", placeholder: "Team name", className: "sw-add-team", create: async (name) => {
        const team = await api.createTeam(name);
        this.say(`Created the team ${team.name}: add a project to it, then invite people.`);
        await this.load();
      } }));
  }

  newProjectForm(team) {
    return this.nameForm({ text: "New project", label: `New project in ${team.name}`, placeholder: "Project name", create: async (name) => {
      const project = await api.createProject(team.id, name);
      this.say(`Created the project ${project.name}.`);
      this.selected = { project };
      await this.load();
    } });
  }

  /** A "+ New …" button that turns into a name field: Return creates, Escape cancels. */
  nameForm({ text, label, placeholder, className = "", create }) {
    const name = el("input", { name: "name", placeholder, "aria-label": label, maxlength: "100" });
    const form = el("form", { className: "sw-new-project", hidden: true }, name,
      el("button", { type: "submit", className: "primary", text: "Create" }));
    const open = button(text, { className: `sw-add-project ${className}`.trim(), label, onClick: () => {
      open.hidden = true;
      form.hidden = false;
      name.focus();
    } });
    const reset = () => { form.hidden = true; open.hidden = false; name.value = ""; };
    name.addEventListener("keydown", (event) => { if (event.key === "Escape") reset(); });
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!name.value.trim()) return reset();
      try { await create(name.value.trim()); } catch (error) { this.say(error.message, true); }
    });
    return el("div", { className: "sw-new-project-holder" }, open, form);
  }
}
