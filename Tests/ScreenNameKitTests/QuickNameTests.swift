@testable import ScreenNameKit
import Testing

/// The allocation-free quick path answers exactly as the full path, wherever it answers at all.
@Suite struct QuickNameTests {
    /// The quick answer as the full path would print it: the display name, or nil when filtered.
    static func quickDisplay(_ namer: ScreenNamer, _ bytes: [UInt8]) -> String?? {
        bytes.withUnsafeBufferPointer { buffer -> String?? in
            guard let quick = namer.quickName(bytes: buffer) else { return .none }
            switch quick {
            case .filtered: return .some(nil)
            case .name(let parts):
                let text = (0..<parts.count).map { String(decoding: buffer[parts[$0]], as: UTF8.self) }.joined(separator: ".")
                return .some(text)
            }
        }
    }

    /// Checks one input in every style; returns whether the quick path answered.
    @discardableResult
    static func agrees(_ bytes: [UInt8], bareManglings: Bool = false) -> Bool {
        var answered = false
        for style in DisplayStyle.allCases {
            let namer = ScreenNamer(style: style, bareManglings: bareManglings)
            guard case .some(let quick) = quickDisplay(namer, bytes) else { continue }
            answered = true
            let full = bytes.withUnsafeBufferPointer { namer.name(bytes: $0) }
            #expect(quick == full.displayName, "\(String(decoding: bytes, as: UTF8.self)) (\(style))")
            #expect(full.filterReason?.isMalformed != true, "\(String(decoding: bytes, as: UTF8.self))")
        }
        return answered
    }

    /// The quick parser's table of identifier bytes says what the general test says, for every ASCII byte.
    @Test func identifierTableAgreesWithTheGeneralTest() {
        for byte in UInt8.min...UInt8.max {
            #expect(byte.isASCIIIdentifierByte == (byte < 0x80 && byte.isIdentifierByte), "byte \(byte)")
        }
    }

    /// The vector test of sixteen bytes finds where a name ends as the table does: every byte value at every
    /// position of a block, and blocks ending near the buffer's end, where bytes are tested one at a time.
    @Test func identifierEndAgreesWithTheTableAtEveryPosition() {
        for length in [5, 15, 16, 17, 31, 32, 40] {
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    let expected = byte.isASCIIIdentifierByte ? length : position
                    let end = bytes.withUnsafeBufferPointer { QuickNode.identifierEnd($0.baseAddress!, from: 0, count: length) }
                    #expect(end == expected, "byte \(byte) at \(position) of \(length)")
                }
            }
        }
    }

    /// The hexadecimal test, written without branches, accepts exactly `0`–`9`, `a`–`f` and `A`–`F`.
    @Test func hexDigitsAreExactlyTheSixteenOfEitherCase() {
        let digits = Set("0123456789abcdefABCDEF".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(byte.isHexDigit == digits.contains(byte), "byte \(byte)")
        }
    }

    @Test func agreesOnEveryFixture() {
        var answered = 0
        for row in Fixtures.runtimeRows where row.form != "mangled" {
            if Self.agrees(Array(row.input.utf8)) { answered += 1 }
        }
        for row in Fixtures.swiftRepoManglings where Self.agrees(Array(row.mangled.utf8)) { answered += 1 }
        // Most runtime names take the quick path.
        #expect(answered > 200)
    }

    @Test(arguments: [
        ("SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.HomeView, SwiftUI._PaddingLayout>>", "HomeView"),
        ("MyApp.Settings.RootView", "Settings.RootView"),
        ("UINavigationController", nil),
        ("UIHostingController<ModifiedContent<AnyView, RootModifier>>", nil),
        ("_TtCC5MyApp5Outer5Inner", "Outer.Inner"),
        ("$s5MyApp18HomeViewControllerCN", "HomeViewController"),
        ("_$s5MyApp4HomeV5InnerVMn", "Home.Inner"),
        ("_TtC7SwiftUI17HostingScrollView", nil),
        ("_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_", nil),
        ("_TtGC7SwiftUI19UIHostingControllerV5MyApp8HomeView_", "HomeView"),
        ("_TtGC5MyApp21BaseHostingControllerV5MyApp8HomeView_", "BaseHostingController"),
        ("$s7SwiftUI19UIHostingControllerCy5MyApp11ContentViewVGD", "ContentView"),
        ("$s7SwiftUI15ModifiedContentVy5MyApp8HomeViewVAA14_PaddingLayoutVGD", "HomeView"),
        ("$s7SwiftUI19_ConditionalContentVyAA7AnyViewV5MyApp5OtherVGN", "Other"),
        ("MyApp.(unknown context at $10a3c).PrivateView", "PrivateView"),
        ("SwiftUI.ModifiedContent<SwiftUI.ModifiedContent<SwiftUI.ModifiedContent<MyApp.HomeView, SwiftUI.RootModifier>, SwiftUI._PaddingLayout>, SwiftUI._FrameLayout>",
         "HomeView"),
        ("SwiftUI.TabView<Swift.Int, SwiftUI.ModifiedContent<MyApp.FeedView, SwiftUI.RootModifier>>", "FeedView"),
        ("SwiftUI.UIHostingController<MyApp.(unknown context at $1).(unknown context at $2).Secret>", "Secret"),
    ] as [(String, String?)])
    func answersTheCommonShapes(input: String, expected: String?) {
        #expect(Self.quickDisplay(ScreenNamer(), Array(input.utf8)) == .some(expected))
        Self.agrees(Array(input.utf8))
    }

    @Test(arguments: ["MyApp.Outer<Swift.Int>.Inner", "__C.UIView", "Any", "MyApp.Home.Type", "MyApp.Home.Type.Inner", "(MyApp.Home)",
                      "_TtC5MyAppP33_365E18AF7E18F3ACBD0348967F6739FF12PrivateClass", "$s5MyApp0bC4HomeVD", "Home #1 in f()",
                      "MyApp.Café", "MyApp.Home?", "_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__",
                      "$s7SwiftUI15ModifiedContentVy5MyApp0D4ViewVAA14_PaddingLayoutVGD", "_TtGCs23_ContiguousArrayStorageC5MyApp4Item_$"])
    func leavesOtherShapesToTheFullPath(input: String) {
        #expect(Self.quickDisplay(ScreenNamer(), Array(input.utf8)) == .none)
    }

    @Test func rulesTakeTheFullPath() {
        var rules = NamingRules()
        rules.denied = ["MyApp"]
        #expect(Self.quickDisplay(ScreenNamer(rules: rules), Array("MyApp.Home".utf8)) == .none)
    }

    /// A hundred thousand mutated names: wherever the quick path answers, the full path answers the same.
    @Test func agreesOnMutations() {
        var random = RobustnessTests.SplitMix(state: 99)
        let alphabet = Array("_$<>(),. .CVOGSN0123456789aAbBsTtMnyD".utf8)
        var answered = 0
        for _ in 0..<100_000 {
            var bytes = RobustnessTests.seeds[Int(random.next() % UInt64(RobustnessTests.seeds.count))]
            let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
            switch random.next() % 3 {
            case 0 where !bytes.isEmpty: bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
            default: if !bytes.isEmpty { bytes.remove(at: position) }
            }
            if Self.agrees(bytes) { answered += 1 }
        }
        #expect(answered > 10_000)
    }
}

/// In text too, the quick path finds and replaces exactly what the full path does.
@Suite struct QuickTextTests {
    static func both(_ line: [UInt8], style: DisplayStyle = .path) -> ([TextReplacement], [TextReplacement]) {
        var quick = TextScanner(namer: ScreenNamer(style: style))
        var full = quick
        full.usesQuickPath = false
        quick.usesQuickPath = true
        return line.withUnsafeBufferPointer { (quick.replacements(in: $0), full.replacements(in: $0)) }
    }

    static func lines(for input: String) -> [String] {
        ["at <\(input): 0x1> and \(input).", "(\(input)) \(input)? \(input), x", "\(input)<Int> \(input).Type \(input).Inner"]
    }

    @Test func agreesOnFixtureNamesInText() {
        for row in Fixtures.runtimeRows where row.form != "mangled" {
            for line in Self.lines(for: row.input) {
                for style in DisplayStyle.allCases {
                    let (quick, full) = Self.both(Array(line.utf8), style: style)
                    #expect(quick == full, "\(line)")
                }
            }
        }
    }

    @Test func agreesOnMutatedText() {
        var random = RobustnessTests.SplitMix(state: 5)
        let alphabet = Array("_$<>(),. :?!0123456789aAbBzZ".utf8)
        for _ in 0..<20_000 {
            let seed = RobustnessTests.seeds[Int(random.next() % UInt64(RobustnessTests.seeds.count))]
            var line = Array("see <".utf8) + seed + Array(": 0x1> then ".utf8) + seed + Array(" end".utf8)
            for _ in 0..<2 {
                let position = Int(random.next() % UInt64(line.count))
                if random.next() % 2 == 0 { line[position] = alphabet[Int(random.next() % UInt64(alphabet.count))] }
                else { line.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position) }
            }
            let (quick, full) = Self.both(line)
            #expect(quick == full, "\(String(decoding: line, as: UTF8.self))")
        }
    }
}
