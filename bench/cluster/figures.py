#!/usr/bin/env python3
"""Issue #25's figures: one-op batches per second for 1 document and for 100 documents, on SQLite and on
PostgreSQL, one node against three behind nginx, and op → ack / op → broadcast latency (p50, p99).

Each run starts its own store (SQLite in a temp folder, or a PostgreSQL initdb'd into one, fsync on), its
nodes (`storyweave serve --open`, with --node-id when clustered) and, for the nginx runs, nginx with
deploy/nginx.conf rewritten to this run's ports (as bench/cluster/three_nodes.py does). Then for `seconds`:
- "1 doc": 2 editors on one document, each keeping up to 4 one-op batches (a setAttribute) in flight; each
  sees the other's batches broadcast, which gives op → broadcast;
- "100 docs": 100 documents, one editor each (uploaded through nginx, so their leases spread over the nodes).
Counted: acknowledged batches per second over the run, and latencies. The editors are Python threads in
this one process, so on a small machine the client is part of what is measured: the script prints the
client's CPU seconds and the load average, so the figures can be read for what they are.

Usage: bench/cluster/figures.py [seconds-per-run]   (default 5; needs apt postgresql and nginx-light)
Env:   STORYWEAVE_BIN (default .build/debug/storyweave: pass .build/release/storyweave for real figures)"""
import os
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from three_nodes import ROOT, SAMPLE, Postgres, free_port, http, wait_http  # noqa: E402
from wsclient import WebSocket, Closed  # noqa: E402

VIEW = "bx1-aa-bbb"


class Server:
    """One `storyweave serve` process: on SQLite in its data folder, or on PostgreSQL as a cluster node."""

    def __init__(self, binary, folder, name, database=None):
        self.port = free_port()
        args = [str(binary), "serve", "--open", "--port", str(self.port), "--data", str(folder / name),
                "--public", str(ROOT / "Public"), "--migrations", str(ROOT / "Migrations"), "--log-level", "warning"]
        if database:
            args += ["--database", database, "--node-id", name, "--node-address", f"http://127.0.0.1:{self.port}"]
        self.process = subprocess.Popen(args, cwd=ROOT, stdout=open(folder / f"{name}.log", "a"), stderr=subprocess.STDOUT)
        wait_http(f"http://127.0.0.1:{self.port}/healthz")

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()


class Nginx:
    def __init__(self, folder, servers):
        self.port = free_port()
        conf = (ROOT / "deploy" / "nginx.conf").read_text().replace("listen 8080;", f"listen 127.0.0.1:{self.port};")
        upstream = "".join(f"        server 127.0.0.1:{s.port} max_fails=1 fail_timeout=5s;\n" for s in servers)
        start = conf.index("        server 127.0.0.1:8081")
        end = conf.index("        keepalive")
        conf = conf[:start] + upstream + conf[end:]
        conf = conf.replace("worker_processes auto;", f"worker_processes 2;\npid {folder}/nginx.pid;\nerror_log {folder}/nginx.log;")
        conf = conf.replace("http {", f"http {{\n    access_log off;\n    client_body_temp_path {folder}/nginx-body;\n"
                                      f"    proxy_temp_path {folder}/nginx-proxy;")
        (folder / "nginx.conf").write_text(conf)
        self.process = subprocess.Popen(["nginx", "-c", str(folder / "nginx.conf"), "-g", "daemon off;"],
                                        stdout=open(folder / "nginx.out", "w"), stderr=subprocess.STDOUT)
        wait_http(f"http://127.0.0.1:{self.port}/healthz")

    def stop(self):
        self.process.terminate()
        self.process.wait(5)


class Editor(threading.Thread):
    """Sends one-op batches to one document, up to `window` unacknowledged; records op → ack, and op →
    broadcast for the batches of the other editors of its document (`sent` is shared by all editors)."""

    def __init__(self, name, document, port, start_at, stop_at, sent, window=4):
        super().__init__(daemon=True)
        self.name, self.document, self.port = name, document, port
        self.start_at, self.stop_at, self.sent, self.window = start_at, stop_at, sent, window
        self.pending = set()
        self.counter = 0
        self.acks = 0              # acknowledged inside [start_at, stop_at]
        self.ack_latency = []
        self.broadcast_latency = []
        self.errors = 0

    def run(self):
        socket_ = None
        version = 0
        while time.monotonic() < self.stop_at:
            try:
                if socket_ is None:
                    socket_ = WebSocket("127.0.0.1", self.port, f"/api/documents/{self.document}/stream", timeout=5)
                    socket_.send_json({"type": "hello", "clientId": self.name, "lastVersion": version})
                    self.pending.clear()
                while len(self.pending) < self.window:
                    self.counter += 1
                    batch_id = f"{self.name}-{self.counter}"
                    self.sent[f"{self.name}/{batch_id}"] = time.monotonic()
                    self.pending.add(batch_id)
                    socket_.send_json({"type": "ops", "batch": {
                        "batchId": batch_id, "clientId": self.name, "baseVersion": version,
                        "ops": [{"op": "setAttribute", "target": {"id": VIEW}, "name": "userLabel", "value": f"{batch_id}"}]}})
                message = socket_.receive_json(timeout=5)
                now = time.monotonic()
                kind = message.get("type")
                if kind == "welcome":
                    version = message["version"]
                elif kind == "ack":
                    self.pending.discard(message["batchId"])
                    version = max(version, message["version"])
                    if self.start_at <= now <= self.stop_at:
                        self.acks += 1
                        self.ack_latency.append(now - self.sent[f"{self.name}/{message['batchId']}"])
                elif kind == "ops":
                    for batch in message.get("batches") or [message["batch"]]:
                        version = max(version, batch["version"])
                        sent = self.sent.get(f"{batch['clientId']}/{batch['batchId']}")
                        if sent is not None and self.start_at <= now <= self.stop_at:
                            self.broadcast_latency.append(now - sent)
                elif kind == "reject":
                    self.pending.discard(message["batchId"])
            except (Closed, OSError, ConnectionError, TimeoutError, ValueError):
                self.errors += 1
                socket_ = None
                time.sleep(0.2)
        if socket_:
            socket_.close()


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def load(base, port, documents, editors_per_document, seconds, warmup=1.0):
    sent = {}
    start_at = time.monotonic() + warmup
    stop_at = start_at + seconds
    editors = [Editor(f"e{d}x{n}", document, port, start_at, stop_at, sent)
               for d, document in enumerate(documents) for n in range(editors_per_document)]
    for editor in editors:
        editor.start()
    for editor in editors:
        editor.join(seconds + warmup + 30)
    acks = sum(e.acks for e in editors)
    ack_latency = [v for e in editors for v in e.ack_latency]
    broadcast_latency = [v for e in editors for v in e.broadcast_latency]
    return {"batches/s": acks / seconds, "ack": ack_latency, "broadcast": broadcast_latency,
            "errors": sum(e.errors for e in editors)}


def run(label, binary, seconds, engine, nodes, through_nginx):
    folder = Path(tempfile.mkdtemp(prefix="storyweave-figures-"))
    os.chmod(folder, 0o777)
    postgres = Postgres(folder, fsync=True) if engine == "postgres" else None
    servers, nginx, rows = [], None, []
    try:
        servers = [Server(binary, folder, f"node{n}", postgres.url if postgres else None) for n in range(1, nodes + 1)]
        nginx = Nginx(folder, servers) if through_nginx else None
        port = nginx.port if nginx else servers[0].port
        base = f"http://127.0.0.1:{port}"
        xml = SAMPLE.read_bytes()
        upload = lambda n: http(base, "POST", f"/api/documents?name=doc{n}.storyboard", xml, "application/xml")["id"]  # noqa: E731
        for documents, per in (([upload(0)], 2), ([upload(n) for n in range(1, 101)], 1)):
            result = load(base, port, documents, per, seconds)
            rows.append((label, f"{len(documents)} doc{'s' if len(documents) > 1 else ''}", result))
    finally:
        if nginx:
            nginx.stop()
        for server in servers:
            server.stop()
        if postgres:
            postgres.stop()
    return rows


def main():
    binary = Path(os.environ.get("STORYWEAVE_BIN", ROOT / ".build" / "debug" / "storyweave"))
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"figures: {binary.relative_to(ROOT) if binary.is_relative_to(ROOT) else binary}, {seconds:g} s per run, "
          f"{os.cpu_count()} cores, load average before {os.getloadavg()[0]:.2f}")
    runs = [("SQLite, 1 node", "sqlite", 1, False),
            ("PostgreSQL, 1 node", "postgres", 1, False),
            ("PostgreSQL, 1 node, nginx", "postgres", 1, True),
            ("PostgreSQL, 3 nodes, nginx", "postgres", 3, True)]
    rows = []
    for label, engine, nodes, through_nginx in runs:
        rows += run(label, binary, seconds, engine, nodes, through_nginx)
    print(f"{'store and nodes':<28} {'documents':<9} {'batches/s':>9}  {'op→ack p50/p99 ms':>18}  {'op→broadcast p50/p99 ms':>24}  errors")
    for label, documents, result in rows:
        ack, broadcast = result["ack"], result["broadcast"]
        broadcast_text = f"{percentile(broadcast, 0.5) * 1000:.1f} / {percentile(broadcast, 0.99) * 1000:.1f}" if broadcast else "-"
        print(f"{label:<28} {documents:<9} {result['batches/s']:>9.0f}  "
              f"{percentile(ack, 0.5) * 1000:>8.1f} / {percentile(ack, 0.99) * 1000:<7.1f}  {broadcast_text:>24}  {result['errors']}")
    usage = resource.getrusage(resource.RUSAGE_SELF)
    print(f"figures: client CPU {usage.ru_utime + usage.ru_stime:.1f} s (Python editor threads, same machine); "
          f"load average after {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
