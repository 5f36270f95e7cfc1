import IBDocument

/// `<pickerView>` → `UIPickerView`. `-[UIPickerView encodeWithCoder:]` (UIKitCore, iOS 26.1
/// decompilation) writes, after the view keys, `UIDelegate` (the delegate at archive time:
/// none, the xib's delegate is an outlet connection), then three flags, each only when set:
/// `UIShowsSelectionBar` (0x200), `UIAllowSelectingCells` (0x800), `UISkipsBackground`
/// (0x4000). `-initWithFrame:` sets 0x800 on every picker it makes (and `-initWithCoder:`
/// sets it only from the key), so the picker ibtool creates for the element archives
/// `UIAllowSelectingCells` YES. The picker's own wheels are not archived: UIKit's
/// `-_populateArchivedSubviews:` takes its foreground (which holds the columns) and its
/// selection lines out of `UISubviews`. Any attribute beyond the view's is refused.
enum UIKitPickerViewClass: UIKitViewClass {
    static let elementName = "pickerView"
    static let className = "UIPickerView"

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        view.append("UIAllowSelectingCells", .bool(true))
    }
}
