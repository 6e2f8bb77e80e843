import Foundation

/// Reads the checked-in fixture files that the tests compare against.
enum Fixtures {
    /// The package's `Fixtures` folder, found from this file's path so tests run from any directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// One row of `Fixtures/runtime/names.tsv`: a type as one rendering prints it, and its display name.
    struct RuntimeRow: CustomTestStringConvertible, Sendable {
        var expected: String?
        var form: String
        var input: String
        var note: String
        var testDescription: String { "\(form) \(input) (\(note))" }
    }

    /// The rows of the runtime fixture, each with the note of the probe that printed it.
    static let runtimeRows: [RuntimeRow] = {
        let text = try! String(contentsOf: root.appendingPathComponent("runtime/names.tsv"), encoding: .utf8)
        var note = ""
        var rows: [RuntimeRow] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# ") {
                note = String(line.dropFirst(2))
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            precondition(fields.count == 3, "malformed fixture row: \(line)")
            rows.append(RuntimeRow(expected: fields[0].isEmpty ? nil : fields[0], form: fields[1], input: fields[2], note: note))
        }
        return rows
    }()

    /// The runtime rows of the given forms.
    static func runtimeRows(_ forms: Set<String>) -> [RuntimeRow] {
        runtimeRows.filter { forms.contains($0.form) }
    }
}

import Testing
