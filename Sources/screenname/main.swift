import ScreenNameKit

Stdio.ignoreBrokenPipe()

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "lint" {
    let output = Stdio.outputSink(Stdio.standardOutput, isLineBuffered: false)
    let lintArguments = Array(arguments.dropFirst())
    if lintArguments.contains("-h") || lintArguments.contains("--help") {
        printAndExit(HelpText.lint.help(width: Stdio.terminalWidth() ?? 80), to: output)
    }
    do throws(Options.UsageError) {
        var lint = try Lint(arguments: lintArguments)
        Stdio.terminate(lint.run(output: output))
    } catch {
        usageError(error.message, HelpText.lint)
    }
}

if arguments.first == "hierarchy" {
    let hierarchyArguments = Array(arguments.dropFirst())
    let options: Options
    do throws(Options.UsageError) {
        options = try HierarchyCommand.options(arguments: hierarchyArguments)
    } catch {
        usageError(error.message, HelpText.hierarchy)
    }
    let output = Stdio.outputSink(
        Stdio.standardOutput, isLineBuffered: options.lineBuffered || Stdio.isTerminal(Stdio.standardOutput))
    if options.showHelp { printAndExit(HelpText.hierarchy.help(width: Stdio.terminalWidth() ?? 80), to: output) }
    var rules = options.rules
    if !ConfigFile.apply(options.configFiles, to: &rules) { Stdio.terminate(2) }
    var configured = options
    configured.rules = rules
    Stdio.terminate(HierarchyCommand(options: configured, output: output).run())
}

let options: Options
do throws(Options.UsageError) {
    options = try Options(arguments: arguments)
} catch {
    usageError(error.message, HelpText.filter)
}

let output = Stdio.outputSink(
    Stdio.standardOutput, isLineBuffered: options.lineBuffered || Stdio.isTerminal(Stdio.standardOutput))

/// Prints a usage error with the command's usage line and exits with 2.
func usageError(_ message: String, _ command: HelpText.Command) -> Never {
    Stdio.printError(message + "\n" + command.usageHint)
    Stdio.terminate(2)
}

/// Writes a whole text to standard output and exits with 0, or 2 when the write fails.
func printAndExit(_ text: String, to output: OutputSink) -> Never {
    Stdio.terminate(output.write(text))
}

if options.showHelp { printAndExit(HelpText.filter.help(width: Stdio.terminalWidth() ?? 80), to: output) }
if options.generateManual { printAndExit(HelpText.manual(version: screennameVersion), to: output) }
if let shell = options.completionShell { printAndExit(HelpText.completion(for: shell), to: output) }
if options.showVersion { printAndExit(screennameVersion + "\n", to: output) }
if options.printTables { printAndExit(ScreenNamer.tableListing, to: output) }

var rules = options.rules
if !ConfigFile.apply(options.configFiles, to: &rules) { Stdio.terminate(2) }

var index: DeclarationIndex?
var indexStatus: Int32 = 0
if !options.whereRoots.isEmpty {
    var tree = SourceTree(fileSystem: DiskFileSystem(), excludes: options.excludes)
    index = tree.index(options.whereRoots)
    for problem in tree.problems { Stdio.printError(problem) }
    if !tree.problems.isEmpty { indexStatus = 2 }
}

let appRoots = options.appRoots + rules.appFolders
if !options.excludes.isEmpty, options.whereRoots.isEmpty, appRoots.isEmpty {
    usageError("'--exclude' skips files of the trees that '--where' and '--app' read: give one", HelpText.filter)
}
if rules.onlyDeclared, appRoots.isEmpty {
    usageError(
        "'--only-app' keeps the types of the trees given with '--app DIR' or an 'app DIR' line: give one",
        HelpText.filter)
}
if !appRoots.isEmpty {
    var tree = SourceTree(fileSystem: DiskFileSystem(), excludes: options.excludes)
    rules.declare(tree.index(appRoots).declarations)
    for problem in tree.problems { Stdio.printError(problem) }
    if !tree.problems.isEmpty { indexStatus = 2 }
}

let namer = ScreenNamer(rules: rules, style: options.style, bareManglings: options.bareManglings)
let filter = FilterCommand(options: options, namer: namer, output: output, index: index)
Stdio.terminate(max(filter.run(), indexStatus))
