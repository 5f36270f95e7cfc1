import XCTest
@testable import StoryweaveApp
