import ScreenNameKit

/// `screenname lint`: checks a source tree's screens and a catalogue of screen names, for CI.
struct Lint {
    var namesFile: String?
    /// How the catalogue is written; `nil`: as its extension says.
    var namesFormat: NameCatalogue.Format?
    /// The catalogue's column (a table's header, or JSON objects' member) that holds the names.
    var namesColumn: String?
    /// What is written, resolved once the command line is read, since `--list` changes what `--format` may be.
    var output = LintOutput.findings(.text)
    /// `--format` as given.
    var formatName: String?
    /// The least severity whose findings fail the run.
    var failOn = ScreenLinter.Finding.Severity.warning
    var configFiles: [String] = []
    var excludes: [String] = []
    /// `--owners[=FILE]`: add the owners of each finding's file.
    var owners = false
    var ownersFile: String?
    var roots: [String] = []
    /// Print every declaration the index found instead of checking.
    var list = false
    var rules = NamingRules()

    /// Reads lint's command line, each option as its entry in ``HelpText`` says.
    init(arguments: [String]) throws(Options.UsageError) {
        for (entry, value) in try Options.read(arguments, HelpText.lintOptions, positional: &roots) {
            if case .lint(let apply) = entry.apply { try apply(&self, value) }
        }
        guard !roots.isEmpty else { throw Options.UsageError(message: "lint needs at least one source folder") }
        do throws(LintOutput.Error) { output = try LintOutput(format: formatName, list: list) } catch {
            throw Options.UsageError(message: error.description)
        }
    }

    /// Runs the checks, writes the findings and the summary, and returns the exit status.
    mutating func run(writingTo sink: OutputSink) -> ExitStatus {
        var status = ExitStatus.success
        guard readConfiguration(configFiles, into: &rules) else { return .failure }
        var tree = SourceTree(fileSystem: DiskFileSystem(), excludes: excludes)
        let index = tree.index(roots)
        let ownership = owners ? tree.codeOwnership(file: ownersFile, root: roots[0]) : nil
        for problem in tree.problems { Stdio.printError(problem) }
        if owners, ownership == nil { return .failure }
        if !tree.problems.isEmpty { status = .failure }
        // Nothing was read: a summary of no findings would read as a clean tree.
        if index.fileCount == 0, status == .failure { return .failure }
        let linter = ScreenLinter(namer: ScreenNamer(rules: rules))
        let screens = index.screens
        let format: LintReport.Format
        switch output {
        case .plan(let plan):
            return max(status, sink.write(ScreenPlan(screens: screens, namer: linter.namer).render(plan)))
        case .listing: return max(status, sink.write(ScreenLinter.listing(index, moduleSources: tree.moduleSources)))
        case .findings(let report): format = report
        }
        for (name, screen) in linter.unreadableNames(screens: screens) {
            let what = "the screen at \(screen.location) '\(name)'"
            Stdio.printError("bug: the index named \(what), which does not parse; please report it")
        }
        var catalogue: (bytes: [UInt8], file: String)?
        let catalogueFormat = namesFormat ?? namesFile.map(NameCatalogue.Format.init(path:)) ?? .plain
        if let namesFile {
            switch Stdio.readFile(namesFile, limit: 64 << 20) {
            case .success(let bytes): catalogue = (bytes, tree.displayPath(namesFile))
            case .failure(let error):
                Stdio.printError("\(namesFile): \(error.message)")
                return .failure
            }
        }
        var report: LintReport
        do throws(NameCatalogue.Error) {
            report = try linter.report(
                index: index, catalogue: catalogue, format: catalogueFormat, column: namesColumn, rules: rules,
                toolVersion: screennameVersion)
        } catch {
            Stdio.printError("\(namesFile ?? ""): \(error.description) (read as \(catalogueFormat.rawValue))")
            return .failure
        }
        if let ownership { report.assignOwners(from: ownership) }
        if sink.write(report.render(format)) != .success { return .failure }
        let failing = failOn == .error ? report.errors : report.findings.count
        if status == .success, failing > 0 { status = .findings }
        return status
    }
}
