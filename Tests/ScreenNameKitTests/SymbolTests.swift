import Foundation
import ScreenNameKit
import Testing

/// The symbols a crash's frames and a symbol table hold name the screen they belong to: every symbol the compiler
/// made for the probe in Fixtures/symbols/App (with -Onone and -O, Tools/generate-symbol-fixtures), and the Swift
/// runtime's and the stubs' symbols it copies in, named as swift-demangle's tree says (Tools/symbol-screens).
@Suite struct SymbolTests {
    struct Row: CustomStringConvertible, Sendable {
        var expected: String
        var symbol: String
        var demangled: String
        var simplified: String
        var description: String { symbol }
    }

    static let rows: [Row] = {
        let text = try! String(
            contentsOf: Fixtures.root.appendingPathComponent("symbols/symbols.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            precondition(fields.count == 4, "malformed fixture row: \(line)")
            return Row(expected: fields[0], symbol: fields[1], demangled: fields[2], simplified: fields[3])
        }
    }()

    @Test func theProbeHasEveryShape() {
        #expect(Self.rows.count > 300)
        for shape in [
            "closure #", "getter", "setter", "didset", "init(", "deinit", "partial apply", "merged",
            "specialization", "protocol witness", "async function pointer", "subscript", "property descriptor",
        ] {
            #expect(Self.rows.contains { !$0.expected.isEmpty && $0.demangled.contains(shape) }, "\(shape)")
        }
    }

    /// The member a symbol names, as source names it, is the same read from the mangling, from the full text and
    /// from the simplified text, wherever two of them say one (158 of the probe's 299 symbols of the app: the
    /// others are descriptors and witnesses of the type itself, or private names only the mangling reads).
    @Test func aSymbolsMemberIsTheSameInEveryForm() {
        var agreed = 0
        var wrong: [String] = []
        for row in Self.rows where !row.expected.isEmpty {
            let members = [row.symbol, row.demangled, row.simplified].map { ScreenNamer().name($0) }
                .filter { $0.displayName != nil }.compactMap(\.member)
            if Set(members).count > 1 { wrong.append("\(row.demangled): \(members)") }
            if members.count > 1 { agreed += 1 }
        }
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
        #expect(agreed >= 158)
    }

    /// A symbol quoted without its `$` (`s5MyApp…`) names what the symbol names, wherever its mangling spells a
    /// module first, also under `--mangled` and with a suffix the demangler leaves unmangled (`.resume.0`); a word
    /// that only starts so stays described text.
    @Test func aSymbolWithoutItsDollarNamesTheSame() {
        var compared = 0
        for row in Self.rows where row.symbol.hasPrefix("$s") && (row.symbol.dropFirst(2).first?.isNumber ?? false) {
            let symbol = ScreenNamer().name(row.symbol)
            for bare in [String(row.symbol.dropFirst()), row.symbol.dropFirst() + ".resume.0"] {
                for namer in [ScreenNamer(), ScreenNamer(bareManglings: true)] {
                    let named = namer.name(bare)
                    #expect(named.displayName == symbol.displayName && named.form == symbol.form, "\(bare)")
                }
            }
            compared += 1
        }
        #expect(compared > 250)
        for word in ["s3Bucket", "s3Bucket.Uploader", "s1A"] { #expect(ScreenNamer().name(word).form == .described) }
        // A bare mangling whose `s` is the standard library's, as `_mangledTypeName` prints one, reads as one.
        #expect(ScreenNamer().name("s15ContiguousArrayVy5MyApp10DetailViewVG").displayName == "DetailView")
    }

    @Test func everySymbolNamesTheScreenTheDemanglerGives() {
        var wrong: [String] = []
        for row in Self.rows {
            // As nm prints them on Apple's platforms too, with the symbol table's `_`.
            for symbol in [row.symbol, "_" + row.symbol] {
                let name = ScreenNamer().name(symbol).displayName ?? ""
                if name != row.expected { wrong.append("\(symbol): \(name), not \(row.expected)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong, first: \(wrong.prefix(5))")
    }

    /// The demangled text names the screen the symbol does: `closure #1 () -> () in
    /// MyApp.SettingsViewController.viewDidLoad() -> ()`, `MyApp.HomeView.body.getter : some`, `protocol witness for
    /// SwiftUI.View.body.getter : A.Body in conformance MyApp.HomeView : SwiftUI.View in MyApp`.
    @Test func everyDemangledSymbolNamesTheSameScreen() {
        var wrong: [String] = []
        for row in Self.rows {
            let result = ScreenNamer().name(row.demangled)
            if result.displayName ?? "" != row.expected {
                wrong.append("\(row.demangled): \(result.displayName ?? "")")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong, first: \(wrong.prefix(5))")
    }

    /// The simplified text, as Xcode and crash reporters print frames (`closure #1 in
    /// SettingsViewController.viewDidLoad()`, `HomeView.body.getter`), names the screen of each function, accessor
    /// and closure of a type at the top of the app's module. It holds no module, so `Onboarding.WelcomeView` reads as
    /// `WelcomeView` of a module `Onboarding`, and the standard library's module-less names are not all known.
    @Test func simplifiedFramesNameTheirScreen() {
        let frames = Self.rows.filter { row in
            !row.expected.isEmpty && !row.expected.contains(".")
                && (row.simplified.contains("closure #") || row.simplified.hasSuffix(")")
                    || [".getter", ".setter", ".modify", ".didset", ".willset"].contains {
                        row.simplified.hasSuffix($0)
                    })
        }
        #expect(frames.count > 100)
        for row in frames {
            #expect(ScreenNamer().name(row.simplified).displayName == row.expected, "\(row.simplified)")
        }
    }

    /// A member's symbol is of the form `symbol`; in text it is kept as it is, since its type alone would lose the
    /// member a frame names.
    @Test func aMembersSymbolIsKeptInText() {
        let symbol = "$s5MyApp22SettingsViewControllerC11viewDidLoadyyF"
        #expect(ScreenNamer().name(symbol).form == .symbol)
        let line = "3   MyApp   0x00000001000a0 \(symbol) + 120 <MyApp.HomeView: 0x1>"
        #expect(
            TextScanner(namer: ScreenNamer()).rewrite(line)
                == "3   MyApp   0x00000001000a0 \(symbol) + 120 <HomeView: 0x1>")
    }
}
