/** Other people on the canvas: their selections outlined in their colour and their pointers with their names. */
import { el } from "../../util/dom.js";

export class PeerLayer {
  constructor(camera) {
    this.camera = camera;
    this.layer = el("div", "peer-layer");
    this.peers = [];
  }

  /**
   * Draws `this.peers`: `viewportRect(id)` is a drawn object's box in viewport coordinates (or null), `sceneRects` the
   * scenes' world rectangles (pointers are scene-relative points).
   */
  draw(viewportRect, sceneRects) {
    this.layer.replaceChildren();
    for (const peer of this.peers) {
      for (const id of peer.selection ?? []) {
        const rect = viewportRect(id);
        if (!rect) continue;
        const box = el("div", "peer-selection");
        box.dataset.peer = peer.clientId;
        box.dataset.selects = id;
        Object.assign(box.style, { left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px`, borderColor: peer.color });
        this.layer.append(box);
      }
      const pointer = peer.pointer;
      const scene = pointer && sceneRects?.get(pointer.scene);
      if (!scene) continue;
      const x = this.camera.x + (scene.x + pointer.x) * this.camera.zoom;
      const y = this.camera.y + (scene.y + pointer.y) * this.camera.zoom;
      const cursor = el("div", "peer-cursor");
      cursor.dataset.peer = peer.clientId;
      cursor.style.transform = `translate(${x}px, ${y}px)`;
      cursor.style.setProperty("--peer", peer.color);
      cursor.append(el("span", "peer-name", peer.name ?? "Someone"));
      this.layer.append(cursor);
    }
  }
}
