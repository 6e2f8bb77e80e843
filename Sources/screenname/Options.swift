import ScreenNameKit

/// The parsed command line.
struct Options {
    var style = DisplayStyle.path
    var align: String?
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
    /// `--owners[=FILE]`: add the owners of the declaring files, from `ownersFile` or the repository's CODEOWNERS.
    var owners = false
    var ownersFile: String?
    /// `screenname hierarchy`: what to print for each dump.
    var hierarchyFormat = HierarchyRenderer.Format.screen
    /// `screenname crash --all`: every screen on the backtrace.
    var all = false

    /// A command line that cannot be run, with the message to print.
    struct UsageError: Error { var message: String }

    /// Sets `value` to `chosen`, refusing a different choice made before: the options `names` exclude each other.
    static func choose<Value: Equatable>(_ chosen: Value, for value: inout Value, unset: Value, _ names: String)
        throws(UsageError)
    {
        if value != unset, value != chosen { throw UsageError(message: "\(names) cannot be used together") }
        value = chosen
    }

    /// Reads the command line, each option as its entry in `optionTable` (a subcommand's; the filter's when `nil`)
    /// says. The table is built only when an option needs it, so that a run with none starts sooner.
    init(arguments: [String], optionTable: [HelpText.Entry]? = nil) throws(UsageError) {
        for (entry, value) in try Options.read(arguments, optionTable ?? HelpText.filterOptions, positional: &files) {
            if case .filter(let apply) = entry.apply { try apply(&self, value) }
        }
        let finds = !whereRoots.isEmpty
        try refuse(
            "--json-key", !jsonKeys.isEmpty, "it rewrites strings of JSON lines",
            ["--csv": table != nil, "-o": onlyMatching, "--json": json, "--align": align != nil, "--where": finds])
        if table != nil, column == nil {
            throw UsageError(message: "'--csv' and '--tsv' need '--column NAME' or '--column N'")
        }
        try refuse(
            table == .tsv ? "--tsv" : "--csv", table != nil, "it rewrites one column",
            ["--in-text": inText || onlyMatching, "--json": json, "--align": align != nil, "--where": finds])
        if table == nil, column != nil || noHeader || addedColumn != nil {
            throw UsageError(message: "'--column', '--no-header' and '--as' go with '--csv' or '--tsv'")
        }
        if noHeader, let column, Int(column) == nil {
            throw UsageError(message: "'--column NAME' needs a header; with '--no-header' give the column's number")
        }
        // `-o` prints what `--in-text` finds, so it scans text whether or not `--in-text` is given.
        if onlyMatching { inText = true }
        try refuse(
            "--in-text", inText, "it passes every line through",
            ["--route": route, "--json": json && !onlyMatching, "--align": align != nil, "--strict": strict])
        try refuse("--route", route, nil, ["--mangled": bareManglings])
        if owners, whereRoots.isEmpty {
            throw UsageError(message: "'--owners' adds the owners of the files '--where' finds: give '--where DIR'")
        }
        if !whereRoots.isEmpty, inText || route {
            let flag = onlyMatching ? "-o" : inText ? "--in-text" : "--route"
            throw UsageError(message: "'--where' finds type declarations: it cannot be used with '\(flag)'")
        }
    }

    /// Throws that `mode`, when given, cannot be used with the first of `flags` that is set, and why.
    private func refuse(_ mode: String, _ given: Bool, _ why: String?, _ flags: KeyValuePairs<String, Bool>)
        throws(UsageError)
    {
        guard given, let flag = flags.first(where: \.value)?.key else { return }
        throw UsageError(message: "'\(mode)' cannot be used with '\(flag)'" + (why.map { ": " + $0 } ?? ""))
    }

    /// The options of `hierarchy` or `crash`, each as its entry in ``HelpText`` says.
    static func reports(_ command: HelpText.Command, _ arguments: [String]) throws(UsageError) -> Options {
        var options = try Options(arguments: arguments, optionTable: command.entries)
        if options.json, command.name == "hierarchy" {
            guard options.hierarchyFormat == .screen else {
                throw UsageError(message: "'--json' cannot be used with '--path' or '--tree'")
            }
            options.hierarchyFormat = .json
        }
        return options
    }

    /// Reads a command line: each option with its entry in `table` and its value, in order; every other argument
    /// (`-`, and all after `--`) goes to `positional`.
    static func read(_ arguments: [String], _ table: [HelpText.Entry], positional: inout [String])
        throws(UsageError) -> [(HelpText.Entry, String?)]
    {
        var options: [(HelpText.Entry, String?)] = []
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
                positional.append(argument)
            } else if argument == "--" {
                onlyPositional = true
            } else {
                options.append(try Options.option(argument, in: table, arguments: arguments, index: &index))
            }
        }
        return options
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
            if inline != nil, entry.optionalValue == nil {
                throw UsageError(message: "option '\(name)' takes no value")
            }
            return (entry, inline)
        }
        if let inline { return (entry, inline) }
        index += 1
        guard index < arguments.count else { throw UsageError(message: "option '\(name)' needs a value") }
        return (entry, arguments[index])
    }
}
