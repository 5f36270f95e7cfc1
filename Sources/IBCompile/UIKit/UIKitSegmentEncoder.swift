import Foundation
import IBDocument

/// One `<segment>` of a segmented control → `UISegment` (a `UIImageView` subclass), in
/// `-[UISegment encodeWithCoder:]`'s order (D, decompiled UIKitCore iOS 26.1): the view keys
/// (the image view's own images are cleared before encoding, so none), then `UISegmentInfo`
/// (the title, localizable as `<control id>.segmentTitles[i]`, the key Xcode's strings use; or the
/// image's placeholder), `UISegmentWidth` (float, when set), `UISegmentStyle` 5 (always) and
/// `UISegmentPosition` (when not 0). The position is what `-initWithFrame:withStyle:withItems:`
/// passes to `-_createAndAddSegmentAtIndex:position:withInfo:` (D): 0 the first, 1 a middle one,
/// 2 the last, 3 the only segment.
///
/// **Hypotheses** (no Apple nib in the fixtures has a segmented control):
/// - the frames: UIKit lays segments out when Interface Builder's canvas draws the control; here
///   a segment with a `width=` keeps it, the others share the rest of the control's width
///   equally, each as tall as the control, left to right. UIKit's `-layoutSubviews` lays them out
///   again before the control is shown, so the values matter only until then; proportional widths
///   (`apportionsSegmentWidthsByContent`) are laid out the same way, their text widths being the
///   compiling Mac's font metrics;
/// - the view keys: those of a non-opaque `UIImageView` (`-initWithInfo:…` sets `opaque` NO, and
///   an image view starts with user interaction off), with no archived subview (a title segment's
///   label is its `_info`, which `-_populateArchivedSubviews:` removes, like its divider view).
enum UIKitSegmentEncoder {
    static func encode(_ reader: inout UIKitElementReader, index: Int, count: Int, width: Double?, frame: UIKitGeometry.Frame,
                       controlID: String?, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        let segment = AppKitArchiveObject(className: "UISegment")
        segment.append("UIBounds", .bytes(UIKitGeometry.bounds(frame)))
        segment.append("UICenter", .bytes(UIKitGeometry.center(frame)))
        segment.append("UIDeepDrawRect", .bool(true))
        segment.append("UIUserInteractionDisabled", .bool(true))
        segment.append("UIAutoresizeSubviews", .bool(true))
        segment.append("UIAutoresizingMask", .integer(0))
        segment.append("UIViewSemanticContentAttribute", .integer(0))
        segment.append("UIViewLargeContentStoredProperties", .null)
        let title = reader.string("title")
        let image = reader.string("image")
        switch (title, image) {
        case (let title?, nil):
            segment.append("UISegmentInfo", UIKitStrings.localizable(title, objectID: controlID, property: "segmentTitles[\(index)]"))
        case (nil, let image?):
            segment.append("UISegmentInfo", .object(try UIKitImageEncoder.placeholder(named: image, document: encoder.document, ownerID: controlID)))
        default:
            throw UIKitEncodingError.malformed(element: "segment", id: nil, reason: "it has \(title == nil ? "neither" : "both") a title \(title == nil ? "nor" : "and") an image, "
                + "and -[UISegment encodeWithCoder:] archives exactly one object value as UISegmentInfo")
        }
        if let width { segment.append("UISegmentWidth", .float(Float(width))) }
        segment.append("UISegmentStyle", .integer(5))
        let position = count == 1 ? 3 : index == 0 ? 0 : index == count - 1 ? 2 : 1
        if position != 0 { segment.append("UISegmentPosition", .integer(Int64(position))) }
        return segment
    }

    /// Left to right, as tall as the control: fixed widths kept, the rest shared equally (hypothesis above).
    static func frames(widths: [Double?], in control: UIKitGeometry.Frame) -> [UIKitGeometry.Frame] {
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let flexible = widths.filter { $0 == nil }.count
        let share = flexible == 0 ? 0 : max(0, control.width - fixed) / Double(flexible)
        var x = 0.0
        return widths.map { width in
            let frame = UIKitGeometry.Frame(x: x, y: 0, width: width ?? share, height: control.height)
            x += frame.width
            return frame
        }
    }
}
