import Foundation
import Testing

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

    /// The renderings a runtime fixture row may have; any other value means a malformed row.
    static let knownForms: Set<String> = [
        "reflecting", "typeName", "describing", "mangled", "symbol", "objc", "demangled", "valueDescribing",
        "valueReflecting",
    ]

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
            precondition(fields.count == 3 && knownForms.contains(fields[1]), "malformed fixture row: \(line)")
            rows.append(
                RuntimeRow(expected: fields[0].isEmpty ? nil : fields[0], form: fields[1], input: fields[2], note: note)
            )
        }
        return rows
    }()

    /// One row of `Fixtures/manglings/swift-repo.tsv`: a mangling and what `swift-demangle` reads in it.
    struct ManglingRow: CustomTestStringConvertible, Sendable {
        var mangled: String
        var reference: String
        var testDescription: String { mangled }
    }

    /// The Swift repository's type manglings with their `swift-demangle --compact` reading.
    static let swiftRepoManglings = manglingRows("manglings/swift-repo.tsv")

    /// The compiler's symbols for the runtime probe's private and local types, with `swift-demangle`'s reading.
    static let localSymbols = manglingRows("runtime/local-symbols.tsv")

    /// The rows of a fixture of manglings and their readings, one a line, tab-separated, `#` lines skipped.
    static func manglingRows(_ path: String) -> [ManglingRow] {
        let text = try! String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            precondition(fields.count == 2, "malformed fixture row: \(line)")
            return ManglingRow(mangled: fields[0], reference: fields[1])
        }
    }

    /// The runtime rows of the given forms.
    static func runtimeRows(_ forms: Set<String>) -> [RuntimeRow] {
        runtimeRows.filter { forms.contains($0.form) }
    }
}
