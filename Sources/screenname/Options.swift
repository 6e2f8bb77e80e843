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
    var route = false
    var lineBuffered = false
    var printTables = false
    var showHelp = false
    var showVersion = false
    var generateManual = false
    var completionShell: HelpText.Shell?
    var rules = NamingRules()
    var configFiles: [String] = []
    var files: [String] = []
    var whereRoots: [String] = []
    var excludes: [String] = []

    /// A command line that cannot be run, with the message to print.
    struct UsageError: Error {
        var message: String
    }

    static let optionsWithValues: Set<String> = [
        "--deny", "--allow", "--unwrap", "--config", "--where", "--exclude", "--generate-completion-script",
    ]

    init(arguments: [String]) throws(UsageError) {
        var index = 0
        var onlyFiles = false
        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(message: "option '\(option)' needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--": onlyFiles = true
            case "--leaf", "--module":
                let chosen: DisplayStyle = name == "--leaf" ? .leaf : .module
                if style != .path, style != chosen { throw UsageError(message: "'--leaf' and '--module' cannot be used together") }
                style = chosen
            case "--align": align = true
            case "--json": json = true
            case "-z", "--null": nullSeparated = true
            case "--strict": strict = true
            case "--mangled": bareManglings = true
            case "--in-text": inText = true
            case "--route": route = true
            case "--line-buffered": lineBuffered = true
            case "--print-tables": printTables = true
            case "-h", "--help": showHelp = true
            case "--version": showVersion = true
            case "--generate-manual": generateManual = true
            case "--generate-completion-script":
                let shell = try value(for: name, inline: inline)
                guard let known = HelpText.Shell(rawValue: shell) else {
                    throw UsageError(message: "unknown shell '\(shell)': use bash, zsh or fish")
                }
                completionShell = known
            case "--deny": rules.denied.insert(try value(for: name, inline: inline))
            case "--allow": rules.allowed.insert(try value(for: name, inline: inline))
            case "--unwrap": rules.unwrapped.insert(try value(for: name, inline: inline))
            case "--config": configFiles.append(try value(for: name, inline: inline))
            case "--where": whereRoots.append(try value(for: name, inline: inline))
            case "--exclude": excludes.append(try value(for: name, inline: inline))
            default: throw UsageError(message: "unknown option '\(name)'")
            }
            if inline != nil, !Options.optionsWithValues.contains(name) {
                throw UsageError(message: "option '\(name)' takes no value")
            }
        }
        if inText {
            for (flag, isSet) in [("--route", route), ("--json", json), ("--align", align), ("--strict", strict)] where isSet {
                throw UsageError(message: "'--in-text' cannot be used with '\(flag)': it passes every line through")
            }
        }
        if route, bareManglings { throw UsageError(message: "'--route' cannot be used with '--mangled'") }
        if !whereRoots.isEmpty, inText || route {
            throw UsageError(message: "'--where' finds type declarations: it cannot be used with '\(inText ? "--in-text" : "--route")'")
        }
    }
}
