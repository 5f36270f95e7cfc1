/**
 * The home page's document calls, scoped to the project chosen in the sidebar (`project` null: no
 * scope, as in open mode). The list carries `people` (who has each document open); uploads and
 * new-from-template go into the project (`POST /api/documents?project=P`).
 */
import { authHeaders, redirectToSignIn } from "../util/credentials.js";
import { AccountError } from "./account-api.js";

async function send(method, path, { body, contentType } = {}) {
  const headers = { ...authHeaders(method) };
  if (contentType) headers["Content-Type"] = contentType;
  const response = await fetch(path, { method, headers, body });
  if (response.status === 401) redirectToSignIn();
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new AccountError(response.status, json.detail || `${response.status} ${response.statusText}`);
  return json;
}

const scope = (project, first = "?") => (project ? `${first}project=${encodeURIComponent(project)}` : "");

export const listDocuments = async (project) => (await send("GET", `/api/documents${scope(project)}`)).documents;

/** Uploads a File as raw XML (the server keeps the exact bytes). */
export const uploadDocument = (file, project) =>
  send("POST", `/api/documents?name=${encodeURIComponent(file.name)}${scope(project, "&")}`, { body: file, contentType: "application/xml" });

export const createFromTemplate = (template, project) =>
  send("POST", `/api/documents${scope(project)}`, { body: JSON.stringify({ template }), contentType: "application/json" });
