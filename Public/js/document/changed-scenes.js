/**
 * Which scenes a batch of ops touched, so a remote edit redraws only those (a 2,000-view document redraws
 * in a few milliseconds instead of a full pass). `null` means "redraw everything" (the root, the scene list,
 * or something that cannot be placed).
 */

/** The innermost id (or sceneID) of an address, or null for the root. */
function anchor(address) {
  for (let a = address; a; a = a.in) {
    if (a.id !== undefined) return { id: a.id };
    if (a.sceneID !== undefined) return { sceneID: a.sceneID };
    if (a.root) return null;
  }
  return null;
}

/** The scene id (storyboard sceneID, or a xib top-level object's id) that holds an element. */
function sceneOfElement(doc, element) {
  for (let node = element; node; node = node.parentElement) {
    if (node.tagName === "scene") return node.getAttribute("sceneID");
    const parent = node.parentElement;
    if (parent?.tagName === "objects" && parent.parentElement === doc.root) return node.getAttribute("id");
  }
  return null;
}

/**
 * @param ops the applied ops (change event detail)  @param before the model before the change
 * @param doc the document after the change
 * @returns {string[] | null}
 */
export function changedSceneIds(ops, before, doc) {
  if (!Array.isArray(ops) || !ops.length) return null;
  const scenes = new Set();
  for (const op of ops) {
    for (const address of [op.target, op.parent, op.newParent]) {
      if (!address) continue;
      const at = anchor(address);
      if (!at) return null;
      if (at.sceneID) {
        if (op.op === "removeSubtree" && op.target === address && address.sceneID) return null;
        scenes.add(at.sceneID);
        continue;
      }
      const element = doc.elementById?.(at.id);
      const scene = element ? sceneOfElement(doc, element) : before.objects.get(at.id)?.scene?.id;
      if (!scene) return null;
      scenes.add(scene);
    }
  }
  return [...scenes];
}
