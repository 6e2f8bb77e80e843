import ScreenNameKit

Stdio.ignoreBrokenPipe()

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "lint" {
    let output = Stdio.outputSink(Stdio.standardOutput, isLineBuffered: false)
    let lintArguments = Array(arguments.dropFirst())
    if lintArguments.contains("-h") || lintArguments.contains("--help") {
        printAndExit(HelpText.lintText(width: Stdio.terminalWidth() ?? 80) + "\n", to: output)
    }
    do throws(Options.UsageError) {
        var lint = try Lint(arguments: lintArguments)
        Stdio.terminate(lint.run(output: output))
    } catch {
        Stdio.printError("\(error.message)\n\(Lint.usage)\n  See 'screenname lint --help' for more information.")
        Stdio.terminate(2)
    }
}

if arguments.first == "hierarchy" {
    let hierarchyArguments = Array(arguments.dropFirst())
    let options: Options
    do throws(Options.UsageError) {
        options = try HierarchyCommand.options(arguments: hierarchyArguments)
    } catch {
        Stdio.printError(
            "\(error.message)\n\(HierarchyCommand.usage)\n  See 'screenname hierarchy --help' for more information.")
        Stdio.terminate(2)
    }
    let output = Stdio.outputSink(
        Stdio.standardOutput, isLineBuffered: options.lineBuffered || Stdio.isTerminal(Stdio.standardOutput))
    if options.showHelp { printAndExit(HelpText.hierarchyText(width: Stdio.terminalWidth() ?? 80), to: output) }
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
    Stdio.printError(
        "\(error.message)\nUsage: screenname [<options>] [<file> ...]\n  See 'screenname --help' for more information.")
    Stdio.terminate(2)
}

let output = Stdio.outputSink(
    Stdio.standardOutput, isLineBuffered: options.lineBuffered || Stdio.isTerminal(Stdio.standardOutput))

/// Writes a whole text to standard output and exits with 0, or 2 when the write fails.
func printAndExit(_ text: String, to output: OutputSink) -> Never {
    Stdio.terminate(output.write(text))
}

if options.showHelp { printAndExit(HelpText.text(width: Stdio.terminalWidth() ?? 80), to: output) }
if options.generateManual { printAndExit(HelpText.manual(version: screennameVersion), to: output) }
if let shell = options.completionShell { printAndExit(HelpText.completion(for: shell), to: output) }
if options.showVersion { printAndExit(screennameVersion + "\n", to: output) }
if options.printTables { printAndExit(ScreenNamer.tableListing, to: output) }

var rules = options.rules
if !ConfigFile.apply(options.configFiles, to: &rules) { Stdio.terminate(2) }

var index: DeclarationIndex?
var indexStatus: Int32 = 0
if !options.whereRoots.isEmpty {
    var tree = SourceTree(excludes: options.excludes)
    index = tree.index(options.whereRoots)
    for problem in tree.problems { Stdio.printError(problem) }
    if !tree.problems.isEmpty { indexStatus = 2 }
}

let appRoots = options.appRoots + rules.appFolders
if !options.excludes.isEmpty, options.whereRoots.isEmpty, appRoots.isEmpty {
    Stdio.printError(
        "'--exclude' skips files of the trees that '--where' and '--app' read: give one\nUsage: screenname [<options>] [<file> ...]\n  See 'screenname --help' for more information."
    )
    Stdio.terminate(2)
}
if rules.onlyDeclared, appRoots.isEmpty {
    Stdio.printError(
        "'--only-app' keeps the types of the trees given with '--app DIR' or an 'app DIR' line: give one\nUsage: screenname [<options>] [<file> ...]\n  See 'screenname --help' for more information."
    )
    Stdio.terminate(2)
}
if !appRoots.isEmpty {
    var tree = SourceTree(excludes: options.excludes)
    rules.declare(tree.index(appRoots).declarations)
    for problem in tree.problems { Stdio.printError(problem) }
    if !tree.problems.isEmpty { indexStatus = 2 }
}

let namer = ScreenNamer(rules: rules, style: options.style, bareManglings: options.bareManglings)
let filter = FilterCommand(options: options, namer: namer, output: output, index: index)
Stdio.terminate(max(filter.run(), indexStatus))
