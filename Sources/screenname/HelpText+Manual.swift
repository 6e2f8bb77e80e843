extension HelpText {
    /// The man page, in roff, made from the same entries as `--help`.
    static func manual(version: String) -> String {
        var page = """
            .TH SCREENNAME 1 "" "screenname \(version)" "User Commands"
            .SH NAME
            screenname \\- \(roff(overview.lowercasedFirst.droppingFinalPeriod))
            .SH SYNOPSIS
            \(([filter] + subcommands).map(manualSynopsis).joined(separator: "\n.br\n"))
            .SH DESCRIPTION
            \(roff(discussion))

            """
        page += manualSection("ARGUMENTS", [filter.arguments])
        for (title, entries) in filter.sections { page += manualSection(title, entries) }
        for command in subcommands {
            let title = (command.name ?? "").uppercased()
            page += ".SH \(title)\n" + roff(command.overview) + "\n.PP\n" + roff(command.discussion) + "\n"
            page += manualSection(title + " OPTIONS", command.entries)
        }
        page += ".SH EXIT STATUS\n" + roff(exitStatus) + "\n"
        for command in subcommands { page += ".PP\nFor \(command.name ?? ""): " + roff(command.exitStatus) + "\n" }
        page += ".SH EXAMPLES\n" + examples.map { ".PP\n.nf\n" + roff($0) + "\n.fi\n" }.joined()
        page += ".SH SEE ALSO\n.BR swift-demangle (1)\n"
        return page
    }

    /// A command's synopsis in roff: `.B screenname lint` then `[lint-options] dir ...`.
    static func manualSynopsis(_ command: Command) -> String {
        let argument = "\\fI" + command.arguments.names[0].dropFirst().dropLast() + "\\fR ..."
        return ".B \(command.invocation)\n[\\fI\(command.optionsWord)\\fR] "
            + (command.argumentsRequired ? argument : "[" + argument + "]")
    }

    static func manualSection(_ title: String, _ entries: [Entry]) -> String {
        ".SH \(title)\n"
            + entries.map { entry in
                let names = entry.names.map { "\\fB" + roff($0) + "\\fR" }.joined(separator: ", ")
                let value = entry.value.map { " \\fI<\($0)>\\fR" } ?? entry.optionalValue.map { "[=\\fI<\($0)>\\fR]" }
                return ".TP\n" + names + (value ?? "") + "\n" + roff(entry.text) + "\n"
            }.joined()
    }

    /// Escapes text for roff: backslashes, hyphens, non-ASCII characters, and a leading period or apostrophe.
    static func roff(_ text: String) -> String {
        var escaped = ""
        for scalar in text.replacingAll("\\", "\\e").replacingAll("-", "\\-").unicodeScalars {
            if scalar.isASCII {
                escaped.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}

extension String {
    var lowercasedFirst: String { isEmpty ? self : prefix(1).lowercased() + dropFirst() }
    var droppingFinalPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
