/// `XcodeOrder`'s tables and fixed rules as data, for clients that keep a byte-exact copy of a
/// document (served as `GET /api/protocol/xcode-order.json`; docs/protocol.md §10 says how each
/// field is used). Built from the same tables the server places attributes and children with.
extension XcodeOrder {
    public struct Published: Encodable, Sendable {
        /// Element name (or `touch/name`, `cocoa/name` for a platform's own order) → attribute names in Xcode's order.
        public let attributeOrder: [String: [String]]
        /// Element name → child kinds (`name` or `name[key]`) in Xcode's order.
        public let childOrder: [String: [String]]
        public let idTail: [String]
        public let idTailExempt: [String]
        public let layoutMarks: LayoutMarks
        public let precedesConstraints: [String]
        public let safeAreaPrecedesConstraintsFrom: Int
        public let buttonCellsPrecedeConstraintsFrom: Int
    }

    /// The iOS-family layout marks (`misplaced`, `ambiguous`) and the attributes they follow.
    public struct LayoutMarks: Encodable, Sendable {
        public let names: [String]
        public let after: [String]
    }

    public static let published: Published = {
        func ordered(_ ranks: [String: [String: Int]]) -> [String: [String]] {
            ranks.mapValues { $0.sorted { $0.value < $1.value }.map(\.key) }
        }
        return Published(
            attributeOrder: ordered(tables.attributes), childOrder: ordered(tables.children),
            idTail: idTail, idTailExempt: idTailExempt.sorted(),
            layoutMarks: LayoutMarks(names: layoutMarks, after: layoutMarkPredecessors),
            precedesConstraints: precedesConstraints.sorted(),
            safeAreaPrecedesConstraintsFrom: safeAreaPrecedesConstraintsFrom,
            buttonCellsPrecedeConstraintsFrom: buttonCellsPrecedeConstraintsFrom)
    }()
}
