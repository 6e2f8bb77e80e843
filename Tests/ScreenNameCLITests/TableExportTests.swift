import Foundation
import Testing

/// `--csv` and `--tsv` rewrite one column and nothing else.
@Suite struct TableExportTests {
    /// Reads a whole CSV document by RFC 4180, written apart from the tool's reader: records of fields, each field
    /// as written (quotes included), with the line break that ended its record.
    static func parse(_ text: [UInt8]) -> [(fields: [[UInt8]], end: [UInt8])] {
        var records: [(fields: [[UInt8]], end: [UInt8])] = []
        var fields: [[UInt8]] = []
        var field: [UInt8] = []
        var quoted = false
        var index = 0
        while index < text.count {
            let byte = text[index]
            if quoted {
                field.append(byte)
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < text.count, text[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                    }
                }
            } else if byte == UInt8(ascii: "\""), field.isEmpty {
                quoted = true
                field.append(byte)
            } else if byte == UInt8(ascii: ",") {
                fields.append(field)
                field = []
            } else if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && index + 1 < text.count && text[index + 1] == UInt8(ascii: "\n"))
            {
                fields.append(field)
                field = []
                let end: [UInt8] = byte == UInt8(ascii: "\r") ? [13, 10] : [10]
                records.append((fields, end))
                fields = []
                index += end.count
                continue
            } else {
                field.append(byte)
            }
            index += 1
        }
        if !field.isEmpty || !fields.isEmpty { records.append((fields + [field], [])) }
        return records
    }

    /// The names a column holds, from the runtime fixtures, and the other columns' traps.
    static let names = [
        "SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.HomeView, SwiftUI._PaddingLayout>>",
        "_TtGC7SwiftUI19UIHostingControllerV5MyApp8HomeView_", "MyApp.Settings.RootView", "UINavigationController",
        "$s5MyApp18HomeViewControllerCN", "", "not a name",
    ]
    static let others = [
        "plain", "\"Smith, J\"", "\"said \"\"hi\"\"\"", "\"two\nlines\"", "\"crlf\r\ninside\"", "", "1.5",
    ]

    @Test func onlyTheSelectedFieldChanges() throws {
        var random = SplitMix(state: 17)
        for round in 0..<20 {
            let width = Int.random(in: 2...6, using: &random)
            let column = Int.random(in: 0..<width, using: &random)
            let lineEnd = round % 2 == 0 ? "\r\n" : "\n"
            var rows = [(0..<width).map { $0 == column ? "screen" : "c\($0)" }]
            for _ in 0..<30 {
                rows.append(
                    (0..<width).map { index in
                        index == column
                            ? "\""
                                + Self.names.randomElement(using: &random)!.replacingOccurrences(of: "\"", with: "\"\"")
                                + "\""
                            : Self.others.randomElement(using: &random)!
                    })
            }
            let input = Array((rows.map { $0.joined(separator: ",") }.joined(separator: lineEnd) + lineEnd).utf8)
            let outcome = try ToolRunner.run(["--csv", "--column", "screen"], input: Data(input))
            #expect(outcome.status == 0, "\(outcome.stderrText)")
            let before = Self.parse(input)
            let after = Self.parse(Array(outcome.stdout))
            #expect(before.count == after.count)
            for (old, new) in zip(before, after) {
                #expect(old.fields.count == new.fields.count)
                #expect(old.end == new.end)
                for index in old.fields.indices where index != column {
                    #expect(old.fields[index] == new.fields[index], "field \(index) changed")
                }
            }
            // The selected field holds the display name, unquoted: no display name needs quotes. A value that is no
            // type name (a screen named by hand) is the field as it came, quotes and all.
            let named = after.dropFirst().map { String(decoding: $0.fields[column], as: UTF8.self) }
            #expect(
                Set(named).isSubset(of: ["HomeView", "Settings.RootView", "HomeViewController", "", "\"not a name\""]),
                "\(Set(named))")
        }
    }

    /// JSON Lines of the BigQuery shape with other members around: after `--json-key`, every line parses to the
    /// same value as before except at the selected paths, and every other byte of the line is where it was.
    @Test func jsonKeyChangesOnlyTheSelectedStrings() throws {
        var random = SplitMix(state: 23)
        var lines: [String] = []
        for index in 0..<200 {
            let name = Self.names.filter { !$0.isEmpty }.randomElement(using: &random)!
            let spacing = index % 2 == 0 ? " " : ""
            lines.append(
                #"{"n":\#(index),\#(spacing)"event_params":[{"key":"engagement","value":{"int_value":\#(index * 7)}},"#
                    + #"{"key":"firebase_screen_class",\#(spacing)"value":{"string_value":"\#(name)"}}],"note":"a \"quote\" \u00e9"}"#
            )
        }
        let input = lines.joined(separator: "\n") + "\n"
        let outcome = try ToolRunner.run(
            ["--json-key", "event_params[key=firebase_screen_class].value.string_value"], input: Data(input.utf8))
        #expect(outcome.status == 0)
        let outputLines = outcome.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(outputLines.count == lines.count)
        for (before, after) in zip(lines, outputLines) {
            var old = try JSONSerialization.jsonObject(with: Data(before.utf8)) as! [String: Any]
            var new = try JSONSerialization.jsonObject(with: Data(after.utf8)) as! [String: Any]
            // Blank out the one selected string on both sides; then the values must be equal.
            var oldParams = old["event_params"] as! [[String: Any]]
            var newParams = new["event_params"] as! [[String: Any]]
            let named = (newParams[1]["value"] as! [String: Any])["string_value"]
            #expect(named is String || named is NSNull)
            oldParams[1]["value"] = [:] as [String: Any]
            newParams[1]["value"] = [:] as [String: Any]
            old["event_params"] = oldParams
            new["event_params"] = newParams
            #expect(NSDictionary(dictionary: old).isEqual(to: new), "\(after)")
            // Outside the selected string, the bytes are the input's.
            #expect(after.hasPrefix(before[..<before.range(of: "\"string_value\":")!.upperBound]))
            #expect(after.hasSuffix(before[before.range(of: "}],\"note\"")!.lowerBound...]))
        }
    }

    /// A small deterministic generator (SplitMix64), so that every run builds the same tables.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
