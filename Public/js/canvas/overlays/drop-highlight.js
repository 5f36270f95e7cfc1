/** The container a drag would drop into (a moved view, a library object or image), highlighted on the canvas. */
export class DropHighlight {
  /** @param {(id: string) => Element[]} elementsFor the canvas elements that stand for an object */
  constructor(world, elementsFor) {
    this.world = world;
    this.elementsFor = elementsFor;
    this.id = null;
  }

  /** Highlights the view `id` (null: none). */
  show(id) {
    if ((id ?? null) === this.id && (!id || this.world.querySelector(".drop-target")?.isConnected)) return;
    this.id = id ?? null;
    for (const node of this.world.querySelectorAll(".drop-target")) node.classList.remove("drop-target");
    if (id) for (const node of this.elementsFor(id)) if (node.classList.contains("ib-view")) node.classList.add("drop-target");
  }
}
