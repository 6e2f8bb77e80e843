import Foundation

/// Runs the built `screenname` binary and collects what it wrote.
enum ToolRunner {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary built beside the test bundle, or the debug build of the package.
    static let binary: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("screenname")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        for candidate in [".build/debug/screenname", ".build/release/screenname"] {
            let url = packageRoot.appendingPathComponent(candidate)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        fatalError("screenname is not built: run 'swift build' first")
    }()

    /// The benchmark's executable (its corpus generator), built beside the tool.
    static let benchmark = binary.deletingLastPathComponent().appendingPathComponent("screenname-bench")

    struct Outcome {
        var stdout: Data
        var stderr: Data
        var status: Int32
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Runs the tool with `arguments` in `directory`, feeding `input` on standard input.
    static func run(
        _ arguments: [String], input: Data = Data(), in directory: URL? = nil,
        executable: URL = binary, environment: [String: String]? = nil
    ) throws -> Outcome {
        // The tool may exit before reading its input; the write must fail, not kill the test run.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Write and read on separate threads so neither pipe can fill up and stall the other.
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        // The semaphore orders the reader's write of `errorData` before the read below (a polled `isFinished` does
        // not, and ThreadSanitizer says so).
        nonisolated(unsafe) var errorData = Data()
        let errorRead = DispatchSemaphore(value: 0)
        let errorReader = Thread {
            errorData = stderr.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }
        errorReader.start()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorRead.wait()
        return Outcome(stdout: outputData, stderr: errorData, status: process.terminationStatus)
    }
}
