/// The one description of the command line that `--help`, the man page and the shell completions are made from.
enum HelpText {
    /// One option as help shows it.
    struct Entry {
        var names: [String]
        /// The value's placeholder, such as `name`; `nil` for a flag.
        var value: String?
        var text: String
        /// What a completion offers for the value.
        var completes: Completion = .none

        enum Completion { case none, file, directory, words([String]) }
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

    static let usage = ["screenname [<options>] [<file> ...]", "screenname lint [<lint-options>] <dir> ..."]

    static let arguments = [
        Entry(names: ["<file>"], value: nil, text: "Files to read, one name per line. Standard input is read when there is none or the file is '-'.", completes: .file),
    ]

    static let modes = [
        Entry(names: ["--in-text"], value: nil, text: "Rewrite every type name inside each line (logs, crash reports, CSV) and pass all other bytes through unchanged; framework-only names are shortened to their type name."),
        Entry(names: ["--route"], value: nil, text: "Read each line as a route value (MyApp.Route.detail(id: 42)) and print its case (Route.detail)."),
    ]

    static let options = [
        Entry(names: ["--leaf"], value: nil, text: "Print only the innermost name (RootView instead of Settings.RootView)."),
        Entry(names: ["--module"], value: nil, text: "Print the module too (MyApp.Settings.RootView)."),
        Entry(names: ["--align"], value: nil, text: "Print exactly one line per input line, an empty one when the name is filtered."),
        Entry(names: ["--json"], value: nil, text: "Print one JSON object per input line with the name, its module, path, form and why it was filtered."),
        Entry(names: ["-z", "--null"], value: nil, text: "Read and write records separated by NUL bytes instead of newlines."),
        Entry(names: ["--strict"], value: nil, text: "Report lines that are not type names or not decodable, and exit with status 1."),
        Entry(names: ["--mangled"], value: nil, text: "Read lines without a prefix as bare manglings, as _mangledTypeName prints them (SaySiG). Lines starting with _Tt, $s, _$s, $S or _T0 are decoded in any case."),
        Entry(names: ["--line-buffered"], value: nil, text: "Write each output line at once, even into a pipe."),
        Entry(names: ["--deny"], value: "name", text: "Treat a module or type as a framework's, never a screen. Repeatable."),
        Entry(names: ["--allow"], value: "name", text: "Treat a module or type as your own even when the tables say it is Apple's. Repeatable."),
        Entry(names: ["--unwrap"], value: "name", text: "Look inside your own generic wrapper (BaseHostingController<Content>) for the screen. Repeatable."),
        Entry(names: ["--config"], value: "file", text: "Read 'deny NAME', 'allow NAME' and 'unwrap NAME' lines ('#' starts a comment).", completes: .file),
        Entry(names: ["--where"], value: "dir", text: "After each name, print the path:line:column of its declarations in the Swift files below the folder, best first, or 'not found'. Repeatable.", completes: .directory),
        Entry(names: ["--exclude"], value: "glob", text: "With --where, skip files and folders whose path or name matches the pattern. Repeatable."),
        Entry(names: ["--print-tables"], value: nil, text: "Print the built-in tables of Apple modules, framework types and wrappers, and exit."),
        Entry(names: ["--version"], value: nil, text: "Show the version."),
        Entry(names: ["-h", "--help"], value: nil, text: "Show help information."),
    ]

    static let exitStatus = """
        0 on success, also when a reader such as head closes the pipe early; 1 when --strict found lines that are \
        not type names; 2 on usage errors, unreadable files and write errors.
        """

    static let examples = [
        "cut -d, -f3 screens.csv | screenname | sort | uniq -c",
        "xcrun simctl spawn booted log stream | screenname --in-text | grep Checkout",
        "screenname --align names.csv | paste -d, names.csv -",
        "echo MyApp.Settings.RootView | screenname --where Sources",
    ]

    static let lintDiscussion = """
        Every screen (a class that inherits from a UIKit view controller, a type that conforms to SwiftUI's View) \
        must have a display name no other screen has and that the Apple tables do not filter. With --names, every \
        name in the catalogue must resolve to exactly one declaration.
        """

    static let lintArguments = [
        Entry(names: ["<dir>"], value: nil, text: "Source folders (or files) to index. .build, DerivedData, Pods, Carthage and .git are skipped.", completes: .directory),
    ]

    static let lintOptions = [
        Entry(names: ["--names"], value: "file", text: "A catalogue of screen names, one per line in any form the filter reads ('#' comments).", completes: .file),
        Entry(names: ["--format"], value: "format", text: "text (path:line:column: error: message), github (workflow annotations) or json. (default: text)", completes: .words(["text", "github", "json"])),
        Entry(names: ["--config"], value: "file", text: "'deny', 'allow' and 'unwrap' lines as for the filter, and 'ignore NAME' to silence the findings about a name.", completes: .file),
        Entry(names: ["--exclude"], value: "glob", text: "Skip files and folders whose path or name matches the pattern. Repeatable."),
        Entry(names: ["--list"], value: nil, text: "Print every declaration the index found (path:line:column: kind Name, its module, and whether it is a screen) instead of checking."),
        Entry(names: ["-h", "--help"], value: nil, text: "Show help information."),
    ]

    static let lintExitStatus = "0 when there are no findings, 1 when there are, 2 on usage errors and unreadable files."

    // MARK: --help

    /// The text of `--help`, wrapped to `width` columns.
    static func text(width: Int) -> String {
        var out = wrap("OVERVIEW: " + overview, width: width, indent: 0) + "\n\n" + wrap(discussion, width: width, indent: 0) + "\n\n"
        out += "USAGE: " + usage[0] + "\n       " + usage[1] + "   (see 'screenname lint --help')\n\n"
        out += section("ARGUMENTS", arguments, width: width)
        out += section("MODES", modes, width: width)
        out += section("OPTIONS", options, width: width)
        out += "EXIT STATUS:\n" + wrap(exitStatus, width: width, indent: 2) + "\n\n"
        out += "EXAMPLES:\n" + examples.map { "  " + $0 + "\n" }.joined()
        return out
    }

    /// The text of `lint --help`.
    static func lintText(width: Int) -> String {
        var out = "OVERVIEW: Checks a Swift source tree's screens and a catalogue of screen names, for CI.\n\n"
        out += wrap(lintDiscussion, width: width, indent: 0) + "\n\n"
        out += "USAGE: screenname lint [--names <file>] [--format text|github|json] [--config <file>] [--exclude <glob>] [--list] <dir> ...\n\n"
        out += section("ARGUMENTS", lintArguments, width: width)
        out += section("OPTIONS", lintOptions, width: width)
        out += "EXIT STATUS:\n" + wrap(lintExitStatus, width: width, indent: 2)
        return out
    }

    static func label(_ entry: Entry) -> String {
        entry.names.joined(separator: ", ") + (entry.value.map { " <\($0)>" } ?? "")
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
