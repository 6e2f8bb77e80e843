extension HelpText {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// A completion script for a shell, made from the same entries as `--help`: the subcommands where the first
    /// argument goes, each option's names, and for an option's value what its entry offers (no file names unless the
    /// value is a file or a folder).
    static func completion(for shell: Shell) -> String {
        switch shell {
        case .bash: bashCompletion()
        case .zsh: zshCompletion()
        case .fish: fishCompletion()
        }
    }

    static func bashCompletion() -> String {
        func block(_ command: Command) -> String {
            let values = command.entries.filter { $0.value != nil }.map { entry in
                let action: String
                switch entry.completes {
                case .none: action = "COMPREPLY=()"
                case .file: action = "COMPREPLY=( $(compgen -f -- \"$cur\") )"
                case .directory: action = "COMPREPLY=( $(compgen -d -- \"$cur\") )"
                case .words(let words):
                    action = "COMPREPLY=( $(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\") )"
                }
                return "        \(entry.names.joined(separator: "|"))) \(action); return ;;\n"
            }
            let flags = command.entries.flatMap(\.names).joined(separator: " ")
            let positional = command.arguments.completes == .directory ? "compgen -d" : "compgen -f"
            let first =
                command.name == nil
                ? "    [[ $COMP_CWORD -eq 1 ]] && COMPREPLY+=( $(compgen -W \"\(subcommands.compactMap(\.name).joined(separator: " "))\" -- \"$cur\") )\n"
                : ""
            return """
                    case "$prev" in
                \(values.joined())    esac
                    if [[ "$cur" == -* ]]; then COMPREPLY=( $(compgen -W "\(flags)" -- "$cur") ); return; fi
                    COMPREPLY=( $(\(positional) -- "$cur") )

                """ + first
        }
        let subcommandBlocks = subcommands.map { command in
            let body = block(command).split(separator: "\n").map { "    " + $0 + "\n" }.joined()
            return "    if [[ \"${COMP_WORDS[1]}\" == \(command.name ?? "") ]]; then\n\(body)        return\n    fi\n"
        }
        return """
            # bash completion for screenname
            _screenname() {
                local cur prev
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
            \(subcommandBlocks.joined())\(block(filter))}
            complete -o filenames -F _screenname screenname

            """
    }

    static func zshCompletion() -> String {
        func quoted(_ text: String) -> String {
            text.replacingAll("'", "'\\''").replacingAll("[", "\\[").replacingAll("]", "\\]").replacingAll(":", "\\:")
        }
        func specs(_ command: Command) -> String {
            let options = command.entries.map { entry in
                let action: String
                switch entry.completes {
                case .none: action = entry.value.map { ":\($0): " } ?? ""
                case .file: action = ":\(entry.value ?? "file"):_files"
                case .directory: action = ":\(entry.value ?? "dir"):_files -/"
                case .words(let words): action = ":\(entry.value ?? "value"):(\(words.joined(separator: " ")))"
                }
                let repeats = entry.repeatable ? "*" : ""
                let names =
                    entry.names.count > 1
                    ? "(\(entry.names.joined(separator: " ")))'{\(entry.names.map { repeats + $0 }.joined(separator: ","))}'"
                    : repeats + entry.names[0]
                return "    '\(names)[\(quoted(entry.text))]\(action)' \\\n"
            }
            let positional = command.arguments.completes == .directory ? "_files -/" : "_files"
            let first = command.name == nil ? "    '1: :_screenname_first' \\\n" : ""
            return options.joined() + first
                + "    '*:\(command.arguments.names[0].dropFirst().dropLast()):\(positional)'"
        }
        let functions = subcommands.map { command in
            "_screenname_\(command.name ?? "")() {\n    _arguments \\\n\(specs(command))\n}\n\n"
        }
        let dispatch = subcommands.map { command in
            let name = command.name ?? ""
            return """
                    if (( CURRENT > 2 )) && [[ ${words[2]} == \(name) ]]; then
                        shift words; (( CURRENT-- )); _screenname_\(name); return
                    fi

                """
        }
        let words = subcommands.map { "\($0.name ?? "")\\:\"\(quoted($0.overview.droppingFinalPeriod))\"" }
        return """
            #compdef screenname
            # zsh completion for screenname

            \(functions.joined())_screenname_first() {
                _alternative 'subcommands:subcommand:((\(words.joined(separator: " "))))' 'files:file:_files'
            }

            _screenname() {
            \(dispatch.joined())    _arguments \\
            \(specs(filter))
            }

            _screenname "$@"

            """
    }

    static func fishCompletion() -> String {
        func lines(_ entries: [Entry], condition: String) -> String {
            entries.map { entry in
                var line = "complete -c screenname -n '\(condition)'"
                for name in entry.names {
                    line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
                }
                switch entry.completes {
                case .none: if entry.value != nil { line += " -x" }
                case .file: line += " -r -F"
                case .directory: line += " -x -a '(__fish_complete_directories)'"
                case .words(let words): line += " -x -a '\(words.joined(separator: " "))'"
                }
                return line + " -d '\(entry.text.replacingAll("'", "\\'"))'\n"
            }.joined()
        }
        let names = subcommands.compactMap(\.name).joined(separator: " ")
        var script = "# fish completion for screenname\n"
        for command in subcommands {
            script += "complete -c screenname -n '__fish_use_subcommand' -a \(command.name ?? "")"
            script += " -d '\(command.overview.droppingFinalPeriod.replacingAll("'", "\\'"))'\n"
        }
        script += lines(filter.entries, condition: "not __fish_seen_subcommand_from \(names)")
        for command in subcommands {
            let condition = "__fish_seen_subcommand_from \(command.name ?? "")"
            script += lines(command.entries, condition: condition)
            if command.arguments.completes == .directory {
                script += "complete -c screenname -n '\(condition)' -f -a '(__fish_complete_directories)'\n"
            }
        }
        return script + "\n"
    }
}
