import XCTest
@testable import IBDocument
