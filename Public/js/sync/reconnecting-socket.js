/**
 * One WebSocket at a time to the document's stream, reopened after every drop with
 * exponential backoff and jitter until `close()`. It knows nothing about the protocol: the
 * owner greets the server in `onOpen`, reads frames in `onText`, and learns of drops in
 * `onDown`; after a successful handshake the owner calls `connected()` so the next failure
 * starts from the shortest delay again.
 */
import { Backoff } from "./backoff.js";

const OPEN = 1;

export class ReconnectingSocket {
  /**
   * @param {object} options
   * @param {string} options.url
   * @param {Function} options.WebSocketImpl
   * @param {object} [options.backoff] Backoff options
   * @param {() => void} options.onConnecting  a new socket is being opened
   * @param {() => void} options.onOpen        the socket is open (send the greeting)
   * @param {(text: string) => void} options.onText
   * @param {() => void} options.onDown        the socket is gone; a new one follows after a delay
   */
  constructor({ url, WebSocketImpl, backoff, onConnecting, onOpen, onText, onDown }) {
    this.url = url;
    this.WebSocketImpl = WebSocketImpl;
    this.backoff = new Backoff(backoff);
    Object.assign(this, { onConnecting, onOpen, onText, onDown });
    /** The current WebSocket, or null between attempts. */
    this.socket = null;
    this.closed = false;
    this.timer = null;
  }

  get isOpen() {
    return this.socket?.readyState === OPEN;
  }

  open() {
    if (this.closed) return;
    this.onConnecting();
    let socket;
    try {
      socket = new this.WebSocketImpl(this.url);
    } catch {
      return this.down();
    }
    this.socket = socket;
    socket.onopen = () => {
      if (socket === this.socket) this.onOpen();
    };
    socket.onmessage = (event) => {
      if (socket === this.socket) this.onText(typeof event.data === "string" ? event.data : String(event.data));
    };
    // Browsers follow an error with a close event; node 20's WebSocket may not (a refused
    // connection stays CONNECTING), so either one ends this socket, once.
    const ended = () => {
      if (socket !== this.socket) return;
      this.socket = null;
      try {
        socket.close();
      } catch {}
      this.down();
    };
    socket.onclose = ended;
    socket.onerror = ended;
  }

  down() {
    if (this.closed) return;
    this.onDown();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.open(), this.backoff.next());
  }

  /** The server accepted us: the next drop retries after the shortest delay. */
  connected() {
    this.backoff.reset();
  }

  /** Sends one text frame if the socket is open; false otherwise. */
  send(text) {
    if (!this.isOpen) return false;
    this.socket.send(text);
    return true;
  }

  /** Closes the current socket as a network failure would; a new one follows. */
  drop(code = 4000, reason = "dropped by the client") {
    this.socket?.close(code, reason);
  }

  /** Closes for good. */
  close() {
    this.closed = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, "closed");
  }
}
