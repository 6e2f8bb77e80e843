// The libFuzzer target for the command's own layers, in process: every rewriter over reads cut anywhere (the record
// reader, CSV and TSV records across reads, JSON Lines and array documents), the split of runs, the hierarchy
// reader, lint over a generated tree and catalogue, and the command line's parsers. Built by `make fuzz-command` with
// the library's and the executable's sources (without main.swift), outside the package, since it needs
// -sanitize=fuzzer. The first byte of an input picks the layer and its options; the rest is the input.
//
// Properties, beyond no crash: the output of a rewriter does not depend on how its input is cut into reads, nor on
// whether runs are split between two rewriters; the output is bounded by the input; and (with libFuzzer's
// -malloc_limit_mb=16, which make fuzz-command sets) no single allocation exceeds 16 MiB.

/// Stops the run with a message libFuzzer records beside the crashing input.
func violated(_ property: String, _ data: [UInt8]) -> Never {
    fatalError("property violated: \(property) for \(Array(data.prefix(200)))")
}

/// A small generator of read sizes, the same for the same input.
struct Cuts {
    var state: UInt64

    mutating func next(upTo limit: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return 1 + Int((state >> 33) % UInt64(max(limit, 1)))
    }
}

/// What a rewriter wrote and said of one input.
struct Run: Equatable {
    var output: [UInt8] = []
    var diagnostics: [String] = []
}

/// Runs `make`'s rewriter over `input`: whole in one read when `cuts` is `nil`, else in reads of the sizes it makes.
func run(_ input: [UInt8], cuts: Cuts?, _ make: (OutputSink, @escaping (Diagnostic) -> Void) -> Rewriter) -> Run {
    var result = Run()
    let sink = OutputSink(capacity: 4096) { bytes throws(RewriteFailure) in result.output.append(contentsOf: bytes) }
    let rewriter = make(sink) { result.diagnostics.append($0.description) }
    do throws(RewriteFailure) {
        if var cuts {
            var offset = 0
            try rewriter.rewrite(source: "<fuzz>") { buffer, count throws(RewriteFailure) in
                let size = min(cuts.next(upTo: 300), count, input.count - offset)
                guard size > 0 else { return 0 }
                input.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: size) }
                offset += size
                return size
            }
        } else {
            try rewriter.rewrite(input, source: "<fuzz>")
        }
        try sink.flush()
    } catch {
        violated("a rewriter over memory failed: \(error)", input)
    }
    return result
}

/// A worker that runs each task at once on the calling thread: the split's code, without a second thread.
let inlineWorker = Worker(start: { $0() }, wait: {})

let namer = ScreenNamer()

/// Each rewriter's caches are held to a 64th of one's memory: reserving a whole one for every input makes the
/// sanitizer's allocator the most of a run's time, and small caches reach their eviction sooner.
let share = 64

/// Runs a rewriter whole, cut into reads, and (where the mode splits) with a worker, and checks they agree and that
/// the output is bounded.
func checkRewriter(
    _ input: [UInt8], flags: UInt8, splits: Bool,
    _ make: (OutputSink, Worker?, @escaping (Diagnostic) -> Void) -> Rewriter
) {
    let whole = run(input, cuts: nil) { make($0, nil, $1) }
    // Cut reads are checked on inputs below the command's split threshold: a larger one, which libFuzzer makes only
    // rarely, costs as much as hundreds of small ones.
    if input.count < Rewriter.smallestSplitRun {
        let cut = run(input, cuts: Cuts(state: UInt64(flags) &+ UInt64(input.count))) { make($0, nil, $1) }
        if cut != whole { violated("reads cut anywhere change the output", input) }
    }
    if splits {
        // Runs of any size are split, so that every input takes the split's road, not only those over the command's
        // threshold, at which ThreadedRunTests compare one thread with two on 1.5 MB inputs.
        let split = run(input, cuts: nil) { sink, said in
            let rewriter = make(sink, inlineWorker, said)
            rewriter.smallestSplit = 1
            return rewriter
        }
        if split != whole { violated("a split run changes the output", input) }
    }
    // Each record may print an object (with `json`), so the bound grows with the records as well as the bytes; a
    // JSON string spells a control byte in six (`\u001c`).
    let lines = input.lazy.filter { $0 == UInt8(ascii: "\n") || $0 == 0 }.count
    if whole.output.count > 6 * input.count + 512 * (lines + 1) {
        violated("output of \(whole.output.count) bytes for \(input.count)", input)
    }
}

/// A source tree from the input: files separated by 0x01 bytes, in two modules, with a manifest when asked.
struct MemoryTree: SourceFileSystem {
    var files: [String: [UInt8]] = [:]
    var currentDirectory: String? { "/repo" }

    init(_ input: [UInt8], manifest: Bool) {
        for (number, part) in input.split(separator: 0x01, omittingEmptySubsequences: false).prefix(64).enumerated() {
            files["/repo/Sources/Module\(number % 2)/File\(number).swift"] = Array(part)
        }
        if manifest {
            files["/repo/Package.swift"] = Array(
                #"let package = Package(targets: [.target(name: "App", path: "Sources/Module0")])"#.utf8)
        }
    }

    func entries(of folder: String) -> Result<[SourceEntry], SourceFileError> {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var found: [String: SourceEntry.Kind] = [:]
        for path in files.keys where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            found[String(rest.prefix { $0 != "/" })] = rest.contains("/") ? .directory : .file
        }
        guard !found.isEmpty else { return .failure(SourceFileError(message: "no such file or directory")) }
        return .success(found.sorted { $0.key < $1.key }.map { SourceEntry(name: $0.key, kind: $0.value) })
    }

    func contents(of file: String, limit: Int) -> Result<[UInt8], SourceFileError> {
        files[file].map { .success($0) } ?? .failure(SourceFileError(message: "no such file"))
    }

    func kind(of path: String) -> SourceEntry.Kind? {
        if files[path] != nil { return .file }
        return files.keys.contains { $0.hasPrefix(path + "/") } ? .directory : nil
    }

    func matches(pattern: String, _ path: String) -> Bool { pattern == path }
}

/// Lint over a tree made from the input, with the input's last part as a catalogue in the format the flags pick.
func checkLint(_ input: [UInt8], flags: UInt8) {
    var tree = SourceTree(fileSystem: MemoryTree(input, manifest: flags & 1 != 0))
    let index = tree.index(["/repo"])
    let linter = ScreenLinter(namer: namer)
    let formats = NameCatalogue.Format.allCases
    let format = formats[Int(flags >> 1) % formats.count]
    let catalogue = input.split(separator: 0x01, omittingEmptySubsequences: false).last.map { Array($0) } ?? []
    let report = try? linter.report(
        index: index, catalogue: (catalogue, "plan"), format: format, rules: NamingRules(), toolVersion: "0")
    if let report {
        if report.findings.count > index.declarations.count * 4 + ScreenLinter.maximumNameFindings + 8 {
            violated("\(report.findings.count) findings for \(index.declarations.count) declarations", input)
        }
        // One output a run, picked by the input: rendering all four took a tenth of the target's time.
        let outputs = [LintReport.Format.text, .github, .json, .sarif]
        _ = report.render(outputs[(input.count + Int(flags)) % outputs.count])
    }
    _ = ScreenLinter.listing(index, moduleSources: tree.moduleSources)
    _ = ScreenPlan(screens: index.screens, namer: namer).render(format)
}

/// The command line's parsers over arguments separated by NUL bytes; each either reads them or says why not.
func checkOptions(_ input: [UInt8]) {
    let arguments = input.split(separator: 0, omittingEmptySubsequences: false).prefix(32).map {
        String(decoding: $0, as: UTF8.self)
    }
    _ = try? Options(arguments: arguments)
    _ = try? Options.reports(HelpText.hierarchy, arguments)
    _ = try? Options.reports(HelpText.crash, arguments)
    _ = try? Lint(arguments: arguments)
    _ = HelpText.filter.help(width: Int(input.first ?? 80))
}

let jsonPaths = [["a"], ["a[].s"], ["v", "w.x"], ["event_params[key=firebase_screen_class].value.string_value"]]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommand(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let flags = start[0]
    let input = Array(UnsafeBufferPointer(start: start + 1, count: count - 1))
    let separator: UInt8 = flags & 0x40 != 0 ? 0 : UInt8(ascii: "\n")
    switch flags % 8 {
    case 0:
        checkRewriter(input, flags: flags, splits: true) { sink, worker, said in
            RecordRewriter(
                namer: namer, sink: sink, separator: separator, align: flags & 8 != 0, strict: flags & 16 != 0,
                worker: worker, cacheShare: share, onDiagnostic: said)
        }
    case 1:
        checkRewriter(input, flags: flags, splits: false) { sink, _, said in
            RecordRewriter(
                namer: namer, sink: sink, separator: separator, align: flags & 8 != 0, json: true,
                route: flags & 16 != 0, strict: true, cacheShare: share, onDiagnostic: said)
        }
    case 2:
        checkRewriter(input, flags: flags, splits: true) { sink, worker, _ in
            TextRewriter(
                namer: namer, sink: sink, separator: separator, onlyMatching: flags & 8 != 0, json: flags & 16 != 0,
                worker: worker, cacheShare: share)
        }
    case 3, 4:
        checkRewriter(input, flags: flags, splits: true) { sink, worker, said in
            TableRewriter(
                format: flags % 8 == 3 ? .csv : .tsv, column: flags & 8 != 0 ? "screen" : "2",
                header: flags & 16 != 0, addedColumn: flags & 32 != 0 ? "name" : nil, namer: namer, sink: sink,
                separator: separator, strict: flags & 32 == 0, worker: worker, cacheShare: share,
                onDiagnostic: said)
        }
    case 5:
        let paths = jsonPaths[Int(flags >> 3) % jsonPaths.count].compactMap { try? JSONPath($0) }
        checkRewriter(input, flags: flags, splits: false) { sink, _, said in
            JSONRewriter(
                paths: paths, namer: namer, sink: sink, separator: separator, strict: flags & 32 != 0,
                inText: flags & 64 != 0, cacheShare: share, onDiagnostic: said)
        }
    case 6:
        // Hierarchy dumps, or with 0x40 crash reports.
        let formats: [HierarchyRenderer.Format] = [.screen, .path, .tree, .json]
        let renderer = HierarchyRenderer(format: formats[Int(flags >> 3) % formats.count])
        let crashFormats: [CrashRenderer.Format] = [.screen, .all, .json(all: false), .json(all: true)]
        let crashRenderer = CrashRenderer(format: crashFormats[Int(flags >> 3) % crashFormats.count])
        var outputs: [[UInt8]] = []
        for read in [input.count, 7] {
            var output: [UInt8] = []
            let sink = OutputSink(capacity: 4096) { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
            let rewrite =
                flags & 0x40 != 0
                ? CrashRewriter(renderer: crashRenderer, sink: sink).rewrite(source:fill:)
                : HierarchyRewriter(renderer: renderer, sink: sink, strict: flags & 32 != 0).rewrite(source:fill:)
            var offset = 0
            do throws(RewriteFailure) {
                try rewrite("<fuzz>") { buffer, count throws(RewriteFailure) in
                    let size = min(read, count, input.count - offset)
                    guard size > 0 else { return 0 }
                    input.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: size) }
                    offset += size
                    return size
                }
                try sink.flush()
            } catch {
                violated("hierarchy over memory failed: \(error)", input)
            }
            outputs.append(output)
        }
        if outputs[0] != outputs[1] { violated("hierarchy or crash: reads cut anywhere change the output", input) }
    case 7:
        if flags & 8 != 0 { checkLint(input, flags: flags >> 4) } else { checkOptions(input) }
    default:
        break
    }
    return 0
}
