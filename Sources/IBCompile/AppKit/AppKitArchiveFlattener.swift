/// Numbers the intermediate graph the way Apple's encoder does: depth first from the root, an
/// object getting its number when first reached (before its own values), values in encoding
/// order. Objects marked `isSharedByContent` with equal contents become one archived object.
///
/// The rule, checked over the 106 macOS pairs (`AppKitFixtureComparisonTests` compares how often
/// each object is referred to): Apple's encoder writes each `NSString` and each `NSNumber` once
/// per distinct value — numbers by numeric value, so the oid 13 in `NSOidsValues` is the same
/// object as a font descriptor's point size 13.0, written the way it was first met
/// (metafonts_extra, numfmt_basic); booleans are numbers of their own — and every other object
/// once per object it archived. Objects AppKit hands out as one instance per value (catalog
/// colours and their fallbacks, colour spaces, fonts, image resources, cursors, the empty
/// array) are marked shared by their encoders; what the document makes anew for every element
/// (a `<color>` in a calibrated space, a design size's `NSValue`, a non-empty array) is not.
/// A shared object's contents include its unshared children's contents (a font's descriptor).
struct AppKitArchiveFlattener {
    /// Document objects by xib id, for `.reference` values.
    let objectsByID: [String: AppKitArchiveObject]

    private var indexByIdentity: [ObjectIdentifier: Int] = [:]
    private var indexBySignature: [[UInt8]: Int] = [:]
    private var signatureCache: [ObjectIdentifier: [UInt8]] = [:]
    /// Objects whose signature is being built (guards cycles through unshared children).
    private var inProgress: Set<ObjectIdentifier> = []
    private var objects: [NibObject] = []

    init(objectsByID: [String: AppKitArchiveObject]) {
        self.objectsByID = objectsByID
    }

    mutating func flatten(root: AppKitArchiveObject) throws -> NibArchive {
        _ = try visit(root)
        return NibArchive(objects: objects, coderVersion: 10)
    }

    private mutating func visit(_ object: AppKitArchiveObject) throws -> Int {
        let identity = ObjectIdentifier(object)
        if let index = indexByIdentity[identity] { return index }
        var signature: [UInt8]?
        if object.isSharedByContent {
            let key = try self.signature(of: object)
            if let index = indexBySignature[key] {
                indexByIdentity[identity] = index
                return index
            }
            signature = key
        }
        let index = objects.count
        objects.append(NibObject(className: object.className))
        indexByIdentity[identity] = index
        if let signature { indexBySignature[signature] = index }
        var values: [NibKeyedValue] = []
        values.reserveCapacity(object.values.count)
        for (key, value) in object.values {
            values.append(NibKeyedValue(key, try convert(value)))
        }
        objects[index].values = values
        return index
    }

    private mutating func convert(_ value: AppKitArchiveValue) throws -> NibValue {
        switch value {
        case .integer(let number): return .integer(number)
        case .bool(let flag): return .bool(flag)
        case .float(let number): return .float(number)
        case .double(let number): return .double(number)
        case .bytes(let bytes): return .data(bytes)
        case .null: return .null
        case .object(let object): return .object(try visit(object))
        case .reference(let id): return .object(try visit(try resolve(id)))
        }
    }

    private func resolve(_ id: String) throws -> AppKitArchiveObject {
        guard let object = objectsByID[id] else { throw AppKitEncodingError.unresolvedReference(id: id) }
        return object
    }

    /// The contents of a shared object as bytes (every variable-length part length-prefixed, so
    /// different contents never share a signature); nested shared objects contribute their own
    /// contents, anything else its identity. Bytes rather than text: building text was a tenth of
    /// a storyboard compile.
    private mutating func signature(of object: AppKitArchiveObject) throws -> [UInt8] {
        let identity = ObjectIdentifier(object)
        if let cached = signatureCache[identity] { return cached }
        var bytes: [UInt8] = []
        if object.className == "NSNumber", let number = Self.numericValue(of: object) {
            // Numbers are one object per numeric value, whatever key (NS.intval, NS.dblval) holds it.
            Self.appendCounted(Array("NSNumber".utf8), to: &bytes)
            bytes.append(number.isBool ? 1 : 0)
            Self.appendWord(number.value.bitPattern, to: &bytes)
            signatureCache[identity] = bytes
            return bytes
        }
        Self.appendCounted(Array(object.className.utf8), to: &bytes)
        for (key, value) in object.values {
            Self.appendCounted(Array(key.utf8), to: &bytes)
            switch value {
            case .integer(let number): bytes.append(0); Self.appendWord(UInt64(bitPattern: number), to: &bytes)
            case .bool(let flag): bytes.append(flag ? 1 : 2)
            case .float(let number): bytes.append(3); Self.appendWord(UInt64(number.bitPattern), to: &bytes)
            case .double(let number): bytes.append(4); Self.appendWord(number.bitPattern, to: &bytes)
            case .bytes(let data): bytes.append(5); Self.appendCounted(data, to: &bytes)
            case .null: bytes.append(6)
            case .object(let child): try appendChild(child, to: &bytes)
            case .reference(let id): try appendChild(try resolve(id), to: &bytes)
            }
        }
        signatureCache[identity] = bytes
        return bytes
    }

    private mutating func appendChild(_ child: AppKitArchiveObject, to bytes: inout [UInt8]) throws {
        let identity = ObjectIdentifier(child)
        if child.isSharedByContent || !inProgress.contains(identity) {
            // An unshared child of a shared object (a font's descriptor) counts by its contents too;
            // a child already being described (a cycle) by its identity.
            inProgress.insert(identity)
            defer { inProgress.remove(identity) }
            bytes.append(7)
            Self.appendCounted(try signature(of: child), to: &bytes)
        } else {
            bytes.append(8)
            Self.appendWord(UInt64(UInt(bitPattern: ObjectIdentifier(child))), to: &bytes)
        }
    }

    /// An `NSNumber`'s value as a double (integers below 2^53 are exact), and whether it is a boolean.
    private static func numericValue(of object: AppKitArchiveObject) -> (value: Double, isBool: Bool)? {
        guard object.values.count == 1 else { return nil }
        switch object.values[0].value {
        case .integer(let number): return (Double(number), false)
        case .double(let number): return (number, false)
        case .float(let number): return (Double(number), false)
        case .bool(let flag): return (flag ? 1 : 0, true)
        default: return nil
        }
    }

    private static func appendWord(_ word: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
    }

    private static func appendCounted(_ part: [UInt8], to bytes: inout [UInt8]) {
        appendWord(UInt64(part.count), to: &bytes)
        bytes.append(contentsOf: part)
    }
}
