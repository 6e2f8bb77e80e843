import Foundation
import ScreenNameKit
import Testing

/// Crash and hang reports name the screen they stopped on: every symbol of the probe app (Fixtures/symbols) as the
/// app's frame of a crashed thread in Apple's `.ips` and text shapes (Tools/generate-crash-fixtures), and the shapes
/// of reports from public threads (Fixtures/crash/SOURCES.md).
@Suite struct CrashTests {
    /// Reads every report of `text` as `screenname crash` does, each with its screen, in order.
    static func reports(_ text: String, namer: ScreenNamer = ScreenNamer()) -> [(CrashReport, CrashResolver.Result)] {
        var reader = CrashReportReader()
        var found: [CrashReport] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        if text.hasSuffix("\n") { lines.removeLast() }
        for (number, line) in lines.enumerated() {
            line.withUnsafeBufferPointer { bytes in
                reader.read(bytes, number: number + 1) { if case .report(let report) = $0 { found.append(report) } }
            }
        }
        reader.finish { if case .report(let report) = $0 { found.append(report) } }
        let resolver = CrashResolver(namer: namer)
        return found.map { ($0, resolver.resolve($0)) }
    }

    static func fixture(_ name: String) -> String {
        // Lossy: one fixture is bytes of no text at all.
        String(decoding: try! Data(contentsOf: Fixtures.root.appendingPathComponent("crash/" + name)), as: UTF8.self)
    }

    @Test(arguments: ["symbols.ips", "symbols.crash"])
    func everyProbeSymbolNamesItsScreen(file: String) throws {
        let expected = Self.fixture("symbols.expected").split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false) }.filter { $0[0] == file }
            .map { String($0[1]) }
        let reports = Self.reports(Self.fixture(file))
        try #require(reports.count == expected.count)
        #expect(reports.count > 300)
        var wrong: [String] = []
        for ((report, result), screen) in zip(reports, expected) {
            let got = result.screens.first?.name ?? ""
            if got == screen { continue }
            wrong.append(
                "line \(report.line): \(result.screens.first?.frame.symbol ?? "-") gave '\(got)', not '\(screen)'")
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.joined(separator: "\n"))")
    }

    @Test func theAppsFrameIsTheOneBetweenApples() throws {
        let (report, result) = try #require(Self.reports(Self.fixture("symbols.ips")).first)
        #expect(report.format == .ips && report.thread == 0 && report.frames.count == 4)
        #expect(report.appImages == ["MyApp"])
        #expect(result.screens.map(\.frame.number) == [1])
        #expect(result.screens.first?.frame.sourceFile == "Screens.swift")
        // The last frame of the app's image is an offset only: skipped and counted.
        #expect(result.unsymbolicated == 1)
    }

    @Test func frameLinesOfEveryShape() {
        let cases: [(String, CrashFrame?)] = [
            (
                "1   MyApp                         \t0x0000000100f3a2c4 closure #1 in Home.viewDidLoad() + 120 (Home.swift:42)",
                CrashFrame(
                    number: 1, image: "MyApp", symbol: "closure #1 in Home.viewDidLoad()", sourceFile: "Home.swift",
                    sourceLine: 42)
            ),
            // Crashlytics: two spaces, a short address, a compiler-generated location whose line (past nine digits)
            // is none.
            (
                "1  myapp                          0x10292b2a0 @objc GetStartedQuickVC.viewDidLoad() + 4297503392 (<compiler-generated>:4297503392)",
                CrashFrame(
                    number: 1, image: "myapp", symbol: "@objc GetStartedQuickVC.viewDidLoad()",
                    sourceFile: "<compiler-generated>", sourceLine: nil)
            ),
            // An image with a space, unsymbolicated (Pasteboard-Viewer#16).
            (
                "2   Pasteboard Viewer             \t       0x104dfaec3 0x104d71000 + 564931",
                CrashFrame(number: 2, image: "Pasteboard Viewer", symbol: nil)
            ),
            // A symbol that ends in parentheses of its own is not a source location.
            (
                "6   me.octree.Pretty              \t0x000000010b2367a4 thunk for @callee_guaranteed (@guaranteed String) -> (@error @owned Error)",
                CrashFrame(
                    number: 6, image: "me.octree.Pretty",
                    symbol: "thunk for @callee_guaranteed (@guaranteed String) -> (@error @owned Error)")
            ),
            ("0   MyApp   0x0000000100f3a2c4 MyApp + 25284", CrashFrame(number: 0, image: "MyApp", symbol: nil)),
            // lldb's `bt`: the image before a backtick, an offset or a source location after the symbol.
            (
                "  * frame #0: 0x00000001a2b3c4d0 libswiftCore.dylib`Swift._assertionFailure() -> Swift.Never + 312",
                CrashFrame(number: 0, image: "libswiftCore.dylib", symbol: "Swift._assertionFailure() -> Swift.Never")
            ),
            (
                "    frame #5: 0x0000000100f3b100 MyApp`MyApp.ListScreen.row(at: Swift.Int) -> A at Screens.swift:91:5",
                CrashFrame(
                    number: 5, image: "MyApp", symbol: "MyApp.ListScreen.row(at: Swift.Int) -> A",
                    sourceFile: "Screens.swift", sourceLine: 91)
            ),
            (
                "    frame #0: 0x00000001f0b1c0e8 libsystem_pthread.dylib`start_wqthread",
                CrashFrame(number: 0, image: "libsystem_pthread.dylib", symbol: "start_wqthread")
            ),
            ("  thread #2", nil),
            ("Thread 0 Crashed:", nil),
            ("Exception Codes: 0x0000000000000001, 0x0000000000000000", nil),
            ("12 frames 0x", nil),
        ]
        for (line, expected) in cases {
            let frame = Array(line.utf8).withUnsafeBufferPointer { CrashFrame(line: $0) }
            #expect(frame == expected, "\(line)")
        }
    }

    @Test func symbolsOfEveryFormNameTheirType() {
        let resolver = CrashResolver()
        let cases: [(String, String?, String?)] = [
            ("-[LegacyPaymentViewController submitOrder:]", nil, "LegacyPaymentViewController"),
            ("+[CheckoutCoordinator(Deeplinks) route:]", nil, "CheckoutCoordinator"),
            ("-[UIViewController loadViewIfRequired]", nil, nil),
            ("static SubconsciousApp.$main()", nil, "SubconsciousApp"),
            ("main", nil, nil),
            ("crash(_:)", nil, nil),
            ("__pthread_kill", nil, nil),
            // Simplified, a nested type's outer type reads as its module but for the app's image's.
            ("Onboarding.StepController.viewDidLoad()", nil, "StepController"),
            ("Onboarding.StepController.viewDidLoad()", "MyApp", "Onboarding.StepController"),
            ("MyApp.Onboarding.StepController.viewDidLoad() -> ()", "MyApp", "Onboarding.StepController"),
            ("specialized Array.subscript.getter", "MyApp", nil),
        ]
        for (symbol, module, screen) in cases {
            #expect(resolver.name(symbol, module: module) == screen, "\(symbol)")
        }
    }

    @Test func anExceptionsBacktraceComesFirst() throws {
        let (_, result) = try #require(Self.reports(Self.fixture("exception.ips")).first)
        #expect(result.isException)
        #expect(result.screens.map(\.name) == ["LegacyPaymentViewController", "CheckoutViewController"])
        #expect(result.screens.last?.frame.sourceLine == 118)
    }

    @Test func imagesOfTheAppAreThoseInItsBundle() throws {
        let (report, result) = try #require(Self.reports(Self.fixture("assertion-closure.crash")).first)
        #expect(report.line == 1 && report.thread == 0)
        #expect(report.appImages == ["me.octree.Pretty"])
        // `Sequence.forEach(_:)` is the runtime's image's, not a screen.
        #expect(
            result.screens.map(\.name) == [
                "RelationView", "RelationView", "RelationView", "GraphViewController", "GraphViewController",
            ])
    }

    @Test func withoutAnImageListImagesAreToldByName() throws {
        let reports = Self.reports(Self.fixture("crashlytics.txt"))
        try #require(reports.count == 1)
        #expect(reports[0].0.appImages == nil)
        // The other thread's frames (CartStore) are not the crashed thread's.
        #expect(reports[0].1.screens.map(\.name) == ["GetStartedQuickVC", "GetStartedQuickVC"])
        for image in ["UIKitCore", "libsystem_kernel.dylib", "com.apple.AppKit", "SwiftUI", "CoreFoundation"] {
            #expect(CrashReport.isSystemImage(image), "\(image)")
        }
        #expect(!CrashReport.isSystemImage("myapp") && !CrashReport.isSystemImage("CheckoutKit"))
    }

    @Test func aHangReportsMainThreadStandsIn() throws {
        let text = """
            Incident Identifier: 1
            Path: /var/containers/Bundle/Application/X/MyApp.app/MyApp

            Thread 0:
            0   MyApp     \t0x0000000100f3a2c4 FeedViewController.layout() + 12

            Thread 1:
            0   MyApp     \t0x0000000100f3a2c4 SyncService.run() + 12

            Binary Images:
            0x100f34000 - 0x100f3ffff MyApp arm64  <3c9b> /var/containers/Bundle/Application/X/MyApp.app/MyApp
            """
        let reports = Self.reports(text)
        try #require(reports.count == 1)
        #expect(reports[0].0.thread == 0)
        #expect(reports[0].1.screens.map(\.name) == ["FeedViewController"])
    }

    @Test func reportsFollowOneAnother() {
        let text = Self.fixture("exception.ips") + Self.fixture("macos-bundle-id.crash") + Self.fixture("exception.ips")
        #expect(
            Self.reports(text).map { $0.1.screens.first?.name } == [
                "LegacyPaymentViewController", "SidebarViewController", "LegacyPaymentViewController",
            ])
    }

    @Test func badInputIsSaidSo() {
        func outputs(_ text: String) -> [CrashReportReader.Output] {
            var reader = CrashReportReader()
            var outputs: [CrashReportReader.Output] = []
            for (number, line) in text.split(separator: "\n").enumerated() {
                Array(line.utf8).withUnsafeBufferPointer { reader.read($0, number: number + 1) { outputs.append($0) } }
            }
            reader.finish { outputs.append($0) }
            return outputs
        }
        let header = #"{"app_name":"MyApp","bug_type":"309","name":"MyApp"}"#
        #expect(
            outputs(Self.fixture("truncated.ips")) == [
                .unreadable(line: 1, "truncated crash report: its JSON body does not end")
            ])
        #expect(
            outputs(header + "\n{\n  \"threads\" : [1,]\n}\n") == [
                .unreadable(line: 1, "crash report's JSON body is not a JSON object")
            ])
        let long = String(repeating: "x", count: CrashReportReader.maximumBodyLength)
        #expect(
            outputs(header + "\n{\n  \"a\" : \"\(long)\"\n}\n") == [
                .unreadable(line: 1, "crash report's JSON body is longer than 1 MiB, skipped")
            ])
        #expect(outputs(Self.fixture("not-a-report.txt")).isEmpty)
        // After a bad report, the next one is read.
        #expect(outputs(header + "\n{\n  \"threads\" : [1,]\n}\n" + Self.fixture("crashlytics.txt")).count == 2)
    }
}

/// In text, a crash report's frame line has its symbol rewritten to the screen and the member it runs in, and every
/// other byte kept; `-o` finds the screen.
@Suite struct CrashFrameTextTests {
    @Test func aReportsFramesAreRewrittenInPlace() {
        let report = CrashTests.fixture("assertion-closure.crash")
        let scanner = TextScanner(namer: ScreenNamer())
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rewritten = lines.map { scanner.rewrite($0) }
        // Only the frames of the app whose symbol says more than its screen and member change.
        let changed = zip(lines, rewritten).filter { $0 != $1 }
        #expect(
            changed.map(\.1).map { $0.split(separator: "\t").last.map(String.init) ?? "" } == [
                "0x000000010b2365d4 RelationView.setupLines() + 1172 (RelationView.swift:147)",
                "0x000000010b236099 RelationView.setupLines() + 409 (RelationView.swift:139)",
                "0x000000010b2307b1 GraphViewController.viewDidAppear() + 49",
            ])
        // The bytes before and after each symbol are the line's own.
        for (line, new) in changed {
            #expect(line.hasPrefix(new.prefix(while: { $0 != "x" })) && line.hasSuffix(new.suffix(8)))
        }
    }

    @Test func framesOfEveryFormInText() {
        let scanner = TextScanner(namer: ScreenNamer())
        let cases: [(String, String)] = [
            // Crashlytics's frame 0: no byte a name needs but the frame's shape.
            (
                "0  myapp  0x10292ac14 closure #1 in GetStartedQuickVC.viewDidLoad() + 89",
                "0  myapp  0x10292ac14 GetStartedQuickVC.viewDidLoad() + 89"
            ),
            (
                "1   MyApp   \t0x0000000100f3a2c4 closure #1 () -> () in MyApp.ListScreen.row(at: Swift.Int) -> A + 12",
                "1   MyApp   \t0x0000000100f3a2c4 ListScreen.row(at:) + 12"
            ),
            // A mangled symbol says its member too.
            (
                "3   MyApp   \t0x0000000100f3a2c4 $s5MyApp22SettingsViewControllerC11viewDidLoadyyFyycfU_ + 8",
                "3   MyApp   \t0x0000000100f3a2c4 SettingsViewController.viewDidLoad() + 8"
            ),
            // The system's frames and an Objective-C method stay, and so does a mangled symbol outside a frame.
            (
                "2   UIKitCore   \t0x00000001a1b2c3d4 -[UIViewController loadViewIfRequired] + 160",
                "2   UIKitCore   \t0x00000001a1b2c3d4 -[UIViewController loadViewIfRequired] + 160"
            ),
            (
                "0000000000003f40 T $s5MyApp22SettingsViewControllerC11viewDidLoadyyF",
                "0000000000003f40 T $s5MyApp22SettingsViewControllerC11viewDidLoadyyF"
            ),
            (
                "4   SwiftUI   \t0x00000001a1b2c3d4 closure #1 in ViewRendererHost.render(interval:updateDisplayList:) + 8",
                "4   SwiftUI   \t0x00000001a1b2c3d4 closure #1 in ViewRendererHost.render(interval:updateDisplayList:) + 8"
            ),
            // A log's lines are no frames.
            ("2026-11-30 09:12:20 MyApp: HomeView.swift:42", "2026-11-30 09:12:20 MyApp: HomeView.swift:42"),
        ]
        for (line, expected) in cases { #expect(scanner.rewrite(line) == expected) }
    }

    @Test func theOnlyMatchingScanFindsTheScreen() {
        let namer = RecordNamer()
        var names: [String] = []
        var text = "0  myapp  0x10292ac14 closure #1 in GetStartedQuickVC.viewDidLoad() + 89\nprose\n"
        text.withUTF8 { block in
            namer.forEachName(inLines: block, separator: UInt8(ascii: "\n")) { found in
                names.append(String(decoding: found.text[..<found.nameCount], as: UTF8.self))
                names.append(String(decoding: found.text, as: UTF8.self))
            }
        }
        #expect(names == ["GetStartedQuickVC", "GetStartedQuickVC.viewDidLoad()"])
    }

    @Test func aSymbolsMemberIsItsOwnField() {
        let cases: [(String, String?)] = [
            ("closure #1 in SettingsViewController.viewDidLoad()", "viewDidLoad()"),
            ("closure #1 () -> () in MyApp.SettingsViewController.viewDidLoad() -> ()", "viewDidLoad()"),
            ("MyApp.SettingsViewController.buttonTapped(Any) -> ()", "buttonTapped(_:)"),
            ("MyApp.X.f(a: [Swift.String : Swift.Int], b: (Swift.Int, Swift.Int) -> ()) -> ()", "f(a:b:)"),
            ("MyApp.HomeView.body.getter : some", "body.getter"),
            (
                "MyApp.SettingsViewController.init(items: [Swift.String]) -> MyApp.SettingsViewController",
                "init(items:)"
            ),
            ("protocol witness for View.body.getter in conformance HomeView", nil),
            ("$s5MyApp8HomeViewV4bodyQrvg", "body.getter"),
            ("$s5MyApp10ListScreenV3row2atxSi_tF", "row(at:)"),
            ("$s5MyApp22SettingsViewControllerC5itemsACSaySSG_tcfc", "init(items:)"),
            ("$s5MyApp22SettingsViewControllerCfD", "deinit"),
            ("$s5MyApp22SettingsViewControllerC11viewDidLoadyyFyycfU_", "viewDidLoad()"),
            ("MyApp.HomeView", nil),
        ]
        for (symbol, member) in cases { #expect(ScreenNamer().name(symbol).member == member, "\(symbol)") }
    }
}
