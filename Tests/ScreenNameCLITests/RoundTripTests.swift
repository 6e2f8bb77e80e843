import Foundation
import Testing

/// Every name the tool prints for a screen of a tree (path, `--leaf`, `--module`) finds that screen's declaration
/// again with `--where`, keyed by the name as printed.
@Suite struct RoundTripTests {
    static let trees = ["Fixtures/sources/Traps", "Fixtures/sources/Shapes", "Fixtures/sources/Project"]

    /// The screens `lint --list` reports: location, dotted path and module.
    static func screens(of tree: String) throws -> [(location: String, path: String, module: String)] {
        let listing = try ToolRunner.run(["lint", "--list", tree], in: ToolRunner.packageRoot).stdoutText
        return listing.split(separator: "\n").compactMap { line in
            guard line.hasSuffix(" screen"), let modulePart = line.range(of: " (module ") else { return nil }
            let head = line[..<modulePart.lowerBound]
            guard let nameStart = head.lastIndex(of: " ") else { return nil }
            let locationEnd = head.range(of: ": ", options: .backwards)!.lowerBound
            let module = line[modulePart.upperBound...].prefix { $0 != " " }
            return (String(head[..<locationEnd]), String(head[head.index(after: nameStart)...]), String(module))
        }
    }

    @Test(arguments: trees)
    func everyPrintedNameFindsItsScreen(tree: String) throws {
        let screens = try Self.screens(of: tree)
        #expect(screens.count >= 5)
        for screen in screens {
            // A screen named like a framework type prints nothing (lint reports it), so it has no name to feed back.
            let printed = try ToolRunner.run(["--module"], input: Data((screen.module + "." + screen.path + "\n").utf8))
            guard !printed.stdout.isEmpty else { continue }
            let leaf = String(screen.path.split(separator: ".").last!)
            for name in [screen.path, leaf, screen.module + "." + screen.path] {
                // A name that reads as a framework type's is filtered wherever it goes: lint's `filtered-screen`
                // finding is about exactly these, so they are not round trips to check.
                let alone = try ToolRunner.run([], input: Data((name + "\n").utf8))
                guard !alone.stdout.isEmpty else { continue }
                let outcome = try ToolRunner.run(
                    ["--where", tree], input: Data((name + "\n").utf8), in: ToolRunner.packageRoot)
                let fields = outcome.stdoutText.dropLast().split(separator: "\t").map(String.init)
                #expect(fields.first == (name == screen.module + "." + screen.path ? screen.path : name), "\(name)")
                #expect(
                    fields.dropFirst().contains(screen.location), "\(name) does not find \(screen.location): \(fields)")
            }
        }
    }
}
