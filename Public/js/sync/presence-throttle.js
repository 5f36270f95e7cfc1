/**
 * Sends presence (selection, pointer, viewport) at a bounded rate.
 *
 * The server relays at most one update per 50 ms from the same person (docs/protocol.md §9; a
 * sooner one waits there). So the client never sends closer than `intervalMs` (a margin above
 * 50 ms) and keeps the latest state, sending it when the interval has passed ("trailing" send):
 * the last position always arrives, without a queue of stale ones.
 * Every message carries the full state because the server replaces the pointer on each update.
 */
export class PresenceThrottle {
  /**
   * @param {object} options
   * @param {(state: {selection: string[], pointer: object|null, viewport?: object}) => boolean} options.send
   *        sends one presence message; returns false when it could not (offline)
   * @param {number} [options.intervalMs=60]
   * @param {() => number} [options.now]
   * @param {(fn: Function, ms: number) => any} [options.setTimer]
   * @param {(handle: any) => void} [options.clearTimer]
   */
  constructor({
    send,
    intervalMs = 60,
    now = () => Date.now(),
    // Wrapped: browsers refuse window.setTimeout called as another object's method ("Illegal invocation").
    setTimer = (fn, ms) => setTimeout(fn, ms),
    clearTimer = (handle) => clearTimeout(handle),
  }) {
    this.sendNow = send;
    this.intervalMs = intervalMs;
    this.now = now;
    this.setTimer = setTimer;
    this.clearTimer = clearTimer;
    this.state = { selection: [], pointer: null };
    this.lastSentAt = -Infinity;
    this.timer = null;
    /** True when the current state has not reached the server yet. */
    this.dirty = false;
  }

  /** Merges the given fields into the state and schedules a send (a viewport, once given, is in every later message). */
  update({ selection, pointer, viewport } = {}) {
    if (selection !== undefined) this.state.selection = [...selection].map(String);
    if (pointer !== undefined) this.state.pointer = pointer === null ? null : { ...pointer };
    if (viewport !== undefined) {
      if (viewport === null) delete this.state.viewport;
      else this.state.viewport = { ...viewport };
    }
    this.dirty = true;
    this.schedule();
  }

  /** Sends the current state again if it differs from the server's (e.g. after a reconnect). */
  resend() {
    if (this.state.selection.length > 0 || this.state.pointer !== null || this.state.viewport) this.dirty = true;
    this.schedule();
  }

  /** Sends the current state even if unchanged (a heartbeat that tells peers I am still here). */
  heartbeat() {
    this.dirty = true;
    this.schedule();
  }

  schedule() {
    if (!this.dirty || this.timer !== null) return;
    const wait = this.lastSentAt + this.intervalMs - this.now();
    if (wait <= 0) return this.flush();
    this.timer = this.setTimer(() => {
      this.timer = null;
      this.flush();
    }, wait);
  }

  flush() {
    if (!this.dirty) return;
    const state = { selection: [...this.state.selection], pointer: this.state.pointer && { ...this.state.pointer } };
    if (this.state.viewport) state.viewport = { ...this.state.viewport };
    if (this.sendNow(state)) {
      this.dirty = false;
      this.lastSentAt = this.now();
    }
  }

  /** Stops any scheduled send. */
  cancel() {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }
}
