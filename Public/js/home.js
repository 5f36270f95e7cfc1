/** Home page: list documents; upload (button or drag-and-drop), new from template, rename in place, delete, open. */
import * as api from "./api.js";

const $ = (id) => document.getElementById(id);
const rows = $("documents");

function say(message, isError = false) {
  $("status").textContent = message;
  $("status").className = isError ? "status error" : "status";
}

const el = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const formatSize = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** "just now", "5 minutes ago", "yesterday", else a date. */
function relativeTime(iso) {
  const seconds = (Date.now() - new Date(iso).getTime()) / 1000;
  if (seconds < 45) return "just now";
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.round(seconds / 3600)} h ago`;
  if (seconds < 172800) return "yesterday";
  return new Date(iso).toLocaleDateString();
}

async function refresh() {
  const documents = await api.listDocuments();
  rows.replaceChildren();
  if (documents.length === 0) {
    const tr = el("tr");
    const td = el("td", "empty", "No documents yet: drop a storyboard above or start from a template.");
    td.colSpan = 5;
    tr.append(td);
    rows.append(tr);
    return;
  }
  for (const doc of documents) rows.append(documentRow(doc));
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
  const edited = el("td", null, relativeTime(doc.updatedAt));
  edited.title = new Date(doc.updatedAt).toLocaleString();
  const actions = el("td", "actions");
  const open = el("a", "button", "Open");
  open.href = `/d/${doc.id}`;
  const download = el("a", "button", "Download");
  download.href = doc.links.export;
  const rename = el("button", null, "Rename");
  rename.type = "button";
  rename.onclick = () => startRename(doc, name);
  const remove = el("button", "danger", "Delete");
  remove.type = "button";
  remove.onclick = () => confirmDelete(doc);
  actions.append(open, " ", download, " ", rename, " ", remove);
  tr.append(name, kind, edited, el("td", null, formatSize(doc.size)), actions);
  return tr;
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
      const doc = await api.uploadDocument(file);
      say(`Uploaded ${doc.name} (${doc.kind}, ${formatSize(doc.size)}).`);
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
        const doc = await api.createFromTemplate(template.id);
        say(`Created ${doc.name} from the ${template.summary} template.`);
        await refresh();
      } catch (error) { say(error.message, true); }
    };
    holder.append(button);
  }
}

installUpload();
Promise.all([loadTemplates(), refresh()])
  .then(() => { document.body.dataset.ready = "true"; })
  .catch((error) => say(error.message, true));
