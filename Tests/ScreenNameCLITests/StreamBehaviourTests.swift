import Foundation
import Testing

/// How the binary behaves at the edges of a pipe: closed readers, full disks, huge records and every runtime name.
@Suite struct StreamBehaviourTests {
    /// Many input lines, so that output outgrows any pipe buffer.
    static let manyNames = Data(String(repeating: "MyApp.HomeView\n", count: 200_000).utf8)

    @Test func closedDownstreamIsAQuietSuccess() throws {
        let process = Process()
        process.executableURL = ToolRunner.binary
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: Self.manyNames)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        // Read one chunk, then close the reading end as `head -1` does.
        let first = stdout.fileHandleForReading.availableData
        try stdout.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(String(decoding: first, as: UTF8.self).hasPrefix("HomeView\n"))
        #expect(process.terminationStatus == 0)
        #expect(stderr.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    /// One record, written when the run ends, and many, written while it goes on.
    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "this system has no /dev/full"),
        arguments: [Data("MyApp.HomeView\n".utf8), manyNames])
    func fullDiskIsAnErrorWithOneMessage(input: Data) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let process = Process()
        process.executableURL = ToolRunner.binary
        let stdin = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = full
        process.standardError = stderr
        // The tool stops reading at the failure, so that writing the rest of its input meets a closed pipe.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message == "screenname: write error: no space left on device\n")
    }

    @Test func oversizedRecordIsReportedAndTheRestGoesThrough() throws {
        var input = Data("MyApp.Before\n".utf8)
        input.append(Data(repeating: UInt8(ascii: "A"), count: 3 << 20))
        input.append(Data("\nMyApp.After\n".utf8))
        let outcome = try ToolRunner.run(["--align"], input: input)
        #expect(outcome.stdoutText == "Before\n\nAfter\n")
        #expect(outcome.stderrText == "screenname: <stdin>:2: record longer than 1048576 bytes, skipped\n")
        #expect(outcome.status == 0)
        let strict = try ToolRunner.run(["--strict"], input: input)
        #expect(strict.status == 1)
    }

    /// Records of every length, ending at every offset of the reader's buffer, reach the namer whole, from a pipe
    /// (short reads) as from a file (full reads): `--json` echoes each record, so every byte is checked.
    @Test(arguments: [["--json", "--align"], ["--in-text"], ["--align", "--null"]])
    func recordsAcrossReadsComeOutWhole(arguments: [String]) throws {
        let separator = arguments.contains("--null") ? UInt8(0) : UInt8(ascii: "\n")
        var records: [String] = []
        var input = Data()
        var length = 0
        while input.count < 3 << 20 {
            // Lengths from 0 to about 5,000 bytes, so that records end at every offset of a buffer.
            length = (length * 7 + 13) % 5_003
            let module = ["MyApp", "Checkout", "Settings", "Profile"][records.count % 4]
            var record = "\(module).View\(records.count)" + String(repeating: "x", count: length)
            if records.count % 97 == 0 { record = "SwiftUI.UIHostingController<\(module).Screen\(records.count)>" }
            input.append(Data(record.utf8))
            if records.count % 97 == 0 { input.append(UInt8(ascii: "\r")) }
            input.append(separator)
            records.append(record)
        }
        input.append(Data(repeating: UInt8(ascii: "A"), count: (1 << 20) - 1))  // just under the limit
        input.append(separator)
        input.append(Data("MyApp.Last".utf8))  // no final separator
        // One file per case: the cases run in parallel.
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("screenname-reads-\(getpid())\(arguments.joined())")
        try input.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for outcome in [try ToolRunner.run(arguments, input: input), try ToolRunner.run(arguments + [file.path])] {
            #expect(outcome.status == 0 && outcome.stderr.isEmpty)
            let lines = outcome.stdout.split(separator: separator, omittingEmptySubsequences: false)
            // `--in-text` keeps the missing final separator missing.
            #expect(lines.count == records.count + (arguments.contains("--in-text") ? 2 : 3))
            if arguments.contains("--json") {
                let whole = zip(records, lines).allSatisfy { record, line in
                    line.starts(with: Data("{\"input\":\"\(record)\"".utf8))
                }
                #expect(whole && lines[records.count + 1].starts(with: Data("{\"input\":\"MyApp.Last\"".utf8)))
            }
        }
    }

    /// An export written as one JSON array on one line, longer than any record the reader holds, streams through
    /// element by element: every element rewritten, every other byte kept.
    @Test func aOneLineJSONArrayLongerThanTheRecordLimitIsRewrittenWhole() throws {
        let count = 40_000
        var document = "["
        for index in 0..<count {
            if index > 0 { document += ", " }
            document += #"{"view": {"name": "_TtGC7SwiftUI19UIHostingControllerV5MyApp8HomeView_"}, "n": \#(index)}"#
        }
        document += "]"
        #expect(document.utf8.count > 2 << 20)
        let outcome = try ToolRunner.run(["--json-key", "view.name"], input: Data(document.utf8))
        #expect(outcome.status == 0 && outcome.stderr.isEmpty)
        let expected = document.split(
            separator: "_TtGC7SwiftUI19UIHostingControllerV5MyApp8HomeView_", omittingEmptySubsequences: false
        )
        .joined(separator: "HomeView")
        #expect(outcome.stdoutText == expected)
    }

    @Test func closedStandardInputReadsAsEmpty() throws {
        let outcome = try ToolRunner.run([], input: Data())
        #expect(outcome.stdout.isEmpty && outcome.stderr.isEmpty && outcome.status == 0)
    }

    /// The binary agrees with the runtime fixture line for line, through one `--align` pass over all rows.
    @Test func binaryNamesEveryRuntimeFixtureRow() throws {
        let text = try String(
            contentsOf: ToolRunner.packageRoot.appendingPathComponent("Fixtures/runtime/names.tsv"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        .filter { ["reflecting", "typeName", "describing", "demangled"].contains(String($0[1])) }
        let input = rows.map { $0[2] }.joined(separator: "\n") + "\n"
        let outcome = try ToolRunner.run(["--align"], input: Data(input.utf8))
        let lines = outcome.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == rows.count)
        for (row, line) in zip(rows, lines) {
            #expect(String(line) == String(row[0]), "\(row[2])")
        }
    }
}
