import XCTest
@testable import IBSource

final class SourceInsertionTests: XCTestCase {
    private let file = SourceFile(path: "App/LoginViewController.swift", text: """
    import UIKit

    class LoginViewController: UIViewController {
        @IBOutlet weak var nameField: UITextField!

        override func viewDidLoad() {
            super.viewDidLoad()
        }
    }

    """)

    func testNewOutletGoesAfterTheLastOutletAsXcodeWritesIt() throws {
        let result = try SourceInsertion().insert(.outlet(name: "saveButton", typeName: "UIButton", isCollection: false),
                                                  intoClass: "LoginViewController", of: file)
        XCTAssertEqual(result.declaration, "@IBOutlet weak var saveButton: UIButton!")
        XCTAssertTrue(result.text.contains("""
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet weak var saveButton: UIButton!

        """))
        XCTAssertEqual(result.diff, """
        --- a/App/LoginViewController.swift
        +++ b/App/LoginViewController.swift
        @@ -2,6 +2,7 @@
         
         class LoginViewController: UIViewController {
             @IBOutlet weak var nameField: UITextField!
        +    @IBOutlet weak var saveButton: UIButton!
         
             override func viewDidLoad() {
                 super.viewDidLoad()

        """)
        // The new file parses and has the outlet.
        let parsed = SwiftSourceParser().parse(result.text, file: file.path)
        XCTAssertEqual(parsed.first?.sourceClass.outlets.map(\.name), ["nameField", "saveButton"])
    }

    func testNewActionGoesAtTheEndOfTheClassBody() throws {
        let result = try SourceInsertion().insert(.action(name: "save", senderType: "UIButton"), intoClass: "LoginViewController", of: file)
        XCTAssertEqual(result.declaration, "@IBAction func save(_ sender: UIButton) {\n}")
        XCTAssertTrue(result.text.hasSuffix("""
            }

            @IBAction func save(_ sender: UIButton) {
            }
        }

        """), result.text)
        let parsed = SwiftSourceParser().parse(result.text, file: file.path)
        XCTAssertEqual(parsed.first?.sourceClass.actions.map(\.selector), ["save:"])
        XCTAssertEqual(DeclarationWriter.selector(forActionNamed: "save", senderType: "UIButton"), "save:")
    }

    func testCollectionsAreStrongArraysAndEmptyClassesGetAnIndentedBody() throws {
        let empty = SourceFile(path: "Cell.swift", text: "class Cell: UITableViewCell {\n}\n")
        let result = try SourceInsertion().insert(.outlet(name: "labels", typeName: "UILabel", isCollection: true), intoClass: "Cell", of: empty)
        XCTAssertEqual(result.text, "class Cell: UITableViewCell {\n    @IBOutlet var labels: [UILabel]!\n}\n")
    }

    func testRefusesTakenNamesInvalidNamesAndMissingClasses() {
        XCTAssertThrowsError(try SourceInsertion().insert(.outlet(name: "nameField", typeName: "UILabel", isCollection: false), intoClass: "LoginViewController", of: file)) {
            XCTAssertEqual($0 as? SourceInsertion.Failure, .nameTaken("nameField", className: "LoginViewController", line: 4))
        }
        XCTAssertThrowsError(try SourceInsertion().insert(.action(name: "2go", senderType: nil), intoClass: "LoginViewController", of: file)) {
            XCTAssertEqual($0 as? SourceInsertion.Failure, .invalidName("2go"))
        }
        XCTAssertThrowsError(try SourceInsertion().insert(.action(name: "go", senderType: nil), intoClass: "Other", of: file)) {
            XCTAssertEqual($0 as? SourceInsertion.Failure, .classNotFound("Other", file: "App/LoginViewController.swift"))
        }
    }
}
