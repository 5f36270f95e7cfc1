"""Runs browser-bench.html in Debian's headless Chromium (/usr/bin/chromium) with Playwright
(the browser tests' venv: Tests/browser/.venv/bin/python bench/layout/browser-bench.py [issue runs])
and prints the figures. Serves the repository on a loopback port for the ES modules."""
import functools
import http.server
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

root = Path(__file__).resolve().parents[2]
handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root))
http.server.SimpleHTTPRequestHandler.log_message = lambda *args: None
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
try:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page()
        issue_runs = int(sys.argv[1]) if len(sys.argv) > 1 else 11
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/bench/layout/browser-bench.html?issueRuns={issue_runs}")
        page.wait_for_function("window.benchResults !== undefined", timeout=600_000)
        results = page.evaluate("window.benchResults")
        print(f"chromium {browser.version}")
        for name, figures in results.items():
            print(f"chromium, {name} scene (300 views): map+solve from scratch {figures['median']:.2f} ms "
                  f"(median of 31, wall time; best {figures['best']:.2f} ms), drag {figures['drag']:.3f} ms per frame")
            issues = figures["withIssues"]
            print(f"chromium, {name} scene: with issues (ambiguity probes) {issues['median']:.2f} ms "
                  f"(median of {issues['runs']}; best {issues['best']:.2f} ms), {figures['issues']} issues")
        browser.close()
finally:
    server.shutdown()
