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
        var description: String { symbol }
    }

    static let rows: [Row] = {
        let text = try! String(
            contentsOf: Fixtures.root.appendingPathComponent("symbols/symbols.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            precondition(fields.count == 3, "malformed fixture row: \(line)")
            return Row(expected: fields[0], symbol: fields[1], demangled: fields[2])
        }
    }()

    @Test func theProbeHasEveryShape() {
        #expect(Self.rows.count > 300)
        for shape in [
            "closure #", "getter", "setter", "didset", "init(", "deinit", "partial apply", "merged",
            "specialization", "protocol witness", "async function pointer", "subscript",
        ] {
            #expect(Self.rows.contains { !$0.expected.isEmpty && $0.demangled.contains(shape) }, "\(shape)")
        }
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
