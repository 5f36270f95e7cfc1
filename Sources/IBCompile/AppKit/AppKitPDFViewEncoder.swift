import IBDocument

/// `<pdfView>` → `PDFView` (PDFKit's own keys, unprefixed): `Version` 3, `DisplayMode`,
/// `PageBreaks`, `ScaleFactor`/`MinScaleFactor`/`MaxScaleFactor` (floats), `AutoScale`,
/// `DisplaysAsBook`, `InterpolationQuality` 2 …, plus an empty `NSSubviews` and the
/// file-name pasteboard type in `NSDragTypes`.
enum AppKitPDFViewEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let view = AppKitArchiveObject(className: "PDFView")
        var reader = AppKitAttributeReader(element)
        try AppKitViewEncoder.encodeView(view, element: element, reader: &reader, parent: parent, walker: walker) { _ in false }
        view.setIfAbsent("NSSubviews", .object(.mutableArray([])))
        view["NSDragTypes"] = .object(.mutableSet([.string("NSFilenamesPboardType")]))
        view["Version"] = .integer(3)
        view["DisplayMode"] = .integer(try reader.mapped("displayMode", ["singlePage": Int64(0), "singlePageContinuous": 1,
                                                                          "twoUp": 2, "twoUpContinuous": 3], default: 1))
        view["PageBreaks"] = .bool(try reader.bool("displaysPageBreaks", default: true))
        view["ScaleFactor"] = .float(1)
        view["AutoScale"] = .bool(try reader.bool("autoScales", default: false))
        view["DisplayDirection"] = .bool(false)
        view["DisplaysRTL"] = .bool(false)
        view["MinScaleFactor"] = .float(0.1)
        view["MaxScaleFactor"] = .float(20)
        view["DisplaysAsBook"] = .bool(try reader.bool("displaysAsBook", default: false))
        view["EnableDataDetectors"] = .bool(false)
        view["InterpolationQuality"] = .integer(2)
        view["AcceptsDraggedFiles"] = .bool(false)
        view.order(AppKitViewEncoder.commonKeyOrder)
        try reader.finish()
        return view
    }
}
