import ScreenNameKit

Stdio.ignoreBrokenPipe()

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "lint": Stdio.terminate(lint(Array(arguments.dropFirst())))
case "hierarchy", "crash": Stdio.terminate(reports(arguments[0], Array(arguments.dropFirst())))
default: Stdio.terminate(filter(arguments))
}

/// `screenname lint`: its help, or the checks of the trees it is given.
func lint(_ arguments: [String]) -> ExitStatus {
    let output = Stdio.outputSink(Stdio.standardOutput, isLineBuffered: false)
    if arguments.contains("-h") || arguments.contains("--help") {
        return output.write(HelpText.lint.help(width: Stdio.terminalWidth() ?? 80))
    }
    let lint = parse(HelpText.lint) { () throws(Options.UsageError) in try Lint(arguments: arguments) }
    return lint.run(writingTo: output)
}

/// `screenname hierarchy` and `screenname crash`: the screen on top of each dump, or that each report crashed on.
func reports(_ name: String, _ arguments: [String]) -> ExitStatus {
    let command = name == "crash" ? HelpText.crash : HelpText.hierarchy
    var options = parse(command) { () throws(Options.UsageError) in try Options.reports(command, arguments) }
    let output = standardOutput(options)
    if options.showHelp { return output.write(command.help(width: Stdio.terminalWidth() ?? 80)) }
    guard readConfiguration(options.configFiles, into: &options.rules) else { return .failure }
    let run = InputRun(files: options.files, output: output)
    return run.run(options.reportRewriter(name, output: output, run: run))
}

/// The filter: what a flag such as `--help` prints, or each input rewritten as the options say.
func filter(_ arguments: [String]) -> ExitStatus {
    var options = parse(HelpText.filter) { () throws(Options.UsageError) in try Options(arguments: arguments) }
    let output = standardOutput(options)
    if options.showHelp { return output.write(HelpText.filter.help(width: Stdio.terminalWidth() ?? 80)) }
    if options.generateManual { return output.write(HelpText.manual(version: screennameVersion)) }
    if let shell = options.completionShell { return output.write(HelpText.completion(for: shell)) }
    if options.showVersion { return output.write(screennameVersion + "\n") }
    if options.printTables { return output.write(ScreenNamer.tableListing) }
    guard readConfiguration(options.configFiles, into: &options.rules) else { return .failure }
    let appRoots = options.appRoots + options.rules.appFolders
    if !options.excludes.isEmpty, options.whereRoots.isEmpty, appRoots.isEmpty {
        usageError("'--exclude' skips files of the trees that '--where' and '--app' read: give one", HelpText.filter)
    }
    if options.rules.onlyDeclared, appRoots.isEmpty {
        usageError(
            "'--only-app' keeps the types of the trees given with '--app DIR' or an 'app DIR' line: give one",
            HelpText.filter)
    }
    let run = InputRun(files: options.files, output: output)
    var tree = SourceTree(fileSystem: DiskFileSystem(), excludes: options.excludes)
    let index = options.whereRoots.isEmpty ? nil : tree.index(options.whereRoots)
    if !appRoots.isEmpty { options.rules.declare(tree.index(appRoots).declarations) }
    let ownership = options.owners ? tree.codeOwnership(file: options.ownersFile, root: options.whereRoots[0]) : nil
    for problem in tree.problems { run.report(problem, .failure) }
    if options.owners, ownership == nil { return .failure }
    let namer = ScreenNamer(rules: options.rules, style: options.style, bareManglings: options.bareManglings)
    let owners = ownership.map { ownership in { ownership.owners(ofFile: $0) } }
    let rewriter = options.rewriter(namer: namer, output: output, index: index, owners: owners, run: run)
    return run.run { (source, fill) throws(RewriteFailure) in try rewriter.rewrite(source: source, fill: fill) }
}

/// Standard output, written at each record when asked or when it is a terminal.
func standardOutput(_ options: Options) -> OutputSink {
    Stdio.outputSink(
        Stdio.standardOutput, isLineBuffered: options.lineBuffered || Stdio.isTerminal(Stdio.standardOutput))
}

/// A command's parsed command line, or its usage error printed and exit status 2.
func parse<Parsed>(_ command: HelpText.Command, _ body: () throws(Options.UsageError) -> Parsed) -> Parsed {
    do throws(Options.UsageError) { return try body() } catch { usageError(error.message, command) }
}

/// Prints a usage error with the command's usage line and exits with 2.
func usageError(_ message: String, _ command: HelpText.Command) -> Never {
    Stdio.printError(message + "\n" + command.usageHint)
    Stdio.terminate(.failure)
}
