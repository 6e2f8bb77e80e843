import Dispatch
import Foundation
import Testing

/// `--in-text` in a live pipe: each line comes out while the input is still open, as `tail -f … | screenname` needs.
@Suite struct LiveStreamTests {
    /// Writes one line, keeps the pipe open and waits for the rewritten line.
    func firstLineArrivesBeforeInputEnds(arguments: [String]) throws -> String? {
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = ToolRunner.binary
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        defer {
            try? stdin.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        try stdin.fileHandleForWriting.write(contentsOf: Data("presented <MyApp.HomeViewController: 0x1>\n".utf8))
        let arrived = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var received = Data()
        let reader = Thread {
            while !received.contains(UInt8(ascii: "\n")) {
                let chunk = stdout.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                received.append(chunk)
            }
            arrived.signal()
        }
        reader.start()
        // The input stays open: a filter that waited for its end would never answer within the bound.
        guard arrived.wait(timeout: .now() + 10) == .success else { return nil }
        return String(decoding: received, as: UTF8.self)
    }

    @Test func inTextLineComesOutWhileInputIsOpen() throws {
        #expect(
            try firstLineArrivesBeforeInputEnds(arguments: ["--in-text"]) == "presented <HomeViewController: 0x1>\n")
    }

    @Test func namesComeOutWhileInputIsOpen() throws {
        let line = try firstLineArrivesBeforeInputEnds(arguments: ["--in-text", "--line-buffered"])
        #expect(line == "presented <HomeViewController: 0x1>\n")
    }

    @Test func textWithoutNamesIsByteIdentical() throws {
        let folder = ToolRunner.packageRoot.appendingPathComponent("Fixtures/cli/in-text-no-names")
        let input = try Data(contentsOf: folder.appendingPathComponent("stdin"))
        let outcome = try ToolRunner.run(["--in-text"], input: input)
        #expect(outcome.stdout == input)
    }

    @Test func oversizedLineInTextPassesThroughWhole() throws {
        var input = Data("<MyApp.Home: 0x1>\n".utf8)
        let huge = Data(repeating: UInt8(ascii: "x"), count: 3 << 20) + Data(" MyApp.Home.Screen".utf8)
        input.append(huge)
        input.append(Data("\n<MyApp.Home: 0x2>".utf8))
        let outcome = try ToolRunner.run(["--in-text"], input: input)
        var expected = Data("<Home: 0x1>\n".utf8)
        expected.append(huge)
        expected.append(Data("\n<Home: 0x2>".utf8))
        #expect(outcome.stdout == expected)
        #expect(outcome.status == 0 && outcome.stderr.isEmpty)
    }
}
