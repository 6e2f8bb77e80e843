import ScreenNameKit

/// The one description of the command line that the parsers, `--help`, the man page and the shell completions are
/// made from: an option exists when it has an entry here, and its entry says what it does to the options.
enum HelpText {
    /// One option as help shows it, and what the parser does with it.
    struct Entry: Sendable {
        var names: [String]
        /// The value's placeholder, such as `name`; `nil` for a flag.
        var value: String?
        /// A flag's placeholder for a value it may take inline (`--owners=FILE`), or `nil`.
        var optionalValue: String?
        var text: String
        /// Whether the option may be given more than once; help says so after the text.
        var repeatable = false
        /// What a completion offers for the value.
        var completes: Completion = .none
        /// What the option does: to the filter's options or to lint's, given its value (`nil` for a flag).
        var apply: Apply = .none

        enum Completion: Sendable, Equatable {
            case none
            case file
            case directory
            case words([String])
        }

        enum Apply: Sendable {
            case none
            case filter(@Sendable (inout Options, String?) throws(Options.UsageError) -> Void)
            case lint(@Sendable (inout Lint, String?) throws(Options.UsageError) -> Void)
        }

        init(
            names: [String], value: String?, text: String, repeatable: Bool = false, completes: Completion = .none,
            apply: Apply = .none, optionalValue: String? = nil
        ) {
            self.names = names
            self.value = value
            self.optionalValue = optionalValue
            self.text = text + (repeatable ? " Repeatable." : "")
            self.repeatable = repeatable
            self.completes = completes
            self.apply = apply
        }

        /// A flag of the filter.
        init(
            flag names: [String], _ text: String,
            _ set: @escaping @Sendable (inout Options) throws(Options.UsageError) -> Void
        ) {
            self.init(
                names: names, value: nil, text: text,
                apply: .filter { (options, _) throws(Options.UsageError) in try set(&options) })
        }

        /// An option of the filter that takes a value.
        init(
            _ names: [String], value: String, _ text: String, repeatable: Bool = false, completes: Completion = .none,
            _ set: @escaping @Sendable (inout Options, String) throws(Options.UsageError) -> Void
        ) {
            self.init(
                names: names, value: value, text: text, repeatable: repeatable, completes: completes,
                apply: .filter { (options, value) throws(Options.UsageError) in try set(&options, value ?? "") })
        }
        /// The value as help shows it after the option's names: ` <name>`, or `[=<file>]` for an optional one.
        var valueLabel: String { value.map { " <\($0)>" } ?? optionalValue.map { "[=<\($0)>]" } ?? "" }

        /// An option of `lint`, given its value (`nil` for a flag).
        init(
            lint names: [String], value: String? = nil, _ text: String, repeatable: Bool = false,
            completes: Completion = .none,
            _ set: @escaping @Sendable (inout Lint, String?) throws(Options.UsageError) -> Void
        ) {
            self.init(
                names: names, value: value, text: text, repeatable: repeatable, completes: completes, apply: .lint(set))
        }
    }

    static let overview = """
        Turns Swift type names from logs, crash reports and analytics into the names of your own screens.
        """

    static let discussion = """
        Reads one type name per line and prints the name of the app's own type in it, the one grep -rn and Open \
        Quickly find: SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.ContentView, …>> becomes \
        ContentView, and so do its mangled forms (_TtGC7SwiftUI19UIHostingController…, $s7SwiftUI…). Names that \
        hold only Apple's framework types print nothing.
        """

    static let arguments = [
        Entry(
            names: ["<file>"], value: nil,
            text: "Files to read, one name per line. Standard input is read when there is none or the file is '-'.",
            completes: .file)
    ]

    static let modes = [
        Entry(
            flag: ["--in-text"],
            "Rewrite every type name inside each line (logs, crash reports, CSV) and pass all other bytes through unchanged; framework-only names are shortened to their type name."
        ) { $0.inText = true },
        Entry(
            flag: ["-o", "--only-matching"],
            "Print each type name found in the text (as --in-text finds them) on a line of its own, framework-only names left out; with --json, an object with its line, byte column, text and name."
        ) { $0.onlyMatching = true },
        Entry(
            flag: ["--route"],
            "Read each line as a route value (MyApp.Route.detail(id: 42)) and print its case (Route.detail)."
        ) { $0.route = true },
    ]

    static let options = [
        Entry(flag: ["--leaf"], "Print only the innermost name (RootView instead of Settings.RootView).") {
            (options) throws(Options.UsageError) in
            try Options.choose(.leaf, for: &options.style, unset: .path, "'--leaf' and '--module'")
        },
        Entry(flag: ["--module"], "Print the module too (MyApp.Settings.RootView).") {
            (options) throws(Options.UsageError) in
            try Options.choose(.module, for: &options.style, unset: .path, "'--leaf' and '--module'")
        },
        Entry(
            names: ["--align"], value: nil,
            text:
                "Print exactly one line per input line: an empty one when the name is filtered, or the marker given (\\N reads back as NULL in Spark and Hive).",
            apply: .filter { options, marker in options.align = marker ?? "" }, optionalValue: "marker"),
        Entry(
            flag: ["--json"],
            "Print one JSON object per input line with the name, its module, path, form and why it was filtered, and the wrapper the tables do not know that a name was found in. A blank line prints nothing, or with --align an object whose filtered is \"blank\"."
        ) { $0.json = true },
        Entry(flag: ["-z", "--null"], "Read and write records separated by NUL bytes instead of newlines.") {
            $0.nullSeparated = true
        },
        Entry(flag: ["--strict"], "Report lines that are not type names or not decodable, and exit with status 1.") {
            $0.strict = true
        },
        Entry(
            flag: ["--mangled"],
            "Read lines without a prefix as bare manglings, as _mangledTypeName prints them (SaySiG). Lines starting with _Tt, $s, _$s, $S or _T0 are decoded in any case."
        ) { $0.bareManglings = true },
        Entry(
            flag: ["--csv"],
            "Read a CSV table (RFC 4180: quoted fields, doubled quotes, commas and line breaks in quotes, CRLF, a BOM) and rewrite only the --column field to its display name; every other byte stays."
        ) { (options) throws(Options.UsageError) in
            try Options.choose(.csv, for: &options.table, unset: nil, "'--csv' and '--tsv'")
        },
        Entry(flag: ["--tsv"], "Read a tab-separated table and rewrite only the --column field, as --csv does.") {
            (options) throws(Options.UsageError) in
            try Options.choose(.tsv, for: &options.table, unset: nil, "'--csv' and '--tsv'")
        },
        Entry(
            ["--column"], value: "name|n",
            "With --csv or --tsv, the field to rewrite: a header's name, or its 1-based number."
        ) { $0.column = $1 },
        Entry(flag: ["--no-header"], "With --csv or --tsv, the first row is data, not a header.") {
            $0.noHeader = true
        },
        Entry(
            ["--as"], value: "name",
            "With --csv or --tsv, keep the column as it is and add a column with this header holding the display names."
        ) { $0.addedColumn = $1 },
        Entry(
            ["--json-key"], value: "path",
            "Read JSON Lines and rewrite the string at the path (view.name, a[0], a[], a[key=NAME].value) in each line to its display name, null when filtered; with --in-text, rewrite the names inside the string (log show --style ndjson's eventMessage). Every other byte stays.",
            repeatable: true
        ) { (options, path) throws(Options.UsageError) in
            do throws(JSONPath.Error) { options.jsonKeys.append(try JSONPath(path)) } catch {
                throw Options.UsageError(message: "--json-key: \(error.description)")
            }
        },
        Entry(flag: ["--line-buffered"], "Write each output line at once, even into a pipe.") {
            $0.lineBuffered = true
        },
        Entry(
            ["-j", "--threads"], value: "n",
            "Name large files on 1 (the default) or 2 threads. Two threads split the runs a file's reads bring, not a pipe's, and are not used with --strict, --json, --route, --where, --as and --json-key. The output is the same either way.",
            completes: .words(["1", "2"])
        ) { (options, value) throws(Options.UsageError) in
            guard let threads = Int(value), threads == 1 || threads == 2 else {
                throw Options.UsageError(message: "--threads: use 1 or 2, not '\(value)'")
            }
            options.threads = threads
        },
        Entry(["--deny"], value: "name", "Treat a module or type as a framework's, never a screen.", repeatable: true) {
            $0.rules.denied.insert($1)
        },
        Entry(
            ["--allow"], value: "name",
            "Treat a module or type as your own even when the tables say it is Apple's.", repeatable: true
        ) { $0.rules.allowed.insert($1) },
        Entry(
            ["--unwrap"], value: "name",
            "Look inside your own generic wrapper (BaseHostingController<Content>) for the screen.", repeatable: true
        ) { $0.rules.unwrapped.insert($1) },
        Entry(
            ["--config"], value: "file",
            "Read 'deny NAME', 'allow NAME' and 'unwrap NAME' lines ('#' starts a comment).", repeatable: true,
            completes: .file
        ) { $0.configFiles.append($1) },
        Entry(
            ["--where"], value: "dir",
            "After each name, print the path:line:column of its declarations in the Swift files below the folder, best first, or 'not found'.",
            repeatable: true, completes: .directory
        ) { $0.whereRoots.append($1) },
        Entry(
            ["--app"], value: "dir",
            "Read the Swift files below the folder as the app's own: a type they declare is the app's whatever the tables say, and one neither declared nor Apple's is a third party's (marked in --json).",
            repeatable: true, completes: .directory
        ) { $0.appRoots.append($1) },
        Entry(
            flag: ["--only-app"],
            "With --app, treat a third party's types as a framework's: never a screen, but looked inside for the app's."
        ) { $0.rules.onlyDeclared = true },
        Entry(
            ["--exclude"], value: "glob",
            "With --where or --app, skip files and folders whose path or name matches the pattern.",
            repeatable: true
        ) { $0.excludes.append($1) },
        Entry(
            names: ["--owners"], value: nil,
            text:
                "With --where, add the owners of each declaring file, from the CODEOWNERS GitHub finds in the repository (.github/, its top or docs/) or the file given: a last column, an owners field in --json.",
            apply: .filter { options, file in (options.owners, options.ownersFile) = (true, file) },
            optionalValue: "file"),
        Entry(
            flag: ["--print-tables"],
            "Print the built-in tables of Apple modules, framework types and wrappers, and exit."
        ) { $0.printTables = true },
        Entry(flag: ["--version"], "Show the version.") { $0.showVersion = true },
        Entry(flag: ["-h", "--help"], "Show help information.") { $0.showHelp = true },
    ]

    /// Options for packaging, left out of `--help`, the man page and the completions.
    static let hiddenOptions = [
        Entry(flag: ["--generate-manual"], "Print the man page.") { $0.generateManual = true },
        Entry(["--generate-completion-script"], value: "shell", "Print the completion script for bash, zsh or fish.") {
            (options, shell) throws(Options.UsageError) in
            guard let known = HelpText.Shell(rawValue: shell) else {
                throw Options.UsageError(message: "unknown shell '\(shell)': use bash, zsh or fish")
            }
            options.completionShell = known
        },
    ]

    /// Every option of the filter, as the parser looks them up: a list searched for each argument, since a
    /// command line has few and a dictionary of them would cost more to build at start-up than every search.
    static let filterOptions = modes + options + hiddenOptions

    static let exitStatus = """
        0 on success, also when a reader such as head closes the pipe early; 1 when --strict found lines that are \
        not type names; 2 on usage errors, unreadable files and write errors.
        """

    static let examples = [
        "screenname --csv --column screen_class export.csv > export-named.csv",
        "xcrun simctl spawn booted log stream | screenname --in-text | grep Checkout",
        "screenname --align names.txt | paste names.txt -",
        "echo MyApp.Settings.RootView | screenname --where Sources",
    ]

    static let lintDiscussion = """
        Every screen (a class that inherits from a UIKit view controller, a type that conforms to SwiftUI's View) \
        must have a display name no other screen has and that the Apple tables do not filter. With --names, every \
        name in the catalogue must resolve to exactly one declaration.
        """

    static let lintArguments = [
        Entry(
            names: ["<dir>"], value: nil,
            text: "Source folders (or files) to index. .build, DerivedData, Pods, Carthage and .git are skipped.",
            completes: .directory)
    ]

    static let lintOptions = [
        Entry(
            lint: ["--names"], value: "file",
            "A catalogue of screen names (a tracking plan) in any form the filter reads: a name a line ('#' comments), or a table or JSON as --names-format says.",
            completes: .file
        ) { lint, value in lint.request.namesFile = value },
        Entry(
            lint: ["--names-format"], value: "format",
            "How the catalogue is written: plain (a name a line), csv or tsv (with a header), json (an array of names, or of objects with a name member), jsonl, or markdown (tables). (default: from the file's extension, else plain)",
            completes: .words(NameCatalogue.Format.allCases.map(\.rawValue))
        ) { (lint, value) throws(Options.UsageError) in
            guard let format = NameCatalogue.Format(rawValue: value ?? "") else {
                let formats = NameCatalogue.Format.allCases.map(\.rawValue).joined(separator: ", ")
                throw Options.UsageError(message: "unknown names format '\(value ?? "")': use \(formats)")
            }
            lint.request.namesFormat = format
        },
        Entry(
            lint: ["--names-column"], value: "name",
            "The catalogue's column that holds the names: a table's header, or the member of JSON objects. (default: screen, screen_name, screen_class, name or class, the first the header has; name for objects)"
        ) { lint, value in lint.request.namesColumn = value },
        Entry(
            lint: ["--format"], value: "format",
            "text (path:line:column: error: message), github (workflow annotations), json, or sarif (SARIF 2.1.0 for code scanning, paths relative to the current folder). With --list: text, or the screens as a tracking plan that --names reads back: csv, tsv, json, jsonl, markdown or plain. (default: text)",
            completes: .words(["text", "github", "json", "sarif", "csv", "tsv", "jsonl", "markdown", "plain"])
        ) { lint, value in lint.formatName = value ?? "" },
        Entry(
            lint: ["--fail-on"], value: "severity",
            "Exit with status 1 on findings of this severity or worse: error, or warning. (default: warning, every finding fails)",
            completes: .words(["error", "warning"])
        ) { (lint, value) throws(Options.UsageError) in
            guard let severity = ScreenLinter.Finding.Severity(rawValue: value ?? "") else {
                throw Options.UsageError(message: "unknown severity '\(value ?? "")': use error or warning")
            }
            lint.request.failOn = severity
        },
        Entry(
            lint: ["--config"], value: "file",
            "'deny', 'allow' and 'unwrap' lines as for the filter, and 'ignore NAME' to silence the findings about a name.",
            repeatable: true, completes: .file
        ) { lint, value in lint.request.configFiles.append(value ?? "") },
        Entry(
            lint: ["--exclude"], value: "glob", "Skip files and folders whose path or name matches the pattern.",
            repeatable: true
        ) { lint, value in lint.request.excludes.append(value ?? "") },
        Entry(
            names: ["--owners"], value: nil,
            text:
                "Add the owners of each finding's file, from the CODEOWNERS GitHub finds in the repository (.github/, its top or docs/) or the file given.",
            apply: .lint { lint, file in (lint.request.owners, lint.request.ownersFile) = (true, file) },
            optionalValue: "file"),
        Entry(
            lint: ["--list"],
            "Print every declaration the index found (path:line:column: kind Name, its module, and whether it is a screen) instead of checking."
        ) { lint, _ in lint.list = true },
        Entry(lint: ["-h", "--help"], "Show help information.") { _, _ in },
    ]

    static let lintExitStatus =
        "0 when there are no findings, 1 when there are, 2 on usage errors and unreadable files."

    static let hierarchyOverview = """
        Reads UIKit view-controller dumps (_printHierarchy in lldb, Chisel's pvc) and prints the app's screen on top \
        of each.
        """

    static let hierarchyDiscussion = """
        Follows what is presented to the top-most controller, then descends through containers into what is on \
        screen: a tab bar's selected tab, the top of a navigation stack, a page controller's current page, each \
        column of a split view. The screen is the first controller on that walk that is no container, named as the \
        filter names it; a controller holding nothing of the app's is named by its nearest ancestor that does. A \
        line without tree marks that reads as a controller starts a dump; prompts, blank lines and other text are \
        skipped.
        """

    static let hierarchyArguments = [
        Entry(
            names: ["<file>"], value: nil,
            text:
                "Files holding dumps, several to a file if need be. Standard input is read when there is none or the file is '-'.",
            completes: .file)
    ]

    static let hierarchyOptions: [Entry] =
        [
            Entry(
                flag: ["--path"],
                "Print the walk from the root instead: ' > ' into a child, ' + ' into a presented controller, each container with its kind, the screens marked with '*'."
            ) { (options) throws(Options.UsageError) in
                try Options.choose(.path, for: &options.hierarchyFormat, unset: .screen, "'--path' and '--tree'")
            },
            Entry(
                flag: ["--tree"],
                "Print the whole hierarchy instead, indented by level, with each controller's state; the walk is marked with '*' in the first column."
            ) { (options) throws(Options.UsageError) in
                try Options.choose(.tree, for: &options.hierarchyFormat, unset: .screen, "'--path' and '--tree'")
            },
            Entry(
                flag: ["--json"],
                "Print one JSON object per dump: its line, root, topMost, screen, visible (every screen shown), container (tabBar, navigation, split, pager or plain) and path."
            ) { $0.json = true },
            Entry(
                flag: ["--strict"],
                "Report lines with tree marks that are not controller lines, and exit with status 1."
            ) {
                $0.strict = true
            },
            Entry(flag: ["--line-buffered"], "Write each answer at once, even into a pipe.") {
                $0.lineBuffered = true
            },
        ]
        + ["--leaf", "--module", "--deny", "--allow", "--unwrap", "--config"].map { name in
            options.first { $0.names.contains(name) }!
        } + [Entry(flag: ["-h", "--help"], "Show help information.") { $0.showHelp = true }]

    static let hierarchyExitStatus =
        "0 when every dump has a screen of the app, 1 when one has none (or, with --strict, a line could not be read), 2 on usage errors and unreadable files."

    static let crashOverview = """
        Reads crash and hang reports (.ips, .crash, the text Xcode's organizer, Crashlytics and Sentry export, and \
        lldb's bt) and prints the app's screen each one stopped on.
        """

    static let crashDiscussion = """
        The screen is the innermost frame of the app's images (those in the app's bundle, as the report's image \
        list says, or by the image's name) whose symbol names a type of the app, in any form swift demangle and \
        crash reporters print: on the backtrace of an uncaught exception when one holds such a frame, else on the \
        crashed thread (the main thread in a hang report). Frames that are only an address are skipped and counted.
        """

    static let crashOptions: [Entry] =
        [
            Entry(flag: ["--all"], "Print every screen on that backtrace instead, innermost first, each once.") {
                $0.all = true
            },
            Entry(
                flag: ["--json"],
                "Print one JSON object per report: its input, line, format, thread, backtrace (thread or exception), screen, frame, member, symbol, image, sourceFile, sourceLine and how many app frames were unsymbolicated; with --all, screens lists every frame that names one."
            ) { $0.json = true },
        ] + hierarchyOptions.filter { !["--path", "--tree", "--json", "--strict"].contains($0.names[0]) }

    static let filter = Command(
        name: nil, overview: overview, discussion: discussion, arguments: arguments[0], argumentsRequired: false,
        sections: [("MODES", modes), ("OPTIONS", options)], exitStatus: exitStatus, examples: examples)

    static let lint = Command(
        name: "lint", overview: "Checks a Swift source tree's screens and a catalogue of screen names, for CI.",
        discussion: lintDiscussion, arguments: lintArguments[0], argumentsRequired: true,
        sections: [("OPTIONS", lintOptions)], exitStatus: lintExitStatus)

    static let hierarchy = Command(
        name: "hierarchy", overview: hierarchyOverview, discussion: hierarchyDiscussion,
        arguments: hierarchyArguments[0], argumentsRequired: false, sections: [("OPTIONS", hierarchyOptions)],
        exitStatus: hierarchyExitStatus)

    static let crash = Command(
        name: "crash", overview: crashOverview, discussion: crashDiscussion,
        arguments: Entry(
            names: ["<file>"], value: nil,
            text:
                "Files holding reports, several to a file if need be. Standard input is read when there is none or the file is '-'.",
            completes: .file),
        argumentsRequired: false, sections: [("OPTIONS", crashOptions)],
        exitStatus:
            "0 when every report names a screen of the app, 1 when one does not or cannot be read (or an input holds none), 2 on usage errors and unreadable files."
    )

    static let subcommands = [lint, hierarchy, crash]

    // MARK: --help

    static func label(_ entry: Entry) -> String {
        entry.names.joined(separator: ", ") + entry.valueLabel
    }

    static func section(_ title: String, _ entries: [Entry], width: Int) -> String {
        let column = 26
        var out = title + ":\n"
        for entry in entries {
            let label = "  " + label(entry)
            let text = wrap(entry.text, width: width, indent: column)
            if label.count + 2 <= column {
                out += label + String(repeating: " ", count: column - label.count) + text.dropFirst(column) + "\n"
            } else {
                out += label + "\n" + text + "\n"
            }
        }
        return out + "\n"
    }

    /// A usage line after `USAGE: `, its continuation lines indented under the command.
    static func usageLine(_ text: String, width: Int) -> String {
        "USAGE: " + wrap(text, width: width, indent: 7).dropFirst(7)
    }

    /// Wraps words to `width` columns, every line indented by `indent` spaces; never narrower than 40 columns.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        let limit = max(width, indent + 40)
        var lines: [String] = []
        var line = String(repeating: " ", count: indent)
        for word in text.split(separator: " ") {
            if line.count > indent, line.count + 1 + word.count > limit {
                lines.append(line)
                line = String(repeating: " ", count: indent)
            }
            if line.count > indent { line += " " }
            line += word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
