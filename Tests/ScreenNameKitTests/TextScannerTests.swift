import ScreenNameKit
import Testing

/// Names inside free text are replaced; everything else is left exactly as it was.
@Suite struct TextScannerTests {
    static let scanner = TextScanner(namer: ScreenNamer())

    @Test(arguments: [
        (
            "Attempt to present <MyApp.LoginViewController: 0x7f8b1c00> on it",
            "Attempt to present <LoginViewController: 0x7f8b1c00> on it"
        ),
        ("<UIKit.UINavigationController: 0x7fa8c2808a00>", "<UINavigationController: 0x7fa8c2808a00>"),
        ("<UINavigationController: 0x1>", "<UINavigationController: 0x1>"),
        // A failed cast quotes its types; a module there may start with a lower-case letter.
        (
            "Could not cast value of type 'sample.ClientDetailsVC' (0x10d1f8a40) to 'UIKit.UINavigationController' (0x1).",
            "Could not cast value of type 'ClientDetailsVC' (0x10d1f8a40) to 'UINavigationController' (0x1)."
        ),
        ("<sample.ClientDetailsVC: 0x7fd9201253c0> appeared", "<ClientDetailsVC: 0x7fd9201253c0> appeared"),
        (
            "UILabel:0x7fd92012a0c0.leading == [MyApp.ProfileHeaderView:0x7fd920125430].leading + 16",
            "UILabel:0x7fd92012a0c0.leading == [ProfileHeaderView:0x7fd920125430].leading + 16"
        ),
        // Auto Layout names a view by its class and address; an app's module may start with a lower-case letter
        // there too, but a property path or a file name before an address is no class.
        (
            "<NSLayoutConstraint:0x1 shop_ios.CartHeaderView:0x7fa1c8d0e2a0.height == 44   (active)>",
            "<NSLayoutConstraint:0x1 CartHeaderView:0x7fa1c8d0e2a0.height == 44   (active)>"
        ),
        ("self.view:0x1 and foo.bar:0x2 and file.txt:0x3", "self.view:0x1 and foo.bar:0x2 and file.txt:0x3"),
        ("shop_ios.CartHeaderView alone", "shop_ios.CartHeaderView alone"),
        ("<_TtCC5MyApp5Outer5Inner: 0x1>", "<Outer.Inner: 0x1>"),
        ("frame $s5MyApp18HomeViewControllerCMa + 12", "frame HomeViewController + 12"),
        ("class=_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_,", "class=UIHostingController,"),
        (
            "SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.ContentView, SwiftUI._EnvironmentKeyWritingModifier<Swift.Optional<MyApp.Store>>>> appeared",
            "ContentView appeared"
        ),
        ("UIHostingController<ModifiedContent<AnyView, RootModifier>> appeared", "UIHostingController appeared"),
        ("MyApp.(unknown context at $10a3c).PrivateView,", "PrivateView,"),
        ("Is it MyApp.HomeView? Yes.", "Is it HomeView? Yes."),
        ("Presented MyApp.HomeView.", "Presented HomeView."),
        ("(MyApp.HomeView)", "(HomeView)"),
        ("\"MyApp.HomeView\"", "\"HomeView\""),
        ("MyApp.Settings.RootView and MyApp.Settings.RootView", "Settings.RootView and Settings.RootView"),
        ("$s5MyApp18HomeViewControllerC11viewDidLoadyyF + 120", "$s5MyApp18HomeViewControllerC11viewDidLoadyyF + 120"),
        ("_TtC not a name", "_TtC not a name"),
        // An observed object's class is a key-value observing subclass, named after the class.
        ("<NSKVONotifying__TtC5MyApp18HomeViewController: 0x8a0010000>", "<HomeViewController: 0x8a0010000>"),
        (
            "<NSKVONotifying_MyApp.HomeViewController: 0x1> and NSKVONotifying_MyApp.Feed",
            "<HomeViewController: 0x1> and Feed"
        ),
        ("NSKVONotifying_ alone", "NSKVONotifying_ alone"),
        // Names outside ASCII, as the runtime prints them, in text too.
        ("Öffne MyApp.ÜbersichtViewController jetzt", "Öffne ÜbersichtViewController jetzt"),
        ("<MyApp.画面: 0x1>", "<画面: 0x1>"),
        ("<_TtC5MyApp24ÜbersichtViewController: 0x1>", "<ÜbersichtViewController: 0x1>"),
        ("_TtC5MyApp4Home… and more", "Home… and more"),
    ])
    func rewritesNames(line: String, expected: String) {
        #expect(Self.scanner.rewrite(line) == expected)
    }

    /// Every name the runtime prints with its module is found inside a line of text and named as the record is, in
    /// each form that carries the module: `String(reflecting:)`, `_typeName`, `$s…D`, `_Tt…` and the demangler's
    /// reading. A framework type's is found and is no screen. Two shapes are not read whole in text: extensions'
    /// contexts, `(extension in MyApp):Swift.Array.Cell`, and the demangler's dictionary sugar, `[MyApp.Route :
    /// Swift.Int]`, whose key text reads as a name of its own.
    @Test(
        arguments: Fixtures.runtimeRows(["reflecting", "typeName", "symbol", "objc", "demangled"]).filter {
            !$0.input.hasPrefix("(extension in ") && !($0.input.hasPrefix("[") && $0.input.contains(" : "))
        })
    func theRuntimesNamesAreFoundInText(row: Fixtures.RuntimeRow) {
        var line = "navigated to \(row.input) now"
        let screens = line.withUTF8 { Self.scanner.matches(in: $0) }.compactMap(\.displayName)
        let record = ScreenNamer().name(row.input).displayName
        #expect(screens == (record.map { [$0] } ?? []), "\(row.input)")
    }

    @Test(arguments: [
        "HomeView.swift:42: error",
        "moved the file 'sample.txt' to 'foo.bar', of type 'e.g.This'",
        "quoted 'sample.ClientDetailsVC' without a cast",
        "version 1.2.3 build 2026.11.30",
        "com.apple.UIKit and com.example.MyApp",
        "https://example.com/MyApp.HomeView and ftp://x.y/UIKit.UIView",
        "-[UIViewController viewDidAppear:] and -[NSObject(NSObject) doesNotRecognizeSelector:]",
        "tableView:cellForRowAtIndexPath: #selector(handleTap(_:))",
        "README.MD, U.S.A., e.g., Info.plist, Main.storyboard",
        "a<b && c>d, x < y",
        "Nothing here. At all.",
        "MyApp.Route.detail(id: 42)",
        "UIView.init(frame:)",
        "",
    ])
    func leavesTextWithoutNamesAlone(line: String) {
        #expect(Self.scanner.rewrite(line) == line)
    }

    /// A Swift class's method names its class with the module, which is read as any name is, a lower-case module too;
    /// the selector stays (Fixtures/cli/in-text-objc-methods holds the lines of public issues).
    @Test func aSwiftClassesMethodNamesItsClass() {
        #expect(
            Self.scanner.rewrite("-[MyApp.HomeViewController viewDidLoad]: unrecognized selector")
                == "-[HomeViewController viewDidLoad]: unrecognized selector")
        #expect(Self.scanner.rewrite("+[tableTest.Store shared]") == "+[Store shared]")
        #expect(Self.scanner.rewrite("-[tableTest.store shared]") == "-[tableTest.store shared]")
    }

    @Test func leafStyleAppliesToText() {
        let scanner = TextScanner(namer: ScreenNamer(style: .leaf))
        #expect(scanner.rewrite("MyApp.Settings.RootView") == "RootView")
    }

    /// Rewriting a rewritten line changes nothing more: display names of one part are left as they are.
    @Test func rewritingIsIdempotentForSinglePartNames() {
        let line = "present <MyApp.LoginViewController: 0x1> on <_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_: 0x2>"
        let once = Self.scanner.rewrite(line)
        #expect(Self.scanner.rewrite(once) == once)
    }
}
