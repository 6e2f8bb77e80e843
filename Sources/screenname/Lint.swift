import ScreenNameKit

typealias Finding = ScreenLinter.Finding

/// `screenname lint`: checks a source tree's screens and a catalogue of screen names, for CI.
struct Lint {
    enum Format: String {
        case text, github, json
    }

    var namesFile: String?
    /// How the catalogue is written; `nil`: as its extension says.
    var namesFormat: NameCatalogue.Format?
    /// The catalogue's column (a table's header, or JSON objects' member) that holds the names.
    var namesColumn: String?
    var format = Format.text
    var configFiles: [String] = []
    var excludes: [String] = []
    var roots: [String] = []
    /// Print every declaration the index found instead of checking.
    var list = false
    var rules = NamingRules()

    static let usage =
        "Usage: screenname lint [--names <file> [--names-format <format>] [--names-column <name>]] [--format text|github|json] [--config <file>] [--exclude <glob>] [--list] <dir> ..."

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
    }

    /// Runs the checks, writes the findings and the summary, and returns the exit status.
    mutating func run(output: OutputSink) -> Int32 {
        var status: Int32 = 0
        guard ConfigFile.apply(configFiles, to: &rules) else { return 2 }
        var tree = SourceTree(excludes: excludes)
        let index = tree.index(roots)
        for problem in tree.problems { Stdio.printError(problem) }
        if !tree.problems.isEmpty { status = 2 }
        let linter = ScreenLinter(namer: ScreenNamer(rules: rules))
        let screens = index.screens
        if list {
            let screenSet = Set(screens)
            var text = ""
            for declaration in index.declarations {
                text += "\(declaration.location): \(declaration.kind.rawValue) \(declaration.dottedPath)"
                if let module = declaration.module {
                    text += " (module \(module) from \(tree.moduleSources[declaration.file]?.rawValue ?? "folder"))"
                }
                if declaration.isLocal { text += " local" }
                if screenSet.contains(declaration) { text += " screen" }
                text += "\n"
            }
            return max(status, output.write(text))
        }
        for (name, screen) in linter.unreadableNames(screens: screens) {
            Stdio.printError(
                "bug: the index named the screen at \(screen.location) '\(name)', which does not parse; please report it"
            )
        }
        var findings = linter.findings(screens: screens)
        var namesChecked = 0
        if let namesFile {
            switch Stdio.readFile(namesFile, limit: 64 << 20) {
            case .success(let bytes):
                let format = namesFormat ?? NameCatalogue.Format(path: namesFile)
                let entries: [NameCatalogue.Entry]
                do throws(NameCatalogue.Error) {
                    entries = try bytes.withUnsafeBufferPointer {
                        (bytes) throws(NameCatalogue.Error) -> [NameCatalogue.Entry] in
                        try NameCatalogue.entries(in: bytes, format: format, column: namesColumn)
                    }
                } catch {
                    Stdio.printError("\(namesFile): \(error.description) (read as \(format.rawValue))")
                    return 2
                }
                namesChecked = entries.count
                findings += linter.findings(names: entries, file: tree.displayPath(namesFile), index: index)
            case .failure(let error):
                Stdio.printError("\(namesFile): \(error.message)")
                return 2
            }
        }
        findings = linter.unignored(findings, rules: rules)
        let summary = Summary(findings: findings, files: index.fileCount, screens: screens.count, names: namesChecked)
        if output.write(render(findings, summary: summary)) != 0 { return 2 }
        if status == 0, !findings.isEmpty { status = 1 }
        return status
    }

    struct Summary {
        var findings: [Finding]
        var files: Int
        var screens: Int
        var names: Int
        var errors: Int { findings.filter { $0.severity == .error }.count }
        var warnings: Int { findings.count - errors }
        var line: String {
            "screenname lint: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") "
                + "in \(files) file\(files == 1 ? "" : "s") (\(screens) screen\(screens == 1 ? "" : "s"), \(names) name\(names == 1 ? "" : "s") checked)"
        }
    }

    func render(_ findings: [Finding], summary: Summary) -> String {
        var text = ""
        switch format {
        case .text:
            for finding in findings {
                text +=
                    "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.check)]\n"
            }
            text += summary.line + "\n"
        case .github:
            for finding in findings {
                text +=
                    "::\(finding.severity.rawValue) file=\(Lint.escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),"
                    + "title=\(finding.check)::\(Lint.escapeData(finding.message))\n"
            }
            text += summary.line + "\n"
        case .json:
            var objects: [String] = []
            for finding in findings {
                var object = JSONObject()
                object.add("file", finding.file)
                object.add("line", finding.line)
                object.add("column", finding.column)
                object.add("severity", finding.severity.rawValue)
                object.add("check", finding.check)
                object.add("name", finding.name)
                object.add("message", finding.message)
                objects.append(object.text)
            }
            var counts = JSONObject()
            counts.add("errors", summary.errors)
            counts.add("warnings", summary.warnings)
            counts.add("files", summary.files)
            counts.add("screens", summary.screens)
            counts.add("names", summary.names)
            var report = JSONObject()
            report.add("findings", json: "[" + objects.joined(separator: ",") + "]")
            report.add("summary", json: counts.text)
            text = report.text + "\n"
        }
        return text
    }

    /// GitHub workflow commands escape `%`, `\r`, `\n` in messages, and also `:` and `,` in properties.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Replaces every occurrence of one character (this module does not use Foundation's replacing).
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
