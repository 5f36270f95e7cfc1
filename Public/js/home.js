/**
 * Home page: list documents with who is in each; upload (button or drag-and-drop), new from template,
 * rename in place, delete, open. In accounts mode a sidebar (account/team-sidebar.js) picks the
 * team's project the list, uploads and templates are scoped to, and rows can move to another project
 * of the team; in open mode (`serve --open`) there is no sidebar and every document is listed.
 */
import * as api from "./api/client.js";
import * as accounts from "./account/account-api.js";
import { redirectToSignIn } from "./util/credentials.js";
import { avatar } from "./account/dom.js";
import { moveButton } from "./account/move-menu.js";
import { peopleStack } from "./account/people-stack.js";
import { TeamSidebar } from "./account/team-sidebar.js";
import { el } from "./util/dom.js";
import { timeAgo } from "./util/time-ago.js";

const $ = (id) => document.getElementById(id);
const rows = $("documents");
const COLUMNS = 6;
/** How often the "In it now" column is refreshed while the page is visible. */
const PEOPLE_REFRESH_MS = 3000;

/** The sidebar's choice ({team, project, projects}); null in open mode, where nothing is scoped. */
let scope = null;
let accountsMode = false;

function say(message, isError = false) {
  $("status").textContent = message;
  $("status").className = isError ? "status error" : "status";
}

const formatSize = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

const project = () => scope?.project.id ?? null;
const canWrite = () => !accountsMode || (scope && scope.team.role !== "viewer");

async function refresh() {
  if (accountsMode && !scope) {
    rows.replaceChildren(emptyRow("Pick a project on the left."));
    return;
  }
  const documents = await api.listDocuments(project());
  rows.replaceChildren();
  if (documents.length === 0) {
    rows.append(emptyRow(canWrite() ? "No documents yet: drop a storyboard above or start from a template."
      : "No documents in this project yet."));
    return;
  }
  for (const doc of documents) rows.append(documentRow(doc));
}

function emptyRow(text) {
  const tr = el("tr");
  const td = el("td", "empty", text);
  td.colSpan = COLUMNS;
  tr.append(td);
  return tr;
}

function documentRow(doc) {
  const tr = el("tr");
  tr.dataset.documentId = doc.id;
  const name = el("td", "doc-name");
  const link = el("a", null, doc.name);
  link.href = `/d/${doc.id}`;
  name.append(link);
  const kind = el("td");
  kind.append(el("span", `badge ${doc.kind}`, doc.kind === "storyboard" ? "Storyboard" : "XIB"));
  const edited = el("td", null, timeAgo(doc.updatedAt));
  edited.title = new Date(doc.updatedAt).toLocaleString();
  const people = el("td", "people");
  people.append(peopleStack(doc.people));
  const actions = el("td", "actions");
  const open = el("a", "button", "Open");
  open.href = `/d/${doc.id}`;
  const download = el("a", "button", "Download");
  download.href = doc.links.export;
  actions.append(open, " ", download);
  if (canWrite()) {
    const rename = el("button", null, "Rename");
    rename.type = "button";
    rename.onclick = () => startRename(doc, name);
    const remove = el("button", "danger", "Delete");
    remove.type = "button";
    remove.onclick = () => confirmDelete(doc);
    actions.append(" ", rename);
    const move = scope && moveButton(doc, { projects: scope.projects, currentProject: scope.project, say, onMoved: () => refresh() });
    if (move) actions.append(" ", move);
    actions.append(" ", remove);
  }
  tr.append(name, kind, edited, people, el("td", null, formatSize(doc.size)), actions);
  return tr;
}

/** Updates only the "In it now" cells, so a rename under way or an open menu is left alone. */
async function refreshPeople() {
  if (document.hidden || (accountsMode && !scope)) return;
  const documents = await api.listDocuments(project()).catch(() => null);
  for (const doc of documents ?? []) {
    const cell = rows.querySelector(`tr[data-document-id="${CSS.escape(doc.id)}"] td.people`);
    cell?.replaceChildren(peopleStack(doc.people));
  }
}

/** Swaps the name for a field: Return saves, Escape cancels. */
function startRename(doc, cell) {
  const input = el("input");
  input.value = doc.name;
  input.setAttribute("aria-label", `New name for ${doc.name}`);
  cell.replaceChildren(input);
  input.focus();
  input.setSelectionRange(0, doc.name.lastIndexOf(".") > 0 ? doc.name.lastIndexOf(".") : doc.name.length);
  let done = false;
  const finish = async (save) => {
    if (done) return;
    done = true;
    const name = input.value.trim();
    if (save && name && name !== doc.name) {
      try {
        await api.renameDocument(doc.id, name);
        say(`Renamed to ${name}.`);
      } catch (error) { say(error.message, true); }
    }
    await refresh();
  };
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") finish(true);
    if (event.key === "Escape") finish(false);
  });
  input.addEventListener("blur", () => finish(true));
}

function confirmDelete(doc) {
  const dialog = $("confirm-delete");
  $("delete-name").textContent = doc.name;
  dialog.returnValue = "";
  dialog.onclose = async () => {
    if (dialog.returnValue !== "delete") return;
    try {
      await api.deleteDocument(doc.id);
      say(`Deleted ${doc.name}.`);
      await refresh();
    } catch (error) { say(error.message, true); }
  };
  dialog.showModal();
}

async function upload(files) {
  for (const file of files) {
    try {
      const doc = await api.uploadDocument(file, project());
      say(`Uploaded ${doc.name} (${doc.kind}, ${formatSize(doc.size)})${scope ? ` to ${scope.project.name}` : ""}.`);
    } catch (error) { say(`${file.name}: ${error.message}`, true); }
  }
  await refresh();
}

function installUpload() {
  $("file").addEventListener("change", async (event) => {
    await upload([...event.target.files]);
    event.target.value = "";
  });
  const zone = $("drop-zone");
  zone.addEventListener("keydown", (event) => { if (event.key === "Enter" || event.key === " ") $("file").click(); });
  for (const type of ["dragenter", "dragover"]) {
    zone.addEventListener(type, (event) => { event.preventDefault(); zone.classList.add("is-dragging"); });
  }
  zone.addEventListener("dragleave", () => zone.classList.remove("is-dragging"));
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    zone.classList.remove("is-dragging");
    upload([...event.dataTransfer.files]);
  });
}

async function loadTemplates() {
  const holder = $("templates");
  for (const template of await api.listTemplates()) {
    const button = el("button", "template");
    button.type = "button";
    button.dataset.template = template.id;
    button.append(el("span", `template-art ${template.id.startsWith("macos") ? "macos" : ""}`),
      el("span", "template-name", template.defaultName), el("span", "template-summary", template.summary));
    button.onclick = async () => {
      try {
        const doc = await api.createFromTemplate(template.id, project());
        say(`Created ${doc.name} from the ${template.summary} template${scope ? ` in ${scope.project.name}` : ""}.`);
        await refresh();
      } catch (error) { say(error.message, true); }
    };
    holder.append(button);
  }
}

/** The project in the headings, and the upload area only for those who may add documents. */
function showScope() {
  $("documents-heading").textContent = scope ? scope.project.name : "Documents";
  $("documents-context").textContent = scope ? `${scope.team.name} · you are ${scope.team.role}` : "";
  $("new-heading").textContent = scope ? `Start a document in ${scope.project.name}` : "Start a document";
  document.querySelector(".new-document").hidden = !canWrite();
}

/**
 * The editor's presence name is the account's display name unless the person chose one
 * (editor-session.js reads `storyweave.name`; unset or a generated "Guest …" name is replaced).
 */
function adoptDisplayName(account) {
  const stored = localStorage.getItem("storyweave.name");
  if (account.displayName && (!stored || stored.startsWith("Guest "))) localStorage.setItem("storyweave.name", account.displayName);
}

function showAccountMenu(account) {
  const menu = $("account-menu");
  const link = el("a", { className: "account-chip", href: "/signin.html", title: `${account.email} — account, password, API tokens` },
    avatar(account.displayName || account.email, undefined, { size: "small" }), el("span", { text: account.displayName }));
  const signOut = el("button", { type: "button", className: "sign-out", text: "Sign out" });
  signOut.addEventListener("click", async () => {
    await accounts.signOut().catch(() => null);
    location.assign("/signin.html");
  });
  menu.replaceChildren(link, signOut);
  menu.hidden = false;
}

/** Accounts mode: the sidebar of teams and projects; the first selection fills the list. */
async function startAccounts(state) {
  accountsMode = true;
  adoptDisplayName(state.account);
  showAccountMenu(state.account);
  document.body.classList.add("with-sidebar");
  const container = $("sidebar");
  container.hidden = false;
  let first = true;
  let resolveFirst;
  const ready = new Promise((resolve) => { resolveFirst = resolve; });
  const sidebar = new TeamSidebar({ container, me: state.account, say, onSelect: async (selection) => {
    scope = selection;
    showScope();
    try { await refresh(); } catch (error) { say(error.message, true); }
    if (first) { first = false; resolveFirst(); }
  } });
  await sidebar.load();
  await ready;
}

async function start() {
  installUpload();
  const state = await accounts.session();
  if (state.mode !== "open" && !state.signedIn) return redirectToSignIn();
  await Promise.all([loadTemplates(), state.mode === "open" ? refresh() : startAccounts(state)]);
  document.body.dataset.ready = "true";
  setInterval(() => refreshPeople(), PEOPLE_REFRESH_MS);
}

start().catch((error) => say(error.message, true));
