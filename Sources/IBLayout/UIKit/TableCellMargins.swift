/// Default layout margins of a table view cell's content view (`tableViewCellContentView`
/// without explicit margins).
///
/// The cell's own margins are the table's side margins (the device's system minimum: 16 pt,
/// 20 pt on iPads and iPhones wider than 400 pt) and 11 pt at top and bottom — 15 pt in
/// inset-grouped tables of Xcode 26 documents (toolsVersion 24500+: iOS 26's taller rows; the
/// corpus has no Xcode 26 plain or grouped table to say whether those changed too). The
/// content view keeps the part of the cell's margin that its frame doesn't already leave, and
/// never less than UIView's 8 pt (`preservesSuperviewLayoutMargins`): beside an accessory (a
/// disclosure indicator ends the content view ~30 pt before the cell's edge) its right margin
/// is 8 pt. The gaps are read from the stored frames (the content view is placed by the cell).
/// A cell outside any table (a xib's top-level cell) has UITableViewCell's own 15 pt side
/// margins instead (Loop's BolusProgressTableViewCell, Xcode 11.5, 416 pt wide on a 375 pt
/// iPhone: its content view's explicit 15/8 pt margins, preserving the cell's, give 15/15).
enum TableCellMargins {
    /// The side margins of a cell that no table view holds.
    static let standaloneSideMargin = 15.0

    static func contentView(_ node: LayoutNode, sideMargin tableSide: Double, toolsVersion: Int) -> Insets {
        let vertical: Double = toolsVersion >= 24500 && tableStyle(of: node) == "insetGrouped" ? 15 : 11
        let side = isInTable(node) ? tableSide : standaloneSideMargin
        guard let frame = node.storedFrame, let cell = node.parent?.storedFrame else {
            return Insets(top: vertical, left: side, bottom: vertical, right: side)
        }
        let leftGap = frame.x, rightGap = cell.width - (frame.x + frame.width)
        return Insets(top: vertical, left: max(8, side - leftGap), bottom: vertical, right: max(8, side - rightGap))
    }

    /// Whether a table view holds the cell (its content view's ancestors include one).
    static func isInTable(_ node: LayoutNode) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if current.elementName == "tableView" { return true }
            ancestor = current.parent
        }
        return false
    }

    /// The `style` of the table the cell is in (`plain` when it says none or has no table).
    static func tableStyle(of node: LayoutNode) -> String {
        var ancestor = node.parent
        while let current = ancestor {
            if current.elementName == "tableView" { return current.element.attribute("style") ?? "plain" }
            ancestor = current.parent
        }
        return "plain"
    }
}
