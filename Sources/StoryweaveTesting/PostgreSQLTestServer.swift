import Foundation
import Store
#if canImport(Glibc)
import Glibc
#endif

/// A real PostgreSQL server for one test process (`STORYWEAVE_TEST_STORE=postgres`): `initdb` into a
/// temporary folder, `postgres` on a free loopback port, stopped when the process exits (an `atexit`
/// hook; a watchdog beside the server stops it too if the process dies without exiting, and removes
/// the folder). Each test store is a schema of its own in one database (`schemaURL(for:)`), so a test
/// run creates no more than one cluster. Run as root (CI containers), the server runs as the `postgres`
/// user, since PostgreSQL refuses root. Durability settings are off (`fsync`, `synchronous_commit`,
/// `full_page_writes`): the tests check behaviour, not the disk; the crash tests stay on SQLite.
public final class PostgreSQLTestServer: @unchecked Sendable {
    public let port: Int
    public let directory: String
    /// The test database (`storyweave`), as superuser `storyweave` without a password.
    public let databaseURL: String
    private let watchdog: Process

    /// The process's server, started on first use.
    public static let shared: PostgreSQLTestServer = {
        do {
            let server = try PostgreSQLTestServer()
            atexit { PostgreSQLTestServer.shared.stop() }
            return server
        } catch {
            preconditionFailure("STORYWEAVE_TEST_STORE=postgres: cannot start a PostgreSQL test server: \(error)")
        }
    }()

    /// Where PostgreSQL's programs are: `$STORYWEAVE_POSTGRES_BIN`, else Debian's newest
    /// `/usr/lib/postgresql/N/bin`, else the PATH.
    static var binaries: String {
        if let explicit = ProcessInfo.processInfo.environment["STORYWEAVE_POSTGRES_BIN"] { return explicit }
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        if let newest = versions.compactMap(Int.init).max() { return "/usr/lib/postgresql/\(newest)/bin" }
        return ""
    }

    init() throws {
        directory = NSTemporaryDirectory() + "storyweave-pg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let asRoot = getuid() == 0
        if asRoot {
            guard let user = getpwnam("postgres") else {
                throw TestServerError("running as root, PostgreSQL needs a `postgres` user to run as (apt postgresql creates it)")
            }
            chown(directory, user.pointee.pw_uid, user.pointee.pw_gid)
        }
        let bin = Self.binaries.isEmpty ? "" : Self.binaries + "/"
        let data = directory + "/data"
        try Self.run(asRoot: asRoot, ["\(bin)initdb", "-D", data, "-U", "storyweave", "--auth=trust", "--no-locale",
                                      "-E", "UTF8", "--no-sync", "--no-instructions"], log: directory + "/initdb.log")
        port = try Self.freePort()
        // The watchdog: runs the server, stops it (fast shutdown) when this process is gone, removes the folder.
        let server = [
            "\(bin)postgres", "-D", data, "-p", "\(port)", "-k", directory, "-c", "listen_addresses=127.0.0.1",
            "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off",
            "-c", "max_connections=500", "-c", "shared_buffers=32MB",
        ].map { "'\($0)'" }.joined(separator: " ")
        let script = """
            \(server) > '\(directory)/server.log' 2>&1 &
            pg=$!
            while [ -d /proc/\(getpid()) ] && kill -0 $pg 2>/dev/null; do sleep 1; done
            kill -INT $pg 2>/dev/null; wait $pg; rm -rf '\(directory)'
            """
        watchdog = Process()
        watchdog.executableURL = URL(fileURLWithPath: asRoot ? "/usr/sbin/runuser" : "/bin/sh")
        watchdog.arguments = (asRoot ? ["-u", "postgres", "--", "/bin/sh"] : []) + ["-c", script]
        try watchdog.run()

        let admin = "postgres://storyweave@127.0.0.1:\(port)/postgres"
        databaseURL = "postgres://storyweave@127.0.0.1:\(port)/storyweave"
        let deadline = Date().addingTimeInterval(120)
        var connection: PostgreSQLConnection?
        while connection == nil {
            do {
                connection = try PostgreSQLConnection(url: admin)
            } catch {
                guard Date() < deadline, watchdog.isRunning else {
                    let log = (try? String(contentsOfFile: directory + "/server.log", encoding: .utf8)) ?? ""
                    throw TestServerError("postgres did not start on port \(port): \(error)\n\(log)")
                }
                usleep(100_000)
            }
        }
        try connection!.execute("CREATE DATABASE storyweave")
        // Extensions are per database: installed once in `public`, which every test schema's path includes.
        try PostgreSQLConnection(url: databaseURL).execute("CREATE EXTENSION IF NOT EXISTS citext SCHEMA public")
    }

    /// A URL whose connections work in a schema of their own (created if missing) named after `key`
    /// (a test's folder): the same key gives the same schema, so a restarted app finds its data.
    public func schemaURL(for key: String) throws -> String {
        let schema = "t_" + FNV1a64.hex(of: Array(key.utf8))
        try PostgreSQLConnection(url: databaseURL).execute("CREATE SCHEMA IF NOT EXISTS \(schema)")
        return databaseURL + "?options=-c%20search_path%3D\(schema)%2Cpublic"
    }

    /// Fast shutdown; the watchdog then removes the folder.
    public func stop() {
        guard let pidText = try? String(contentsOfFile: directory + "/data/postmaster.pid", encoding: .utf8),
              let pid = pidText.split(separator: "\n").first.flatMap({ Int32($0) }) else { return }
        kill(pid, SIGINT)
        for _ in 0..<100 where kill(pid, 0) == 0 { usleep(50_000) }
    }

    private static func run(asRoot: Bool, _ arguments: [String], log: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: asRoot ? "/usr/sbin/runuser" : "/usr/bin/env")
        process.arguments = (asRoot ? ["-u", "postgres", "--"] : []) + arguments
        FileManager.default.createFile(atPath: log, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw TestServerError("\(arguments[0]) failed (\(process.terminationStatus)): \(text)")
        }
    }

    /// A loopback port nobody listens on right now.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw TestServerError("socket() failed") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw TestServerError("cannot bind a loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

struct TestServerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
