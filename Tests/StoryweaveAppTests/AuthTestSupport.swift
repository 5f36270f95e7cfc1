import Foundation
import Glibc
import Store
import XCTest
@testable import StoryweaveApp

/// A server in accounts mode (cheap KDF for tests) and helpers to sign people up and call it as them.
final class AuthWorld {
    let server: TestServer
    var port: Int { server.port }
    var database: Database { server.server.store.database }
    var origin: String { "http://127.0.0.1:\(port)" }

    /// A signed-up account with its browser session.
    struct User {
        let id: String
        let email: String
        let password: String
        var cookie: String
        var csrf: String
    }

    static let password = "correct horse battery"

    init(enableEcho: Bool = false, configure: (inout SecurityConfiguration) -> Void = { _ in }) throws {
        var security = SecurityConfiguration()
        security.mode = .accounts
        security.passwordIterations = 1_000
        configure(&security)
        server = try TestServer(enableEcho: enableEcho, security: security)
    }

    func stop() { server.stop() }

    func signUp(_ email: String, password: String = AuthWorld.password) throws -> User {
        let body = try JSONSerialization.data(withJSONObject: ["email": email, "password": password, "displayName": email])
        let response = try server.request("POST", "/api/accounts", headers: ["Content-Type": "application/json"], body: Array(body))
        XCTAssertEqual(response.status, 201, response.text)
        return try user(from: response, email: email, password: password)
    }

    func signIn(_ email: String, password: String = AuthWorld.password, extraHeaders: [String: String] = [:]) throws -> RawHTTPResponse {
        let body = try JSONSerialization.data(withJSONObject: ["email": email, "password": password])
        return try server.request("POST", "/api/session", headers: ["Content-Type": "application/json"].merging(extraHeaders) { $1 },
                                  body: Array(body))
    }

    func user(from response: RawHTTPResponse, email: String, password: String) throws -> User {
        let json = try response.json()
        let account = try XCTUnwrap(json["account"] as? [String: Any])
        return User(id: try XCTUnwrap(account["id"] as? String), email: email, password: password,
                    cookie: try XCTUnwrap(Self.cookie("sw_session", in: response)), csrf: try XCTUnwrap(json["csrfToken"] as? String))
    }

    static func cookie(_ name: String, in response: RawHTTPResponse) -> String? {
        for (header, value) in response.headers where header.lowercased() == "set-cookie" && value.hasPrefix(name + "=") {
            return String(value.dropFirst(name.count + 1).prefix { $0 != ";" })
        }
        return nil
    }

    /// Headers of a same-origin browser request as `user` (cookie, CSRF header, Origin).
    func headers(_ user: User, json: Bool = true) -> [String: String] {
        var headers = ["Cookie": "sw_session=\(user.cookie)", "X-CSRF-Token": user.csrf, "Origin": origin]
        if json { headers["Content-Type"] = "application/json" }
        return headers
    }

    func call(_ method: String, _ target: String, as user: User?, json: Any? = nil, headers extra: [String: String] = [:]) throws -> RawHTTPResponse {
        var headers = user.map { self.headers($0) } ?? ["Content-Type": "application/json"]
        headers.merge(extra) { $1 }
        let body = try json.map { Array(try JSONSerialization.data(withJSONObject: $0)) } ?? []
        return try server.request(method, target, headers: headers, body: body)
    }

    /// The id of the first team of `user` (their personal team from sign-up) and its Default project.
    func personalProject(of user: User) throws -> (team: String, project: String) {
        try database.read { db in
            let team = try XCTUnwrap(try TeamRepository(db).list(accountID: user.id).first?.team.id)
            let project = try XCTUnwrap(try ProjectRepository(db).list(teamID: team).first?.id)
            return (team, project)
        }
    }

    func upload(as user: User, project: String? = nil) throws -> String {
        var headers = self.headers(user, json: false)
        headers["Content-Type"] = "application/xml"
        let query = project.map { "&project=\($0)" } ?? ""
        let response = try server.request("POST", "/api/documents?name=Main.storyboard\(query)", headers: headers, body: Samples.storyboard)
        XCTAssertEqual(response.status, 201, response.text)
        return try XCTUnwrap(response.json()["id"] as? String)
    }

    func createToken(as user: User, scopes: [String] = ["read", "write", "export"]) throws -> (id: String, secret: String) {
        let response = try call("POST", "/api/tokens", as: user, json: ["name": "test", "scopes": scopes])
        XCTAssertEqual(response.status, 201, response.text)
        let json = try response.json()
        return (try XCTUnwrap(json["id"] as? String), try XCTUnwrap(json["token"] as? String))
    }

    func createShare(as user: User, document: String, access: String) throws -> (id: String, secret: String) {
        let response = try call("POST", "/api/documents/\(document)/shares", as: user, json: ["access": access])
        XCTAssertEqual(response.status, 201, response.text)
        let json = try response.json()
        return (try XCTUnwrap(json["id"] as? String), try XCTUnwrap(json["token"] as? String))
    }
}

/// A WebSocket client that can send credentials (headers, query) and report how the server closed.
final class AuthStreamClient {
    private let socket: RawSocket
    private var buffer: [UInt8] = []
    private(set) var closeCode: UInt16?

    init(port: Int, target: String, headers: [String: String] = [:]) throws {
        socket = try RawSocket(port: port)
        var head = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        socket.write(Array((head + "\r\n").utf8))
        while !buffer.suffix(4).elementsEqual([13, 10, 13, 10]) {
            let chunk = socket.read(upTo: 1)
            guard !chunk.isEmpty else { throw SyncTestClientError.closed }
            buffer += chunk
        }
        let response = String(decoding: buffer, as: UTF8.self)
        buffer = []
        guard response.hasPrefix("HTTP/1.1 101") else { throw SyncTestClientError.handshake(response) }
    }

    func send(_ object: [String: Any]) throws {
        let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        socket.write(SyncTestClient.frame(opcode: 0x1, payload: Array(text.utf8)))
    }

    /// The next text message within `timeout` seconds; nil when the server closed (see `closeCode`) or nothing came.
    func next(timeout: Double = 5) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let frame = takeFrame() {
                switch frame.opcode {
                case 0x8:
                    closeCode = frame.payload.count >= 2 ? UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1]) : 1005
                    return nil
                case 0x1:
                    return try JSONSerialization.jsonObject(with: Data(frame.payload)) as? [String: Any]
                default:
                    continue
                }
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: socket.fd, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&descriptor, 1, Int32(remaining * 1000)) > 0 else { return nil }
            let chunk = socket.read()
            if chunk.isEmpty { return nil }
            buffer += chunk
        }
    }

    /// Messages until one of `type` (nil if the stream closed first).
    func next(type: String, timeout: Double = 5) throws -> [String: Any]? {
        while let message = try next(timeout: timeout) {
            if message["type"] as? String == type { return message }
        }
        return nil
    }

    /// Reads until the server's close frame; returns its code (nil if none within `timeout`).
    func waitForClose(timeout: Double) throws -> UInt16? {
        let deadline = Date().addingTimeInterval(timeout)
        while closeCode == nil, deadline.timeIntervalSinceNow > 0 {
            _ = try next(timeout: deadline.timeIntervalSinceNow)
        }
        return closeCode
    }

    private func takeFrame() -> (opcode: UInt8, payload: [UInt8])? {
        guard buffer.count >= 2 else { return nil }
        var length = Int(buffer[1] & 0x7F)
        var header = 2
        if length == 126 {
            guard buffer.count >= 4 else { return nil }
            length = Int(buffer[2]) << 8 | Int(buffer[3])
            header = 4
        } else if length == 127 {
            guard buffer.count >= 10 else { return nil }
            length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }
            header = 10
        }
        guard buffer.count >= header + length else { return nil }
        let frame = (buffer[0] & 0x0F, Array(buffer[header..<(header + length)]))
        buffer.removeFirst(header + length)
        return frame
    }
}
