/// Reads crash and hang reports, several to an input if need be, and writes for each what a ``CrashRenderer`` makes
/// of it (`screenname crash`).
///
/// ```swift
/// var output: [UInt8] = []
/// let sink = OutputSink { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
/// let crash = CrashRewriter(renderer: CrashRenderer(format: .screen), sink: sink)
/// try crash.rewrite(Array("Thread 0 Crashed:\n0   MyApp   0x0000000100f3a2c4 HomeViewController.viewDidLoad() + 120\n".utf8))
/// try sink.flush()  // output is "HomeViewController" and a line break
/// ```
public final class CrashRewriter {
    public let renderer: CrashRenderer
    let sink: OutputSink
    let onDiagnostic: (Diagnostic) -> Void

    /// A reader of reports that renders each with `renderer` into `sink`. A report without a frame that names a
    /// screen of the app, one that cannot be read, and an input without a report are findings.
    public init(renderer: CrashRenderer, sink: OutputSink, onDiagnostic: @escaping (Diagnostic) -> Void = { _ in }) {
        self.renderer = renderer
        self.sink = sink
        self.onDiagnostic = onDiagnostic
    }

    /// Reads one whole input, which `fill` reads a chunk at a time; `source` names it in diagnostics. The sink is
    /// flushed before each read, not at the end: the caller flushes it once every input is read.
    public func rewrite(source: String, fill: RecordReader.Fill) throws(RewriteFailure) {
        var reader = CrashReportReader()
        var outputs: [CrashReportReader.Output] = []
        var sawReport = false
        let lines = RecordReader(separator: UInt8(ascii: "\n"), maximumLength: HierarchyRewriter.maximumLineLength)
        try lines.forEachLine(fill: fill, willRead: sink.flush) { line, number in
            reader.read(line, number: number) { outputs.append($0) }
        } skipped: { number in
            onDiagnostic(Diagnostic(.finding, source: source, line: number, "line longer than 1 MiB, skipped"))
        } afterRead: { () throws(RewriteFailure) in
            for output in outputs { try write(output, source: source, sawReport: &sawReport) }
            outputs.removeAll()
        }
        reader.finish { outputs.append($0) }
        for output in outputs { try write(output, source: source, sawReport: &sawReport) }
        if !sawReport { onDiagnostic(Diagnostic(.finding, source: source, line: nil, "no crash report in it")) }
    }

    /// Reads an input held in memory, as ``rewrite(source:fill:)`` does.
    public func rewrite(_ bytes: [UInt8], source: String = "<input>") throws(RewriteFailure) {
        try RecordReader.withFill(reading: bytes) { fill throws(RewriteFailure) in
            try rewrite(source: source, fill: fill)
        }
    }

    func write(_ output: CrashReportReader.Output, source: String, sawReport: inout Bool) throws(RewriteFailure) {
        sawReport = true
        switch output {
        case .unreadable(let line, let reason):
            onDiagnostic(Diagnostic(.finding, source: source, line: line, reason))
        case .report(let report):
            let result = renderer.resolver.resolve(report)
            if result.screens.isEmpty {
                let skipped =
                    result.unsymbolicated > 0 ? " (\(result.unsymbolicated) unsymbolicated frames of the app)" : ""
                onDiagnostic(
                    Diagnostic(
                        .finding, source: source, line: report.line, "no frame names a screen of the app\(skipped)"))
            }
            try sink.append(renderer.render(report, result, source: source))
            if sink.isLineBuffered { try sink.flush() }
        }
    }
}
