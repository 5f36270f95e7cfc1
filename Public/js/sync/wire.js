/**
 * The JSON messages of `/api/documents/{id}/stream` (docs/protocol.md §9): builders for what
 * the client sends and a checked decoder for what the server sends, so the rest of the client
 * works with well-formed objects only.
 */

/** A server message that is not what the protocol describes. */
export class WireError extends Error {
  constructor(message) {
    super(message);
    this.name = "WireError";
  }
}

/** `hello`; leave `lastVersion` undefined to ask for a snapshot. */
export function helloMessage({ clientId, lastVersion, name }) {
  const message = { type: "hello", clientId };
  if (Number.isInteger(lastVersion)) message.lastVersion = lastVersion;
  if (name) message.name = String(name);
  return message;
}

/** `ops` with one `ClientBatch` ({batchId, clientId, baseVersion, ops}). */
export function opsMessage(batch) {
  return { type: "ops", batch: { batchId: batch.batchId, clientId: batch.clientId, baseVersion: batch.baseVersion, ops: batch.ops } };
}

/**
 * `presence` with the full state (the server replaces the pointer and the viewport on every update). The viewport
 * (the canvas rectangle I see, in world points) is left out unless it is finite with a positive size, which the
 * server requires.
 */
export function presenceMessage({ selection, pointer, viewport }) {
  const message = { type: "presence", selection: [...selection] };
  if (pointer) {
    message.pointer = { x: Number(pointer.x), y: Number(pointer.y) };
    if (pointer.scene != null) message.pointer.scene = String(pointer.scene);
  }
  if (viewport) {
    const rect = { x: Number(viewport.x), y: Number(viewport.y), width: Number(viewport.width), height: Number(viewport.height) };
    const finite = Object.values(rect).every((value) => Number.isFinite(value) && Math.abs(value) <= 1e7);
    if (finite && rect.width > 0 && rect.height > 0) message.viewport = rect;
  }
  return message;
}

export function encode(message) {
  return JSON.stringify(message);
}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const isVersion = (value) => Number.isInteger(value) && value >= 0;

function require(condition, what) {
  if (!condition) throw new WireError(`malformed server message: ${what}`);
}

/** Checks an `AppliedBatch` ({version, batchId, clientId, baseVersion, ops, inverse}). */
export function checkAppliedBatch(batch, where = "batch") {
  require(isObject(batch), `${where} is not an object`);
  require(isVersion(batch.version) && batch.version >= 1, `${where}.version`);
  require(typeof batch.batchId === "string" && typeof batch.clientId === "string", `${where} ids`);
  require(Array.isArray(batch.ops) && batch.ops.every(isObject), `${where}.ops`);
  require(batch.inverse === undefined || Array.isArray(batch.inverse), `${where}.inverse`);
  return batch;
}

function checkPresence(state) {
  require(isObject(state) && typeof state.clientId === "string", "presence entry");
  require(state.selection === undefined || Array.isArray(state.selection), "presence selection");
  return state;
}

/** Parses and checks one text frame from the server; throws WireError. */
export function decodeServerMessage(text) {
  let message;
  try {
    message = JSON.parse(text);
  } catch (error) {
    throw new WireError(`server frame is not JSON: ${error.message}`);
  }
  require(isObject(message) && typeof message.type === "string", "no type");
  switch (message.type) {
    case "welcome":
      require(isVersion(message.version), "welcome.version");
      require(typeof message.snapshot === "string" || Array.isArray(message.batches), "welcome has neither snapshot nor batches");
      (message.batches ?? []).forEach((batch, index) => checkAppliedBatch(batch, `welcome.batches[${index}]`));
      message.presence = (message.presence ?? []).map(checkPresence);
      break;
    case "ops":
      // One batch, or several in version order (one commit's, docs/protocol.md §9): `batches` is the general form.
      if (message.batches === undefined) message.batches = [message.batch];
      require(Array.isArray(message.batches) && message.batches.length > 0, "ops.batches");
      message.batches.forEach((batch, index) => checkAppliedBatch(batch, `ops.batches[${index}]`));
      break;
    case "ack":
      require(typeof message.batchId === "string" && isVersion(message.version), "ack");
      if (message.batch !== undefined) checkAppliedBatch(message.batch);
      break;
    case "reject":
      require(typeof message.batchId === "string", "reject.batchId");
      message.reason = String(message.reason ?? "the edit was refused.");
      break;
    case "presence":
      require(Array.isArray(message.presence), "presence.presence");
      message.presence.forEach(checkPresence);
      break;
    case "error":
      message.code = String(message.code ?? "unknown");
      message.message = String(message.message ?? "");
      break;
    default:
      throw new WireError(`unknown server message type "${message.type}"`);
  }
  return message;
}
