// A root mapping as the plain `LayoutSystem` data Swift's `DocumentLayout.system()` produces
// (Sources/IBLayout/UIKit/LayoutSystem.swift): variables numbered views first (left, top,
// width, height in document order), then in order of first use by the constraints.
import { nodeFrameOutsets } from "./alignment-rect.js";
import { fixedFrameSize } from "./intrinsic-size.js";

/** The mapping's variables in system order and each one's index. */
function numbered(mapping) {
  const indexOf = new Map();
  const variables = [];
  const index = (variable) => {
    let known = indexOf.get(variable);
    if (known === undefined) {
      known = variables.length;
      indexOf.set(variable, known);
      variables.push(variable);
    }
    return known;
  };
  const views = mapping.nodes.map((node) => {
    const { x, y, width, height } = node.variables;
    // (UISwitch's; an NSSwitch is sized by its constraints.)
    const fixed = node.appKit === null ? fixedFrameSize(node.element, mapping.environment.toolsVersion) : null;
    const outsets = nodeFrameOutsets(node, mapping.environment.toolsVersion);
    return {
      // left/top: the frame origin in the superview's bounds (y down); a root's is 0.
      id: node.id, superviewID: node.parent?.id ?? null,
      left: index(x), top: index(y), width: index(width), height: index(height),
      bottomUp: node.usesBottomUpFrame,
      storedX: node.isRoot ? node.storedFrame?.x ?? null : null,
      storedY: node.isRoot ? node.storedFrame?.y ?? null : null,
      // A switch's frame size whatever the layout says.
      fixedWidth: fixed?.width ?? null, fixedHeight: fixed?.height ?? null,
      // How far the frame reaches beyond the solved (alignment) rect: [top, left, bottom, right].
      frameOutsets: outsets ? [outsets.top, outsets.left, outsets.bottom, outsets.right] : null,
    };
  });
  for (const constraint of mapping.constraints) for (const term of constraint.terms) index(term[0]);
  return { views, variables, indexOf };
}

/** The system entries of the mapping's constraints (`indexOf`: variable → index). */
function systemConstraints(mapping, indexOf) {
  return mapping.constraints.map((constraint) => ({
    terms: constraint.terms.map(([variable, coefficient]) => ({ variable: indexOf.get(variable), coefficient })),
    constant: constraint.constant, relation: constraint.relation, strength: constraint.strength, origin: constraint.origin,
  }));
}

/** The points-to-pixels scale frames are aligned to: the device's; AppKit's whole points (Xcode stores 140.5 pt wide buttons at x 387 and 540 as 141 and 140: edges rounded, halves up). */
function pixelScaleOf(mapping) {
  return mapping.root.appKit !== null ? 1 : mapping.environment.device.displayScale;
}

/** One root: {rootID, variableCount, views, constraints}. */
export function systemRoot(mapping) {
  const { views, variables, indexOf } = numbered(mapping);
  return { rootID: mapping.root.id, variableCount: variables.length, pixelScale: pixelScaleOf(mapping), views,
    constraints: systemConstraints(mapping, indexOf) };
}

/**
 * What `RootLayout` solves a mapping from without copying its constraints: {root, variables,
 * constraints} — the system root (its `constraints` entries made when first read), the mapping's
 * variables in system order (the solver's variables) and its constraints (solver Constraints).
 */
export function solvableRoot(mapping) {
  const { views, variables, indexOf } = numbered(mapping);
  let entries = null;
  const root = {
    rootID: mapping.root.id, variableCount: variables.length, pixelScale: pixelScaleOf(mapping), views,
    get constraints() { return (entries ??= systemConstraints(mapping, indexOf)); },
  };
  return { root, variables, constraints: mapping.constraints };
}
