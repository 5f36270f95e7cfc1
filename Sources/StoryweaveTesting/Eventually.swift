import Foundation

/// Waits until `condition` holds, polling every 10 ms, for effects a server has on another queue.
/// True when it held within `timeout` seconds; an error `condition` throws ends the wait.
public func eventually(timeout: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return true }
        usleep(10_000)
    }
    return try condition()
}
