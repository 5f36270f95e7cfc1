/**
 * The container views a dragged view can be dropped into, kept in world points (so a pan or zoom during the drag
 * keeps them right). Hit-testing the canvas with elementsFromPoint on every pointermove made the browser hit-test
 * every drawn view, most of a drag frame's work on a 2,000-view document; measuring every container at the start
 * cost 12-130 ms for 200 of them. So a scene's containers are measured the first time the pointer is over that
 * scene's screen (its rectangle is known without asking the page), and a move is a loop over a few rectangles.
 * Outside every scene's screen (a window or object tile drawn beyond it) the page is hit-tested as before.
 */
export class DropTargets {
  #world;
  #camera;
  #origin;
  #sceneRects;
  #sceneScreens;
  #isContainer;
  #excluded;
  /** scene id → its measured targets */
  #byScene = new Map();

  /**
   * @param world the canvas's world layer; viewport the canvas viewport element (its position is read once, here)
   * @param sceneRects scene id → the world rectangle of its screen; sceneScreens scene id → that screen's element
   * @param isContainer (objectId) → the model node when that object can hold subviews, else null
   * @param excluded the dragged boxes: neither they nor their subviews are targets
   */
  constructor({ world, viewport, camera, sceneRects, sceneScreens, isContainer, excluded }) {
    this.#world = world;
    const origin = viewport.getBoundingClientRect();
    this.#origin = { x: origin.left, y: origin.top };
    this.#camera = camera;
    this.#sceneRects = sceneRects ?? new Map();
    this.#sceneScreens = sceneScreens ?? new Map();
    this.#isContainer = isContainer;
    this.#excluded = excluded;
  }

  #toWorld(clientX, clientY) {
    return this.#camera.toWorld(clientX - this.#origin.x, clientY - this.#origin.y);
  }

  #targetsOf(sceneID) {
    let targets = this.#byScene.get(sceneID);
    if (targets) return targets;
    targets = [];
    const screen = this.#sceneScreens.get(sceneID) ?? this.#world.querySelector(`.scene[data-scene-id="${CSS.escape(sceneID)}"]`);
    const depths = new Map();
    for (const box of screen?.isConnected ? screen.querySelectorAll(".ib-view[data-object-id]") : []) {
      const parent = box.parentElement?.closest(".ib-view[data-object-id]");
      const depth = (depths.get(parent) ?? 0) + 1;
      depths.set(box, depth);
      const node = this.#candidate(box);
      if (!node) continue;
      const r = box.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0) continue;
      const topLeft = this.#toWorld(r.left, r.top);
      const zoom = this.#camera.zoom;
      targets.push({ node, box, depth, x: topLeft.x, y: topLeft.y, width: r.width / zoom, height: r.height / zoom });
    }
    this.#byScene.set(sceneID, targets);
    return targets;
  }

  /** The model node of a drawn box that may take the dragged view, else null. */
  #candidate(box) {
    if (this.#excluded.some((dragged) => dragged === box || dragged.contains(box))) return null;
    return this.#isContainer(box.dataset.objectId);
  }

  /** The deepest container under the pointer; of two at the same depth, the one drawn later (on top). */
  at(clientX, clientY) {
    const { x, y } = this.#toWorld(clientX, clientY);
    let best = null;
    let inScene = false;
    for (const [sceneID, r] of this.#sceneRects) {
      if (x < r.x || y < r.y || x >= r.x + r.width || y >= r.y + r.height) continue;
      inScene = true;
      for (const target of this.#targetsOf(sceneID)) {
        if (x < target.x || y < target.y || x >= target.x + target.width || y >= target.y + target.height) continue;
        if (!best || target.depth >= best.depth) best = target;
      }
    }
    if (!inScene) return this.#hitTest(clientX, clientY);
    return best && { node: best.node, box: best.box };
  }

  #hitTest(clientX, clientY) {
    for (const element of document.elementsFromPoint(clientX, clientY)) {
      const box = element.closest(".world .ib-view[data-object-id]");
      const node = box && this.#candidate(box);
      if (node) return { node, box };
    }
    return null;
  }
}
