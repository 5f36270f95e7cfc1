import Foundation
import IBDocument
import IBLayout

// Prints (CPU time of this process): the solve time of a 2,000-constraint scene (solver alone, and the whole document
// pipeline: parse, build constraints, solve, ambiguity probes), the 300-view scene of issue #9,
// and edit-variable updates per second while dragging one view of the big scene.

/// Process CPU time (not wall time), so other processes on a shared machine don't count.
func cpuNanoseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = cpuNanoseconds()
    try body()
    return (cpuNanoseconds() - start) / 1e6
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// `views` views in rows of 10 inside a 375-wide main view, each with 4 required constraints
/// (leading to the previous view or the margin, top, width, height), plus intrinsic-free views.
func storyboard(views: Int) -> String {
    var subviews = ""
    var constraints = ""
    for index in 0..<views {
        let id = "v\(index)"
        let column = index % 10, row = index / 10
        let x = 8 + Double(column) * 36, y = 20 + Double(row) * 36
        subviews += """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="28" height="28"/>
            <constraints>
                <constraint firstAttribute="width" constant="28" id="\(id)w"/>
                <constraint firstAttribute="height" constant="28" id="\(id)h"/>
            </constraints>
        </view>\n
        """
        if column == 0 {
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="8" id="\#(id)l"/>"#
        } else {
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="v\#(index - 1)" secondAttribute="trailing" constant="8" id="\#(id)l"/>"#
        }
        if row == 0 {
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="main" secondAttribute="top" constant="20" id="\#(id)t"/>"#
        } else {
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="v\#(index - 10)" secondAttribute="bottom" constant="8" id="\#(id)t"/>"#
        }
        constraints += "\n"
    }
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="main">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>\(subviews)</subviews>
            <constraints>\(constraints)</constraints>
        </view></viewController></objects></scene></scenes>
    </document>
    """
}

/// The form scene of `mapping-bench.mjs`: `cards` cards of 6 views (card, horizontal stack with a
/// label and a switch, a two-line detail label, a button) stacked down the screen, each card
/// placed below the previous one (the chain that made root-coordinate rows grow quadratically).
func formStoryboard(cards: Int) -> String {
    var subviews = "", constraints = ""
    func frame(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> String {
        #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="\#(height)"/>"#
    }
    for index in 0..<cards {
        let c = "c\(index)", y = 20 + index * 90
        subviews += """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)">\(frame(16, y, 343, 82))
          <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)s">\(frame(8, 8, 327, 31))
              <subviews>
                <label text="Setting number \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)l">\(frame(0, 0, 268, 31))
                  <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                <switch opaque="NO" contentMode="scaleToFill" on="YES" horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)w">\(frame(276, 0, 51, 31))</switch>
              </subviews>
            </stackView>
            <label text="A longer description of what setting \(index) changes" numberOfLines="2" horizontalCompressionResistancePriority="749" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)d">\(frame(8, 47, 250, 27))
              <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)b">\(frame(266, 44, 69, 30))
              <state key="normal" title="Details"/></button>
          </subviews>
          <constraints>
            <constraint firstItem="\(c)s" firstAttribute="leading" secondItem="\(c)" secondAttribute="leadingMargin" id="\(c)1"/>
            <constraint firstAttribute="trailingMargin" secondItem="\(c)s" secondAttribute="trailing" id="\(c)2"/>
            <constraint firstItem="\(c)s" firstAttribute="top" secondItem="\(c)" secondAttribute="topMargin" id="\(c)3"/>
            <constraint firstItem="\(c)d" firstAttribute="leading" secondItem="\(c)s" secondAttribute="leading" id="\(c)4"/>
            <constraint firstItem="\(c)d" firstAttribute="top" secondItem="\(c)s" secondAttribute="bottom" constant="8" id="\(c)5"/>
            <constraint firstItem="\(c)b" firstAttribute="leading" secondItem="\(c)d" secondAttribute="trailing" constant="8" id="\(c)6"/>
            <constraint firstItem="\(c)b" firstAttribute="trailing" secondItem="\(c)s" secondAttribute="trailing" id="\(c)7"/>
            <constraint firstItem="\(c)b" firstAttribute="firstBaseline" secondItem="\(c)d" secondAttribute="firstBaseline" id="\(c)8"/>
            <constraint firstAttribute="bottomMargin" secondItem="\(c)d" secondAttribute="bottom" id="\(c)9"/>
          </constraints>
        </view>

        """
        let above = index == 0 ? ("safe", "top") : ("c\(index - 1)", "bottom")
        constraints += """
        <constraint firstItem="\(c)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="\(c)L"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="\(c)" secondAttribute="trailing" constant="16" id="\(c)T"/>
        <constraint firstItem="\(c)" firstAttribute="top" secondItem="\(above.0)" secondAttribute="\(above.1)" constant="8" id="\(c)V"/>

        """
    }
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="main">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>\(subviews)</subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>\(constraints)</constraints>
        </view></viewController></objects></scene></scenes>
    </document>
    """
}

/// The same scene straight into the solver: 4 constraints per view.
func solverScene(views: Int) -> (Solver, [Variable], Int) {
    let solver = Solver()
    var lefts: [Variable] = [], tops: [Variable] = [], widths: [Variable] = [], heights: [Variable] = []
    var count = 0
    for index in 0..<views {
        let left = Variable("l\(index)"), top = Variable("t\(index)"), width = Variable("w\(index)"), height = Variable("h\(index)")
        lefts.append(left); tops.append(top); widths.append(width); heights.append(height)
        var constraints = [Expression(width) == 28, Expression(height) == 28]
        constraints.append(index % 10 == 0 ? Expression(left) == 8 : left == lefts[index - 1] + widths[index - 1] + 8)
        constraints.append(index < 10 ? Expression(top) == 20 : top == tops[index - 10] + heights[index - 10] + 8)
        for constraint in constraints { try! solver.addConstraint(constraint); count += 1 }
    }
    return (solver, lefts, count)
}

let runs = 5
var solverTimes: [Double] = []
var constraintCount = 0
for _ in 0..<runs {
    solverTimes.append(milliseconds { constraintCount = solverScene(views: 500).2 })
}
print(String(format: "solver: %d constraints (500 views) solved from scratch in %.2f ms (median of %d)", constraintCount, median(solverTimes), runs))

for views in [300, 500] {
    let text = storyboard(views: views)
    var pipeline: [Double] = [], withoutProbes: [Double] = []
    var issues = 0
    for _ in 0..<runs {
        pipeline.append(milliseconds {
            let document = try! InterfaceDocument(text: text)
            issues = DocumentLayout(document: document).solve().issues.count
        })
        withoutProbes.append(milliseconds {
            let document = try! InterfaceDocument(text: text)
            _ = DocumentLayout(document: document, options: LayoutOptions(detectsAmbiguity: false)).solve()
        })
    }
    print(String(format: "document: %d views (%d constraints in the XML): parse+build+solve %.2f ms; with ambiguity probes %.2f ms; %d issues (median of %d)",
                 views, views * 4, median(withoutProbes), median(pipeline), issues, runs))
}

// The form scene (50 cards, 300 views), as mapping-bench.mjs builds it.
do {
    let text = formStoryboard(cards: 50)
    var times: [Double] = []
    var views = 0
    for _ in 0..<runs {
        times.append(milliseconds {
            let document = try! InterfaceDocument(text: text)
            views = DocumentLayout(document: document, options: LayoutOptions(detectsAmbiguity: false, explainsConflicts: false)).solve().views.count
        })
    }
    let document = try! InterfaceDocument(text: text)
    var issueTimes: [Double] = []
    var issues = 0
    for _ in 0..<runs { issueTimes.append(milliseconds { issues = DocumentLayout(document: document).solve().issues.count }) }
    print(String(format: "form: %d views (50 cards stacked): parse+build+solve %.2f ms (median of %d); with ambiguity probes %.1f ms (median of %d; best %.1f ms), %d issues",
                 views, median(times), runs, median(issueTimes), runs, issueTimes.min()!, issues))
}

// Dragging: the first view's left edge is an edit variable; every other view follows through the chain.
let (solver, lefts, _) = solverScene(views: 500)
try! solver.addEditVariable(lefts[0], strength: .strong)
let updates = 20_000
let dragTime = milliseconds {
    for step in 0..<updates {
        try! solver.suggestValue(Double(step % 200), for: lefts[0])
        solver.updateVariables()
    }
}
print(String(format: "edit variable: %d suggestValue+updateVariables in %.1f ms → %.0f updates/s (%.3f ms per update, 2,000 constraints)",
             updates, dragTime, Double(updates) / dragTime * 1000, dragTime / Double(updates)))
