import IBDocument

/// `<pageControl>` → `UIPageControl`: control keys, `UINumberOfPages`, `UICurrentPage`,
/// `UIHideForSinglePage`, indicator tint colours (UIKit's coder names).
enum UIKitPageControlClass: UIKitViewClass {
    static let elementName = "pageControl"
    static let className = "UIPageControl"
    static let viewDefaults = UIKitViewDefaults(opaque: false)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        try UIKitControlKeys.encode(&reader, into: view)
        view.append("UINumberOfPages", .integer(try reader.integer("numberOfPages") ?? 3))
        if let page = try reader.integer("currentPage"), page != 0 { view.append("UICurrentPage", .integer(page)) }
        if try reader.bool("hidesForSinglePage", default: false) { view.append("UIHideForSinglePage", .bool(true)) }
        try UIKitColorKeys.encode([("pageIndicatorTintColor", "UIPageIndicatorTintColor"),
                                   ("currentPageIndicatorTintColor", "UICurrentPageIndicatorTintColor")], &reader, into: view, document: encoder.document)
    }
}
