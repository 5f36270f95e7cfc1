/**
 * A test double of the engine's SyncDocument that understands only `setAttribute` of an
 * attribute that already exists on an element addressed by id, with simple values (no
 * characters that need escaping). Within that range it writes the same bytes as the server,
 * so the client's queue, rebase, ack/reject, undo and reconnect logic can be tested against
 * the real server independently of the engine. Everything else is refused.
 */
export class OpRefused extends Error {
  constructor(reason, opIndex) {
    super(reason);
    this.name = "OpRefused";
    this.reason = reason;
    if (opIndex !== undefined) this.opIndex = opIndex;
  }
}

const SIMPLE_VALUE = /^[A-Za-z0-9 .,:_+\-#()]*$/;

export class AttributeDocument {
  static parse(text) {
    return new AttributeDocument(text);
  }

  constructor(text) {
    this.text = text;
  }

  serialize() {
    return this.text;
  }

  /** FNV-1a 64 of the UTF-8 bytes, 16 hex digits (DocumentChecksum). */
  checksum() {
    let hash = 0xcbf29ce484222325n;
    for (const byte of new TextEncoder().encode(this.text)) {
      hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
    }
    return hash.toString(16).padStart(16, "0");
  }

  /** The span of the start tag of the element with this id. */
  startTag(id) {
    const at = this.text.indexOf(` id="${id}"`);
    if (at < 0) return null;
    const start = this.text.lastIndexOf("<", at);
    const end = this.text.indexOf(">", at);
    return { start, end };
  }

  getAttribute(id, name) {
    const tag = this.startTag(id);
    if (!tag) return undefined;
    const match = new RegExp(` ${name}="([^"]*)"`).exec(this.text.slice(tag.start, tag.end));
    return match ? match[1] : null;
  }

  applyOp(op) {
    if (op.op !== "setAttribute" || !op.target?.id) throw new OpRefused(`the test document only sets attributes by id (${op.op})`);
    if (!SIMPLE_VALUE.test(op.value)) throw new OpRefused(`value needs escaping: ${op.value}`);
    const old = this.getAttribute(op.target.id, op.name);
    if (old === undefined) throw new OpRefused(`object ${op.target.id} does not exist`);
    if (old === null) throw new OpRefused(`the test document cannot add attribute ${op.name}`);
    if ("expect" in op && op.expect !== old) throw new OpRefused(`${op.name} of ${op.target.id} is "${old}", expected "${op.expect}"`);
    const tag = this.startTag(op.target.id);
    const head = this.text.slice(tag.start, tag.end).replace(` ${op.name}="${old}"`, ` ${op.name}="${op.value}"`);
    this.text = this.text.slice(0, tag.start) + head + this.text.slice(tag.end);
    const target = { id: op.name === "id" ? op.value : op.target.id };
    return [{ op: "setAttribute", target, name: op.name, value: old, expect: op.value }];
  }

  /** All or nothing, like the engine's applyBatch (no cascades exist for setAttribute). */
  applyBatch(ops) {
    const before = this.text;
    const inverses = [];
    for (const [index, op] of ops.entries()) {
      try {
        inverses.push(this.applyOp(op));
      } catch (error) {
        this.text = before;
        throw new OpRefused(error.message, index);
      }
    }
    return { ops: ops.map((op) => ({ ...op })), inverse: inverses.reverse().flat() };
  }

  replay(ops) {
    return this.applyBatch(ops).inverse;
  }
}
