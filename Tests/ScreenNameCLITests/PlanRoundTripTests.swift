import Foundation
import Testing

/// `lint --list --format F` writes a tree's screens as a tracking plan that `lint --names` reads back with no
/// finding about its names, in every format the catalogue reader takes, on every fixture tree.
@Suite struct PlanRoundTripTests {
    static let trees = ["Shapes", "Project", "App", "Traps", "OneLetter"]
    static let formats = ["csv", "tsv", "json", "jsonl", "markdown", "plain"]
    static let nameChecks: Set<String> = ["unknown-name", "ambiguous-name", "framework-name", "human-names"]

    @Test(arguments: trees)
    func aPlanReadsBackWithoutFindings(tree: String) throws {
        let root = ToolRunner.packageRoot.appendingPathComponent("Fixtures/sources/\(tree)").path
        for format in Self.formats {
            let plan = try ToolRunner.run(["lint", "--list", "--format", format, root])
            #expect(plan.status == 0, "\(tree) \(format): \(plan.stderrText)")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "screenname-plan-\(getpid())-\(UUID().uuidString).\(format)")
            defer { try? FileManager.default.removeItem(at: file) }
            try plan.stdout.write(to: file)
            let check = try ToolRunner.run(
                ["lint", "--names", file.path, "--names-format", format, "--format", "json", root])
            let report = try #require(JSONSerialization.jsonObject(with: check.stdout) as? [String: Any])
            let findings = (report["findings"] as? [[String: Any]]) ?? []
            let aboutNames = findings.filter { Self.nameChecks.contains($0["check"] as? String ?? "") }
            #expect(aboutNames.isEmpty, "\(tree) \(format): \(aboutNames)")
            let summary = try #require(report["summary"] as? [String: Int])
            #expect(summary["names"] ?? 0 > 0 || tree == "OneLetter", "\(tree) \(format): no name read back")
        }
    }
}
