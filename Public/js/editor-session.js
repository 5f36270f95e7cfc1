/**
 * The one place the editor gets its document from. `openSession` connects the SyncClient
 * (`./sync/sync-client.js`, docs/protocol.md §9): `session.document` is the optimistic document and every
 * edit is `session.submit(ops)`. When the sync layer is missing or cannot connect, it falls back to
 * `ReadOnlySession`, which loads the content over REST and refuses edits (the page says so).
 */
import { documentAccess } from "./account/document-access.js";
import { getContent } from "./api.js";
import { DocumentModel } from "./document-model.js";

const START_TIMEOUT_MS = 10000;

/** The REST fallback: the head (or a past version) parsed with DOMParser; no edits, no presence. */
export class ReadOnlySession extends EventTarget {
  constructor(root, version, reason) {
    super();
    this.document = { root };
    this.serverVersion = version;
    this.readOnly = true;
    this.reason = reason;
    this.status = "offline";
    this.pendingCount = 0;
    this.peers = new Map();
    this.canUndo = false;
    this.canRedo = false;
  }

  static async load(documentId, { version = null, reason }) {
    const content = await getContent(documentId, version);
    return new ReadOnlySession(DocumentModel.parse(content.text).root, content.version, reason);
  }

  submit() { throw new Error(this.reason); }
  undo() { return false; }
  redo() { return false; }
  setPresence() {}
  close() {}
}

/** A display name for presence: remembered per browser, asked for nowhere (people can change it in the toolbar). */
export function presenceName() {
  const stored = localStorage.getItem("storyweave.name");
  if (stored) return stored;
  const animals = ["Otter", "Heron", "Lynx", "Panda", "Falcon", "Koala", "Marten", "Ibis", "Puffin", "Gecko"];
  const name = `Guest ${animals[Math.floor(Math.random() * animals.length)]}`;
  localStorage.setItem("storyweave.name", name);
  return name;
}

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(message)), ms); })])
    .finally(() => clearTimeout(timer));
}

/**
 * @returns {Promise<SyncClient | ReadOnlySession>} a live session, or the read-only fallback with `reason`
 */
export async function openSession({ documentId, name = presenceName(), version = null }) {
  if (version !== null) return ReadOnlySession.load(documentId, { version, reason: `Version ${version} is a past version: it is read-only.` });
  let SyncClient;
  try {
    ({ SyncClient } = await import("./sync/sync-client.js"));
  } catch (error) {
    console.warn("sync layer unavailable, opening read-only:", error);
    return ReadOnlySession.load(documentId, { reason: "Live editing is unavailable (the sync module could not be loaded): read-only." });
  }
  const client = new SyncClient({ documentId, name });
  try {
    await withTimeout(client.start(), START_TIMEOUT_MS, "the live connection did not answer in time");
  } catch (error) {
    client.close?.();
    console.warn("sync client did not start, opening read-only:", error);
    return ReadOnlySession.load(documentId, { reason: `Live editing is unavailable (${error.message}): read-only.` });
  }
  // Viewers and view links watch live but cannot edit (the server refuses their ops anyway).
  client.readOnly = !(await documentAccess(documentId)).canEdit;
  if (client.readOnly) client.reason = "You can view this document but not edit it.";
  return client;
}
