"""A small RFC 6455 WebSocket client on the standard library (no extensions), enough for the
protocol conformance tests: text frames, pings, close codes, and reading with a timeout."""
import base64
import hashlib
import json
import os
import socket
import struct
import time

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


class Closed(Exception):
    """The server closed the connection: `code` and `reason` from its close frame (None if it had none)."""

    def __init__(self, code, reason):
        super().__init__(f"closed with {code}: {reason}")
        self.code = code
        self.reason = reason


class WebSocket:
    def __init__(self, host, port, path, headers=None, timeout=10):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [f"GET {path} HTTP/1.1", f"Host: {host}:{port}", "Upgrade: websocket", "Connection: Upgrade",
                 f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
        lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("the server closed the connection during the handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        status = head.split(b"\r\n")[0].decode()
        if " 101 " not in status + " ":
            raise ConnectionError(f"handshake refused: {head.decode(errors='replace')}")
        accept = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()
        if f"sec-websocket-accept: {accept}".lower() not in head.decode().lower():
            raise ConnectionError("bad Sec-WebSocket-Accept")
        self.closed = None
        self.pongs = []
        self.passed = []

    # Sending (client frames are masked)

    def send_frame(self, opcode, payload=b"", fin=True):
        mask = os.urandom(4)
        header = bytes([(0x80 if fin else 0) | opcode])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def send_text(self, text):
        self.send_frame(0x1, text.encode())

    def send_json(self, message):
        self.send_text(json.dumps(message))

    def ping(self, payload=b"alive"):
        self.send_frame(0x9, payload)

    def close(self, code=1000):
        try:
            self.send_frame(0x8, struct.pack("!H", code))
        except OSError:
            pass
        self.sock.close()

    # Receiving

    def _read(self, n, deadline):
        while len(self.buffer) < n:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError
            self.sock.settimeout(remaining)
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                raise TimeoutError
            if not chunk:
                raise Closed(None, "connection closed without a close frame")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive(self, timeout=10, until_pong=False):
        """The next text message as a string (None for a pong when `until_pong`); answers pings;
        raises Closed on a close frame, TimeoutError when nothing came in time."""
        deadline = time.monotonic() + timeout
        message = b""
        while True:
            first, second = self._read(2, deadline)
            opcode, fin = first & 0x0F, first & 0x80
            n = second & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._read(2, deadline))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._read(8, deadline))[0]
            if second & 0x80:
                raise ConnectionError("the server masked a frame")
            payload = self._read(n, deadline)
            if opcode == 0x8:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
                self.closed = (code, payload[2:].decode(errors="replace"))
                raise Closed(*self.closed)
            if opcode == 0x9:
                self.send_frame(0xA, payload)
                continue
            if opcode == 0xA:
                self.pongs.append(payload)
                if until_pong:
                    return None
                continue
            message += payload
            if fin:
                return message.decode()

    def receive_json(self, timeout=10):
        return json.loads(self.receive(timeout))

    def wait_for_pong(self, timeout=10):
        """The payload of the next pong; text messages that arrive meanwhile are kept in `passed`."""
        while not self.pongs:
            message = self.receive(timeout, until_pong=True)
            if message is not None:
                self.passed.append(message)
        return self.pongs.pop(0)
