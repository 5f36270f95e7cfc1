import IBDocument

/// `<matrix>` of radio button cells → `NSMatrix`, from the Apple nib of fixture
/// test_matrix_flags: the view and control keys (the matrix's own control options are
/// ibtool's defaults whatever its cells say: alignment 0, writing direction 0, send-action
/// mask 0), `NSCell` (an unlisted `NSActionCell` with flags 0x20 / 0x2000),
/// `NSCellIsDiscardable`, `NSNumRows` / `NSNumCols`, `NSCells` (the button cells, listed under
/// the matrix, without `NSControlView`), `NSCellSize`, `NSIntercellSpacing`, `NSMatrixFlags`
/// (0x40800000 | 0x10000000 when empty selection is allowed | 0x04000000 selection by rect,
/// both the default; the bits of AppKit's `__MFlags`), `NSCellClass`
/// "NSActionCell", `NSProtoCell` (the prototype cell, listed), `NSSelectedRow` /
/// `NSSelectedCol` −1 (even with a cell in the on state), `NSBackgroundColor` and
/// `NSCellBackgroundColor` (the same colour). Only one-column matrices of radio cells in the
/// default mode are known; others are refused.
enum AppKitMatrixEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        let matrix = AppKitArchiveObject(className: "NSMatrix")
        var reader = AppKitAttributeReader(element)
        let matrixID = reader.id
        try reader.accept("verticalHuggingPriority", only: ["750"])
        let allowsEmptySelection = try reader.bool("allowsEmptySelection", default: true)
        let selectionByRect = try reader.bool("selectionByRect", default: true)
        var prototype: AppKitArchiveObject?
        var cells: [AppKitArchiveObject] = []
        var columns = 0
        var background: AppKitArchiveObject?
        var cellSize: String?
        var spacing: String?
        func size(_ child: MarkupElement) throws -> String {
            var sizeReader = AppKitAttributeReader(child)
            guard let width = try sizeReader.double("width"), let height = try sizeReader.double("height") else {
                throw AppKitEncodingError.malformed(element: "size", id: matrixID, reason: "a matrix size needs width and height")
            }
            try sizeReader.finish()
            return AppKitRect.sizeString(width, height)
        }
        func radioCell(_ child: MarkupElement) throws -> AppKitArchiveObject {
            guard child.name == "buttonCell", child.attribute("type") == "radio" else { throw walker.unsupported(child) }
            let cell = try AppKitButtonEncoder.encodeCell(child, control: matrix, walker: walker)
            cell["NSControlView"] = nil
            return cell
        }
        try AppKitViewEncoder.encodeView(matrix, element: element, reader: &reader, parent: parent, walker: walker) { child in
            switch (child.name, child.attribute("key")) {
            case ("color", "backgroundColor"):
                background = try context.colors.encode(child, ownerID: matrixID)
            case ("size", "cellSize"):
                cellSize = try size(child)
            case ("size", "intercellSpacing"):
                spacing = try size(child)
            case ("buttonCell", "prototype"):
                prototype = try radioCell(child)
            case ("cells", _):
                for column in child.childElements {
                    guard column.name == "column" else { throw walker.unsupported(column) }
                    columns += 1
                    cells += try column.childElements.map(radioCell)
                }
            default:
                return false
            }
            return true
        }
        guard columns == 1, let prototype, let cellSize, let spacing else {
            throw AppKitEncodingError.malformed(element: "matrix", id: matrixID,
                                                reason: "only one-column radio matrices with a prototype, cellSize and intercellSpacing can be compiled to a macOS nib yet")
        }
        let actionCell = AppKitArchiveObject(className: "NSActionCell")
        actionCell.append("NSCellFlags", .integer(0x20))
        actionCell.append("NSCellFlags2", .integer(0x2000))
        matrix["NSEnabled"] = .bool(true)
        matrix["NSCell"] = .object(actionCell)
        matrix["NSCellIsDiscardable"] = .bool(true)
        matrix["NSAllowsLogicalLayoutDirection"] = .bool(false)
        AppKitControlKeys.setPlain(matrix, sendActionMask: 0)
        matrix["NSNumRows"] = .integer(Int64(cells.count))
        matrix["NSNumCols"] = .integer(1)
        matrix["NSCells"] = .object(.mutableArray(cells))
        matrix["NSCellSize"] = .string(cellSize)
        matrix["NSIntercellSpacing"] = .string(spacing)
        // AppKit's __MFlags, most significant bit first: highlight, radio 0x40000000, list, empty
        // selection 0x10000000, autoscroll, selection by rect 0x04000000, draws cell background,
        // draws background, autosizes cells 0x00800000 (an AppKit header's struct; the pair's
        // 0x44800000 is radio | by rect | autosizes).
        var flags: Int64 = 0x4080_0000
        if allowsEmptySelection { flags |= 0x1000_0000 }
        if selectionByRect { flags |= 0x0400_0000 }
        matrix["NSMatrixFlags"] = .integer(flags)
        matrix["NSCellClass"] = .string("NSActionCell")
        matrix["NSProtoCell"] = .object(prototype)
        matrix["NSSelectedRow"] = .integer(-1)
        matrix["NSSelectedCol"] = .integer(-1)
        if let background {
            matrix["NSBackgroundColor"] = .object(background)
            matrix["NSCellBackgroundColor"] = .object(background)
        }
        matrix.order(AppKitViewEncoder.commonKeyOrder)
        try reader.finish()
        return matrix
    }
}
