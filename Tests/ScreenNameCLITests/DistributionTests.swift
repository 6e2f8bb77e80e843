import Foundation
import Testing

/// The tool installs, documents and completes itself the way command-line tools do, from one version and one help text.
@Suite struct DistributionTests {
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws
        -> ToolRunner.Outcome
    {
        try ToolRunner.run(arguments, executable: URL(fileURLWithPath: executable), environment: environment)
    }

    static var version: String {
        let source = try! String(
            contentsOf: ToolRunner.packageRoot.appendingPathComponent("Sources/screenname/Version.swift"),
            encoding: .utf8)
        return String(source.split(separator: "\"")[1])
    }

    @Test func installsIntoADestinationAndRuns() throws {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent(
            "screenname-install-\(getpid())")
        defer { try? FileManager.default.removeItem(at: destination) }
        let install = try Self.run(
            "/usr/bin/make",
            [
                "-C", ToolRunner.packageRoot.path, "--no-print-directory", "install-files",
                "DESTDIR=\(destination.path)", "PREFIX=/usr", "RELEASE_BIN=\(ToolRunner.binary.path)",
            ])
        #expect(install.status == 0, "\(install.stderrText)")
        let root = destination.path + "/usr"
        let installed = try Self.run(root + "/bin/screenname", ["--version"])
        #expect(installed.stdoutText == Self.version + "\n")
        let named = try ToolRunner.run(
            [], input: Data("_TtCC5MyApp5Outer5Inner\n".utf8),
            executable: URL(fileURLWithPath: root + "/bin/screenname"))
        #expect(named.stdoutText == "Outer.Inner\n")

        let built = try FileManager.default.attributesOfItem(atPath: ToolRunner.binary.path)[.size] as? Int ?? 0
        let stripped = try FileManager.default.attributesOfItem(atPath: root + "/bin/screenname")[.size] as? Int ?? 0
        #expect(stripped < built, "the installed binary keeps its symbols: \(stripped) of \(built) bytes")
        let manual = try String(contentsOfFile: root + "/share/man/man1/screenname.1", encoding: .utf8)
        #expect(manual == (try ToolRunner.run(["--generate-manual"]).stdoutText))
        let completions = [
            ("bash", root + "/share/bash-completion/completions/screenname"),
            ("zsh", root + "/share/zsh/site-functions/_screenname"),
            ("fish", root + "/share/fish/vendor_completions.d/screenname.fish"),
        ]
        for (shell, path) in completions {
            let script = try String(contentsOfFile: path, encoding: .utf8)
            #expect(script == (try ToolRunner.run(["--generate-completion-script", shell]).stdoutText), "\(path)")
        }
        let uninstall = try Self.run(
            "/usr/bin/make",
            [
                "-C", ToolRunner.packageRoot.path, "--no-print-directory", "uninstall", "DESTDIR=\(destination.path)",
                "PREFIX=/usr",
            ])
        #expect(uninstall.status == 0 && !FileManager.default.fileExists(atPath: root + "/bin/screenname"))
    }

    /// The man page renders in groff without warnings.
    @Test(.enabled(if: commandIsInstalled("groff"), "groff is not installed"))
    func manualRendersInGroff() throws {
        let manual = try Self.manualFile()
        defer { try? FileManager.default.removeItem(atPath: manual) }
        let rendered = try Self.run("/usr/bin/env", ["groff", "-man", "-Tutf8", "-ww", manual])
        #expect(rendered.status == 0 && rendered.stderr.isEmpty, "\(rendered.stderrText)")
        #expect(rendered.stdoutText.contains("screenname \(Self.version)"))
    }

    /// The man page opens in man.
    @Test(.enabled(if: commandIsInstalled("man"), "man is not installed"))
    func manualOpensInMan() throws {
        let manual = try Self.manualFile()
        defer { try? FileManager.default.removeItem(atPath: manual) }
        let page = try Self.run(
            "/usr/bin/env", ["man", "-l", manual],
            environment: ["MANPAGER": "cat", "PAGER": "cat", "PATH": "/usr/bin:/bin"])
        #expect(page.status == 0 && page.stdoutText.contains("--in-text"))
    }

    /// Writes the man page to a temporary file and returns its path.
    static func manualFile() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "screenname-\(getpid())-\(UUID().uuidString).1"
        ).path
        try ToolRunner.run(["--generate-manual"]).stdout.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The release build carries the Swift runtime in itself: it runs with an empty environment. `make test` says
    /// where the release build is; a plain `swift test` has none to check.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["SCREENNAME_RELEASE_BIN"] != nil,
            "run by make test, which names the release build"))
    func staticReleaseBinaryRunsInACleanEnvironment() throws {
        let path = try #require(ProcessInfo.processInfo.environment["SCREENNAME_RELEASE_BIN"])
        let outcome = try ToolRunner.run(
            [], input: Data("$s5MyApp18HomeViewControllerCN\n".utf8),
            executable: URL(fileURLWithPath: path), environment: [:])
        #expect(outcome.stdoutText == "HomeViewController\n" && outcome.status == 0)
        #if os(Linux)
            let libraries = try Self.run("/usr/bin/env", ["ldd", path])
            #expect(!libraries.stdoutText.contains("libswiftCore"), "\(libraries.stdoutText)")
        #endif
    }

    @Test func versionManualAndChangelogAgree() throws {
        #expect(try ToolRunner.run(["--version"]).stdoutText == Self.version + "\n")
        #expect(try ToolRunner.run(["--generate-manual"]).stdoutText.contains("\"screenname \(Self.version)\""))
        let changelog = try String(
            contentsOf: ToolRunner.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n").first {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
        }
        #expect(
            released?.hasPrefix("## [\(Self.version)]") == true,
            "newest release in CHANGELOG.md is \(released ?? "none")")
    }

    /// One table drives the parser, the help, the man page and the completions: every option `--help` describes is
    /// one the binary takes (with a value where the help shows one), and the man page and each completion offer it;
    /// so for each subcommand and its own `--help`.
    @Test(arguments: [[], ["lint"], ["hierarchy"]])
    func helpDescribesExactlyTheOptions(subcommand: [String]) throws {
        let help = try ToolRunner.run(subcommand + ["--help"]).stdoutText
        let manual = try ToolRunner.run(["--generate-manual"]).stdoutText
        let completions = try ["bash", "zsh", "fish"].map {
            try ToolRunner.run(["--generate-completion-script", $0]).stdoutText
        }
        // Option lines of --help start with two spaces and the option's names, then the value's placeholder, or
        // `[=<file>]` right after the name for a value that may be given inline.
        var described: [(name: String, takesValue: Bool, inline: Bool)] = []
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            let words = line.split(separator: " ")
            let takesValue = words.contains { $0.hasPrefix("<") }
            for word in words.prefix(while: { $0.hasPrefix("-") }) {
                let name = word.split(separator: "[").first.map(String.init) ?? String(word)
                described.append(
                    (name.trimmingCharacters(in: CharacterSet(charactersIn: ",")), takesValue, name != word))
            }
        }
        #expect(described.count >= (subcommand.isEmpty ? 20 : 5))
        for (option, takesValue, inline) in described {
            let outcome = try ToolRunner.run(
                subcommand
                    + (takesValue ? [option, "x", "/dev/null"] : [inline ? option + "=x" : option, "/dev/null"]))
            #expect(!outcome.stderrText.contains("unknown option"), "the parser does not take \(option)")
            #expect(
                !outcome.stderrText.contains(takesValue ? "takes no value" : "needs a value"),
                "\(option): \(outcome.stderrText)")
            #expect(
                manual.contains(option.replacingOccurrences(of: "-", with: "\\-")),
                "\(option) is missing from the man page")
            let bare = option.drop { $0 == "-" }
            for (shell, script) in zip(["bash", "zsh", "fish"], completions) {
                #expect(
                    script.contains(shell == "fish" ? String(bare) : option),
                    "\(option) is missing from the \(shell) completion")
            }
        }
        #expect(
            try ToolRunner.run(subcommand + ["--no-such-option"]).stderrText.contains(
                "unknown option '--no-such-option'"))
    }

    /// The README's configuration example is the one the golden case `config-readme` runs, word for word.
    @Test func readmeConfigurationExampleIsAGoldenCase() throws {
        let readme = try String(contentsOf: ToolRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let fixture = try String(
            contentsOf: ToolRunner.packageRoot.appendingPathComponent("Fixtures/cli/config-readme/screenname.conf"),
            encoding: .utf8)
        #expect(readme.contains("```\n" + fixture + "```\n"))
    }

    @Test func helpWrapsToTheTerminalWidth() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "60"
        let narrow = try ToolRunner.run(["--help"], environment: environment).stdoutText
        // A line may run over only where one word alone is longer than the width.
        let long = narrow.split(separator: "\n").filter {
            $0.count > 60 && !$0.contains("USAGE") && !$0.hasPrefix("  ") && $0.contains(" ")
        }
        #expect(long.isEmpty, "\(long)")
        #expect(narrow.contains("OPTIONS:") && narrow.contains("EXAMPLES:"))
        // lint's help too; an option's description is never narrower than 40 columns, so there a line may reach
        // the description's column (26) and 40 more.
        let lint = try ToolRunner.run(["lint", "--help"], environment: environment).stdoutText
        let lintLong = lint.split(separator: "\n").filter {
            $0.count > ($0.hasPrefix("  ") ? 66 : 60) && $0.contains(" ")
        }
        #expect(lintLong.isEmpty, "\(lintLong)")
        let hierarchy = try ToolRunner.run(["hierarchy", "--help"], environment: environment).stdoutText
        let hierarchyLong = hierarchy.split(separator: "\n").filter {
            $0.count > ($0.hasPrefix("  ") ? 66 : 60) && $0.contains(" ")
        }
        #expect(hierarchyLong.isEmpty, "\(hierarchyLong)")
    }
}

/// Whether a command is on the path (a function outside the suite, so that its tests' traits can ask).
func commandIsInstalled(_ name: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "command -v \(name) > /dev/null"]
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}
