"""Opaque bars on the canvas: a controller under an opaque navigation bar has a root view that starts below the status
bar and the bar (Xcode stores it at y = 0, shorter); the canvas draws the whole device screen as Xcode does — the bars
on top, the root view below them — and selection, constraints, drag, device and right-to-left previews follow the
views. A controller under a translucent bar is drawn as before: bars over a root that fills the screen."""
from conftest import FIXTURES
from editor_fixtures import drag, frame, open_live_editor, show_inspector, wait_for_xml, zoom_100_and_reveal
from editor_page import canvas_object, inspector_field

DOCUMENT = FIXTURES / "OpaqueBars.storyboard"
OPAQUE = {"scene": "opq-Sc-002", "controller": "opq-Vc-001", "root": "opq-Vw-001", "label": "opq-Lb-001"}
TRANSLUCENT = {"scene": "opq-Sc-004", "controller": "opq-Vc-002", "root": "opq-Vw-002", "label": "opq-Lb-002"}


def drawn(page, scene):
    """The scene as drawn, in points from its screen's top-left corner: {screen: [width, height], root, label:
    [top, height], bars: {kind: [top, height]}, layer (the bars' layer), dock_bottom}."""
    return page.evaluate("""({scene, controller, root, label}) => {
        const zoom = window.storyweave.camera.zoom;
        const screen = document.querySelector(`#canvas .scene[data-scene-id="${scene}"] > .screen`);
        const s = screen.getBoundingClientRect();
        const span = (node) => { const r = node.getBoundingClientRect(); return [Math.round((r.top - s.top) / zoom), Math.round(r.height / zoom)]; };
        const bars = [...document.querySelectorAll(
            `#canvas .sim-bars[data-controller-id="${controller}"] [data-bar], #canvas .scene[data-scene-id="${scene}"] .simulated-bar[data-bar]`)];
        const dock = screen.parentElement.querySelector(':scope > .scene-dock').getBoundingClientRect();
        return {
            screen: [Math.round(s.width / zoom), Math.round(s.height / zoom)],
            root: span(screen.querySelector(`:scope > .ib-view[data-object-id="${root}"]`)),
            label: span(document.querySelector(`#canvas .ib-view[data-object-id="${label}"]`)),
            bars: Object.fromEntries(bars.map((b) => [b.dataset.bar, span(b)])),
            layer: span(screen.querySelector(':scope > .sim-bars')),
            dock_bottom: Math.round((dock.bottom - s.top) / zoom),
        };
    }""", scene)


def segue_end_y(page, segue_id, scene_id):
    """Where a segue's arrow ends, in points from the top of the destination scene's screen."""
    return page.evaluate("""([segue, scene]) => {
        const zoom = window.storyweave.camera.zoom;
        const s = document.querySelector(`#canvas .scene[data-scene-id="${scene}"] > .screen`).getBoundingClientRect();
        const path = document.querySelector(`#canvas .segue-path[data-segue-id="${segue}"]`);
        const end = path.getPointAtLength(path.getTotalLength());
        const world = path.ownerSVGElement.getScreenCTM();
        return Math.round((world.f + end.y * world.d - s.top) / zoom);
    }""", [segue_id, scene_id])


def test_opaque_navigation_bar_is_drawn_above_the_root_view(page, server, screenshot):
    doc = server.upload(DOCUMENT)
    open_live_editor(page, server, doc)
    zoom_100_and_reveal(page, OPAQUE["root"])
    page.wait_for_selector(f'#canvas .sim-bars[data-controller-id="{OPAQUE["controller"]}"]')
    # The iPhone 14's whole screen: the 47 pt status bar and the 44 pt opaque bar, then the 753 pt root view (stored
    # at y = 0) from 91 pt to the screen's bottom, the label 20 pt under its top (its safe area has no top inset).
    opaque = drawn(page, OPAQUE)
    assert opaque["screen"] == [390, 844]
    assert opaque["bars"] == {"status": [0, 47], "navigation": [47, 44]}
    assert opaque["root"] == [91, 753]
    nav_top, nav_height = opaque["bars"]["navigation"]
    assert nav_top + nav_height <= opaque["root"][0]
    assert opaque["label"] == [91 + 20, 21]
    assert opaque["label"][0] >= nav_top + nav_height
    assert opaque["layer"] == [0, 844]
    # The dock sits above the taller screen; the relationship segue ends at its middle.
    assert opaque["dock_bottom"] <= 0
    assert segue_end_y(page, "opq-Sg-001", OPAQUE["scene"]) == 844 / 2
    # Translucent: as before — the root fills the screen, the bars are drawn over it, the label under them.
    translucent = drawn(page, TRANSLUCENT)
    assert translucent["screen"] == [390, 844]
    assert translucent["root"] == [0, 844]
    assert translucent["bars"] == {"status": [0, 47], "navigation": [47, 44]}
    assert translucent["label"] == [111, 21]
    assert translucent["layer"] == [0, 844]

    # Clicking the label selects it; its selection box and its constraints line up with it.
    label = canvas_object(page, OPAQUE["label"]).first
    label.click()
    assert page.evaluate("window.storyweave.selection.ids") == [OPAQUE["label"]]
    box = page.locator("#canvas .selection-box").bounding_box()
    drawn_label = label.bounding_box()
    assert [round(box[k]) for k in ("x", "y", "width", "height")] == [round(drawn_label[k]) for k in ("x", "y", "width", "height")]
    page.wait_for_selector('#canvas .constraint-layer g.constraint[data-constraint-id="opq-Cn-002"]')
    states = page.eval_on_selector_all("#canvas .constraint-layer g.constraint",
                                       "gs => Object.fromEntries(gs.map(g => [g.dataset.constraintId, g.dataset.state]))")
    assert states == {"opq-Cn-001": "satisfied", "opq-Cn-002": "satisfied", "opq-Cn-003": "satisfied", "opq-Cn-004": "satisfied"}
    # The top constraint's I-beam runs from the safe area's top (the root's top, below the bar) to the label.
    beam = page.eval_on_selector('#canvas g.constraint[data-constraint-id="opq-Cn-002"] line.beam',
                                 "l => [l.getBoundingClientRect().top, l.getBoundingClientRect().bottom]")
    root_box = canvas_object(page, OPAQUE["root"]).first.bounding_box()
    assert round(beam[0]) == round(root_box["y"]) and round(beam[1]) == round(drawn_label["y"])

    # A drag moves the label in its root view's coordinates.
    start = (drawn_label["x"] + 40, drawn_label["y"] + drawn_label["height"] / 2)
    drag(page, start, (start[0], start[1] + 40))
    xml = wait_for_xml(server, doc["id"], lambda t: frame(t, OPAQUE["label"])["y"] != 20, what="the label's move")
    assert frame(xml, OPAQUE["label"])["y"] == 60
    assert drawn(page, OPAQUE)["label"] == [91 + 60, 21]
    page.keyboard.press("Control+z")
    wait_for_xml(server, doc["id"], lambda t: t == DOCUMENT.read_text(), what="the undo")
    page.wait_for_function(f'parseFloat(document.querySelector(\'#canvas .ib-view[data-object-id="{OPAQUE["label"]}"]\').style.top) === 20')

    # Previewing an iPhone 8: a 20 pt status bar; the root is 603 pt from 64 pt down; the translucent root fills it.
    page.select_option("#device-picker", "retina4_7")
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina4_7/portrait'")
    opaque = drawn(page, OPAQUE)
    assert (opaque["screen"], opaque["bars"], opaque["root"], opaque["label"]) == (
        [375, 667], {"status": [0, 20], "navigation": [20, 44]}, [64, 603], [84, 21])
    translucent = drawn(page, TRANSLUCENT)
    assert (translucent["screen"], translucent["root"], translucent["label"]) == ([375, 667], [0, 667], [84, 21])
    # Right to left on that device: the same screens (the label spans its root between equal margins).
    page.click("#device-direction")
    page.wait_for_function("document.querySelector('#canvas').dataset.direction === 'rtl'")
    opaque = drawn(page, OPAQUE)
    assert (opaque["screen"], opaque["root"], opaque["label"]) == ([375, 667], [64, 603], [84, 21])
    page.click("#device-direction")
    page.wait_for_function("document.querySelector('#canvas').dataset.direction === 'ltr'")
    page.select_option("#device-picker", "retina6_0")
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina6_0/portrait'")
    assert drawn(page, OPAQUE)["root"] == [91, 753]
    # The opaque scene whole, the label selected (its box still on it at this zoom).
    page.evaluate("""() => { const c = window.storyweave.canvas, r = c.sceneRects.get('opq-Sc-002');
        c.camera.fit({x: r.x - 20, y: r.y - 50, width: r.width + 40, height: r.height + 60}, c.viewportSize.width, c.viewportSize.height); }""")
    page.evaluate("id => window.storyweave.selection.set([id], 'canvas')", OPAQUE["label"])
    box, drawn_label = page.locator("#canvas .selection-box").bounding_box(), canvas_object(page, OPAQUE["label"]).first.bounding_box()
    assert [round(box[k]) for k in ("x", "y", "width", "height")] == [round(drawn_label[k]) for k in ("x", "y", "width", "height")]
    screenshot(page, "opaque-navigation-bar")
    # Previews edit nothing.
    assert wait_for_xml(server, doc["id"], lambda t: True) == DOCUMENT.read_text()


def test_an_opaque_toolbar_chosen_in_the_inspector_is_drawn_below_the_root_view(page, server, screenshot):
    doc = server.upload(DOCUMENT)
    open_live_editor(page, server, doc)
    zoom_100_and_reveal(page, OPAQUE["root"])
    page.click(f'#outline .outline-row[data-object-id="{OPAQUE["controller"]}"]')
    show_inspector(page, "attributes")
    # Xcode stores the root shorter again (844 − 91 above − 44 pt toolbar and 34 pt home indicator below).
    inspector_field(page, "simulated-bottomBar").select_option("Opaque Toolbar")
    xml = wait_for_xml(server, doc["id"], lambda t: 'key="simulatedBottomBarMetrics" translucent="NO"' in t, what="the opaque toolbar")
    assert frame(xml, OPAQUE["root"]) == {"x": 0, "y": 0, "width": 390, "height": 675}
    assert frame(xml, OPAQUE["label"]) == {"x": 20, "y": 20, "width": 350, "height": 21}
    page.wait_for_selector(f'#canvas .sim-bars[data-controller-id="{OPAQUE["controller"]}"] [data-bar="toolbar"]')
    opaque = drawn(page, OPAQUE)
    assert opaque["screen"] == [390, 844]
    assert opaque["root"] == [91, 675]
    assert opaque["bars"] == {"status": [0, 47], "navigation": [47, 44], "toolbar": [91 + 675, 78]}
    assert opaque["label"] == [111, 21]
    page.evaluate("""() => { const c = window.storyweave.canvas, r = c.sceneRects.get('opq-Sc-002');
        c.camera.fit({x: r.x - 20, y: r.y - 50, width: r.width + 40, height: r.height + 60}, c.viewportSize.width, c.viewportSize.height); }""")
    screenshot(page, "opaque-toolbar")
    # Undone: the root is 753 pt to the screen's bottom again, without a toolbar.
    page.keyboard.press("Escape")
    page.keyboard.press("Control+z")
    wait_for_xml(server, doc["id"], lambda t: t == DOCUMENT.read_text(), what="the undo")
    page.wait_for_function('!document.querySelector(\'#canvas [data-bar="toolbar"]\')')
    opaque = drawn(page, OPAQUE)
    assert (opaque["screen"], opaque["root"], opaque["bars"]) == ([390, 844], [91, 753], {"status": [0, 47], "navigation": [47, 44]})


FOOTER = "opq-Ft-001"


def stored_full_screen(tmp_path):
    """OpaqueBars.storyboard with the opaque scene's root stored at the iPhone 14's whole size (390 × 844, as a
    document saved before the bar was opaque) and an autoresizing footer pinned to its bottom (flexible top margin)."""
    text = DOCUMENT.read_text().replace('width="390" height="753"/>', 'width="390" height="844"/>', 1)
    footer = ('<view contentMode="scaleToFill" id="opq-Ft-001" userLabel="Footer">\n'
              '                                <rect key="frame" x="0.0" y="794" width="390" height="50"/>\n'
              '                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>\n'
              '                            </view>\n'
              '                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Below the bar"')
    text = text.replace('<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Below the bar"', footer, 1)
    path = tmp_path / "FullScreenUnderOpaqueBar.storyboard"
    path.write_text(text)
    return path


def test_a_root_stored_at_the_whole_screen_under_an_opaque_bar_is_drawn_as_xcode_shows_it(page, server, tmp_path, screenshot):
    path = stored_full_screen(tmp_path)
    doc = server.upload(path)
    open_live_editor(page, server, doc)
    zoom_100_and_reveal(page, OPAQUE["root"])
    page.wait_for_selector(f'#canvas .sim-bars[data-controller-id="{OPAQUE["controller"]}"]')
    # The screen is the device's (not 91 pt taller): the bars above, the root 753 pt high below them, the label 20 pt
    # under its top and the autoresizing footer still at its bottom (y 794 − 91 = 703 in the root).
    opaque = drawn(page, OPAQUE)
    assert opaque["screen"] == [390, 844]
    assert opaque["bars"] == {"status": [0, 47], "navigation": [47, 44]}
    assert opaque["root"] == [91, 753]
    assert opaque["label"] == [111, 21]
    assert opaque["layer"] == [0, 844]
    footer = page.evaluate("""id => { const zoom = window.storyweave.camera.zoom;
        const s = document.querySelector('#canvas .scene[data-scene-id="opq-Sc-002"] > .screen').getBoundingClientRect();
        const r = document.querySelector(`#canvas .ib-view[data-object-id="${id}"]`).getBoundingClientRect();
        return [Math.round((r.top - s.top) / zoom), Math.round(r.height / zoom), Math.round(r.width / zoom)]; }""", FOOTER)
    assert footer == [91 + 703, 50, 390]
    assert segue_end_y(page, "opq-Sg-001", OPAQUE["scene"]) == 844 / 2
    # Selecting the label shows its constraints satisfied (the layout lays the root out at 753 pt too).
    canvas_object(page, OPAQUE["label"]).first.click()
    page.wait_for_selector('#canvas .constraint-layer g.constraint[data-constraint-id="opq-Cn-002"]')
    assert page.get_attribute('#canvas g.constraint[data-constraint-id="opq-Cn-002"]', "data-state") == "satisfied"
    page.evaluate("""() => { const c = window.storyweave.canvas, r = c.sceneRects.get('opq-Sc-002');
        c.camera.fit({x: r.x - 20, y: r.y - 50, width: r.width + 40, height: r.height + 60}, c.viewportSize.width, c.viewportSize.height); }""")
    screenshot(page, "opaque-bar-root-stored-full-screen")
    # A preview and back: the same picture on the document's device.
    page.select_option("#device-picker", "retina4_7")
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina4_7/portrait'")
    assert drawn(page, OPAQUE)["root"] == [64, 603]
    page.select_option("#device-picker", "retina6_0")
    page.wait_for_function("document.querySelector('#canvas').dataset.device === 'retina6_0/portrait'")
    opaque = drawn(page, OPAQUE)
    assert (opaque["screen"], opaque["root"], opaque["label"]) == ([390, 844], [91, 753], [111, 21])
    # Opening (and previewing) wrote nothing: the document is byte-identical.
    assert wait_for_xml(server, doc["id"], lambda t: True) == path.read_text()


def test_extend_edges_in_the_inspector_re_frame_the_root_view(page, server, screenshot):
    doc = server.upload(DOCUMENT)
    open_live_editor(page, server, doc)
    zoom_100_and_reveal(page, OPAQUE["root"])
    page.click(f'#outline .outline-row[data-object-id="{OPAQUE["controller"]}"]')
    show_inspector(page, "attributes")
    # Xcode's three checkboxes; the catalog's own "Extended Layout Includes Opaque Bars" field is not repeated.
    assert [inspector_field(page, f"extend-edges-{f}").is_checked() for f in ("top", "bottom", "opaque")] == [True, True, False]
    assert inspector_field(page, "attr-extendedLayoutIncludesOpaqueBars").count() == 0
    # Under Opaque Bars: the root extends under the opaque bar — full screen again (844 pt), the label 20 pt under the
    # safe area (y 111), as Xcode writes it.
    inspector_field(page, "extend-edges-opaque").check()
    xml = wait_for_xml(server, doc["id"], lambda t: 'extendedLayoutIncludesOpaqueBars="YES"' in t, what="Under Opaque Bars")
    assert '<viewController extendedLayoutIncludesOpaqueBars="YES" id="opq-Vc-001" sceneMemberID="viewController">' in xml
    assert frame(xml, OPAQUE["root"]) == {"x": 0, "y": 0, "width": 390, "height": 844}
    assert frame(xml, OPAQUE["label"]) == {"x": 20, "y": 111, "width": 350, "height": 21}
    page.wait_for_function(f'document.querySelector(\'#canvas .scene[data-scene-id="{OPAQUE["scene"]}"] > .screen\').style.height === "844px"'
                           f' && !document.querySelector(\'#canvas .scene[data-scene-id="{OPAQUE["scene"]}"] > .screen.root-below-bars\')')
    opaque = drawn(page, OPAQUE)
    assert (opaque["screen"], opaque["root"], opaque["label"]) == ([390, 844], [0, 844], [111, 21])
    # One undoable change: back to the exact bytes, the root below the bar.
    page.click("#undo")
    wait_for_xml(server, doc["id"], lambda t: t == DOCUMENT.read_text(), what="the undo")
    page.wait_for_function(f'!!document.querySelector(\'#canvas .scene[data-scene-id="{OPAQUE["scene"]}"] > .screen.root-below-bars\')')
    assert drawn(page, OPAQUE)["root"] == [91, 753]

    # The translucent scene without Under Top Bars: its root starts below the bar (753 pt), written as Xcode does
    # (the edges still on, right after the view), the label 20 pt under its top.
    page.click(f'#outline .outline-row[data-object-id="{TRANSLUCENT["controller"]}"]')
    show_inspector(page, "attributes")
    inspector_field(page, "extend-edges-top").uncheck()
    xml = wait_for_xml(server, doc["id"], lambda t: "<extendedEdge" in t, what="Under Top Bars off")
    lines = [line.strip() for line in xml.split("\n")]
    edge = lines.index('<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>')
    assert lines[edge - 1] == "</view>" and lines[edge + 1].startswith('<navigationItem key="navigationItem" title="Translucent"')
    assert frame(xml, TRANSLUCENT["root"]) == {"x": 0, "y": 0, "width": 390, "height": 753}
    assert frame(xml, TRANSLUCENT["label"]) == {"x": 20, "y": 20, "width": 350, "height": 21}
    page.wait_for_function(f'!!document.querySelector(\'#canvas .scene[data-scene-id="{TRANSLUCENT["scene"]}"] > .screen.root-below-bars\')')
    translucent = drawn(page, TRANSLUCENT)
    assert (translucent["screen"], translucent["root"], translucent["label"]) == ([390, 844], [91, 753], [111, 21])
    assert translucent["bars"] == {"status": [0, 47], "navigation": [47, 44]}
    # Without Under Bottom Bars too: no edge left (an element without attributes); no bottom bar, so no re-frame.
    inspector_field(page, "extend-edges-bottom").uncheck()
    xml = wait_for_xml(server, doc["id"], lambda t: '<extendedEdge key="edgesForExtendedLayout"/>' in t, what="Under Bottom Bars off")
    assert frame(xml, TRANSLUCENT["root"])["height"] == 753
    assert [inspector_field(page, f"extend-edges-{f}").is_checked() for f in ("top", "bottom", "opaque")] == [False, False, False]
    page.evaluate("""() => { const c = window.storyweave.canvas, r = c.sceneRects.get('opq-Sc-004');
        c.camera.fit({x: r.x - 20, y: r.y - 50, width: r.width + 40, height: r.height + 60}, c.viewportSize.width, c.viewportSize.height); }""")
    screenshot(page, "extend-edges-not-under-top-bars")
    # Both undone: the original bytes, the root filling the screen under the translucent bar.
    page.click("#undo")
    page.click("#undo")
    wait_for_xml(server, doc["id"], lambda t: t == DOCUMENT.read_text(), what="the undos")
    page.wait_for_function(f'!document.querySelector(\'#canvas .scene[data-scene-id="{TRANSLUCENT["scene"]}"] > .screen.root-below-bars\')')
    assert drawn(page, TRANSLUCENT)["root"] == [0, 844]
