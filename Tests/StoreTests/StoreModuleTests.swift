import XCTest
@testable import Store
