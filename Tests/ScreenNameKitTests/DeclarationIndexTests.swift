import Foundation
import Testing

@testable import ScreenNameKit

/// The declaration index finds every type declaration and every screen, and nothing inside comments or strings.
@Suite struct DeclarationIndexTests {
    static func index(_ source: String) -> DeclarationIndex {
        var index = DeclarationIndex()
        index.add(source: source, file: "F.swift", module: "App")
        return index
    }

    @Test(
        arguments: [
            ("class A {}", ["A"]),
            ("struct A { struct B { enum C {} } }", ["A", "A.B", "A.B.C"]),
            ("extension A { final class B: UIViewController {} }", ["A.B"]),
            ("extension A.B<Int> where T == Int { struct C {} }", ["A.B.C"]),
            ("extension App.Settings { struct Row {} }", ["Settings.Row"]),
            ("extension Swift.Array { struct Cell {} }", ["Array.Cell"]),
            ("@MainActor final class A: UIViewController {}", ["A"]),
            ("@available(iOS 15, *) public actor A {}", ["A"]),
            ("struct A<T: Collection> where T.Element == (Int) -> Void { struct B {} }", ["A", "A.B"]),
            ("class A { class func f() {} class var x: Int { 1 } }", ["A"]),
            ("import struct Foundation.Date\nstruct A {}", ["A"]),
            ("// class Hidden {}\n/* struct Hidden2 {} /* nested */ enum Hidden3 {} */ struct A {}", ["A"]),
            ("let s = \"class Hidden {}\"; struct A {}", ["A"]),
            ("let s = \"\"\"\n  struct Hidden {}\n  \"\"\"\nstruct A {}", ["A"]),
            ("let s = #\"enum Hidden { } \\(x) \"quote\" \"#; struct A {}", ["A"]),
            ("let s = \"a \\(d[\"k\", default: \"}\"]) { class Hidden {} }\"; struct A {}", ["A"]),
            ("let s = \"outer \\(\"inner \\(\"deepest }\")\") \"; struct A {}", ["A"]),
            ("#if os(iOS)\nstruct A {}\n#else\nstruct A {}\n#endif", ["A", "A"]),
            ("func f() { struct Local: View {} }", ["Local"]),
            ("typealias Handler = (Int) -> Void", ["Handler"]),
            ("protocol P: View {}", ["P"]),
            ("struct `Default` {}", ["Default"]),
            ("let actor = 1; var x = actor", []),
            ("enum E { case a, b }\nstruct S { let class_ = 1 }", ["E", "S"]),
            ("#Preview { struct NotReally {} }", ["NotReally"]),
            ("class A: B, C<D, E>, F.G {}", ["A"]),
        ] as [(String, [String])])
    func findsDeclarations(source: String, expected: [String]) {
        #expect(Self.index(source).declarations.map(\.dottedPath) == expected)
    }

    @Test func localTypesAreMarked() {
        let declarations = Self.index("func f() { struct Local {} }\nstruct Top {}").declarations
        #expect(declarations.map(\.isLocal) == [true, false])
    }

    /// Nested function bodies and closures are counted, not stacked: a type in the innermost is local, and a type
    /// after they all close, or inside a type inside them, is placed as before.
    @Test func nestedBodiesKeepTheirScopes() {
        let depth = 100_000
        let source =
            "struct Outer { func f() {" + String(repeating: "{", count: depth) + " struct Deep: View {} "
            + String(repeating: "}", count: depth) + " class Kept {} }\n struct Inner {} }\nstruct Top {}"
        let declarations = Self.index(source).declarations
        #expect(declarations.map(\.dottedPath) == ["Outer", "Deep", "Kept", "Outer.Inner", "Top"])
        #expect(declarations.map(\.isLocal) == [false, true, true, false, false])
        #expect(declarations.map(\.line) == [1, 1, 1, 2, 3])
    }

    /// Declarations far into a large file are read with their places, though the reader lets go of the tokens
    /// behind it as it goes.
    @Test func declarationsFarIntoAFileKeepTheirPlaces() {
        let count = 20_000
        let source = (0..<count).map { "struct Screen\($0): View {\n    var body: some View { Text(\"\($0)\") }\n}\n" }
            .joined()
        let declarations = Self.index(source).declarations
        #expect(declarations.count == count)
        let last = declarations[count - 1]
        #expect(last.dottedPath == "Screen\(count - 1)" && last.line == 3 * count - 2 && last.column == 8)
        #expect(declarations.last?.inherited == ["View"])
    }

    @Test func keepsLinesColumnsAndInheritance() {
        let index = Self.index("import UIKit\n\n  final class Home: UIHostingController<Root>, Routable {}")
        let home = index.declarations[0]
        #expect((home.line, home.column) == (3, 15))
        #expect(home.inherited == ["UIHostingController<Root>", "Routable"])
        #expect(home.location == "F.swift:3:15")
    }

    @Test(
        arguments: [
            ("final class A: UIViewController {}", ["A"]),
            ("class A: UIKit.UITableViewController {}", ["A"]),
            ("class A: UIHostingController<Root> {}", ["A"]),
            ("class A: UIViewController {}\nclass B: A {}\nclass C: B {}", ["A", "B", "C"]),
            ("struct A: View {}", ["A"]),
            ("struct A: SwiftUI.View {}", ["A"]),
            ("struct A {}\nextension A: View {}", ["A"]),
            ("protocol Screen: View {}\nstruct A: Screen {}", ["A"]),
            ("class A: UIPresentationController {}", []),
            ("class A: NSObject, UIViewController {}", []),
            ("struct A: Hashable {}", []),
            ("enum Settings { struct Root: View {} }", ["Settings.Root"]),
        ] as [(String, [String])])
    func findsScreens(source: String, expected: [String]) {
        #expect(Self.index(source).screens.map(\.dottedPath) == expected)
    }

    @Test func methodLocalTypesResolveByTheirName() {
        let index = Self.index("struct HomeView { func make() { struct Row: View {} } }")
        let type = NominalType(module: "App", components: [Component("HomeView"), Component("Row")])
        #expect(index.declarations(of: type).map(\.dottedPath) == ["Row"])
    }

    @Test func namesResolveToTheirDeclarations() {
        var index = DeclarationIndex()
        index.add(source: "enum Settings { struct RootView: View {} }", file: "A/Settings.swift", module: "Settings")
        index.add(source: "enum Settings { struct RootView: View {} }", file: "B/Profile.swift", module: "Profile")
        let type = NominalType(module: "Profile", components: [Component("Settings"), Component("RootView")])
        #expect(index.declarations(of: type).map(\.file) == ["B/Profile.swift", "A/Settings.swift"])
    }

    /// The fixture tree with every lexical trap yields exactly the declarations recorded beside it.
    @Test func trapTreeYieldsItsRecordedDeclarations() throws {
        let root = Fixtures.root.appendingPathComponent("sources/Traps")
        var index = DeclarationIndex()
        for relative in ["Sources/Profile/RootView.swift", "Sources/Settings/RootView.swift"] {
            let data = try Data(contentsOf: root.appendingPathComponent(relative))
            data.withUnsafeBytes { index.add(source: $0.bindMemory(to: UInt8.self), file: relative, module: nil) }
        }
        let screens = Set(index.screens)
        let listing =
            index.declarations.map { declaration in
                "\(declaration.kind.rawValue)\t\(declaration.dottedPath)\t\(declaration.location)"
                    + "\t\(screens.contains(declaration) ? "screen" : "-")\t\(declaration.isLocal ? "local" : "-")"
                    + "\t\(declaration.inherited.joined(separator: ", "))"
            }.joined(separator: "\n") + "\n"
        let expectedURL = Fixtures.root.appendingPathComponent("sources/Traps.declarations.tsv")
        if ProcessInfo.processInfo.environment["SCREENNAME_RECORD"] == "1" {
            try listing.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded \(expectedURL.lastPathComponent): run the tests again without SCREENNAME_RECORD")
        }
        #expect(listing == (try String(contentsOf: expectedURL, encoding: .utf8)))
    }

    /// A tree with a view nested in an extension, a name that is both a module and an enum, and two declarations
    /// with one innermost name.
    static let resolving: DeclarationIndex = {
        var index = DeclarationIndex()
        index.add(
            source: "enum StatusEditor {}\nextension StatusEditor { struct AccessoryView: View {} }",
            file: "Sources/StatusKit/Editor.swift", module: "StatusKit")
        index.add(
            source: "enum Settings { struct RootView: View {} }\nstruct SettingsViewController: UIViewController {}",
            file: "Sources/Settings/Root.swift", module: "Settings")
        index.add(
            source: "enum L10n { enum EntityPicker {} }\nstruct EntityPicker: View {}",
            file: "Sources/App/Picker.swift", module: "App")
        return index
    }()

    @Test(
        arguments: [
            // A first part that is no module of the tree but a type of it starts the nesting path.
            ("StatusEditor.AccessoryView", ["Sources/StatusKit/Editor.swift:2:33"]),
            ("StatusKit.StatusEditor.AccessoryView", ["Sources/StatusKit/Editor.swift:2:33"]),
            // A module of the tree that is also an enum of it: the reading the tree declares wins.
            ("Settings.RootView", ["Sources/Settings/Root.swift:1:24"]),
            ("Settings.SettingsViewController", ["Sources/Settings/Root.swift:2:8"]),
            // Exact matches only, when there are any; partial ones only when nothing matches exactly.
            ("App.EntityPicker", ["Sources/App/Picker.swift:2:8"]),
            // A module the tree does not have still finds the type by its path: modules rank, they do not filter.
            ("Picker.EntityPicker", ["Sources/App/Picker.swift:2:8"]),
            ("AccessoryView", ["Sources/StatusKit/Editor.swift:2:33"]),
            // A bare innermost name, as --leaf prints it, has lost its nesting: every declaration of it, exact first.
            ("EntityPicker", ["Sources/App/Picker.swift:2:8", "Sources/App/Picker.swift:1:18"]),
        ] as [(String, [String])])
    func dottedNamesResolveAgainstTheTree(name: String, locations: [String]) throws {
        guard case .nominal(let type) = try TypeName(described: name) else { return }
        #expect(Self.resolving.declarations(of: type).map(\.location) == locations, "\(name)")
    }
}
