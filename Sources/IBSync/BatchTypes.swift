/// A client's unit of edit: ops that are applied all together or not at all.
public struct ClientBatch: Codable, Hashable, Sendable {
    /// Chosen by the client, unique per client: a resend carries the same id.
    public var batchId: String
    public var clientId: String
    /// The last server version the client had applied when it made the batch.
    public var baseVersion: Int
    public var ops: [EditOperation]

    public init(batchId: String, clientId: String, baseVersion: Int, ops: [EditOperation]) {
        self.batchId = batchId
        self.clientId = clientId
        self.baseVersion = baseVersion
        self.ops = ops
    }

    public var key: BatchKey { BatchKey(clientId: clientId, batchId: batchId) }
}

/// Identifies a batch across resends.
public struct BatchKey: Hashable, Codable, Sendable {
    public var clientId: String
    public var batchId: String

    public init(clientId: String, batchId: String) {
        self.clientId = clientId
        self.batchId = batchId
    }
}

/// A batch as the server applied it: what goes into the op log and out to every client.
public struct AppliedBatch: Codable, Hashable, Sendable {
    /// The document version this batch produced (the first batch makes version 1).
    public var version: Int
    public var batchId: String
    public var clientId: String
    public var baseVersion: Int
    /// The ops as applied, cascade effects included, in order.
    public var ops: [EditOperation]
    /// Ops that undo the batch (applied in order on the document at `version`).
    public var inverse: [EditOperation]

    public init(version: Int, batchId: String, clientId: String, baseVersion: Int, ops: [EditOperation], inverse: [EditOperation]) {
        self.version = version
        self.batchId = batchId
        self.clientId = clientId
        self.baseVersion = baseVersion
        self.ops = ops
        self.inverse = inverse
    }

    public var key: BatchKey { BatchKey(clientId: clientId, batchId: batchId) }

    /// A batch in another session's `ops` message comes without `inverse` (docs/protocol.md §9: only its
    /// sender can undo it) and reads with an empty one; every other form carries it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        batchId = try container.decode(String.self, forKey: .batchId)
        clientId = try container.decode(String.self, forKey: .clientId)
        baseVersion = try container.decode(Int.self, forKey: .baseVersion)
        ops = try container.decode([EditOperation].self, forKey: .ops)
        inverse = try container.decodeIfPresent([EditOperation].self, forKey: .inverse) ?? []
    }
}

/// A refused batch, with a sentence for the person who made it.
public struct BatchRejection: Codable, Hashable, Sendable, Error {
    public var batchId: String
    public var clientId: String
    /// The refused op's index in the submitted list, counted from 0, when one op was at fault;
    /// nil for a refusal of the batch as a whole (`Code`).
    public var opIndex: Int?
    /// Why, for a program: a `SyncError.code` when one op was at fault, else a `Code`.
    public var code: String
    public var reason: String

    /// The codes of refusals of a batch as a whole (no `opIndex`).
    public enum Code {
        public static let emptyBatch = "emptyBatch"
        public static let tooManyOps = "tooManyOps"
        public static let baseVersionAhead = "baseVersionAhead"
        public static let negativeBaseVersion = "negativeBaseVersion"
        /// The server could not check the batch against its history, or could not store it: send it again.
        public static let unavailable = "unavailable"
    }

    public init(batchId: String, clientId: String, opIndex: Int?, code: String, reason: String) {
        self.batchId = batchId
        self.clientId = clientId
        self.opIndex = opIndex
        self.code = code
        self.reason = reason
    }
}
