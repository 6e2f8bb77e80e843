import Foundation
import Testing

/// `lint --format sarif` writes what code scanning takes: a log the official SARIF 2.1.0 schema accepts, paths as
/// relative URI references, and fingerprints that follow a finding, not its line.
@Suite struct SARIFTests {
    static let folder = ToolRunner.packageRoot.appendingPathComponent("Fixtures/sarif")

    /// A tree with a filtered screen in a folder whose name needs percent-encoding, and a colliding pair.
    static func makeTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "screenname-sarif-\(getpid())-\(UUID().uuidString)")
        let files = [
            "My App/Navigation.swift": "import UIKit\n\nclass UINavigationController: UIViewController {}\n",
            "Feed/HomeView.swift": "import SwiftUI\n\nstruct HomeView: View { var body: some View { Text(\"a\") } }\n",
            "Profile/HomeView.swift":
                "import SwiftUI\n\nstruct HomeView: View { var body: some View { Text(\"b\") } }\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func sarif(in root: URL) throws -> [String: Any] {
        let outcome = try ToolRunner.run(["lint", "--format", "sarif", "."], in: root)
        #expect(outcome.status == 1, "\(outcome.stderrText)")
        return try #require(JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any])
    }

    static func results(_ log: [String: Any]) -> [[String: Any]] {
        ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    }

    @Test(.enabled(if: pythonHas("jsonschema"), "Python's jsonschema is not installed"))
    func logsConformToTheSchema() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try ToolRunner.run(["lint", "--format", "sarif", "."], in: root)
        let file = root.appendingPathComponent("lint.sarif")
        try made.stdout.write(to: file)
        let golden = ToolRunner.packageRoot.appendingPathComponent("Fixtures/cli/lint-sarif/stdout")
        let check = try ToolRunner.run(
            [
                "python3", Self.folder.appendingPathComponent("validate.py").path,
                Self.folder.appendingPathComponent("sarif-schema-2.1.0.json").path, file.path, golden.path,
            ],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(check.status == 0, "\(check.stdoutText)\(check.stderrText)")
    }

    /// With `--owners`, each result carries the owners of its file in its property bag, read from the
    /// repository's `.github/CODEOWNERS`, so that code scanning can route it.
    @Test func ownersAreAPropertyOfEachResult() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".github"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("*.swift @ios\n/Feed/ @feed-team\n/My\\ App/\n".utf8).write(
            to: root.appendingPathComponent(".github/CODEOWNERS"))
        let outcome = try ToolRunner.run(["lint", "--format", "sarif", "--owners", "."], in: root)
        #expect(outcome.status == 1, "\(outcome.stderrText)")
        let log = try #require(JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any])
        var owners: [String: [String]] = [:]
        for result in Self.results(log) {
            let uri =
                ((((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                    "artifactLocation"] as? [String: Any])?["uri"] as? String) ?? ""
            owners[uri] = (result["properties"] as? [String: Any])?["owners"] as? [String]
        }
        #expect(
            owners == [
                "My%20App/Navigation.swift": [], "Feed/HomeView.swift": ["@feed-team"],
                "Profile/HomeView.swift": ["@ios"],
            ])
    }

    @Test func rulesDescribeEveryCheckAndResultsPointIntoTheTree() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let log = try Self.sarif(in: root)
        #expect(log["version"] as? String == "2.1.0")
        let driver = try #require(
            ((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String }.contains("filtered-screen"))
        #expect(rules.allSatisfy { ($0["help"] as? [String: Any])?["text"] as? String != nil })
        let uris = Self.results(log).compactMap { result in
            ((((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: Any])?["uri"] as? String)
        }
        #expect(Set(uris) == ["My%20App/Navigation.swift", "Feed/HomeView.swift", "Profile/HomeView.swift"])
    }

    @Test func fingerprintsFollowTheFindingWhenItsLineMoves() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        func fingerprints(_ log: [String: Any]) -> [String: String] {
            var found: [String: String] = [:]
            for result in Self.results(log) {
                let print = (result["partialFingerprints"] as? [String: String])?.values.first ?? ""
                let message = (result["message"] as? [String: Any])?["text"] as? String ?? ""
                found[message] = print
            }
            return found
        }
        let before = try Self.sarif(in: root)
        #expect(try fingerprints(Self.sarif(in: root)) == fingerprints(before))
        let moved = root.appendingPathComponent("My App/Navigation.swift")
        try Data(("// a comment that moves the class down\n\n" + String(contentsOf: moved, encoding: .utf8)).utf8)
            .write(to: moved)
        let after = try Self.sarif(in: root)
        #expect(fingerprints(after) == fingerprints(before))
        #expect(Set(fingerprints(before).values).count == Self.results(before).count)
        let lines = Self.results(after).compactMap { result -> Int? in
            guard (result["ruleId"] as? String) == "filtered-screen" else { return nil }
            return
                ((((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                    "region"] as? [String: Any])?["startLine"] as? Int)
        }
        #expect(lines == [5])
    }
}

/// Whether python3 can import a package (a function outside the suite, so that a test's trait can ask).
func pythonHas(_ package: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import \(package)"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}
