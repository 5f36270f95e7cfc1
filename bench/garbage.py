#!/usr/bin/env python3
"""Robustness: N connections each sending random garbage bytes (sometimes after a valid-looking request line)
to a running storyweave server; then checks it still answers /healthz and that its open-fd count is back to
the baseline (no leaked connections).

    bench/garbage.py --pid PID --port PORT [--count 10000] [--seed 1]
"""
import argparse, os, random, socket, time, urllib.request
from concurrent.futures import ThreadPoolExecutor

PREFIXES = [b"", b"GET / HTTP/1.1\r\n", b"POST /api/documents HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n",
            b"GET /_echo HTTP/1.1\r\nUpgrade: websocket\r\n", b"\x16\x03\x01"]

def fd_count(pid): return len(os.listdir(f"/proc/{pid}/fd"))

def one(port, rng_seed):
    rng = random.Random(rng_seed)
    payload = rng.choice(PREFIXES) + bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 2048)))
    if rng.random() < 0.5: payload += b"\r\n\r\n"
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
            s.sendall(payload)
            s.shutdown(socket.SHUT_WR)
            while s.recv(65536): pass
        return "answered"
    except (ConnectionResetError, BrokenPipeError): return "reset"
    except socket.timeout: return "timeout"

def healthy(port):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5) as r: return r.status == 200

def main():
    a = argparse.ArgumentParser(); a.add_argument("--pid", type=int, required=True); a.add_argument("--port", type=int, required=True)
    a.add_argument("--count", type=int, default=10000); a.add_argument("--seed", type=int, default=1)
    args = a.parse_args()
    assert healthy(args.port); before = fd_count(args.pid)
    start = time.time(); outcomes = {}
    with ThreadPoolExecutor(32) as pool:
        for o in pool.map(lambda i: one(args.port, args.seed * 1_000_003 + i), range(args.count)):
            outcomes[o] = outcomes.get(o, 0) + 1
    elapsed = time.time() - start
    deadline = time.time() + 10
    while fd_count(args.pid) > before and time.time() < deadline: time.sleep(0.2)
    after = fd_count(args.pid); ok = healthy(args.port)
    print(f"{args.count} garbage connections in {elapsed:.1f}s: {outcomes}")
    print(f"server fds before {before}, after {after}; /healthz after: {'200' if ok else 'FAILED'}")
    raise SystemExit(0 if ok and after <= before else 1)

if __name__ == "__main__": main()
