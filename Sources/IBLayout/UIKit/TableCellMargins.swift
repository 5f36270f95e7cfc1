import IBDocument

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
/// A cell outside any table (a xib's top-level cell) has the device's side margins when it is
/// wider than 320 pt (Xcode's default cell), else 16 pt: 60 free-standing cells of the corpus,
/// Xcode 10 to 26 (320 pt cells store 16 on the 414 pt XR as on the 375 pt iPhone 8; wider ones
/// 20 on the XR and 16 on the iPhone 8). Xcode 11 documents (15000 ≤ toolsVersion < 17000) give
/// 15 pt on the 16 pt devices (three cells of two apps, Loop's BolusProgressTableViewCell among
/// them: its content view's explicit 15/8 pt margins, preserving the cell's, store 15/15).
/// Documents of Xcode 8 and before (toolsVersion < 13000, the iOS 10 SDK) give content views
/// UIView's 8 pt all round (7 cells of ChatSecure, in and out of tables): iOS 11 moved them to
/// the readable margins. Xcode 9 and 10 documents (13000 ≤ toolsVersion < 15000) give cells of a
/// plain table 15 pt on the 16 pt devices (a hypothesis from the corpus: 6 constraints to the
/// content view's leading margin in ChatSecure's OTRRoomOccupants and Rocket.Chat's Subscriptions
/// store 15, the 3 in Rocket.Chat's grouped tables 16; no document of another generation has a
/// plain table's cell on such a device).
enum TableCellMargins {
    /// The widest free-standing cell that keeps 16 pt side margins on every device.
    static let narrowCellWidth = 320.0
    /// Before Xcode 9 (iOS 11) a content view's margins were UIView's 8 pt.
    static let readableMarginsToolsVersion = 13000
    /// Xcode 11's free-standing cells keep 15 pt side margins on 16 pt devices.
    static let xcode11CellToolsVersions = 15000..<17000
    /// Xcode 9 and 10's plain tables keep 15 pt side margins on 16 pt devices.
    static let plainTable15ToolsVersions = 13000..<15000

    static func contentView(_ node: LayoutNode, sideMargin tableSide: Double, toolsVersion: Int) -> Insets {
        if toolsVersion > 0, toolsVersion < readableMarginsToolsVersion { return Insets(top: 8, left: 8, bottom: 8, right: 8) }
        let vertical: Double = toolsVersion >= 24500 && tableStyle(of: node) == "insetGrouped" ? 15 : 11
        let side = isInTable(node) ? tableSideMargin(node, tableSide: tableSide, toolsVersion: toolsVersion)
            : freeCellSideMargin(cell: node.parent?.storedFrame, tableSide: tableSide, toolsVersion: toolsVersion)
        guard let frame = node.storedFrame, let cell = node.parent?.storedFrame else {
            return Insets(top: vertical, left: side, bottom: vertical, right: side)
        }
        let leftGap = frame.x, rightGap = cell.width - (frame.x + frame.width)
        return Insets(top: vertical, left: max(8, side - leftGap), bottom: vertical, right: max(8, side - rightGap))
    }

    /// The side margins of a cell in a table: the table's, 15 pt in Xcode 9 and 10's plain tables on 16 pt devices (above).
    static func tableSideMargin(_ node: LayoutNode, tableSide: Double, toolsVersion: Int) -> Double {
        if tableSide <= 16, plainTable15ToolsVersions.contains(toolsVersion), tableStyle(of: node) == "plain" { return 15 }
        return tableSide
    }

    /// The side margins of a cell no table holds (above).
    static func freeCellSideMargin(cell: IBRect?, tableSide: Double, toolsVersion: Int) -> Double {
        if tableSide <= 16, xcode11CellToolsVersions.contains(toolsVersion) { return 15 }
        guard let cell, cell.width > narrowCellWidth else { return 16 }
        return tableSide
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
