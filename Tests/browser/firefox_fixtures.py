"""Firefox fixtures: Debian's firefox-esr driven by Playwright over WebDriver BiDi (no geckodriver, no
`playwright install`), through firefox_bidi.py; see that file for why a small proxy sits in between.

FIREFOX  browser binary (default /usr/bin/firefox-esr, Debian's package)

Import the fixtures into a test module: `from firefox_fixtures import ff_page, firefox  # noqa: F401`.
"""
import base64
import itertools
import json
import os
import shutil
import tempfile
import uuid
from pathlib import Path

import pytest
from websockets.sync.client import connect

from conftest import SCREENSHOTS

LAUNCHER = Path(__file__).resolve().parent / "firefox-bidi"
VIEWPORT = {"width": 1280, "height": 800}   # issue #5: the editor works in Chromium and Firefox at 1280×800


class SideDoor:
    """Raw WebDriver BiDi commands on Playwright's own Firefox session (firefox_bidi.py's ws://…/side)."""

    def __init__(self, socket):
        self._socket = socket
        self._ids = itertools.count(1)
        self._contexts = {}

    def call(self, method, **params):
        command_id = next(self._ids)
        self._socket.send(json.dumps({"id": command_id, "method": method, "params": params}))
        reply = json.loads(self._socket.recv(timeout=30))
        assert reply.get("id") == command_id, reply
        if reply.get("type") == "error":
            raise AssertionError(f"{method}: {reply.get('error')}: {reply.get('message')}")
        return reply["result"]

    def context(self, page):
        """The BiDi browsing context id of a Playwright page, found by a marker the page's window carries."""
        if page not in self._contexts:
            marker = uuid.uuid4().hex
            page.evaluate("marker => { window.__bidiMarker = marker }", marker)
            for top in self.call("browsingContext.getTree", maxDepth=0)["contexts"]:
                found = self.call("script.evaluate", expression="window.__bidiMarker", awaitPromise=False,
                                  target={"context": top["context"]})
                if found.get("result", {}).get("value") == marker:
                    self._contexts[page] = top["context"]
                    break
            else:
                raise AssertionError("no Firefox browsing context carries the page's marker")
        return self._contexts[page]

    def double_click(self, page, x, y):
        """A real double click at viewport (x, y): both clicks in one performActions, so Firefox counts them."""
        click = [{"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]
        self.call("input.performActions", context=self.context(page), actions=[{
            "type": "pointer", "id": "side-mouse", "parameters": {"pointerType": "mouse"},
            "actions": [{"type": "pointerMove", "x": round(x), "y": round(y)}] + click + click}])
        self.call("input.releaseActions", context=self.context(page))

    def screenshot(self, page, name):
        """browsingContext.captureScreenshot: unlike page.screenshot, it injects no style the page's CSP blocks."""
        data = self.call("browsingContext.captureScreenshot", context=self.context(page))["data"]
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        (SCREENSHOTS / f"{name}.png").write_bytes(base64.b64decode(data))


@pytest.fixture(scope="session")
def firefox(playwright):
    """Firefox (Playwright's Browser, from conftest's shared Playwright) with its side door as `.side`."""
    binary = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
    if not shutil.which(binary):
        pytest.fail(f"{binary} not found: apt-get install firefox-esr (Tests/browser/run.sh does) or set FIREFOX")
    with tempfile.TemporaryDirectory(prefix="storyweave-firefox-") as scratch:
        endpoint_file = Path(scratch) / "endpoint"
        browser = playwright.firefox.launch(channel="moz-firefox", executable_path=str(LAUNCHER), headless=True,
                                   env={**os.environ, "FIREFOX_BIDI_ENDPOINT_FILE": str(endpoint_file)})
        with connect(endpoint_file.read_text() + "/side", max_size=None) as side:
            browser.side = SideDoor(side)
            yield browser
        browser.close()


@pytest.fixture
def ff_page(firefox):
    """A fresh Firefox page at 1280×800 (under the server's real CSP) that fails the test on any script error."""
    context = firefox.new_context(viewport=VIEWPORT)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, f"script errors in the Firefox page: {errors}"
