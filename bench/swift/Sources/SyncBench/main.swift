import Dispatch
import IBDocument
import IBSync

/// Prints: simple attribute batches applied per second by one DocumentAuthority, and the time
/// to serialize (welcome snapshot) and to index a document of N views.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func storyboard(views: Int) -> String {
    var subviews = ""
    for index in 0..<views {
        subviews += "                    <view contentMode=\"scaleToFill\" id=\"v\(index)\">\n                        <rect key=\"frame\" x=\"0.0\" y=\"\(index)\" width=\"10\" height=\"10\"/>\n                    </view>\n"
    }
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="c1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <subviews>
    \(subviews)                        </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """
}

let text = storyboard(views: 10_000)
var document: SyncDocument!
let parse = try seconds { document = try SyncDocument(text: text) }
var bytes: [UInt8] = []
let serialize = seconds { bytes = document.serialized() }
print("document: 10,000 views, \(bytes.count) bytes; parse+index \(Int(parse * 1000)) ms; serialize (welcome snapshot) \(Int(serialize * 1000)) ms")

let authority = DocumentAuthority(document: document)
let batches = 200_000
let apply = seconds {
    for index in 0..<batches {
        let op = EditOperation.setAttribute(target: .child(of: .object("v\(index % 10_000)"), name: "rect", key: "frame"),
                                            name: "x", value: String(index), expect: nil)
        guard case .applied = authority.submit(ClientBatch(batchId: "b\(index)", clientId: "bench", baseVersion: authority.version, ops: [op])) else {
            fatalError("refused")
        }
    }
}
print("authority: \(batches) one-op setAttribute batches in \(Int(apply * 1000)) ms = \(Int(Double(batches) / apply)) batches/s")

let removals = 1000
let remove = seconds {
    for index in 0..<removals {
        let op = EditOperation.removeSubtree(target: .object("v\(index)"))
        guard case .applied = authority.submit(ClientBatch(batchId: "r\(index)", clientId: "bench", baseVersion: authority.version, ops: [op])) else {
            fatalError("refused")
        }
    }
}
print("authority: \(removals) removeSubtree batches (with the reference scan) in \(Int(remove * 1000)) ms = \(Int(Double(removals) / remove)) batches/s")
