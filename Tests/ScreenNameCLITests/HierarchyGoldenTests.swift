import Foundation
import Testing

/// Runs `screenname hierarchy` over each dump in `Fixtures/hierarchy`, in each of its output modes.
///
/// A case is a folder with `dump.txt` and what each mode prints for it: `screen` (no option), `path`, `tree` and
/// `json`; `status` and `stderr` (absent: empty) are those of the run without options.
/// `SCREENNAME_RECORD=1 make test` rewrites the expected files from what the tool does now, and fails.
@Suite struct HierarchyGoldenTests {
    static let casesRoot = ToolRunner.packageRoot.appendingPathComponent("Fixtures/hierarchy")
    static let caseNames: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: casesRoot.path)) ?? []).filter { name in
            FileManager.default.fileExists(atPath: casesRoot.appendingPathComponent(name + "/dump.txt").path)
        }.sorted()
    static let modes: [(file: String, options: [String])] = [
        ("screen", []), ("path", ["--path"]), ("tree", ["--tree"]), ("json", ["--json"]),
    ]

    @Test func thereAreCases() {
        #expect(Self.caseNames.count >= 12)
    }

    @Test(arguments: caseNames)
    func dump(name: String) throws {
        let folder = Self.casesRoot.appendingPathComponent(name)
        func read(_ file: String) -> Data { (try? Data(contentsOf: folder.appendingPathComponent(file))) ?? Data() }
        for mode in Self.modes {
            let outcome = try ToolRunner.run(["hierarchy"] + mode.options + ["dump.txt"], in: folder)
            let isPlain = mode.options.isEmpty
            if GoldenTests.recording {
                try GoldenTests.record(outcome, stdout: mode.file, in: folder, withStatus: isPlain)
                Issue.record("recorded \(name) \(mode.file): run the tests again without SCREENNAME_RECORD")
                continue
            }
            let expected = read(mode.file)
            #expect(
                outcome.stdout == expected,
                "\(name) \(mode.file):\n\(GoldenTests.diff(expected: expected, actual: outcome.stdout))")
            guard isPlain else { continue }
            let status = Int32(String(decoding: read("status"), as: UTF8.self).filter(\.isNumber))
            #expect(outcome.status == status, "exit status of \(name)")
            #expect(
                outcome.stderr == read("stderr"),
                "\(name) stderr:\n\(GoldenTests.diff(expected: read("stderr"), actual: outcome.stderr))")
        }
    }
}
