import ScreenNameKit

/// `screenname lint`: checks a source tree's screens and a catalogue of screen names, for CI.
struct Lint {
    enum Format: String {
        case text, github, json
    }

    struct Finding {
        enum Severity: String {
            case error, warning
        }

        var file: String
        var line: Int
        var column: Int
        var severity: Severity
        /// A short identifier of the check, such as `unknown-name`.
        var check: String
        /// The name the finding is about, which `ignore NAME` silences.
        var name: String
        var message: String
    }

    var namesFile: String?
    var format = Format.text
    var configFiles: [String] = []
    var excludes: [String] = []
    var roots: [String] = []
    /// Print every declaration the index found instead of checking.
    var list = false
    var rules = NamingRules()

    static let usage = "Usage: screenname lint [--names <file>] [--format text|github|json] [--config <file>] [--exclude <glob>] [--list] <dir> ..."

    init(arguments: [String]) throws(Options.UsageError) {
        var index = 0
        func value(_ option: String) throws(Options.UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw Options.UsageError(message: "option '\(option)' needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            switch argument {
            case "--names": namesFile = try value(argument)
            case "--format":
                let name = try value(argument)
                guard let format = Format(rawValue: name) else {
                    throw Options.UsageError(message: "unknown format '\(name)': use text, github or json")
                }
                self.format = format
            case "--config": configFiles.append(try value(argument))
            case "--exclude": excludes.append(try value(argument))
            case "--list": list = true
            default:
                guard !argument.hasPrefix("-") || argument == "-" else { throw Options.UsageError(message: "unknown option '\(argument)'") }
                roots.append(argument)
            }
        }
        guard !roots.isEmpty else { throw Options.UsageError(message: "lint needs at least one source folder") }
    }

    /// Runs the checks, writes the findings and the summary, and returns the exit status.
    mutating func run(output: OutputBuffer) -> Int32 {
        var status: Int32 = 0
        guard ConfigFile.apply(configFiles, to: &rules) else { return 2 }
        var tree = SourceTree(excludes: excludes)
        let index = tree.index(roots)
        for problem in tree.problems { Stdio.printError(problem) }
        if !tree.problems.isEmpty { status = 2 }
        let namer = ScreenNamer(rules: rules)
        let screens = index.screens
        if list {
            let screenSet = Set(screens)
            var text = ""
            for declaration in index.declarations {
                text += "\(declaration.location): \(declaration.kind.rawValue) \(declaration.dottedPath)"
                if let module = declaration.module { text += " (module \(module))" }
                if declaration.isLocal { text += " local" }
                if screenSet.contains(declaration) { text += " screen" }
                text += "\n"
            }
            return max(status, output.write(text))
        }
        var findings = Lint.screenFindings(screens, namer: namer)
        var namesChecked = 0
        if let namesFile {
            switch Stdio.readFile(namesFile, limit: 64 << 20) {
            case .success(let bytes):
                let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                for (offset, line) in lines.enumerated() {
                    let trimmed = line.withUnsafeBufferPointer { Filter.trim($0) }
                    guard !trimmed.isEmpty, trimmed.first != UInt8(ascii: "#") else { continue }
                    namesChecked += 1
                    let text = String(decoding: trimmed, as: UTF8.self)
                    if let finding = Lint.nameFinding(text, file: tree.displayPath(namesFile), line: offset + 1, index: index, namer: namer) {
                        findings.append(finding)
                    }
                }
            case .failure(let error):
                Stdio.printError("\(namesFile): \(error.message)")
                return 2
            }
        }
        findings = findings.filter { !rules.ignored.contains($0.name) }
        let summary = Summary(findings: findings, files: index.fileCount, screens: screens.count, names: namesChecked)
        if output.write(render(findings, summary: summary)) != 0 { return 2 }
        if status == 0, !findings.isEmpty { status = 1 }
        return status
    }

    /// Screens the tables would filter, and screens whose display names collide.
    static func screenFindings(_ screens: [Declaration], namer: ScreenNamer) -> [Finding] {
        var findings: [Finding] = []
        var byName: [String: [Declaration]] = [:]
        var order: [String] = []
        for screen in screens {
            let name = screen.dottedPath
            let qualified = (screen.module.map { $0 + "." } ?? "") + name
            if namer.name(screen.path.last!).displayName == nil || namer.name(qualified).displayName == nil {
                findings.append(Finding(
                    file: screen.file, line: screen.line, column: screen.column, severity: .error, check: "filtered-screen",
                    name: name,
                    message: "screen '\(name)' is named like a framework type, so it is filtered; rename it or add 'allow \(screen.path.last!)' to the configuration"))
            }
            if byName[name] == nil { order.append(name) }
            byName[name, default: []].append(screen)
        }
        for name in order {
            // Declarations of one path in one file are `#if` branches of one screen.
            var distinct: [Declaration] = []
            for declaration in byName[name]! where !distinct.contains(where: { $0.file == declaration.file }) {
                distinct.append(declaration)
            }
            guard distinct.count > 1 else { continue }
            for declaration in distinct {
                let others = distinct.filter { $0 != declaration }.map(\.location).joined(separator: ", ")
                findings.append(Finding(
                    file: declaration.file, line: declaration.line, column: declaration.column, severity: .error,
                    check: "colliding-screens", name: name,
                    message: "screen '\(name)' has the same display name as the screen at \(others)"))
            }
        }
        return findings
    }

    /// A finding for one catalogue name that names no screen, no declaration or several.
    static func nameFinding(_ text: String, file: String, line: Int, index: DeclarationIndex, namer: ScreenNamer) -> Finding? {
        let result = namer.name(text)
        guard let type = result.type, let display = result.displayName else {
            let why = result.filterReason.map { "\($0)" } ?? "no name"
            return Finding(file: file, line: line, column: 1, severity: .warning, check: "framework-name", name: text,
                           message: "'\(text)' names no screen of the app (\(why))")
        }
        let found = index.declarations(of: type)
        let exact = found.filter { $0.path == type.components.map(\.name) }
        let inModule = found.filter { $0.module != nil && $0.module == type.owningModule }
        let candidates = !inModule.isEmpty ? inModule : (!exact.isEmpty ? exact : found)
        var files: [String] = []
        for declaration in candidates where !files.contains(declaration.file) { files.append(declaration.file) }
        if candidates.isEmpty {
            return Finding(file: file, line: line, column: 1, severity: .error, check: "unknown-name", name: display,
                           message: "'\(display)' is declared nowhere in the tree; was it renamed or deleted?")
        }
        if files.count > 1 {
            return Finding(file: file, line: line, column: 1, severity: .error, check: "ambiguous-name", name: display,
                           message: "'\(display)' is declared \(files.count) times: \(candidates.map(\.location).joined(separator: ", "))")
        }
        return nil
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
                text += "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.check)]\n"
            }
            text += summary.line + "\n"
        case .github:
            for finding in findings {
                text += "::\(finding.severity.rawValue) file=\(Lint.escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),"
                    + "title=\(finding.check)::\(Lint.escapeData(finding.message))\n"
            }
            text += summary.line + "\n"
        case .json:
            var json = "{\"findings\":["
            for (offset, finding) in findings.enumerated() {
                if offset > 0 { json += "," }
                json += "{\"file\":"
                JSONLine.appendString(finding.file, to: &json)
                json += ",\"line\":\(finding.line),\"column\":\(finding.column),\"severity\":\"\(finding.severity.rawValue)\",\"check\":\"\(finding.check)\",\"name\":"
                JSONLine.appendString(finding.name, to: &json)
                json += ",\"message\":"
                JSONLine.appendString(finding.message, to: &json)
                json += "}"
            }
            json += "],\"summary\":{\"errors\":\(summary.errors),\"warnings\":\(summary.warnings),\"files\":\(summary.files),"
                + "\"screens\":\(summary.screens),\"names\":\(summary.names)}}\n"
            text = json
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
