// Something a constraint can name: a view or a layout guide, as four linear expressions in root
// coordinates plus its margins and baselines. Twin of Sources/IBLayout/UIKit/LayoutItem.swift.
// Attributes are spelled as IB writes them (`baseline` is the last baseline).
import { ZERO_INSETS } from "./insets.js";

export const LAYOUT_ATTRIBUTES = new Set(["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
  "centerY", "baseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
  "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"]);

/** Edges and margins: attributes that attach to a scroll view's content area when seen from inside it. */
export const EDGE_ATTRIBUTES = new Set(["left", "right", "leading", "trailing", "top", "bottom", "leftMargin", "rightMargin",
  "leadingMargin", "trailingMargin", "topMargin", "bottomMargin"]);

export class LayoutItem {
  /** kind: "view" or the guide's key. left/top/width/height: Expressions. */
  constructor(id, kind, element, left, top, width, height, margins = ZERO_INSETS) {
    Object.assign(this, { id, kind, element, left, top, width, height, margins });
    /** Baselines sit at `top + scale·height + offset`; non-text views use their bottom edge. */
    this.firstBaseline = [1, 0];
    this.lastBaseline = [1, 0];
  }

  /** The expression of one attribute (left-to-right: leading is left, trailing is right). */
  expression(attribute) {
    const { left, top, width, height, margins } = this;
    switch (attribute) {
      case "left": case "leading": return left;
      case "right": case "trailing": return left.plus(width);
      case "top": return top;
      case "bottom": return top.plus(height);
      case "width": return width;
      case "height": return height;
      case "centerX": return left.plus(width.scaled(0.5));
      case "centerY": return top.plus(height.scaled(0.5));
      case "leftMargin": case "leadingMargin": return left.plusConstant(margins.left);
      case "rightMargin": case "trailingMargin": return left.plus(width).minusConstant(margins.right);
      case "topMargin": return top.plusConstant(margins.top);
      case "bottomMargin": return top.plus(height).minusConstant(margins.bottom);
      case "centerXWithinMargins": return left.plus(width.scaled(0.5)).plusConstant(0.5 * (margins.left - margins.right));
      case "centerYWithinMargins": return top.plus(height.scaled(0.5)).plusConstant(0.5 * (margins.top - margins.bottom));
      case "firstBaseline": return top.plus(height.scaled(this.firstBaseline[0])).plusConstant(this.firstBaseline[1]);
      case "baseline": return top.plus(height.scaled(this.lastBaseline[0])).plusConstant(this.lastBaseline[1]);
      default: throw new Error(`unknown layout attribute ${attribute}`);
    }
  }
}
