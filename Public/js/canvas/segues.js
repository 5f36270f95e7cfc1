/** Segue arrows between scenes, in world coordinates, each with a badge showing its kind. */

const SVG = "http://www.w3.org/2000/svg";
const KIND_GLYPHS = { show: "→", showDetail: "⇉", presentation: "⇡", modal: "⇡", popoverPresentation: "◹", embed: "⊞",
  relationship: "⟜", unwind: "⇤", custom: "✱", push: "→", replace: "⇄" };

const svg = (tag, attributes) => {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
};

/** A layer (SVG paths + HTML badges) for every segue whose two scenes are drawn. */
export function drawSegues(model, sceneRects) {
  const layer = document.createElement("div");
  layer.className = "segue-layer";
  const paths = svg("svg", { class: "segue-paths", width: "1", height: "1" });
  const defs = svg("defs", {});
  const marker = svg("marker", { id: "segue-arrowhead", viewBox: "0 0 10 10", refX: "9", refY: "5", markerWidth: "7", markerHeight: "7", orient: "auto-start-reverse" });
  marker.append(svg("path", { d: "M0,0 L10,5 L0,10 z", class: "arrowhead" }));
  defs.append(marker);
  paths.append(defs);
  layer.append(paths);
  for (const segue of model.segues) {
    const from = sceneRects.get(model.sceneOf(segue.sourceId)?.id);
    const to = sceneRects.get(model.objects.get(segue.destination)?.scene?.id);
    if (!from || !to || from === to) continue;
    const start = { x: from.x + from.width, y: from.y + from.height / 2 };
    const end = { x: to.x, y: to.y + to.height / 2 };
    if (to.x + to.width / 2 < from.x + from.width / 2) {
      start.x = from.x;
      end.x = to.x + to.width;
    }
    const bend = Math.max(60, Math.abs(end.x - start.x) / 2) * Math.sign(end.x - start.x || 1);
    const d = `M${start.x},${start.y} C${start.x + bend},${start.y} ${end.x - bend},${end.y} ${end.x},${end.y}`;
    const path = svg("path", { d, class: `segue-path kind-${segue.kind ?? "custom"}`, "marker-end": "url(#segue-arrowhead)" });
    path.dataset.segueId = segue.id;
    paths.append(path);
    const badge = document.createElement("button");
    badge.type = "button";
    badge.className = "segue-badge";
    badge.dataset.objectId = segue.id;
    badge.dataset.class = "UIStoryboardSegue";
    const label = segue.relationship ? `Relationship “${segue.relationship}”` : `${segue.kind ?? "custom"} segue`;
    badge.title = segue.identifier ? `${label} (${segue.identifier})` : label;
    badge.setAttribute("aria-label", badge.title);
    badge.textContent = KIND_GLYPHS[segue.kind] ?? KIND_GLYPHS.custom;
    badge.style.left = `${(start.x + end.x) / 2}px`;
    badge.style.top = `${(start.y + end.y) / 2}px`;
    layer.append(badge);
  }
  return layer;
}
