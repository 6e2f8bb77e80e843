// The benchmark harness behind `make bench`: generates seeded corpora and times screenname against the tools
// people use today, in one run on one machine, with peak memory from the kernel's accounting of each child.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func fail(_ message: String) -> Never {
    writeText("screenname-bench: \(message)\n", to: 2)
    exit(2)
}

/// Writes text to a file descriptor in one piece.
func writeText(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            // Unqualified: the C library's `write` is Glibc's on Linux and Darwin's on macOS.
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n <= 0 { fail("write failed") }
            offset += n
        }
    }
}

/// Buffers generated lines and writes them in large pieces.
struct LineWriter {
    let fd: Int32
    var buffer = ""
    mutating func line(_ text: String) {
        buffer += text
        buffer += "\n"
        if buffer.utf8.count > 1 << 16 { flush() }
    }
    mutating func flush() {
        writeText(buffer, to: fd)
        buffer = ""
    }
}

func createFile(_ path: String) -> Int32 {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if fd < 0 { fail("cannot create \(path)") }
    return fd
}

/// Writes `count` records (or their expected names) of the mixed corpus; with `distinct`, only each record's first
/// occurrence, so that nothing is named twice. Returns how many lines it wrote.
@discardableResult
func writeNames(count: Int, seed: UInt64, expected: Bool, distinct: Bool = false, to fd: Int32) -> Int {
    var corpus = Corpus(seed: seed)
    var writer = LineWriter(fd: fd)
    var seen = Set<String>()
    var written = 0
    for _ in 0..<count {
        let (record, name) = corpus.nameRecord()
        if distinct, !seen.insert(record).inserted { continue }
        writer.line(expected ? name : record)
        written += 1
    }
    writer.flush()
    return written
}

/// Writes an analytics export of `count` rows: a CSV of six columns with the screen third (quoted, or bare where the
/// name holds no comma, with `bare`), or JSON Lines of Firebase's BigQuery shape.
func writeExport(count: Int, seed: UInt64, format: String, to fd: Int32) {
    var corpus = Corpus(seed: seed)
    var writer = LineWriter(fd: fd)
    for index in 0..<count {
        let (record, _) = corpus.nameRecord()
        switch format {
        case "csv":
            writer.line("2026-11-30,user\(index % 977),\"\(record)\",DE,\(index % 13),session-\(index % 4099)")
        case "csv-bare":
            let name = record.contains(",") ? "MyApp.PlainView" : record
            writer.line("2026-11-30,user\(index % 977),\(name),DE,\(index % 13),session-\(index % 4099)")
        default:
            let escaped = record.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            writer.line(
                #"{"event_date":"20261130","event_name":"screen_view","user_pseudo_id":"\#(index % 977)","event_params":[{"key":"ga_session_id","value":{"int_value":\#(index % 4099)}},{"key":"firebase_screen_class","value":{"string_value":"\#(escaped)"}}]}"#
            )
        }
    }
    writer.flush()
}

func writeLog(count: Int, seed: UInt64, names: Corpus.LogNames = .mixed, to fd: Int32) {
    var corpus = Corpus(seed: seed)
    var writer = LineWriter(fd: fd)
    for _ in 0..<count { writer.line(corpus.logLine(names: names)) }
    writer.flush()
}

func writeTree(at root: String, files: Int, seed: UInt64) {
    var corpus = Corpus(seed: seed)
    mkdir(root, 0o755)
    for module in 0..<20 {
        let folder = "\(root)/Sources/Module\(module)"
        mkdir("\(root)/Sources", 0o755)
        mkdir(folder, 0o755)
        for number in stride(from: module, to: files, by: 20) {
            let fd = createFile("\(folder)/Screen\(number).swift")
            writeText(corpus.sourceFile(number: number), to: fd)
            close(fd)
        }
    }
}

// MARK: Timing

struct Measurement {
    /// Wall time.
    var seconds: Double
    /// CPU time, user and system, as the kernel accounts the child.
    var cpu: Double = 0
    /// Peak resident memory of the child, in KiB.
    var peakKiB: Int
    var status: Int32
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Peak resident memory of a command in KiB, as GNU time reports it.
///
/// The kernel's own figure for a child this harness spawns would count the harness's memory at spawn time (the
/// child starts in the parent's address space), so a small intermediary that forks the command measures it.
func peakMemory(_ command: [String], input: String, output: String) -> Int? {
    guard access("/usr/bin/time", X_OK) == 0 else { return nil }
    let report = "/tmp/screenname-bench-time-\(getpid())"
    defer { unlink(report) }
    _ = measure(
        ["/usr/bin/time", "-f", "%M", "-o", report] + command, input: input, output: output, runs: 1, peak: false)
    let fd = open(report, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 64)
    let n = read(fd, &buffer, 63)
    guard n > 0 else { return nil }
    return Int(String(decoding: buffer[0..<n], as: UTF8.self).split(separator: "\n").last.map(String.init) ?? "")
}

/// A command to time: standard input from a file, output to `output`, the best of `runs`.
///
/// Output to a regular file, not /dev/null, where it is compared with `grep`: GNU grep stops at the first match when
/// its output is /dev/null.
struct Job {
    var command: [String]
    var input = "/dev/null"
    var output = "/dev/null"
    var runs = 5
}

/// Runs a command once and times it.
func runOnce(_ job: Job) -> Measurement {
    // The output of the run before (and the corpus just written) is emptied and flushed outside the timed window: the
    // kernel writing it back on one of the two cores, or freeing its blocks when the next command's output truncates
    // it (some 50 ms for a log's 66 MB), would be charged to whichever command runs next.
    if job.output != "/dev/null" { truncate(job.output, 0) }
    sync()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 0, job.input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, job.output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pid = pid_t()
    let argv = job.command.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let start = now()
    guard posix_spawnp(&pid, job.command[0], &actions, nil, argv, environ) == 0 else {
        fail("cannot run \(job.command[0])")
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let cpu =
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
        + Double(usage.ru_stime.tv_usec) / 1e6
    return Measurement(seconds: now() - start, cpu: cpu, peakKiB: Int(usage.ru_maxrss), status: (status >> 8) & 0xFF)
}

/// Times commands that are compared with each other in turns, one run of each a round, so that a slow spell of the
/// shared machine falls on all of them rather than on whichever was running then; each gets the best of its runs
/// (noise adds time, never speed) and, with `peak`, its peak memory.
func measure(_ jobs: [Job], peak: Bool = true) -> [Measurement] {
    var best = jobs.map { _ in Measurement(seconds: .infinity, cpu: .infinity, peakKiB: 0, status: 0) }
    for round in 0..<(jobs.map(\.runs).max() ?? 0) {
        for (index, job) in jobs.enumerated() where round < job.runs {
            let run = runOnce(job)
            // The best wall time and the best CPU time, each of its own run: noise adds to both, never takes off.
            let cpu = min(best[index].cpu, run.cpu)
            if run.seconds < best[index].seconds { best[index] = run }
            best[index].cpu = cpu
        }
    }
    if peak {
        for (index, job) in jobs.enumerated() {
            if let measured = peakMemory(job.command, input: job.input, output: job.output) {
                best[index].peakKiB = measured
            }
        }
    }
    return best
}

/// Times one command: the best of `runs`, with its peak memory.
func measure(
    _ command: [String], input: String = "/dev/null", output: String = "/dev/null", runs: Int = 5, peak: Bool = true
) -> Measurement {
    measure([Job(command: command, input: input, output: output, runs: runs)], peak: peak)[0]
}

func fileSize(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if text.hasSuffix(".0"), digits == 0 { text.removeLast(2) }
    return text
}

func commandExists(_ name: String) -> Bool {
    measure(["sh", "-c", "command -v \(name) >/dev/null"], runs: 1, peak: false).status == 0
}

// MARK: The benchmark

func runBenchmark(tool: String, records: Int, work: String) {
    mkdir(work, 0o755)
    let names = "\(work)/names.txt"
    let small = "\(work)/names-small.txt"
    let log = "\(work)/log.txt"
    let distinct = "\(work)/names-distinct.txt"
    var fd = createFile(names)
    writeNames(count: records, seed: 1, expected: false, to: fd)
    close(fd)
    fd = createFile(distinct)
    let distinctRecords = writeNames(count: records, seed: 1, expected: false, distinct: true, to: fd)
    close(fd)
    fd = createFile(small)
    writeNames(count: records / 10, seed: 1, expected: false, to: fd)
    close(fd)
    fd = createFile(log)
    writeLog(count: records / 2, seed: 2, to: fd)
    close(fd)
    let tree = "\(work)/tree"
    if fileSize("\(tree)/Sources/Module0/Screen0.swift") == 0 { writeTree(at: tree, files: 5000, seed: 3) }
    let bytes = Double(fileSize(names))

    print(
        "corpus: \(records) records, \(format(bytes / 1_048_576)) MiB (seed 1), \(distinctRecords) distinct; log: \(records / 2) lines, \(format(Double(fileSize(log)) / 1_048_576)) MiB"
    )
    print("")
    print("| command | seconds | CPU seconds | records/s | MB/s | × baseline | peak memory |")
    print("|---|---|---|---|---|---|---|")
    func row(_ label: String, _ m: Measurement, count: Int, size: Double, ratioTo base: Measurement?) {
        let ratio = base.map { format($0.seconds / m.seconds, 2) + "×" } ?? "–"
        print(
            "| \(label) | \(format(m.seconds, 3)) | \(format(m.cpu, 3)) | \(format(Double(count) / m.seconds / 1e6, 2))M | \(format(size / m.seconds / 1e6)) | \(ratio) | \(format(Double(m.peakKiB) / 1024)) MiB |"
        )
    }
    let hasDemangle = commandExists("swift-demangle")
    let mixed = measure(
        [
            Job(command: [tool], input: names), Job(command: ["cat"], input: names),
            Job(command: ["sed", "-E", "s/<.*//; s/.*\\.//"], input: names),
        ] + (hasDemangle ? [Job(command: ["swift-demangle", "--simplified"], input: names, runs: 3)] : []))
    let (ours, cat, sed) = (mixed[0], mixed[1], mixed[2])
    row("`screenname`", ours, count: records, size: bytes, ratioTo: nil)
    row("`sed -E 's/<.*//; s/.*\\.//'`", sed, count: records, size: bytes, ratioTo: ours)
    var demangle: Measurement?
    if hasDemangle {
        demangle = mixed[3]
        row("`swift demangle --simplified`", demangle!, count: records, size: bytes, ratioTo: ours)
    }
    row("`cat` (floor)", cat, count: records, size: bytes, ratioTo: ours)
    // Each distinct record once: the cost of naming, with nothing for the cache to remember.
    let distinctRuns = measure(
        [Job(command: [tool], input: distinct), Job(command: ["cat"], input: distinct)]
            + (hasDemangle ? [Job(command: ["swift-demangle", "--simplified"], input: distinct, runs: 3)] : []))
    let (cold, catCold) = (distinctRuns[0], distinctRuns[1])
    row(
        "`screenname`, each distinct record once", cold, count: distinctRecords, size: Double(fileSize(distinct)),
        ratioTo: nil)
    let coldDemangle = hasDemangle ? distinctRuns[2] : nil
    if let coldDemangle {
        row(
            "`swift demangle --simplified` (the same)", coldDemangle, count: distinctRecords,
            size: Double(fileSize(distinct)), ratioTo: cold)
    }
    row("`cat` (the same)", catCold, count: distinctRecords, size: Double(fileSize(distinct)), ratioTo: cold)
    // Logs: the mixed one, one without names and one with a hosting controller in every line, each against the
    // tools a log meets, all writing to a file.
    let plainLog = "\(work)/log-plain.txt"
    let hostingLog = "\(work)/log-hosting.txt"
    let smallLog = "\(work)/log-small.txt"
    for (path, names, count) in [
        (plainLog, Corpus.LogNames.none, records / 2), (hostingLog, .hosting, records / 2),
        (smallLog, .mixed, records / 20),
    ] {
        fd = createFile(path)
        writeLog(count: count, seed: 2, names: names, to: fd)
        close(fd)
    }
    let sink = "\(work)/out.txt"
    defer { unlink(sink) }
    struct LogRun {
        var inText: Measurement
        var demangle: Measurement?
        var grepCount: Measurement
        var cat: Measurement
    }
    func logRows(_ name: String, _ path: String) -> LogRun {
        let size = Double(fileSize(path))
        let lines = records / 2
        // The tools that take a second or more a run get three, in turns with the rest: the best of one run would
        // charge them any slow spell of the shared machine, and so flatter the ratios.
        let runs = measure(
            [
                Job(command: [tool, "--in-text"], input: path, output: sink),
                Job(command: [tool, "--in-text", "--only-matching"], input: path, output: sink),
                Job(command: ["grep", "-c", "navigated"], input: path, output: sink),
                Job(
                    command: ["grep", "-oE", "[A-Z][A-Za-z0-9_]*\\.[A-Z][A-Za-z0-9_.]*"], input: path, output: sink,
                    runs: 3),
                Job(command: ["cat"], input: path, output: sink),
            ] + (hasDemangle ? [Job(command: ["swift-demangle"], input: path, output: sink, runs: 3)] : []))
        let (inText, onlyMatching, grepCount, grepNames, cat) = (runs[0], runs[1], runs[2], runs[3], runs[4])
        row("`screenname --in-text` (\(name))", inText, count: lines, size: size, ratioTo: nil)
        row("`screenname --in-text -o` (\(name))", onlyMatching, count: lines, size: size, ratioTo: nil)
        var demangle: Measurement?
        if hasDemangle {
            demangle = runs[5]
            row("`swift demangle` (\(name))", demangle!, count: lines, size: size, ratioTo: inText)
        }
        row("`grep -c navigated` (\(name))", grepCount, count: lines, size: size, ratioTo: inText)
        row("`grep -oE` dotted names (\(name), vs `-o`)", grepNames, count: lines, size: size, ratioTo: onlyMatching)
        row("`cat` (\(name))", cat, count: lines, size: size, ratioTo: inText)
        return LogRun(inText: inText, demangle: demangle, grepCount: grepCount, cat: cat)
    }
    let mixedLog = logRows("log", log)
    let plain = logRows("log without names", plainLog)
    let hosting = logRows("a hosting controller a line", hostingLog)
    let inText = mixedLog.inText
    let smallInText = measure([tool, "--in-text"], input: smallLog, output: sink)
    let index = measure([tool, "lint", tree])
    print(
        "| `screenname lint` over 5,000 files | \(format(index.seconds, 3)) | \(format(index.cpu, 3)) | – | – | – | \(format(Double(index.peakKiB) / 1024)) MiB |"
    )

    // Stored exports: a CSV and JSON Lines of the BigQuery shape, against the shell pipeline and Python.
    let csv = "\(work)/export.csv"
    let bare = "\(work)/export-bare.csv"
    let jsonl = "\(work)/events.jsonl"
    for (path, format) in [(csv, "csv"), (bare, "csv-bare"), (jsonl, "jsonl")] {
        fd = createFile(path)
        writeExport(count: records, seed: 4, format: format, to: fd)
        close(fd)
    }
    // Python takes seconds a run: two of each, in turns with the runs they are compared with.
    let hasPython = commandExists("python3") && access("Tools/bench/rewrite_csv.py", R_OK) == 0
    let csvRuns = measure(
        [
            Job(command: [tool, "--csv", "--no-header", "--column", "3"], input: csv),
            Job(command: [tool, "--csv", "--no-header", "--column", "3"], input: bare),
            Job(
                command: [
                    "bash", "-c",
                    "paste -d, <(cut -d, -f1,2 \(bare)) <(cut -d, -f3 \(bare) | \(tool) --align) <(cut -d, -f4- \(bare))",
                ],
                runs: 3),
        ] + (hasPython ? [Job(command: ["python3", "Tools/bench/rewrite_csv.py", "3"], input: csv, runs: 2)] : []))
    let (csvOurs, bareOurs, pipeline) = (csvRuns[0], csvRuns[1], csvRuns[2])
    row("`screenname --csv --column 3` (export)", csvOurs, count: records, size: Double(fileSize(csv)), ratioTo: nil)
    row("`screenname --csv` (no quoted commas)", bareOurs, count: records, size: Double(fileSize(bare)), ratioTo: nil)
    row(
        "`cut` / `screenname --align` / `paste` (the same)", pipeline, count: records, size: Double(fileSize(bare)),
        ratioTo: bareOurs)
    let jsonRuns = measure(
        [
            Job(
                command: [tool, "--json-key", "event_params[key=firebase_screen_class].value.string_value"],
                input: jsonl)
        ]
            + (hasPython ? [Job(command: ["python3", "Tools/bench/rewrite_jsonl.py"], input: jsonl, runs: 2)] : []))
    let jsonOurs = jsonRuns[0]
    row(
        "`screenname --json-key …` (BigQuery lines)", jsonOurs, count: records, size: Double(fileSize(jsonl)),
        ratioTo: nil)
    var pythonCSV: Measurement?
    var pythonJSON: Measurement?
    if hasPython {
        pythonCSV = csvRuns[3]
        row("Python `csv` script (export)", pythonCSV!, count: records, size: Double(fileSize(csv)), ratioTo: csvOurs)
        pythonJSON = jsonRuns[1]
        row(
            "Python `json` script (BigQuery lines)", pythonJSON!, count: records, size: Double(fileSize(jsonl)),
            ratioTo: jsonOurs)
    }

    // Start-up: the tool against a trivial Swift program built the same way, over many runs.
    let trivialSource = "\(work)/trivial.swift"
    let trivial = "\(work)/trivial"
    fd = createFile(trivialSource)
    writeText("print(\"0.1.0\")\n", to: fd)
    close(fd)
    // Built the way the release build is: optimized, and on Linux with the Swift runtime linked in.
    #if os(Linux)
        let staticRuntime = ["-static-stdlib"]
    #else
        let staticRuntime: [String] = []
    #endif
    if measure(["swiftc", "-O"] + staticRuntime + [trivialSource, "-o", trivial], runs: 1, peak: false).status != 0 {
        fail("cannot build the trivial program")
    }
    func startup(_ command: [String]) -> Double {
        let start = now()
        for _ in 0..<200 { _ = measure(command, runs: 1, peak: false) }
        return (now() - start) / 200
    }
    let ourStart = startup([tool, "--version"])
    let trivialStart = startup([trivial])

    // Memory with a single 100 MB line, and linearity from a tenth of the corpus.
    let hugeLine = "\(work)/huge-line.txt"
    if fileSize(hugeLine) != 100_000_000 {
        fd = createFile(hugeLine)
        let chunk = String(repeating: "A", count: 1_000_000)
        for _ in 0..<100 { writeText(chunk, to: fd) }
        close(fd)
    }
    let huge = measure([tool], input: hugeLine, runs: 1)
    let tenth = measure([tool], input: small)

    // The default against one thread and two, on every corpus the threads could split, wall and CPU time.
    print("")
    print("| corpus | default: seconds, CPU | `-j 1` | `-j 2` | default ÷ `-j 1`: wall, CPU |")
    print("|---|---|---|---|---|")
    var slowestDefault = 0.0
    var costliestDefault = 0.0
    for (label, arguments, input, output) in [
        ("mixed corpus", [String](), names, "/dev/null"), ("each distinct record once", [], distinct, "/dev/null"),
        ("log, `--in-text`", ["--in-text"], log, sink),
        ("CSV export", ["--csv", "--no-header", "--column", "3"], csv, "/dev/null"),
        ("CSV, no quoted commas", ["--csv", "--no-header", "--column", "3"], bare, "/dev/null"),
    ] {
        let runs = measure(
            [[tool] + arguments, [tool, "-j", "1"] + arguments, [tool, "-j", "2"] + arguments].map {
                Job(command: $0, input: input, output: output)
            }, peak: false)
        let (standard, one, two) = (runs[0], runs[1], runs[2])
        slowestDefault = max(slowestDefault, standard.seconds / one.seconds)
        costliestDefault = max(costliestDefault, standard.cpu / one.cpu)
        func cell(_ m: Measurement) -> String { "\(format(m.seconds, 3)), \(format(m.cpu, 3))" }
        print(
            "| \(label) | \(cell(standard)) | \(cell(one)) | \(cell(two)) | \(format(standard.seconds / one.seconds, 2))×, \(format(standard.cpu / one.cpu, 2))× |"
        )
    }

    print("")
    print("| target | measured | goal | met |")
    print("|---|---|---|---|")
    func target(_ name: String, _ measured: String, _ goal: String, _ met: Bool) {
        print("| \(name) | \(measured) | \(goal) | \(met ? "yes" : "no") |")
    }
    if let demangle {
        target(
            "throughput vs `swift demangle --simplified`", format(demangle.seconds / ours.seconds) + "×", "≥ 10×",
            demangle.seconds / ours.seconds >= 10)
    }
    target(
        "throughput vs `sed` one-liner", format(sed.seconds / ours.seconds) + "×", "≥ 3×",
        sed.seconds / ours.seconds >= 3)
    // Where the cache cannot help: the cost of naming itself against the demangler's.
    if let coldDemangle {
        target(
            "each distinct record once vs `swift demangle --simplified`",
            format(coldDemangle.seconds / cold.seconds) + "×", "≥ 3.5×", coldDemangle.seconds / cold.seconds >= 3.5)
    }
    target("time vs `cat`", format(ours.seconds / cat.seconds) + "×", "≤ 10×", ours.seconds / cat.seconds <= 10)
    // The host's noise between two runs of the same command is some 5%: the default is the same code as `-j 1`.
    target(
        "default vs `-j 1`, wall time (the worst corpus)", format(slowestDefault, 2) + "×", "≤ 1.05×",
        slowestDefault <= 1.05)
    target(
        "default vs `-j 1`, CPU time (the worst corpus)", format(costliestDefault, 2) + "×", "≤ 1.1×",
        costliestDefault <= 1.1)
    target(
        "start-up vs trivial Swift program",
        "\(format(ourStart * 1000, 2)) ms vs \(format(trivialStart * 1000, 2)) ms (\(format(ourStart / trivialStart, 2))×)",
        "≤ 1.5×", ourStart / trivialStart <= 1.5)
    target(
        "CSV vs the `cut`/`paste` pipeline", format(pipeline.seconds / bareOurs.seconds) + "×", "≥ 5×",
        pipeline.seconds / bareOurs.seconds >= 5)
    if let pythonCSV, let pythonJSON {
        target(
            "CSV vs a Python `csv` script", format(pythonCSV.seconds / csvOurs.seconds) + "×", "≥ 20×",
            pythonCSV.seconds / csvOurs.seconds >= 20)
        target(
            "JSON Lines vs a Python `json` script", format(pythonJSON.seconds / jsonOurs.seconds) + "×", "≥ 20×",
            pythonJSON.seconds / jsonOurs.seconds >= 20)
    }
    target(
        "peak memory (CSV, JSON Lines)", "\(format(Double(max(csvOurs.peakKiB, jsonOurs.peakKiB)) / 1024)) MiB",
        "< 16 MiB",
        max(csvOurs.peakKiB, jsonOurs.peakKiB) < 16 * 1024)
    if let demangle = mixedLog.demangle, let hostingDemangle = hosting.demangle {
        target(
            "`--in-text` (log) vs `swift demangle`", format(demangle.seconds / inText.seconds) + "×", "≥ 10×",
            demangle.seconds / inText.seconds >= 10)
        target(
            "`--in-text` (a hosting controller a line) vs `swift demangle`",
            format(hostingDemangle.seconds / hosting.inText.seconds) + "×", "≥ 5×",
            hostingDemangle.seconds / hosting.inText.seconds >= 5)
    }
    func within(_ ours: Measurement, _ base: Measurement, _ factor: Double, _ name: String, _ goal: String) {
        target(name, format(ours.seconds / base.seconds, 2) + "× the time", goal, ours.seconds / base.seconds <= factor)
    }
    within(inText, mixedLog.grepCount, 3, "`--in-text` (log) vs `grep -c`", "≤ 3×")
    within(plain.inText, plain.grepCount, 2, "`--in-text` (log without names) vs `grep -c`", "≤ 2×")
    within(plain.inText, plain.cat, 4, "`--in-text` (log without names) vs `cat`", "≤ 4×")
    within(inText, smallInText, 11, "`--in-text`, 10× the log", "≤ 11×")
    let peak = max(ours.peakKiB, inText.peakKiB, hosting.inText.peakKiB, huge.peakKiB)
    target(
        "peak memory (mixed, log, one 100 MB line)", "\(format(Double(peak) / 1024)) MiB", "< 16 MiB", peak < 16 * 1024)
    target(
        "one 100 MB line", "exit \(huge.status), \(format(huge.seconds, 3)) s", "a clear error, bounded memory",
        huge.status == 0 && huge.peakKiB < 16 * 1024)
    target(
        "10× the input", format(ours.seconds / tenth.seconds, 2) + "× the time", "≤ 11×",
        ours.seconds / tenth.seconds <= 11)
    target("index of 5,000 files", "\(format(index.seconds, 3)) s", "well under 1 s", index.seconds < 0.5)
}

// MARK: Command line

let arguments = Array(CommandLine.arguments.dropFirst())
func argument(_ index: Int, default value: String? = nil) -> String {
    if index < arguments.count { return arguments[index] }
    if let value { return value }
    fail(
        "usage: screenname-bench corpus names|log COUNT [SEED] [--expected] | corpus tree DIR FILES [SEED] | run TOOL [RECORDS] [WORKDIR]"
    )
}

switch (argument(0), arguments.count > 1 ? arguments[1] : "") {
case ("corpus", "names"):
    writeNames(
        count: Int(argument(2))!, seed: UInt64(argument(3, default: "1"))!, expected: arguments.contains("--expected"),
        to: 1)
case ("corpus", "log"):
    writeLog(count: Int(argument(2))!, seed: UInt64(argument(3, default: "2"))!, to: 1)
case ("corpus", "tree"):
    writeTree(at: argument(2), files: Int(argument(3))!, seed: UInt64(argument(4, default: "3"))!)
case ("run", _):
    runBenchmark(
        tool: argument(1), records: Int(argument(2, default: "1000000"))!, work: argument(3, default: ".build/bench"))
default:
    _ = argument(99)
}
