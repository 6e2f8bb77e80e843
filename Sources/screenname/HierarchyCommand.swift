import ScreenNameKit

/// `screenname hierarchy`: reads `_printHierarchy` dumps and says which screen of the app is on top of each.
final class HierarchyCommand: InputCommand {
    /// What is printed for each dump.
    enum Output {
        case screen, path, tree
    }

    let options: Options
    let resolver: VisibleScreenResolver
    let output: OutputBuffer
    /// The exit status so far: 1 for a dump without a screen or, under `--strict`, an unreadable line; 2 for I/O.
    var status: Int32 = 0
    static let maximumLineLength = 1 << 20

    static let usage = "Usage: screenname hierarchy [--path | --tree | --json] [--leaf | --module] [<file> ...]"

    /// Reads the command line, each option as its entry in ``HelpText`` says.
    static func options(arguments: [String]) throws(Options.UsageError) -> Options {
        let options = try Options(arguments: arguments, optionTable: HelpText.hierarchyOptions)
        if options.json, options.hierarchyOutput != .screen {
            throw Options.UsageError(message: "'--json' cannot be used with '--path' or '--tree'")
        }
        return options
    }

    init(options: Options, output: OutputBuffer) {
        self.options = options
        self.resolver = VisibleScreenResolver(namer: ScreenNamer(rules: options.rules, style: options.style))
        self.output = output
    }

    /// Reads every input and returns the exit status; a closed standard output ends the run quietly.
    func run() -> Int32 {
        readEach(options.files) {
            (fd, source) throws(RecordReaderError) in try read(fd, source: source)
        }
    }

    /// Reads one input line by line and writes each dump's answer once the dump is complete.
    func read(_ fd: Int32, source: String) throws(RecordReaderError) {
        var reader = HierarchyReader()
        var lineNumber = 0
        var dumpLine = 0
        let lines = RecordReader(fd: fd, separator: UInt8(ascii: "\n"), maximumLength: Self.maximumLineLength)
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
        try lines.read(willRead: output.flush) { event throws(Stdio.WriteFailure) in
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
            do throws(Stdio.WriteFailure) { try write(last, source: source, line: dumpLine) } catch {
                throw .write(error)
            }
        }
    }

    /// Writes what one dump shows, as the options ask.
    func write(_ hierarchy: ViewControllerHierarchy, source: String, line: Int) throws(Stdio.WriteFailure) {
        let result = resolver.resolve(hierarchy)
        if result.screen == nil {
            let top = resolver.label(of: hierarchy.controllers[result.topMost])
            report("\(source):\(line): no screen of the app in the dump (top-most: \(top))", status: 1)
        }
        var text = ""
        if options.json {
            text = json(hierarchy, result, line: line) + "\n"
        } else {
            switch options.hierarchyOutput {
            case .screen: text = result.screens.map { $0 + "\n" }.joined()
            case .path: text = path(hierarchy, result) + "\n"
            case .tree: text = tree(hierarchy, result)
            }
        }
        try output.append(text)
        if options.lineBuffered || output.isLineBuffered { try output.flush() }
    }

    /// The walk from the root as one line: ` > ` into a child, ` + ` into a presented controller, containers with
    /// their kind, the screens marked with `*`.
    func path(_ hierarchy: ViewControllerHierarchy, _ result: VisibleScreen) -> String {
        var text = ""
        for (offset, controller) in result.path.enumerated() {
            if offset > 0 { text += hierarchy.relation(of: controller) == .presented ? " + " : " > " }
            text += describe(controller, in: hierarchy, result)
        }
        return text
    }

    /// The whole hierarchy, indented two spaces a level, the walk marked with `*` in the first column.
    func tree(_ hierarchy: ViewControllerHierarchy, _ result: VisibleScreen) -> String {
        var onWalk = Set(result.path)
        for screen in result.visible { onWalk.formUnion(hierarchy.ancestry(of: screen)) }
        var text = ""
        var pending = [hierarchy.root]
        while let controller = pending.popLast() {
            let item = hierarchy.controllers[controller]
            text += onWalk.contains(controller) ? "* " : "  "
            text += String(repeating: "  ", count: hierarchy.depth(of: controller))
            if hierarchy.relation(of: controller) == .presented { text += "+ " }
            text += describe(controller, in: hierarchy, result) + ": " + item.appearance.rawValue
            switch item.view {
            case .inWindow: break
            case .notInWindow: text += ", not in the window"
            case .notLoaded: text += ", view not loaded"
            }
            if let presenter = item.presentationController { text += ", presented with " + presenter }
            text += "\n"
            // In the order they were added, which for a dump is the order of its lines.
            pending.append(
                contentsOf: (hierarchy.children(of: controller) + hierarchy.presented(by: controller)).sorted()
                    .reversed())
        }
        return text
    }

    /// A controller's label, its container kind in parentheses, and `*` when it is one of the screens.
    func describe(_ controller: Int, in hierarchy: ViewControllerHierarchy, _ result: VisibleScreen) -> String {
        let item = hierarchy.controllers[controller]
        var text = resolver.label(of: item)
        if result.visible.contains(controller) { text += "*" }
        if let kind = resolver.containerKind(of: item) { text += " (\(kind.rawValue))" }
        return text
    }

    /// One JSON object for a dump.
    func json(_ hierarchy: ViewControllerHierarchy, _ result: VisibleScreen, line: Int) -> String {
        func label(_ controller: Int) -> String { resolver.label(of: hierarchy.controllers[controller]) }
        func list(_ names: [String]) -> String {
            var text = "["
            for (offset, name) in names.enumerated() {
                if offset > 0 { text += "," }
                JSONLine.appendString(name, to: &text)
            }
            return text + "]"
        }
        var text = "{\"line\":\(line),\"root\":"
        JSONLine.appendString(label(result.root), to: &text)
        text += ",\"topMost\":"
        JSONLine.appendString(label(result.topMost), to: &text)
        text += ",\"screen\":"
        JSONLine.appendOptional(result.screen, to: &text)
        text += ",\"visible\":" + list(result.screens)
        text += ",\"container\":\"\(result.container.rawValue)\""
        text += ",\"path\":" + list(result.path.map(label)) + "}"
        return text
    }

    func report(_ message: String, status: Int32) {
        Stdio.printError(message)
        self.status = max(self.status, status)
    }
}
