// Default layout margins of a table view cell's content view. Twin of
// Sources/IBLayout/UIKit/TableCellMargins.swift: the cell's margins are the table's side margins
// (the device's system minimum) and 11 pt at top and bottom — 15 pt in inset-grouped tables of
// Xcode 26 documents (toolsVersion ≥ 24500) —; the content view keeps the part of them its frame
// doesn't already leave, never less than 8 pt (beside an accessory its right margin is 8 pt). A
// cell outside any table (a xib's top-level cell) has the device's side margins when it is wider
// than 320 pt, else 16 pt; documents of Xcode 8 and before (toolsVersion < 13000, iOS 10) give
// content views UIView's 8 pt all round. Xcode 9 and 10 documents (13000 ≤ toolsVersion < 15000)
// give cells of a plain table 15 pt on the 16 pt devices (a hypothesis from the corpus: the
// evidence is in TableCellMargins.swift).
import { insets } from "./insets.js";

/** The widest free-standing cell that keeps 16 pt side margins on every device (Xcode's default cell is 320 pt). */
export const NARROW_CELL_WIDTH = 320;
/** Before Xcode 9 (iOS 11) a content view's margins were UIView's 8 pt. */
export const READABLE_CELL_MARGINS_TOOLS_VERSION = 13000;

export function contentViewMargins(node, tableSide, toolsVersion) {
  if (toolsVersion > 0 && toolsVersion < READABLE_CELL_MARGINS_TOOLS_VERSION) return insets(8, 8, 8, 8);
  const vertical = toolsVersion >= 24500 && tableStyle(node) === "insetGrouped" ? 15 : 11;
  const frame = node.storedFrame;
  const cell = node.parent?.storedFrame;
  const side = isInTable(node) ? tableSideMargin(node, tableSide, toolsVersion) : freeCellSideMargin(cell, tableSide, toolsVersion);
  if (!frame || !cell) return insets(vertical, side, vertical, side);
  const leftGap = frame.x;
  const rightGap = cell.width - (frame.x + frame.width);
  return insets(vertical, Math.max(8, side - leftGap), vertical, Math.max(8, side - rightGap));
}

/** The side margins of a cell in a table: the table's, 15 pt in Xcode 9 and 10's plain tables on 16 pt devices. */
export function tableSideMargin(node, tableSide, toolsVersion) {
  const [from, to] = PLAIN_TABLE_15_TOOLS_VERSIONS;
  if (tableSide <= 16 && toolsVersion >= from && toolsVersion < to && tableStyle(node) === "plain") return 15;
  return tableSide;
}

/** Xcode 9 and 10's plain tables keep 15 pt side margins on 16 pt devices. */
export const PLAIN_TABLE_15_TOOLS_VERSIONS = [13000, 15000];

/**
 * The side margins of a cell no table holds: the device's (`tableSide`) when the cell is wider than
 * 320 pt, else 16 pt — 15 pt on 16 pt devices in Xcode 11 documents (15000 ≤ toolsVersion < 17000).
 */
export function freeCellSideMargin(cell, tableSide, toolsVersion) {
  if (tableSide <= 16 && toolsVersion >= XCODE11_CELL_TOOLS_VERSIONS[0] && toolsVersion < XCODE11_CELL_TOOLS_VERSIONS[1]) return 15;
  return cell && cell.width > NARROW_CELL_WIDTH ? tableSide : 16;
}

/** Xcode 11's free-standing cells keep 15 pt side margins on 16 pt devices. */
export const XCODE11_CELL_TOOLS_VERSIONS = [15000, 17000];

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
