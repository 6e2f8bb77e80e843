import Foundation
import Testing

/// Hostile input gets a bounded outcome and a clear message where one is due; the lines around it still go through.
@Suite struct HostileInputTests {
    static func shell(_ script: String, input: Data = Data()) throws -> ToolRunner.Outcome {
        try ToolRunner.run(
            ["-c", script], input: input, executable: URL(fileURLWithPath: "/bin/bash"),
            environment: ["BIN": ToolRunner.binary.path, "PATH": "/usr/bin:/bin"])
    }

    @Test func millionNestedAnglesAreNotAName() throws {
        let input = Data(String(repeating: "<", count: 1_000_000).utf8) + Data("\nMyApp.After\n".utf8)
        let outcome = try ToolRunner.run([], input: input)
        #expect(outcome.stdoutText == "After\n" && outcome.status == 0)
        let strict = try ToolRunner.run(["--strict"], input: input)
        #expect(strict.status == 1 && strict.stderrText.hasPrefix("screenname: <stdin>:1: not a type name"))
    }

    /// A `$s` identifier made of word substitutions that repeat a 400 KB word: each byte spells the whole word, which
    /// grew the decoder's arena to 4.2 GiB and then overflowed a span's length. The identifier is now bounded as it is
    /// spelled: the record is not decodable, reported under `--strict`, and the next record is named, in every mode.
    @Test func wordSubstitutionsOfALongWordAreBounded() throws {
        let word = String(repeating: "a", count: 400_000)
        let record = "$s\(word.utf8.count)\(word)0" + String(repeating: "a", count: 500_000) + "A0VN"
        let names = try ToolRunner.run(["--strict"], input: Data((record + "\nMyApp.After\n").utf8))
        #expect(names.stdoutText == "After\n" && names.status == 1)
        #expect(names.stderrText.hasPrefix("screenname: <stdin>:1: not decodable: too many parts"))
        let text = try ToolRunner.run(["-o"], input: Data(("log " + record + " <MyApp.After: 0x1>\n").utf8))
        #expect(text.stdoutText == "After\n" && text.status == 0)
        // Peak memory, where the system's time(1) can say it.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/time") {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString)")
            try Data((record + "\n").utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let timed = try Self.shell("/usr/bin/time -f %M \"$BIN\" '\(file.path)' 2>&1 >/dev/null")
            let kibibytes = Int(timed.stdoutText.split(separator: "\n").last ?? "") ?? .max
            #expect(kibibytes < 16 * 1024, "peak memory \(kibibytes) KiB")
        }
    }

    /// A quoted field open over 300,000 short lines was scanned again from its start at every line (5 s for 600 KB,
    /// 275 s for 10 MB); read as a parity of each line, it takes linear time, with the same output.
    @Test func quotesOpenOverManyLinesTakeLinearTime() throws {
        let input = "a,screen\n1,\"" + String(repeating: "x\n", count: 300_000) + "\",MyApp.Home\n2,MyApp.HomeView\n"
        let start = Date()
        let outcome = try ToolRunner.run(["--csv", "--column", "screen"], input: Data(input.utf8))
        let seconds = Date().timeIntervalSince(start)
        #expect(outcome.status == 0)
        #expect(outcome.stdoutText == input.replacingOccurrences(of: "2,MyApp.HomeView", with: "2,HomeView"))
        #expect(seconds < 3, "\(seconds) s")
    }

    /// A reader that goes away ends the run quietly, but keeps the status of what was reported before it: `--strict`
    /// found a line that is no type name, so the run exits 1, not 0.
    @Test func aClosedPipeKeepsTheStrictStatus() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strict-\(UUID().uuidString)")
        try Data(("hello world\n" + String(repeating: "MyApp.HomeView\n", count: 200_000)).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try Self.shell(
            "\"$BIN\" --strict '\(file.path)' 2>/dev/null | head -c 10 >/dev/null; echo \"${PIPESTATUS[0]}\"")
        #expect(outcome.stdoutText == "1\n")
    }

    @Test func deepGenericNestingIsRefusedWithAMessage() throws {
        let deep = String(repeating: "A<", count: 300) + "B" + String(repeating: ">", count: 300)
        let outcome = try ToolRunner.run(["--strict"], input: Data((deep + "\n").utf8))
        #expect(outcome.status == 1)
        #expect(outcome.stderrText.contains("nesting deeper than 200 levels"))
    }

    @Test func hundredMegabyteLineWithoutNewline() throws {
        let input = Data("MyApp.Before\n".utf8) + Data(repeating: UInt8(ascii: "A"), count: 100_000_000)
        let outcome = try ToolRunner.run([], input: input)
        #expect(outcome.stdoutText == "Before\n")
        #expect(outcome.stderrText == "screenname: <stdin>:2: record longer than 1048576 bytes, skipped\n")
        #expect(outcome.status == 0)
    }

    @Test func tenMegabytesOfDots() throws {
        let outcome = try ToolRunner.run(["--in-text"], input: Data(repeating: UInt8(ascii: "."), count: 10_000_000))
        #expect(outcome.stdout.count == 10_000_000 && outcome.status == 0)
        let named = try ToolRunner.run([], input: Data(repeating: UInt8(ascii: "."), count: 10_000_000))
        #expect(named.stdout.isEmpty && named.status == 0)
    }

    @Test func nulBytesAreNoNamesButRecordsAroundThemGoThrough() throws {
        let outcome = try ToolRunner.run(["--align"], input: Data("MyApp.Home\u{0}World\nMyApp.Next\n".utf8))
        #expect(outcome.stdoutText == "\nNext\n" && outcome.status == 0)
    }

    @Test func binaryFileRunsToTheEnd() throws {
        let outcome = try ToolRunner.run(["/bin/ls"])
        #expect(outcome.status == 0)
        let inText = try ToolRunner.run(["--in-text", "/bin/ls"])
        #expect(inText.stdout == (try Data(contentsOf: URL(fileURLWithPath: "/bin/ls"))))
    }

    @Test func closedStandardInputIsAnError() throws {
        let outcome = try Self.shell("\"$BIN\" <&-")
        #expect(outcome.status == 2)
        #expect(outcome.stderrText == "screenname: <stdin>: read error: bad file descriptor\n")
    }

    @Test func closedStandardOutputIsAnError() throws {
        let outcome = try Self.shell("echo MyApp.Home | \"$BIN\" >&-")
        #expect(outcome.status == 2)
        #expect(outcome.stderrText == "screenname: write error: bad file descriptor\n")
    }

    @Test func hugeIdentifierLengthIsNotDecodable() throws {
        let outcome = try ToolRunner.run(["--strict"], input: Data("_TtC99999999999A\n".utf8))
        #expect(outcome.status == 1 && outcome.stderrText.contains("identifier length too large"))
    }

    /// The lengths `recordLimitIsExact` tries, and whether a record of each is named.
    static let recordLengths: [(Int, Bool)] =
        [(1 << 20, true)] + [1, 64 << 10, 128 << 10, 256 << 10].map { ((1 << 20) + $0, false) }

    /// The documented limit is the enforced one, whatever the reads' sizes: a record of 1 MiB is named, and one
    /// byte more (or 256 KiB more, the size of a read, or half or a quarter of it) is skipped with the message.
    @Test(arguments: HostileInputTests.recordLengths)
    func recordLimitIsExact(length: Int, named: Bool) throws {
        let record = "MyApp." + String(repeating: "A", count: length - 6)
        let outcome = try ToolRunner.run([], input: Data((record + "\nMyApp.Home\n").utf8))
        let lines = outcome.stdoutText.split(separator: "\n")
        #expect(lines.last == "Home")
        #expect(lines.count == (named ? 2 : 1))
        #expect(outcome.stderrText.contains("record longer than 1048576 bytes, skipped") != named)
        #expect(outcome.status == 0)
    }

    /// A diagnostic quotes the record with its control bytes escaped, so that no input can drive the terminal.
    @Test func strictDiagnosticsEscapeControlBytes() throws {
        let outcome = try ToolRunner.run(["--strict"], input: Data("bad\u{1B}[31mred\u{07}\n".utf8))
        #expect(outcome.status == 1)
        #expect(!outcome.stderr.contains(0x1B) && !outcome.stderr.contains(0x07))
        #expect(outcome.stderrText.contains(#"bad\x1b[31mred\x07"#), "\(outcome.stderrText)")
    }
}
