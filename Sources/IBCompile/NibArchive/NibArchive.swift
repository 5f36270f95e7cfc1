/// The object graph of a compiled nib, independent of its bytes (docs/research nib-format.md §1).
///
/// Object 0 is the root. The writer (`NibArchiveWriter`) turns this into NIBArchive bytes,
/// de-duplicating keys and class names; the reader (`NibArchiveReader`, separate code path)
/// turns bytes back into this model so tests and `storyweave nib-dump` can compare graphs.
public struct NibArchive: Equatable, Sendable {
    public var objects: [NibObject]
    /// Header word at offset 14; Apple's current ibtool writes 10.
    public var coderVersion: UInt32

    public init(objects: [NibObject] = [], coderVersion: UInt32 = 10) {
        self.objects = objects
        self.coderVersion = coderVersion
    }
}

/// One archived object: its class and its key/value pairs in encoding order.
public struct NibObject: Equatable, Sendable {
    public var className: String
    /// Fallback class names (`+classFallbacksForKeyedArchiver`); empty in almost every nib.
    public var fallbackClassNames: [String]
    public var values: [NibKeyedValue]

    public init(className: String, fallbackClassNames: [String] = [], values: [NibKeyedValue] = []) {
        self.className = className
        self.fallbackClassNames = fallbackClassNames
        self.values = values
    }
}

public struct NibKeyedValue: Equatable, Sendable {
    public var key: String
    public var value: NibValue

    public init(_ key: String, _ value: NibValue) {
        self.key = key
        self.value = value
    }
}

/// A value as NIBArchive types it (type codes 0–10). Integer width is part of the value:
/// Apple's ibtool picks the smallest signed width for non-negative values and int64 for
/// negatives (`NibValue.integer(_:)` applies that rule).
public enum NibValue: Equatable, Sendable {
    case int8(Int8)
    case int16(Int16)
    case int32(Int32)
    case int64(Int64)
    case bool(Bool)
    case float(Float)
    case double(Double)
    case data([UInt8])
    case null
    /// Index into `NibArchive.objects`.
    case object(Int)

    /// An integer at the width Apple's ibtool chooses for it.
    public static func integer(_ value: Int64) -> NibValue {
        if value < 0 { return .int64(value) }
        if value <= Int64(Int8.max) { return .int8(Int8(value)) }
        if value <= Int64(Int16.max) { return .int16(Int16(value)) }
        if value <= Int64(Int32.max) { return .int32(Int32(value)) }
        return .int64(value)
    }
}
