import IBDocument

/// `<numberFormatter key="formatter">` (10.4 behaviour, no style or the decimal style) →
/// `NSNumberFormatter`, listed under its cell, as ibtool archives it (fixtures numfmt_basic,
/// numfmt_decimal):
///
/// - `NS.attributes`: an `NSMutableDictionary`, keys sorted — allowsFloats, alwaysShowsDecimal-
///   Separator, formatWidth, formatterBehavior (1040), generatesDecimalNumbers, groupingSize,
///   lenient, maximum/minimum (when given), maximum/minimumFractionDigits, maximum/minimum-
///   IntegerDigits, the infinity symbols "+∞"/"-∞", nilSymbol "", numberStyle (when given),
///   paddingPosition 0, roundingMode 4, secondaryGroupingSize 0, usesGroupingSeparator.
/// - `NS.positiveformat` = `NS.negativeformat`: the ICU pattern (grouping "#,##0", else one "#"
///   per optional and one "0" per required integer digit; "." + "0"s and "#"s for the fraction).
/// - nil attributes and zero, `NS.nil` (an attributed ""), `NS.nan` (attributed "NaN" with empty
///   attributes), `NS.min`/`NS.max` (the limits, else one NaN `NSDecimalNumberPlaceholder`),
///   `NS.rounding` (`NSDecimalNumberHandler`, mode 3, raising), "." and ",", `NS.hasthousands`,
///   `NS.localized`, `NS.allowsfloats`.
///
/// Defaults follow the style: none — grouping 0 and off, no fraction digits, 1…42 integer
/// digits; decimal — grouping 3 and on, 0…3 fraction digits, 1…2000000000 integer digits.
///
/// `formatterBehavior="custom10_4"` is encoded exactly like `default10_4`: both are
/// `NSNumberFormatterBehavior10_4` (1040, the only 10.4 value AppKit has), the difference being
/// Interface Builder's inspector state. A `<nil key="negativeInfinitySymbol"/>` (or positive) leaves
/// that key out of `NS.attributes` — NSNumberFormatter's attributes dictionary holds only the values
/// set, as AppKit's coder wrote it in the legacy archive sequelpro DBView — and an `<integer
/// key="minimum">` (or maximum) limit is an integer `NSNumber` where a `<real>` one is a double.
/// All three are **hypotheses**: no pair has a custom formatter, a nil symbol or an integer limit.
/// `lenient="YES"` is `lenient` YES in `NS.attributes` (a boolean `NSNumber`, as AppKit's coder
/// wrote it in the legacy archive sequelpro DBView, whose xib says `lenient="YES"`); the pairs
/// show the NO that a formatter without the attribute gets.
/// The 10.0 behaviour (`formatterBehavior="10_0"`, an `NSNumberFormatter` of the old kind with
/// formats and text attributes for negative values) stays refused: its keyed form is in no pair.
enum AppKitNumberFormatterEncoder {
    static let styles: [String: Int64] = ["none": 0, "decimal": 1]

    static func encode(_ element: MarkupElement, cell: AppKitArchiveObject?,
                       context: AppKitEncodingContext) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        try reader.accept("formatterBehavior", only: ["default10_4", "custom10_4"])
        let styleName = reader.string("numberStyle")
        guard let style = styleName.map({ styles[$0] }) ?? 0 else { throw reader.unsupported("numberStyle", styleName ?? "") }
        let decimal = style == 1
        func integer(_ name: String, _ defaultValue: Int64) throws -> Int64 { try reader.integer(name) ?? defaultValue }
        let formatWidth = try integer("formatWidth", 0)
        let groupingSize = try integer("groupingSize", decimal ? 3 : 0)
        let usesGrouping = try reader.bool("usesGroupingSeparator", default: decimal)
        let minimumIntegerDigits = try integer("minimumIntegerDigits", 1)
        let maximumIntegerDigits = try integer("maximumIntegerDigits", decimal ? 2_000_000_000 : 42)
        let minimumFractionDigits = try integer("minimumFractionDigits", 0)
        let maximumFractionDigits = try integer("maximumFractionDigits", decimal ? 3 : 0)
        let allowsFloats = try reader.bool("allowsFloats", default: true)
        let lenient = try reader.bool("lenient", default: false)
        var limits: [String: AppKitArchiveObject] = [:]
        var nilSymbols: Set<String> = []
        for child in element.childElements {
            let key = child.attribute("key") ?? ""
            if child.name == "nil", ["negativeInfinitySymbol", "positiveInfinitySymbol"].contains(key) {
                nilSymbols.insert(key)
                continue
            }
            guard ["minimum", "maximum"].contains(key), let text = child.attribute("value") else {
                throw AppKitEncodingError.unsupported(child)
            }
            switch child.name {
            case "real":
                guard let value = Double(text) else { throw AppKitEncodingError.unsupported(child) }
                limits[key] = double(value)
            case "integer":
                guard let value = Int64(text) else { throw AppKitEncodingError.unsupported(child) }
                limits[key] = .number(value)
            default:
                throw AppKitEncodingError.unsupported(child)
            }
        }

        let pattern = try format(groupingSize: usesGrouping ? groupingSize : 0, minimumInteger: minimumIntegerDigits,
                                 maximumInteger: maximumIntegerDigits, minimumFraction: minimumFractionDigits,
                                 maximumFraction: maximumFractionDigits, reader: reader)
        let limitNumbers = limits
        var attributes: [(String, AppKitArchiveObject)] = [
            ("allowsFloats", bool(allowsFloats)), ("alwaysShowsDecimalSeparator", bool(false)),
            ("formatWidth", .number(formatWidth)), ("formatterBehavior", .number(1040)),
            ("generatesDecimalNumbers", bool(false)), ("groupingSize", .number(groupingSize)), ("lenient", bool(lenient)),
            ("maximumFractionDigits", .number(maximumFractionDigits)), ("maximumIntegerDigits", .number(maximumIntegerDigits)),
            ("minimumFractionDigits", .number(minimumFractionDigits)), ("minimumIntegerDigits", .number(minimumIntegerDigits)),
            ("negativeInfinitySymbol", .string("-\u{221E}")), ("nilSymbol", .string("")),
            ("paddingPosition", .number(0)), ("positiveInfinitySymbol", .string("+\u{221E}")), ("roundingMode", .number(4)),
            ("secondaryGroupingSize", .number(0)), ("usesGroupingSeparator", bool(usesGrouping)),
        ]
        attributes.removeAll { nilSymbols.contains($0.0) }
        for (key, number) in limitNumbers { attributes.append((key, number)) }
        if styleName != nil { attributes.append(("numberStyle", .number(style))) }
        attributes.sort { $0.0 < $1.0 }

        let formatter = AppKitArchiveObject(className: "NSNumberFormatter")
        context.list(formatter, id: reader.id, parent: cell)
        formatter.append("NS.attributes", .object(.collection("NSMutableDictionary",
                                                               attributes.flatMap { [.string($0.0), .object($0.1)] })))
        let patternString = AppKitArchiveObject.string(pattern)
        formatter.append("NS.positiveformat", .object(patternString))
        formatter.append("NS.negativeformat", .object(patternString))
        formatter.append("NS.positiveattrs", .null)
        formatter.append("NS.negativeattrs", .null)
        formatter.append("NS.zero", .null)
        let nilString = AppKitArchiveObject(className: "NSAttributedString")
        nilString.append("NSString", .string(""))
        formatter.append("NS.nil", .object(nilString))
        let nan = AppKitArchiveObject(className: "NSAttributedString")
        nan.append("NSString", .string("NaN"))
        nan.append("NSAttributes", .object(.collection("NSDictionary", [])))
        formatter.append("NS.nan", .object(nan))
        let notANumber = decimalNaN()
        formatter.append("NS.min", .object(limitNumbers["minimum"] ?? notANumber))
        formatter.append("NS.max", .object(limitNumbers["maximum"] ?? notANumber))
        let rounding = AppKitArchiveObject(className: "NSDecimalNumberHandler")
        rounding.append("NS.roundingmode", .integer(3))
        rounding.append("NS.raise.overflow", .bool(true))
        rounding.append("NS.raise.underflow", .bool(true))
        rounding.append("NS.raise.dividebyzero", .bool(true))
        formatter.append("NS.rounding", .object(rounding))
        formatter.append("NS.decimal", .string("."))
        formatter.append("NS.thousand", .string(","))
        formatter.append("NS.hasthousands", .bool(usesGrouping))
        formatter.append("NS.localized", .bool(true))
        formatter.append("NS.allowsfloats", .bool(allowsFloats))
        try reader.finish()
        return formatter
    }

    /// The ICU pattern for these digit counts; absurdly long ungrouped patterns are refused.
    static func format(groupingSize: Int64, minimumInteger: Int64, maximumInteger: Int64, minimumFraction: Int64,
                       maximumFraction: Int64, reader: AppKitAttributeReader) throws -> String {
        var pattern: String
        if groupingSize > 0 {
            guard minimumInteger <= groupingSize else {
                throw reader.unsupported("minimumIntegerDigits", String(minimumInteger))
            }
            pattern = "#," + String(repeating: "#", count: Int(groupingSize - minimumInteger)) + String(repeating: "0", count: Int(minimumInteger))
        } else {
            guard minimumInteger <= maximumInteger else {
                throw AppKitEncodingError.malformed(element: "numberFormatter", id: reader.id,
                                                    reason: "minimumIntegerDigits is more than maximumIntegerDigits")
            }
            guard maximumInteger <= 1000 else { throw reader.unsupported("maximumIntegerDigits", String(maximumInteger)) }
            pattern = String(repeating: "#", count: Int(maximumInteger - minimumInteger)) + String(repeating: "0", count: Int(minimumInteger))
        }
        if maximumFraction > 0 {
            guard minimumFraction <= maximumFraction else { throw reader.unsupported("minimumFractionDigits", String(minimumFraction)) }
            pattern += "." + String(repeating: "0", count: Int(minimumFraction))
                + String(repeating: "#", count: Int(maximumFraction - minimumFraction))
        }
        return pattern
    }

    /// The title a number formatter reads: an integer becomes an `NSNumber`; nil otherwise.
    static func number(from title: String) -> AppKitArchiveObject? {
        guard let value = Int64(title) else { return nil }
        return .number(value)
    }

    private static func bool(_ value: Bool) -> AppKitArchiveObject {
        let number = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
        number.append("NS.boolval", .bool(value))
        return number
    }

    private static func double(_ value: Double) -> AppKitArchiveObject {
        let number = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
        number.append("NS.dblval", .double(value))
        return number
    }

    /// `NSDecimalNumber.notANumber` as archived: length 0, negative, empty mantissa.
    private static func decimalNaN() -> AppKitArchiveObject {
        let number = AppKitArchiveObject(className: "NSDecimalNumberPlaceholder")
        number.append("NS.exponent", .integer(0))
        number.append("NS.length", .integer(0))
        number.append("NS.negative", .bool(true))
        number.append("NS.compact", .bool(false))
        number.append("NS.mantissa.bo", .integer(1))
        number.append("NS.mantissa", .bytes([UInt8](repeating: 0, count: 16)))
        return number
    }
}
