/// The macOS template: a `MainMenu.xib` in the layout of Xcode's Cocoa App (XIB) template:
/// File's Owner (`NSApplication`, id `-2`), First Responder (`-1`), Application (`-3`), the
/// app delegate, the font manager, the main menu and one window. The menu is the standard
/// subset (application, File, Edit, Window and Help menus) rather than Xcode's full menu bar.
enum MacOSTemplates {
    static let mainMenuXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
        <dependencies>
            <deployment identifier="macosx"/>
            <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22690"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="NSApplication">
                <connections>
                    <outlet property="delegate" destination="Voe-Tx-rLC" id="GzC-gU-4Uq"/>
                </connections>
            </customObject>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            <customObject id="Voe-Tx-rLC" customClass="AppDelegate" customModuleProvider="target">
                <connections>
                    <outlet property="window" destination="QvC-M9-y7g" id="gIp-Ho-8D9"/>
                </connections>
            </customObject>
            <customObject id="YLy-65-1bz" customClass="NSFontManager"/>
            <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                <items>
                    <menuItem title="App" id="1Xt-HY-uBw">
                        <modifierMask key="keyEquivalentModifierMask"/>
                        <menu key="submenu" title="App" systemMenu="apple" id="uQy-DD-JDr">
                            <items>
                                <menuItem title="About App" id="5kV-Vb-QxS">
                                    <modifierMask key="keyEquivalentModifierMask"/>
                                    <connections>
                                        <action selector="orderFrontStandardAboutPanel:" target="-1" id="Exp-CZ-Vem"/>
                                    </connections>
                                </menuItem>
                                <menuItem isSeparatorItem="YES" id="VOq-y0-SEH"/>
                                <menuItem title="Settings…" keyEquivalent="," id="BOF-NM-1cW"/>
                                <menuItem isSeparatorItem="YES" id="wFC-TO-SCJ"/>
                                <menuItem title="Services" id="NMo-om-nkz">
                                    <modifierMask key="keyEquivalentModifierMask"/>
                                    <menu key="submenu" title="Services" systemMenu="services" id="hz9-B4-Xy5"/>
                                </menuItem>
                                <menuItem isSeparatorItem="YES" id="4je-JR-u6R"/>
                                <menuItem title="Hide App" keyEquivalent="h" id="Olw-nP-bQN">
                                    <connections>
                                        <action selector="hide:" target="-1" id="PnN-Uc-m68"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Hide Others" keyEquivalent="h" id="Vdr-fp-XzO">
                                    <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                    <connections>
                                        <action selector="hideOtherApplications:" target="-1" id="VT4-aY-XCT"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Show All" id="Kd2-mp-pUS">
                                    <modifierMask key="keyEquivalentModifierMask"/>
                                    <connections>
                                        <action selector="unhideAllApplications:" target="-1" id="Dhg-Le-xox"/>
                                    </connections>
                                </menuItem>
                                <menuItem isSeparatorItem="YES" id="kCx-OE-vgT"/>
                                <menuItem title="Quit App" keyEquivalent="q" id="4sb-4s-VLi">
                                    <connections>
                                        <action selector="terminate:" target="-1" id="Te7-pn-YzF"/>
                                    </connections>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                    <menuItem title="File" id="dMs-cI-mzQ">
                        <modifierMask key="keyEquivalentModifierMask"/>
                        <menu key="submenu" title="File" id="bib-Uj-vzu">
                            <items>
                                <menuItem title="New" keyEquivalent="n" id="Was-JA-tGl">
                                    <connections>
                                        <action selector="newDocument:" target="-1" id="4Si-XN-c54"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Open…" keyEquivalent="o" id="IAo-SY-fd9">
                                    <connections>
                                        <action selector="openDocument:" target="-1" id="bVn-NM-KNZ"/>
                                    </connections>
                                </menuItem>
                                <menuItem isSeparatorItem="YES" id="m54-Is-iLE"/>
                                <menuItem title="Close" keyEquivalent="w" id="DVo-aG-piG">
                                    <connections>
                                        <action selector="performClose:" target="-1" id="HmO-Ls-i7Q"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Save…" keyEquivalent="s" id="pxx-59-PXV">
                                    <connections>
                                        <action selector="saveDocument:" target="-1" id="teZ-XB-qJY"/>
                                    </connections>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                    <menuItem title="Edit" id="5QF-Oa-p0T">
                        <modifierMask key="keyEquivalentModifierMask"/>
                        <menu key="submenu" title="Edit" id="W48-6f-4Dl">
                            <items>
                                <menuItem title="Undo" keyEquivalent="z" id="dRJ-4n-Yzg">
                                    <connections>
                                        <action selector="undo:" target="-1" id="M6e-cu-g7V"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Redo" keyEquivalent="Z" id="6dh-zS-Vam">
                                    <connections>
                                        <action selector="redo:" target="-1" id="oIA-Rs-6OD"/>
                                    </connections>
                                </menuItem>
                                <menuItem isSeparatorItem="YES" id="WRV-NI-Exz"/>
                                <menuItem title="Cut" keyEquivalent="x" id="uRl-iY-unG">
                                    <connections>
                                        <action selector="cut:" target="-1" id="YJe-68-I9s"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Copy" keyEquivalent="c" id="x3v-GG-iWU">
                                    <connections>
                                        <action selector="copy:" target="-1" id="G1f-GL-Joy"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Paste" keyEquivalent="v" id="gVA-U4-sdL">
                                    <connections>
                                        <action selector="paste:" target="-1" id="UvS-8e-Qdg"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Select All" keyEquivalent="a" id="Ruw-6m-B2m">
                                    <connections>
                                        <action selector="selectAll:" target="-1" id="VNm-Mi-diN"/>
                                    </connections>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                    <menuItem title="Window" id="aUF-d1-5bR">
                        <modifierMask key="keyEquivalentModifierMask"/>
                        <menu key="submenu" title="Window" systemMenu="window" id="Td7-aD-5lo">
                            <items>
                                <menuItem title="Minimize" keyEquivalent="m" id="OY7-WF-poV">
                                    <connections>
                                        <action selector="performMiniaturize:" target="-1" id="VwT-WD-YPe"/>
                                    </connections>
                                </menuItem>
                                <menuItem title="Zoom" id="R4o-n2-Eq4">
                                    <modifierMask key="keyEquivalentModifierMask"/>
                                    <connections>
                                        <action selector="performZoom:" target="-1" id="DIl-cC-cCs"/>
                                    </connections>
                                </menuItem>
                                <menuItem isSeparatorItem="YES" id="eu3-7i-yIM"/>
                                <menuItem title="Bring All to Front" id="LE2-aR-0XJ">
                                    <modifierMask key="keyEquivalentModifierMask"/>
                                    <connections>
                                        <action selector="arrangeInFront:" target="-1" id="DRN-fu-gQh"/>
                                    </connections>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                    <menuItem title="Help" id="wpr-3q-Mcd">
                        <modifierMask key="keyEquivalentModifierMask"/>
                        <menu key="submenu" title="Help" systemMenu="help" id="F2S-fz-NVQ">
                            <items>
                                <menuItem title="App Help" keyEquivalent="?" id="FKE-Sm-Kum">
                                    <connections>
                                        <action selector="showHelp:" target="-1" id="y7X-2Q-9no"/>
                                    </connections>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                </items>
                <point key="canvasLocation" x="200" y="121"/>
            </menu>
            <window title="App" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="QvC-M9-y7g">
                <windowStyleMask key="styleMask" titled="YES" closable="YES" miniaturizable="YES" resizable="YES"/>
                <windowPositionMask key="initialPositionMask" leftStrut="YES" rightStrut="YES" topStrut="YES" bottomStrut="YES"/>
                <rect key="contentRect" x="335" y="390" width="480" height="360"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1512" height="944"/>
                <view key="contentView" id="EiT-Mj-1SZ">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="360"/>
                    <autoresizingMask key="autoresizingMask"/>
                </view>
                <point key="canvasLocation" x="200" y="400"/>
            </window>
        </objects>
    </document>

    """
}
