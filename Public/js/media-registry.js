/**
 * The images of the open document's media library, by name: what the canvas draws in image views and buttons.
 * The media library fills it; renderers read it; listeners hear when it changes (to repaint image slots).
 */
class MediaRegistry {
  #images = new Map();
  #listeners = new Set();

  /** `{name, width, height, url, …}` or undefined. */
  get(name) { return this.#images.get(name); }
  get all() { return [...this.#images.values()]; }

  replaceAll(images) {
    this.#images = new Map(images.map((image) => [image.name, image]));
    for (const listener of this.#listeners) listener();
  }

  onChange(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export const mediaRegistry = new MediaRegistry();
