/**
 * Multiplayer presence from `session.peers`: avatars in the toolbar (click one to follow that person),
 * their pointers and selections on the canvas and in the outline, each in the person's colour.
 * My own selection, pointer and viewport (the canvas rectangle I see, in world points) go out through
 * `session.setPresence` (the client rate-limits them).
 *
 * Following someone shows what they see: my camera shows their viewport whole and centred, whenever it changes
 * (people whose editor sends no viewport: their selection is revealed instead). Panning or zooming myself stops
 * following. While I follow, the viewport I send is theirs, so two people following each other stay still
 * instead of zooming each other out.
 */
import { el } from "../util/dom.js";
import { initials } from "../util/initials.js";

/** A viewport rectangle rounded to a hundredth of a point (what goes over the wire). */
const rounded = (rect) => Object.fromEntries(["x", "y", "width", "height"].map((k) => [k, Math.round(rect[k] * 100) / 100]));
/** True when `mine` shows `theirs` whole and centred, filling one axis (within half a point): as Camera.show would. */
function showsWithin(mine, theirs) {
  const near = (a, b) => Math.abs(a - b) < 0.5;
  return near(mine.x + mine.width / 2, theirs.x + theirs.width / 2) && near(mine.y + mine.height / 2, theirs.y + theirs.height / 2)
    && mine.width > theirs.width - 0.5 && mine.height > theirs.height - 0.5 && (near(mine.width, theirs.width) || near(mine.height, theirs.height));
}
const sameRect = (a, b) => Boolean(a && b) && ["x", "y", "width", "height"].every((k) => a[k] === b[k]);

export class Presence {
  /** @param {import("../editing/editor.js").Editor} editor  @param outline the Outline (peers' selections)  @param container the avatars' */
  constructor(editor, { outline, container }) {
    const { session, canvas, camera, viewport } = editor;
    Object.assign(this, { session, canvas, outline, camera, viewport, container });
    this.following = null;
    /** The followed person's viewport my camera shows now (null when not following, or not yet shown). */
    this.shownRect = null;
    /** True while my camera moves to follow someone (any other camera change is mine and stops following). */
    this.moving = false;
    session.addEventListener?.("presence", () => this.render());
    camera.onChange(() => this.#cameraChanged());
    // The first call sends my viewport; later ones when the canvas changes size.
    new ResizeObserver(() => this.#sendViewport()).observe(viewport);
    this.render();
  }

  /** The canvas rectangle I see, in world points. */
  get visibleRect() {
    const { width, height } = this.canvas.viewportSize;
    return this.camera.visibleRect(width, height);
  }

  /** Stops following (avatars redrawn). */
  unfollow() {
    if (!this.following) return;
    this.following = null;
    this.shownRect = null;
    this.#renderAvatars(this.peers);
  }

  #cameraChanged() {
    if (!this.moving) this.unfollow();
    this.#sendViewport();
  }

  #sendViewport() {
    const { width, height } = this.canvas.viewportSize;
    if (!(width > 0 && height > 0)) return;
    this.session.setPresence?.({ viewport: rounded(this.shownRect ?? this.visibleRect) });
  }

  /** Moves my camera to show what the followed person sees (their viewport, else their selection). */
  #follow(peer) {
    const { width, height } = this.canvas.viewportSize;
    this.moving = true;
    try {
      if (peer.viewport) {
        if (sameRect(peer.viewport, this.shownRect) || !(width > 0 && height > 0)) return;
        this.shownRect = { ...peer.viewport };
        // Already showing it (e.g. they follow me and send back what I see, rounded): my camera stays still.
        if (!showsWithin(this.visibleRect, peer.viewport)) this.camera.show(peer.viewport, width, height);
      } else if (peer.selection?.[0]) {
        this.canvas.reveal(peer.selection[0]);
      }
    } finally {
      this.moving = false;
    }
  }

  get peers() { return [...(this.session.peers?.values() ?? [])].filter((p) => !p.left); }

  selectionChanged(ids) { this.session.setPresence?.({ selection: ids }); }

  /** Sends my pointer as scene-relative points (null when it leaves the canvas). */
  pointerMoved(event) {
    if (!event) return this.session.setPresence?.({ pointer: null });
    const r = this.viewport.getBoundingClientRect();
    const world = this.camera.toWorld(event.clientX - r.left, event.clientY - r.top);
    this.session.setPresence?.({ pointer: this.canvas.scenePoint(world.x, world.y) });
  }

  render() {
    const peers = this.peers;
    this.canvas.showPeers(peers);
    this.#renderAvatars(peers);
    this.#renderOutline(peers);
    if (this.following) {
      const peer = peers.find((p) => p.clientId === this.following);
      if (!peer) this.unfollow();
      else this.#follow(peer);
    }
  }

  #renderAvatars(peers) {
    const nodes = peers.map((peer) => {
      const avatar = el("button", "avatar", initials(peer.name));
      avatar.type = "button";
      avatar.dataset.peer = peer.clientId;
      avatar.style.background = peer.color;
      avatar.title = this.following === peer.clientId
        ? `Following ${peer.name ?? "someone"}: you see what they see — click (or pan) to stop`
        : `${peer.name ?? "Someone"} — click to follow (see what they see)`;
      avatar.setAttribute("aria-label", `${peer.name ?? "Someone"} is here${this.following === peer.clientId ? " (following)" : ""}`);
      avatar.classList.toggle("following", this.following === peer.clientId);
      avatar.addEventListener("click", () => {
        const start = this.following !== peer.clientId;
        this.unfollow();
        if (start) this.following = peer.clientId;
        this.render();
      });
      return avatar;
    });
    this.container.replaceChildren(...nodes);
  }

  #renderOutline(peers) {
    for (const row of this.outline.container.querySelectorAll(".outline-row[data-peer-color]")) {
      row.removeAttribute("data-peer-color");
      row.style.removeProperty("--peer");
    }
    for (const peer of peers) {
      for (const id of peer.selection ?? []) {
        const row = this.outline.container.querySelector(`.outline-row[data-object-id="${CSS.escape(id)}"]`);
        if (!row) continue;
        row.dataset.peerColor = peer.color;
        row.style.setProperty("--peer", peer.color);
      }
    }
  }
}
