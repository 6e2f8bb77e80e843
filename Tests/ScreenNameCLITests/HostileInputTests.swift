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
