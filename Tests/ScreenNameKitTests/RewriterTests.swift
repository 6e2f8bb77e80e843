import Foundation
import ScreenNameKit
import Testing

/// What a host that embeds the library does with it, through the public API only (no `@testable`): rewrite an
/// export's column, a JSON Lines key, names in text, and render a hierarchy, each on a fixture the command's golden
/// cases run, with the output those cases expect.
@Suite struct RewriterTests {
    /// A sink that collects what a rewriter writes, and the rewriter's diagnostics.
    final class Collector {
        var bytes: [UInt8] = []
        var diagnostics: [String] = []
        lazy var sink = OutputSink { [unowned self] bytes throws(RewriteFailure) in
            self.bytes.append(contentsOf: bytes)
        }
        var text: String { String(decoding: bytes, as: UTF8.self) }
        func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic.description) }
    }

    static func golden(_ name: String, _ file: String) throws -> Data {
        try Data(contentsOf: Fixtures.root.appendingPathComponent("cli/\(name)/\(file)"))
    }

    @Test func rewritesACSVColumnAsTheCommandDoes() throws {
        let collector = Collector()
        let table = TableRewriter(format: .csv, column: "screen_class", sink: collector.sink)
        try table.rewrite(Array(try Self.golden("csv", "stdin")))
        try collector.sink.flush()
        #expect(Data(collector.bytes) == (try Self.golden("csv", "stdout")))
    }

    @Test func addsAColumnWithTheModule() throws {
        let collector = Collector()
        let table = TableRewriter(
            format: .csv, column: "screen_class", addedColumn: "screen", namer: ScreenNamer(style: .module),
            sink: collector.sink)
        try table.rewrite(Array(try Self.golden("csv-as", "stdin")))
        try collector.sink.flush()
        #expect(Data(collector.bytes) == (try Self.golden("csv-as", "stdout")))
    }

    @Test func rewritesJSONLinesKeysAsTheCommandDoes() throws {
        let collector = Collector()
        let paths = [
            try JSONPath("event_params[key=firebase_screen_class].value.string_value"),
            try JSONPath("event_params[key=firebase_previous_class].value.string_value"),
        ]
        let json = JSONRewriter(paths: paths, sink: collector.sink, strict: true, onDiagnostic: collector.report)
        try json.rewrite(Array(try Self.golden("json-key-bigquery", "stdin")), source: "<stdin>")
        try collector.sink.flush()
        #expect(Data(collector.bytes) == (try Self.golden("json-key-bigquery", "stdout")))
        let stderr = (try? Self.golden("json-key-bigquery", "stderr")).map { String(decoding: $0, as: UTF8.self) }
        #expect(collector.diagnostics.map { "screenname: \($0)\n" }.joined() == (stderr ?? ""))
    }

    /// `--json-key PATH --in-text`: a string's names are found in its decoded text, so the output decodes to what
    /// `--in-text` makes of the decoded input, however the input escapes its characters; and the bytes around the
    /// names stay as they came.
    @Test func rewritesNamesInsideJSONStringsWhateverTheirEscapes() throws {
        let messages =
            try String(decoding: Self.golden("presentation-warnings", "stdin"), as: UTF8.self)
            .split(separator: "\n").map(String.init) + ["<MyApp.HomeView: 0x1>\n\"<MyApp.FeedView: 0x2>\" \u{E9}\t/"]
        var generator = SystemRandomNumberGenerator()
        for message in messages {
            let expected = TextScanner(namer: ScreenNamer()).rewrite(message)
            for _ in 0..<20 {
                // Each character escaped or not at random: \uXXXX, \/, or as it is where JSON allows.
                var literal = "\""
                for scalar in message.unicodeScalars {
                    let mustEscape = scalar == "\"" || scalar == "\\" || scalar.value < 0x20
                    if mustEscape || (scalar.value < 0x80 && Bool.random(using: &generator)) {
                        literal +=
                            scalar == "/" && Bool.random(using: &generator)
                            ? "\\/" : "\\u" + String(format: "%04x", scalar.value)
                    } else {
                        literal.unicodeScalars.append(scalar)
                    }
                }
                literal += "\""
                let line = "{\"eventMessage\":\(literal),\"subsystem\":\"MyApp.HomeView\"}\n"
                let collector = Collector()
                let json = JSONRewriter(paths: [try JSONPath("eventMessage")], sink: collector.sink, inText: true)
                try json.rewrite(Array(line.utf8))
                try collector.sink.flush()
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(collector.bytes)) as? [String: String], "\(line)")
                #expect(object["eventMessage"] == expected, "\(line)")
                #expect(object["subsystem"] == "MyApp.HomeView")
                if expected == message { #expect(collector.text == line) }
            }
        }
    }

    @Test func rewritesNamesInText() throws {
        let collector = Collector()
        let text = TextRewriter(sink: collector.sink)
        try text.rewrite(
            Array("12:00 presenting <MyApp.HomeViewController: 0x7f8b1c00> over UINavigationController\n".utf8))
        try collector.sink.flush()
        #expect(collector.text == "12:00 presenting <HomeViewController: 0x7f8b1c00> over UINavigationController\n")
    }

    @Test func namesRecordsAndReportsUnderStrict() throws {
        let collector = Collector()
        let records = RecordRewriter(sink: collector.sink, align: true, strict: true, onDiagnostic: collector.report)
        try records.rewrite(Array("_TtC5MyApp18HomeViewController\nUINavigationController\n_TtC\n".utf8))
        try collector.sink.flush()
        #expect(collector.text == "HomeViewController\n\n\n")
        #expect(collector.diagnostics.count == 1 && collector.diagnostics[0].hasPrefix("<input>:3: "))
    }

    /// Each golden dump, rendered in every format, as `screenname hierarchy` prints it.
    @Test(arguments: ["tab-bar", "modal-over-tab-bar", "swiftui-app"])
    func rendersAHierarchyAsTheCommandDoes(_ name: String) throws {
        let folder = Fixtures.root.appendingPathComponent("hierarchy/\(name)")
        let dump = try Array(Data(contentsOf: folder.appendingPathComponent("dump.txt")))
        let formats: [(HierarchyRenderer.Format, String)] = [
            (.screen, "screen"), (.path, "path"), (.tree, "tree"), (.json, "json"),
        ]
        for (format, file) in formats {
            let collector = Collector()
            let hierarchy = HierarchyRewriter(
                renderer: HierarchyRenderer(format: format), sink: collector.sink, onDiagnostic: collector.report)
            try hierarchy.rewrite(dump, source: "dump.txt")
            try collector.sink.flush()
            let expected = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(collector.text == expected, "\(name) \(file)")
            #expect(collector.diagnostics.isEmpty)
        }
    }
}

extension RewriterTests {
    /// `--align=\N` for Spark's TRANSFORM: a row that names no screen (Apple's only, not a name, blank, or Spark's
    /// NULL itself) comes back as the marker, one line a row, and a run split between two threads the same.
    @Test func alignedRowsWithoutAScreenHoldThePlaceholder() throws {
        let rows = [
            "MyApp.HomeViewController", "\\N", "UIKit.UINavigationController", "", "not a name", "_TtC5MyApp4Cart",
        ]
        let expected = ["HomeViewController", "\\N", "\\N", "\\N", "\\N", "Cart"]
        let input = Array(Array(repeating: rows.joined(separator: "\n") + "\n", count: 10_000).joined().utf8)
        #expect(input.count > 256 * 1024)
        var outputs: [String] = []
        for worker in [nil, Worker(start: { $0() }, wait: {})] {
            let collector = Collector()
            let records = RecordRewriter(
                sink: collector.sink, align: true, placeholder: Array("\\N".utf8), worker: worker)
            try records.rewrite(input)
            try collector.sink.flush()
            outputs.append(collector.text)
        }
        #expect(outputs[0] == Array(repeating: expected.joined(separator: "\n") + "\n", count: 10_000).joined())
        #expect(outputs[1] == outputs[0])
    }
}
