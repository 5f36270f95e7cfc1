#!/usr/bin/env python3
"""Media library costs (issue #5/#7): upload (sniff + store) of small and 10 MiB images, a 10 MiB PDF whose
/MediaBox sits at the end (the sniffer's longest scan), fetching an image, and a bundle export with 20 images.
Prints the median of N runs per figure. Usage: bench/images.py [--runs N]
Env: STORYWEAVE_BIN (default .build/release/storyweave, else .build/debug/storyweave)."""
import argparse, os, socket, statistics, struct, subprocess, sys, tempfile, time, urllib.request, zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def png(width, height, padding=0):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + b"\x80\x80\xff\xff" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + (chunk(b"tEXt", b"pad\x00" + b"x" * padding) if padding else b"") + chunk(b"IEND", b""))


def request(base, method, path, body=None, headers=None):
    req = urllib.request.Request(base + path, data=body, method=method, headers=headers or {})
    with urllib.request.urlopen(req, timeout=60) as response:
        return response.read()


def timed(runs, action):
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    runs = parser.parse_args().runs
    binary = Path(os.environ.get("STORYWEAVE_BIN") or next(
        (p for p in (ROOT / ".build/release/storyweave", ROOT / ".build/debug/storyweave") if p.exists()), ""))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as data:
        server = subprocess.Popen([str(binary), "serve", "--open", "--port", str(port), "--data", data, "--public", str(ROOT / "Public"),
                                   "--migrations", str(ROOT / "Migrations"), "--log-level", "error", "--max-upload-bytes", str(11 << 20)])
        try:
            for _ in range(100):
                try:
                    request(base, "GET", "/healthz")
                    break
                except OSError:
                    time.sleep(0.1)
            template = b'{"template":"ios-storyboard"}'
            import json
            doc = json.loads(request(base, "POST", "/api/documents", template, {"Content-Type": "application/json"}))["id"]
            small, big = png(64, 64), png(64, 64, padding=10 << 20)
            pdf = b"%PDF-1.7\n" + b"0" * (10 << 20) + b"\n1 0 obj << /Type /Page /MediaBox [0 0 612 792] >> endobj\n%%EOF"
            upload = lambda name, body: request(base, "POST", f"/api/documents/{doc}/images?name={name}", body, {"Content-Type": "application/octet-stream"})
            print(f"server: {binary} ({runs} runs each, median)")
            print(f"upload a 64×64 PNG ({len(small)} B): {timed(runs, lambda: upload('Small.png', small)):.1f} ms")
            print(f"upload a 10 MiB PNG: {timed(runs, lambda: upload('Big.png', big)):.1f} ms")
            print(f"upload a 10 MiB PDF, /MediaBox at the end: {timed(runs, lambda: upload('Page.pdf', pdf)):.1f} ms")
            print(f"GET a 64×64 PNG: {timed(runs, lambda: request(base, 'GET', f'/api/documents/{doc}/images/Small')):.2f} ms")
            for i in range(20):
                upload(f"Icon{i}.png", png(32 + i, 32))
            xml = request(base, "GET", f"/api/documents/{doc}/content").decode()
            images = "".join(f'<image name="Icon{i}" width="{32 + i}" height="32"/>' for i in range(20))
            xml = xml.replace("<resources>", "<resources>" + images, 1)
            doc2 = json.loads(request(base, "POST", "/api/documents?name=Icons.storyboard", xml.encode(), {"Content-Type": "application/xml"}))["id"]
            first = timed(1, lambda: request(base, "GET", f"/api/documents/{doc2}/export?format=bundle"))
            cached = timed(runs, lambda: request(base, "GET", f"/api/documents/{doc2}/export?format=bundle"))
            print(f"bundle export with 20 referenced images: first {first:.1f} ms, cached {cached:.1f} ms")
        finally:
            server.terminate()
            server.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
