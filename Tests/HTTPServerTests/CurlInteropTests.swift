import Foundation
import StoryweaveTesting
import XCTest

/// Interoperability with a real client: curl (gzip decoding, chunked upload, 100-continue, keep-alive reuse).
final class CurlInteropTests: XCTestCase {
    var server: TestServer!
    var root: URL!
    let curlPath = "/usr/bin/curl"

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: curlPath), "curl is not installed")
        root = FileManager.default.temporaryDirectory.appendingPathComponent("curl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try String(repeating: "let x = 1;\n", count: 300).write(to: root.appendingPathComponent("app.js"), atomically: true, encoding: .utf8)
        let path = root.path
        server = try TestServer { router in
            router.post("/upload") { request, r in r.respond(.text("got \(request.body.count)")) }
            router.serveStaticFiles(from: path)
        }
    }

    override func tearDownWithError() throws {
        server?.stop()
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    func curl(_ arguments: [String], input: Data? = nil) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: curlPath)
        process.arguments = ["-sS", "--max-time", "10"] + arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    func testCompressedStaticFileDecodesToTheOriginal() throws {
        let result = try curl(["--compressed", "-D", "-", "http://127.0.0.1:\(server.port)/app.js"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.lowercased().contains("content-encoding: gzip"), result.output)
        XCTAssertTrue(result.output.hasSuffix(String(repeating: "let x = 1;\n", count: 300)))
    }

    func testChunkedUploadWithExpectContinue() throws {
        let body = Data(repeating: 0x41, count: 100_000)
        let result = try curl(["-H", "Transfer-Encoding: chunked", "-H", "Expect: 100-continue", "--data-binary", "@-",
                               "http://127.0.0.1:\(server.port)/upload"], input: body)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "got 100000")
    }

    func testKeepAliveReuseAcrossRequests() throws {
        let url = "http://127.0.0.1:\(server.port)/app.js"
        let result = try curl(["-o", "/dev/null", "-o", "/dev/null", "-w", "%{num_connects} ", url, url])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "1 0 ", "the second request reuses the first connection")
    }
}
