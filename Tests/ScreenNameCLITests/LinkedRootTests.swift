import Foundation
import Testing

/// A root reached through a symbolic link reads the manifest above the folder the link leads to, as the folder
/// itself does: `lint --list` gives the same declarations in the same modules, printed under the link's name.
@Suite struct LinkedRootTests {
    @Test func aLinkToATargetsFolderKeepsItsModule() throws {
        let target = ToolRunner.packageRoot.appendingPathComponent("Fixtures/sources/App/Sources/MyApp")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linked-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("link"), withDestinationURL: target)
        let direct = try ToolRunner.run(["lint", "--list", "."], in: target)
        let linked = try ToolRunner.run(["lint", "--list", "link"], in: folder)
        #expect(direct.status == 0 && linked.status == 0, "\(linked.stderrText)")
        #expect(direct.stdoutText.contains("(module MyApp from manifest)"))
        let unprefixed = linked.stdoutText.split(separator: "\n").map { $0.replacingOccurrences(of: "link/", with: "") }
        #expect(unprefixed == direct.stdoutText.split(separator: "\n").map(String.init))
    }
}
