import Foundation
import IBDocument
@testable import IBSync

/// The Swift twin (`EditCommands`) of a JS command the sequences recorded, run with the same arguments on the same
/// document, and the comparison of both ops up to the new ids (each twin draws its own).
enum SwiftTwins {
    enum Outcome {
        case ops([EditOperation])
        case refused(String)
    }

    static func run(_ twin: SequenceRecord.Twin, on document: SyncDocument) -> Outcome? {
        var commands = EditCommands(document: document, ids: IdentifierGenerator(seed: 0x5EED))
        let a = twin.args
        do {
            switch twin.command {
            case "addObject":
                return .ops(try commands.addObject(className: a.className!, into: a.into!, x: a.x!, y: a.y!).ops)
            case "addScene":
                return .ops(try commands.addScene(className: a.className!, x: a.x!, y: a.y!).ops)
            case "duplicate":
                return .ops(try commands.duplicate(a.ids!, offset: a.offset.map { ($0.x, $0.y) }).ops)
            case "delete":
                return .ops(try commands.delete(a.ids!))
            case "connectOutlet":
                return .ops(try commands.connectOutlet(from: a.source!, property: a.property!, to: a.destination!, collection: a.collection ?? false))
            case "connectAction":
                return .ops(try commands.connectAction(from: a.source!, selector: a.selector!, to: a.target!, eventType: a.eventType))
            case "disconnect":
                return .ops(try commands.disconnect(a.id!))
            case "embedInNavigationController":
                return .ops(try commands.embedInNavigationController(a.id!).ops)
            case "convertToStaticCells":
                return .ops(try commands.convertToStaticCells(tableID: a.id!).ops)
            case "addTableSection":
                return .ops(try commands.addTableSection(tableID: a.id!).ops)
            case "changeClass":
                return .ops(try commands.changeClass(a.id!, to: a.customClass, module: a.module))
            default:
                return nil
            }
        } catch {
            return .refused(String(describing: error))
        }
    }

    /// Both twins' ops as the wire JSON with the ids neither document had renamed `#1`, `#2`… in order of appearance.
    static func canonical(_ ops: [EditOperation], existing: (String) -> Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // The applier lays inserted XML out itself (whitespace between tags is dropped), so layout is not compared.
        let laidOut = ops.map { op -> EditOperation in
            guard case .insertSubtree(let parent, let xml, let position) = op else { return op }
            return .insertSubtree(parent: parent, xml: xml.replacing(#/>\s+</#, with: "><"), position: position)
        }
        let text = String(decoding: (try? encoder.encode(laidOut)) ?? Data(), as: UTF8.self)
        var names: [String: String] = [:]
        var result = ""
        var rest = Substring(text)
        while let match = rest.firstMatch(of: newID) {
            result += rest[..<match.range.lowerBound]
            let id = String(match.output)
            if existing(id) {
                result += id
            } else {
                if names[id] == nil { names[id] = "#\(names.count + 1)" }
                result += names[id]!
            }
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }

    nonisolated(unsafe) private static let newID = #/[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}/#
}
