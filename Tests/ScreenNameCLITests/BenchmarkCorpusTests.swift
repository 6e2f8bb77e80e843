import Foundation
import Testing

/// The benchmark's corpus is the same for the same seed, and the tool names every record of a sample as the
/// generator says it must.
///
/// The generator is the benchmark's executable, which no test target depends on: these tests run the one built
/// beside the tool (`make test` builds both), and say so when there is none.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: ToolRunner.benchmark.path),
        "screenname-bench is not built beside the tool: run 'swift build' or 'make test'"))
struct BenchmarkCorpusTests {
    static let generator = ToolRunner.benchmark

    static func corpus(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = generator
        process.arguments = ["corpus"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    @Test func generatorIsDeterministic() throws {
        let first = try Self.corpus(["names", "5000", "11"])
        #expect(first == (try Self.corpus(["names", "5000", "11"])))
        #expect(first != (try Self.corpus(["names", "5000", "12"])))
        #expect(first.split(separator: UInt8(ascii: "\n")).count == 5000)
        #expect(try Self.corpus(["log", "500", "3"]) == (try Self.corpus(["log", "500", "3"])))
    }

    @Test func toolNamesTheSampleAsTheGeneratorExpects() throws {
        let records = try Self.corpus(["names", "5000", "11"])
        let expected = try Self.corpus(["names", "5000", "11", "--expected"])
        let outcome = try ToolRunner.run(["--align"], input: records)
        #expect(outcome.stdout == expected)
        // Every shape is present in the sample.
        let text = String(decoding: records, as: UTF8.self)
        for shape in ["_TtC", "_TtCC", "_TtGC", "$s", "SwiftUI.UIHostingController<", "(unknown context at", " #1 in "]
        {
            #expect(text.contains(shape), "\(shape)")
        }
    }

    /// Rules that name nothing in the corpus change nothing the tool prints, in every style and in text.
    @Test func rulesThatMatchNothingChangeNothingOnTheCorpus() throws {
        let records = try Self.corpus(["names", "20000", "5"])
        let log = try Self.corpus(["log", "2000", "5"])
        let rules = ["--deny", "ZZZNoSuchName", "--allow", "ZZZNoSuchModule.Nothing", "--unwrap", "ZZZNoSuchWrapper"]
        for style in [[], ["--leaf"], ["--module"]] {
            for mode in [["--align"], ["--align", "--json"], ["--in-text"]] {
                let input = mode == ["--in-text"] ? log : records
                let plain = try ToolRunner.run(mode + style, input: input)
                let ruled = try ToolRunner.run(mode + style + rules, input: input)
                #expect(plain.status == 0 && !plain.stdout.isEmpty)
                #expect(ruled.stdout == plain.stdout, "\(mode + style)")
            }
        }
    }
}
