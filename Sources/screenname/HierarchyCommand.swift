import ScreenNameKit

/// `screenname hierarchy`: reads `_printHierarchy` dumps and says which screen of the app is on top of each.
final class HierarchyCommand: InputCommand {
    /// What is printed for each dump.
    enum Output {
        case screen, path, tree
    }

    let options: Options
    let resolver: VisibleScreenResolver
    let renderer: HierarchyRenderer
    let output: OutputSink
    /// The exit status so far: 1 for a dump without a screen or, under `--strict`, an unreadable line; 2 for I/O.
    var status: Int32 = 0
    static let maximumLineLength = 1 << 20

    /// Reads the command line, each option as its entry in ``HelpText`` says.
    static func options(arguments: [String]) throws(Options.UsageError) -> Options {
        let options = try Options(arguments: arguments, optionTable: HelpText.hierarchyOptions)
        if options.hierarchyOutputs > 1 {
            throw Options.UsageError(message: "'--path' and '--tree' cannot be used together")
        }
        if options.json, options.hierarchyOutput != .screen {
            throw Options.UsageError(message: "'--json' cannot be used with '--path' or '--tree'")
        }
        return options
    }

    init(options: Options, output: OutputSink) {
        self.options = options
        self.resolver = VisibleScreenResolver(namer: ScreenNamer(rules: options.rules, style: options.style))
        let format: HierarchyRenderer.Format
        switch options.hierarchyOutput {
        case _ where options.json: format = .json
        case .screen: format = .screen
        case .path: format = .path
        case .tree: format = .tree
        }
        self.renderer = HierarchyRenderer(format: format, resolver: resolver)
        self.output = output
    }

    /// Reads every input and returns the exit status; a closed standard output ends the run quietly.
    func run() -> Int32 {
        readEach(options.files) {
            (fd, source) throws(RewriteFailure) in try read(fd, source: source)
        }
    }

    /// Reads one input line by line and writes each dump's answer once the dump is complete.
    func read(_ fd: Int32, source: String) throws(RewriteFailure) {
        var reader = HierarchyReader()
        var lineNumber = 0
        var dumpLine = 0
        let lines = RecordReader(separator: UInt8(ascii: "\n"), maximumLength: Self.maximumLineLength)
        var problems: [String] = []
        var finished: [(hierarchy: ViewControllerHierarchy, line: Int)] = []
        func take(_ line: UnsafeBufferPointer<UInt8>) {
            lineNumber += 1
            switch reader.read(line) {
            case .skipped, .added: break
            case .started(let previous):
                if let previous { finished.append((previous, dumpLine)) }
                dumpLine = lineNumber
            case .unreadable(let reason): problems.append("\(source):\(lineNumber): \(reason)")
            }
        }
        try lines.read(fill: Stdio.filling(fd), willRead: output.flush) { event throws(RewriteFailure) in
            switch event {
            case .records(let run):
                var start = 0
                for index in 0..<run.count where run[index] == UInt8(ascii: "\n") {
                    take(UnsafeBufferPointer(rebasing: run[start..<index]))
                    start = index + 1
                }
            case .lastRecord(let line): take(line)
            case .oversized(_, let isFirst, let isLast, _):
                if isFirst { problems.append("\(source):\(lineNumber + 1): line longer than 1 MiB, skipped") }
                if isLast { lineNumber += 1 }
            }
            if options.strict { for problem in problems { report(problem, status: 1) } }
            problems.removeAll()
            for dump in finished { try write(dump.hierarchy, source: source, line: dump.line) }
            finished.removeAll()
        }
        if let last = reader.finish() {
            try write(last, source: source, line: dumpLine)
        } else if dumpLine == 0 {
            report("\(source): no view-controller dump in it", status: 1)
        }
    }

    /// Writes what one dump shows, as the options ask.
    func write(_ hierarchy: ViewControllerHierarchy, source: String, line: Int) throws(RewriteFailure) {
        let result = resolver.resolve(hierarchy)
        if result.screen == nil {
            let top = result.labels[result.topMost]
            report("\(source):\(line): no screen of the app in the dump (top-most: \(top))", status: 1)
        }
        try output.append(renderer.render(hierarchy, result, line: line))
        if options.lineBuffered || output.isLineBuffered { try output.flush() }
    }

    func report(_ message: String, status: Int32) {
        Stdio.printError(message)
        self.status = max(self.status, status)
    }
}
