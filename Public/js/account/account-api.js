/** REST calls of the sign-in and account pages (docs/security.md). Problem+json answers become Errors. */
import { authHeaders } from "../util/credentials.js";

export class AccountError extends Error {
  constructor(status, detail) {
    super(detail);
    this.status = status;
  }
}

export async function call(method, path, body) {
  const headers = { ...authHeaders(method) };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (response.status === 204) return null;
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new AccountError(response.status, json.detail || `${response.status} ${response.statusText}`);
  return json;
}

export const session = () => call("GET", "/api/session");
export const signIn = (email, password) => call("POST", "/api/session", { email, password });
export const signInWithLink = (token) => call("POST", "/api/session/link", { token });
export const signUp = (email, displayName, password, invitation) =>
  call("POST", "/api/accounts", { email, displayName, password, ...(invitation ? { invitation } : {}) });
export const signOut = () => call("DELETE", "/api/session");
export const changePassword = (currentPassword, newPassword) =>
  call("POST", "/api/account/password", { currentPassword, newPassword });
export const listTokens = async () => (await call("GET", "/api/tokens")).tokens;
export const createToken = (name, scopes) => call("POST", "/api/tokens", { name, scopes });
export const revokeToken = (id) => call("DELETE", `/api/tokens/${encodeURIComponent(id)}`);
export const listTeams = async () => (await call("GET", "/api/teams")).teams;
export const createTeam = (name) => call("POST", "/api/teams", { name });
export const listMembers = async (team) => (await call("GET", `/api/teams/${encodeURIComponent(team)}/members`)).members;
export const invite = (team, email, role) =>
  call("POST", `/api/teams/${encodeURIComponent(team)}/invitations`, { role, ...(email ? { email } : {}) });
export const acceptInvitation = (token) => call("POST", "/api/invitations/accept", { token });
export const setRole = (team, account, role) =>
  call("PATCH", `/api/teams/${encodeURIComponent(team)}/members/${encodeURIComponent(account)}`, { role });
export const removeMember = (team, account) =>
  call("DELETE", `/api/teams/${encodeURIComponent(team)}/members/${encodeURIComponent(account)}`);

const team = (id) => `/api/teams/${encodeURIComponent(id)}`;
const documentPath = (id) => `/api/documents/${encodeURIComponent(id)}`;
export const listProjects = async (teamId) => (await call("GET", `${team(teamId)}/projects`)).projects;
export const createProject = (teamId, name) => call("POST", `${team(teamId)}/projects`, { name });
export const listInvitations = async (teamId) => (await call("GET", `${team(teamId)}/invitations`)).invitations;
export const revokeInvitation = (teamId, invitation) =>
  call("DELETE", `${team(teamId)}/invitations/${encodeURIComponent(invitation)}`);
export const transferOwnership = (teamId, accountId) => call("POST", `${team(teamId)}/transfer`, { accountId });
export const listAudit = async (teamId, limit = 200) => (await call("GET", `${team(teamId)}/audit?limit=${limit}`)).entries;
export const moveDocument = (documentId, projectId) => call("POST", `${documentPath(documentId)}/move`, { projectId });
export const listShares = async (documentId) => (await call("GET", `${documentPath(documentId)}/shares`)).shares;
export const createShare = (documentId, access, expiresInHours) =>
  call("POST", `${documentPath(documentId)}/shares`, { access, ...(expiresInHours ? { expiresInHours } : {}) });
export const revokeShare = (documentId, share) => call("DELETE", `${documentPath(documentId)}/shares/${encodeURIComponent(share)}`);
