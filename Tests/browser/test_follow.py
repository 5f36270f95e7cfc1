"""Follow mode: following someone shows what they see (their viewport: pan and zoom), live; panning stops it."""
from editor_fixtures import open_live_editor, signup_doc, zoom_100_and_reveal  # noqa: F401

VISIBLE_RECT = "() => { const { camera, canvas } = window.storyweave; const { width, height } = canvas.viewportSize;" \
               " return camera.visibleRect(width, height); }"

# True when this page's camera shows `rect` whole and centred (within half a point), filling one of its axes.
SHOWS = """(rect) => {
  const { camera, canvas } = window.storyweave;
  const { width, height } = canvas.viewportSize;
  const mine = camera.visibleRect(width, height);
  const near = (a, b) => Math.abs(a - b) < 0.5;
  const centred = near(mine.x + mine.width / 2, rect.x + rect.width / 2) && near(mine.y + mine.height / 2, rect.y + rect.height / 2);
  const whole = mine.width >= rect.width - 0.5 && mine.height >= rect.height - 0.5;
  const filled = near(mine.width, rect.width) || near(mine.height, rect.height);
  return centred && whole && filled;
}"""


# True when the one peer this page knows of sends a viewport within half a point of `rect`.
PEER_SHOWS = """(rect) => {
  const peers = [...window.storyweave.session.peers.values()].filter((peer) => !peer.left && peer.viewport);
  const near = (a, b) => Math.abs(a - b) < 0.5;
  return peers.length === 1 && ["x", "y", "width", "height"].every((k) => near(peers[0].viewport[k], rect[k]));
}"""


def avatar_of(page):
    return page.locator("#avatars .avatar").first


def test_following_someone_shows_their_viewport_until_i_pan(page, second_page, server, signup_doc, screenshot):
    page.add_init_script("localStorage.setItem('storyweave.name', 'Ana Lima')")
    second_page.add_init_script("localStorage.setItem('storyweave.name', 'Ben Cole')")
    # Ben's window has another shape than Ana's: she sees all he sees, centred.
    second_page.set_viewport_size({"width": 1100, "height": 860})
    open_live_editor(page, server, signup_doc)
    open_live_editor(second_page, server, signup_doc)
    page.wait_for_selector("#avatars .avatar", timeout=5000)

    # Ben looks closely at one view; Ana follows him and sees the same part of the canvas.
    zoom_100_and_reveal(second_page, "wel-sld-001")
    second_page.evaluate("() => window.storyweave.camera.panBy(-35, 20)")
    bens = second_page.evaluate(VISIBLE_RECT)
    assert not page.evaluate(SHOWS, bens), "before following, Ana's canvas is elsewhere (zoomed to fit)"
    avatar_of(page).click()
    page.wait_for_function(SHOWS, arg=bens, timeout=3000)
    assert "following" in avatar_of(page).get_attribute("class")
    assert "(following)" in avatar_of(page).get_attribute("aria-label")

    # He zooms out and pans: she follows, live.
    second_page.evaluate("() => { const { camera } = window.storyweave; camera.zoomAt(0.5, 200, 150); camera.panBy(60, -25); }")
    bens = second_page.evaluate(VISIBLE_RECT)
    page.wait_for_function(SHOWS, arg=bens, timeout=3000)
    # Ben's canvas is narrower than Ana's for its height: his height decides her zoom (her canvas height over his, × 0.5).
    mine = page.evaluate("window.storyweave.canvas.viewportSize")
    his = second_page.evaluate("window.storyweave.canvas.viewportSize")
    assert mine["width"] / mine["height"] > his["width"] / his["height"]
    assert abs(page.evaluate("window.storyweave.camera.zoom") - 0.5 * mine["height"] / his["height"]) < 1e-6
    screenshot(page, "multiplayer-follow")

    # Ana scrolls the canvas herself: she stops following; Ben's next moves leave her canvas where it is.
    page.mouse.move(700, 450)
    page.mouse.wheel(0, 120)
    page.wait_for_function("!document.querySelector('#avatars .avatar').classList.contains('following')", timeout=3000)
    mine = page.evaluate(VISIBLE_RECT)
    second_page.evaluate("() => window.storyweave.camera.panBy(-300, 0)")
    bens = second_page.evaluate(VISIBLE_RECT)
    page.wait_for_timeout(500)
    assert page.evaluate(VISIBLE_RECT) == mine
    assert not page.evaluate(SHOWS, bens)


def test_two_people_following_each_other_stay_still(page, second_page, server, signup_doc):
    second_page.set_viewport_size({"width": 1000, "height": 900})
    open_live_editor(page, server, signup_doc)
    open_live_editor(second_page, server, signup_doc)
    page.wait_for_selector("#avatars .avatar", timeout=5000)
    second_page.wait_for_selector("#avatars .avatar", timeout=5000)
    zoom_100_and_reveal(second_page, "wel-btn-001")
    bens = second_page.evaluate(VISIBLE_RECT)
    avatar_of(page).click()
    page.wait_for_function(SHOWS, arg=bens, timeout=3000)
    # Ben follows Ana back: he is shown what she shows (his own view), so neither camera moves — once her
    # viewport as she follows him has reached his page (under load it can still be her earlier, fitted one).
    second_page.wait_for_function(PEER_SHOWS, arg=bens, timeout=3000)
    avatar_of(second_page).click()
    page.wait_for_timeout(600)
    assert second_page.evaluate("window.storyweave.camera.zoom") == 1
    assert second_page.evaluate(VISIBLE_RECT) == bens
    assert page.evaluate(SHOWS, bens)
    assert "following" in avatar_of(page).get_attribute("class")
    assert "following" in avatar_of(second_page).get_attribute("class")
