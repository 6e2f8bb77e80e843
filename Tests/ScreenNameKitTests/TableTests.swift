import Foundation
import Testing

@testable import ScreenNameKit

/// The Apple tables are sorted, duplicate-free data, and every entry does what its table promises.
@Suite struct TableTests {
    static let tables: [(String, NameTable)] = [
        ("modules", AppleNames.modules),
        ("uikitClasses", AppleNames.uikitClasses),
        ("frameworkControllers", AppleNames.frameworkControllers),
        ("objectClasses", AppleNames.objectClasses),
        ("swiftUITypes", AppleNames.swiftUITypes),
        ("swiftUIInternals", AppleNames.swiftUIInternals),
        ("swiftUILeaves", AppleNames.swiftUILeaves),
        ("swiftUIGenericViews", AppleNames.swiftUIGenericViews),
        ("standardLibrary", AppleNames.standardLibrary),
        ("standardLibraryNamespaces", AppleNames.standardLibraryNamespaces),
        ("sharedNames", AppleNames.sharedNames),
        ("runtimeClasses", AppleNames.runtimeClasses),
    ]

    @Test(arguments: tables.map(\.0))
    func tableIsSortedAndDuplicateFree(name: String) {
        let table = Self.tables.first { $0.0 == name }!.1
        let names = table.names.map { "\($0)" }
        #expect(!names.isEmpty)
        for (previous, next) in zip(names, names.dropFirst()) {
            #expect(Array(previous.utf8).lexicographicallyPrecedes(Array(next.utf8)), "\(previous) before \(next)")
        }
        for entry in names {
            #expect(entry.utf8.allSatisfy(\.isIdentifierByte) && entry.utf8.first?.isIdentifierHead == true, "\(entry)")
            #expect(table.contains(entry))
        }
    }

    @Test func privatePrefixesAreSortedAndDuplicateFree() {
        let prefixes = AppleNames.privatePrefixes.map { "\($0)" }
        #expect(prefixes == prefixes.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(Set(prefixes).count == prefixes.count && prefixes.allSatisfy { $0.hasPrefix("_") })
    }

    @Test func lookThroughListsAreSortedAndDuplicateFree() {
        for list in [
            Wrapper.modifierEndings, Wrapper.contentEndings, Wrapper.dataTypes, Wrapper.frameworkContentModifiers,
        ] {
            let names = list.map { "\($0)" }
            #expect(names == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
            #expect(Set(names).count == names.count)
        }
    }

    @Test func wrapperTableIsSortedAndConsistent() {
        let names = Wrapper.table.map { "\($0.name)" }
        #expect(names == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(Set(names).count == names.count)
        for wrapper in Wrapper.table {
            #expect(
                !wrapper.content.isEmpty && wrapper.content.allSatisfy { $0 >= 0 && $0 < wrapper.arity },
                "\(wrapper.name)")
        }
    }

    /// Every wrapper is probed through the real runtime, so its content positions are checked against real names. A
    /// private type of its module (SwiftUI's `SheetContent`) is printed in an anonymous context of it.
    @Test(arguments: Wrapper.table.map { ("\($0.module)", "\($0.name)") })
    func everyWrapperHasARuntimeFixture(module: String, name: String) {
        let rows = Fixtures.runtimeRows(["reflecting"]).filter { row in
            row.expected != nil
                && (row.input.contains("\(module).\(name)<")
                    || (row.input.contains("\(module).(unknown context at $") && row.input.contains(").\(name)<")))
        }
        #expect(!rows.isEmpty, "no runtime fixture wraps a user view in \(module).\(name)<…>")
    }

    /// Each name of the framework tables, bare, is a framework type; qualified with the app's module, it is the user's.
    @Test(
        arguments: [
            "uikitClasses", "frameworkControllers", "objectClasses", "swiftUIInternals", "swiftUILeaves",
            "standardLibrary",
        ])
    func everyFrameworkNameIsFilteredBareAndKeptInTheAppsModule(name: String) {
        let table = Self.tables.first { $0.0 == name }!.1
        let namer = ScreenNamer()
        for entry in table.names.map({ "\($0)" }) {
            #expect(namer.name(entry).displayName == nil, "\(entry)")
            #expect(namer.name("MyApp.\(entry)").displayName == entry, "\(entry)")
        }
    }

    /// SwiftUI names are Apple's bare only with generic arguments or a leading underscore (app names collide); the
    /// private generic views are wrappers, looked through to the app's content.
    @Test func everySwiftUINameFollowsTheCollisionRule() {
        let namer = ScreenNamer()
        for entry in AppleNames.swiftUIGenericViews.names.map({ "\($0)" }) {
            #expect(namer.name("\(entry)<MyApp.X>").displayName == "X", "\(entry)")
        }
        for entry in (AppleNames.swiftUITypes.names + AppleNames.swiftUIGenericViews.names).map({ "\($0)" }) {
            let alwaysApple = AppleNames.isFrameworkTypeName(entry, hasArguments: false)
            // A SwiftUI generic type is never taken for the app's: it is a dead end, or looked through to the app's X.
            let wrapped = namer.name("\(entry)<MyApp.X>").displayName
            #expect(wrapped == nil || wrapped == "X", "\(entry)")
            #expect((namer.name(entry).displayName == nil) == (alwaysApple || entry.hasPrefix("_")), "\(entry)")
            #expect(namer.name("SwiftUI.\(entry)").displayName == nil, "\(entry)")
        }
    }

    @Test(arguments: (AppleNames.modules.names + AppleNames.standardLibraryNamespaces.names).map { "\($0)" })
    func everyModuleIsApples(module: String) {
        #expect(ScreenNamer().name("\(module).SomeType").displayName == nil)
    }

    /// A name Apple's frameworks and apps both declare is marked ambiguous without a module, whichever reading the
    /// tables give it, and never with a module or with the app's sources.
    @Test(arguments: AppleNames.sharedNames.names.map { "\($0)" })
    func aSharedNameIsAmbiguousOnlyWithoutAModule(name: String) {
        #expect(ScreenNamer().name(name).isAmbiguous)
        #expect(!ScreenNamer().name("MyApp.\(name)").isAmbiguous)
        var rules = NamingRules()
        rules.declared = ["Other"]
        #expect(!ScreenNamer(rules: rules).name(name).isAmbiguous)
    }

    /// The runtime lists hold no name another table holds, and their index finds every one of their names.
    @Test func runtimeClassesAreIndexedAndHeldOnce() {
        let names = AppleNames.runtimeClasses.names
        #expect(names.count > 15_000)
        let held = Set(
            (AppleNames.uikitClasses.names + AppleNames.frameworkControllers.names + AppleNames.objectClasses.names))
        for entry in names {
            #expect(!held.contains(entry), "\(entry) is in another table")
            var name = entry
            #expect(name.withUTF8 { AppleNames.runtimeClassIndex.contains($0) }, "\(entry)")
        }
    }

    /// A runtime class with a class prefix is Apple's without a module; one without a prefix (`SidebarViewController`)
    /// stays the app's, marked ambiguous until the app's sources say; with the app's module every one is the app's.
    @Test func everyRuntimeClassFollowsThePrefixRule() {
        let namer = ScreenNamer()
        var rules = NamingRules()
        rules.declared = ["Other"]
        let settled = ScreenNamer(rules: rules)
        var prefixed = 0
        for entry in AppleNames.runtimeClasses.names {
            let hasPrefix = entry.utf8.withContiguousStorageIfAvailable { AppleNames.hasClassPrefix($0) }!
            let bare = namer.name(entry)
            if hasPrefix {
                prefixed += 1
                #expect(bare.displayName == nil && !bare.isAmbiguous, "\(entry)")
            } else {
                #expect(bare.displayName == entry && bare.isAmbiguous, "\(entry)")
                #expect(!settled.name(entry).isAmbiguous, "\(entry)")
            }
            #expect(namer.name("MyApp.\(entry)").displayName == entry, "\(entry)")
        }
        #expect(prefixed > 14_000)
    }

    @Test func classPrefixes() {
        let cases: [(String, Bool)] = [
            ("PUPhotoView", true), ("SPHostingViewController", true), ("NSWindowController", true),
            ("SearchUICardView", true), ("SiriUIButton", true), ("_ActivityView", true), ("PK3DCardView", true),
            ("SidebarViewController", false), ("HomeViewController", false), ("UI", false), ("AB", false),
            ("SearchUI", false), ("SearchUi", false), ("MyUIx", false), ("searchUIView", false),
        ]
        for (name, expected) in cases {
            #expect(name.utf8.withContiguousStorageIfAvailable { AppleNames.hasClassPrefix($0) } == expected, "\(name)")
        }
    }

    @Test func listingHasEveryTable() {
        let listing = ScreenNamer.tableListing
        for (_, table) in Self.tables { #expect(listing.contains("\n\(table.names.last!)\n")) }
        #expect(listing.contains("SwiftUI.ModifiedContent\t2\t0\n"))
    }

    /// Table lookups, cached records and literal prefixes all compare bytes with `memoryEqual`, which reads
    /// overlapping words and blocks: each length from 0 to 200 and each byte that differs is checked, on buffers
    /// exactly as long as the count (so that a read past them fails under the address sanitizer).
    @Test func comparesEveryLengthAndEveryByte() {
        for count in 0...200 {
            let first = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
            let second = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
            defer {
                first.deallocate()
                second.deallocate()
            }
            for index in 0..<count { first[index] = UInt8(truncatingIfNeeded: index &* 37 &+ count) }
            second.update(from: first, count: count)
            #expect(memoryEqual(first, second, count: count), "\(count) equal bytes")
            for index in 0..<count {
                second[index] ^= 0x40
                #expect(!memoryEqual(first, second, count: count), "\(count) bytes, byte \(index) differs")
                second[index] ^= 0x40
            }
        }
    }
}

/// The generated tables match what their generator makes of the SDK name lists, where those lists are at hand.
@Suite struct GeneratedTableTests {
    static let package = Fixtures.root.deletingLastPathComponent()
    /// The SDK name lists live beside the project, not in it; without them there is nothing to compare with.
    static let names = package.deletingLastPathComponent().appendingPathComponent("shared/apple-names")

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: names.path),
            "the SDK name lists (../shared/apple-names) are not beside the project"))
    func generatedTablesAreUpToDate() throws {
        let package = Self.package
        let names = Self.names
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("screenname-tables-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [package.appendingPathComponent("Tools/generate-tables").path, names.path]
        process.currentDirectoryURL = package
        process.environment = ["OUT": output.path, "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let checkedIn = package.appendingPathComponent("Sources/ScreenNameKit/Tables/Generated")
        for file in try FileManager.default.contentsOfDirectory(atPath: checkedIn.path) {
            let fresh = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            #expect(
                fresh == (try String(contentsOf: checkedIn.appendingPathComponent(file), encoding: .utf8)),
                "\(file) is stale: run 'make tables'")
        }
    }
}
