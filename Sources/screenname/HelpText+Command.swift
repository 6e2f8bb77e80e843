extension HelpText {
    /// One command of the tool: what its help, its usage lines, the man page and the completions show, all made
    /// from its entries.
    struct Command: Sendable {
        /// The subcommand's word; `nil` for the filter.
        var name: String?
        var overview: String
        var discussion: String
        /// The positional arguments, such as `<file>`.
        var arguments: Entry
        var argumentsRequired: Bool
        var sections: [(title: String, entries: [Entry])]
        var exitStatus: String
        var examples: [String] = []

        var entries: [Entry] { sections.flatMap(\.entries) }
        var invocation: String { name.map { "screenname " + $0 } ?? "screenname" }
        /// The placeholder of the options in a short synopsis, such as `lint-options`.
        var optionsWord: String { name.map { $0 + "-options" } ?? "options" }

        /// The positional part of a synopsis: `<dir> ...` or `[<file> ...]`.
        var argumentsSynopsis: String {
            argumentsRequired ? arguments.names[0] + " ..." : "[" + arguments.names[0] + " ...]"
        }

        /// The usage line: each option when there are few enough to read in one line, else `[<options>]`.
        func synopsis(short: Bool = false) -> String {
            let shown = entries.filter { !$0.names.contains("--help") }
            guard !short, shown.count <= 8 else { return "\(invocation) [<\(optionsWord)>] \(argumentsSynopsis)" }
            let options = shown.map { entry in
                "[" + (entry.names.last ?? "") + entry.valueLabel + "]"
            }
            return ([invocation] + options + [argumentsSynopsis]).joined(separator: " ")
        }

        /// What a usage error prints after its message.
        var usageHint: String {
            "Usage: \(synopsis())\n  See '\(invocation) --help' for more information."
        }

        /// The text of `--help`, wrapped to `width` columns.
        func help(width: Int) -> String {
            var out = HelpText.wrap("OVERVIEW: " + overview, width: width, indent: 0) + "\n\n"
            out += HelpText.wrap(discussion, width: width, indent: 0) + "\n\n"
            out += HelpText.usageLine(synopsis(), width: width) + "\n"
            if name == nil {
                for subcommand in HelpText.subcommands {
                    let line = subcommand.synopsis(short: true) + "   (see '\(subcommand.invocation) --help')"
                    out += "       " + HelpText.usageLine(line, width: width).dropFirst(7) + "\n"
                }
            }
            out += "\n" + HelpText.section("ARGUMENTS", [arguments], width: width)
            for (title, entries) in sections { out += HelpText.section(title, entries, width: width) }
            out += "EXIT STATUS:\n" + HelpText.wrap(exitStatus, width: width, indent: 2) + "\n"
            if !examples.isEmpty { out += "\nEXAMPLES:\n" + examples.map { "  " + $0 + "\n" }.joined() }
            return out
        }
    }
}
