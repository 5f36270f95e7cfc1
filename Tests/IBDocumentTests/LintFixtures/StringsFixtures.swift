/// Documents with one of each kind of localizable string.
extension LintFixtures {
    static let localizableStoryboard = storyboard(scenes: scene(
        "scn-01-aaa", controller: "Vc1-xx-001", view: "Vw1-xx-001",
        attributes: #" title="Profile" storyboardIdentifier="ProfileScreen" customClass="ProfileViewController" customModuleProvider="target""#,
        subviews: """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Lb1-xx-001">
                                    <rect key="frame" x="20" y="100" width="120" height="42"/>
                                    <accessibility key="accessibilityConfiguration" hint="Shows the &quot;name&quot;" label="Name" identifier="nameLabel"/>
                                    <string key="text">Two\nlines &amp; more</string>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" translatesAutoresizingMaskIntoConstraints="NO" id="zz1-xx-001">
                                    <rect key="frame" x="20" y="150" width="120" height="21"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="localizedString" keyPath="greeting" value="Hi"/>
                                        <userDefinedRuntimeAttribute type="string" keyPath="analyticsName" value="greeting-label"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-nn-001">
                                    <rect key="frame" x="20" y="200" width="46" height="30"/>
                                    <state key="normal" title="Save"/>
                                    <state key="selected" title="Saved"/>
                                </button>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="" borderStyle="roundedRect" placeholder="Your name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Tf1-xx-001">
                                    <rect key="frame" x="20" y="250" width="200" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Sg1-xx-001">
                                    <rect key="frame" x="20" y="300" width="200" height="32"/>
                                    <segments>
                                        <segment title="First"/>
                                        <segment title="Zweite – ü"/>
                                    </segments>
                                </segmentedControl>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="Tv1-xx-001">
                                    <rect key="frame" x="0.0" y="350" width="393" height="200"/>
                                    <sections>
                                        <tableViewSection headerTitle="Account" footerTitle="Shown below" id="sc1-xx-001">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="AccountCell" id="Ce1-xx-001">
                                                    <rect key="frame" x="0.0" y="18" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>

    """, extraObjects: ""
    ).replacingOccurrences(of: """
                    </viewController>
    """, with: """
                        <navigationItem key="navigationItem" title="Settings" id="Aa1-bB-cC2">
                            <barButtonItem key="rightBarButtonItem" title="Done" id="bb1-xx-001"/>
                        </navigationItem>
                    </viewController>
    """))

    static let localizableMacXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="PrefsWindowController"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            <menu title="" id="30">
                <items>
                    <menuItem title="Open" keyEquivalent="o" id="11"/>
                    <menuItem isSeparatorItem="YES" id="17"/>
                    <menuItem title="Quit ⌘" keyEquivalent="q" id="16"/>
                </items>
            </menu>
            <window title="Prefs" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="10">
                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1512" height="944"/>
                <view key="contentView" id="18">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="20">
                            <rect key="frame" x="18" y="230" width="120" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" placeholderString="Type here" id="12">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="21">
                            <rect key="frame" x="18" y="190" width="120" height="24"/>
                            <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="14">
                                <font key="font" metaFont="system"/>
                                <segments>
                                    <segment label="Left" selected="YES"/>
                                    <segment label="Right" tag="1"/>
                                </segments>
                            </segmentedCell>
                        </segmentedControl>
                        <button toolTip="Click me" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="15">
                            <rect key="frame" x="18" y="150" width="24" height="24"/>
                            <buttonCell key="cell" type="push" title="" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="22">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                </view>
            </window>
            <tableColumn identifier="location" width="116" minWidth="40" maxWidth="1000" id="13">
                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left" title="Location">
                    <font key="font" metaFont="message" size="11"/>
                </tableHeaderCell>
            </tableColumn>
        </objects>
    </document>

    """
}
