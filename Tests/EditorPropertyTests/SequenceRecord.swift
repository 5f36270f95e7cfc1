import IBSync

/// One line of `Tests/js/property/run-sequences.mjs`: a random sequence of editor commands on one document, as the
/// JS editor code made and the JS sync engine applied it.
struct SequenceRecord: Decodable {
    var path: String
    var sequence: Int?
    var seed: UInt32?
    /// The library cursor at the sequence's start (with the seed, what replays it by hand).
    var cursor: Int?
    var steps: [Step]?
    var finalChecksum: String?
    /// The driver itself failed (a command threw something that is not a refusal).
    var error: String?

    struct Step: Decodable {
        var command: String
        /// The batch as EditActions submitted it (the command's ops and its hooks') and as the engine applied it.
        var submitted: [EditOperation]?
        var applied: [EditOperation]?
        /// The JS engine refused the batch the editor built: a defect of the command.
        var engineRefused: String?
        /// The editor refused the action with a message (a placeholder can't be deleted...): not a defect.
        var refused: String?
        var checksum: String
        var twin: Twin?
    }

    /// A command that has a Swift twin: its arguments and the ops the JS command built (or its refusal).
    struct Twin: Decodable {
        var command: String
        var args: Arguments
        var ops: [EditOperation]?
        var refused: String?
    }

    struct Arguments: Decodable {
        struct Offset: Decodable { var x: Double; var y: Double }
        var className: String?
        var into: String?
        var x: Double?
        var y: Double?
        var ids: [String]?
        var offset: Offset?
        var id: String?
        var source: String?
        var property: String?
        var destination: String?
        var collection: Bool?
        var selector: String?
        var target: String?
        var eventType: String?
        var customClass: String?
        var module: String?
    }
}
