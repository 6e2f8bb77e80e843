/// Generates the benchmark corpora from a seed: the same seed always gives the same bytes.
struct Corpus {
    /// SplitMix64: small, fast and the same on every platform.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    var random: Random

    init(seed: UInt64) {
        random = Random(state: seed)
    }

    static let modules = ["MyApp", "Checkout", "Settings", "Profile", "FeedKit", "Onboarding", "DesignSystem"]
    static let screens = [
        "HomeView", "ContentView", "RootView", "SettingsViewController", "ProfileScreen", "CheckoutView",
        "OrderSummaryViewController", "FeedListView", "OnboardingStepView", "PaymentMethodsView", "LoginViewController",
        "SearchResultsView", "DetailView", "CartViewController", "NotificationsView", "AccountView",
    ]
    static let outers = ["Settings", "Checkout", "Profile", "Feed", "Orders"]
    static let modifiers = [
        "SwiftUI._EnvironmentKeyWritingModifier<Swift.Optional<MyApp.Store>>", "SwiftUI._PaddingLayout",
        "SwiftUI._FrameLayout", "SwiftUI.RootModifier", "SwiftUI._BackgroundStyleModifier<SwiftUI.Color>",
    ]
    static let frameworkNames = [
        "UINavigationController", "UIKit.UITabBarController", "SwiftUI.Text", "UIInputWindowController",
        "SwiftUI.UIHostingController<SwiftUI.AnyView>", "_UIAlertControllerTextFieldViewController",
        "UIKit.UIPageViewController", "SFSafariViewController", "PresentationHostingController<AnyView>",
    ]

    /// `len` + identifier, the identifier form both manglings share.
    static func counted(_ name: String) -> String { "\(name.utf8.count)\(name)" }

    /// One type-name record and the display name it must get.
    mutating func nameRecord() -> (record: String, expected: String) {
        let module = random.pick(Corpus.modules)
        let screen = random.pick(Corpus.screens)
        let outer = random.pick(Corpus.outers)
        switch random.below(100) {
        case 0..<18:
            return ("\(module).\(screen)", screen)
        case 18..<30:
            return ("\(module).\(outer).\(screen)", "\(outer).\(screen)")
        case 30..<50:
            var content = "\(module).\(screen)"
            for _ in 0..<(1 + random.below(3)) {
                content = "SwiftUI.ModifiedContent<\(content), \(random.pick(Corpus.modifiers))>"
            }
            return ("SwiftUI.UIHostingController<\(content)>", screen)
        case 50..<58:
            return ("_TtC\(Corpus.counted(module))\(Corpus.counted(screen))", screen)
        case 58..<62:
            return (
                "_TtCC\(Corpus.counted(module))\(Corpus.counted(outer))\(Corpus.counted(screen))", "\(outer).\(screen)"
            )
        case 62..<65:
            return ("_TtGC7SwiftUI19UIHostingControllerV\(Corpus.counted(module))\(Corpus.counted(screen))_", screen)
        case 65..<72:
            let suffix = random.pick(["N", "Mn", "Ma", "D"])
            return ("$s\(Corpus.counted(module))\(Corpus.counted(screen))C\(suffix)", screen)
        case 72..<75:
            return ("$s7SwiftUI19UIHostingControllerCy\(Corpus.counted(module))\(Corpus.counted(screen))VGD", screen)
        case 75..<85:
            return (random.pick(Corpus.frameworkNames), "")
        case 85..<95:
            return ("\(screen)<\(random.pick(Corpus.screens))>", screen)
        case 95..<98:
            return (
                "\(module).(unknown context at $\(String(random.next() & 0xFFFF_FFFF, radix: 16))).\(screen)", screen
            )
        default:
            return ("\(screen) #1 in \(module).make\(screen)() -> Any.Type", screen)
        }
    }

    static let prose = [
        "viewDidAppear", "will present", "Attempt to present", "on", "whose view is not in the window hierarchy",
        "Unbalanced calls to begin/end appearance transitions for", "navigated to", "request finished in 12 ms",
        "cache hit for https://example.com/api/v1/items?page=2", "version 1.2.3 build 2026.11.30", "HomeView.swift:42",
    ]

    /// What the names in a log are: the mixed corpus's in some lines, none at all, or a hosting controller in each.
    enum LogNames {
        case mixed, none, hosting
    }

    /// An object's address as an object description prints it.
    mutating func address() -> String { String(random.next() & 0xFFFF_FFFF_FFFF, radix: 16) }

    /// One log line: a `log stream` prefix, prose, and (as `names` says) a name in one of its shapes.
    mutating func logLine(names: LogNames = .mixed) -> String {
        var line =
            "2026-11-30 09:12:\(10 + random.below(50)).\(100_000 + random.below(900_000))+0000 0x1a2b3c   Default     0x0   4321   0    MyApp: "
        line += random.pick(Corpus.prose)
        switch (names, random.below(10)) {
        case (.none, _):
            line += " " + random.pick(Corpus.prose)
        case (.hosting, _):
            var content = "\(random.pick(Corpus.modules)).\(random.pick(Corpus.screens))"
            for _ in 0..<(1 + random.below(3)) {
                content = "SwiftUI.ModifiedContent<\(content), \(random.pick(Corpus.modifiers))>"
            }
            line += " <SwiftUI.UIHostingController<\(content)>: 0x\(address())>"
        case (.mixed, 0..<4):
            let (record, _) = nameRecord()
            line += " <\(record): 0x\(address())>"
        case (.mixed, 4..<6):
            line += " " + nameRecord().record
        case (.mixed, _):
            line += " " + random.pick(Corpus.prose)
        }
        return line
    }

    /// One Swift source file of a generated app: screens, nested types, comments and strings.
    mutating func sourceFile(number: Int) -> String {
        let screen = random.pick(Corpus.screens) + "\(number)"
        var text = "import SwiftUI\nimport UIKit\n\n// \(screen): generated for the benchmark; class NotAType {}\n"
        text += "/* struct AlsoNotAType: View {} */\n"
        if random.below(2) == 0 {
            text +=
                "struct \(screen): View {\n    let title = \"struct \\(1) { }\"\n    var body: some View { Text(title) }\n"
            text += "    struct Row: View { var body: some View { EmptyView() } }\n}\n"
        } else {
            text += "@MainActor final class \(screen): UIViewController {\n    override func viewDidLoad() {\n"
            text +=
                "        super.viewDidLoad()\n        let label = \"\"\"\n        class Fake {}\n        \"\"\"\n        print(label)\n    }\n}\n"
        }
        text += "extension \(screen) {\n    enum Route: Hashable { case detail(id: Int) }\n}\n"
        return text
    }
}
