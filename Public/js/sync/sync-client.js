/**
 * The browser's connection to one document's edit stream (docs/protocol.md, contract in
 * dev notes JS_SYNC_API.md §2).
 *
 * My edits are applied at once (optimistically), queued — in durable storage too, so a reload
 * or a crashed tab loses nothing — and sent as batches with ids I choose; a resend after a
 * reconnect carries the same id, which the server acknowledges without applying twice. Server
 * batches are applied by rebasing my pending batches over them (ClientReplica). The
 * connection comes back by itself after a drop, with exponential backoff and jitter.
 *
 * Events (CustomEvent, data in `detail`):
 *   change   { source: "local"|"remote"|"snapshot"|"rollback", ops, batchId? }
 *   presence { changes: [{ kind: "join"|"update"|"leave", peer }] }
 *   status   { status: "connecting"|"online"|"offline"|"closed" }
 *   reject   { batchId, reason, opIndex? }   a batch of mine was refused and rolled back
 *   ack      { batchId, version }            a batch of mine is committed on the server
 *   error    { error }                       something went wrong that the client worked around
 */
import { streamQuery } from "../util/credentials.js";
import { ClientReplica, ReplicaDriftError } from "./client-replica.js";
import { PeerRoster } from "./peer-roster.js";
import { PendingQueue } from "./pending-queue.js";
import { PresenceThrottle } from "./presence-throttle.js";
import { ReconnectingSocket } from "./reconnecting-socket.js";
import { MemoryStorage } from "./storage-memory.js";
import { IndexedDBStorage } from "./storage-indexeddb.js";
import { UndoStack } from "./undo-stack.js";
import { decodeServerMessage, encode, helloMessage, opsMessage, presenceMessage } from "./wire.js";

/** The server refuses larger batches (docs/protocol.md §5). */
export const MAX_OPS_PER_BATCH = 10_000;

/** The server refused the connection for good (no such document, not allowed). */
export class SyncConnectionError extends Error {
  constructor(code, message) {
    super(message || code);
    this.name = "SyncConnectionError";
    this.code = code;
  }
}

function defaultURL(documentId) {
  const location = globalThis.location;
  if (!location) throw new Error("SyncClient needs a url outside a browser page");
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/api/documents/${encodeURIComponent(documentId)}/stream${streamQuery(location.search)}`;
}

/** A `storyweave:sync-<name>` performance mark (milestones of opening; bench/browser/editor_perf.py). */
const mark = (name) => globalThis.performance?.mark?.(`storyweave:sync-${name}`);

/** How long the prefetched bytes' parse waits for the hello to go out first (the socket is usually open sooner). */
const HELLO_FIRST_MS = 250;

/** The engine is loaded on first use, so the rest of the client has no load-time dependency on it. */
async function engineParser() {
  const { SyncDocument } = await import("./engine/sync-document.js");
  return (xml) => SyncDocument.parse(xml);
}

function defaultStorage() {
  return globalThis.indexedDB ? new IndexedDBStorage() : new MemoryStorage();
}

export class SyncClient extends EventTarget {
  /**
   * @param {object} options
   * @param {string} options.documentId
   * @param {string} [options.name]            shown to the others
   * @param {string} [options.url]             ws URL; default same origin /api/documents/{id}/stream
   * @param {object} [options.storage]         IndexedDBStorage (default in browsers) or MemoryStorage
   * @param {Function} [options.WebSocketImpl] default globalThis.WebSocket
   * @param {string} [options.clientId]        preferred stored client id (tests)
   * @param {object} [options.backoff]         Backoff options ({initialMs, maxMs, factor, random})
   * @param {number} [options.presenceIntervalMs=60]
   * @param {boolean} [options.verifyChecksums=true] compare the server's checksums; resync on drift
   * @param {number} [options.undoCapacity=200]
   * @param {(xml: string) => object} [options.parseDocument] default SyncDocument.parse (engine)
   * @param {number} [options.presenceHeartbeatMs=15000] my presence is re-sent this often
   * @param {number} [options.peerTimeoutMs=45000] a peer silent this long is dropped ("timeout")
   * @param {() => Promise<{version: number, text: string | Promise<string>}>} [options.initialContent] the
   *   document's bytes at a version, fetched while the client starts (e.g. over REST, which a server answers
   *   much faster than it sends a snapshot in a welcome). The hello goes out as soon as the version is known
   *   and asks only for the batches after it; server messages wait until the bytes are parsed. When they
   *   fail or do not parse, the client asks for a snapshot as usual.
   */
  constructor(options) {
    super();
    if (!options?.documentId) throw new TypeError("SyncClient needs a documentId");
    this.documentId = options.documentId;
    this.name = options.name ?? null;
    this.storage = options.storage ?? defaultStorage();
    this.storageIsDefault = !options.storage;
    const WebSocketImpl = options.WebSocketImpl ?? globalThis.WebSocket;
    if (!WebSocketImpl) throw new TypeError("no WebSocket implementation (node: run with --experimental-websocket)");
    this.connection = new ReconnectingSocket({
      url: options.url ?? defaultURL(options.documentId),
      WebSocketImpl,
      backoff: options.backoff,
      onConnecting: () => this.setStatus("connecting"),
      onOpen: () => {
        mark("socket-open");
        this.sayHello();
      },
      onText: (text) => (this.heldFrames ? this.heldFrames.push(text) : this.handleFrame(text)),
      onDown: () => this.disconnected(),
    });
    this.preferredClientId = options.clientId;
    this.parseDocument = options.parseDocument ?? null;
    this.verifyChecksums = options.verifyChecksums ?? true;
    this.presenceHeartbeatMs = options.presenceHeartbeatMs ?? 15_000;
    this.peerTimeoutMs = options.peerTimeoutMs ?? 45_000;
    this.initialContent = options.initialContent ?? null;
    /** While prefetched bytes are being parsed: the version they are (the hello's lastVersion). */
    this.initialVersion = null;
    /** While prefetched bytes are being parsed: the server's messages, handled once they are. */
    this.heldFrames = null;
    /** Resolves when a hello went out or the socket went down (the prefetched bytes are parsed after that). */
    this.helloOrDown = null;
    this.heartbeatTimer = null;
    this.undoStack = new UndoStack({ capacity: options.undoCapacity ?? 200 });
    this.throttle = new PresenceThrottle({
      intervalMs: options.presenceIntervalMs ?? 60,
      send: (state) => this.sendMessage(presenceMessage(state)),
    });
    this.clientId = null;
    this.replica = null;
    this.queue = null;
    this.roster = new PeerRoster();
    this.welcomed = false;
    this.closed = false;
    this.wantSnapshot = false;
    this.startPromise = null;
    this.ready = null;
    this.syncWaiters = [];
    this._status = "closed";
  }

  // MARK: Public state

  /** The stream's URL; a change takes effect at the next reconnect. */
  get url() {
    return this.connection.url;
  }

  set url(url) {
    this.connection.url = url;
  }

  /** The current WebSocket (null while offline). */
  get socket() {
    return this.connection.socket;
  }

  get document() {
    return this.replica?.document ?? null;
  }

  get serverVersion() {
    return this.replica?.serverVersion ?? 0;
  }

  get pendingCount() {
    return this.queue?.length ?? 0;
  }

  get status() {
    return this._status;
  }

  get peers() {
    return this.roster.peers;
  }

  get canUndo() {
    return this.undoStack.canUndo;
  }

  get canRedo() {
    return this.undoStack.canRedo;
  }

  // MARK: Lifecycle

  /** Claims a stored client record, connects, and resolves once the welcome is applied. */
  start() {
    this.startPromise ??= (async () => {
      const content = this.fetchInitialContent();
      const parser = this.parseDocument ? null : engineParser().then((parse) => {
        mark("engine-loaded");
        return parse;
      });
      parser?.catch(() => {}); // awaited below; this only keeps a failure meanwhile from counting as unhandled
      const record = await this.openStorage();
      mark("storage-open");
      this.clientId = record.clientId;
      this.nextBatchNumber = record.nextBatchNumber;
      this.queue = new PendingQueue({
        storage: this.storage,
        documentId: this.documentId,
        clientId: this.clientId,
        onError: (error) => this.emit("error", { error }),
      });
      this.queue.restore(record.batches, record.nextBatchNumber - record.batches.length);
      this.replica = new ClientReplica(this.queue, (xml) => this.parseDocument(xml));
      this.roster = new PeerRoster(this.clientId);
      if (this.closed) {
        await this.storage.release(this.documentId, this.clientId);
        throw new SyncConnectionError("closed", "the client was closed before the document was ready");
      }
      const ready = new Promise((resolve, reject) => (this.ready = { resolve, reject }));
      this.heartbeatTimer = setInterval(() => this.heartbeat(), Math.min(this.presenceHeartbeatMs, this.peerTimeoutMs / 3));
      // The hello goes out (on open) as soon as my client id and the prefetched bytes' version are known, so
      // the server opens the document while the engine loads and the bytes download and parse; its answers
      // wait in heldFrames meanwhile.
      const prefetched = await content;
      if (prefetched) this.initialVersion = prefetched.version;
      this.heldFrames = [];
      let connected;
      this.helloOrDown = new Promise((resolve) => (connected = resolve));
      this.helloOrDown.resolve = connected;
      this.connection.open();
      try {
        this.parseDocument ??= await parser;
      } finally {
        if (!prefetched) this.releaseHeldFrames();
      }
      if (prefetched) await this.loadInitialContent(prefetched);
      await ready;
    })();
    return this.startPromise;
  }

  /** The `initialContent` option's answer, or null (none, or it failed: the welcome brings a snapshot). */
  fetchInitialContent() {
    if (!this.initialContent) return Promise.resolve(null);
    return Promise.resolve().then(() => this.initialContent()).catch((error) => {
      this.emit("error", { error });
      return null;
    });
  }

  /**
   * Starts from prefetched bytes (as from a welcome's snapshot), then handles the server messages held
   * meanwhile. Bytes that fail to arrive or to parse are left out: the client reconnects for a snapshot.
   */
  async loadInitialContent({ text, version }) {
    let failure = null;
    try {
      const bytes = await text;
      // Parsing takes the main thread for a while: let the hello go out first, so the server opens the
      // document meanwhile.
      let timer;
      await Promise.race([this.helloOrDown, new Promise((resolve) => (timer = setTimeout(resolve, HELLO_FIRST_MS)))]);
      clearTimeout(timer);
      this.reportDropped(this.replica.loadSnapshot(bytes, version));
      mark("snapshot-parsed");
      this.emit("change", { source: "snapshot", ops: [] });
    } catch (error) {
      this.replica.document = null;
      this.replica.serverVersion = 0;
      failure = error;
    }
    this.initialVersion = null;
    if (failure) {
      // A hello may already have asked for batches after `version`: ask again, for a snapshot.
      const asked = this.heldFrames?.length || this.connection.isOpen;
      this.heldFrames = null;
    /** Resolves when a hello went out or the socket went down (the prefetched bytes are parsed after that). */
    this.helloOrDown = null;
      if (asked) this.resync(failure);
      else this.emit("error", { error: failure });
      return;
    }
    this.releaseHeldFrames();
  }

  /** Handles the server messages that arrived while the engine or the prefetched bytes were not ready. */
  releaseHeldFrames() {
    const held = this.heldFrames ?? [];
    this.heldFrames = null;
    /** Resolves when a hello went out or the socket went down (the prefetched bytes are parsed after that). */
    this.helloOrDown = null;
    for (const frame of held) this.handleFrame(frame);
  }

  /**
   * Claims this tab's stored record. If the browser refuses IndexedDB (private windows of
   * some browsers, a full disk), the client still works, keeping its queue in memory only.
   */
  async openStorage() {
    try {
      return await this.storage.open(this.documentId, { preferredClientId: this.preferredClientId });
    } catch (error) {
      if (!this.storageIsDefault) throw error;
      this.emit("error", { error });
      this.storage = new MemoryStorage();
      return this.storage.open(this.documentId, { preferredClientId: this.preferredClientId });
    }
  }

  /** Leaves the document: closes the socket and frees the stored client record for later. */
  async close() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeatTimer);
    this.throttle.cancel();
    this.welcomed = false;
    this.connection.close();
    this.emitPresence(this.roster.clear());
    this.setStatus("closed");
    this.ready?.reject(new SyncConnectionError("closed", "the client was closed before the document was ready"));
    this.ready = null;
    if (this.queue) {
      await this.queue.whenPersisted();
      await this.storage.release(this.documentId, this.clientId);
    }
  }

  /** Drops the current connection (as a network failure would); the client reconnects by itself. */
  dropConnection() {
    this.connection.drop();
  }

  /** Resolves once every queued storage write is done (the queue survives a reload from then on). */
  whenPersisted() {
    return this.queue ? this.queue.whenPersisted() : Promise.resolve();
  }

  /** Resolves when the client is online and the server has answered every batch of mine. */
  whenSynced() {
    if (this.isSynced()) return Promise.resolve();
    return new Promise((resolve, reject) => this.syncWaiters.push({ resolve, reject }));
  }

  isSynced() {
    return this.welcomed && this.pendingCount === 0;
  }

  // MARK: Editing

  /**
   * Applies ops now, queues and sends them as one batch; returns its id. Throws OpRefused
   * (nothing queued) when they do not apply to the current document.
   */
  submit(ops, { undoable = true, label } = {}) {
    const { batchId, inverse } = this.edit(ops);
    if (undoable) this.undoStack.recordEdit(inverse, batchId, label);
    return batchId;
  }

  /** Undoes my last batch as far as it still applies; true when a batch was sent. */
  undo() {
    this.requireDocument();
    const outcome = this.undoStack.undo(this.document, (ops) => this.edit(ops));
    return Boolean(outcome?.batchId);
  }

  /** Redoes the last undone batch as far as it still applies; true when a batch was sent. */
  redo() {
    this.requireDocument();
    const outcome = this.undoStack.redo(this.document, (ops) => this.edit(ops));
    return Boolean(outcome?.batchId);
  }

  /** My selection (object ids) and pointer ({x, y, scene?} or null), sent at a bounded rate. */
  setPresence(presence) {
    this.throttle.update(presence);
  }

  /** Re-sends my presence when due, and drops peers whose heartbeat stopped. */
  heartbeat() {
    if (!this.welcomed) return;
    const now = Date.now();
    if (now - (this.lastHeartbeat ?? 0) >= this.presenceHeartbeatMs) {
      this.lastHeartbeat = now;
      this.throttle.heartbeat();
    }
    this.emitPresence(this.roster.expire(this.peerTimeoutMs));
  }

  edit(ops) {
    this.requireDocument();
    if (!Array.isArray(ops) || ops.length === 0) throw new TypeError("submit needs a non-empty array of ops");
    if (ops.length > MAX_OPS_PER_BATCH) throw new RangeError(`a batch holds at most ${MAX_OPS_PER_BATCH} ops (the server refuses more); got ${ops.length}`);
    const sequence = this.nextBatchNumber;
    const batch = { batchId: `${this.clientId}-${sequence}`, clientId: this.clientId, baseVersion: this.serverVersion, ops: structuredClone(ops) };
    const { entry, applied } = this.replica.edit(batch.ops, batch, sequence);
    this.nextBatchNumber += 1;
    this.emit("change", { source: "local", ops: applied, batchId: batch.batchId });
    if (this.welcomed && this.sendMessage(opsMessage(batch))) entry.sent = true;
    return { batchId: batch.batchId, inverse: entry.inverse };
  }

  requireDocument() {
    if (!this.document) throw new Error("the SyncClient has no document yet: await start() first");
    if (this.closed) throw new Error("the SyncClient is closed");
  }

  // MARK: Connection

  sayHello() {
    const known = this.document ? this.serverVersion : (this.initialVersion ?? undefined);
    const lastVersion = this.wantSnapshot ? undefined : known;
    this.connection.send(encode(helloMessage({ clientId: this.clientId, lastVersion, name: this.name })));
    this.helloOrDown?.resolve();
  }

  disconnected() {
    if (this.heldFrames) this.heldFrames = []; // they answered the socket that is gone
    this.helloOrDown?.resolve();
    this.welcomed = false;
    this.emitPresence(this.roster.clear());
    this.setStatus("offline");
  }

  /** The document drifted from the server's: reconnect and ask for a snapshot. */
  resync(error) {
    this.emit("error", { error });
    this.wantSnapshot = true;
    this.connection.drop(4001, "resync");
  }

  /** Sends a message once the server has welcomed this connection; false otherwise. */
  sendMessage(message) {
    return this.welcomed && this.connection.send(encode(message));
  }

  // MARK: Server messages

  handleFrame(text) {
    let message;
    try {
      message = decodeServerMessage(text);
    } catch (error) {
      return this.emit("error", { error });
    }
    try {
      switch (message.type) {
        case "welcome": return this.onWelcome(message);
        case "ops": return this.onServerBatches(message.batches, message.checksum);
        case "ack": return this.onAck(message);
        case "reject": return this.onReject(message);
        case "presence": return this.emitPresence(this.roster.apply(message.presence));
        case "error": return this.onServerError(message);
      }
    } catch (error) {
      if (error instanceof ReplicaDriftError) return this.resync(error);
      throw error;
    }
  }

  onWelcome(message) {
    mark("welcome");
    if (message.snapshot !== undefined) {
      const dropped = this.replica.loadSnapshot(message.snapshot, message.version);
      mark("snapshot-parsed");
      this.wantSnapshot = false;
      this.emit("change", { source: "snapshot", ops: [] });
      this.reportDropped(dropped);
    } else {
      for (const batch of message.batches) this.onServerBatch(batch, null);
      if (this.serverVersion !== message.version) {
        throw new ReplicaDriftError(`the welcome ends at version ${message.version}, I have ${this.serverVersion}`);
      }
    }
    this.welcomed = true;
    this.connection.connected();
    this.setStatus("online");
    this.emitPresence(this.roster.reset(message.presence));
    for (const entry of this.queue.entries) {
      if (this.sendMessage(opsMessage(entry.batch))) entry.sent = true;
    }
    this.throttle.resend();
    this.ready?.resolve();
    this.ready = null;
    this.settleWaiters();
  }

  /** Several batches of one `ops` message, in version order; the checksum is the last one's. */
  onServerBatches(batches, checksum) {
    batches.forEach((batch, index) => this.onServerBatch(batch, index === batches.length - 1 ? checksum : null));
  }

  onServerBatch(batch, checksum) {
    const result = this.replica.receive(batch);
    if (result.ignored) return;
    if (!result.own && !result.unchanged) this.undoStack.dropInapplicable(this.document);
    if (!result.unchanged) this.emit("change", { source: "remote", ops: batch.ops, batchId: batch.batchId });
    if (result.own) this.emit("ack", { batchId: batch.batchId, version: batch.version });
    this.reportDropped(result.dropped);
    if (checksum && this.verifyChecksums) this.verifyLater(checksum, batch.version);
    this.settleWaiters();
  }

  /**
   * Compares the server's checksum with mine later: it serializes the whole document (tens of milliseconds
   * for thousands of views), so the change is drawn (and painted) first. Skipped when the document has moved
   * on by then (another server batch, or an edit of mine shown on top); the server sends checksums often.
   */
  verifyLater(checksum, version) {
    const document = this.document;
    // In a browser, once the page is idle (after the change is painted); elsewhere, in the next task.
    const later = globalThis.requestIdleCallback ? (task) => requestIdleCallback(task, { timeout: 1000 }) : (task) => setTimeout(task, 0);
    later(() => {
      if (this.closed || this.document !== document || this.serverVersion !== version || !this.replica.showsOnlyConfirmed) return;
      const mine = document.checksum();
      if (mine !== checksum) this.resync(new ReplicaDriftError(`checksum ${mine} differs from the server's ${checksum} at version ${version}`));
    });
  }

  onAck(message) {
    if (message.batch) return this.onServerBatch(message.batch, message.checksum);
    // A resend the server had already applied: its effects are in the state I have, unless
    // the server is ahead of me (then a reconnect brings the missing batches).
    if (message.version > this.serverVersion) {
      throw new ReplicaDriftError(`ack of ${message.batchId} at version ${message.version}, I have ${this.serverVersion}`);
    }
    const { entry, dropped } = this.replica.settle(message.batchId);
    if (entry) {
      this.emit("change", { source: "remote", ops: [], batchId: message.batchId });
      this.emit("ack", { batchId: message.batchId, version: message.version });
    }
    this.reportDropped(dropped);
    this.settleWaiters();
  }

  onReject(message) {
    const shown = this.queue.find(message.batchId)?.inverse ?? [];
    const { entry, dropped } = this.replica.settle(message.batchId);
    if (entry) {
      this.undoStack.forget(message.batchId);
      this.emit("change", { source: "rollback", ops: shown, batchId: message.batchId });
      const detail = { batchId: message.batchId, reason: message.reason };
      if (Number.isInteger(message.opIndex)) detail.opIndex = message.opIndex;
      this.emit("reject", detail);
    }
    this.reportDropped(dropped);
    this.settleWaiters();
  }

  onServerError(message) {
    const error = new SyncConnectionError(message.code, message.message);
    this.emit("error", { error });
    // `replaced`: another connection joined with my client id (docs/protocol.md §9); reconnecting would replace it in turn.
    if (message.code === "notFound" || message.code === "forbidden" || message.code === "replaced") {
      this.ready?.reject(error);
      this.ready = null;
      for (const waiter of this.syncWaiters.splice(0)) waiter.reject(error);
      this.close();
    }
  }

  reportDropped(dropped) {
    for (const { entry, reason } of dropped) {
      this.undoStack.forget(entry.batch.batchId);
      this.emit("reject", { batchId: entry.batch.batchId, reason });
    }
  }

  settleWaiters() {
    if (!this.isSynced()) return;
    for (const waiter of this.syncWaiters.splice(0)) waiter.resolve();
  }

  // MARK: Events

  setStatus(status) {
    if (this._status === status) return;
    this._status = status;
    this.emit("status", { status });
  }

  emitPresence(changes) {
    if (changes.length > 0) this.emit("presence", { changes });
  }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
