import Foundation

/// Mistakes with reuse identifiers, storyboard IDs and repeated constraints.
extension LintFixtures {
    private static func table(_ cells: String) -> String {
        """
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="Tv2-xx-001">
                                    <rect key="frame" x="0.0" y="200" width="393" height="400"/>
                                    <prototypes>
        \(cells)                            </prototypes>
                                </tableView>

        """
    }

    private static func prototypeCell(_ id: String, reuseIdentifier: String?) -> String {
        let reuse = reuseIdentifier.map { " reuseIdentifier=\"\($0)\"" } ?? ""
        return """
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10"\(reuse) id="\(id)">
                                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCell>

        """
    }

    private static func sceneWithTable(_ cells: String) -> String {
        storyboard(scenes: scene("scn-01-aaa", controller: "Vc1-xx-001", view: "Vw1-xx-001",
                                 attributes: #" storyboardIdentifier="List""#, subviews: table(cells)))
    }

    /// A table with one prototype that has a reuse identifier: nothing to report.
    static let identifiedPrototype = sceneWithTable(prototypeCell("Ce1-xx-001", reuseIdentifier: "ItemCell"))

    /// The second prototype lacks a reuse identifier.
    static let prototypeWithoutReuseIdentifier = sceneWithTable(
        prototypeCell("Ce1-xx-001", reuseIdentifier: "ItemCell") + prototypeCell("Ce2-xx-001", reuseIdentifier: nil))

    /// Two prototypes of one table share a reuse identifier.
    static let duplicateReuseIdentifier = sceneWithTable(
        prototypeCell("Ce1-xx-001", reuseIdentifier: "ItemCell") + prototypeCell("Ce2-xx-001", reuseIdentifier: "ItemCell"))

    /// Two controllers share the storyboard ID "Detail".
    static let duplicateStoryboardIdentifier = cleanStoryboard.replacingOccurrences(of: "    </scenes>", with:
        scene("scn-03-ccc", controller: "Vc3-xx-001", view: "Vw3-xx-001", attributes: #" storyboardIdentifier="Detail""#)
        + "    </scenes>")

    /// The label's leading constraint is stated again, and once more from the other side.
    static let repeatedConstraints = cleanStoryboard.replacingOccurrences(of: labelLeadingConstraint, with: labelLeadingConstraint + """
                                <constraint firstItem="Lb1-xx-001" firstAttribute="leading" secondItem="Vw1-xx-001" secondAttribute="leading" constant="20" id="Cl2-xx-001"/>
                                <constraint firstItem="Vw1-xx-001" firstAttribute="leading" secondItem="Lb1-xx-001" secondAttribute="leading" constant="-20" id="Cl3-xx-001"/>

    """)
}
