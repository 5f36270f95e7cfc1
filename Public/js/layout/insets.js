// Edge insets in points (left-to-right: leading = left), as Sources/IBLayout/UIKit/Insets.swift.

export function insets(top = 0, left = 0, bottom = 0, right = 0) {
  return { top, left, bottom, right };
}

export const ZERO_INSETS = Object.freeze(insets());

export function addInsets(a, b) {
  return insets(a.top + b.top, a.left + b.left, a.bottom + b.bottom, a.right + b.right);
}
