import ScreenNameKit

/// `screenname lint`: checks a source tree's screens and a catalogue of screen names, for CI.
struct Lint {
    var namesFile: String?
    /// How the catalogue is written; `nil`: as its extension says.
    var namesFormat: NameCatalogue.Format?
    /// The catalogue's column (a table's header, or JSON objects' member) that holds the names.
    var namesColumn: String?
    var format = LintReport.Format.text
    /// With `--list`: the tracking plan's format, or `nil` for the listing of every declaration.
    var planFormat: NameCatalogue.Format?
    /// `--format` as given, resolved once the command line is read, since `--list` changes what it may be.
    var formatName: String?
    /// The least severity whose findings fail the run.
    var failOn = ScreenLinter.Finding.Severity.warning
    var configFiles: [String] = []
    var excludes: [String] = []
    var roots: [String] = []
    /// Print every declaration the index found instead of checking.
    var list = false
    var rules = NamingRules()

    /// Reads lint's command line, each option as its entry in ``HelpText`` says.
    init(arguments: [String]) throws(Options.UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            guard argument.hasPrefix("-"), argument != "-" else {
                roots.append(argument)
                continue
            }
            let (entry, value) = try Options.option(
                argument, in: HelpText.lintOptions, arguments: arguments, index: &index)
            if case .lint(let apply) = entry.apply { try apply(&self, value) }
        }
        guard !roots.isEmpty else { throw Options.UsageError(message: "lint needs at least one source folder") }
        if let formatName, formatName != "text" {
            if list {
                guard let plan = NameCatalogue.Format(rawValue: formatName) else {
                    throw Options.UsageError(
                        message:
                            "'--list' writes text or a plan (csv, tsv, json, jsonl, markdown, plain), not '\(formatName)'"
                    )
                }
                planFormat = plan
            } else {
                guard let report = LintReport.Format(rawValue: formatName) else {
                    let plans = NameCatalogue.Format.allCases.map(\.rawValue)
                    throw Options.UsageError(
                        message: plans.contains(formatName)
                            ? "'--format \(formatName)' writes a plan of the screens: it goes with '--list'"
                            : "unknown format '\(formatName)': use text, github, json or sarif")
                }
                format = report
            }
        }
    }

    /// Runs the checks, writes the findings and the summary, and returns the exit status.
    mutating func run(output: OutputSink) -> Int32 {
        var status: Int32 = 0
        guard ConfigFile.apply(configFiles, to: &rules) else { return 2 }
        var tree = SourceTree(fileSystem: DiskFileSystem(), excludes: excludes)
        let index = tree.index(roots)
        for problem in tree.problems { Stdio.printError(problem) }
        if !tree.problems.isEmpty { status = 2 }
        // Nothing was read: a summary of no findings would read as a clean tree.
        if index.fileCount == 0, status == 2 { return 2 }
        let linter = ScreenLinter(namer: ScreenNamer(rules: rules))
        let screens = index.screens
        if list, let planFormat {
            return max(status, output.write(ScreenPlan(screens: screens, namer: linter.namer).render(planFormat)))
        }
        if list { return max(status, output.write(ScreenLinter.listing(index, moduleSources: tree.moduleSources))) }
        for (name, screen) in linter.unreadableNames(screens: screens) {
            Stdio.printError(
                "bug: the index named the screen at \(screen.location) '\(name)', which does not parse; please report it"
            )
        }
        var catalogue: (bytes: [UInt8], file: String)?
        let catalogueFormat = namesFormat ?? namesFile.map(NameCatalogue.Format.init(path:)) ?? .plain
        if let namesFile {
            switch Stdio.readFile(namesFile, limit: 64 << 20) {
            case .success(let bytes): catalogue = (bytes, tree.displayPath(namesFile))
            case .failure(let error):
                Stdio.printError("\(namesFile): \(error.message)")
                return 2
            }
        }
        let report: LintReport
        do throws(NameCatalogue.Error) {
            report = try linter.report(
                index: index, catalogue: catalogue, format: catalogueFormat, column: namesColumn, rules: rules,
                toolVersion: screennameVersion)
        } catch {
            Stdio.printError("\(namesFile ?? ""): \(error.description) (read as \(catalogueFormat.rawValue))")
            return 2
        }
        if output.write(report.render(format)) != 0 { return 2 }
        let failing = failOn == .error ? report.errors : report.findings.count
        if status == 0, failing > 0 { status = 1 }
        return status
    }
}
