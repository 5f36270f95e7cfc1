import XCTest
@testable import WebSocketProtocol
