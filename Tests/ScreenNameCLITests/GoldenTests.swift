import Foundation
import Testing

/// Runs the binary over each case in `Fixtures/cli` and compares standard output, standard error and exit status.
///
/// A case is a folder with `args` (one argument per line), optional `stdin`, and the expected `stdout`, `stderr`
/// (absent: must be empty) and `status`. The tool runs inside the folder, so `args` may name files there, or in the
/// folder that an optional `cwd` names relative to it (for cases about the current directory, such as `lint .`).
/// `SCREENNAME_RECORD=1 make test` rewrites the expected files from what the tool does now, and fails each case it
/// rewrote, so that a recording run is never taken for a passing one.
@Suite struct GoldenTests {
    static let casesRoot = ToolRunner.packageRoot.appendingPathComponent("Fixtures/cli")
    static let caseNames: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: casesRoot.path).sorted()) ?? []
    static let recording = ProcessInfo.processInfo.environment["SCREENNAME_RECORD"] == "1"

    @Test func thereAreCases() {
        #expect(Self.caseNames.count >= 20)
    }

    @Test(arguments: caseNames)
    func goldenCase(name: String) throws {
        let folder = Self.casesRoot.appendingPathComponent(name)
        func read(_ file: String) -> Data? { try? Data(contentsOf: folder.appendingPathComponent(file)) }
        let argsText = String(decoding: read("args") ?? Data(), as: UTF8.self)
        let arguments = argsText.split(separator: "\n").map(String.init)
        // Help wraps to COLUMNS when it is set; the expected files are 80 columns wide.
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        let cwd = read("cwd").map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .newlines) }
        let outcome = try ToolRunner.run(
            arguments, input: read("stdin") ?? Data(), in: cwd.map { folder.appendingPathComponent($0) } ?? folder,
            environment: environment)
        if Self.recording {
            try Self.record(outcome, stdout: "stdout", in: folder)
            Issue.record("recorded \(name): run the tests again without SCREENNAME_RECORD")
            return
        }
        let expectedStatus = Int32(
            String(decoding: read("status") ?? Data(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(outcome.status == expectedStatus, "exit status of \(name)")
        // Compared before the expectation, so that a failing case reports its own diff, not the testing library's
        // difference of two byte collections, whose time grows with their product.
        let expectedStdout = read("stdout") ?? Data()
        let stdoutMatches = outcome.stdout == expectedStdout
        #expect(stdoutMatches, "stdout of \(name):\n\(Self.diff(expected: expectedStdout, actual: outcome.stdout))")
        let expectedStderr = read("stderr") ?? Data()
        let stderrMatches = outcome.stderr == expectedStderr
        #expect(stderrMatches, "stderr of \(name):\n\(Self.diff(expected: expectedStderr, actual: outcome.stderr))")
    }

    /// Writes what a run printed as the expected files of a case: standard output to `stdout`, and, unless
    /// `withStatus` is false, the exit status to `status` and standard error to `stderr` (removed when empty).
    static func record(_ outcome: ToolRunner.Outcome, stdout: String, in folder: URL, withStatus: Bool = true) throws {
        try outcome.stdout.write(to: folder.appendingPathComponent(stdout))
        guard withStatus else { return }
        try Data("\(outcome.status)\n".utf8).write(to: folder.appendingPathComponent("status"))
        let stderrURL = folder.appendingPathComponent("stderr")
        if outcome.stderr.isEmpty {
            try? FileManager.default.removeItem(at: stderrURL)
        } else {
            try outcome.stderr.write(to: stderrURL)
        }
    }

    /// A line diff that shows the first lines that differ, with their numbers.
    static func diff(expected: Data, actual: Data) -> String {
        let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) where lines.count < 20 {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            if a != b {
                if let a { lines.append("\(index + 1)- \(a)") }
                if let b { lines.append("\(index + 1)+ \(b)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
