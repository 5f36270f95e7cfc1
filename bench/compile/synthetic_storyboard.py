#!/usr/bin/env python3
"""Writes a synthetic iOS storyboard with N scenes to stdout, for bench/compile/storyboard.sh.

Each scene is a view controller with a Storyboard ID (so every scene gets its own nib, as
ibtool splits them), a 393x852 view with its safe area, a vertical stack view holding a title
label, a detail label and a button (with a show segue to the next scene and an action), an
image view, eight constraints and two outlets: the shapes the UIKit encoder compiles.
Usage: synthetic_storyboard.py [SCENES]   (default 50)
"""
import sys


def ident(prefix, n, part):
    """Xcode-shaped ids (`abc-12-xyz`), unique per scene and part."""
    return f"{prefix}{part}{n % 10}-{n // 10 % 100:02d}-{part}{prefix}{n % 7}"


def scene(n, last):
    vc, view, safe = ident("v", n, "c"), ident("w", n, "v"), ident("s", n, "a")
    stack, title, detail, button, image = (ident(p, n, q) for p, q in
                                           [("k", "s"), ("t", "l"), ("d", "l"), ("b", "b"), ("i", "m")])
    constraints = [ident(f"c{i}", n, "k") for i in range(8)]
    segue = "" if last else f"""
                                    <connections>
                                        <segue destination="{ident('v', n + 1, 'c')}" kind="show" identifier="next" id="{ident('q', n, 'g')}"/>
                                        <action selector="buttonTapped:" destination="{vc}" eventType="touchUpInside" id="{ident('a', n, 'c')}"/>
                                    </connections>"""
    return f"""        <scene sceneID="{ident('e', n, 'n')}">
            <objects>
                <viewController storyboardIdentifier="Scene{n}" id="{vc}" customClass="SceneViewController" customModule="Bench" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{view}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="{stack}">
                                <rect key="frame" x="20" y="79" width="353" height="130"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Scene {n}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{title}">
                                        <rect key="frame" x="0.0" y="0.0" width="353" height="34"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                                        <color key="textColor" systemColor="labelColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Details of scene {n}" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{detail}">
                                        <rect key="frame" x="0.0" y="46" width="353" height="20.333333333333332"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <color key="textColor" red="0.2" green="0.47843137254901963" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{button}">
                                        <rect key="frame" x="0.0" y="78" width="353" height="52"/>
                                        <state key="normal" title="Next"/>{segue}
                                    </button>
                                </subviews>
                            </stackView>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="{image}">
                                <rect key="frame" x="176" y="400" width="40" height="40"/>
                            </imageView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="{safe}"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="{stack}" firstAttribute="top" secondItem="{safe}" secondAttribute="top" constant="20" id="{constraints[0]}"/>
                            <constraint firstItem="{stack}" firstAttribute="leading" secondItem="{safe}" secondAttribute="leading" constant="20" id="{constraints[1]}"/>
                            <constraint firstItem="{safe}" firstAttribute="trailing" secondItem="{stack}" secondAttribute="trailing" constant="20" id="{constraints[2]}"/>
                            <constraint firstItem="{image}" firstAttribute="centerX" secondItem="{view}" secondAttribute="centerX" id="{constraints[3]}"/>
                            <constraint firstItem="{image}" firstAttribute="centerY" secondItem="{view}" secondAttribute="centerY" id="{constraints[4]}"/>
                            <constraint firstItem="{image}" firstAttribute="width" constant="40" id="{constraints[5]}"/>
                            <constraint firstItem="{image}" firstAttribute="height" secondItem="{image}" secondAttribute="width" multiplier="1:1" id="{constraints[6]}"/>
                            <constraint firstItem="{safe}" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="{image}" secondAttribute="bottom" constant="20" priority="750" id="{constraints[7]}"/>
                        </constraints>
                    </view>
                    <connections>
                        <outlet property="titleLabel" destination="{title}" id="{ident('o', n, 't')}"/>
                        <outlet property="detailLabel" destination="{detail}" id="{ident('o', n, 'd')}"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{ident('f', n, 'r')}" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="{n * 400}" y="0"/>
        </scene>
"""


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    print(f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="{ident('v', 0, 'c')}">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="System colors in document resources" minToolsVersion="11.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>""")
    for n in range(count):
        sys.stdout.write(scene(n, n == count - 1))
    print("""    </scenes>
    <resources>
        <image name="star" catalog="system" width="128" height="116"/>
        <systemColor name="labelColor">
            <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
    </resources>
</document>""")


if __name__ == "__main__":
    main()
