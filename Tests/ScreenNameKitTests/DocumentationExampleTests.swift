import ScreenNameKit
import Testing

// Module-level types for the examples that declare their own.
struct ContentView {}
final class HomeViewController {}

/// Each example in the library's documentation, run as written.
@Suite struct DocumentationExampleTests {
    @Test func typeNameExample() throws {
        let type = try TypeName(described: "Swift.Optional<MyApp.HomeView>")
        let home = TypeName.nominal(NominalType(module: "MyApp", components: [Component("HomeView")]))
        #expect(type == .nominal(NominalType(module: "Swift", components: [Component("Optional", arguments: [home])])))
    }

    @Test func nominalTypeExample() throws {
        let type = try TypeName(described: "MyApp.Outer<Swift.Int>.Inner")
        guard case .nominal(let nominal) = type else {
            Issue.record("not nominal")
            return
        }
        #expect(nominal.module == "MyApp" && nominal.path == "Outer.Inner")
        #expect(
            nominal.components[0]
                == Component(
                    "Outer", arguments: [.nominal(NominalType(module: "Swift", components: [Component("Int")]))]))
    }

    @Test func tupleElementExample() throws {
        let int = TypeName.nominal(NominalType(module: "Swift", components: [Component("Int")]))
        let string = TypeName.nominal(NominalType(module: "Swift", components: [Component("String")]))
        #expect(
            try TypeName(described: "(Swift.Int, b: Swift.String)")
                == .tuple([TupleElement(type: int), TupleElement(label: "b", type: string)]))
    }

    @Test func parseErrorExample() {
        #expect(throws: ParseError("unbalanced '<'", at: 7)) { try TypeName(described: "Foo<Bar") }
        #expect("\(ParseError("unbalanced '<'", at: 7))" == "unbalanced '<' at byte 7")
    }

    @Test func screenNamerExample() {
        let namer = ScreenNamer()
        #expect(
            namer.name(
                "SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.ContentView, SwiftUI._EnvironmentKeyWritingModifier<Swift.Optional<MyApp.Store>>>>"
            ).displayName == "ContentView")
        #expect(namer.name("UINavigationController").displayName == nil)
    }

    @Test func recordNamerExample() {
        let namer = RecordNamer(namer: ScreenNamer())
        var record = "_TtGC7SwiftUI19UIHostingControllerV5MyApp8HomeView_"
        record.withUTF8 { bytes in
            guard case .name(let name) = namer.name(bytes) else {
                Issue.record("no name")
                return
            }
            #expect(String(decoding: name, as: UTF8.self) == "HomeView")
        }
    }

    @Test func nameOfTypeExample() {
        #expect(ScreenNamer().name(of: ContentView.self).displayName == "ContentView")
        #expect(ScreenNamer().name(of: Optional<ContentView>.self).displayName == "ContentView")
        #expect(ScreenNamer().name(of: ContentView.self).module == "ScreenNameKitTests")
    }

    @Test func nameOfObjectExample() {
        #expect(ScreenNamer().name(ofObject: HomeViewController()).displayName == "HomeViewController")
    }

    /// A type local to a method keeps the method's type in its path: the runtime knows the function only as an
    /// anonymous context inside that type, and the name is what every form of the type agrees on.
    @Test func namesLocalAndNestedTypesFromTheRuntime() {
        struct LocalScreen {}
        enum Settings { struct RootView {} }
        #expect(ScreenNamer().name(of: LocalScreen.self).displayName == "DocumentationExampleTests.LocalScreen")
        #expect(
            ScreenNamer().name(of: Settings.RootView.self).displayName == "DocumentationExampleTests.Settings.RootView")
        #expect(ScreenNamer().name(of: LocalScreen.self).form == .swiftMangled)
        #expect(ScreenNamer().name(of: [Int].self).displayName == nil)
    }

    @Test func screenNameExample() {
        let result = ScreenNamer().name("MyApp.Settings.RootView")
        #expect(
            result.displayName == "Settings.RootView" && result.module == "MyApp"
                && result.path == ["Settings", "RootView"])
    }

    @Test func namingRulesExample() throws {
        var rules = NamingRules()
        rules.unwrapped.insert("BaseHostingController")
        try rules.read(configuration: "deny DebugMenuController\n# comment\nallow Group\n")
        #expect(
            rules.denied == ["DebugMenuController"] && rules.allowed == ["Group"]
                && rules.unwrapped == ["BaseHostingController"])
    }

    /// An `app DIR` line names a folder from where its configuration file is, unless the folder is absolute.
    @Test func appFoldersAreReadFromTheConfigurationsFolder() throws {
        var rules = NamingRules()
        try rules.read(configuration: "app Sources/App\napp /work/Shared\n", folder: "ios/")
        #expect(rules.appFolders == ["ios/Sources/App", "/work/Shared"])
    }

    @Test func configurationErrorExample() {
        var rules = NamingRules()
        #expect(throws: ConfigurationError.self) { try rules.read(configuration: "hide Foo") }
        do { try rules.read(configuration: "hide Foo") } catch {
            #expect("\(error)".hasPrefix("line 1: unknown directive 'hide'"))
        }
    }

    @Test func displayStyleExample() {
        #expect(ScreenNamer(style: .leaf).name("MyApp.Settings.RootView").displayName == "RootView")
    }

    @Test func inputFormExample() {
        #expect(ScreenNamer().name("_TtCC5MyApp5Outer5Inner").form == .objcRuntime)
    }

    @Test func filterReasonExample() {
        #expect(ScreenNamer().name("UINavigationController").filterReason == .frameworkOnly)
        #expect(ScreenNamer().name("hello world").filterReason?.isMalformed == true)
    }

    @Test func textScannerExample() {
        let scanner = TextScanner(namer: ScreenNamer())
        #expect(
            scanner.rewrite("Presenting <MyApp.LoginViewController: 0x7f8b1c00>")
                == "Presenting <LoginViewController: 0x7f8b1c00>")
    }

    @Test func namesInABlockOfLinesExample() {
        let namer = RecordNamer()
        var log = "launch\npresenting <MyApp.HomeViewController: 0x1>\n"
        var found: [String] = []
        let lines = log.withUTF8 { block in
            namer.forEachName(inLines: block, separator: UInt8(ascii: "\n")) { name in
                found.append("\(name.line) \(String(decoding: name.text, as: UTF8.self))")
            }
        }
        #expect(found == ["1 HomeViewController"])
        #expect(lines == 2)
    }

    @Test func textReplacementExample() {
        var line = "at <MyApp.HomeView: 0x1>"
        let found = line.withUTF8 { TextScanner(namer: ScreenNamer()).replacements(in: $0) }
        #expect(found == [TextReplacement(range: 4..<18, text: "HomeView")])
    }

    @Test func declarationExample() {
        var index = DeclarationIndex()
        index.add(
            source: "import UIKit\n\nextension Settings { final class RootView: UIViewController {} }",
            file: "Settings/RootView.swift", module: nil)
        let declaration = index.declarations[0]
        #expect(declaration.kind == .class && declaration.path == ["Settings", "RootView"] && declaration.line == 3)
        #expect(declaration.inherited == ["UIViewController"])
    }

    @Test func declarationIndexExample() {
        var index = DeclarationIndex()
        index.add(source: "struct HomeView: View {}", file: "Sources/App/HomeView.swift", module: "App")
        #expect(index.screens.map(\.dottedPath) == ["HomeView"])
    }

    @Test func routeNameExample() {
        #expect(ScreenNamer().routeName("MyApp.Route.detail(id: 42)").displayName == "Route.detail")
    }

    @Test func hierarchyExamples() {
        #expect(VisibleScreenResolver().containerKind(of: .init(typeName: "UITabBarController")) == .tabBar)
        var hierarchy = ViewControllerHierarchy(root: .init(typeName: "UINavigationController"))
        let home = hierarchy.add(.init(typeName: "MyApp.HomeController"), to: hierarchy.root, as: .child)
        hierarchy.add(.init(typeName: "MyApp.Sheet"), to: home, as: .presented)
        #expect(hierarchy.presented(by: home) == [2])
        var stack = ViewControllerHierarchy(
            root: .init(typeName: "UINavigationController", view: .inWindow("UILayoutContainerView")))
        stack.add(.init(typeName: "MyApp.HomeController"), to: stack.root, as: .child)
        let result = VisibleScreenResolver().resolve(stack)
        #expect(result.screen == "HomeController")
        #expect(result.container == .navigation)
    }

    @Test func nameCatalogueExample() {
        var plan = "| Screen | Event |\n|---|---|\n| `HomeView` | screen_view |\n"
        let names = plan.withUTF8 { try? NameCatalogue.entries(in: $0, format: .markdown) }
        #expect(names?.map(\.name) == ["HomeView"])
    }

    @Test func outputSinkExample() throws {
        var text: [UInt8] = []
        let sink = OutputSink { bytes throws(RewriteFailure) in text.append(contentsOf: bytes) }
        try sink.append("HomeView\n")
        try sink.flush()
        #expect(String(decoding: text, as: UTF8.self) == "HomeView\n")
    }

    @Test func rewriterExamples() throws {
        var output: [UInt8] = []
        let sink = OutputSink { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
        let table = TableRewriter(format: .csv, column: "screen", sink: sink)
        try table.rewrite(Array("day,screen\n1,MyApp.HomeView\n".utf8))
        try sink.flush()
        #expect(String(decoding: output, as: UTF8.self) == "day,screen\n1,HomeView\n")

        output = []
        try RecordRewriter(sink: sink).rewrite(Array("_TtC5MyApp18HomeViewController\nUINavigationController\n".utf8))
        try sink.flush()
        #expect(String(decoding: output, as: UTF8.self) == "HomeViewController\n")

        output = []
        try TextRewriter(sink: sink).rewrite(Array("presenting <MyApp.HomeViewController: 0x1>\n".utf8))
        try sink.flush()
        #expect(String(decoding: output, as: UTF8.self) == "presenting <HomeViewController: 0x1>\n")

        output = []
        let json = JSONRewriter(paths: [try JSONPath("view.name")], sink: sink)
        try json.rewrite(Array(#"{"view":{"name":"MyApp.HomeView"}}"#.utf8 + [10]))
        try sink.flush()
        #expect(String(decoding: output, as: UTF8.self) == #"{"view":{"name":"HomeView"}}"# + "\n")
    }

    @Test func hierarchyRendererExample() {
        let dump = """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <MyApp.SettingsViewController 0x3>, state: appeared, view: <UIView 0x4>
            """
        var reader = HierarchyReader()
        for line in dump.split(separator: "\n") { _ = Array(line.utf8).withUnsafeBufferPointer { reader.read($0) } }
        let hierarchy = reader.finish()!
        let renderer = HierarchyRenderer(format: .path)
        #expect(
            renderer.render(hierarchy, renderer.resolver.resolve(hierarchy), line: 1)
                == "UINavigationController (navigation) > SettingsViewController*\n")
    }

    @Test func jsonObjectExample() {
        var object = JSONObject()
        object.add("name", "HomeView")
        object.add("line", 3)
        object.add("path", ["Settings", "RootView"])
        #expect(object.text == #"{"name":"HomeView","line":3,"path":["Settings","RootView"]}"#)
        var escaped = JSONObject()
        escaped.add("input", "a\"b\\c\n\u{7F}")
        #expect(escaped.text == #"{"input":"a\"b\\c\n\u007f"}"#)
    }

    @Test func lintReportExample() {
        let report = LintReport(findings: [], files: 2, screens: 5, names: 0)
        #expect(
            report.render(.text) == "screenname lint: 0 errors, 0 warnings in 2 files (5 screens, 0 names checked)\n")
    }

    @Test func lintOutputExample() throws {
        #expect(try LintOutput(format: "sarif", list: false) == .findings(.sarif))
        #expect(try LintOutput(format: "csv", list: true) == .plan(.csv))
        #expect(try LintOutput(format: nil, list: true) == .listing)
        #expect(throws: LintOutput.Error.self) { try LintOutput(format: "csv", list: false) }
        #expect(throws: LintOutput.Error.self) { try LintOutput(format: "sarif", list: true) }
    }

    @Test func screenPlanExample() {
        var index = DeclarationIndex()
        index.add(source: "struct HomeView: View {}", file: "Sources/MyApp/Home.swift", module: "MyApp")
        #expect(
            ScreenPlan(screens: index.screens).render(.csv)
                == "name,file,line,module\nMyApp.HomeView,Sources/MyApp/Home.swift,1,MyApp\n")
    }

    @Test func sourceTreeExample() {
        let disk = SourceTreeTests.MemoryFileSystem(
            files: SourceTreeTests.repository, currentDirectory: "/work/repo")
        var tree = SourceTree(fileSystem: disk, excludes: ["*Tests*"])
        let index = tree.index(["."])
        #expect(index.screens.map { "\($0.module ?? "")." + $0.dottedPath } == ["Feature.FeatureView"])
        #expect(tree.problems.isEmpty)
    }

    @Test func hierarchyRewriterExample() throws {
        var output: [UInt8] = []
        let sink = OutputSink { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
        let hierarchy = HierarchyRewriter(renderer: HierarchyRenderer(format: .screen), sink: sink)
        try hierarchy.rewrite(
            Array(
                "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n   | <MyApp.HomeViewController 0x3>, state: appeared, view: <UIView 0x4>\n"
                    .utf8))
        try sink.flush()
        #expect(output == Array("HomeViewController\n".utf8))
    }

    @Test func crashRewriterExample() throws {
        var output: [UInt8] = []
        let sink = OutputSink { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
        let crash = CrashRewriter(renderer: CrashRenderer(format: .screen), sink: sink)
        try crash.rewrite(
            Array(
                "Thread 0 Crashed:\n0   MyApp   0x0000000100f3a2c4 HomeViewController.viewDidLoad() + 120\n".utf8))
        try sink.flush()
        #expect(output == Array("HomeViewController\n".utf8))
    }

    @Test func lintRunExample() {
        let disk = SourceTreeTests.MemoryFileSystem(
            files: SourceTreeTests.repository, currentDirectory: "/work/repo")
        var lint = LintRun(roots: ["Modules"])
        lint.output = .findings(.github)
        let outcome = lint.run(on: disk, toolVersion: "1.0")
        #expect(outcome.problems.isEmpty && outcome.failing == 0)
        #expect(outcome.text == "screenname lint: 0 errors, 0 warnings in 1 file (1 screen, 0 names checked)\n")
    }
}
