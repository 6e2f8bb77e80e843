/// Reads UIKit view-controller dumps (`_printHierarchy`, Chisel's `pvc`), several to an input if need be, and writes
/// for each dump, once it is complete, what a ``HierarchyRenderer`` makes of it (`screenname hierarchy`).
///
/// ```swift
/// var output: [UInt8] = []
/// let sink = OutputSink { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
/// let hierarchy = HierarchyRewriter(renderer: HierarchyRenderer(format: .screen), sink: sink)
/// try hierarchy.rewrite(Array("<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n   | <MyApp.HomeViewController 0x3>, state: appeared, view: <UIView 0x4>\n".utf8))
/// try sink.flush()  // output is "HomeViewController" and a line break
/// ```
public final class HierarchyRewriter {
    /// The longest line read; a longer one is skipped (reported under `strict`).
    public static let maximumLineLength = 1 << 20

    public let renderer: HierarchyRenderer
    let sink: OutputSink
    let strict: Bool
    let onDiagnostic: (Diagnostic) -> Void

    /// A reader of dumps that renders each with `renderer` into `sink`. A dump without a screen of the app and an
    /// input without a dump are findings; under `strict`, so are lines with tree marks that do not read as a
    /// controller, and lines too long to read.
    public init(
        renderer: HierarchyRenderer, sink: OutputSink, strict: Bool = false,
        onDiagnostic: @escaping (Diagnostic) -> Void = { _ in }
    ) {
        self.renderer = renderer
        self.sink = sink
        self.strict = strict
        self.onDiagnostic = onDiagnostic
    }

    /// Reads one whole input, which `fill` reads a chunk at a time; `source` names it in diagnostics. The sink is
    /// flushed before each read, not at the end: the caller flushes it once every input is read.
    public func rewrite(source: String, fill: RecordReader.Fill) throws(RewriteFailure) {
        var reader = HierarchyReader()
        var firstLine = 0
        var problems: [Diagnostic] = []
        var finished: [(hierarchy: ViewControllerHierarchy, line: Int)] = []
        let lines = RecordReader(separator: UInt8(ascii: "\n"), maximumLength: Self.maximumLineLength)
        try lines.forEachLine(fill: fill, willRead: sink.flush) { line, number in
            HierarchyReader.forEachDumpLine(in: line) { dumpLine in
                switch reader.read(dumpLine) {
                case .skipped, .added: break
                case .started(let previous):
                    if let previous { finished.append((previous, firstLine)) }
                    firstLine = number
                case .unreadable(let reason):
                    problems.append(Diagnostic(.finding, source: source, line: number, reason))
                }
            }
        } skipped: { number in
            problems.append(Diagnostic(.finding, source: source, line: number, "line longer than 1 MiB, skipped"))
        } afterRead: { () throws(RewriteFailure) in
            if strict { for problem in problems { onDiagnostic(problem) } }
            problems.removeAll()
            for dump in finished { try write(dump.hierarchy, source: source, line: dump.line) }
            finished.removeAll()
        }
        if let last = reader.finish() {
            try write(last, source: source, line: firstLine)
        } else if firstLine == 0 {
            onDiagnostic(Diagnostic(.finding, source: source, line: nil, "no view-controller dump in it"))
        }
    }

    /// Reads an input held in memory, as ``rewrite(source:fill:)`` does.
    public func rewrite(_ bytes: [UInt8], source: String = "<input>") throws(RewriteFailure) {
        try RecordReader.withFill(reading: bytes) { fill throws(RewriteFailure) in
            try rewrite(source: source, fill: fill)
        }
    }

    /// Writes what one dump shows.
    func write(_ hierarchy: ViewControllerHierarchy, source: String, line: Int) throws(RewriteFailure) {
        let result = renderer.resolver.resolve(hierarchy)
        if result.screen == nil {
            let top = result.labels[result.topMost]
            onDiagnostic(
                Diagnostic(.finding, source: source, line: line, "no screen of the app in the dump (top-most: \(top))"))
        }
        try sink.append(renderer.render(hierarchy, result, line: line))
        if sink.isLineBuffered { try sink.flush() }
    }
}
