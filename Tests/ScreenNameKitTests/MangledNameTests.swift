import ScreenNameKit
import Testing

/// Mangled names decode into the same tree as their described twins and get the same display names.
@Suite struct MangledNameTests {
    static let bareNamer = ScreenNamer(bareManglings: true)

    @Test(arguments: Fixtures.runtimeRows(["symbol", "objc"]))
    func prefixedManglingGetsItsDisplayName(row: Fixtures.RuntimeRow) {
        let result = ScreenNamer().name(row.input)
        #expect(result.displayName == row.expected)
        #expect(result.form == (row.form == "objc" ? .objcRuntime : .swiftMangled))
    }

    @Test(arguments: Fixtures.runtimeRows(["mangled"]))
    func bareMangledTypeNameGetsItsDisplayName(row: Fixtures.RuntimeRow) {
        #expect(Self.bareNamer.name(row.input).displayName == row.expected)
    }

    /// Every form the runtime and the toolchain print for one probe type gives one display name.
    @Test func allFormsOfATypeAgree() {
        var groups: [String: [Fixtures.RuntimeRow]] = [:]
        var order: [String] = []
        var probe = 0
        var previousForm = ""
        // A value's descriptions are not forms of a type, and are checked as described text.
        for row in Fixtures.runtimeRows where !row.form.hasPrefix("value") {
            if row.form == "reflecting" || previousForm == "" { probe += 1 }
            previousForm = row.form
            let key = "\(probe)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(row)
        }
        #expect(order.count >= 70)
        for key in order {
            let rows = groups[key]!
            let qualified = rows.filter { $0.form != "describing" }
            let names = Set(
                qualified.map { row in
                    (row.form == "mangled" ? Self.bareNamer : ScreenNamer()).name(row.input).displayName ?? "-"
                })
            #expect(names.count == 1, "\(rows[0].note): \(qualified.map(\.input)) named \(names)")
            #expect(
                Set(qualified.map(\.form)).isSuperset(of: ["reflecting", "mangled", "symbol", "demangled"]),
                "\(rows[0].note)")
        }
    }

    /// The compiler's own symbols for types declared in functions, closures (of a global's initializer, a lazy
    /// property, a `didSet`, a method's argument, a static property, an initializer) and private scopes: each names
    /// the type as `swift-demangle`'s reading of it does, and the type, not a context.
    @Test(arguments: Fixtures.localSymbols)
    func localTypeSymbolNamesItsType(row: Fixtures.ManglingRow) {
        let fromSymbol = ScreenNamer().name(row.mangled)
        let fromText = ScreenNamer().name(row.reference)
        #expect(fromSymbol.displayName != nil, "\(row.mangled): \(fromSymbol.filterReason.map { "\($0)" } ?? "")")
        #expect(fromSymbol.displayName == fromText.displayName, "\(row.mangled) vs \(row.reference)")
        #expect(
            fromSymbol.type?.components.last?.name.hasSuffix("View") == true
                || fromSymbol.type?.components.last?.name.hasSuffix("Controller") == true
                || fromSymbol.type?.components.last?.name == "Nested")
    }

    @Test func theToolchainsClosureVectorsNameTheTypeInTheClosure() {
        #expect(ScreenNamer().name("_TtCFF5MyApp11withClosureFT_T_U_FT_T_L_9InClosure").displayName == "InClosure")
        #expect(ScreenNamer().name("$s5MyApp11withClosureyyFyycfU_02InD0L_VMn").displayName == "InClosure")
    }

    /// The tree itself, not only the name, is shared: a mangling and its `swift-demangle` text decode to equal trees.
    @Test(arguments: Fixtures.runtimeRows(["symbol"]))
    func mangledTreeEqualsDemangledTree(row: Fixtures.RuntimeRow) throws {
        let demangled = Fixtures.runtimeRows.first {
            $0.form == "demangled" && $0.note == row.note && $0.expected == row.expected
        }
        guard let demangled, case .described? = ScreenNamer().name(demangled.input).form else { return }
        let fromMangling = ScreenNamer().name(row.input)
        let fromText = ScreenNamer().name(demangled.input)
        #expect(fromMangling.type == fromText.type, "\(row.input) vs \(demangled.input)")
    }

    @Test(
        arguments: [
            ("_TtCC5MyApp5Outer5Inner", "Outer.Inner"),
            ("$s5MyApp18HomeViewControllerCN", "HomeViewController"),
            ("_$s5MyApp18HomeViewControllerCN", "HomeViewController"),
            ("$s5MyApp18HomeViewControllerCMn", "HomeViewController"),
            ("$s5MyApp18HomeViewControllerCMa", "HomeViewController"),
            ("$s5MyApp18HomeViewControllerCMf", "HomeViewController"),
            ("$S5MyApp18HomeViewControllerCN", "HomeViewController"),
            ("_T05MyApp18HomeViewControllerCN", "HomeViewController"),
            ("$e5MyApp18HomeViewControllerCN", "HomeViewController"),
            ("$s7SwiftUI19UIHostingControllerCy5MyApp11ContentViewVGD", "ContentView"),
            (
                "_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentV6Neebla8MainViewGVS_30_EnvironmentKeyWritingModifierGSqCS2_6AppEnv____",
                "MainView"
            ),
            ("_TtC5MyAppP33_365E18AF7E18F3ACBD0348967F6739FF12PrivateClass", "PrivateClass"),
            ("_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_", nil),
            ("_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_", nil),
            ("_TtGCs23_ContiguousArrayStorageC5MyApp4Item_$", nil),
            ("_TtC5MyAppX12vergenza_JFa", "vergüenza"),
            ("$s5MyApp0012vergenza_JFaVD", "vergüenza"),
            ("$s5MyApp17MainTabControllerC0D4ItemVD", "MainTabController.TabItem"),
            ("$s5MyApp17ProfileHeaderViewV0dE5ModelVD", "ProfileHeaderView.HeaderViewModel"),
            ("$s5MyApp007Caf_dmaVD", "Café"),
            ("$sSo18MYLegacyControllerCD", "MYLegacyController"),
            ("$sSo16UIViewControllerCD", nil),
            ("_TtCSo16UIViewController", nil),
            ("$s5MyApp6ScreenP_pD", "Screen"),
            ("_TtVF5MyApp1fFT_PMP_L_9LocalView", "LocalView"),
            ("$s5MyApp1fypXpyF9LocalViewL_VD", "LocalView"),
            ("_TtVVF5MyApp1fFT_PMP_L_9LocalView5Inner", "LocalView.Inner"),
            ("$s5MyApp1fypXpyF9LocalViewL_V5InnerVD", "LocalView.Inner"),
            ("$s5MyApp1gyypXpSiF8LocalGenL_CD", "LocalGen"),
            ("$s5MyApp11PrivateView33_937603DDE30175E7770CD7433878C6B3LLVD", "PrivateView"),
            ("_TtV5MyAppP33_937603DDE30175E7770CD7433878C6B311PrivateView", "PrivateView"),
            ("_TtC5MyApp5Café", "Café"),
            ("$s5MyApp5OuterV5InnerVySiGD", "Outer.Inner"),
            ("_TtGVV5MyApp5Outer5Inner_Si_", "Outer.Inner"),
            ("_TtCE7SwiftUIOS_20_IntelligenceSupport17SummarySymbolHost", nil),
            ("$s5MyApp4HomeVSgSgD", "Home"),
            ("$s5MyApp4HomeVmD", "Home"),
        ] as [(String, String?)])
    func decodesKnownNames(input: String, expected: String?) {
        let result = ScreenNamer().name(input)
        #expect(result.displayName == expected, "\(input): \(result.filterReason.map { "\($0)" } ?? "")")
        #expect(result.filterReason?.isMalformed != true, "\(input)")
    }

    @Test(arguments: [
        "_TtGC7SwiftUI19UIHostingControllerVVS_22_VaradicView_Childern7Element_",
        "_TtC", "_Tt", "$s", "$sXYZ", "_TtC5MyApp", "_TtC99999999999A", "_TtC5MyApp4Ho", "_TtGC5MyApp4Home",
        "_TtCS5_4Home", "$s5MyApp4HomeVAZD", "$s5MyApp4HomeVyHomeG", "$s5MyApp4HomeVSiG", "$s5MyApp4HomeV5ExtraD",
        "$s5MyApp4HomeVDx", "$s0aD", "$s002ffVD", "$s5MyApp4Home", "$s5MyApp4HomeVD\u{0}", "_Tt\u{1}\u{2}\u{FF}",
        "$s\u{1}abcdD", "5MyApp4Home", "$s5MyApp4HomeCA99999999999999Z",
        // Punycode that decodes to something no name may hold.
        "$s5MyApp004a.b_VD", "_TtC5MyAppX4a b_",
    ])
    func malformedManglingIsNotDecodable(input: String) {
        let result = Self.bareNamer.name(input)
        #expect(result.displayName == nil, "\(input)")
        #expect(result.filterReason?.isMalformed == true, "\(input)")
    }

    /// The Swift repository's own demangler test vectors: where `swift-demangle` decodes a type, the tool gives it
    /// the name it gives `swift-demangle`'s text; where `swift-demangle` gives up, the tool does too.
    @Test(arguments: Fixtures.swiftRepoManglings)
    func agreesWithSwiftDemangle(row: Fixtures.ManglingRow) {
        let fromMangling = ScreenNamer().name(row.mangled)
        if let (expectation, _) = Self.exceptions[row.mangled] {
            switch expectation {
            case .undecoded: #expect(fromMangling.filterReason?.isMalformed == true, "\(row.mangled) decodes")
            case .named(let name):
                #expect(fromMangling.displayName == name && fromMangling.filterReason?.isMalformed != true)
            }
            return
        }
        guard row.reference != row.mangled else {
            #expect(fromMangling.filterReason?.isMalformed == true, "\(row.mangled) should not decode")
            return
        }
        let fromText = ScreenNamer().name(row.reference)
        if fromText.filterReason?.isMalformed == true {
            #expect(
                fromMangling.filterReason?.isMalformed == true, "\(row.mangled) decodes, its reference text does not")
        } else {
            #expect(
                fromMangling.filterReason?.isMalformed != true,
                "\(row.mangled) does not decode: \(fromMangling.filterReason!)")
            #expect(fromMangling.displayName == fromText.displayName, "\(row.mangled) vs \(row.reference)")
        }
    }

    enum Expectation {
        /// The tool does not decode it.
        case undecoded
        /// The tool decodes it to this display name, which differs from what it makes of `swift-demangle`'s text.
        case named(String?)
    }

    /// Where the tool and `swift-demangle`'s text part ways, with the reason; none of these names a screen in an app.
    static let exceptions: [String: (Expectation, String)] = [
        "$S3nix8MystructV1xACyxGx_tcfc7MyaliasL_ayx__GD": (.undecoded, "a type alias local to an initializer"),
        "$S3nix7MyclassCfd7MyaliasL_ayx__GD": (.undecoded, "a type alias local to a deinitializer"),
        "$sxq_Ifgnr_D": (.undecoded, "a SIL function type, which no runtime prints"),
        "$sx1td_t": (.named(nil), "a generic parameter, which the demangler prints as if it were a type named A"),
        "$S2t21QP22ProtocolTypeAliasThingayAA4BlahV5SomeQa_GSgD":
            (.named("Q.ProtocolTypeAliasThing"), "the demangler prints a protocol's type alias as 'T as P.Alias'"),
        "$SSC9SomeErrorLeVD": (.named("SomeError"), "the demangler prints a related declaration as a phrase"),
        "$s5MyApp11withClosureyyFyycfU_02InD0L_VMn":
            (.named("InClosure"), "a nominal type descriptor, which the demangler prints as a phrase before the type"),
    ]
}
