"""A large iOS storyboard written the way Xcode writes one, for the editor benchmark.

`large_storyboard(scenes=20, views_per_scene=100)` gives `scenes` view controllers in a navigation flow
(show segues between neighbours), each with a root view holding cards (nested views) of labels,
buttons, image views and switches: exactly `scenes * views_per_scene` framed views. Ids are Xcode-style
(`abc-de-fgh`) and deterministic, so runs are comparable.
"""
import random
import string

LETTERS = string.ascii_letters + string.digits


class Ids:
    """Deterministic (seeded) unique Xcode-style ids: 3-2-3 characters."""

    def __init__(self, seed=2000):
        self.random = random.Random(seed)
        self.used = set()

    def next(self):
        while True:
            s = "".join(self.random.choice(LETTERS) for _ in range(8))
            if s not in self.used:
                self.used.add(s)
                return f"{s[0:3]}-{s[3:5]}-{s[5:8]}"


def label(ids, x, y, width, text, indent):
    pad = " " * indent
    return (f'{pad}<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" '
            f'verticalHuggingPriority="251" text="{text}" textAlignment="natural" lineBreakMode="tailTruncation" '
            f'baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="{ids.next()}">\n'
            f'{pad}    <rect key="frame" x="{x}" y="{y}" width="{width}" height="21"/>\n'
            f'{pad}    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>\n'
            f'{pad}    <fontDescription key="fontDescription" type="system" pointSize="17"/>\n'
            f'{pad}    <nil key="textColor"/>\n'
            f'{pad}    <nil key="highlightedColor"/>\n'
            f'{pad}</label>\n')


def button(ids, x, y, width, title, indent):
    pad = " " * indent
    return (f'{pad}<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" '
            f'buttonType="system" lineBreakMode="middleTruncation" id="{ids.next()}">\n'
            f'{pad}    <rect key="frame" x="{x}" y="{y}" width="{width}" height="30"/>\n'
            f'{pad}    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>\n'
            f'{pad}    <state key="normal" title="{title}"/>\n'
            f'{pad}</button>\n')


def image_view(ids, x, y, size, indent):
    pad = " " * indent
    return (f'{pad}<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" '
            f'verticalHuggingPriority="251" image="photo" catalog="system" id="{ids.next()}">\n'
            f'{pad}    <rect key="frame" x="{x}" y="{y}" width="{size}" height="{size}"/>\n'
            f'{pad}    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>\n'
            f'{pad}</imageView>\n')


def switch(ids, x, y, indent):
    pad = " " * indent
    return (f'{pad}<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" '
            f'contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="{ids.next()}">\n'
            f'{pad}    <rect key="frame" x="{x}" y="{y}" width="51" height="31"/>\n'
            f'{pad}    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>\n'
            f'{pad}</switch>\n')


def card(ids, scene, index, y, leaves, indent):
    """A container view with `leaves` subviews (a row of icon, title, detail, action, toggle…)."""
    pad = " " * indent
    out = [f'{pad}<view contentMode="scaleToFill" id="{ids.next()}">\n',
           f'{pad}    <rect key="frame" x="16" y="{y}" width="343" height="58"/>\n',
            f'{pad}    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>\n'
           f'{pad}    <subviews>\n']
    inner = indent + 8
    for leaf in range(leaves):
        column, kind = leaf // 4, leaf % 4
        x = 8 + column * 84
        if kind == 0:
            out.append(image_view(ids, x, 4, 20, inner))
        elif kind == 1:
            out.append(label(ids, x + 24, 4, 52, f"Item {scene}.{index}.{leaf}", inner))
        elif kind == 2:
            out.append(button(ids, x, 28, 40, "Open", inner))
        else:
            out.append(switch(ids, x + 40, 26, inner))
    out += [f'{pad}    </subviews>\n',
            f'{pad}    <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>\n',
            f'{pad}</view>\n']
    return "".join(out)


def large_storyboard(scenes=20, views_per_scene=100):
    """The XML text; every scene holds exactly `views_per_scene` framed views (root view included)."""
    ids = Ids()
    controllers = [ids.next() for _ in range(scenes)]
    cards = 9
    leaves_total = views_per_scene - 1 - cards
    if leaves_total < 0:
        raise ValueError("views_per_scene must be at least 10")
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" '
           f'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
           f'useSafeAreas="YES" colorMatched="YES" initialViewController="{controllers[0]}">\n',
           '    <device id="retina6_12" orientation="portrait" appearance="light"/>\n',
           '    <dependencies>\n',
           '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>\n',
           '        <capability name="Safe area layout guides" minToolsVersion="9.0"/>\n',
           '        <capability name="System colors in document resources" minToolsVersion="11.0"/>\n',
           '        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>\n',
           '    </dependencies>\n',
           '    <scenes>\n']
    for s in range(scenes):
        scene_id, view_id, responder = ids.next(), ids.next(), ids.next()
        out += [f'        <!--Screen {s + 1}-->\n',
                f'        <scene sceneID="{scene_id}">\n',
                '            <objects>\n',
                f'                <viewController title="Screen {s + 1}" id="{controllers[s]}" customClass="Screen{s + 1}ViewController" '
                'customModule="Bench" customModuleProvider="target" sceneMemberID="viewController">\n',
                f'                    <view key="view" contentMode="scaleToFill" id="{view_id}">\n',
                '                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n',
                '                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n',
                '                        <subviews>\n']
        for c in range(cards):
            leaves = leaves_total // cards + (1 if c < leaves_total % cards else 0)
            out.append(card(ids, s + 1, c + 1, 80 + c * 80, leaves, 28))
        out += ['                        </subviews>\n',
                f'                        <viewLayoutGuide key="safeArea" id="{ids.next()}"/>\n',
                '                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>\n',
                '                    </view>\n']
        if s + 1 < scenes:
            out += ['                    <connections>\n',
                    f'                        <segue destination="{controllers[s + 1]}" kind="show" identifier="next" id="{ids.next()}"/>\n',
                    '                    </connections>\n']
        out += ['                </viewController>\n',
                f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{responder}" userLabel="First Responder" sceneMemberID="firstResponder"/>\n',
                '            </objects>\n',
                f'            <point key="canvasLocation" x="{(s % 5) * 520}" y="{(s // 5) * 960}"/>\n',
                '        </scene>\n']
    out += ['    </scenes>\n',
            '    <resources>\n',
            '        <image name="photo" catalog="system" width="128" height="93"/>\n',
            '        <systemColor name="secondarySystemBackgroundColor">\n',
            '            <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>\n',
            '        </systemColor>\n',
            '        <systemColor name="systemBackgroundColor">\n',
            '            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\n',
            '        </systemColor>\n',
            '    </resources>\n',
            '</document>\n']
    return "".join(out)


if __name__ == "__main__":
    import sys
    sys.stdout.write(large_storyboard())
