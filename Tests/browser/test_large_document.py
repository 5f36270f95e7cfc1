"""A storyboard too large to read at zoom-to-fit (bench/browser/large_storyboard.py, 20 scenes): it opens on
its entry scene at a readable zoom, the scenes far from it are drawn after the first frame, and by the time the
editor is ready every view is on the canvas, where objects of a far scene can be selected and edited."""
import sys
from pathlib import Path

from editor_page import canvas_object, drawn_view_ids, open_editor, outline_row
from ib_xml import framed_object_ids, scene_count

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench" / "browser"))
from large_storyboard import large_storyboard  # noqa: E402


def test_large_storyboard_opens_on_its_entry_scene_with_every_view_drawn(page, server):
    xml = large_storyboard(20, 20).encode()
    doc = server.call("POST", "/api/documents?name=Large.storyboard", xml, "application/xml")
    open_editor(page, server, doc)

    # Every scene and every framed view is drawn (no placeholder is left) once the editor is ready.
    assert page.locator("#canvas .scene.pending").count() == 0
    assert page.locator("#canvas .scene").count() == scene_count(xml) == 20
    assert drawn_view_ids(page) == framed_object_ids(xml)

    # The opening view: readable (zoom-to-fit would be below 25 %), the entry scene whole inside the canvas.
    zoom = page.evaluate("window.storyweave.camera.zoom")
    assert zoom >= 0.25
    entry = page.evaluate("""() => {
      const { model } = window.storyweave;
      return model.scenes.find((s) => s.controller?.id === model.initialControllerId).id;
    }""")
    canvas_box = page.locator("#canvas").bounding_box()
    scene_box = page.locator(f'#canvas .scene[data-scene-id="{entry}"] > .screen').bounding_box()
    assert canvas_box["x"] <= scene_box["x"] and scene_box["x"] + scene_box["width"] <= canvas_box["x"] + canvas_box["width"]
    assert canvas_box["y"] <= scene_box["y"] and scene_box["y"] + scene_box["height"] <= canvas_box["y"] + canvas_box["height"]

    # A label in the last scene (far from the entry one, drawn after the first frame): chosen in the outline it is
    # shown on the canvas, and a click there selects it.
    label = page.evaluate("""() => {
      const scenes = window.storyweave.model.scenes;
      const root = scenes[scenes.length - 1].controller.children.find((c) => c.frame);
      return root.children.find((c) => c.frame).children.find((c) => c.tag === 'label').id;
    }""")
    page.evaluate("(id) => window.storyweave.selection.set([id], 'outline')", label)
    box = canvas_object(page, label).bounding_box()
    assert canvas_box["x"] <= box["x"] + box["width"] / 2 <= canvas_box["x"] + canvas_box["width"]
    page.evaluate("() => window.storyweave.selection.set([], 'canvas')")
    canvas_object(page, label).click()
    assert page.evaluate("window.storyweave.selection.ids") == [label]
    assert "is-selected" in outline_row(page, label).get_attribute("class")
