/// Numbers the intermediate graph the way Apple's encoder does: depth first from the root, an
/// object getting its number when first reached (before its own values), values in encoding
/// order. Immutable value objects (`isSharedByContent`) with identical contents become one
/// archived object, as in every ibtool nib (one `NSString` per distinct text, one
/// `NSCustomResource` for the menu checkmark image however many items use it).
struct AppKitArchiveFlattener {
    /// Document objects by xib id, for `.reference` values.
    let objectsByID: [String: AppKitArchiveObject]

    private var indexByIdentity: [ObjectIdentifier: Int] = [:]
    private var indexBySignature: [String: Int] = [:]
    private var signatureCache: [ObjectIdentifier: String] = [:]
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
        var signature: String?
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

    /// The contents of a shared object as text; nested shared objects contribute their own
    /// contents, anything else its identity.
    private mutating func signature(of object: AppKitArchiveObject) throws -> String {
        let identity = ObjectIdentifier(object)
        if let cached = signatureCache[identity] { return cached }
        var text = object.className + "{"
        for (key, value) in object.values {
            text += key + "="
            switch value {
            case .integer(let number): text += "i\(number)"
            case .bool(let flag): text += flag ? "T" : "F"
            case .float(let number): text += "f\(number.bitPattern)"
            case .double(let number): text += "d\(number.bitPattern)"
            case .bytes(let bytes): text += "b" + bytes.map { String($0, radix: 16) }.joined(separator: ".")
            case .null: text += "nil"
            case .object(let child): text += try childSignature(child)
            case .reference(let id): text += try childSignature(try resolve(id))
            }
            text += ";"
        }
        text += "}"
        signatureCache[identity] = text
        return text
    }

    private mutating func childSignature(_ child: AppKitArchiveObject) throws -> String {
        if child.isSharedByContent { return "(" + (try signature(of: child)) + ")" }
        return "#\(ObjectIdentifier(child).hashValue)"
    }
}
