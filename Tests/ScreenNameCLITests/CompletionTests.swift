import Foundation
import Testing

/// Each shell's completion offers what a user expects when they press tab: the subcommands first, an option again
/// when it is repeatable, the listed words or folders for a value, and no file names where a value is no file. The
/// shells run for real on the generated scripts (`Fixtures/completion/ask.*` ask each one what it offers); `.ci/run`
/// installs zsh and fish where they are missing, and without them their cases say they are skipped.
@Suite struct CompletionTests {
    /// A command line as typed before the tab, and what the offers must hold and must not hold.
    struct Case: CustomTestStringConvertible, Sendable {
        var line: String
        var offers: Set<String>
        var never: Set<String> = []
        var testDescription: String { "'\(line)'" }
    }

    static let cases = [
        Case(line: "screenname ", offers: ["lint", "hierarchy", "app.log"]),
        Case(line: "screenname --de", offers: ["--deny"]),
        Case(line: "screenname --deny Foo --de", offers: ["--deny"]),
        Case(line: "screenname --column ", offers: [], never: ["app.log", "Sources"]),
        Case(line: "screenname --json-key ", offers: [], never: ["app.log", "Sources"]),
        Case(line: "screenname --threads ", offers: ["1", "2"], never: ["app.log"]),
        Case(line: "screenname --where ", offers: ["Sources"], never: ["app.log"]),
        Case(line: "screenname lint --format ", offers: ["text", "github", "json"], never: ["app.log"]),
        Case(line: "screenname lint --exclude Tests --ex", offers: ["--exclude"]),
        Case(line: "screenname lint ", offers: ["Sources"], never: ["app.log", "lint"]),
        Case(line: "screenname hierarchy --tr", offers: ["--tree"]),
    ]

    @Test(arguments: cases) func bash(_ example: Case) throws { try Self.check(example, shell: "bash") }

    @Test(.enabled(if: commandIsInstalled("zsh"), "zsh is not installed"), arguments: cases)
    func zsh(_ example: Case) throws { try Self.check(example, shell: "zsh") }

    @Test(.enabled(if: commandIsInstalled("fish"), "fish is not installed"), arguments: cases)
    func fish(_ example: Case) throws { try Self.check(example, shell: "fish") }

    /// Asks `shell` what it offers for the case's line in a folder holding `Sources/` and `app.log`.
    static func check(_ example: Case, shell: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "screenname-completion-\(shell)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("log\n".utf8).write(to: folder.appendingPathComponent("app.log"))
        // zsh loads `_screenname` from a folder on its function path; the others source the file.
        let script = folder.appendingPathComponent(shell == "zsh" ? "_screenname" : "screenname.\(shell)")
        try ToolRunner.run(["--generate-completion-script", shell]).stdout.write(to: script)
        let ask = ToolRunner.packageRoot.appendingPathComponent("Fixtures/completion/ask.\(shell)").path
        let target = shell == "zsh" ? folder.path : script.path
        let extra = shell == "fish" ? " --no-config" : ""
        let outcome = try ToolRunner.run(
            [
                "-c", "cd \"$1\" && exec \(shell)\(extra) \"$2\" \"$3\" \"$4\"", "sh", folder.path, ask, target,
                example.line,
            ],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(outcome.status == 0, "\(shell): \(outcome.stderrText)")
        let offered = Set(
            outcome.stdoutText.split(separator: "\n").map { $0.hasSuffix("/") ? String($0.dropLast()) : String($0) })
        #expect(example.offers.isSubset(of: offered), "\(shell) offered \(offered.sorted())")
        #expect(example.never.isDisjoint(with: offered), "\(shell) offered \(offered.sorted())")
        if example.offers.isEmpty { #expect(offered.isEmpty, "\(shell) offered \(offered.sorted())") }
    }
}
