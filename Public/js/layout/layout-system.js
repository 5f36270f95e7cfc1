// A root mapping as the plain `LayoutSystem` data Swift's `DocumentLayout.system()` produces
// (Sources/IBLayout/UIKit/LayoutSystem.swift): variables numbered views first (left, top,
// width, height in document order), then in order of first use by the constraints.
import { fixedFrameSize } from "./intrinsic-size.js";

/** One root: {rootID, variableCount, views, constraints}. */
export function systemRoot(mapping) {
  const indexOf = new Map();
  const index = (variable) => {
    let known = indexOf.get(variable);
    if (known === undefined) {
      known = indexOf.size;
      indexOf.set(variable, known);
    }
    return known;
  };
  const views = mapping.nodes.map((node) => {
    const { x, y, width, height } = node.variables;
    const fixed = fixedFrameSize(node.element, mapping.environment.toolsVersion);
    return {
      // left/top: the frame origin in the superview's bounds (y down); a root's is 0.
      id: node.id, superviewID: node.parent?.id ?? null,
      left: index(x), top: index(y), width: index(width), height: index(height),
      bottomUp: node.usesBottomUpFrame,
      storedX: node.isRoot ? node.storedFrame?.x ?? null : null,
      storedY: node.isRoot ? node.storedFrame?.y ?? null : null,
      // A switch's frame size whatever the layout says.
      fixedWidth: fixed?.width ?? null, fixedHeight: fixed?.height ?? null,
    };
  });
  const constraints = mapping.constraints.map((constraint) => ({
    terms: constraint.terms.map(([variable, coefficient]) => ({ variable: index(variable), coefficient })),
    constant: constraint.constant, relation: constraint.relation, strength: constraint.strength, origin: constraint.origin,
  }));
  return { rootID: mapping.root.id, variableCount: indexOf.size, views, constraints };
}
