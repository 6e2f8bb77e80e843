/// One run of `screenname lint` over a file system the host lends: its configuration files, the source tree, the
/// owners and the catalogue are read through it, and the run says what to write. The command lends the disk; a test
/// or an editor can lend memory.
///
/// ```swift
/// var lint = LintRun(roots: ["Sources"])
/// lint.output = .findings(.github)
/// let outcome = lint.run(on: disk, toolVersion: "1.0")
/// for problem in outcome.problems { print(problem) }  // unreadable files: the command exits with 2
/// print(outcome.text ?? "", terminator: "")
/// ```
public struct LintRun: Sendable {
    public var roots: [String]
    public var excludes: [String] = []
    public var configFiles: [String] = []
    /// The catalogue of screen names (`--names`), how it is written (`nil`: as its extension says) and the column
    /// of its names.
    public var namesFile: String?
    public var namesFormat: NameCatalogue.Format?
    public var namesColumn: String?
    public var output = LintOutput.findings(.text)
    /// The least severity whose findings fail the run.
    public var failOn = ScreenLinter.Finding.Severity.warning
    /// Whether each finding gets the owners of its file, from `ownersFile` or the repository's `CODEOWNERS`.
    public var owners = false
    public var ownersFile: String?
    public var rules = NamingRules()

    /// What a run comes to.
    public struct Outcome: Sendable {
        /// What to write; `nil` when the run stopped before it had anything to say.
        public var text: String?
        /// What could not be read (configurations, files, the catalogue, the owners): each an error.
        public var problems: [String] = []
        /// Screens the index named in a way no name reads back: a fault of the tool, said but not failing the run.
        public var faults: [String] = []
        /// How many findings fail the run.
        public var failing = 0
    }

    public init(roots: [String]) {
        self.roots = roots
    }

    /// Reads the configuration, indexes the roots, and checks their screens and the catalogue, or lists them as
    /// `output` says.
    public func run<FileSystem: SourceFileSystem>(on fileSystem: FileSystem, toolVersion: String) -> Outcome {
        var outcome = Outcome()
        var rules = self.rules
        if let problem = rules.read(configurationFiles: configFiles, from: fileSystem) {
            outcome.problems.append(problem)
            return outcome
        }
        var tree = SourceTree(fileSystem: fileSystem, excludes: excludes)
        let index = tree.index(roots)
        let ownership = owners ? tree.codeOwnership(file: ownersFile, root: roots.first ?? ".") : nil
        outcome.problems = tree.problems
        // Nothing was read: a summary of no findings would read as a clean tree.
        if owners && ownership == nil || index.fileCount == 0 && !outcome.problems.isEmpty { return outcome }
        let linter = ScreenLinter(namer: ScreenNamer(rules: rules))
        let format: LintReport.Format
        switch output {
        case .plan(let plan):
            outcome.text = ScreenPlan(screens: index.screens, namer: linter.namer).render(plan)
            return outcome
        case .listing:
            outcome.text = ScreenLinter.listing(index, moduleSources: tree.moduleSources)
            return outcome
        case .findings(let report): format = report
        }
        for (name, screen) in linter.unreadableNames(screens: index.screens) {
            outcome.faults.append(
                "bug: the index named the screen at \(screen.location) '\(name)', which does not parse; please report it"
            )
        }
        let catalogueFormat = namesFormat ?? namesFile.map(NameCatalogue.Format.init(path:)) ?? .plain
        var catalogue: (bytes: [UInt8], file: String)?
        if let namesFile {
            switch fileSystem.contents(of: namesFile, limit: 64 << 20) {
            case .success(let bytes): catalogue = (bytes, tree.displayPath(namesFile))
            case .failure(let error):
                outcome.problems.append("\(namesFile): \(error.message)")
                return outcome
            }
        }
        var report: LintReport
        do throws(NameCatalogue.Error) {
            report = try linter.report(
                index: index, catalogue: catalogue, format: catalogueFormat, column: namesColumn, rules: rules,
                toolVersion: toolVersion)
        } catch {
            outcome.problems.append(
                "\(namesFile ?? ""): \(error.description) (read as \(catalogueFormat.rawValue))")
            return outcome
        }
        if let ownership { report.assignOwners(from: ownership) }
        outcome.text = report.render(format)
        outcome.failing = failOn == .error ? report.errors : report.findings.count
        return outcome
    }
}
