import Foundation
import Testing

/// screenname.js (`make wasm`), run in node as BigQuery runs a UDF library, names every value as the command does:
/// `screenName` as `--align` names each fixture name, `screenNamesInText` as `--in-text` rewrites each in-text
/// fixture's input.
@Suite struct WasmTests {
    /// The script `make wasm` built: `SCREENNAME_JS` (make test sets it), else its place under `.build/wasm`.
    static let script: URL = {
        if let path = ProcessInfo.processInfo.environment["SCREENNAME_JS"] { return URL(fileURLWithPath: path) }
        return ToolRunner.packageRoot.appendingPathComponent(".build/wasm/screenname.js")
    }()

    static let isBuilt = FileManager.default.fileExists(atPath: script.path) && nodeIsInstalled

    static var nodeIsInstalled: Bool {
        ["/usr/bin/node", "/usr/local/bin/node"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a node program with the script loaded as BigQuery loads a library: into the global scope.
    static func node(_ program: String, arguments: [String]) throws -> ToolRunner.Outcome {
        let prelude = """
            const fs = require("fs"); require("vm").runInThisContext(fs.readFileSync(process.argv[1], "utf8"));
            """
        return try ToolRunner.run(
            ["node", "-e", prelude + program, script.path] + arguments,
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            environment: ["PATH": "/usr/local/bin:/usr/bin:/bin"])
    }

    @Test(.enabled(if: isBuilt, "screenname.js or node is missing: make wasm builds the script"))
    func namesEveryFixtureNameAsTheCommandDoes() throws {
        // Every line of the command's golden inputs too: shapes no generator made (`_TtC99999999999A` once trapped
        // on wasm32, whose Int is 32 bits wide).
        let folders = try FileManager.default.contentsOfDirectory(atPath: ThreadedRunTests.fixture("cli").path)
        let goldenLines = folders.sorted().flatMap { folder in
            ((try? String(contentsOf: ThreadedRunTests.fixture("cli/\(folder)/stdin"), encoding: .utf8)) ?? "")
                .split(separator: "\n").map(String.init).filter { !$0.contains("\0") && !$0.contains("\r") }
        }
        let names =
            ThreadedRunTests.names + goldenLines + ["", "  MyApp.Settings.RootView\t", "hello world", "MyApp.Café"]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wasm-\(UUID().uuidString)")
        try Data((names.joined(separator: "\n") + "\n").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let command = try ToolRunner.run(["--align", file.path])
        let program = """
            const values = fs.readFileSync(process.argv[2], "utf8").split("\\n").slice(0, -1);
            process.stdout.write(values.map(v => (screenName(v) ?? "") + "\\n").join(""));
            if (screenName(null) !== null) process.exit(3);
            """
        let module = try Self.node(program, arguments: [file.path])
        #expect(module.status == 0, "\(module.stderrText)")
        let expected = command.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
        let found = module.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(expected.count == found.count && names.count > 900)
        for (index, (want, got)) in zip(expected, found).enumerated() where want != got {
            Issue.record("'\(names[index])': the command prints '\(want)', screen.js '\(got)'")
        }
    }

    @Test(.enabled(if: isBuilt, "screenname.js or node is missing: make wasm builds the script"))
    func rewritesTextAsTheCommandDoes() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: ToolRunner.packageRoot.appendingPathComponent("Fixtures/cli").path
        ).filter { $0.hasPrefix("in-text") }.sorted()
        var checked = 0
        for folder in folders {
            let input = ToolRunner.packageRoot.appendingPathComponent("Fixtures/cli/\(folder)/stdin")
            guard let text = try? String(contentsOf: input, encoding: .utf8) else { continue }
            let command = try ToolRunner.run(["--in-text"], input: Data(text.utf8))
            let module = try Self.node(
                "process.stdout.write(screenNamesInText(fs.readFileSync(process.argv[2], \"utf8\")));",
                arguments: [input.path])
            #expect(module.stdoutText == command.stdoutText, "\(folder): \(module.stderrText)")
            checked += 1
        }
        #expect(checked >= 3)
    }

    /// The script carries its module deflated and inflates it itself (BigQuery's JavaScript has no inflater): its
    /// inflater reads each kind of block zlib writes (stored, fixed and dynamic codes, long and overlapping copies)
    /// back to the bytes deflated, here a fixture's text and bytes of every value.
    @Test(.enabled(if: nodeIsInstalled, "node is missing"))
    func theInflaterReadsEveryKindOfBlock() throws {
        let template = try String(
            contentsOf: ToolRunner.packageRoot.appendingPathComponent("Sources/ScreenNameWasm/screenname.js.in"),
            encoding: .utf8)
        let start = try #require(template.range(of: "  function decodeBase64"))
        let end = try #require(template.range(of: "  var exports = new WebAssembly.Instance"))
        let functions = String(template[start.lowerBound..<end.lowerBound])
        let deflater = """
            import base64, sys, zlib
            data = open(sys.argv[1], "rb").read() + bytes(range(256)) * 40 + b"ab" * 5000
            for level, strategy in [(0, 0), (1, zlib.Z_FIXED), (9, 0), (6, zlib.Z_HUFFMAN_ONLY), (6, zlib.Z_RLE)]:
                deflater = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
                stream = deflater.compress(data) + deflater.flush()
                print(len(data), base64.b64encode(stream).decode(), base64.b64encode(data).decode())
            """
        let fixture = ThreadedRunTests.fixture("cli/print-tables/stdout").path
        let streams = try ToolRunner.run(
            ["python3", "-c", deflater, fixture], executable: URL(fileURLWithPath: "/usr/bin/env"),
            environment: ["PATH": "/usr/local/bin:/usr/bin:/bin"])
        #expect(streams.status == 0)
        let program =
            functions + """
                const lines = require("fs").readFileSync(0, "utf8").trim().split("\\n");
                for (const line of lines) {
                  const [size, stream, expected] = line.split(" ");
                  const inflated = Buffer.from(inflate(decodeBase64(stream), Number(size))).toString("base64");
                  console.log(inflated === expected ? "same" : "differs");
                }
                """
        let outcome = try ToolRunner.run(
            ["node", "-e", program], input: streams.stdout, executable: URL(fileURLWithPath: "/usr/bin/env"),
            environment: ["PATH": "/usr/local/bin:/usr/bin:/bin"])
        #expect(outcome.stderrText == "")
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == String(repeating: "same\n", count: 5))
    }

    /// BigQuery takes a library file of at most 1 MB.
    @Test(.enabled(if: isBuilt, "screenname.js or node is missing: make wasm builds the script"))
    func theScriptFitsBigQuerysLimit() throws {
        let size = try FileManager.default.attributesOfItem(atPath: Self.script.path)[.size] as? Int ?? .max
        #expect(size <= 1_000_000, "\(size) bytes")
    }
}
