import Testing

@testable import ScreenNameKit

/// Modules as the compiler sees them: package manifests read as text, and folder names made identifiers.
@Suite struct ModuleMapTests {
    @Test(
        arguments: [
            (#".target(name: "Core")"#, ["Core in Sources/Core"]),
            (#".target(name: "Core", path: "Lib/Core/")"#, ["Core in Lib/Core"]),
            (#".testTarget(name: "CoreTests", dependencies: ["Core"])"#, ["CoreTests in Tests/CoreTests"]),
            (#".executableTarget(name: "Tool", path: "./Sources/Tool")"#, ["Tool in Sources/Tool"]),
            (#".target(name: "App", path: ".")"#, ["App in "]),
            // A dependency on a target is no declaration of one; `name:` inside it is not the target's.
            (
                #".target(name: "UI", dependencies: [.target(name: "Core"), .product(name: "X", package: "Y")], path: "UI")"#,
                ["UI in UI"]
            ),
            (#"// .target(name: "Commented")"# + "\n" + #".macro(name: "Macros", path: "M")"#, ["Macros in M"]),
            (#".target(name: "A"), .target(name: "B", path: "b")"#, ["A in Sources/A", "B in b"]),
            (#".library(name: "Lib", targets: ["A"]), .package(url: "u", from: "1.0.0")"#, []),
        ] as [(String, [String])])
    func manifestTargetsAndTheirFolders(targets: String, expected: [String]) {
        let manifest = PackageManifest(source: "let package = Package(name: \"P\", targets: [\(targets)])")
        #expect(manifest.targets.map { "\($0.name) in \($0.path)" } == expected)
    }

    @Test(arguments: [
        ("Meshtastic TV", "Meshtastic_TV"), ("My-App", "My_App"), ("2048", "_2048"), ("App.iOS", "App_iOS"),
        ("Café", "Café"), ("MyApp", "MyApp"), ("a$b", "a_b"),
    ])
    func folderNamesBecomeIdentifiersAsInXcode(folder: String, module: String) {
        #expect(ModuleMap.identifier(fromFolder: folder) == module)
        // What the tool prints for a type in that module reads back as that module.
        #expect(ScreenNamer(style: .module).name("\(module).HomeView").displayName == "\(module).HomeView")
    }

    static let map: ModuleMap = {
        var map = ModuleMap()
        map.add(
            PackageManifest(
                source:
                    #"targets: [.target(name: "Shell", path: "App"), .target(name: "Kit"), .target(name: "SyncUI-iOS")]"#
            ),
            at: "tree")
        map.add(
            PackageManifest(
                source: #"targets: [.target(name: "HAModels", path: "Sources"), .testTarget(name: "HAModelsTests")]"#),
            at: "tree/Packages/HAModels/")
        return map
    }()

    @Test(
        arguments: [
            ("tree/App/Home.swift", "Shell", ModuleMap.Source.manifest),
            ("tree/Sources/Kit/Views/Row.swift", "Kit", .manifest),
            // A target's module is its name made an identifier, as the package manager makes it.
            ("tree/Sources/SyncUI-iOS/Views/SyncView.swift", "SyncUI_iOS", .manifest),
            // The innermost package decides, even where an outer target's folder would hold the file too.
            ("tree/Packages/HAModels/Sources/Device.swift", "HAModels", .manifest),
            ("tree/Packages/HAModels/Tests/HAModelsTests/DeviceTests.swift", "HAModelsTests", .manifest),
            ("tree/Meshtastic TV/SettingsView.swift", "Meshtastic_TV", .folder),
            ("tree/Sources/Other Thing/View.swift", "Other_Thing", .folder),
        ] as [(String, String, ModuleMap.Source)])
    func theInnermostManifestDecidesThenTheFolder(path: String, module: String, source: ModuleMap.Source) {
        let found = Self.map.module(of: path, under: "tree")
        #expect(found?.name == module)
        #expect(found?.source == source)
    }

    @Test func aFileDirectlyBelowTheRootHasNoModuleFromItsFolder() {
        #expect(ModuleMap().module(of: "tree/Home.swift", under: "tree") == nil)
    }

    /// The fixture project: two targets that share a file, one with a synchronized folder and an exception.
    static let project: XcodeProject? = {
        let url = Fixtures.root.appendingPathComponent("sources/Project/App.xcodeproj/project.pbxproj")
        return (try? String(contentsOf: url, encoding: .utf8)).flatMap { XcodeProject(source: $0) }
    }()

    @Test func projectTargetsTheirModulesAndFiles() throws {
        let project = try #require(Self.project)
        #expect(project.targets.map(\.name) == ["My App", "My App Widgets"])
        // `$(TARGET_NAME)` made an identifier, and PRODUCT_MODULE_NAME where it is set.
        #expect(project.targets.map(\.module) == ["My_App", "Widgets"])
        #expect(project.targets[0].files == ["My App/HomeView.swift", "Shared/Badge.swift"])
        #expect(project.targets[1].files == ["Shared/Badge.swift"])
        #expect(project.targets[1].folders == ["WidgetViews"])
        #expect(project.targets[1].compiles("WidgetViews/WidgetView.swift"))
        #expect(!project.targets[1].compiles("WidgetViews/PreviewOnlyView.swift"))
    }

    @Test(arguments: [
        ("tree/Shared/Badge.swift", ["My_App from project", "Widgets from project"]),
        ("tree/My App/HomeView.swift", ["My_App from project"]),
        ("tree/WidgetViews/WidgetView.swift", ["Widgets from project"]),
        ("tree/WidgetViews/PreviewOnlyView.swift", ["WidgetViews from folder"]),
    ])
    func aFileBelongsToEveryTargetThatCompilesIt(path: String, modules: [String]) throws {
        var map = ModuleMap()
        map.add(try #require(Self.project), at: "tree")
        #expect(map.modules(of: path, under: "tree").map { "\($0.name) from \($0.source.rawValue)" } == modules)
    }

    @Test(arguments: [
        ("{ a = b; c = (d, \"e f\", ); g = { h = \"i\\\"j\"; }; }", true),
        ("// !$*UTF8*$!\n{ /* comment */ objects = { }; }", true),
        ("{ a = b }", false), ("{ a = (b; }", false), ("(", false), ("", false),
    ])
    func propertyListsReadOrAreRefused(text: String, reads: Bool) {
        var text = text
        #expect(text.withUTF8 { PropertyList.parse($0) != nil } == reads, "\(text)")
    }
}
