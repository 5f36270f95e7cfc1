/** Thin client for the Storyweave REST API (docs/api.md). Problem+json answers become Errors. */
import { authHeaders, redirectToSignIn } from "../util/credentials.js";

export class APIError extends Error {
  /** `problems`: the problem document's full list when `detail` names only the first (a refused compile). */
  constructor(status, detail, problems = []) {
    super(detail);
    this.status = status;
    this.problems = problems;
  }
}

async function request(path, options = {}) {
  // CSRF token on writes and a share link's token (util/credentials.js); a 401 goes to sign-in.
  const response = await fetch(path, { ...options, headers: { ...authHeaders(options.method), ...options.headers } });
  if (response.status === 401) redirectToSignIn();
  if (response.status === 204) return null;
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new APIError(response.status, body.detail || `${response.status} ${response.statusText}`,
      Array.isArray(body.problems) ? body.problems : []);
  }
  return response;
}

/** A request answered with JSON (null for 204); shared by the other API modules (api/media.js). */
export async function json(path, options) {
  const response = await request(path, options);
  return response === null ? null : response.json();
}

/** The file name a `Content-Disposition` header gives (RFC 5987 `filename*` first), else `fallback`. */
export function dispositionFileName(header, fallback) {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "");
  if (extended) return decodeURIComponent(extended[1]);
  return /filename="([^"]*)"/i.exec(header ?? "")?.[1] ?? fallback;
}

/**
 * One export of a document (`link`: its `links.export`) → {blob, fileName, warnings}: the compiler's warning count
 * from `Storyweave-Compile-Warnings`. A refusal (422 with the reason) throws an APIError.
 */
export async function fetchExport(link, format, version = null) {
  const url = new URL(link, location.href);
  url.searchParams.set("format", format);
  if (version !== null) url.searchParams.set("version", String(version));
  const response = await request(url.pathname + url.search);
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get("Content-Disposition"), `export.${format}`),
    warnings: Number(response.headers.get("Storyweave-Compile-Warnings") ?? 0),
  };
}

const jsonBody = (method, value) => ({
  method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(value),
});

/** `?project=P` (or `&project=P` after other parameters); nothing without a project (open mode: no scope). */
const projectScope = (project, first = "?") => (project ? `${first}project=${encodeURIComponent(project)}` : "");

/** The documents (of `project`, when given), each with `people`: who has it open. */
export const listDocuments = async (project = null) => (await json(`/api/documents${projectScope(project)}`)).documents;
export const getDocument = (id) => json(`/api/documents/${encodeURIComponent(id)}`);
export const listTemplates = async () => (await json("/api/templates")).templates;
/** A new document from a template (into `project`, when given). */
export const createFromTemplate = (template, project = null) =>
  json(`/api/documents${projectScope(project)}`, jsonBody("POST", { template }));
export const renameDocument = (id, name) => json(`/api/documents/${encodeURIComponent(id)}`, jsonBody("PATCH", { name }));
export const deleteDocument = (id) => json(`/api/documents/${encodeURIComponent(id)}`, { method: "DELETE" });

/** Uploads a File (or Blob with a name) as raw XML (into `project`, when given); the server keeps the exact bytes. */
export const uploadDocument = (file, project = null) => json(`/api/documents?name=${encodeURIComponent(file.name)}${projectScope(project, "&")}`, {
  method: "POST", headers: { "Content-Type": "application/xml" }, body: file,
});

/** The document's XML text and the version it is. */
export async function getContent(id, version = null) {
  const query = version === null ? "" : `?version=${encodeURIComponent(version)}`;
  const response = await request(`/api/documents/${encodeURIComponent(id)}/content${query}`);
  return { text: await response.text(), version: Number(response.headers.get("Storyweave-Version") ?? 0) };
}

/** The class catalog of a platform (`ios` | `macos`): classes with attributes, outlets, events, library defaults. */
/** The classes of the document's project sources (`{project, revision, classes, frameworkExtensions}`). */
export const getDocumentClasses = (id) => json(`/api/documents/${encodeURIComponent(id)}/classes`);
/** A new outlet/action declaration for a class of the project's sources: `{path, declaration, diff}`. */
export const generateDeclaration = (project, body) =>
  json(`/api/projects/${encodeURIComponent(project)}/sources/insertions`, jsonBody("POST", body));
export const getCatalog = (platform) => json(`/api/catalog?platform=${encodeURIComponent(platform)}`);

/** The document's lint findings at the server's head: `{version, findings: [{code, rule, severity, objectID, message}]}`. */
export const getLint = (id) => json(`/api/documents/${encodeURIComponent(id)}/lint`);

export const listRevisions = async (id) => (await json(`/api/documents/${encodeURIComponent(id)}/revisions`)).revisions;
export const nameVersion = (id, name) => json(`/api/documents/${encodeURIComponent(id)}/revisions`, jsonBody("POST", { name }));
export const restoreVersion = (id, version) => json(`/api/documents/${encodeURIComponent(id)}/revisions/${encodeURIComponent(version)}/restore`, { method: "POST" });
