/**
 * The Media tab of the library panel (Xcode's media library): the images of the document's project with a
 * thumbnail, name and point size; upload by button or by dropping files on the tab; delete. Drag an image onto
 * the canvas: over an image view or a button it sets that view's image, over a container it adds an image view
 * sized to the image's point size — either way the document's `<resources>` records the image, in one batch.
 * AppKit documents also list the system images the canvas draws (NSAddTemplate…), dragged and dropped the same way.
 */
import { CONTAINER_TAGS } from "../canvas/geometry.js";
import { addImageView, IMAGE_TARGET_TAGS, setImage } from "../commands/images.js";
import { IdGenerator } from "../commands/ids.js";
import { deleteImage, displayURL, listImages, uploadImages } from "../api/media.js";
import { mediaRegistry } from "../document/media-registry.js";
import { repaintImageSlots } from "../canvas/views/image-slots.js";
import { appKitSystemImages, systemImageElement } from "../canvas/views/system-images.js";
import { el } from "../util/dom.js";

const formatPoints = (value) => String(Math.round(value * 100) / 100);

export class MediaLibrary {
  /**
   * @param {import("../editing/editor.js").Editor} editor the open document's (images are addressed through its id,
   *   so share links work)
   * @param pointer the canvas's pointer machine (canvas/interactions/pointer-machine.js), which drags the images
   * @param onDragStart called when an image starts being dragged (the panel gets out of the way)
   */
  constructor(editor, { pointer, onDragStart = () => {} }) {
    const { documentId, canvas, camera, actions, catalog } = editor;
    Object.assign(this, { documentId, canvas, camera, actions, catalog, pointer, onDragStart });
    this.element = el("section", "media-library");
    this.element.setAttribute("aria-label", "Media library");
    this.#build();
    mediaRegistry.onChange(() => {
      this.#renderList();
      repaintImageSlots(document);
    });
    // A name the canvas draws but the library lacks: a colleague may have uploaded it; ask again (once per name,
    // batched over a second).
    mediaRegistry.onMissing(() => {
      clearTimeout(this.missingTimer);
      this.missingTimer = setTimeout(() => this.refresh(), 1000);
    });
    this.refresh();
  }

  /** Loads the list again (the tab asks on every opening: others may have uploaded). */
  async refresh() {
    if (!this.documentId) return;
    try {
      this.#setImages(await listImages(this.documentId));
    } catch (error) {
      this.#showStatus(`The media library could not be loaded: ${error.message}`, "error");
    }
  }

  #setImages(images) {
    mediaRegistry.replaceAll(images.map((image) => ({ ...image, src: displayURL(image) })));
  }

  #build() {
    const bar = el("div", "media-toolbar");
    this.input = el("input");
    this.input.type = "file";
    this.input.multiple = true;
    this.input.accept = "image/png,image/jpeg,image/gif,image/webp,image/svg+xml,application/pdf,.png,.jpg,.jpeg,.gif,.webp,.svg,.pdf";
    this.input.hidden = true;
    this.input.addEventListener("change", () => {
      if (this.input.files.length) this.upload([...this.input.files]);
      this.input.value = "";
    });
    this.uploadButton = el("button", "media-upload", "Upload Images…");
    this.uploadButton.type = "button";
    this.uploadButton.disabled = this.actions.readOnly;
    this.uploadButton.addEventListener("click", () => this.input.click());
    bar.append(this.uploadButton, el("span", "media-hint", this.actions.readOnly ? "Read-only" : "or drop files here"), this.input);
    this.status = el("p", "media-status");
    this.status.hidden = true;
    this.status.setAttribute("role", "status");
    this.list = el("ul", "media-list");
    this.list.setAttribute("role", "listbox");
    this.list.setAttribute("aria-label", "Images");
    this.empty = el("div", "media-empty");
    this.empty.append(el("span", "media-empty-glyph"), el("strong", null, "No images yet"),
      el("span", null, "Upload PNG, JPEG, GIF, WebP, PDF or SVG files. Name@2x.png is Name at scale 2."));
    this.systemHeading = el("h3", "media-heading", "System Images");
    this.systemList = el("ul", "media-list media-system-list");
    this.systemList.setAttribute("role", "listbox");
    this.systemList.setAttribute("aria-label", "System images");
    // One scroller for both lists (two scrolling lists in one panel would squeeze each other).
    const scroller = el("div", "media-scroll");
    scroller.append(this.list, this.empty, this.systemHeading, this.systemList);
    this.element.append(bar, this.status, scroller);
    this.#renderList();

    const hasFiles = (event) => [...(event.dataTransfer?.types ?? [])].includes("Files");
    this.element.addEventListener("dragover", (event) => {
      if (!hasFiles(event) || this.actions.readOnly) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
      this.element.classList.add("is-drop-target");
    });
    this.element.addEventListener("dragleave", (event) => {
      if (!this.element.contains(event.relatedTarget)) this.element.classList.remove("is-drop-target");
    });
    this.element.addEventListener("drop", (event) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      this.element.classList.remove("is-drop-target");
      if (!this.actions.readOnly) this.upload([...event.dataTransfer.files]);
    });
  }

  async upload(files) {
    this.#showStatus(files.length === 1 ? `Uploading ${files[0].name}…` : `Uploading ${files.length} images…`);
    try {
      const stored = await uploadImages(this.documentId, files);
      await this.refresh();
      this.#showStatus(stored.length === 1 ? `Added ${stored[0].name}.` : `Added ${stored.length} images.`, "done");
    } catch (error) {
      this.#showStatus(error.message, "error");
    }
  }

  async remove(image) {
    if (!confirm(`Delete the image “${image.name}” from the media library? Views that show it will show a placeholder.`)) return;
    try {
      await deleteImage(this.documentId, image.name);
      await this.refresh();
      this.#showStatus(`Deleted ${image.name}.`, "done");
    } catch (error) {
      this.#showStatus(error.message, "error");
    }
  }

  #showStatus(text, kind = "") {
    this.status.textContent = text;
    this.status.className = `media-status ${kind}`;
    this.status.hidden = false;
    clearTimeout(this.statusTimer);
    if (kind === "done") this.statusTimer = setTimeout(() => { this.status.hidden = true; }, 4000);
  }

  /**
   * Shows the registry's images. An image whose name, file and size are unchanged keeps its element, so a reload
   * (each opening of the tab, a colleague's upload) never swaps the row under a press or a drag that has begun.
   */
  #renderList() {
    const images = mediaRegistry.all;
    const previous = this.itemsByKey ?? new Map();
    this.itemsByKey = new Map(images.map((image) => {
      const key = JSON.stringify([image.name, image.src, image.width, image.height, image.scale]);
      return [key, previous.get(key) ?? this.#item(image)];
    }));
    const items = [...this.itemsByKey.values()];
    if (items.length !== this.list.children.length || items.some((item, i) => this.list.children[i] !== item)) {
      this.list.replaceChildren(...items);
    }
    this.empty.hidden = images.length > 0;
    // AppKit's named images, for AppKit documents (the library's own image of the same name wins, as in AppKit).
    const system = this.canvas.model?.platform === "macos" ? appKitSystemImages().filter((i) => !mediaRegistry.get(i.name)) : [];
    this.systemHeading.hidden = this.systemList.hidden = system.length === 0;
    if (system.length !== this.systemList.children.length) this.systemList.replaceChildren(...system.map((image) => this.#item(image)));
  }

  /** A picture of the image no larger than `box` points: the uploaded file, or a system image's drawing. */
  #picture(image, box) {
    if (!image.shape) {
      const img = el("img");
      img.src = image.src;
      img.alt = "";
      img.draggable = false;
      return img;
    }
    const scale = Math.min(2, box / image.width, box / image.height);
    return systemImageElement(image, image.width * scale, image.height * scale);
  }

  #item(image) {
    const item = el("li", "media-item");
    item.dataset.imageName = image.name;
    item.setAttribute("role", "option");
    item.tabIndex = 0;
    item.title = `${image.name} — ${formatPoints(image.width)} × ${formatPoints(image.height)} pt — drag onto a view`;
    const thumb = el("span", "media-thumb");
    thumb.append(this.#picture(image, 28));
    const text = el("div", "media-text");
    const scale = image.scale > 1 ? ` · @${image.scale}x` : image.shape ? " · System" : "";
    text.append(el("strong", "media-name", image.name),
      el("span", "media-size", `${formatPoints(image.width)} × ${formatPoints(image.height)} pt${scale}`));
    item.append(thumb, text);
    if (!this.actions.readOnly && !image.shape) {
      const remove = el("button", "media-delete", "✕");
      remove.type = "button";
      remove.title = `Delete ${image.name}`;
      remove.setAttribute("aria-label", `Delete ${image.name}`);
      remove.addEventListener("pointerdown", (event) => event.stopPropagation());
      remove.addEventListener("click", () => this.remove(image));
      item.append(remove);
    }
    if (!this.actions.readOnly) {
      item.addEventListener("pointerdown", (event) => this.#startDrag(event, image));
      item.addEventListener("dblclick", () => this.#placeAtSelection(image));
      item.addEventListener("keydown", (event) => { if (event.key === "Enter") this.#placeAtSelection(image); });
    }
    return item;
  }

  /** A press on an image: the pointer's dragging-media state takes it (canvas/interactions/dragging-media.js). */
  #startDrag(event, image) {
    this.pointer.start("dragging-media", { event, image, picture: (size) => this.#picture(image, size),
      onDragStart: () => this.onDragStart(), drop: (target, e) => this.#drop(target, e, image) });
  }

  /** Return / double-click: the selected image view or button gets the image, else an image view is added to the selection's container. */
  #placeAtSelection(image) {
    const model = this.canvas.model;
    const selected = model.objects.get(this.actions.selection.primary);
    if (selected && IMAGE_TARGET_TAGS.has(selected.tag)) {
      this.onDragStart();
      this.#drop({ kind: "set", node: selected }, null, image);
      return;
    }
    let node = selected;
    while (node && !(node.frame && CONTAINER_TAGS.has(node.tag))) node = node.parent;
    node ??= model.scenes.map((s) => s.controller?.children.find((x) => x.frame) ?? s.root).find((x) => x?.frame);
    if (!node) return;
    this.onDragStart();
    this.#add(node, 20, 20, image);
  }

  #drop(target, e, image) {
    const entry = { name: image.name, width: image.width, height: image.height };
    if (target.kind === "set") {
      this.actions.run("Set Image", (doc) => setImage(doc, { id: target.node.id, image: entry }));
      this.actions.selection.set([target.node.id], "edit");
      return;
    }
    const r = target.box.getBoundingClientRect();
    const x = Math.max(0, Math.round((e.clientX - r.left) / this.camera.zoom - image.width / 2));
    const y = Math.max(0, Math.round((e.clientY - r.top) / this.camera.zoom - image.height / 2));
    this.#add(target.node, x, y, image);
  }

  /** Adds an image view for `image` to the container `node` at (x, y) from its top-left (flipped for AppKit). */
  #add(node, x, y, image) {
    const platform = this.canvas.model.platform;
    const catalogClass = this.catalog.byName.get(platform === "macos" ? "NSImageView" : "UIImageView");
    const top = platform === "macos" ? Math.max(0, Math.round(node.frame.height - y - image.height)) : y;
    const entry = { name: image.name, width: image.width, height: image.height };
    const result = this.actions.run("Add Image View", (doc) => addImageView(doc, {
      catalogClass, into: node.id, x, y: top, image: entry, platform, generator: IdGenerator.forDocument(doc),
    }));
    if (result) this.actions.selection.set([result.id], "edit");
  }
}
