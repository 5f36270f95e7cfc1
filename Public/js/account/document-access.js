/** What the signed-in person (or share-link holder) may do with a document: the editor turns read-only when they cannot edit. */
import { authHeaders } from "../util/credentials.js";

/** `{canRead, canEdit}`; on any failure it answers canEdit true and lets the server refuse (it always checks). */
export async function documentAccess(documentId) {
  try {
    const response = await fetch(`/api/session?document=${encodeURIComponent(documentId)}`, { headers: authHeaders("GET") });
    const body = await response.json();
    return body.document ?? { canRead: true, canEdit: true };
  } catch {
    return { canRead: true, canEdit: true };
  }
}
