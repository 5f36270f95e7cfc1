import IBDocument

/// The keys `UIScrollView` (and so `UITableView`) adds after `UIView`'s, written only when
/// not UIKit's default (UIKit's coder names): `UIScrollDisabled`, `UIPagingEnabled`,
/// `UIBounceEnabled`, `UIAlwaysBounceVertical`, `UIAlwaysBounceHorizontal`,
/// `UIShowsHorizontalScrollIndicator`, `UIShowsVerticalScrollIndicator`,
/// `UIDirectionalLockEnabled`, `UIKeyboardDismissMode`, `UIScrollViewContentInsetAdjustmentBehavior`, `UIIndicatorStyle`,
/// `UIMinimumZoomScale`, `UIMaximumZoomScale`.
enum UIKitScrollViewKeys {
    static func encode(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject) throws {
        if !(try reader.bool("scrollEnabled", default: true)) { view.append("UIScrollDisabled", .bool(true)) }
        if try reader.bool("pagingEnabled", default: false) { view.append("UIPagingEnabled", .bool(true)) }
        if !(try reader.bool("bounces", default: true)) { view.append("UIBounceEnabled", .bool(false)) }
        if try reader.bool("alwaysBounceVertical", default: false) { view.append("UIAlwaysBounceVertical", .bool(true)) }
        if try reader.bool("alwaysBounceHorizontal", default: false) { view.append("UIAlwaysBounceHorizontal", .bool(true)) }
        if !(try reader.bool("showsHorizontalScrollIndicator", default: true)) { view.append("UIShowsHorizontalScrollIndicator", .bool(false)) }
        if !(try reader.bool("showsVerticalScrollIndicator", default: true)) { view.append("UIShowsVerticalScrollIndicator", .bool(false)) }
        if try reader.bool("directionalLockEnabled", default: false) { view.append("UIDirectionalLockEnabled", .bool(true)) }
        let dismiss = try reader.mapped("keyboardDismissMode", ["none": Int64(0), "onDrag": 1, "interactive": 2], default: 0)
        if dismiss != 0 { view.append("UIKeyboardDismissMode", .integer(dismiss)) }
        let adjustment = try reader.mapped("contentInsetAdjustmentBehavior", ["automatic": Int64(0), "scrollableAxes": 1, "never": 2, "always": 3], default: 0)
        if adjustment != 0 { view.append("UIScrollViewContentInsetAdjustmentBehavior", .integer(adjustment)) }
        let indicator = try reader.mapped("indicatorStyle", ["default": Int64(0), "black": 1, "white": 2], default: 0)
        if indicator != 0 { view.append("UIIndicatorStyle", .integer(indicator)) }
        if let scale = try reader.double("minimumZoomScale"), scale != 1 { view.append("UIMinimumZoomScale", .float(Float(scale))) }
        if let scale = try reader.double("maximumZoomScale"), scale != 1 { view.append("UIMaximumZoomScale", .float(Float(scale))) }
        for (name, key) in [("bouncesZoom", "UIBouncesZoom"), ("delaysContentTouches", "UIDelaysContentTouches"),
                            ("canCancelContentTouches", "UICanCancelContentTouches")] {
            if !(try reader.bool(name, default: true)) { view.append(key, .bool(false)) }
        }
    }
}
