"""Shared fixtures: the real storyweave server on a free port with a temporary data folder, and Chromium.

The `server` fixture runs in open mode (`serve --open`: single local user, no sign-in); tests of
accounts and sharing use `start_server(accounts=True)` (see test_security.py).

STORYWEAVE_BIN    server binary (default: <package>/.build/debug/storyweave)
STORYWEAVE_SCREENSHOTS  where screenshots go (default: <package>/.artifacts/screenshots)
CHROMIUM          browser binary (default: /usr/bin/chromium, Debian's package)
Firefox (firefox-esr over WebDriver BiDi) has its fixtures in firefox_fixtures.py.
"""
import contextlib
import json
import os
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

PACKAGE_ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SHARED_FIXTURES = PACKAGE_ROOT.parent / "shared" / "fixtures" / "ib"
SCREENSHOTS = Path(os.environ.get("STORYWEAVE_SCREENSHOTS", PACKAGE_ROOT / ".artifacts" / "screenshots"))
VIEWPORT = {"width": 1440, "height": 900}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """The running server and a tiny JSON client for arranging test data through the REST API."""

    def __init__(self, base_url):
        self.base_url = base_url
        self.first_run_link = None

    def call(self, method, path, body=None, content_type="application/json"):
        data = body if isinstance(body, (bytes, type(None))) else json.dumps(body).encode()
        request = urllib.request.Request(self.base_url + path, data=data, method=method)
        if data is not None:
            request.add_header("Content-Type", content_type)
        with urllib.request.urlopen(request, timeout=10) as response:
            raw = response.read()
            return json.loads(raw) if raw else None

    def upload(self, path, name=None):
        query = urllib.parse.quote(name or path.name)
        return self.call("POST", f"/api/documents?name={query}", path.read_bytes(), "application/xml")

    def documents(self):
        return self.call("GET", "/api/documents")["documents"]

    def delete_all(self):
        for doc in self.documents():
            self.call("DELETE", f"/api/documents/{doc['id']}")


@contextlib.contextmanager
def start_server(accounts=False):
    """Runs `storyweave serve` on a free port with a temporary data folder until the block ends.

    accounts=False: open mode (`--open`). accounts=True: accounts mode; the yielded server has
    `first_run_link`, the administrator's one-time sign-in link printed on first run.
    """
    binary = Path(os.environ.get("STORYWEAVE_BIN", PACKAGE_ROOT / ".build" / "debug" / "storyweave"))
    if not binary.exists():
        pytest.fail(f"server binary {binary} not found: build it (swift build) or set STORYWEAVE_BIN")
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="storyweave-browser-") as data:
        log_path = Path(data) / "server.log"
        log = open(log_path, "w")
        process = subprocess.Popen(
            [str(binary), "serve", "--port", str(port), "--data", data,
             "--public", str(PACKAGE_ROOT / "Public"), "--migrations", str(PACKAGE_ROOT / "Migrations"),
             "--log-level", "warning"] + ([] if accounts else ["--open"]),
            cwd=PACKAGE_ROOT, stdout=log, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 20
        while True:
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1).read()
                break
            except (urllib.error.URLError, ConnectionError):
                if process.poll() is not None or time.monotonic() > deadline:
                    process.kill()
                    pytest.fail(f"server did not start: {log_path.read_text()}")
                time.sleep(0.1)
        started = Server(base)
        if accounts:
            link_deadline = time.monotonic() + 5
            while started.first_run_link is None and time.monotonic() < link_deadline:
                log.flush()
                for line in log_path.read_text().splitlines():
                    if "signin.html?link=" in line:
                        started.first_run_link = line.strip()
                time.sleep(0.05)
        try:
            yield started
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
            log.close()


@pytest.fixture(scope="session")
def server():
    with start_server() as started:
        yield started


class CSPBypassingBrowser:
    """The Chromium browser, whose new contexts bypass the server's CSP unless asked not to.

    The CSP forbids eval, which Playwright's string predicates (`wait_for_function("…")`,
    `evaluate`) use; test_security.py opens contexts with bypass_csp=False to run the app's
    pages under the real policy.
    """

    def __init__(self, browser):
        self._browser = browser

    def new_context(self, **options):
        options.setdefault("bypass_csp", True)
        return self._browser.new_context(**options)

    def __getattr__(self, name):
        return getattr(self._browser, name)


@pytest.fixture(scope="session")
def playwright():
    """One Playwright for the session, shared by Chromium and Firefox (firefox_fixtures.py)."""
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright):
    b = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), headless=True,
                                   args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
    yield CSPBypassingBrowser(b)
    b.close()


@pytest.fixture
def page(browser):
    """A fresh page that fails the test on any uncaught script error."""
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, f"script errors in the page: {errors}"


@pytest.fixture
def second_page(browser):
    """A second browser (its own context) for multi-user tests; fails the test on its script errors."""
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, f"script errors in the second page: {errors}"


@pytest.fixture
def screenshot():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def take(page, name):
        page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))
    return take
