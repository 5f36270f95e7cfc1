"""Protocol conformance, written from docs/protocol.md as a third party would (§5 batches, §9 wire
messages, §10 exact bytes): a real server (started by run.py, STORYWEAVE_URL), real WebSockets
(wsclient.py), and a byte-exact copy of the document kept from the applied ops (exact_bytes.py)."""
import json
import os
import threading
import time
import unittest
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

from exact_bytes import Copy, fnv1a64
from wsclient import Closed, WebSocket

BASE = os.environ.get("STORYWEAVE_URL", "http://127.0.0.1:8080")
SESSION_TIMEOUT = float(os.environ.get("STORYWEAVE_SESSION_TIMEOUT", "3"))
SAMPLE = (Path(__file__).parent / "fixtures" / "sample.storyboard").read_bytes()


def http(method, path, body=None, content_type="application/json"):
    request = urllib.request.Request(BASE + path, data=body, method=method)
    if body is not None:
        request.add_header("Content-Type", content_type)
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status, dict(response.headers), response.read()


def upload(xml=SAMPLE):
    status, _, body = http("POST", "/api/documents?name=conformance.storyboard", xml, "application/xml")
    assert status == 201, status
    return json.loads(body)["id"]


def content(document_id):
    return http("GET", f"/api/documents/{document_id}/content")[2]


ORDER = json.loads(http("GET", "/api/protocol/xcode-order.json")[2])


class Client:
    """One connection: sends hello, keeps a byte-exact copy, records every version it is given."""

    def __init__(self, document_id, client_id, last_version=None, copy=None, extra_hello=None):
        url = urlparse(BASE)
        self.socket = WebSocket(url.hostname, url.port, f"/api/documents/{document_id}/stream")
        self.client_id = client_id
        self.versions = []          # every version delivered to me (welcome batches, ops, acks with a batch)
        self.checksums_checked = 0
        self.number = 0
        hello = {"type": "hello", "clientId": client_id, "name": client_id}
        if last_version is not None:
            hello["lastVersion"] = last_version
        hello.update(extra_hello or {})
        self.socket.send_json(hello)
        self.welcome = self.socket.receive_json()
        assert self.welcome["type"] == "welcome", self.welcome
        if "snapshot" in self.welcome:
            self.copy = Copy(self.welcome["snapshot"], ORDER)
        else:
            self.copy = copy
            for batch in self.welcome["batches"]:
                self.take(batch, None)
        self.version = self.welcome["version"]

    def take(self, batch, checksum):
        self.versions.append(batch["version"])
        if self.copy is not None:
            for op in batch["ops"]:
                self.copy.apply(op)
            if checksum is not None:
                assert self.copy.checksum() == checksum, f"{self.client_id}: my copy differs at version {batch['version']}"
                self.checksums_checked += 1
        self.version = batch["version"]

    def send(self, ops, batch_id=None, base_version=None):
        self.number += 1
        batch_id = batch_id or f"{self.client_id}-{self.number}"
        batch = {"batchId": batch_id, "clientId": self.client_id,
                 "baseVersion": self.version if base_version is None else base_version, "ops": ops}
        self.socket.send_json({"type": "ops", "batch": batch})
        return batch_id

    def next(self, timeout=10):
        """The next message; `ops` (and acks with a batch) are applied to my copy on the way."""
        message = self.socket.receive_json(timeout)
        if message["type"] == "ops":
            batches = message["batches"] if "batches" in message else [message["batch"]]
            for index, batch in enumerate(batches):
                self.take(batch, message.get("checksum") if index == len(batches) - 1 else None)
        elif message["type"] == "ack" and "batch" in message:
            self.take(message["batch"], message.get("checksum"))
        return message

    def expect(self, kind, timeout=10):
        while True:
            message = self.next(timeout)
            if message["type"] == kind:
                return message
            if message["type"] not in ("presence", "ops", "ack"):
                raise AssertionError(f"expected {kind}, got {message}")

    def close(self):
        self.socket.close()


def set_attribute(target, name, value, expect=None):
    op = {"op": "setAttribute", "target": {"id": target}, "name": name, "value": value}
    if expect is not None:
        op["expect"] = expect
    return op


class ProtocolConformanceTests(unittest.TestCase):
    def test_the_tables_are_published(self):
        status, headers, body = http("GET", "/api/protocol/xcode-order.json")
        self.assertEqual(status, 200)
        etag = next(value for key, value in headers.items() if key.lower() == "etag")
        request = urllib.request.Request(BASE + "/api/protocol/xcode-order.json", headers={"If-None-Match": etag})
        with self.assertRaises(urllib.error.HTTPError) as unchanged:
            urllib.request.urlopen(request, timeout=10)
        self.assertEqual(unchanged.exception.code, 304)
        order = json.loads(body)
        for key in ("attributeOrder", "childOrder", "idTail", "idTailExempt", "layoutMarks", "precedesConstraints",
                    "safeAreaPrecedesConstraintsFrom", "buttonCellsPrecedeConstraintsFrom", "transientContainers"):
            self.assertIn(key, order)
        self.assertIn("label", order["attributeOrder"])
        references = json.loads(http("GET", "/api/protocol/reference-attributes.json")[2])
        pairs = {(r["element"], r["attribute"]): r["removes"] for r in references["references"]}
        self.assertEqual(pairs[("outlet", "destination")], "element")
        self.assertEqual(pairs[("exclude", "reference")], "element")
        self.assertEqual(pairs[("document", "initialViewController")], "attribute")

    def test_join_gives_the_exact_bytes_and_a_live_stream(self):
        document = upload()
        a = Client(document, "ana")
        self.assertEqual(a.welcome["version"], 0)
        self.assertEqual(a.copy.bytes(), content(document))
        self.assertEqual(a.welcome["presence"], [])
        b = Client(document, "ben")
        self.assertEqual([p["clientId"] for p in b.welcome["presence"]], ["ana"])
        self.assertEqual(a.expect("presence")["presence"][0]["clientId"], "ben")
        a.send([set_attribute("lb1-aa-bbb", "text", "Hi & <bye>")])
        ack = a.expect("ack")
        self.assertEqual(ack["version"], 1)
        self.assertEqual(ack["batch"]["ops"][0]["value"], "Hi & <bye>")
        ops = b.expect("ops")
        self.assertEqual(ops["batch"]["version"], 1)
        # The sender's ack carries the inverse; the others' ops message does not (only the sender can undo).
        self.assertIn("inverse", ack["batch"])
        self.assertNotIn("inverse", ops["batch"])
        self.assertEqual(ops["batch"]["ops"], ack["batch"]["ops"])
        self.assertEqual(b.copy.bytes(), a.copy.bytes())
        self.assertIn(b'text="Hi &amp; &lt;bye&gt;"', b.copy.bytes())
        self.assertEqual(b.copy.bytes(), content(document))
        a.close()
        b.close()

    def test_conflicting_compare_and_set_one_wins_the_other_is_refused(self):
        document = upload()
        a, b = Client(document, "ana"), Client(document, "ben")
        a.expect("presence")
        a.send([set_attribute("lb1-aa-bbb", "userLabel", "A", expect=None)])
        a.expect("ack")
        b.expect("ops")
        # Both saw "A"; both compare-and-set from it: the server orders them, the second is refused.
        a.send([set_attribute("lb1-aa-bbb", "userLabel", "from ana", expect="A")])
        b.send([set_attribute("lb1-aa-bbb", "userLabel", "from ben", expect="A")])
        answers = {}
        for client in (a, b):
            while client.client_id not in answers:
                message = client.next()
                if message["type"] in ("ack", "reject"):
                    answers[client.client_id] = message
        kinds = sorted(m["type"] for m in answers.values())
        self.assertEqual(kinds, ["ack", "reject"])
        reject = next(m for m in answers.values() if m["type"] == "reject")
        self.assertEqual(reject["code"], "expectationFailed")
        self.assertEqual(reject["opIndex"], 0)
        self.assertIn(reject["clientId"], ("ana", "ben"))
        a.close()
        b.close()

    def test_refusals_have_a_code_and_an_op_index_from_zero(self):
        document = upload()
        a = Client(document, "ana")
        a.send([set_attribute("lb1-aa-bbb", "userLabel", "ok"), set_attribute("zz9-zz-zzz", "userLabel", "x")], batch_id="r1")
        reject = a.expect("reject")
        self.assertEqual((reject["batchId"], reject["clientId"], reject["code"], reject["opIndex"]), ("r1", "ana", "targetNotFound", 1))
        self.assertIn("op 2", reject["reason"])
        # A resend of a refused batch gets the same refusal; nothing changed.
        a.send([set_attribute("lb1-aa-bbb", "userLabel", "ok")], batch_id="r1")
        self.assertEqual(a.expect("reject")["code"], "targetNotFound")
        # Batch-level refusals: no opIndex.
        a.send([], batch_id="r2")
        empty = a.expect("reject")
        self.assertEqual(empty["code"], "emptyBatch")
        self.assertNotIn("opIndex", empty)
        a.send([set_attribute("lb1-aa-bbb", "userLabel", "ok")], batch_id="r3", base_version=90)
        ahead = a.expect("reject")
        self.assertEqual(ahead["code"], "baseVersionAhead")
        self.assertNotIn("opIndex", ahead)
        self.assertEqual(content(document), SAMPLE)
        # An applied batch resent: acknowledged again without its batch, not applied twice.
        a.send([set_attribute("lb1-aa-bbb", "userLabel", "once")], batch_id="r4")
        first = a.expect("ack")
        a.send([set_attribute("lb1-aa-bbb", "userLabel", "once")], batch_id="r4")
        again = a.expect("ack")
        self.assertEqual((again["version"], "batch" in again), (first["version"], False))
        a.close()

    def test_a_batch_that_changes_nothing_still_takes_a_version(self):
        document = upload()
        a, b = Client(document, "ana"), Client(document, "ben")
        a.expect("presence")
        before = content(document)
        a.send([set_attribute("lb1-aa-bbb", "text", "Hello & welcome"),
                {"op": "removeAttribute", "target": {"id": "lb1-aa-bbb"}, "name": "noSuchAttribute"}])
        ack = a.expect("ack")
        self.assertEqual((ack["version"], "batch" in ack), (1, True))
        self.assertEqual(b.expect("ops")["batch"]["version"], 1, "a no-op is broadcast like any batch")
        self.assertEqual(content(document), before)
        self.assertEqual(b.copy.bytes(), before)
        a.close()
        b.close()

    def test_the_applied_form_adds_the_default_position_and_the_cascade(self):
        document = upload()
        a = Client(document, "ana")
        a.send([{"op": "insertSubtree", "parent": {"id": "vw2-aa-bbb"}, "xml": '<color key="tintColor" systemColor="systemRedColor"/>'},
                {"op": "removeSubtree", "target": {"id": "lb1-aa-bbb"}}])
        applied = a.expect("ack")["batch"]
        self.assertEqual(applied["ops"][0]["position"], {"xcodeOrder": True})
        self.assertGreater(len(applied["ops"]), 2, "the label's cascade (its outlet, its constraints) comes inline")
        self.assertEqual(applied["ops"][-1], {"op": "removeSubtree", "target": {"id": "lb1-aa-bbb"}})
        # The inverse is ready to apply in order: it restores the sent document exactly.
        undo = Copy(a.copy.bytes().decode(), ORDER)
        for op in applied["inverse"]:
            undo.apply(op)
        self.assertEqual(undo.bytes(), SAMPLE)
        a.send(applied["inverse"])
        self.assertEqual(a.expect("ack")["version"], 2)
        self.assertEqual(content(document), SAMPLE)
        a.close()

    def test_reconnect_with_last_version_and_snapshots(self):
        document = upload()
        a = Client(document, "ana")
        for n in range(5):
            a.send([set_attribute("lb1-aa-bbb", "userLabel", f"v{n}")])
            a.expect("ack")
        kept = a.copy
        a.close()
        b = Client(document, "ana", last_version=2, copy=Copy(content_at(document, 2), ORDER))
        self.assertNotIn("snapshot", b.welcome)
        self.assertEqual([x["version"] for x in b.welcome["batches"]], [3, 4, 5])
        self.assertEqual(b.copy.bytes(), kept.bytes())
        b.close()
        up_to_date = Client(document, "ana", last_version=5, copy=kept)
        self.assertEqual(up_to_date.welcome["batches"], [])
        up_to_date.close()
        ahead = Client(document, "ana", last_version=99)
        self.assertEqual((ahead.welcome["version"], "snapshot" in ahead.welcome), (5, True))
        self.assertEqual(ahead.copy.bytes(), content(document))
        ahead.close()
        fresh = Client(document, "cleo")
        self.assertIn("snapshot", fresh.welcome)
        fresh.close()

    def test_hello_rules(self):
        document = upload()
        url = urlparse(BASE)
        socket = WebSocket(url.hostname, url.port, f"/api/documents/{document}/stream")
        socket.send_json({"type": "ops", "batch": {}})
        self.assertEqual(json.loads(socket.receive())["code"], "badMessage")
        for bad in ("", "x" * 129, "é" * 65):
            socket.send_json({"type": "hello", "clientId": bad})
            self.assertEqual(json.loads(socket.receive())["code"], "badMessage", bad)
        socket.send_json({"type": "hello", "clientId": "é" * 64, "futureField": {"ignored": True}})
        self.assertEqual(json.loads(socket.receive())["type"], "welcome")
        socket.send_json({"type": "hello", "clientId": "again"})
        self.assertEqual(json.loads(socket.receive())["code"], "badMessage")
        socket.send_json({"type": "noSuchType"})
        self.assertEqual(json.loads(socket.receive())["code"], "badMessage")
        socket.send_frame(0x2, b"\x00\x01")
        self.assertEqual(json.loads(socket.receive())["code"], "badMessage")
        socket.close()

    def test_a_second_session_with_the_same_client_id_replaces_the_first(self):
        document = upload()
        old = Client(document, "ana")
        watcher = Client(document, "ben")
        old.expect("presence")
        new = Client(document, "ana", last_version=0, copy=Copy(SAMPLE.decode(), ORDER))
        error = old.expect("error")
        self.assertEqual(error["code"], "replaced")
        with self.assertRaises(Closed) as closed:
            old.next()
        self.assertEqual(closed.exception.code, 4001)
        self.assertEqual([p["clientId"] for p in new.welcome["presence"]], ["ben"])
        new.send([set_attribute("lb1-aa-bbb", "userLabel", "still me")])
        self.assertEqual(new.expect("ack")["version"], 1)
        # The watcher saw no `left` for ana: the person stayed.
        seen = []
        while True:
            message = watcher.next()
            seen.append(message)
            if message["type"] == "ops":
                break
        self.assertFalse(any(p.get("left") for m in seen if m["type"] == "presence" for p in m["presence"]), seen)
        new.close()
        watcher.close()

    def test_keep_alive_pings_count_as_life(self):
        document = upload()
        pinging = Client(document, "ana")
        silent = Client(document, "ben")
        pinging.expect("presence")  # ben's arrival
        deadline = time.monotonic() + SESSION_TIMEOUT * 2.5
        while time.monotonic() < deadline:
            pinging.socket.ping(b"still here")
            self.assertEqual(pinging.socket.wait_for_pong(), b"still here")
            time.sleep(SESSION_TIMEOUT / 6)
        # The silent one was timed out; the pinging one is alive and can edit.
        with self.assertRaises(Closed) as closed:
            while True:
                message = silent.next(SESSION_TIMEOUT * 3)
                if message["type"] == "error":
                    self.assertEqual(message["code"], "timeout")
        self.assertEqual(closed.exception.code, 4000)
        left = [p for m in map(json.loads, pinging.socket.passed) if m["type"] == "presence" for p in m["presence"] if p.get("left")]
        self.assertEqual([p["clientId"] for p in left], ["ben"], "the pinging client saw the silent one leave")
        pinging.send([set_attribute("lb1-aa-bbb", "userLabel", "alive")])
        self.assertEqual(pinging.expect("ack")["version"], 1)
        pinging.close()

    def test_byte_exact_copies_follow_every_op_kind(self):
        document = upload()
        a, b = Client(document, "ana"), Client(document, "ben")
        a.expect("presence")
        edits = [
            [set_attribute("lb1-aa-bbb", "text", 'Tab\there, "quoted", line\nbreak, é')],
            [set_attribute("lb1-aa-bbb", "hidden", "YES")],                                   # a new attribute, Xcode's place
            [set_attribute("bt1-aa-bbb", "userLabel", "Go")],                                  # the id tail
            [{"op": "removeAttribute", "target": {"id": "lb1-aa-bbb"}, "name": "textAlignment"}],
            [{"op": "setText", "target": {"in": {"id": "tx1-aa-bbb"}, "name": "string", "key": "text"}, "text": "a < b & c\nsecond line"}],
            [{"op": "insertSubtree", "parent": {"in": {"id": "vw1-aa-bbb"}, "name": "subviews"},
              "xml": '<view contentMode="scaleToFill" id="nw1-aa-bbb"><rect key="frame" x="1" y="2" width="3" height="4"/>'
                     '<subviews><label text="inner" id="nl1-aa-bbb"/></subviews></view>',
              "position": {"after": {"id": "lb1-aa-bbb"}}}],
            [{"op": "insertSubtree", "parent": {"in": {"id": "vw2-aa-bbb"}, "name": "subviews"},   # a container created on the way
              "xml": '<button id="nb1-aa-bbb"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></button>'}],
            [{"op": "insertSubtree", "parent": {"id": "vw2-aa-bbb"},                        # Xcode's child order (no position)
              "xml": '<color key="tintColor" systemColor="systemRedColor"/>'}],
            [{"op": "move", "target": {"id": "tx1-aa-bbb"}, "newParent": {"in": {"id": "vw1-aa-bbb"}, "name": "subviews"},
              "position": {"atStart": True}}],                                                   # bx1's subviews empties and goes
            [{"op": "removeSubtree", "target": {"id": "lb1-aa-bbb"}}],                            # cascade: outlet and constraints
        ]
        for ops in edits:
            a.send(ops)
            a.expect("ack")
            b.expect("ops")
        server = content(document)
        self.assertEqual(a.copy.bytes(), server)
        self.assertEqual(b.copy.bytes(), server)
        self.assertNotIn(b"lb1-aa-bbb", server, "the cascade removed every reference to the label")
        self.assertGreater(a.checksums_checked + b.checksums_checked, 0, "some checksum was compared")
        self.assertEqual(fnv1a64(server), a.copy.checksum())
        a.close()
        b.close()

    def test_joins_during_a_burst_see_each_version_once_in_order(self):
        document = upload()
        writer = Client(document, "writer")
        stop = threading.Event()

        def write():
            n = 0
            while not stop.is_set():
                n += 1
                writer.send([set_attribute("lb1-aa-bbb", "userLabel", f"w{n}")])
                time.sleep(0.002)

        def drain():
            while not stop.is_set():
                try:
                    writer.socket.receive(0.2)
                except TimeoutError:
                    pass

        threads = [threading.Thread(target=write), threading.Thread(target=drain)]
        for thread in threads:
            thread.start()
        try:
            for n in range(20):
                joiner = Client(document, f"j{n}", last_version=None if n % 2 else n * 3)
                end = time.monotonic() + 0.05
                while time.monotonic() < end:
                    try:
                        joiner.next(0.05)
                    except TimeoutError:
                        break
                versions = joiner.versions
                self.assertEqual(len(versions), len(set(versions)), f"join {n}: a version arrived twice: {versions}")
                if versions:
                    first = versions[0] if joiner.welcome.get("batches") else joiner.welcome["version"] + 1
                    self.assertEqual(versions, list(range(first, first + len(versions))),
                                     f"join {n} (welcome at {joiner.welcome['version']}): versions not each once in order")
                joiner.close()
        finally:
            stop.set()
            for thread in threads:
                thread.join()
            writer.close()


def content_at(document_id, version):
    return http("GET", f"/api/documents/{document_id}/content?version={version}")[2].decode()


if __name__ == "__main__":
    unittest.main()
