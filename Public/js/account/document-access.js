/**
 * What the signed-in person (or share-link holder) may do with a document: the editor turns read-only when they
 * cannot edit, offers Download and Export only when they may export and Restore only when they may manage (a share
 * link alone may do neither).
 */
import { authHeaders } from "../util/credentials.js";

const EVERYTHING = { canRead: true, canEdit: true, canExport: true, canManage: true };
/** One request per document and page: the session and the toolbar ask for the same answer. */
const asked = new Map();

/**
 * `{canRead, canEdit, canExport, canManage}`; on any failure (or a server that doesn't say) the answer allows it and the server
 * refuses (it always checks).
 */
export function documentAccess(documentId) {
  if (!asked.has(documentId)) asked.set(documentId, askServer(documentId));
  return asked.get(documentId);
}

async function askServer(documentId) {
  try {
    const response = await fetch(`/api/session?document=${encodeURIComponent(documentId)}`, { headers: authHeaders("GET") });
    const body = await response.json();
    return { ...EVERYTHING, ...body.document };
  } catch {
    return EVERYTHING;
  }
}
