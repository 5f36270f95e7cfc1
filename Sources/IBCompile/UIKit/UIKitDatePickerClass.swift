import Foundation
import IBDocument

/// `<datePicker>` → `UIDatePicker`, as `-[UIDatePicker encodeWithCoder:]` writes it (UIKitCore,
/// iOS 26.1 decompilation): the control keys, then `UIPickerStyle` (only when not automatic:
/// wheels 1, compact 2, inline 3), `UIDatePickerMode` (only when not date-and-time: time 0,
/// date 1, year-and-month 4), then — outside count-down mode — `UIDate`, `UIMinimumDate`,
/// `UIMaximumDate` (each an `NSDate` with `NS.time`, when set), `UIMinuteInterval` (when not
/// 1) and `UIDatePickerUseCurrentDateDuringDecoding` NO (only for `useCurrentDate="NO"`).
///
/// * `UIDate` is always there: `-initWithFrame:`'s `_setUpInitialValues` gives every picker
///   `[NSDate date]`, so ibtool archives the document's `<date key="date">` or, without one,
///   the time of the compile (with `useCurrentDate` on, UIKit replaces it in `-awakeFromNib`).
/// * `_setUpInitialValues` also turns `preservesSuperviewLayoutMargins` on; the view keys
///   follow the document, which changes nothing at run time (`-initWithCoder:` calls it again).
/// * The wheels are not archived: `-_populateArchivedSubviews:` removes the inner picker view.
/// * The count-down timer mode (3) writes, instead of the dates, `UICountDownDuration` (a
///   float, only when the picker's time interval is not 0): the document's `countDownDuration`,
///   and nothing without one — Apple documents 0 as `countDownDuration`'s default (inferred: that
///   the data model's time interval starts there, as its zero-initialised storage would).
///   A count-down picker's `<date>`s are not archived (the coder skips them in that mode).
/// * `locale` (an `NSLocale`), a time zone or calendar are refused by name.
enum UIKitDatePickerClass: UIKitViewClass {
    static let elementName = "datePicker"
    static let className = "UIDatePicker"
    /// `UIDatePickerStyle` by the XML value.
    static let styles: [String: Int64] = ["automatic": 0, "wheels": 1, "compact": 2, "inline": 3]
    /// `UIDatePickerMode` by the XML value.
    static let modes: [String: Int64] = ["time": 0, "date": 1, "dateAndTime": 2, "countDownTimer": 3, "yearAndMonth": 4]

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        try UIKitControlKeys.encode(&reader, into: view)
        let style = try reader.mapped("style", styles, default: 0)
        if style != 0 { view.append("UIPickerStyle", .integer(style)) }
        let mode = try reader.mapped("datePickerMode", modes, default: 2)
        if mode != 2 { view.append("UIDatePickerMode", .integer(mode)) }
        if let locale = reader.string("locale") { throw reader.unsupported("locale", locale) }
        if mode == 3 {
            for key in ["date", "minimumDate", "maximumDate"] { _ = try dateChild(&reader, key) }
            if let duration = try reader.double("countDownDuration"), duration != 0 {
                view.append("UICountDownDuration", .float(Float(duration)))
            }
        } else {
            let date = try dateChild(&reader, "date") ?? Date().timeIntervalSinceReferenceDate
            view.append("UIDate", .object(archivedDate(date)))
            if let minimum = try dateChild(&reader, "minimumDate") { view.append("UIMinimumDate", .object(archivedDate(minimum))) }
            if let maximum = try dateChild(&reader, "maximumDate") { view.append("UIMaximumDate", .object(archivedDate(maximum))) }
        }
        if let interval = try reader.integer("minuteInterval"), interval != 1 { view.append("UIMinuteInterval", .integer(interval)) }
        if !(try reader.bool("useCurrentDate", default: true)) { view.append("UIDatePickerUseCurrentDateDuringDecoding", .bool(false)) }
    }

    /// `<date key="…" timeIntervalSinceReferenceDate="…">`: seconds since 2001.
    private static func dateChild(_ reader: inout UIKitElementReader, _ key: String) throws -> Double? {
        guard let child = reader.child("date", key: key) else { return nil }
        guard let text = child.attribute("timeIntervalSinceReferenceDate"), let seconds = Double(text) else {
            throw UIKitEncodingError.malformed(element: "date", id: reader.id, reason: "<date key=\"\(key)\"> has no timeIntervalSinceReferenceDate")
        }
        return seconds
    }

    /// `NSDate` as Foundation's keyed coder writes it (the same object the AppKit date picker's
    /// fixture-verified `NSContents` holds).
    private static func archivedDate(_ seconds: Double) -> AppKitArchiveObject {
        let date = AppKitArchiveObject(className: "NSDate", isSharedByContent: true)
        date.append("NS.time", .double(seconds))
        return date
    }
}
