import Foundation
import XCTest
@testable import StoryweaveApp

/// `/healthz`'s probe: a success is reused for `maxAge`, a failure never is.
final class HealthProbeTests: XCTestCase {
    private final class Fixture: @unchecked Sendable {
        let lock = NSLock()
        var clock: UInt64 = 0
        var checks = 0
        var failing = false
        struct Down: Error {}

        func makeProbe() -> HealthProbe<Int> {
            HealthProbe(maxAge: 1, now: { self.lock.withLock { self.clock } }) {
                try self.lock.withLock {
                    self.checks += 1
                    if self.failing { throw Down() }
                    return self.checks
                }
            }
        }
        func advance(seconds: Double) { lock.withLock { clock += UInt64(seconds * 1e9) } }
    }

    func testASuccessIsReusedForMaxAgeThenCheckedAgain() throws {
        let fixture = Fixture()
        let probe = fixture.makeProbe()
        XCTAssertEqual(try probe.value(), 1)
        fixture.advance(seconds: 0.5)
        XCTAssertEqual(try probe.value(), 1, "within a second: the last check's answer")
        fixture.advance(seconds: 0.6)
        XCTAssertEqual(try probe.value(), 2, "older than a second: checked again")
        XCTAssertEqual(fixture.checks, 2)
    }

    func testAFailureIsNeverReused() throws {
        let fixture = Fixture()
        let probe = fixture.makeProbe()
        fixture.failing = true
        XCTAssertThrowsError(try probe.value())
        XCTAssertThrowsError(try probe.value())
        fixture.failing = false
        XCTAssertEqual(try probe.value(), 3, "recovery shows on the next request, without waiting")
        XCTAssertEqual(fixture.checks, 3)
    }
}
