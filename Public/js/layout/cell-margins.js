// Default layout margins of a table view cell's content view. Twin of
// Sources/IBLayout/UIKit/TableCellMargins.swift: the cell's margins are the table's side margins
// (the device's system minimum) and 11 pt at top and bottom — 15 pt in inset-grouped tables of
// Xcode 26 documents (toolsVersion ≥ 24500) —; the content view keeps the part of them its frame
// doesn't already leave, never less than 8 pt (beside an accessory its right margin is 8 pt). A
// cell outside any table (a xib's top-level cell) has UITableViewCell's own 15 pt side margins.
import { insets } from "./insets.js";

/** The side margins of a cell that no table view holds. */
export const STANDALONE_SIDE_MARGIN = 15;

export function contentViewMargins(node, tableSide, toolsVersion) {
  const vertical = toolsVersion >= 24500 && tableStyle(node) === "insetGrouped" ? 15 : 11;
  const side = isInTable(node) ? tableSide : STANDALONE_SIDE_MARGIN;
  const frame = node.storedFrame;
  const cell = node.parent?.storedFrame;
  if (!frame || !cell) return insets(vertical, side, vertical, side);
  const leftGap = frame.x;
  const rightGap = cell.width - (frame.x + frame.width);
  return insets(vertical, Math.max(8, side - leftGap), vertical, Math.max(8, side - rightGap));
}

/** Whether a table view holds the cell (its content view's ancestors include one). */
export function isInTable(node) {
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) if (ancestor.elementName === "tableView") return true;
  return false;
}

/** The `style` of the table the cell is in ("plain" when it says none or has no table). */
export function tableStyle(node) {
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.elementName === "tableView") return ancestor.element.getAttribute("style") ?? "plain";
  }
  return "plain";
}
