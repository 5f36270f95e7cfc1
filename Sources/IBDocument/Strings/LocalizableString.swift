/// One localizable string of a document, addressed the way `ibtool --export-strings-file`
/// addresses it: the object id plus a key path on that object (`abc-12-xyz.normalTitle`).
public struct LocalizableString: Sendable, Hashable {
    /// The id of the object that owns the string (a button, a cell, a menu item...).
    public let objectID: String
    /// The Interface Builder class shown in the comment (`UILabel`, `NSButtonCell`).
    public let className: String
    /// `text`, `normalTitle`, `segmentTitles[1]`, `headerCell.title`...
    public let keyPath: String
    /// The string as the document holds it (entities decoded).
    public let value: String
    /// The element that holds the value (the object itself or one of its keyed children).
    public let sourceElementName: String

    public init(objectID: String, className: String, keyPath: String, value: String, sourceElementName: String) {
        self.objectID = objectID
        self.className = className
        self.keyPath = keyPath
        self.value = value
        self.sourceElementName = sourceElementName
    }

    /// The key of the `.strings` entry: `"<id>.<keyPath>"`.
    public var stringsKey: String { "\(objectID).\(keyPath)" }
}
