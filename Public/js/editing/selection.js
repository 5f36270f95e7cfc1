/** The set of selected object ids, with change listeners (canvas, outline and inspector follow it). */
export class Selection {
  #ids = [];
  #listeners = new Set();

  get ids() { return [...this.#ids]; }
  get primary() { return this.#ids[0] ?? null; }
  has(id) { return this.#ids.includes(id); }

  /** Replaces the selection; `source` tells listeners who asked (e.g. "canvas", "outline"). */
  set(ids, source = "api") {
    const next = [...new Set(ids.filter(Boolean))];
    if (next.length === this.#ids.length && next.every((id, i) => id === this.#ids[i])) return;
    this.#ids = next;
    for (const listener of this.#listeners) listener(this.ids, source);
  }

  toggle(id, source) {
    this.set(this.has(id) ? this.#ids.filter((x) => x !== id) : [...this.#ids, id], source);
  }

  clear(source) { this.set([], source); }

  onChange(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
