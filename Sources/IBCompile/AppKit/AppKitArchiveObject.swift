/// The mutable object graph the AppKit encoder builds before it is flattened into a
/// `NibArchive`. Objects are reference types so that parents, cells and connections can point
/// at each other (views refer to their superview, cells to their control, menu items to their
/// menu) while the document is still being walked; `AppKitArchiveFlattener` numbers them.
final class AppKitArchiveObject {
    var className: String
    /// Key/value pairs in encoding order. A key appears once except in collections, whose
    /// elements all use `UINibEncoderEmptyKey`.
    private(set) var values: [(key: String, value: AppKitArchiveValue)] = []
    /// True for immutable value objects (strings, numbers, resources, immutable arrays) that
    /// Apple's encoder writes once and shares wherever an identical one is encoded again.
    let isSharedByContent: Bool

    init(className: String, isSharedByContent: Bool = false) {
        self.className = className
        self.isSharedByContent = isSharedByContent
    }

    subscript(key: String) -> AppKitArchiveValue? {
        get { values.first { $0.key == key }?.value }
        set {
            guard let newValue else {
                values.removeAll { $0.key == key }
                return
            }
            if let index = values.firstIndex(where: { $0.key == key }) {
                values[index].value = newValue
            } else {
                values.append((key, newValue))
            }
        }
    }

    func contains(_ key: String) -> Bool { values.contains { $0.key == key } }

    func setIfAbsent(_ key: String, _ value: AppKitArchiveValue) {
        if !contains(key) { values.append((key, value)) }
    }

    /// Appends a value even when the key is already present (collection elements).
    func append(_ key: String, _ value: AppKitArchiveValue) {
        values.append((key, value))
    }

    /// ORs bits into an integer value (flag words built up by several attributes).
    func orFlags(_ key: String, _ bits: Int64) {
        if case .integer(let current)? = self[key] {
            self[key] = .integer(current | bits)
        } else {
            self[key] = .integer(bits)
        }
    }

    func integer(_ key: String) -> Int64? {
        if case .integer(let value)? = self[key] { return value }
        return nil
    }

    /// Moves the given keys, when present, to the front in the given order (Apple writes some
    /// keys before the ones every object of the family shares).
    func moveToFront(_ keys: [String]) {
        var front: [(key: String, value: AppKitArchiveValue)] = []
        for key in keys { if let entry = values.first(where: { $0.key == key }) { front.append(entry) } }
        values.removeAll { keys.contains($0.key) }
        values.insert(contentsOf: front, at: 0)
    }

    /// Reorders values so the listed keys come in this order; unlisted keys keep their
    /// relative order after the listed ones.
    /// Inserts a key before `before` (at the end when `before` is absent).
    func insert(_ key: String, _ value: AppKitArchiveValue, before: String) {
        values.insert((key, value), at: values.firstIndex { $0.key == before } ?? values.count)
    }

    func order(_ keys: [String]) {
        var ordered: [(key: String, value: AppKitArchiveValue)] = []
        for key in keys { ordered.append(contentsOf: values.filter { $0.key == key }) }
        ordered.append(contentsOf: values.filter { !keys.contains($0.key) })
        values = ordered
    }
}

/// A value in the intermediate graph. Integers keep Apple's width rule until flattening.
enum AppKitArchiveValue {
    case integer(Int64)
    case bool(Bool)
    case float(Float)
    case double(Double)
    case bytes([UInt8])
    case null
    case object(AppKitArchiveObject)
    /// An object of the document, resolved by its xib id once every object is built.
    case reference(String)

    static func string(_ text: String) -> AppKitArchiveValue {
        .object(AppKitArchiveObject.string(text))
    }
}

extension AppKitArchiveObject {
    /// An `NSString` (shared by content, as Apple's encoder shares identical strings).
    static func string(_ text: String) -> AppKitArchiveObject {
        let object = AppKitArchiveObject(className: "NSString", isSharedByContent: true)
        object.append("NS.bytes", .bytes(Array(text.utf8)))
        return object
    }

    static func mutableString(_ text: String) -> AppKitArchiveObject {
        let object = AppKitArchiveObject(className: "NSMutableString")
        object.append("NS.bytes", .bytes(Array(text.utf8)))
        return object
    }

    /// `NSNumber` with an integer payload.
    static func number(_ value: Int64) -> AppKitArchiveObject {
        let object = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
        object.append("NS.intval", .integer(value))
        return object
    }

    /// A collection: `NSInlinedValue` then one `UINibEncoderEmptyKey` per element.
    /// The empty `NSArray` is one object (Foundation's single empty array, shared in every pair);
    /// any other collection is its own object, even when another one holds the same elements
    /// (toolbar_default_refs, and `NSObjectsKeys`/`NSOidsKeys` of the pairs).
    static func collection(_ className: String, _ items: [AppKitArchiveValue]) -> AppKitArchiveObject {
        let object = AppKitArchiveObject(className: className, isSharedByContent: className == "NSArray" && items.isEmpty)
        object.append("NSInlinedValue", .bool(true))
        for item in items { object.append("UINibEncoderEmptyKey", item) }
        return object
    }

    static func array(_ items: [AppKitArchiveObject]) -> AppKitArchiveObject {
        collection("NSArray", items.map { .object($0) })
    }

    static func mutableArray(_ items: [AppKitArchiveObject]) -> AppKitArchiveObject {
        collection("NSMutableArray", items.map { .object($0) })
    }

    static func mutableSet(_ items: [AppKitArchiveObject]) -> AppKitArchiveObject {
        collection("NSMutableSet", items.map { .object($0) })
    }
}
