#!/usr/bin/env python3
"""Runs the protocol conformance tests (test_protocol.py, standard library only) against the real
server: `storyweave serve --open` on a free port with a temporary data folder and a 3 s session
timeout (so the keep-alive test is quick).

Usage: Tests/protocol/run.py [ProtocolConformanceTests.test_name ...]
Env:   STORYWEAVE_BIN (default .build/debug/storyweave)"""
import os
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SESSION_TIMEOUT = "3"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    binary = Path(os.environ.get("STORYWEAVE_BIN", ROOT / ".build" / "debug" / "storyweave"))
    if not binary.exists():
        sys.exit(f"run.py: {binary} not found: build it (swift build) or set STORYWEAVE_BIN")
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="storyweave-protocol-") as data:
        log = open(Path(data) / "server.log", "w")
        server = subprocess.Popen(
            [str(binary), "serve", "--open", "--port", str(port), "--data", data, "--public", str(ROOT / "Public"),
             "--migrations", str(ROOT / "Migrations"), "--log-level", "warning", "--session-timeout", SESSION_TIMEOUT],
            cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    urllib.request.urlopen(base + "/healthz", timeout=1).read()
                    break
                except OSError:
                    if server.poll() is not None or time.monotonic() > deadline:
                        log.flush()
                        sys.exit("run.py: the server did not start:\n" + (Path(data) / "server.log").read_text())
                    time.sleep(0.1)
            os.environ["STORYWEAVE_URL"] = base
            os.environ["STORYWEAVE_SESSION_TIMEOUT"] = SESSION_TIMEOUT
            sys.path.insert(0, str(HERE))
            suite = unittest.defaultTestLoader.loadTestsFromName("test_protocol") if len(sys.argv) == 1 else \
                unittest.defaultTestLoader.loadTestsFromNames([f"test_protocol.{name}" for name in sys.argv[1:]])
            result = unittest.TextTestRunner(verbosity=1).run(suite)
        finally:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
            log.close()
    sys.exit(0 if result.wasSuccessful() else 1)


if __name__ == "__main__":
    main()
