/**
 * Multiplayer presence from `session.peers`: avatars in the toolbar (click one to follow that person),
 * their pointers and selections on the canvas and in the outline, each in the person's colour.
 * My own selection and pointer go out through `session.setPresence` (the client rate-limits them).
 */
const el = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const initials = (name = "?") => name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0].toUpperCase()).join("") || "?";

export class Presence {
  constructor({ session, canvas, outline, camera, viewport, container }) {
    Object.assign(this, { session, canvas, outline, camera, viewport, container });
    this.following = null;
    session.addEventListener?.("presence", () => this.render());
    this.render();
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
      if (!peer) this.following = null;
      else if (peer.selection?.[0]) this.canvas.reveal(peer.selection[0]);
    }
  }

  #renderAvatars(peers) {
    const nodes = peers.map((peer) => {
      const avatar = el("button", "avatar", initials(peer.name));
      avatar.type = "button";
      avatar.dataset.peer = peer.clientId;
      avatar.style.background = peer.color;
      avatar.title = `${peer.name ?? "Someone"} — click to follow`;
      avatar.setAttribute("aria-label", `${peer.name ?? "Someone"} is here${this.following === peer.clientId ? " (following)" : ""}`);
      avatar.classList.toggle("following", this.following === peer.clientId);
      avatar.addEventListener("click", () => {
        this.following = this.following === peer.clientId ? null : peer.clientId;
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
