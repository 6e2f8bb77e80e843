import Testing

@testable import ScreenNameKit

/// The visible-screen walk, one rule per test, on hierarchies built directly as an app builds them.
@Suite struct VisibleScreenResolverTests {
    typealias Controller = ViewControllerHierarchy.Controller

    static func hidden(_ name: String) -> Controller {
        Controller(typeName: name, appearance: .disappeared, view: .notInWindow("UIView"))
    }

    static func navigation(_ name: String = "UINavigationController") -> Controller {
        Controller(typeName: name, view: .inWindow("UILayoutContainerView"))
    }

    func resolve(_ hierarchy: ViewControllerHierarchy, _ namer: ScreenNamer = ScreenNamer()) -> VisibleScreen {
        VisibleScreenResolver(namer: namer).resolve(hierarchy)
    }

    @Test func aPlainRootIsTheScreen() {
        let result = resolve(ViewControllerHierarchy(root: Controller(typeName: "MyApp.HomeController")))
        #expect(result.screens == ["HomeController"])
        #expect(result.container == .plain)
        #expect(result.path == [0])
    }

    @Test func theTopOfANavigationStackIsTheScreen() {
        var hierarchy = ViewControllerHierarchy(root: Self.navigation())
        hierarchy.add(Self.hidden("MyApp.ListController"), to: 0, as: .child)
        let detail = hierarchy.add(Controller(typeName: "MyApp.DetailController"), to: 0, as: .child)
        let result = resolve(hierarchy)
        #expect(result.screens == ["DetailController"])
        #expect(result.visible == [detail])
        #expect(result.container == .navigation)
    }

    @Test func aStackOffScreenStillHasItsTop() {
        var hierarchy = ViewControllerHierarchy(root: Controller(typeName: "MyApp.Shell"))
        let stack = hierarchy.add(Self.navigation(), to: 0, as: .child)
        hierarchy.add(Self.hidden("MyApp.ListController"), to: stack, as: .child)
        hierarchy.add(Self.hidden("MyApp.DetailController"), to: stack, as: .child)
        #expect(VisibleScreenResolver().resolve(hierarchy).screens == ["DetailController"])
    }

    @Test func theSelectedTabIsTheOneOnScreen() {
        var hierarchy = ViewControllerHierarchy(
            root: Controller(typeName: "UITabBarController", view: .inWindow("UILayoutContainerView")))
        let first = hierarchy.add(
            Controller(typeName: "UINavigationController", appearance: .disappeared, view: .notLoaded), to: 0,
            as: .child)
        hierarchy.add(
            Controller(typeName: "MyApp.FeedController", appearance: .disappeared, view: .notLoaded), to: first,
            as: .child)
        let second = hierarchy.add(Self.navigation(), to: 0, as: .child)
        hierarchy.add(Controller(typeName: "MyApp.OrdersController"), to: second, as: .child)
        let result = resolve(hierarchy)
        #expect(result.screens == ["OrdersController"])
        #expect(result.container == .tabBar)
        #expect(result.path == [0, second, 4])
    }

    @Test func theCurrentPageIsTheScreen() {
        var hierarchy = ViewControllerHierarchy(
            root: Controller(typeName: "UIPageViewController", view: .inWindow("_UIPageViewControllerContentView")))
        hierarchy.add(Self.hidden("MyApp.WelcomePage"), to: 0, as: .child)
        hierarchy.add(Controller(typeName: "MyApp.PermissionsPage"), to: 0, as: .child)
        let result = resolve(hierarchy)
        #expect(result.screens == ["PermissionsPage"])
        #expect(result.container == .pager)
    }

    @Test func eachVisibleColumnOfASplitViewIsAScreenPrimaryFirst() {
        var hierarchy = ViewControllerHierarchy(
            root: Controller(typeName: "UISplitViewController", view: .inWindow("_UISplitViewControllerPanelImplView")))
        let primary = hierarchy.add(Self.navigation(), to: 0, as: .child)
        hierarchy.add(Controller(typeName: "MyApp.SidebarController"), to: primary, as: .child)
        let secondary = hierarchy.add(Self.navigation(), to: 0, as: .child)
        hierarchy.add(Controller(typeName: "MyApp.EditorController"), to: secondary, as: .child)
        hierarchy.add(Self.hidden("MyApp.InspectorController"), to: 0, as: .child)
        let result = resolve(hierarchy)
        #expect(result.screens == ["SidebarController", "EditorController"])
        #expect(result.screen == "SidebarController")
        #expect(result.container == .split)
    }

    @Test func theLastPresentedControllerStillAppearingIsOnTop() {
        var hierarchy = ViewControllerHierarchy(root: Controller(typeName: "MyApp.HomeController"))
        let sheet = hierarchy.add(
            Controller(typeName: "MyApp.SheetController", presentationController: "_UISheetPresentationController"),
            to: 0, as: .presented)
        let leaving = hierarchy.add(
            Controller(typeName: "MyApp.PopoverController", appearance: .disappearing), to: sheet, as: .presented)
        let result = resolve(hierarchy)
        #expect(result.topMost == sheet)
        #expect(result.topMost != leaving)
        #expect(result.screens == ["SheetController"])
        #expect(result.path == [0, sheet])
    }

    @Test func whatAChildPresentedCountsAsPresentedOverItsContainer() {
        var hierarchy = ViewControllerHierarchy(root: Self.navigation())
        let list = hierarchy.add(Controller(typeName: "MyApp.ListController"), to: 0, as: .child)
        let picker = hierarchy.add(Controller(typeName: "MyApp.PickerController"), to: list, as: .presented)
        let result = resolve(hierarchy)
        #expect(result.topMost == picker)
        #expect(result.screens == ["PickerController"])
    }

    @Test func embeddedChildControllersArePartsOfTheirScreen() {
        var hierarchy = ViewControllerHierarchy(root: Self.navigation())
        let trip = hierarchy.add(Controller(typeName: "MyApp.TripController"), to: 0, as: .child)
        hierarchy.add(Controller(typeName: "MyApp.MapController"), to: trip, as: .child)
        hierarchy.add(Controller(typeName: "MyApp.FareCardController"), to: trip, as: .child)
        #expect(resolve(hierarchy).screens == ["TripController"])
    }

    @Test func aControllerShowingAContainerIsWalkedThrough() {
        var hierarchy = ViewControllerHierarchy(
            root: Controller(typeName: "_TtGC7SwiftUI19UIHostingControllerV5MyApp11ContentView_"))
        let tabs = hierarchy.add(
            Controller(typeName: "SwiftUI.UIKitTabBarController", view: .inWindow("UILayoutContainerView")), to: 0,
            as: .child)
        hierarchy.add(Controller(typeName: "_TtGC7SwiftUI19UIHostingControllerV5MyApp8FeedView_"), to: tabs, as: .child)
        let result = resolve(hierarchy)
        #expect(result.screens == ["FeedView"])
        #expect(result.container == .tabBar)
    }

    @Test func aFrameworkControllerPassesThroughToItsVisibleChild() {
        var hierarchy = ViewControllerHierarchy(
            root: Controller(typeName: "_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_"))
        hierarchy.add(Controller(typeName: "MyApp.LegacyController"), to: 0, as: .child)
        #expect(resolve(hierarchy).screens == ["LegacyController"])
    }

    @Test func aControllerWithNothingOfTheAppsIsNamedByItsNearestAncestorThatHas() {
        var hierarchy = ViewControllerHierarchy(
            root: Controller(typeName: "_TtGC7SwiftUI19UIHostingControllerV5MyApp11ContentView_"))
        let stack = hierarchy.add(Self.navigation("SwiftUI.UIKitNavigationController"), to: 0, as: .child)
        let erased = hierarchy.add(
            Controller(typeName: "_TtGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_"), to: stack, as: .child)
        let result = resolve(hierarchy)
        #expect(result.screens == ["ContentView"])
        #expect(result.visible == [0])
        // The path still goes where the walk ended.
        #expect(result.path == [0, stack, erased])
    }

    @Test func aTopMostControllerWithNothingOfTheAppsLeavesTheScreenBelowIt() {
        var hierarchy = ViewControllerHierarchy(root: Self.navigation())
        hierarchy.add(Controller(typeName: "MyApp.ReviewController"), to: 0, as: .child)
        let alert = hierarchy.add(Controller(typeName: "UIAlertController"), to: 0, as: .presented)
        let result = resolve(hierarchy)
        #expect(result.topMost == alert)
        #expect(result.screens == ["ReviewController"])
    }

    @Test func aHierarchyOfTheFrameworkAloneHasNoScreen() {
        var hierarchy = ViewControllerHierarchy(root: Self.navigation())
        hierarchy.add(Controller(typeName: "UIViewController"), to: 0, as: .child)
        let result = resolve(hierarchy)
        #expect(result.screen == nil)
        #expect(result.visible.isEmpty)
        #expect(result.path == [0])
    }

    @Test func theNamingRulesApply() {
        var hierarchy = ViewControllerHierarchy(root: Self.navigation())
        hierarchy.add(Controller(typeName: "MyApp.Settings.RootController"), to: 0, as: .child)
        #expect(resolve(hierarchy, ScreenNamer(style: .leaf)).screens == ["RootController"])
        #expect(resolve(hierarchy, ScreenNamer(style: .module)).screens == ["MyApp.Settings.RootController"])
        var rules = NamingRules()
        rules.denied.insert("MyApp")
        #expect(resolve(hierarchy, ScreenNamer(rules: rules)).screen == nil)
    }
}

/// Which controllers are containers: the framework's by class, an app's by the view UIKit gives containers.
@Suite struct ContainerKindTests {
    typealias Controller = ViewControllerHierarchy.Controller

    @Test func everyTableEntryIsItsKindWithAndWithoutItsModule() {
        for entry in ContainerKind.controllerTable {
            let name = entry.name.description
            for typeName in [name, entry.module.description + "." + name] {
                #expect(
                    VisibleScreenResolver().containerKind(of: Controller(typeName: typeName, view: .notLoaded))
                        == entry.kind, "\(typeName)")
            }
        }
    }

    @Test(
        arguments: [
            (
                "_TtGC7SwiftUI41StyleContextSplitViewNavigationControllerVS_19SidebarStyleContext_", "UIView",
                .navigation
            ),
            ("MyApp.UINavigationController", "UIView", nil),
            ("MyApp.AppNavigator", "UILayoutContainerView", .navigation),
            ("MyApp.MainTabBarController", "UILayoutContainerView", .tabBar),
            ("MyApp.RouteSplitViewController", "UILayoutContainerView", .split),
            ("MyApp.MasterDetail", "_UISplitViewControllerPanelImplView", .split),
            ("MyApp.Onboarding", "_UIPageViewControllerContentView", .pager),
            ("MyApp.MainTabBarController", "UIView", nil),
            ("UIViewController", "UIView", nil),
            ("_TtGC7SwiftUI19UIHostingControllerV5MyApp11ContentView_", "UIView", nil),
        ] as [(String, String, ContainerKind?)])
    func kind(typeName: String, view: String, expected: ContainerKind?) {
        #expect(
            VisibleScreenResolver().containerKind(of: Controller(typeName: typeName, view: .inWindow(view))) == expected
        )
    }

    @Test func tablesAreSortedAndDuplicateFree() {
        func isSorted(_ names: [StaticString]) -> Bool {
            zip(names, names.dropFirst()).allSatisfy {
                Array($0.description.utf8).lexicographicallyPrecedes(Array($1.description.utf8))
            }
        }
        #expect(isSorted(ContainerKind.controllerTable.map(\.name)))
        #expect(isSorted(ContainerKind.viewTable.map(\.name)))
        #expect(isSorted(ContainerKind.nameEndings.map(\.ending)))
    }

    @Test func labelsNameTheAppsTypeOrTheFrameworkClass() {
        let resolver = VisibleScreenResolver()
        #expect(
            resolver.label(of: Controller(typeName: "_TtGC7SwiftUI19UIHostingControllerV5MyApp11ContentView_"))
                == "ContentView")
        #expect(
            resolver.label(of: Controller(typeName: "_TtGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_"))
                == "NavigationStackHostingController")
        #expect(resolver.label(of: Controller(typeName: "UINavigationController")) == "UINavigationController")
        #expect(resolver.label(of: Controller(typeName: "not a <name")) == "not a <name")
    }
}

/// Reading `_printHierarchy` text: the shapes dumps take in consoles, bug reports and forum posts.
@Suite struct HierarchyReaderTests {
    @Test func readsControllersTheirStatesViewsAndPresenters() throws {
        let text = """
            <UINavigationController 0x150053400>, state: appeared, view: <UILayoutContainerView 0x14fe278a0>
               | <MyApp.ListController 0x14fe27540>, state: disappeared, view: <UIView 0x15101a8a0> not in the window
               | <MyApp.DetailController 0x14fe5c780>, state: appearing, view: (view not loaded)
               + <MyApp.Sheet: 0x14fe55d50>, state: disappearing, view: <UIView: 0x14fe5d4a0>, presented with: <_UISheetPresentationController 0x1>
            """
        let (hierarchies, problems) = HierarchyReader.hierarchies(in: text)
        #expect(problems.isEmpty)
        let hierarchy = try #require(hierarchies.first)
        #expect(hierarchies.count == 1)
        #expect(
            hierarchy.controllers.map(\.typeName) == [
                "UINavigationController", "MyApp.ListController", "MyApp.DetailController", "MyApp.Sheet",
            ])
        #expect(hierarchy.controllers.map(\.appearance) == [.appeared, .disappeared, .appearing, .disappearing])
        #expect(
            hierarchy.controllers.map(\.view) == [
                .inWindow("UILayoutContainerView"), .notInWindow("UIView"), .notLoaded, .inWindow("UIView"),
            ])
        #expect(hierarchy.controllers[3].presentationController == "_UISheetPresentationController")
        #expect(hierarchy.children(of: 0) == [1, 2])
        #expect(hierarchy.presented(by: 0) == [3])
    }

    @Test(arguments: [
        // UIKit's own indentation, a forum post's, and a chat's that collapsed the spaces.
        "<A 0x1>, state: appeared, view: <UIView 0x2>\n   | <B 0x3>, state: appeared, view: <UIView 0x4>\n   |    | <C 0x5>, state: appeared, view: <UIView 0x6>",
        "    <A 0x1>, state: appeared, view: <UIView 0x2>\n       | <B 0x3>, state: appeared, view: <UIView 0x4>\n       |    | <C 0x5>, state: appeared, view: <UIView 0x6>",
        "<A 0x1>, state: appeared, view: <UIView 0x2>\n| <B 0x3>, state: appeared, view: <UIView 0x4>\n| | <C 0x5>, state: appeared, view: <UIView 0x6>",
        // Snapshot tests print no addresses; Windows line ends; a blank line and a prompt inside the text.
        "<A>, state: appeared, view: <UIView>\r\n   | <B>, state: appeared, view: <UIView>\r\n\r\n   |    | <C>, state: appeared, view: <UIView>\r\n",
        "(lldb) po [UIViewController _printHierarchy]\n<A 0x1>, state: appeared, view: <UIView 0x2>\n\n   | <B 0x3>, state: appeared, view: <UIView 0x4>\n   |    | <C 0x5>, state: appeared, view: <UIView 0x6>\n(lldb) ",
        // Swift's po of `value(forKey: "_printHierarchy")`, and cycript's string with its line breaks escaped.
        "\u{25BF} Optional<Any>\n  - some : <A 0x1>, state: appeared, view: <UIView 0x2>\n   | <B 0x3>, state: appeared, view: <UIView 0x4>\n   |    | <C 0x5>, state: appeared, view: <UIView 0x6>\n",
        #"cy# [[UIApp keyWindow].rootViewController _printHierarchy].toString()\#n"<A 0x1>, state: appeared, view: <UIView 0x2>\n   | <B 0x3>, state: appeared, view: <UIView 0x4>\n   |    | <C 0x5>, state: appeared, view: <UIView 0x6>"\#n"#,
    ])
    func readsTheSameTreeFromEveryLayout(text: String) throws {
        let (hierarchies, problems) = HierarchyReader.hierarchies(in: text)
        #expect(problems.isEmpty)
        let hierarchy = try #require(hierarchies.first)
        #expect(hierarchy.controllers.map(\.typeName) == ["A", "B", "C"])
        #expect(hierarchy.parent(of: 2) == 1)
        #expect(hierarchy.parent(of: 1) == 0)
    }

    @Test func eachRootLineStartsADump() {
        let text = """
            <A 0x1>, state: appeared, view: <UIView 0x2>
               | <B 0x3>, state: appeared, view: <UIView 0x4>
            some text between the dumps
            <C 0x5>, state: appeared, view: <UIView 0x6>
            """
        let (hierarchies, _) = HierarchyReader.hierarchies(in: text)
        #expect(hierarchies.map { $0.controllers.map(\.typeName) } == [["A", "B"], ["C"]])
    }

    @Test(arguments: [
        ("   | <B 0x3>, state: sleeping, view: <UIView 0x4>", "unknown state 'sleeping'"),
        (
            "   |    |    | <B 0x3>, state: appeared, view: <UIView 0x4>",
            "nested 3 levels deep below a line 0 levels deep"
        ),
        ("   | <B 0x3, state: appeared, view: <UIView 0x4>", "expected '<Class 0x…>'"),
        ("   | <B 0x3>, state: appeared", "expected ', view: ' after the state"),
        ("   | <B 0x3>, state: appeared, view: nothing", "expected '<View 0x…>' or '(view not loaded)' after 'view: '"),
        ("   | <B 0x3>, state: appeared, view: <UIView 0x4> and more", "unexpected text after the controller's fields"),
        ("   |", "expected '<Class 0x…>'"),
    ])
    func reportsLinesWithTreeMarksItCannotRead(line: String, reason: String) {
        var reader = HierarchyReader()
        let root = "<A 0x1>, state: appeared, view: <UIView 0x2>"
        var rootLine = root
        _ = rootLine.withUTF8 { reader.read($0) }
        var line = line
        #expect(line.withUTF8 { reader.read($0) } == .unreadable(reason))
    }

    /// A dump quoted from its middle hangs below a root the quote left out, `…`; its lines keep their places
    /// relative to the first, a line above the first is unreadable, and each visible child of `…` is on screen.
    @Test func aDumpQuotedFromItsMiddleHangsBelowAnElidedRoot() throws {
        let text = """
               |    | <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               |    |    | <MyApp.ListController 0x3>, state: appeared, view: <UIView 0x4>
               |    + <MyApp.Sheet 0x5>, state: appeared, view: <UIView 0x6>, presented with: <_UISheetPresentationController 0x7>
               | <MyApp.Above 0x8>, state: appeared, view: <UIView 0x9>
            """
        let (hierarchies, problems) = HierarchyReader.hierarchies(in: text)
        #expect(problems == ["line 4: above the first line of a dump quoted from its middle"])
        let hierarchy = try #require(hierarchies.first)
        #expect(
            hierarchy.controllers.map(\.typeName) == [
                "…", "UINavigationController", "MyApp.ListController", "MyApp.Sheet",
            ])
        #expect(hierarchy.controllers[0] == .elided)
        #expect(
            hierarchy.children(of: 0) == [1] && hierarchy.children(of: 1) == [2] && hierarchy.presented(by: 0) == [3])
        #expect(VisibleScreenResolver().resolve(hierarchy).screens == ["Sheet"])

        let siblings = """
               |    | <MyApp.MapController 0x1>, state: appeared, view: <UIView 0x2>
               |    | <MyApp.ListController 0x3>, state: appeared, view: <UIView 0x4>
               |    | <MyApp.Hidden 0x5>, state: disappeared, view: <UIView 0x6> not in the window
            """
        let quoted = try #require(HierarchyReader.hierarchies(in: siblings).hierarchies.first)
        #expect(VisibleScreenResolver().resolve(quoted).screens == ["MapController", "ListController"])
    }

    /// A quoted string is split at its `\n` escapes only: other escapes stay, and a line with quotes but no escaped
    /// line break is read whole.
    @Test func aQuotedDumpSplitsAtEscapedLineBreaksOnly() {
        func lines(_ text: String) -> [String] {
            var text = text
            var found: [String] = []
            text.withUTF8 { bytes in
                HierarchyReader.forEachDumpLine(in: bytes) { found.append(String(decoding: $0, as: UTF8.self)) }
            }
            return found
        }
        #expect(lines(#""<A>\n | <B>" "#) == ["<A>", " | <B>"])
        #expect(lines(#"x = "<A>\\n | <B>""#) == [#"x = "<A>\\n | <B>""#])
        #expect(lines(#""<A>, title: "x""#) == [#""<A>, title: "x""#])
        #expect(lines(#""<A>\n"#) == [#""<A>\n"#])
        #expect(lines("<A> \"<B>\"") == ["<A> \"<B>\""])
    }

    @Test(arguments: [
        "", "   ", "(lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]",
        "<MyApp.ViewController: 0x7fd9201253c0> was deallocated", "Process 4521 resuming",
    ])
    func skipsLinesThatAreNoPartOfADump(line: String) {
        var reader = HierarchyReader()
        var line = line
        #expect(line.withUTF8 { reader.read($0) } == .skipped)
    }

    @Test func laterFieldsAreReadPast() throws {
        let text = "<A 0x1>, state: appeared, view: <UIView 0x2>, traits: dark, scene: <UIWindowScene 0x3>"
        let hierarchy = try #require(HierarchyReader.hierarchies(in: text).hierarchies.first)
        #expect(hierarchy.controllers[0].typeName == "A")
    }

    @Test func aDumpIsBoundedInControllersAndDepth() {
        var lines = ["<A 0x1>, state: appeared, view: <UIView 0x2>"]
        for depth in 1...150 {
            lines.append(String(repeating: "| ", count: depth) + "<B 0x3>, state: appeared, view: <UIView 0x4>")
        }
        let (hierarchies, problems) = HierarchyReader.hierarchies(in: lines.joined(separator: "\n"))
        #expect(hierarchies.first?.controllers.count == 101)
        #expect(problems.first == "line 102: nested deeper than 100 levels")
        var reader = HierarchyReader(maximumControllers: 3)
        var outcomes: [HierarchyReader.Outcome] = []
        for line in lines.prefix(5) {
            var line = line
            outcomes.append(line.withUTF8 { reader.read($0) })
        }
        #expect(outcomes[3] == .unreadable("more than 3 controllers in one dump"))
        #expect(reader.finish()?.controllers.count == 3)
    }

    /// Long class names fill a dump's byte budget before its controller count: the dump holds what fits, and each
    /// later line says why it was left out, so that a 100 MB dump is read in bounded memory.
    @Test func aDumpIsBoundedInBytes() {
        let long = "Shop." + String(repeating: "VeryLongControllerName", count: 200)
        let root = "<UITabBarController 0x1>, state: appeared, view: <UIView 0x2>"
        let child = "   | <\(long) 0x3>, state: disappeared, view: <UIView 0x4> not in the window"
        var reader = HierarchyReader(maximumBytes: 1 << 20)
        var outcomes: [HierarchyReader.Outcome] = []
        for line in [root] + Array(repeating: child, count: 500) {
            var line = line
            outcomes.append(line.withUTF8 { reader.read($0) })
        }
        let held = (1 << 20 - root.utf8.count) / child.utf8.count
        #expect(outcomes.filter { $0 == .added }.count == held)
        #expect(outcomes.last == .unreadable("more than 1 MiB of controller lines in one dump"))
        #expect(reader.finish()?.controllers.count == held + 1)
    }
}
