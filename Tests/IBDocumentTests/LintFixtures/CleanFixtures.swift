/// Documents with nothing to report: every rule must stay silent on them.
extension LintFixtures {
    static let labelAndButton = """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lb1-xx-001">
                                    <rect key="frame" x="20" y="100" width="120" height="21"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="120" id="Cw1-xx-001"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-xx-001">
                                    <rect key="frame" x="20" y="140" width="46" height="30"/>
                                    <state key="normal" title="Show"/>
                                    <connections>
                                        <action selector="showTapped:" destination="Vc1-xx-001" eventType="touchUpInside" id="Ac1-xx-001"/>
                                        <segue destination="Vc2-xx-001" kind="show" identifier="showDetail" id="Sg1-xx-001"/>
                                    </connections>
                                </button>

    """

    static let labelLeadingConstraint = """
                                <constraint firstItem="Lb1-xx-001" firstAttribute="leading" secondItem="Vw1-xx-001" secondAttribute="leading" constant="20" id="Cl1-xx-001"/>

    """

    static let nameLabelOutlet = """
                            <outlet property="nameLabel" destination="Lb1-xx-001" id="Ot1-xx-001"/>

    """

    static let detailScene = scene("scn-02-bbb", controller: "Vc2-xx-001", view: "Vw2-xx-001",
                                   attributes: #" storyboardIdentifier="Detail""#)

    /// Two scenes: a profile with a label, a button with an action and an identified segue to
    /// a detail scene; constraints that agree with the frames.
    static let cleanStoryboard = storyboard(scenes:
        scene("scn-01-aaa", controller: "Vc1-xx-001", view: "Vw1-xx-001",
              attributes: #" customClass="ProfileViewController" customModuleProvider="target""#,
              subviews: labelAndButton, constraints: labelLeadingConstraint, connections: nameLabelOutlet)
        + detailScene)

    static let mainView = """
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bt9-xx-001">
                        <rect key="frame" x="20" y="60" width="46" height="30"/>
                        <state key="normal" title="Save"/>
                        <connections>
                            <action selector="save:" destination="-1" eventType="touchUpInside" id="Ac9-xx-001"/>
                        </connections>
                    </button>
                </subviews>
            </view>

    """

    /// A view controller's xib: File's Owner connects its view outlet to the main view.
    static let cleanXib = iOSXib(owner: "SettingsViewController", ownerConnections: """
                    <outlet property="view" destination="iN0-l3-epB" id="Ov9-xx-001"/>

    """, objects: mainView)
}
