import ScreenNameKit

/// `screenname hierarchy`: reads `_printHierarchy` dumps and says which screen of the app is on top of each.
final class HierarchyCommand: InputCommand {
    /// What is printed for each dump.
    enum Output {
        case screen, path, tree
    }

    let options: Options
    let renderer: HierarchyRenderer
    lazy var hierarchy = HierarchyRewriter(renderer: renderer, sink: output, strict: options.strict) {
        [unowned self] diagnostic in
        self.report(diagnostic.description, status: FilterCommand.status(of: diagnostic.severity))
    }
    let output: OutputSink
    /// The exit status so far: 1 for a dump without a screen or, under `--strict`, an unreadable line; 2 for I/O.
    var status: Int32 = 0

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
        let resolver = VisibleScreenResolver(namer: ScreenNamer(rules: options.rules, style: options.style))
        let format: HierarchyRenderer.Format
        switch options.hierarchyOutput {
        case _ where options.json: format = .json
        case .screen: format = .screen
        case .path: format = .path
        case .tree: format = .tree
        }
        self.output = output
        self.renderer = HierarchyRenderer(format: format, resolver: resolver)
    }

    /// Reads every input and returns the exit status; a closed standard output ends the run quietly.
    func run() -> Int32 {
        readEach(options.files) {
            (fd, source) throws(RewriteFailure) in try hierarchy.rewrite(source: source, fill: Stdio.filling(fd))
        }
    }

    func report(_ message: String, status: Int32) {
        Stdio.printError(message)
        self.status = max(self.status, status)
    }
}
