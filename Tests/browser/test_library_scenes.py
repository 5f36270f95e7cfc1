"""View controllers from the object library: dropped on the empty canvas they make new scenes (a Navigation Controller
with its root view controller and the relationship segue), undone in one step; dropped on a view they are refused."""
import re

from editor_fixtures import command_key, document_xml, element, open_live_editor, signup_doc, wait_for_xml, wait_synced  # noqa: F401
from editor_page import canvas_object

XCODE_ID = re.compile(r"^[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}$")

# A client point over the canvas with no scene under it (scanned on a grid, right half first: the library is left).
EMPTY_CANVAS_POINT = """() => {
  const canvas = document.querySelector('#canvas').getBoundingClientRect();
  for (let x = canvas.right - 60; x > canvas.left + 60; x -= 40) {
    for (let y = canvas.top + 80; y < canvas.bottom - 60; y += 40) {
      const hits = document.elementsFromPoint(x, y);
      if (hits.length && document.querySelector('#canvas').contains(hits[0])
          && !hits.some((h) => h.closest('.scene, .segue-badge, #library, #inspector'))) return [x, y];
    }
  }
  return null;
}"""


# Scene id → its drawn world rectangle [x, y, width, height].
SCENE_RECTS = "() => Object.fromEntries([...window.storyweave.canvas.sceneRects].map(([id, r]) => [id, [r.x, r.y, r.width, r.height]]))"


def open_library(page, filter_text):
    page.click("#library-button")
    page.fill("#library .library-filter", filter_text)


def start_library_drag(page, class_name):
    item = page.locator(f'#library .library-item[data-class-name="{class_name}"]').bounding_box()
    page.mouse.move(item["x"] + 20, item["y"] + 15)
    page.mouse.down()


def test_drag_a_navigation_controller_onto_the_empty_canvas(page, server, signup_doc, screenshot):
    open_live_editor(page, server, signup_doc)
    page.click("#zoom-out")  # room around the scenes
    before = document_xml(server, signup_doc["id"])
    scenes_before = page.locator("#canvas .scene").count()
    rects_before = page.evaluate(SCENE_RECTS)
    open_library(page, "navigation controller")
    point = page.evaluate(EMPTY_CANVAS_POINT)  # not under the library panel either
    assert point, "no empty canvas in view"
    expected = tuple(page.evaluate("""([x, y]) => {
      const { canvas, camera } = window.storyweave;
      const r = document.querySelector('#canvas').getBoundingClientRect();
      const world = camera.toWorld(x - r.left, y - r.top);
      const at = canvas.canvasLocationAt(world.x, world.y);
      return [Math.round(at.x), Math.round(at.y)];
    }""", point))
    start_library_drag(page, "UINavigationController")
    page.mouse.move(*point, steps=12)
    assert "can-drop" in page.get_attribute(".library-ghost", "class")
    page.mouse.up()
    nav_id = page.wait_for_function(
        "() => { const id = window.storyweave.selection.primary; return id && id.length === 10 ? id : null }").json_value()
    assert XCODE_ID.match(nav_id)
    xml = wait_for_xml(server, signup_doc["id"], lambda t: element(t, nav_id) is not None)
    nav = element(xml, nav_id)
    assert nav.tag == "navigationController" and nav.get("sceneMemberID") == "viewController"
    segue = nav.find("connections/segue")
    assert segue.get("kind") == "relationship" and segue.get("relationship") == "rootViewController"
    root = element(xml, segue.get("destination"))
    assert root.tag == "viewController" and root.find("view").get("key") == "view"
    assert root.find("navigationItem") is not None
    # Both scenes drawn, the relationship arrow between them.
    page.wait_for_function("n => document.querySelectorAll('#canvas .scene').length === n", arg=scenes_before + 2)
    assert canvas_object(page, root.find("view").get("id")).count() == 1
    assert page.locator(f'#canvas path.segue-path[data-segue-id="{segue.get("id")}"]').count() == 1
    # Dropped where the pointer was: the scene's canvasLocation is the drop point in canvas coordinates, and it is
    # drawn there (centred on the drop point) while the scenes already there stay put (the spread is kept).
    rects_after = page.evaluate(SCENE_RECTS)
    assert {id: rects_after[id] for id in rects_before} == rects_before
    world = page.evaluate("""([x, y]) => {
      const r = document.querySelector('#canvas').getBoundingClientRect();
      return window.storyweave.camera.toWorld(x - r.left, y - r.top);
    }""", point)
    scene_id = re.search(r'<scene sceneID="([^"]+)">\s*<objects>\s*<navigationController [^>]*id="' + nav_id + '"', xml).group(1)
    drawn = rects_after[scene_id]
    assert abs(drawn[0] + drawn[2] / 2 - world["x"]) < 1.5 and abs(drawn[1] + drawn[3] / 2 - world["y"]) < 1.5
    location = re.search(r'<navigationController id="' + nav_id + r'"[\s\S]*?<point key="canvasLocation" x="([-\d.]+)" y="([-\d.]+)"/>', xml)
    assert (float(location.group(1)), float(location.group(2))) == expected
    root_location = re.search(r'<viewController id="' + root.get("id") + r'"[\s\S]*?<point key="canvasLocation" x="([-\d.]+)" y="([-\d.]+)"/>', xml)
    assert (float(root_location.group(1)), float(root_location.group(2))) == (expected[0] + 800, expected[1])
    screenshot(page, "library-navigation-controller")
    wait_synced(page)
    page.keyboard.press(f"{command_key()}+z")
    wait_for_xml(server, signup_doc["id"], lambda t: t == before, what="undo to remove both scenes and the segue")
    page.wait_for_function("n => document.querySelectorAll('#canvas .scene').length === n", arg=scenes_before)
    assert page.locator(f'#canvas path.segue-path[data-segue-id="{segue.get("id")}"]').count() == 0


def test_a_view_controller_dropped_on_a_view_is_refused(page, server, signup_doc):
    open_live_editor(page, server, signup_doc)
    page.evaluate("id => window.storyweave.canvas.reveal(id)", "wel-vie-001")
    before = document_xml(server, signup_doc["id"])
    view = canvas_object(page, "wel-vie-001").bounding_box()
    open_library(page, "view controller")
    start_library_drag(page, "UIViewController")
    page.mouse.move(view["x"] + view["width"] / 2, view["y"] + view["height"] - 30, steps=12)
    assert "refused" in page.get_attribute(".library-ghost", "class")
    page.mouse.up()
    page.wait_for_function("document.querySelector('#toast').textContent.includes(\"can't be placed inside a view\")")
    wait_synced(page)
    assert document_xml(server, signup_doc["id"]) == before


def test_a_scene_dropped_close_to_another_lands_where_it_was_dropped(page, server, signup_doc):
    """Closer to a scene than the canvas's spread keeps scenes apart: every scene stays where it was drawn and the new
    one is drawn centred on the drop point (before, the spread grew and moved every scene, the new one included)."""
    open_live_editor(page, server, signup_doc)
    page.click("#zoom-out")
    rects_before = page.evaluate(SCENE_RECTS)
    # 150 world points below the lowest scene, in line with it: closer than the spread keeps scenes apart.
    point = page.evaluate("""() => {
      const { canvas, camera } = window.storyweave;
      const r = [...canvas.sceneRects.values()].reduce((a, b) => (b.y + b.height > a.y + a.height ? b : a));
      const world = { x: r.x + r.width / 2, y: r.y + r.height + 150 };
      const box = document.querySelector('#canvas').getBoundingClientRect();
      return [box.left + camera.x + world.x * camera.zoom, box.top + camera.y + world.y * camera.zoom, world.x, world.y];
    }""")
    open_library(page, "view controller")
    start_library_drag(page, "UIViewController")
    page.mouse.move(point[0], point[1], steps=12)
    assert "can-drop" in page.get_attribute(".library-ghost", "class")
    page.mouse.up()
    page.wait_for_function("n => document.querySelectorAll('#canvas .scene').length === n", arg=len(rects_before) + 1)
    rects_after = page.evaluate(SCENE_RECTS)
    assert {id: rects_after[id] for id in rects_before} == rects_before
    [new_rect] = [r for id, r in rects_after.items() if id not in rects_before]
    assert abs(new_rect[0] + new_rect[2] / 2 - point[2]) < 1.5 and abs(new_rect[1] + new_rect[3] / 2 - point[3]) < 1.5
