#!/usr/bin/env python3
"""Debian's stock firefox-esr, launchable by Playwright's WebDriver BiDi Firefox channel ("moz-firefox").

Playwright (1.65) drives a stock Firefox over WebDriver BiDi when launched with channel="moz-firefox":
it runs the executable with `--remote-debugging-port=0 --headless --profile DIR`, waits for Firefox's
"WebDriver BiDi listening on ws://…" line and connects to ws://…/session. No geckodriver and no
Playwright Firefox build are needed. This wrapper is that executable: it starts firefox-esr and puts a
small WebSocket proxy in front of its BiDi endpoint, for two gaps found with Firefox 153 ESR:

- Every new Playwright context sends `emulation.setMediaFeaturesOverride` (prefers-color-scheme), which
  Firefox answers "unknown command", failing `new_context`. The proxy answers just that command with an
  empty success (the tests never emulate a colour scheme; headless Firefox is light already).
- Firefox counts clicks (event.detail, dblclick) only inside one `input.performActions` call, while
  Playwright sends each pointerDown/Up in its own call, so `dblclick()` never fires dblclick. Tests can
  send their own BiDi commands on the same session through the proxy's side door (ws://…/side), e.g. one
  performActions with two clicks, or a screenshot without Playwright's CSP-violating injected style.

Every other message is forwarded unchanged, both ways.
Env: FIREFOX (the real browser, default /usr/bin/firefox-esr); FIREFOX_BIDI_ENDPOINT_FILE (if set, the
proxy writes its ws://127.0.0.1:PORT there for the side door).
"""
import asyncio
import itertools
import json
import os
import re
import signal
import sys

import websockets

# Commands Firefox ESR does not know yet that Playwright sends unconditionally; answered here.
SHIMMED = {"emulation.setMediaFeaturesOverride"}
LISTENING = re.compile(r"WebDriver BiDi listening on (ws://\S+)")
SIDE_IDS = itertools.count(2_000_000_000)  # far above Playwright's own ids


class Proxy:
    def __init__(self, upstream_url):
        self.upstream_url = upstream_url
        self.upstream = None   # the browser connection of Playwright's session, once it exists
        self.side_pending = {}  # proxy id -> (side client, its own id)

    async def handle(self, client):
        if client.request.path == "/side":
            await self.side(client)
        else:
            await self.relay(client)

    async def relay(self, client):
        """Playwright's connection: forwards both ways, answering SHIMMED commands and routing side replies."""
        async with websockets.connect(self.upstream_url + client.request.path, max_size=None) as upstream:
            self.upstream = upstream

            async def to_browser():
                async for message in client:
                    command = json.loads(message) if isinstance(message, str) else {}
                    if command.get("method") in SHIMMED:
                        await client.send(json.dumps({"type": "success", "id": command.get("id"), "result": {}}))
                    else:
                        await upstream.send(message)

            async def to_client():
                async for message in upstream:
                    if self.side_pending and await self.route_side_reply(message):
                        continue
                    await client.send(message)

            await first_done(to_browser(), to_client())
            self.upstream = None

    async def route_side_reply(self, message):
        reply = json.loads(message)
        side = self.side_pending.pop(reply.get("id"), None)
        if side is None:
            return False
        side_client, side_id = side
        reply["id"] = side_id
        await side_client.send(json.dumps(reply))
        return True

    async def side(self, client):
        """A test's own commands, sent on Playwright's session with ids of their own."""
        async for message in client:
            command = json.loads(message)
            if self.upstream is None:
                await client.send(json.dumps({"type": "error", "id": command.get("id"), "error": "no session",
                                              "message": "Playwright has not connected yet"}))
                continue
            proxy_id = next(SIDE_IDS)
            self.side_pending[proxy_id] = (client, command.get("id"))
            await self.upstream.send(json.dumps({**command, "id": proxy_id}))


async def first_done(*coroutines):
    tasks = [asyncio.create_task(c) for c in coroutines]
    await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for task in tasks:
        task.cancel()


async def main(args):
    browser = await asyncio.create_subprocess_exec(
        os.environ.get("FIREFOX", "/usr/bin/firefox-esr"), *args, stderr=asyncio.subprocess.PIPE)
    for sig in (signal.SIGTERM, signal.SIGINT):
        asyncio.get_running_loop().add_signal_handler(sig, browser.terminate)
    server = None
    while line := await browser.stderr.readline():
        text = line.decode(errors="replace")
        found = LISTENING.search(text)
        if found and server is None:
            proxy = Proxy(found.group(1).rstrip("/"))
            server = await websockets.serve(proxy.handle, "127.0.0.1", 0, max_size=None)
            endpoint = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
            if os.environ.get("FIREFOX_BIDI_ENDPOINT_FILE"):
                with open(os.environ["FIREFOX_BIDI_ENDPOINT_FILE"], "w") as f:
                    f.write(endpoint)
            text = f"WebDriver BiDi listening on {endpoint}\n"
        sys.stderr.write(text)
        sys.stderr.flush()
    code = await browser.wait()
    if server is not None:
        server.close()
    return code


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))
