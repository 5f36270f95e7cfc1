"""Reference echo server for the Autobahn comparison: Python `websockets` with permessage-deflate.

Usage: python reference_echo_server.py PORT [--log-paths]
Serves an echo on every path (so ws://127.0.0.1:PORT/ and ws://127.0.0.1:PORT/_echo both work).
"""
import asyncio
import sys

from websockets.asyncio.server import serve


async def echo(ws):
    if "--log-paths" in sys.argv:
        print("request path:", ws.request.path, file=sys.stderr, flush=True)
    try:
        async for message in ws:
            await ws.send(message)
    except Exception:
        pass


async def main(port):
    async with serve(echo, "127.0.0.1", port, max_size=None, max_queue=None, compression="deflate"):
        await asyncio.get_running_loop().create_future()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 9002))
