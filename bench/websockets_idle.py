#!/usr/bin/env python3
"""Open many idle WebSockets to our server, hold them, check a few echo, and report the server's memory.

Usage (needs the `websockets` package, e.g. the venv bench/autobahn/run.sh creates):
  ~/.cache/storyweave/autobahn-venv/bin/python bench/websockets_idle.py --pid SERVER_PID \
      [--url ws://127.0.0.1:8080/_echo] [--count 1000] [--hold 10] [--no-compression]

Prints VmRSS (and VmHWM) of the server process, read from /proc/PID/status, before connecting, with all sockets
open, after the hold, and after closing them. Exits non-zero if a connection fails or an echo is wrong.
"""
import argparse
import asyncio
import random
import resource
import sys
import time

from websockets.asyncio.client import connect


def memory(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM", "Threads"):
                fields[key] = value.strip()
    return fields


def report(label, pid):
    m = memory(pid)
    print(f"{label:<28} VmRSS {m.get('VmRSS', '?'):>12}   VmHWM {m.get('VmHWM', '?'):>12}   threads {m.get('Threads', '?')}",
          flush=True)


def raise_fd_limit(needed):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = min(hard, max(soft, needed)) if hard != resource.RLIM_INFINITY else max(soft, needed)
    if target > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


async def check_echo(sockets, samples, tag):
    for index in random.sample(range(len(sockets)), min(samples, len(sockets))):
        message = f"echo-check {tag} #{index} " + "x" * 64
        await sockets[index].send(message)
        reply = await asyncio.wait_for(sockets[index].recv(), timeout=10)
        if reply != message:
            raise RuntimeError(f"socket {index}: wrong echo {reply!r}")
    print(f"echo check ({tag}): {min(samples, len(sockets))} sockets OK", flush=True)


async def main(args):
    limit = raise_fd_limit(args.count + 256)
    print(f"RLIMIT_NOFILE soft limit: {limit}")
    report("before connecting", args.pid)
    compression = None if args.no_compression else "deflate"
    gate = asyncio.Semaphore(args.concurrency)
    sockets = []

    async def open_one(_):
        async with gate:
            ws = await connect(args.url, compression=compression, max_size=None, open_timeout=30,
                               ping_interval=None)
            sockets.append(ws)

    start = time.monotonic()
    results = await asyncio.gather(*(open_one(i) for i in range(args.count)), return_exceptions=True)
    failures = [r for r in results if isinstance(r, BaseException)]
    print(f"opened {len(sockets)}/{args.count} WebSockets in {time.monotonic() - start:.2f} s"
          + (f"; {len(failures)} failed, first: {failures[0]!r}" if failures else ""), flush=True)
    report("all open", args.pid)
    if sockets:
        await check_echo(sockets, 5, "start")
    await asyncio.sleep(args.hold)
    report(f"after {args.hold:g} s idle", args.pid)
    alive = sum(1 for ws in sockets if ws.state.name == "OPEN")
    print(f"still open after hold: {alive}/{len(sockets)}")
    if sockets:
        await check_echo(sockets, 5, "end")
    await asyncio.gather(*(ws.close() for ws in sockets), return_exceptions=True)
    await asyncio.sleep(1)
    report("after closing all", args.pid)
    return 1 if failures or alive != len(sockets) else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pid", type=int, required=True, help="server process id (for /proc/PID/status)")
    parser.add_argument("--url", default="ws://127.0.0.1:8080/_echo")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--hold", type=float, default=10)
    parser.add_argument("--concurrency", type=int, default=100, help="handshakes in flight at once")
    parser.add_argument("--no-compression", action="store_true", help="do not offer permessage-deflate")
    sys.exit(asyncio.run(main(parser.parse_args())))
