import ScreenNameKit

/// The parsed command line.
struct Options {
    var style = DisplayStyle.path
    var align = false
    var json = false
    var nullSeparated = false
    var strict = false
    var bareManglings = false
    var inText = false
    /// With `--in-text`: print each name found instead of the lines.
    var onlyMatching = false
    var route = false
    var lineBuffered = false
    /// `--threads N`: how many threads name large runs of records, 1 or 2.
    var threads = 1
    var printTables = false
    var showHelp = false
    var showVersion = false
    var generateManual = false
    var completionShell: HelpText.Shell?
    var rules = NamingRules()
    var configFiles: [String] = []
    var files: [String] = []
    /// `--csv` or `--tsv`: rewrite one column of a table.
    var table: DelimitedRecord.Format?
    /// The column to rewrite: a header's name, or a 1-based number.
    var column: String?
    var noHeader = false
    /// `--as NEW`: keep the column and add one named `NEW` with the display names.
    var addedColumn: String?
    /// `--json-key PATH`, repeatable: rewrite the strings at these paths of each JSON line.
    var jsonKeys: [JSONPath] = []
    var whereRoots: [String] = []
    /// `--app DIR`, repeatable: the app's own source trees, whose declared types are the app's.
    var appRoots: [String] = []
    var excludes: [String] = []
    /// `screenname hierarchy`: what to print for each dump.
    var hierarchyOutput = HierarchyCommand.Output.screen
    /// How many of `--path` and `--tree` were given: one at most.
    var hierarchyOutputs = 0

    /// A command line that cannot be run, with the message to print.
    struct UsageError: Error {
        var message: String
    }

    /// Sets the table format; `--csv` and `--tsv` exclude each other.
    mutating func chooseTable(_ format: DelimitedRecord.Format) throws(UsageError) {
        if table != nil, table != format { throw UsageError(message: "'--csv' and '--tsv' cannot be used together") }
        table = format
    }

    /// Sets the display style; `--leaf` and `--module` exclude each other.
    mutating func choose(_ chosen: DisplayStyle) throws(UsageError) {
        if style != .path, style != chosen {
            throw UsageError(message: "'--leaf' and '--module' cannot be used together")
        }
        style = chosen
    }

    /// Reads the command line, each option as its entry in `optionTable` (a subcommand's; the filter's when `nil`)
    /// says. The table is built only when an option needs it, so that a run with none starts sooner.
    init(arguments: [String], optionTable: [HelpText.Entry]? = nil) throws(UsageError) {
        var index = 0
        var onlyFiles = false
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
                continue
            }
            if argument == "--" {
                onlyFiles = true
                continue
            }
            let (entry, value) = try Options.option(
                argument, in: optionTable ?? HelpText.filterOptions, arguments: arguments, index: &index)
            if case .filter(let apply) = entry.apply { try apply(&self, value) }
        }
        if !jsonKeys.isEmpty {
            let flags = [
                ("--csv", table != nil), ("-o", onlyMatching), ("--json", json), ("--align", align),
                ("--where", !whereRoots.isEmpty),
            ]
            for (flag, isSet) in flags where isSet {
                throw UsageError(
                    message: "'--json-key' cannot be used with '\(flag)': it rewrites strings of JSON lines")
            }
        }
        if table != nil {
            guard column != nil else {
                throw UsageError(message: "'--csv' and '--tsv' need '--column NAME' or '--column N'")
            }
            for (flag, isSet) in [
                ("--in-text", inText || onlyMatching), ("--json", json), ("--align", align),
                ("--where", !whereRoots.isEmpty),
            ]
            where isSet {
                throw UsageError(
                    message:
                        "'\(table == .csv ? "--csv" : "--tsv")' cannot be used with '\(flag)': it rewrites one column")
            }
        } else if column != nil || noHeader || addedColumn != nil {
            throw UsageError(message: "'--column', '--no-header' and '--as' go with '--csv' or '--tsv'")
        }
        if noHeader, let column, Int(column) == nil {
            throw UsageError(message: "'--column NAME' needs a header; with '--no-header' give the column's number")
        }
        // `-o` prints what `--in-text` finds, so it scans text whether or not `--in-text` is given.
        if onlyMatching { inText = true }
        if inText {
            let flags = [
                ("--route", route), ("--json", json && !onlyMatching), ("--align", align), ("--strict", strict),
            ]
            for (flag, isSet) in flags where isSet {
                throw UsageError(message: "'--in-text' cannot be used with '\(flag)': it passes every line through")
            }
        }
        if route, bareManglings { throw UsageError(message: "'--route' cannot be used with '--mangled'") }
        if !whereRoots.isEmpty, inText || route {
            throw UsageError(
                message:
                    "'--where' finds type declarations: it cannot be used with '\(onlyMatching ? "-o" : inText ? "--in-text" : "--route")'"
            )
        }
    }

    /// The entry of an option and its value: inline (`--deny=Name`), or the next argument for an option that takes
    /// one, which moves `index` past it.
    static func option(_ argument: String, in table: [HelpText.Entry], arguments: [String], index: inout Int)
        throws(UsageError) -> (HelpText.Entry, String?)
    {
        var name = argument
        var inline: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inline = String(argument[argument.index(after: equals)...])
        }
        guard let entry = table.first(where: { $0.names.contains(name) }) else {
            throw UsageError(message: "unknown option '\(name)'")
        }
        guard entry.value != nil else {
            if inline != nil { throw UsageError(message: "option '\(name)' takes no value") }
            return (entry, nil)
        }
        if let inline { return (entry, inline) }
        index += 1
        guard index < arguments.count else { throw UsageError(message: "option '\(name)' needs a value") }
        return (entry, arguments[index])
    }
}
