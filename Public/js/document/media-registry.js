/**
 * The images of the open document's media library, by name: what the canvas draws in image views and buttons.
 * The media library fills it; renderers read it; listeners hear when it changes (to repaint image slots). Once
 * loaded, a name drawn but unknown is reported once (someone else may just have uploaded it and dropped it in).
 */
import { appKitSystemImages } from "../canvas/views/system-images.js";

class MediaRegistry {
  #images = new Map();
  #listeners = new Set();
  #missingListeners = new Set();
  #reportedMissing = new Set();
  #loaded = false;

  /** `{name, width, height, url, …}` or undefined. */
  get(name) { return this.#images.get(name); }
  get all() { return [...this.#images.values()]; }

  replaceAll(images) {
    this.#images = new Map(images.map((image) => [image.name, image]));
    this.#loaded = true;
    for (const listener of this.#listeners) listener();
  }

  /** A renderer met `name` and the library lacks it: listeners hear it the first time, after the first load. */
  noteMissing(name) {
    if (!this.#loaded || this.#reportedMissing.has(name)) return;
    this.#reportedMissing.add(name);
    for (const listener of this.#missingListeners) listener(name);
  }

  onMissing(listener) {
    this.#missingListeners.add(listener);
    return () => this.#missingListeners.delete(listener);
  }

  onChange(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export const mediaRegistry = new MediaRegistry();

/** The id of the page's `<datalist>` of library image names (imageNamesList); AppKit documents' adds "-appkit". */
export const IMAGE_NAMES_LIST_ID = "media-image-names";

/**
 * The page's `<datalist>` of the media library's image names, with their point sizes: what the inspector's Image
 * fields suggest; for AppKit documents (`appKit`) followed by the AppKit system images the canvas draws
 * (NSAddTemplate…). Created on first use and kept current as the library changes; answers its id (for `list=`).
 */
export function imageNamesList(doc = globalThis.document, { appKit = false } = {}) {
  const id = appKit ? `${IMAGE_NAMES_LIST_ID}-appkit` : IMAGE_NAMES_LIST_ID;
  if (doc.getElementById(id)) return id;
  const list = doc.createElement("datalist");
  list.id = id;
  const option = (value, label) => {
    const node = doc.createElement("option");
    node.value = value;
    if (label) node.label = label;
    return node;
  };
  const fill = () => {
    const images = [...mediaRegistry.all].sort((a, b) => a.name.localeCompare(b.name));
    const library = images.map((image) => option(image.name, image.width && image.height ? `${image.width} × ${image.height} pt` : ""));
    const system = appKit ? appKitSystemImages().filter((image) => !mediaRegistry.get(image.name))
      .map((image) => option(image.name, `System · ${image.width} × ${image.height} pt`)) : [];
    list.replaceChildren(...library, ...system);
  };
  fill();
  mediaRegistry.onChange(fill);
  doc.body.append(list);
  return id;
}
