import ScreenNameKit

/// The filter: the rewriter the options choose, run over each input, its diagnostics on stderr.
final class FilterCommand: InputCommand {
    let output: OutputSink
    let files: [String]
    /// The exit status so far: 1 for `--strict` findings, 2 for read errors and tables without their column.
    var status: Int32 = 0
    /// The one rewriter of the run's mode, made once every option is resolved.
    private var rewriter: Rewriter!

    init(options: Options, namer: ScreenNamer, output: OutputSink, index: DeclarationIndex?) {
        self.output = output
        self.files = options.files
        // Only a regular file's reads bring runs large enough to split; a pipe's never do, so an input that is not
        // one keeps the whole cache on one thread.
        let worker =
            options.threads == 2 && (files.isEmpty ? ["-"] : files).allSatisfy(Stdio.isRegularFile)
            ? HelperThread().map(\.worker) : nil
        let separator = options.nullSeparated ? 0 : UInt8(ascii: "\n")
        let onDiagnostic = { [unowned self] (diagnostic: Diagnostic) in
            self.report(diagnostic.description, status: FilterCommand.status(of: diagnostic.severity))
        }
        if !options.jsonKeys.isEmpty {
            rewriter = JSONRewriter(
                paths: options.jsonKeys, namer: namer, sink: output, separator: separator, route: options.route,
                strict: options.strict, inText: options.inText, onDiagnostic: onDiagnostic)
        } else if let format = options.table, let column = options.column {
            rewriter = TableRewriter(
                format: format, column: column, header: !options.noHeader, addedColumn: options.addedColumn,
                namer: namer, sink: output, separator: separator, route: options.route, strict: options.strict,
                worker: worker, onDiagnostic: onDiagnostic)
        } else if options.inText {
            rewriter = TextRewriter(
                namer: namer, sink: output, separator: separator, onlyMatching: options.onlyMatching,
                json: options.json, worker: worker)
        } else {
            rewriter = RecordRewriter(
                namer: namer, sink: output, separator: separator, align: options.align, json: options.json,
                route: options.route, strict: options.strict, index: index, worker: worker,
                onDiagnostic: onDiagnostic)
        }
    }

    static func status(of severity: Diagnostic.Severity) -> Int32 {
        switch severity {
        case .notice: 0
        case .finding: 1
        case .error: 2
        }
    }

    /// Reads every input and returns the exit status; a closed standard output ends the run quietly with 0.
    func run() -> Int32 {
        readEach(files) { (fd, source) throws(RewriteFailure) in
            try rewriter.rewrite(source: source, fill: Stdio.filling(fd))
        }
    }

    func report(_ message: String, status: Int32) {
        Stdio.printError(message)
        self.status = max(self.status, status)
    }
}
