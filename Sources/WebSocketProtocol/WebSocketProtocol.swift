// The WebSocketProtocol module: pure RFC 6455 + RFC 7692 engine (no sockets). See docs/architecture.md.
