import Foundation
import Testing

/// The C library (`make lib`) through its Python module names every value as the command's `--align` names its
/// line: the runtime's names, the toolchain's manglings and the demo's, one at a time and as a column.
@Suite struct CLibraryTests {
    /// The library `make lib` built: `SCREENNAME_LIBRARY` (make test sets it), else its place under `.build/lib`.
    static let library: URL = {
        if let path = ProcessInfo.processInfo.environment["SCREENNAME_LIBRARY"] { return URL(fileURLWithPath: path) }
        let name =
            "libscreenname"
            + (ProcessInfo.processInfo.operatingSystemVersionString.contains("Darwin") ? ".dylib" : ".so")
        return ToolRunner.packageRoot.appendingPathComponent(".build/lib/\(name)")
    }()

    static let isBuilt = FileManager.default.fileExists(atPath: library.path)

    /// Runs a Python script with the module importable and the library named.
    static func python(_ script: String, arguments: [String] = []) throws -> ToolRunner.Outcome {
        try ToolRunner.run(
            ["python3", "-c", script] + arguments, executable: URL(fileURLWithPath: "/usr/bin/env"),
            environment: [
                "PYTHONPATH": ToolRunner.packageRoot.appendingPathComponent("python").path,
                "SCREENNAME_LIBRARY": library.path, "PATH": "/usr/bin:/bin",
            ])
    }

    @Test(.enabled(if: isBuilt, "the C library is not built: make lib builds it"))
    func namesEveryFixtureNameAsTheCommandDoes() throws {
        let names =
            ThreadedRunTests.names + ["", "  MyApp.Settings.RootView\t", "hello world", "UINavigationController"]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clib-\(UUID().uuidString)")
        try Data((names.joined(separator: "\n") + "\n").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let command = try ToolRunner.run(["--align", file.path])
        #expect(command.status == 0)
        let script = """
            import sys, screenname
            values = open(sys.argv[1], encoding="utf-8").read().split("\\n")[:-1]
            column = screenname.name_column(values)
            single = [screenname.name(value) for value in values]
            assert column == single, [(v, c, s) for v, c, s in zip(values, column, single) if c != s][:5]
            sys.stdout.write("".join((name or "") + "\\n" for name in column))
            """
        let library = try Self.python(script, arguments: [file.path])
        #expect(library.status == 0, "\(library.stderrText)")
        #expect(names.count > 900)
        let expected = command.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
        let found = library.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(expected.count == found.count)
        for (index, (want, got)) in zip(expected, found).enumerated() where want != got {
            Issue.record("'\(names[index])': the command prints '\(want)', the library '\(got)'")
        }
    }

    @Test(.enabled(if: isBuilt, "the C library is not built: make lib builds it"))
    func theModulesExamplesHold() throws {
        let outcome = try Self.python("import doctest, screenname, sys; sys.exit(doctest.testmod(screenname).failed)")
        #expect(outcome.status == 0, "\(outcome.stdoutText)\(outcome.stderrText)")
    }

    /// A buffer too small is said, nothing written; a value that is no screen is -1; the header names both symbols.
    @Test(.enabled(if: isBuilt, "the C library is not built: make lib builds it"))
    func theCallsSayWhatTheyCouldNotWrite() throws {
        let script = """
            import ctypes, os
            lib = ctypes.CDLL(os.environ["SCREENNAME_LIBRARY"])
            lib.screenname_name.restype = ctypes.c_long
            out = ctypes.create_string_buffer(4)
            value = b"_TtC5MyApp18HomeViewController"
            print(lib.screenname_name(value, len(value), out, 4), out.raw)
            print(lib.screenname_name(value, len(value), out, 0))
            print(lib.screenname_name(b"UIView", 6, out, 4))
            big = ctypes.create_string_buffer(64)
            print(lib.screenname_name(value, len(value), big, 64), big.raw[:18])
            """
        let outcome = try Self.python(script)
        #expect(
            outcome.stdoutText == "-2 b'\\x00\\x00\\x00\\x00'\n-2\n-1\n18 b'HomeViewController'\n",
            "\(outcome.stderrText)")
        let header = try String(
            contentsOf: ToolRunner.packageRoot.appendingPathComponent("Sources/ScreenNameC/screenname.h"),
            encoding: .utf8)
        #expect(header.contains("long screenname_name(const char *input, long length, char *output, long capacity);"))
        #expect(header.contains("long screenname_name_column("))
    }
}
