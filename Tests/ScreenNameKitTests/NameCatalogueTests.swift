import ScreenNameKit
import Testing

/// Tracking plans in the formats teams keep them in, read into names and their lines.
@Suite struct NameCatalogueTests {
    func entries(_ text: String, _ format: NameCatalogue.Format, column: String? = nil) throws -> [String] {
        var text = text
        return try text.withUTF8 { bytes in
            try NameCatalogue.entries(in: bytes, format: format, column: column).map { "\($0.line):\($0.name)" }
        }
    }

    @Test(arguments: [
        ("plan.csv", NameCatalogue.Format.csv), ("Plan.TSV", .tsv), ("screens.json", .json), ("a/b.jsonl", .jsonl),
        ("events.ndjson", .jsonl), ("docs/PLAN.md", .markdown), ("x.markdown", .markdown), ("names.txt", .plain),
        ("names", .plain), ("dir.csv/names", .plain),
    ])
    func formatFromTheExtension(path: String, format: NameCatalogue.Format) {
        #expect(NameCatalogue.Format(path: path) == format)
    }

    /// A quoted field open over many lines was scanned again from its start at every line; read as a parity of
    /// each line, a catalogue takes linear time whatever its shape, with the same names.
    @Test func quotesOpenOverManyLinesTakeLinearTime() throws {
        let text = "a,screen\n\"" + String(repeating: "x\n", count: 200_000) + "\",MyApp.Home\n2,HomeView\n"
        let clock = ContinuousClock()
        var names: [String] = []
        let elapsed = try clock.measure { names = try entries(text, .csv) }
        #expect(names.count == 2 && names.first == "2:MyApp.Home" && names.last == "200003:HomeView")
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }

    @Test func plainLinesSkipBlanksAndComments() throws {
        #expect(
            try entries("# plan\nHomeView\n\n  MyApp.Detail  \r\n#x\n", .plain) == ["2:HomeView", "4:MyApp.Detail"])
    }

    @Test func csvFindsTheScreenColumnAcrossQuotedLineBreaksAndABOM() throws {
        let text =
            "\u{FEFF}Event,Screen_Name\r\nview,\"SwiftUI.UIHostingController<A.B, C>\"\r\nview,\"Home\nView\"\nx,Detail\n"
        #expect(try entries(text, .csv) == ["2:SwiftUI.UIHostingController<A.B, C>", "3:Home\nView", "5:Detail"])
    }

    @Test func theChosenColumnWinsAndAMissingOneIsAnError() throws {
        #expect(try entries("name\tclass\nHome\tMyApp.HomeView\n", .tsv, column: "CLASS") == ["2:MyApp.HomeView"])
        #expect(try entries("name\tclass\nHome\tMyApp.HomeView\n", .tsv) == ["2:Home"])
        #expect(throws: NameCatalogue.Error.self) { try entries("event,count\nview,1\n", .csv) }
        #expect(throws: NameCatalogue.Error.self) { try entries("screen\nHome\n", .csv, column: "class") }
    }

    @Test func jsonArraysOfStringsAndObjects() throws {
        let text = """
            [
              "HomeView",
              {"name": "My\\u0041pp.Detail", "event": "screen_view"},
              {"event": "app_open"},
              {"screen": "Other", "name": 3}
            ]
            """
        #expect(try entries(text, .json) == ["2:HomeView", "3:MyApp.Detail"])
        #expect(try entries(text, .json, column: "screen") == ["2:HomeView", "5:Other"])
        #expect(throws: NameCatalogue.Error.self) { try entries(#"{"name": "HomeView"}"#, .json) }
        #expect(throws: NameCatalogue.Error.self) { try entries("[\"HomeView\"", .json) }
    }

    @Test func jsonLinesOfStringsAndObjects() throws {
        #expect(try entries("{\"name\":\"A\"}\n\n\"B\"\r\n{\"x\":1}\n", .jsonl) == ["1:A", "3:B"])
        #expect(throws: NameCatalogue.Error.self) { try entries("{\"name\":\"A\"}\nnot json\n", .jsonl) }
    }

    @Test func markdownTablesWithTheColumn() throws {
        let text = """
            | Event | When |
            |---|---|
            | open | start |

            Some prose | with a bar.

            | Screen | Notes |
            | :--- | ---: |
            | `HomeView` | a \\| bar |
            | DetailView |
            | | empty |
            """
        #expect(try entries(text, .markdown) == ["9:HomeView", "10:DetailView"])
        #expect(try entries(text, .markdown, column: "event") == ["3:open"])
        #expect(throws: NameCatalogue.Error.self) { try entries("no table here\n", .markdown) }
        #expect(throws: NameCatalogue.Error.self) { try entries("| a | b |\n|---|---|\n| 1 | 2 |\n", .markdown) }
    }
}
