import Foundation
import Testing

/// Large inputs named on two threads come out byte for byte as on one: every mode that splits its runs, over inputs
/// made of the runtime's and the fixtures' names, with records that straddle the place a run is cut.
@Suite struct ThreadedRunTests {
    /// The runtime's names (the input column of the generated fixture), the toolchain's manglings and the demo's.
    static let names: [String] = {
        let runtime = (try? String(contentsOf: fixture("runtime/names.tsv"), encoding: .utf8)) ?? ""
        let inputs = runtime.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
            $0.split(separator: "\t", omittingEmptySubsequences: false).last.map(String.init)
        }
        return inputs + lines("manglings/swift-repo.txt") + lines("demo/names.txt")
    }()

    static func fixture(_ path: String) -> URL {
        ToolRunner.packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(path)
    }

    static func lines(_ path: String) -> [String] {
        ((try? String(contentsOf: fixture(path), encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The bytes of `pieces` repeated to past `size`, each piece joined by `separator`.
    static func repeated(_ pieces: [String], separator: String = "\n", size: Int = 1_500_000) -> Data {
        var text = ""
        var index = 0
        while text.utf8.count < size {
            text += pieces[index % pieces.count] + separator
            index += 1
        }
        return Data(text.utf8)
    }

    /// Runs the tool over `input` as a file (so that reads are whole chunks, and runs large enough to be split) with
    /// one thread and with two, and expects the same output and status; returns the output.
    @discardableResult
    static func expectSameOnOneAndTwoThreads(_ arguments: [String], input: Data) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("threaded-\(UUID().uuidString)")
        try input.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let one = try ToolRunner.run(["--threads", "1"] + arguments + [file.path])
        let two = try ToolRunner.run(["-j", "2"] + arguments + [file.path])
        #expect(one.status == 0 && two.status == one.status, "\(arguments)")
        #expect(one.stderrText == two.stderrText, "\(arguments)")
        #expect(
            two.stdout == one.stdout,
            "\(arguments): the outputs differ first at byte \(firstDifference(one.stdout, two.stdout))")
        return two.stdout
    }

    static func firstDifference(_ a: Data, _ b: Data) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }

    @Test(arguments: [[], ["--align"], ["--leaf"], ["--module"], ["--mangled", "--align"]])
    func namesPerLine(_ arguments: [String]) throws {
        let output = try Self.expectSameOnOneAndTwoThreads(arguments, input: Self.repeated(Self.names))
        #expect(output.count > 100_000)
    }

    /// Route values: the command's route fixture, whose payloads hold quotes, commas and parentheses, among the
    /// names (most of which read as routes too, and the rest as none).
    @Test func routeValues() throws {
        let input = Self.repeated(Self.lines("cli/route/stdin") + Self.names)
        let output = try Self.expectSameOnOneAndTwoThreads(["--route", "--align"], input: input)
        #expect(String(decoding: output, as: UTF8.self).contains("\nRoute.profile\n"))
    }

    @Test func nulSeparatedNames() throws {
        try Self.expectSameOnOneAndTwoThreads(["-z"], input: Self.repeated(Self.names, separator: "\0"))
    }

    /// Every in-text fixture's input, whole, one after another.
    static let text: [String] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: fixture("cli").path)) ?? []
        return folders.filter { $0.hasPrefix("in-text") }.sorted().compactMap {
            (try? Data(contentsOf: fixture("cli/\($0)/stdin"))).map { String(decoding: $0, as: UTF8.self) }
        }
    }()

    /// `-o --json` prints each name's line: the later half of a split run once numbered its lines from 0 (found by
    /// the command's fuzz target), so it is not split.
    @Test(arguments: [["--in-text"], ["--in-text", "--leaf"], ["--in-text", "-o"], ["-o", "--json"]])
    func namesInText(_ arguments: [String]) throws {
        #expect(Self.text.count >= 5)
        let input = Self.repeated(Self.text, separator: "")
        let output = try Self.expectSameOnOneAndTwoThreads(arguments, input: input)
        #expect(output != input)
    }

    /// A table with the screen column third; in CSV, the names are quoted and every third row's note holds a line
    /// break, so that a run is often cut inside a record.
    static func table(separator: String, lineEnd: String) -> Data {
        let csv = separator == ","
        var rows = ["event_date\(separator)user\(separator)screen_class\(separator)note"]
        for (index, name) in names.enumerated() where csv || !name.contains("\t") {
            let quoted = csv ? "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : name
            let note = csv && index % 3 == 0 ? "\"said \"\"hi\"\"\nthen left\"" : "plain"
            rows.append(["2026-11-30", "u\(index)", quoted, note].joined(separator: separator))
        }
        return repeated(rows.dropFirst().map { $0 }, separator: lineEnd).prefixed(by: rows[0] + lineEnd)
    }

    @Test(arguments: ["\n", "\r\n"])
    func csvWithLineBreaksInQuotes(_ lineEnd: String) throws {
        let input = Self.table(separator: ",", lineEnd: lineEnd)
        let output = try Self.expectSameOnOneAndTwoThreads(["--csv", "--column", "screen_class"], input: input)
        #expect(output != input)
        try Self.expectSameOnOneAndTwoThreads(["--csv", "--column", "3", "--leaf"], input: input)
        try Self.expectSameOnOneAndTwoThreads(["--csv", "--column", "screen_class", "--route"], input: input)
    }

    @Test func tsv() throws {
        let input = Self.table(separator: "\t", lineEnd: "\n")
        let output = try Self.expectSameOnOneAndTwoThreads(["--tsv", "--column", "screen_class"], input: input)
        #expect(output != input)
    }

    /// A reader that goes away while both threads are naming ends the run quietly, as with one thread.
    @Test func closedPipeWhileSplitting() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("threaded-\(UUID().uuidString)")
        try Self.repeated(Self.names, size: 20_000_000).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try HostileInputTests.shell(
            "\"$BIN\" -j 2 '\(file.path)' | head -c 1000 >/dev/null; echo \"${PIPESTATUS[0]}\"")
        #expect(outcome.stdoutText == "0\n")
    }

    /// The deepest name the parsers accept (199 generic levels) needs more stack than 320 KiB. Placed last in a file
    /// that one read brings whole, it falls in the later half of the run that is split, which the helper names:
    /// under `ulimit -s 320` the reading thread cannot name it (the control), a pipe is never split, and the split
    /// file is named whole because the helper's stack is set to 8 MiB rather than taken from the limit. The run
    /// succeeding is also the proof that a split happened.
    @Test func deepestNameIsNamedOnTheHelperUnderASmallStackLimit() throws {
        #if os(Linux)
            let names = Self.lines("demo/names.txt")
            var text = ""
            var index = 0
            while text.utf8.count < 200_000 {
                text += names[index % names.count] + "\n"
                index += 1
            }
            var deep = "MyApp.Screen"
            for _ in 0..<199 { deep = "Swift.Optional<\(deep)>" }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("deep-\(UUID().uuidString)")
            try Data((text + deep + "\n").utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            func run(_ command: String) throws -> (lastLine: String, status: String) {
                let outcome = try HostileInputTests.shell(
                    "ulimit -s 320; \(command) | tail -n 1; echo \"${PIPESTATUS[0]}\"")
                let lines = outcome.stdoutText.split(separator: "\n").map(String.init)
                return (lines.dropLast().last ?? "", lines.last ?? "")
            }
            let split = try run("\"$BIN\" -j 2 '\(file.path)'")
            #expect(split.lastLine == "Screen" && split.status == "0")
            let oneThread = try run("\"$BIN\" -j 1 '\(file.path)'")
            #expect(oneThread.status != "0", "the reading thread names the deepest name under 320 KiB of stack")
            let piped = try run("\"$BIN\" -j 2 < <(cat '\(file.path)')")
            #expect(piped.status != "0", "a pipe's runs are split")
        #endif
    }

    /// One thread unless `-j 2` is given: on inputs with many distinct names two threads, each with a quarter of the
    /// cache, were slower than one.
    @Test func oneThreadIsTheDefault() throws {
        #if os(Linux)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("default-\(UUID().uuidString)")
            var deep = "MyApp.Screen"
            for _ in 0..<199 { deep = "Swift.Optional<\(deep)>" }
            var text = ""
            while text.utf8.count < 200_000 { text += "MyApp.HomeView\n" }
            try Data((text + deep + "\n").utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let outcome = try HostileInputTests.shell(
                "ulimit -s 320; \"$BIN\" '\(file.path)' | tail -n 1; echo \"${PIPESTATUS[0]}\"")
            #expect(!outcome.stdoutText.hasSuffix("\n0\n"), "the default split the run")
        #endif
    }

    @Test func threadCountIsOneOrTwo() throws {
        let outcome = try ToolRunner.run(["--threads", "3"])
        #expect(outcome.status == 2 && outcome.stderrText.hasPrefix("screenname: --threads: use 1 or 2, not '3'\n"))
    }
}

extension Data {
    fileprivate func prefixed(by text: String) -> Data { Data(text.utf8) + self }
}
