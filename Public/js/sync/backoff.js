/**
 * Reconnect delays: exponential growth with "equal jitter" (half the delay fixed, half
 * random), capped. The jitter spreads the reconnects of many tabs after a server restart so
 * they do not all arrive in the same millisecond; the fixed half keeps a tab from hammering
 * a server that is down.
 */
export class Backoff {
  /**
   * @param {object} [options]
   * @param {number} [options.initialMs=250] delay before the first retry (before jitter)
   * @param {number} [options.maxMs=10000]   upper bound of any delay
   * @param {number} [options.factor=2]      growth per failed attempt
   * @param {() => number} [options.random=Math.random] source of jitter in [0, 1)
   */
  constructor({ initialMs = 250, maxMs = 10_000, factor = 2, random = Math.random } = {}) {
    if (!(initialMs > 0) || !(maxMs >= initialMs) || !(factor >= 1)) {
      throw new RangeError("Backoff needs 0 < initialMs <= maxMs and factor >= 1");
    }
    this.initialMs = initialMs;
    this.maxMs = maxMs;
    this.factor = factor;
    this.random = random;
    this.attempt = 0;
  }

  /** The delay before the next attempt (ms); each call counts one more failed attempt. */
  next() {
    const base = Math.min(this.maxMs, this.initialMs * this.factor ** this.attempt);
    this.attempt += 1;
    const half = base / 2;
    return Math.round(half + this.random() * half);
  }

  /** A connection succeeded: the next failure starts from the initial delay again. */
  reset() {
    this.attempt = 0;
  }
}
