import Foundation
import Testing

/// Every command the documentation shows with its output is run, and must print that output.
///
/// A `console` block in `README.md`, `PERFORMANCE.md` or `docs/*.md` holds commands after `$ ` (a line that ends in
/// `\` goes on on the next), each followed by what it prints on standard output, up to the next command or the end of
/// the block. They run in bash from the package's root, with the built `screenname` first on the `PATH`. Blocks of
/// other kinds (`sh`, `yaml`, `swift`) show commands without their output and are not run.
@Suite struct DocumentationCommandTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var command: String
        var output: String
        var testDescription: String { "\(file):\(line): \(command.prefix(60))" }
    }

    static let documents: [String] = {
        let docs =
            (try? FileManager.default.contentsOfDirectory(
                atPath: ToolRunner.packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "PERFORMANCE.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// The examples of one document.
    static func examples(in file: String) -> [Example] {
        let url = ToolRunner.packageRoot.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [Example] = []
        var index = 0
        var inConsole = false
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") {
                inConsole = !inConsole && line == "```console"
                index += 1
                continue
            }
            guard inConsole, line.hasPrefix("$ ") else {
                index += 1
                continue
            }
            let start = index + 1
            var command = String(line.dropFirst(2))
            while command.hasSuffix("\\"), index + 1 < lines.count {
                index += 1
                command += "\n" + lines[index]
            }
            index += 1
            var output = ""
            while index < lines.count, !lines[index].hasPrefix("$ "), !lines[index].hasPrefix("```") {
                output += lines[index] + "\n"
                index += 1
            }
            examples.append(Example(file: file, line: start, command: command, output: output))
        }
        return examples
    }

    static let allExamples: [Example] = documents.flatMap(examples(in:))

    @Test func theREADMEShowsCommandsWithTheirOutput() {
        #expect(Self.examples(in: "README.md").count >= 3)
    }

    @Test(arguments: allExamples)
    func commandPrintsWhatTheDocumentationShows(_ example: Example) throws {
        let directory = ToolRunner.binary.deletingLastPathComponent().path
        let outcome = try ToolRunner.run(
            ["-c", "set -o pipefail; " + example.command], in: ToolRunner.packageRoot,
            executable: URL(fileURLWithPath: "/bin/bash"),
            environment: ["PATH": "\(directory):/usr/bin:/bin", "LC_ALL": "C"])
        #expect(outcome.status == 0, "\(example.file):\(example.line): \(outcome.stderrText)")
        #expect(
            outcome.stdoutText == example.output,
            "\(example.file):\(example.line):\n\(GoldenTests.diff(expected: Data(example.output.utf8), actual: outcome.stdout))"
        )
    }

    /// The reference's table of options lists every option `--help` describes, and no other.
    @Test func theOptionsReferenceListsEveryOptionOfTheHelp() throws {
        func longNames(_ text: Substring) -> Set<String> {
            var names: Set<String> = []
            var rest = text[...]
            while let start = rest.range(of: "--") {
                var end = start.upperBound
                while end < rest.endIndex, rest[end].isLetter || rest[end] == "-" { end = rest.index(after: end) }
                names.insert(String(rest[start.lowerBound..<end]))
                rest = rest[end...]
            }
            return names
        }
        let help = try ToolRunner.run(["--help"]).stdoutText
        var described: Set<String> = []
        // An option's names and value stand in the first 26 columns, its description after them.
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            described.formUnion(longNames(line.prefix(26)))
        }
        let reference = try String(
            contentsOf: ToolRunner.packageRoot.appendingPathComponent("docs/reference.md"), encoding: .utf8)
        var listed: Set<String> = []
        for line in reference.split(separator: "\n") where line.hasPrefix("| `-") {
            listed.formUnion(longNames(line.split(separator: "|")[0]))
        }
        #expect(described.count >= 25)
        #expect(described.subtracting(listed).isEmpty, "missing from docs/reference.md")
        #expect(listed.subtracting(described).isEmpty, "not in --help")
    }
}
