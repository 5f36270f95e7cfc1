"""Where a first render's time goes: one (or more) cold opens of the 2,000-view editor, traced with Chrome's
tracing (DevTools' Performance panel data, over CDP) and summarised.

Usage: bench/browser/run.sh is the launcher for editor_perf.py; run this one with the same venv:
  Tests/browser/.venv/bin/python bench/browser/trace_first_render.py [--runs N] [--save DIR]

Prints, per run, relative to navigation start:
  - every request up to the first frame: when it was sent, when its response started and ended, its size
    (the requests of the page's modules, its content and metadata);
  - the renderer main thread's busy time by kind (script compile and evaluation, HTML parse, style recalculation,
    layout, paint, ...) between navigation and the first frame, and its idle time;
  - the app's marks (storyweave:*).
--save DIR writes each trace as JSON (loadable in DevTools' Performance panel).
"""
import argparse
import json
import os
import statistics
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "browser"))
sys.path.insert(0, str(HERE))

from conftest import VIEWPORT, start_server  # noqa: E402
from large_storyboard import large_storyboard  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

CATEGORIES = ",".join([
    "devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading", "v8.execute",
    "disabled-by-default-devtools.timeline.frame", "netlog", "blink.resource",
])

# Trace event names grouped into the kinds DevTools shows.
KINDS = {
    "EvaluateScript": "script", "v8.evaluateModule": "script", "FunctionCall": "script", "TimerFire": "script",
    "EventDispatch": "script", "FireAnimationFrame": "script", "RunMicrotasks": "script", "v8.run": "script",
    "v8.compile": "compile", "v8.compileModule": "compile", "V8.CompileCode": "compile", "v8.parseOnBackground": "compile",
    "ParseHTML": "parse HTML", "ParseAuthorStyleSheet": "parse CSS",
    "UpdateLayoutTree": "style", "RecalculateStyles": "style",
    "Layout": "layout", "UpdateLayerTree": "layer tree", "PrePaint": "pre-paint",
    "Paint": "paint", "PaintImage": "paint", "Layerize": "layerize", "Commit": "commit",
    "HitTest": "hit test", "MajorGC": "GC", "MinorGC": "GC", "V8.GC_SCAVENGER": "GC",
}


def collect(trace_events):
    """The page's renderer main thread (the one that set the storyweave:* marks; headless Chromium runs other
    renderers too) and every thread's events."""
    by_thread = defaultdict(list)
    for e in trace_events:
        by_thread[(e.get("pid"), e.get("tid"))].append(e)
    page_pid = next((e["pid"] for e in trace_events if e.get("name", "").startswith("storyweave:")), None)
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in trace_events if e.get("ph") == "M" and e.get("name") == "thread_name"}
    main = next((key for key, name in names.items() if name == "CrRendererMain" and key[0] == page_pid), None)
    return by_thread, main


def summarise(events, run, base_url, brief=False):
    by_thread, main = collect(events)
    marks = {}
    nav_start = None
    for e in events:
        if e.get("cat", "").find("blink.user_timing") >= 0 and e.get("name", "").startswith("storyweave:") and e.get("ph") in ("R", "I", "n", "b"):
            marks.setdefault(e["name"][11:], e["ts"])
        if e.get("name") == "navigationStart" and "/d/" in e.get("args", {}).get("data", {}).get("documentLoaderURL", ""):
            nav_start = e["ts"]
    if nav_start is None:
        print("  (no navigationStart in the trace)")
        return
    first_frame = marks.get("first-frame")
    end = first_frame if first_frame else max(e["ts"] for e in events if "ts" in e)
    rel = lambda ts: (ts - nav_start) / 1000
    if brief:
        return brief_phases(by_thread[main], marks, nav_start, end)
    print(f"run {run}: first frame at {rel(end):.0f} ms")

    # Requests: ResourceSendRequest / ResourceReceiveResponse / ResourceFinish by requestId.
    requests = {}
    for e in events:
        data = e.get("args", {}).get("data", {})
        rid = data.get("requestId")
        if not rid:
            continue
        r = requests.setdefault(rid, {})
        if e["name"] == "ResourceSendRequest":
            r.update(url=data.get("url"), sent=e["ts"], priority=data.get("priority"))
        elif e["name"] == "ResourceReceiveResponse":
            r.update(response=e["ts"], status=data.get("statusCode"), encoded=data.get("encodedDataLength"),
                     timing=data.get("timing"))
        elif e["name"] == "ResourceFinish":
            r.update(finished=e["ts"], size=data.get("encodedDataLength"), decoded=data.get("decodedBodyLength"))
    listed = sorted((r for r in requests.values() if "sent" in r and r["sent"] <= end and (r.get("url") or "").startswith(base_url)),
                    key=lambda r: r["sent"])
    print(f"  {len(listed)} requests before the first frame (sent → response → finished, ms; bytes on the wire):")
    for r in listed:
        url = r["url"].split("/", 3)[-1] if r.get("url") else "?"
        resp = f"{rel(r['response']):6.0f}" if "response" in r else "     -"
        fin = f"{rel(r['finished']):6.0f}" if "finished" in r else "     -"
        print(f"    {rel(r['sent']):6.0f} {resp} {fin}  {r.get('size', 0) or 0:>8}  /{url}")

    # Main thread: top-level complete events (nested ones are inside them) between navigation and first frame.
    slices = sorted((e for e in by_thread[main] if e.get("ph") == "X" and "dur" in e), key=lambda e: (e["ts"], -e["dur"]))
    totals = defaultdict(float)
    busy = 0.0
    top_end = 0
    top_level = []
    for e in slices:
        if e["ts"] < nav_start or e["ts"] > end:
            continue
        if e["ts"] >= top_end:
            top_level.append(e)
            top_end = e["ts"] + e["dur"]
            busy += e["dur"] / 1000
    # Self time by kind: each event's duration minus its children's (by nesting).
    stack = []
    self_time = defaultdict(float)
    for e in slices:
        if e["ts"] < nav_start or e["ts"] > end:
            continue
        while stack and stack[-1]["ts"] + stack[-1]["dur"] <= e["ts"]:
            stack.pop()
        kind = KINDS.get(e["name"])
        if stack:
            parent = stack[-1]
            parent["_children"] = parent.get("_children", 0) + e["dur"]
        stack.append(e)
    for e in slices:
        if e["ts"] < nav_start or e["ts"] > end:
            continue
        kind = KINDS.get(e["name"], "other:" + e["name"])
        self_time[kind] += (e["dur"] - e.get("_children", 0)) / 1000
    print(f"  renderer main thread: busy {busy:.0f} ms of {rel(end):.0f} ms; self time by kind:")
    for kind, ms in sorted(self_time.items(), key=lambda kv: -kv[1])[:16]:
        if ms >= 2:
            print(f"    {ms:7.1f} ms  {kind}")
    # The long top-level tasks in order, with what they were.
    print("  main-thread tasks ≥ 8 ms (start, duration, biggest inner kind):")
    for e in top_level:
        if e["dur"] < 8000:
            continue
        inner = defaultdict(float)
        for s in slices:
            if e["ts"] <= s["ts"] <= e["ts"] + e["dur"]:
                inner[KINDS.get(s["name"], s["name"])] += (s["dur"] - s.get("_children", 0)) / 1000
        top = ", ".join(f"{k} {v:.0f}" for k, v in sorted(inner.items(), key=lambda kv: -kv[1])[:4] if v >= 1)
        print(f"    {rel(e['ts']):6.0f} +{e['dur'] / 1000:5.0f}  {top}")
    print("  marks: " + ", ".join(f"{k} {rel(v):.0f}" for k, v in sorted(marks.items(), key=lambda kv: kv[1])))


BRIEF_KINDS = ("script", "GC", "style", "layout", "pre-paint", "paint", "layerize", "other")


def brief_phases(events, marks, nav_start, end):
    """Self time by kind on the main thread from the first drawing's start to the first frame, and the marks."""
    start = marks.get("first-draw-start", nav_start)
    slices = sorted((e for e in events if e.get("ph") == "X" and "dur" in e and start <= e["ts"] <= end), key=lambda e: (e["ts"], -e["dur"]))
    stack = []
    for e in slices:
        e["_children"] = 0
        while stack and stack[-1]["ts"] + stack[-1]["dur"] <= e["ts"]:
            stack.pop()
        if stack:
            stack[-1]["_children"] += e["dur"]
        stack.append(e)
    kinds = defaultdict(float)
    for e in slices:
        name = e["name"]
        kind = "GC" if name.startswith("V8.GC") or name.endswith("GC") else KINDS.get(name, "script" if name.startswith("V8.") else "other")
        kinds[kind] += (e["dur"] - e["_children"]) / 1000
    row = {"first frame": (end - nav_start) / 1000, "draw start": (start - nav_start) / 1000}
    row.update({kind: kinds.get(kind, 0.0) for kind in BRIEF_KINDS})
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--save", type=Path, default=None)
    parser.add_argument("--brief", action="store_true", help="one line per run: the main thread's time by kind from the first drawing's start to the first frame, then medians")
    args = parser.parse_args()
    xml = large_storyboard(20, 100).encode()
    with start_server() as server, sync_playwright() as p:
        document_id = server.call("POST", "/api/documents?name=Bench.storyboard", xml, "application/xml")["id"]
        browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), headless=True,
                                    args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        rows = []
        for run in range(args.runs):
            context = browser.new_context(viewport=VIEWPORT, bypass_csp=True)
            page = context.new_page()
            cdp = context.new_cdp_session(page)
            events = []
            cdp.on("Tracing.dataCollected", lambda params: events.extend(params["value"]))
            done = []
            cdp.on("Tracing.tracingComplete", lambda params: done.append(True))
            cdp.send("Tracing.start", {"categories": CATEGORIES, "transferMode": "ReportEvents"})
            page.goto(f"{server.base_url}/d/{document_id}")
            page.wait_for_function("performance.getEntriesByName('storyweave:first-frame').length > 0", timeout=60000)
            page.wait_for_timeout(100)
            cdp.send("Tracing.end")
            while not done:
                page.wait_for_timeout(50)
            if args.save:
                args.save.mkdir(parents=True, exist_ok=True)
                (args.save / f"first-render-{run}.json").write_text(json.dumps({"traceEvents": events}))
            row = summarise(events, run, server.base_url, args.brief)
            if args.brief and row:
                rows.append(row)
                print("  ".join(f"{k} {v:.0f}" for k, v in row.items()))
            context.close()
        browser.close()
        if rows:
            print("median: " + "  ".join(f"{k} {statistics.median(r[k] for r in rows):.0f}" for k in rows[0]))


if __name__ == "__main__":
    main()
