// translatesAutoresizingMaskIntoConstraints: a view not laid out by constraints keeps its stored
// frame relative to its superview; when the superview's size differs from the stored one, the
// flexible parts of the mask absorb the difference in proportion to their stored sizes (linear
// in the superview's size, so a constraint). Twin of RootLayout+Autoresizing.swift.
import { childElement } from "./elements.js";
import { Expression } from "./expression.js";

export function addAutoresizingConstraints(layout) {
  for (const node of layout.nodes) {
    if (node.isRoot || !node.translatesAutoresizingMask || !node.parent) continue;
    const parent = node.parent;
    const mask = childElement(node.element, "autoresizingMask", "autoresizingMask");
    const flag = (name) => mask?.getAttribute(name) === "YES";
    const frame = node.storedAbsoluteFrame, parentFrame = parent.storedAbsoluteFrame;
    const horizontal = axisFractions(frame.x - parentFrame.x, frame.width, parentFrame.width,
      flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX"));
    // AppKit's minY is the bottom margin of a bottom-up (unflipped) superview.
    const [topFlag, bottomFlag] = node.usesBottomUpFrame ? ["flexibleMaxY", "flexibleMinY"] : ["flexibleMinY", "flexibleMaxY"];
    const vertical = axisFractions(frame.y - parentFrame.y, frame.height, parentFrame.height,
      flag(topFlag), flag("heightSizable"), flag(bottomFlag));
    const child = node.variables, superview = parent.variables;
    const origin = `autoresizing mask of ${node.id}`;
    const widthChange = Expression.of(superview.width).minusConstant(parentFrame.width);
    const heightChange = Expression.of(superview.height).minusConstant(parentFrame.height);
    layout.add(Expression.of(child.x), "==",
      Expression.constant(frame.x - parentFrame.x).plus(widthChange.scaled(horizontal.start)), origin);
    layout.add(Expression.of(child.width), "==", Expression.constant(frame.width).plus(widthChange.scaled(horizontal.size)), origin);
    layout.add(Expression.of(child.y), "==",
      Expression.constant(frame.y - parentFrame.y).plus(heightChange.scaled(vertical.start)), origin);
    layout.add(Expression.of(child.height), "==", Expression.constant(frame.height).plus(heightChange.scaled(vertical.size)), origin);
  }
}

/** The shares of a size change taken by the start margin and by the size. */
function axisFractions(origin, size, container, flexibleStart, flexibleSize, flexibleEnd) {
  const end = container - origin - size;
  const parts = [[flexibleStart, Math.max(origin, 0)], [flexibleSize, Math.max(size, 0)], [flexibleEnd, Math.max(end, 0)]];
  const flexible = parts.filter(([isFlexible]) => isFlexible);
  if (flexible.length === 0) return { start: 0, size: 0 };
  const total = flexible.reduce((sum, [, length]) => sum + length, 0);
  const share = (index) => {
    if (!parts[index][0]) return 0;
    return total > 0 ? parts[index][1] / total : 1 / flexible.length;
  };
  return { start: share(0), size: share(1) };
}
