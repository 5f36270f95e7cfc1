import XCTest
@testable import IBSource

final class SwiftSourceParserTests: XCTestCase {
    private let source = #"""
    import UIKit

    // @IBOutlet weak var commented: UILabel!   (a comment that looks like a declaration)
    /* @IBAction func notReal(_ sender: Any) {} */

    @IBDesignable
    final class LoginViewController: UIViewController, UITextFieldDelegate {
        @IBOutlet weak var titleLabel: UILabel!
        @IBOutlet private weak var passwordField: UIKit.UITextField?
        @IBOutlet var rows: [UIView]!
        @IBOutlet var cells: Array<UITableViewCell>!
        @IBOutlet
        weak var onSeparateLine: UIButton!
        @IBInspectable var cornerRadius: CGFloat = 4
        @IBInspectable var inferred = true
        var plain = 0
        static var shared: LoginViewController?

        #if DEBUG
        @IBOutlet weak var debugBanner: UIView!
        #else
        @IBOutlet weak var releaseBanner: UIView!
        #endif

        @IBAction func signIn(_ sender: UIButton) {
            let local: Int = 0   // locals never count
            _ = local
        }
        @IBAction func cancel() {}
        @IBAction func help(sender: Any) {}
        @IBAction func touched(_ sender: Any, forEvent event: UIEvent) {}
        @objc(customName:) @IBAction func renamed(_ sender: Any) {}

        final class Nested: UIView {
            @IBOutlet weak var inner: UILabel!
        }

        struct Model {
            class Deep: NSObject {}
        }

        func helper() {
            class LocalClass: UIView { @IBOutlet weak var ignored: UILabel! }
        }
    }

    extension LoginViewController {
        @IBAction func forgotPassword(_ sender: UIButton) {}
    }

    @objc(RenamedCell)
    class SwiftCell<T>: UITableViewCell where T: Equatable {
        @IBOutlet weak var label: UILabel!
    }
    """#

    private func parse() -> [SourceTypeFragment] {
        SwiftSourceParser().parse(source, file: "App/LoginViewController.swift", module: "App")
    }

    func testFindsClassesExtensionsAndNestedTypesOnly() {
        let names = parse().map(\.sourceClass.name)
        XCTAssertEqual(names, ["LoginViewController", "LoginViewController.Nested", "LoginViewController.Model.Deep",
                               "LoginViewController", "SwiftCell"])
        XCTAssertEqual(parse().map(\.kind), [.classDeclaration, .classDeclaration, .classDeclaration, .extension, .classDeclaration])
    }

    func testOutletsKeepTypesOptionalityWeaknessCollectionsAndLines() throws {
        let login = try XCTUnwrap(parse().first).sourceClass
        XCTAssertEqual(login.superclass, "UIViewController")
        XCTAssertEqual(login.conformances, ["UITextFieldDelegate"])
        XCTAssertTrue(login.isDesignable)
        XCTAssertEqual(login.module, "App")
        XCTAssertEqual(login.outlets.map(\.name), ["titleLabel", "passwordField", "rows", "cells", "onSeparateLine", "debugBanner", "releaseBanner"])
        let byName = Dictionary(uniqueKeysWithValues: login.outlets.map { ($0.name, $0) })
        XCTAssertEqual(byName["titleLabel"]?.typeName, "UILabel")
        XCTAssertEqual(byName["titleLabel"]?.optionality, .implicitlyUnwrapped)
        XCTAssertEqual(byName["titleLabel"]?.isWeak, true)
        XCTAssertEqual(byName["titleLabel"]?.location, SourceLocation(file: "App/LoginViewController.swift", line: 8))
        XCTAssertEqual(byName["passwordField"]?.typeName, "UITextField")
        XCTAssertEqual(byName["passwordField"]?.optionality, .optional)
        XCTAssertEqual(byName["rows"]?.isCollection, true)
        XCTAssertEqual(byName["rows"]?.typeName, "UIView")
        XCTAssertEqual(byName["rows"]?.isWeak, false)
        XCTAssertEqual(byName["cells"]?.isCollection, true)
        XCTAssertEqual(byName["cells"]?.typeName, "UITableViewCell")
        XCTAssertEqual(byName["onSeparateLine"]?.location.line, 12)
    }

    func testActionsGetTheSelectorTheRuntimeUses() throws {
        let login = try XCTUnwrap(parse().first).sourceClass
        XCTAssertEqual(login.actions.map(\.selector), ["signIn:", "cancel", "helpWithSender:", "touched:forEvent:", "customName:"])
        XCTAssertEqual(login.actions.first?.senderType, "UIButton")
        XCTAssertNil(login.actions[1].senderType)
        XCTAssertEqual(parse()[3].sourceClass.actions.map(\.selector), ["forgotPassword:"])
    }

    func testInspectablesPropertiesAndObjcNames() throws {
        let fragments = parse()
        let login = fragments[0].sourceClass
        XCTAssertEqual(login.inspectables.map(\.name), ["cornerRadius", "inferred"])
        XCTAssertEqual(login.inspectables.map(\.typeName), ["CGFloat", "Bool"])
        XCTAssertTrue(login.propertyNames.contains("plain"))
        XCTAssertFalse(login.propertyNames.contains("shared"), "static properties are not instance keys")
        XCTAssertEqual(fragments[1].sourceClass.outlets.map(\.name), ["inner"])
        let cell = fragments[4].sourceClass
        XCTAssertEqual(cell.objcName, "RenamedCell")
        XCTAssertEqual(cell.interfaceBuilderName, "RenamedCell")
    }

    func testBrokenSourceStillYieldsWhatParses() {
        let fragments = SwiftSourceParser().parse("class A: UIView {\n @IBOutlet weak var x: UILabel!\n func f( {\n", file: "A.swift")
        XCTAssertEqual(fragments.first?.sourceClass.outlets.map(\.name), ["x"])
    }
}
