import Foundation
import Testing

@testable import ScreenNameKit

/// The checks of `screenname lint`, run on an index without the binary: one case for each check.
@Suite struct ScreenLinterTests {
    /// Two files of one module: a screen in each with the same name, a screen named like SwiftUI's `Text`, and
    /// a screen whose name is the app's alone.
    static let index: DeclarationIndex = {
        var index = DeclarationIndex()
        index.add(
            source:
                "struct DetailView: View {}\nfinal class HomeViewController: UIViewController {}\nstruct Text: View {}",
            file: "Sources/MyApp/Home.swift", module: "MyApp")
        index.add(source: "struct DetailView: View {}", file: "Sources/MyApp/Other.swift", module: "MyApp")
        return index
    }()

    static let linter = ScreenLinter(namer: ScreenNamer())

    @Test func screensFindFilteredAndCollidingNames() {
        let findings = Self.linter.findings(screens: Self.index.screens)
        #expect(findings.map(\.check).sorted() == ["colliding-screens", "colliding-screens", "filtered-screen"])
        #expect(findings.filter { $0.check == "filtered-screen" }.map(\.name) == ["Text"])
        #expect(
            Set(findings.filter { $0.check == "colliding-screens" }.map(\.file)) == [
                "Sources/MyApp/Home.swift", "Sources/MyApp/Other.swift",
            ])
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test(
        arguments: [
            ("HomeViewController", nil),
            ("MyApp.HomeViewController", nil),
            ("_TtC5MyApp18HomeViewController", nil),
            ("MyApp.Missing", "unknown-name"),
            ("DetailView", "ambiguous-name"),
            ("UINavigationController", "framework-name"),
        ] as [(String, String?)])
    func catalogueNamesNameExactlyOneDeclaration(name: String, check: String?) {
        let finding = Self.linter.finding(name: name, file: "plan.txt", line: 3, index: Self.index)
        #expect(finding?.check == check)
        if let finding {
            #expect(finding.file == "plan.txt" && finding.line == 3)
            #expect(finding.severity == (check == "framework-name" ? .warning : .error))
        }
    }

    @Test func humanNamesOfACatalogueAreOneFinding() {
        let names = [
            NameCatalogue.Entry(name: "Channel Messages", line: 2),
            NameCatalogue.Entry(name: "HomeViewController", line: 3),
            NameCatalogue.Entry(name: "Onboarding Step 2", line: 4), NameCatalogue.Entry(name: "GoneView", line: 5),
            NameCatalogue.Entry(name: "Settings Screen", line: 6), NameCatalogue.Entry(name: "Inbox – Unread", line: 7),
        ]
        let findings = Self.linter.findings(names: names, file: "plan.csv", index: Self.index)
        #expect(findings.map(\.check) == ["human-names", "unknown-name"])
        #expect(findings[0].line == 2 && findings[0].severity == .warning)
        #expect(
            findings[0].message
                == "4 names are not type names ('Channel Messages', 'Onboarding Step 2', 'Settings Screen', …): lint checks the names of types only"
        )
        #expect(findings[1].name == "GoneView" && findings[1].line == 5)
    }

    /// A catalogue of names the tree does not declare (the wrong file, the wrong tree) lists the first findings and
    /// counts the rest in one, so that a catalogue of millions of names is checked in bounded memory.
    @Test func findingsPastTheLimitAreCountedInOne() {
        let limit = ScreenLinter.maximumNameFindings
        let names = (0..<(limit + 250)).map { NameCatalogue.Entry(name: "Gone\($0)View", line: $0 + 1) }
        let findings = Self.linter.findings(names: names, file: "plan.txt", index: Self.index)
        #expect(findings.count == limit + 1)
        #expect(findings.prefix(limit).allSatisfy { $0.check == "unknown-name" })
        #expect(findings.last?.line == limit + 1 && findings.last?.check == "unknown-name")
        #expect(
            findings.last?.message
                == "250 more names have findings, from 'Gone\(limit)View' on; lint lists the first \(limit)")
    }

    @Test func ignoredNamesAreSilenced() {
        var rules = NamingRules()
        rules.ignored = ["Text"]
        let findings = Self.linter.unignored(Self.linter.findings(screens: Self.index.screens), rules: rules)
        #expect(!findings.contains { $0.name == "Text" })
        #expect(findings.count == 2)
    }

    /// The advice of a `filtered-screen` finding works: `allow` of the screen's innermost name silences it, and so
    /// does `ignore` of either its path or its innermost name.
    @Test func theFindingsAdviceSilencesIt() {
        var allowing = NamingRules()
        allowing.allowed = ["Text"]
        let allowed = ScreenLinter(namer: ScreenNamer(rules: allowing)).findings(screens: Self.index.screens)
        #expect(!allowed.contains { $0.check == "filtered-screen" })
        var index = DeclarationIndex()
        index.add(source: "extension Settings { struct Text: View {} }", file: "Settings.swift", module: "MyApp")
        let nested = Self.linter.findings(screens: index.screens)
        #expect(nested.map(\.name) == ["Settings.Text"])
        for ignored in ["Settings.Text", "Text"] {
            var rules = NamingRules()
            rules.ignored = [ignored]
            #expect(Self.linter.unignored(nested, rules: rules).isEmpty, "ignore \(ignored)")
        }
    }

    /// A module that is no identifier (a folder with a space the index did not rename) makes a name that does not
    /// parse: that is the index's bug, reported as such, never a finding about the screen.
    @Test func unreadableNamesAreNotFindings() {
        var index = DeclarationIndex()
        index.add(
            source: "struct SettingsView: View {}", file: "Meshtastic TV/SettingsView.swift", module: "Meshtastic TV")
        #expect(Self.linter.findings(screens: index.screens).isEmpty)
        #expect(Self.linter.unreadableNames(screens: index.screens).map(\.name) == ["Meshtastic TV.SettingsView"])
    }

    /// The guide's table of checks lists each check of the linter once, with its severity, and no other.
    @Test func theGuideListsEveryCheckWithItsSeverity() throws {
        let guide = try String(
            contentsOf: Fixtures.root.deletingLastPathComponent().appendingPathComponent("docs/guide.md"),
            encoding: .utf8)
        var listed: [String: String] = [:]
        for line in guide.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { continue }
            let id = String(cells[0].dropFirst().dropLast())
            if ScreenLinter.Check(rawValue: id) != nil || cells[1] == "error" || cells[1] == "warning" {
                listed[id] = cells[1]
            }
        }
        let checks = Dictionary(
            uniqueKeysWithValues: ScreenLinter.Check.allCases.map { ($0.rawValue, $0.severity.rawValue) })
        #expect(listed == checks)
    }
}
