/// The checks of `screenname lint`, on a declaration index: every screen has a display name no other screen has and
/// that the Apple tables do not filter, and every name of a catalogue names exactly one declaration.
///
/// ```swift
/// var index = DeclarationIndex()
/// index.add(source: bytes, file: "Home.swift", module: "MyApp")
/// let findings = ScreenLinter(namer: ScreenNamer()).findings(screens: index.screens)
/// ```
public struct ScreenLinter: Sendable {
    /// One problem, at a place in a file.
    public struct Finding: Hashable, Sendable {
        /// How bad a finding is: an error fails CI, a warning does not.
        public enum Severity: String, Sendable {
            case error, warning
        }

        public var file: String
        public var line: Int
        public var column: Int
        public var severity: Severity
        /// A short identifier of the check, such as `unknown-name`.
        public var check: String
        /// The name the finding is about, which `ignore NAME` silences.
        public var name: String
        public var message: String
        /// The owners of the finding's file, when they were asked for (`--owners`): empty when it has none.
        public var owners: [String]?

        /// The owners as the text and GitHub formats print them after the finding: ` (owners: @a @b)`.
        var ownersSuffix: String {
            guard let owners else { return "" }
            return owners.isEmpty ? " (no owners)" : " (owners: \(owners.joined(separator: " ")))"
        }

        /// Creates a finding of one of the linter's checks, with its severity.
        public init(check: Check, file: String, line: Int, column: Int, name: String, message: String) {
            self.init(
                file: file, line: line, column: column, severity: check.severity, check: check.rawValue, name: name,
                message: message)
        }

        /// Creates a finding.
        public init(
            file: String, line: Int, column: Int, severity: Severity, check: String, name: String, message: String
        ) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.check = check
            self.name = name
            self.message = message
        }
    }

    /// The namer whose rules decide what is filtered and how a screen is named.
    public var namer: ScreenNamer

    /// The most findings about a catalogue's names listed one by one; the rest are counted in one more.
    public static let maximumNameFindings = 1000

    /// Creates a linter that names screens with `namer`.
    public init(namer: ScreenNamer) {
        self.namer = namer
    }

    /// The findings about a tree's screens: screens the tables would filter, and screens whose display names collide.
    public func findings(screens: [Declaration]) -> [Finding] {
        var findings: [Finding] = []
        var byName: [String: [Declaration]] = [:]
        var order: [String] = []
        for screen in screens {
            let name = screen.dottedPath
            let qualified = (screen.module.map { $0 + "." } ?? "") + name
            // A name that does not parse is the index's mistake, not the app's (see `unreadableNames(screens:)`).
            let results = [namer.name(screen.path.last!), namer.name(qualified)]
            if results.contains(where: { $0.displayName == nil && $0.filterReason?.isMalformed != true }) {
                // The type's own name is fine when only its qualified name names nothing: its module reads as a
                // generic parameter (`A.HomeView`, as `swift demangle` prints a member of one), so the advice is
                // about the module.
                let module = screen.module ?? ""
                let message =
                    results[0].displayName != nil && results[1].filterReason == .noNamedType
                    ? "screen '\(name)' is in module '\(module)', whose name reads as a generic parameter, so '\(qualified)' is filtered; rename the module, or name with '--app' the tree that declares it"
                    : "screen '\(name)' is named like a framework type, so it is filtered; rename it or add 'allow \(screen.path.last!)' to the configuration"
                findings.append(
                    Finding(
                        check: .filteredScreen, file: screen.file, line: screen.line, column: screen.column, name: name,
                        message: message))
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
                let others = distinct.filter { $0 != declaration }.map({ $0.location }).joined(separator: ", ")
                findings.append(
                    Finding(
                        check: .collidingScreens, file: declaration.file, line: declaration.line,
                        column: declaration.column, name: name,
                        message: "screen '\(name)' has the same display name as the screen at \(others)"))
            }
        }
        return findings
    }

    /// The finding about one name of a catalogue (a tracking plan) that names no screen, no declaration or several;
    /// `nil` when it names exactly one.
    /// The findings about a catalogue's names: each that names no declaration, or several. Names that are not type
    /// names at all (`Channel Messages`, a human name for a screen) are one finding, at the first of them, rather
    /// than one for each.
    public func findings(names: [NameCatalogue.Entry], file: String, index: DeclarationIndex) -> [Finding] {
        var count = 0
        return findings(file: file, index: index, count: &count) { check in names.forEach(check) }
    }

    /// The findings about a catalogue's names as `feed` hands them, one at a time, to the check it is given, so that
    /// no name is held past its check; `count` becomes how many there were.
    func findings<Failure: Error>(
        file: String, index: DeclarationIndex, count: inout Int,
        feed: ((NameCatalogue.Entry) -> Void) throws(Failure) -> Void
    ) throws(Failure) -> [Finding] {
        var findings: [Finding] = []
        /// The first three names that are no type names, and how many there are.
        var humanNames: [NameCatalogue.Entry] = []
        var humanNameCount = 0
        var unlisted: (first: Finding, count: Int)?
        var names = 0
        try feed { entry in
            names += 1
            if namer.name(entry.name).filterReason?.isMalformed == true {
                if humanNames.count < 3 { humanNames.append(entry) }
                humanNameCount += 1
            } else if let finding = finding(name: entry.name, file: file, line: entry.line, index: index) {
                if findings.count < ScreenLinter.maximumNameFindings {
                    findings.append(finding)
                } else {
                    unlisted = (unlisted?.first ?? finding, (unlisted?.count ?? 0) + 1)
                }
            }
        }
        count = names
        // A catalogue of millions of names that the tree does not declare is one mistake (the wrong file, the wrong
        // tree), not millions: the findings past the limit are counted in one, which keeps lint's memory bounded.
        if let (first, omitted) = unlisted {
            var summary = first
            let limit = ScreenLinter.maximumNameFindings
            summary.message =
                "\(omitted) more names have findings, from '\(first.name)' on; lint lists the first \(limit)"
            findings.append(summary)
        }
        if let first = humanNames.first {
            let others = humanNameCount - 1
            let examples = humanNames.map { "'\($0.name)'" }.joined(separator: ", ")
            findings.append(
                Finding(
                    check: .humanNames, file: file, line: first.line, column: 1, name: first.name,
                    message:
                        "\(others == 0 ? "1 name is not a type name" : "\(humanNameCount) names are not type names") (\(examples)\(others > 2 ? ", …" : "")): lint checks the names of types only"
                ))
            findings.sort { ($0.line, $0.check) < ($1.line, $1.check) }
        }
        return findings
    }

    public func finding(name text: String, file: String, line: Int, index: DeclarationIndex) -> Finding? {
        let result = namer.name(text)
        guard let type = result.type, let display = result.displayName else {
            let why = result.filterReason.map { "\($0)" } ?? "no name"
            return Finding(
                check: .frameworkName, file: file, line: line, column: 1, name: text,
                message: "'\(text)' names no screen of the app (\(why))")
        }
        let found = index.declarations(of: type)
        let exact = found.filter { $0.path == type.components.map({ $0.name }) }
        let inModule = found.filter { $0.module != nil && $0.module == type.owningModule }
        let candidates = !inModule.isEmpty ? inModule : (!exact.isEmpty ? exact : found)
        var files: [String] = []
        for declaration in candidates where !files.contains(declaration.file) { files.append(declaration.file) }
        if candidates.isEmpty {
            return Finding(
                check: .unknownName, file: file, line: line, column: 1, name: display,
                message: "'\(display)' is declared nowhere in the tree; was it renamed or deleted?")
        }
        if files.count > 1 {
            return Finding(
                check: .ambiguousName, file: file, line: line, column: 1, name: display,
                message:
                    "'\(display)' is declared \(files.count) times: \(candidates.map({ $0.location }).joined(separator: ", "))"
            )
        }
        return nil
    }

    /// The findings that `rules` do not silence: `ignore NAME` silences the findings about `NAME`, given as the
    /// finding names it (`Settings.RootView`) or by its innermost name (`RootView`).
    public func unignored(_ findings: [Finding], rules: NamingRules) -> [Finding] {
        guard !rules.ignored.isEmpty else { return findings }
        return findings.filter { finding in
            let innermost = finding.name.split(separator: ".").last.map(String.init) ?? finding.name
            return !rules.ignored.contains(finding.name) && !rules.ignored.contains(innermost)
        }
    }

    /// The qualified names of screens that the tool itself cannot read back: each is a bug of the index (a module
    /// or a path it built wrongly), to report rather than to present as a finding about the app.
    public func unreadableNames(screens: [Declaration]) -> [(name: String, declaration: Declaration)] {
        screens.compactMap { screen in
            let qualified = (screen.module.map { $0 + "." } ?? "") + screen.dottedPath
            return namer.name(qualified).filterReason?.isMalformed == true ? (qualified, screen) : nil
        }
    }
}
