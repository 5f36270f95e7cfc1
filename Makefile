# Storyweave — everyday commands. `make run` serves on the embedded SQLite default; `make test` runs the tests.
SWIFT ?= swift
PORT ?= 8080
DATA ?= ./data

.PHONY: deps run run-open build release test test-postgres test-cluster conformance clean

## Install the system libraries a fresh Debian/Ubuntu machine lacks (needs root or sudo).
deps:
	@./.ci/deps.sh

## Build in release mode and serve on http://127.0.0.1:$(PORT) with data under $(DATA). Accounts mode:
## the first run prints a one-time sign-in link for admin@localhost.
run: deps
	$(SWIFT) run -c release storyweave serve --port $(PORT) --data $(DATA)

## The same in single-user local mode (no sign-in; loopback only).
run-open: deps
	$(SWIFT) run -c release storyweave serve --open --port $(PORT) --data $(DATA)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## The test suite: Swift (unit + end-to-end against the real server on an ephemeral port), then the
## JavaScript units (node --test; the op traces they replay are written by the Swift run), then the
## sync protocol conformance test (Python, written from docs/protocol.md, against `storyweave serve`).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing
	node --experimental-websocket --test Tests/js/
	python3 Tests/protocol/run.py

## The store and app tests again on a real PostgreSQL, which the test run starts (initdb into a temporary
## folder, a free port) and stops (docs/store.md). Needs apt postgresql; run after `make test` (same build).
test-postgres: deps
	STORYWEAVE_TEST_STORE=postgres $(SWIFT) test --skip-build --disable-swift-testing --filter 'StoreTests|StoryweaveAppTests'

## Issue #25's three-node check, short (about 25 s): PostgreSQL, three nodes of the debug build, nginx routing by
## document id, 8 editors on 4 documents for 3 s + 5 s, a SIGKILL of the busiest document's node and a SIGSTOP past a
## lease (bench/cluster/three_nodes.py: every ack in the op log once, versions without a gap, convergence,
## editable again within lease + 2 s, the fence). Needs apt postgresql and nginx-light; run after `make test`.
test-cluster: deps
	@command -v nginx >/dev/null || { echo "test-cluster needs nginx (apt-get install nginx-light)"; exit 1; }
	LEASE=2 python3 bench/cluster/three_nodes.py 6

## WebSocket conformance (Autobahn cases via kosoku) against our echo endpoint and the reference server.
conformance: deps
	$(SWIFT) build
	bench/autobahn/run.sh quick

clean:
	rm -rf .build
