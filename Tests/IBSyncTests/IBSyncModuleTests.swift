import XCTest
@testable import IBSync
