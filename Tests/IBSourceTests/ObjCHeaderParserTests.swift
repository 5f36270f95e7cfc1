import IBDocument
import XCTest
@testable import IBSource

/// The Objective-C reader on realistic headers and implementation files: class extensions,
/// categories, instance variables, outlet collections, multi-part selectors, and text in
/// comments, strings and macros that only looks like a declaration.
final class ObjCHeaderParserTests: XCTestCase {
    private let header = #"""
    #import <UIKit/UIKit.h>
    #define FAKE_OUTLET(name) IBOutlet UILabel *name; \
        @interface NotAClass : NSObject

    @class Widget, Gadget;
    @protocol LoginDelegate;

    NS_ASSUME_NONNULL_BEGIN

    /// A login screen. @interface Decoy : NSObject in a doc comment is not a class.
    IB_DESIGNABLE
    @interface LoginViewController : UIViewController <UITextFieldDelegate, LoginDelegate>
    {
        IBOutlet UIView *legacyFooter;
        @private
        NSInteger counter;
    }
    @property (nonatomic, weak) IBOutlet UITextField *nameField;
    @property (weak, nonatomic) IBOutlet __kindof UIButton * _Nullable saveButton;
    @property (nonatomic, strong) IBOutletCollection(UIView) NSArray<UIView *> *rows;
    @property (nonatomic) IBInspectable CGFloat cornerRadius;
    @property (nonatomic, copy) void (^completion)(BOOL finished);
    @property (nonatomic, copy) NSString *title, *subtitle;
    // @property (weak) IBOutlet UILabel *commentedOut;
    - (IBAction)save:(UIButton *)sender;
    - (IBAction)tap:(id)sender forEvent:(UIEvent *)event;
    - (IBAction)refresh;
    - (void)helper:(NSString *)text;
    + (IBAction)classMethodIsNotAnAction:(id)sender;
    @end

    @protocol LoginDelegate <NSObject>
    - (IBAction)protocolMethod:(id)sender;
    @property (weak) IBOutlet UILabel *protocolOutlet;
    @end

    @interface UIView (Rounded)
    @property (nonatomic) IBInspectable CGFloat borderWidth;
    @end

    NS_ASSUME_NONNULL_END
    """#

    private let implementation = #"""
    #import "LoginViewController.h"

    @interface LoginViewController ()
    @property (weak, nonatomic) IBOutlet UILabel *statusLabel;
    @end

    @implementation LoginViewController {
        IBOutlet UISwitch *rememberSwitch;
    }

    - (IBAction)cancel:(id)sender {
        NSString *text = @"- (IBAction)fake:(id)sender";
        if (text.length > 0) { [self dismissViewControllerAnimated:YES completion:^{ }]; }
    }

    - (void)viewDidLoad {
        [super viewDidLoad];
    }
    @end
    """#

    private func index() -> SourceIndex {
        SourceIndex(files: [SourceFile(path: "App/LoginViewController.h", text: header),
                            SourceFile(path: "App/LoginViewController.m", text: implementation)])
    }

    func testClassDeclarationWithProtocolsAndDesignable() throws {
        let login = try XCTUnwrap(index().declaredClass(named: "LoginViewController"))
        XCTAssertEqual(login.superclass, "UIViewController")
        XCTAssertEqual(login.conformances, ["UITextFieldDelegate", "LoginDelegate"])
        XCTAssertTrue(login.isDesignable)
        XCTAssertEqual(login.location, SourceLocation(file: "App/LoginViewController.h", line: 12))
        XCTAssertEqual(index().declaredClasses.map(\.name), ["LoginViewController"], "no class from macros or comments")
    }

    func testOutletsFromPropertiesInstanceVariablesAndClassExtensions() throws {
        let login = try XCTUnwrap(index().declaredClass(named: "LoginViewController"))
        let outlets = Dictionary(uniqueKeysWithValues: login.outlets.map { ($0.name, $0) })
        XCTAssertEqual(Set(outlets.keys), ["legacyFooter", "nameField", "saveButton", "rows", "statusLabel", "rememberSwitch"])
        XCTAssertEqual(outlets["nameField"]?.typeName, "UITextField")
        XCTAssertEqual(outlets["nameField"]?.isWeak, true)
        XCTAssertEqual(outlets["nameField"]?.location.line, 18)
        XCTAssertEqual(outlets["saveButton"]?.typeName, "UIButton")
        XCTAssertEqual(outlets["rows"]?.typeName, "UIView")
        XCTAssertEqual(outlets["rows"]?.isCollection, true)
        XCTAssertEqual(outlets["rows"]?.isWeak, false)
        XCTAssertEqual(outlets["legacyFooter"]?.typeName, "UIView")
        XCTAssertEqual(outlets["statusLabel"]?.location.file, "App/LoginViewController.m")
        XCTAssertFalse(outlets.keys.contains("commentedOut"))
    }

    func testActionsWithRuntimeSelectors() throws {
        let login = try XCTUnwrap(index().declaredClass(named: "LoginViewController"))
        let actions = Dictionary(uniqueKeysWithValues: login.actions.map { ($0.selector, $0) })
        XCTAssertEqual(Set(actions.keys), ["save:", "tap:forEvent:", "refresh", "cancel:"])
        XCTAssertEqual(actions["save:"]?.senderType, "UIButton")
        XCTAssertEqual(actions["save:"]?.name, "save")
        XCTAssertEqual(actions["tap:forEvent:"]?.senderType, "id")
        XCTAssertNil(actions["refresh"]?.senderType)
        XCTAssertEqual(actions["cancel:"]?.location.file, "App/LoginViewController.m")
    }

    func testInspectablesPropertyNamesAndCategories() throws {
        let sources = index()
        let login = try XCTUnwrap(sources.declaredClass(named: "LoginViewController"))
        XCTAssertEqual(login.inspectables.map(\.name), ["cornerRadius"])
        XCTAssertEqual(login.inspectables.first?.typeName, "CGFloat")
        XCTAssertTrue(Set(["completion", "title", "subtitle", "counter", "nameField"]).isSubset(of: Set(login.propertyNames)),
                      "\(login.propertyNames)")
        let view = try XCTUnwrap(sources.classes["UIView"])
        XCTAssertNil(view.location, "a category is an extension, not a declaration")
        XCTAssertEqual(view.inspectables.map(\.name), ["borderWidth"])
        XCTAssertNil(sources.declaredClass(named: "LoginDelegate"), "protocols are not classes")
    }

    func testUnterminatedInputDoesNotHang() {
        for text in ["@interface", "@interface A : B {", "@interface A ( ", "- (IBAction)x:(", "@protocol P <", "/* open", "@implementation A { IBOutlet"] {
            _ = ObjCHeaderParser().parse(text, file: "broken.h")
        }
    }

    func testLintChecksConnectionsAgainstObjectiveCClasses() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                    <connections>
                        <outlet property="nameField" destination="tf1-aa-bbb" id="o01-aa-bbb"/>
                        <outlet property="passwordField" destination="tf1-aa-bbb" id="o02-aa-bbb"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="vw1-aa-bbb">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" id="tf1-aa-bbb">
                            <rect key="frame" x="20" y="20" width="200" height="34"/>
                            <connections>
                                <action selector="tap:forEvent:" destination="-1" eventType="editingChanged" id="ac1-aa-bbb"/>
                                <action selector="submit:" destination="-1" eventType="editingDidEnd" id="ac2-aa-bbb"/>
                            </connections>
                        </textField>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let findings = Linter(rules: CodeLint.rules(index: index())).lint(try InterfaceDocument(text: xml)).findings
        XCTAssertEqual(findings.map(\.code).sorted(), ["IB101", "IB103"], findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(Set(findings.map(\.objectID)), ["o02-aa-bbb", "ac2-aa-bbb"])
        XCTAssertTrue(findings.contains { $0.message.contains("App/LoginViewController.h:12") }, findings.map(\.message).joined(separator: "\n"))
    }
}
