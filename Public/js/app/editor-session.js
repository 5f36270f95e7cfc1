/**
 * The one place the editor gets its document from. `openSession` connects the SyncClient
 * (`./sync/sync-client.js`, docs/protocol.md §9): `session.document` is the optimistic document and every
 * edit is `session.submit(ops)`. When the sync layer is missing or cannot connect, it falls back to
 * `ReadOnlySession`, which loads the content over REST and refuses edits (the page says so).
 */
import { documentAccess } from "../account/document-access.js";
import { getContent } from "../api/client.js";
import { headContent } from "../api/head-content.js";

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
    const [content, { DocumentModel }] = await Promise.all([getContent(documentId, version), import("../document/document-model.js")]);
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

export { headContent };

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(message)), ms); })])
    .finally(() => clearTimeout(timer));
}

/**
 * @param {object} options
 * @param {Promise<{version: number, text: Promise<string>}>} [options.head] headContent(documentId), when the
 *   page fetched it already
 * @param {{text?: string, markup?: object}} [options.parsed] the head's bytes already parsed by the engine's
 *   XML parser (first-draw.js): the client takes that tree (once) instead of parsing the same bytes again
 * @returns {Promise<SyncClient | ReadOnlySession>} a live session, or the read-only fallback with `reason`
 */
export async function openSession({ documentId, name = presenceName(), version = null, head = null, parsed = {} }) {
  if (version !== null) return ReadOnlySession.load(documentId, { version, reason: `Version ${version} is a past version: it is read-only.` });
  // Everything the live session needs is asked for at once: the document's bytes over REST (much faster than
  // a snapshot in the welcome), the sync modules and the engine (fetched in parallel), and my access rights.
  const content = head ?? headContent(documentId);
  content.catch(() => {}); // a failure only means the welcome brings a snapshot (SyncClient's initialContent)
  const access = documentAccess(documentId);
  let SyncClient, SyncDocument;
  try {
    [{ SyncClient }, { SyncDocument }] = await Promise.all([import("../sync/sync-client.js"), import("../sync/engine/sync-document.js")]);
  } catch (error) {
    console.warn("sync layer unavailable, opening read-only:", error);
    return ReadOnlySession.load(documentId, { reason: "Live editing is unavailable (the sync module could not be loaded): read-only." });
  }
  const parseDocument = (xml) => {
    if (parsed.markup && xml === parsed.text) {
      const { markup } = parsed;
      parsed.markup = null; // once: the client edits this tree from now on
      return new SyncDocument(markup);
    }
    return SyncDocument.parse(xml);
  };
  const client = new SyncClient({ documentId, name, initialContent: () => content, parseDocument });
  try {
    await withTimeout(client.start(), START_TIMEOUT_MS, "the live connection did not answer in time");
  } catch (error) {
    client.close?.();
    console.warn("sync client did not start, opening read-only:", error);
    return ReadOnlySession.load(documentId, { reason: `Live editing is unavailable (${error.message}): read-only.` });
  }
  // Viewers and view links watch live but cannot edit (the server refuses their ops anyway).
  client.readOnly = !(await access).canEdit;
  if (client.readOnly) client.reason = "You can view this document but not edit it.";
  return client;
}
