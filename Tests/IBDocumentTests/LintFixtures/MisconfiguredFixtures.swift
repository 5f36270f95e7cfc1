import Foundation

/// One mistake per document, each made from the clean storyboard or xib.
extension LintFixtures {
    private static func profileScene(
        subviews: String = labelAndButton, connections: String = nameLabelOutlet, extraObjects: String = ""
    ) -> String {
        scene("scn-01-aaa", controller: "Vc1-xx-001", view: "Vw1-xx-001",
              attributes: #" customClass="ProfileViewController" customModuleProvider="target""#,
              subviews: subviews, constraints: labelLeadingConstraint, connections: connections, extraObjects: extraObjects)
    }

    /// The button reuses the label's id.
    static let duplicateID = cleanStoryboard.replacingOccurrences(of: #"id="Bt1-xx-001""#, with: #"id="Lb1-xx-001""#)

    /// The outlet and a constraint name ids that no object has.
    static let danglingReferences = cleanStoryboard
        .replacingOccurrences(of: #"property="nameLabel" destination="Lb1-xx-001""#, with: #"property="nameLabel" destination="Lb9-xx-999""#)
        .replacingOccurrences(of: #"secondItem="Vw1-xx-001""#, with: #"secondItem="Vw9-xx-999""#)

    /// The profile controller has an outlet to a label that lives in the detail scene.
    static let crossSceneOutlet = storyboard(scenes: profileScene(connections: nameLabelOutlet + """
                            <outlet property="detailLabel" destination="Lb2-xx-001" id="Ot2-xx-001"/>

    """) + scene("scn-02-bbb", controller: "Vc2-xx-001", view: "Vw2-xx-001", attributes: #" storyboardIdentifier="Detail""#,
                 subviews: """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="Lb2-xx-001">
                                    <rect key="frame" x="20" y="100" width="60" height="21"/>
                                </label>

    """))

    /// The controller's `view` outlet points at a gesture recognizer.
    static let outletTypeMismatch = storyboard(scenes: profileScene(connections: nameLabelOutlet + """
                            <outlet property="view" destination="Tg1-xx-001" id="Ot3-xx-001"/>

    """, extraObjects: """
                        <tapGestureRecognizer id="Tg1-xx-001"/>

    """) + detailScene)

    /// File's Owner is a view controller but its view outlet isn't connected.
    static let missingViewOutlet = iOSXib(owner: "SettingsViewController", objects: mainView)

    /// A label (not a control) carries an action.
    static let actionOnLabel = cleanStoryboard.replacingOccurrences(of: """
                                    <nil key="highlightedColor"/>
                                </label>
    """, with: """
                                    <nil key="highlightedColor"/>
                                    <connections>
                                        <action selector="labelTapped:" destination="Vc1-xx-001" id="Ac2-xx-001"/>
                                    </connections>
                                </label>
    """)

    /// The button's action uses an event UIControl doesn't have.
    static let unknownControlEvent = cleanStoryboard.replacingOccurrences(of: #"eventType="touchUpInside""#, with: #"eventType="touchUpInsideTwice""#)

    /// A show segue drawn from the controller itself, without an identifier.
    static let manualSegueWithoutIdentifier = storyboard(scenes: profileScene(connections: nameLabelOutlet + """
                            <segue destination="Vc2-xx-001" kind="show" id="Sg2-xx-001"/>

    """) + detailScene)

    /// The scene has two segues and the button's has no identifier.
    static let segueWithoutIdentifier = storyboard(scenes: profileScene(
        subviews: labelAndButton.replacingOccurrences(of: #" identifier="showDetail""#, with: ""),
        connections: nameLabelOutlet + """
                            <segue destination="Vc2-xx-001" kind="presentation" identifier="present" id="Sg3-xx-001"/>

    """) + detailScene)

    /// The label's frame is 80 wide but its width constraint says 120.
    static let frameDisagreesWithConstraint = cleanStoryboard.replacingOccurrences(
        of: #"<rect key="frame" x="20" y="100" width="120" height="21"/>"#,
        with: #"<rect key="frame" x="20" y="100" width="80" height="21"/>"#)

    /// Xcode's own flags: misplaced and ambiguous.
    static let misplacedFlag = cleanStoryboard.replacingOccurrences(of: #" id="Bt1-xx-001">"#, with: #" misplaced="YES" id="Bt1-xx-001">"#)
    static let ambiguousFlag = cleanStoryboard.replacingOccurrences(of: #" id="Bt1-xx-001">"#, with: #" ambiguous="YES" id="Bt1-xx-001">"#)

    /// A third scene that no segue reaches and that has no storyboard ID.
    static let unreachableScene = storyboard(scenes:
        profileScene() + detailScene + scene("scn-03-ccc", controller: "Vc3-xx-001", view: "Vw3-xx-001"))
}
