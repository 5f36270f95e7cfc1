/**
 * Starts the real storyweave server for node tests: a temporary data folder, a free port
 * (the server picks it: `--port 0`, read back from its first line), stop / restart on the
 * same port and database, and a tiny REST client.
 *
 * STORYWEAVE_BIN: the server binary (default <package>/.build/debug/storyweave).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export function serverBinary() {
  return process.env.STORYWEAVE_BIN ?? join(PACKAGE_ROOT, ".build/debug/storyweave");
}

/**
 * Extra `serve` flags this binary needs for anonymous access: servers with accounts require
 * `--open` (single-user local mode, loopback only); older ones have no such flag.
 */
function openModeFlags(binary) {
  const help = spawnSync(binary, ["serve", "--help"], { encoding: "utf8" });
  return /--open\b/.test(help.stdout ?? "") ? ["--open"] : [];
}

export class TestServer {
  /** Starts a server; `await TestServer.start()` resolves once it answers /healthz. */
  static async start({ logLevel = "warning" } = {}) {
    const binary = serverBinary();
    if (!existsSync(binary)) throw new Error(`server binary ${binary} not found: build it (swift build) or set STORYWEAVE_BIN`);
    const server = new TestServer(binary, mkdtempSync(join(tmpdir(), "storyweave-js-")), logLevel);
    await server.launch(0);
    return server;
  }

  constructor(binary, dataDir, logLevel) {
    this.binary = binary;
    this.dataDir = dataDir;
    this.logLevel = logLevel;
    this.extraFlags = openModeFlags(binary);
    this.port = 0;
    this.process = null;
    this.output = "";
  }

  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  }

  streamURL(documentId) {
    return `ws://127.0.0.1:${this.port}/api/documents/${documentId}/stream`;
  }

  async launch(port) {
    const child = spawn(this.binary, [
      "serve", "--port", String(port), "--data", this.dataDir,
      "--public", join(PACKAGE_ROOT, "Public"), "--migrations", join(PACKAGE_ROOT, "Migrations"),
      "--log-level", this.logLevel, ...this.extraFlags,
    ], { cwd: PACKAGE_ROOT, stdio: ["ignore", "pipe", "pipe"] });
    this.process = child;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    this.exited = exited;
    const started = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${this.output}`)), 20_000);
      const onData = (chunk) => {
        this.output += chunk;
        const match = /running at http:\/\/[^:]+:(\d+)\//.exec(this.output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      };
      child.stdout.setEncoding("utf8").on("data", onData);
      child.stderr.setEncoding("utf8").on("data", (chunk) => (this.output += chunk));
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code}) before it started:\n${this.output}`));
      });
    });
    this.port = await started;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        if ((await fetch(`${this.baseURL}/healthz`)).ok) return;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`server on port ${this.port} does not answer /healthz`);
  }

  /** Stops the process (SIGKILL when `kill`, else SIGTERM) and waits for it to exit. */
  async stop({ kill = false } = {}) {
    if (!this.process) return;
    const child = this.process;
    this.process = null;
    if (child.exitCode === null && child.signalCode === null) child.kill(kill ? "SIGKILL" : "SIGTERM");
    await this.exited;
  }

  /** Restarts on the same port and database (clients reconnect to the same URL). */
  async restart({ kill = false } = {}) {
    await this.stop({ kill });
    await this.launch(this.port);
  }

  /** Stops the server and removes its data folder. */
  async dispose() {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  async request(method, path, { body, contentType } = {}) {
    const response = await fetch(this.baseURL + path, {
      method,
      body,
      headers: contentType ? { "Content-Type": contentType } : {},
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${text}`);
    return text;
  }

  /** Uploads XML; returns the document id. */
  async upload(xml, name = "Test.storyboard") {
    const text = await this.request("POST", `/api/documents?name=${encodeURIComponent(name)}`, { body: xml, contentType: "application/xml" });
    return JSON.parse(text).id;
  }

  /** The head content, exact bytes as text. */
  content(documentId) {
    return this.request("GET", `/api/documents/${documentId}/content`);
  }

  async metadata(documentId) {
    return JSON.parse(await this.request("GET", `/api/documents/${documentId}`));
  }
}
