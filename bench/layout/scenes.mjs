// The JavaScript layout bench scenes (shared by mapping-bench.mjs and profile-scene.mjs): the Swift
// LayoutBench's 300-view grid and a 50-card form.
function wrap(subviews, constraints) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
    <view key="view" contentMode="scaleToFill" id="main">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>${subviews}</subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>${constraints}</constraints>
    </view></viewController></objects></scene></scenes>
</document>`;
}

/** The Swift LayoutBench scene: `views` 28×28 views in rows of 10. */
export function grid(views) {
  let subviews = "", constraints = "";
  for (let index = 0; index < views; index += 1) {
    const id = `v${index}`, column = index % 10, row = Math.floor(index / 10);
    subviews += `<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
        <rect key="frame" x="${8 + column * 36}" y="${20 + row * 36}" width="28" height="28"/>
        <constraints><constraint firstAttribute="width" constant="28" id="${id}w"/><constraint firstAttribute="height" constant="28" id="${id}h"/></constraints>
    </view>\n`;
    constraints += column === 0
      ? `<constraint firstItem="${id}" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="8" id="${id}l"/>`
      : `<constraint firstItem="${id}" firstAttribute="leading" secondItem="v${index - 1}" secondAttribute="trailing" constant="8" id="${id}l"/>`;
    constraints += row === 0
      ? `<constraint firstItem="${id}" firstAttribute="top" secondItem="main" secondAttribute="top" constant="20" id="${id}t"/>\n`
      : `<constraint firstItem="${id}" firstAttribute="top" secondItem="v${index - 10}" secondAttribute="bottom" constant="8" id="${id}t"/>\n`;
  }
  return { xml: wrap(subviews, constraints), dragged: "v155" };
}

/** 50 cards of 6 views (card, horizontal stack, label, switch, detail label, button) = 300 views. */
export function form(cards) {
  let subviews = "", constraints = "";
  const frame = (x, y, width, height) => `<rect key="frame" x="${x}" y="${y}" width="${width}" height="${height}"/>`;
  for (let index = 0; index < cards; index += 1) {
    const c = `c${index}`, y = 20 + index * 90;
    subviews += `<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="${c}">${frame(16, y, 343, 82)}
      <subviews>
        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="${c}s">${frame(8, 8, 327, 31)}
          <subviews>
            <label text="Setting number ${index}" translatesAutoresizingMaskIntoConstraints="NO" id="${c}l">${frame(0, 0, 268, 31)}
              <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <switch opaque="NO" contentMode="scaleToFill" on="YES" horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="${c}w">${frame(276, 0, 51, 31)}</switch>
          </subviews>
        </stackView>
        <label text="A longer description of what setting ${index} changes" numberOfLines="2" horizontalCompressionResistancePriority="749" translatesAutoresizingMaskIntoConstraints="NO" id="${c}d">${frame(8, 47, 250, 27)}
          <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></label>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="${c}b">${frame(266, 44, 69, 30)}
          <state key="normal" title="Details"/></button>
      </subviews>
      <constraints>
        <constraint firstItem="${c}s" firstAttribute="leading" secondItem="${c}" secondAttribute="leadingMargin" id="${c}1"/>
        <constraint firstAttribute="trailingMargin" secondItem="${c}s" secondAttribute="trailing" id="${c}2"/>
        <constraint firstItem="${c}s" firstAttribute="top" secondItem="${c}" secondAttribute="topMargin" id="${c}3"/>
        <constraint firstItem="${c}d" firstAttribute="leading" secondItem="${c}s" secondAttribute="leading" id="${c}4"/>
        <constraint firstItem="${c}d" firstAttribute="top" secondItem="${c}s" secondAttribute="bottom" constant="8" id="${c}5"/>
        <constraint firstItem="${c}b" firstAttribute="leading" secondItem="${c}d" secondAttribute="trailing" constant="8" id="${c}6"/>
        <constraint firstItem="${c}b" firstAttribute="trailing" secondItem="${c}s" secondAttribute="trailing" id="${c}7"/>
        <constraint firstItem="${c}b" firstAttribute="firstBaseline" secondItem="${c}d" secondAttribute="firstBaseline" id="${c}8"/>
        <constraint firstAttribute="bottomMargin" secondItem="${c}d" secondAttribute="bottom" id="${c}9"/>
      </constraints>
    </view>\n`;
    constraints += `<constraint firstItem="${c}" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="${c}L"/>
      <constraint firstItem="safe" firstAttribute="trailing" secondItem="${c}" secondAttribute="trailing" constant="16" id="${c}T"/>
      <constraint firstItem="${c}" firstAttribute="top" secondItem="${index === 0 ? "safe" : `c${index - 1}`}" secondAttribute="${index === 0 ? "top" : "bottom"}" constant="8" id="${c}V"/>\n`;
  }
  return { xml: wrap(subviews, constraints), dragged: "c25" };
}

