extension HelpText {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// A completion script for a shell, made from the same entries as `--help`.
    static func completion(for shell: Shell) -> String {
        switch shell {
        case .bash: bashCompletion()
        case .zsh: zshCompletion()
        case .fish: fishCompletion()
        }
    }

    static var allOptions: [Entry] { modes + options }

    static func bashCompletion() -> String {
        func valueCases(_ entries: [Entry]) -> String {
            entries.compactMap { entry -> String? in
                guard entry.value != nil else { return nil }
                let action: String
                switch entry.completes {
                case .file, .none: action = "COMPREPLY=( $(compgen -f -- \"$cur\") )"
                case .directory: action = "COMPREPLY=( $(compgen -d -- \"$cur\") )"
                case .words(let words):
                    action = "COMPREPLY=( $(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\") )"
                }
                return "        \(entry.names.joined(separator: "|"))) \(action); return ;;"
            }.joined(separator: "\n")
        }
        let flags = allOptions.flatMap(\.names).joined(separator: " ")
        let lintFlags = lintOptions.flatMap(\.names).joined(separator: " ")
        let hierarchyFlags = hierarchyOptions.flatMap(\.names).joined(separator: " ")
        return """
            # bash completion for screenname
            _screenname() {
                local cur prev
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [[ "${COMP_WORDS[1]}" == lint ]]; then
                    case "$prev" in
            \(valueCases(lintOptions))
                    esac
                    if [[ "$cur" == -* ]]; then COMPREPLY=( $(compgen -W "\(lintFlags)" -- "$cur") ); else COMPREPLY=( $(compgen -d -- "$cur") ); fi
                    return
                fi
                if [[ "${COMP_WORDS[1]}" == hierarchy ]]; then
                    case "$prev" in
            \(valueCases(hierarchyOptions))
                    esac
                    if [[ "$cur" == -* ]]; then COMPREPLY=( $(compgen -W "\(hierarchyFlags)" -- "$cur") ); else COMPREPLY=( $(compgen -f -- "$cur") ); fi
                    return
                fi
                case "$prev" in
            \(valueCases(allOptions))
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=( $(compgen -W "\(flags)" -- "$cur") )
                elif [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=( $(compgen -W "lint hierarchy" -- "$cur") $(compgen -f -- "$cur") )
                else
                    COMPREPLY=( $(compgen -f -- "$cur") )
                fi
            }
            complete -o filenames -F _screenname screenname

            """
    }

    static func zshCompletion() -> String {
        func specs(_ entries: [Entry]) -> String {
            entries.map { entry in
                let help = entry.text.replacingAll("'", "'\\''").replacingAll("[", "\\[").replacingAll("]", "\\]")
                    .replacingAll(":", "\\:")
                let action: String
                switch entry.completes {
                case .none: action = entry.value.map { ":\($0): " } ?? ""
                case .file: action = ":\(entry.value ?? "file"):_files"
                case .directory: action = ":\(entry.value ?? "dir"):_files -/"
                case .words(let words): action = ":\(entry.value ?? "value"):(\(words.joined(separator: " ")))"
                }
                let names =
                    entry.names.count > 1
                    ? "(\(entry.names.joined(separator: " ")))'{\(entry.names.joined(separator: ","))}'"
                    : entry.names[0]
                return "    '\(names)[\(help)]\(action)'"
            }.joined(separator: " \\\n")
        }
        return """
            #compdef screenname
            # zsh completion for screenname

            _screenname_lint() {
                _arguments \\
            \(specs(lintOptions.filter { !$0.names[0].hasPrefix("<") })) \\
                '*:dir:_files -/'
            }

            _screenname_hierarchy() {
                _arguments \\
            \(specs(hierarchyOptions)) \\
                '*:file:_files'
            }

            _screenname() {
                if (( CURRENT > 2 )) && [[ ${words[2]} == lint ]]; then
                    shift words; (( CURRENT-- )); _screenname_lint; return
                fi
                if (( CURRENT > 2 )) && [[ ${words[2]} == hierarchy ]]; then
                    shift words; (( CURRENT-- )); _screenname_hierarchy; return
                fi
                _arguments \\
            \(specs(allOptions)) \\
                '*:file:_files'
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
                case .none: if entry.value != nil { line += " -r" }
                case .file: line += " -r -F"
                case .directory: line += " -r -a '(__fish_complete_directories)'"
                case .words(let words): line += " -r -f -a '\(words.joined(separator: " "))'"
                }
                return line + " -d '\(entry.text.replacingAll("'", "\\'"))'"
            }.joined(separator: "\n")
        }
        return """
            # fish completion for screenname
            complete -c screenname -n '__fish_use_subcommand' -a lint -d 'Check a source tree and a catalogue of screen names'
            complete -c screenname -n '__fish_use_subcommand' -a hierarchy -d 'Say which screen is on top of view-controller dumps'
            \(lines(allOptions, condition: "not __fish_seen_subcommand_from lint hierarchy"))
            \(lines(lintOptions, condition: "__fish_seen_subcommand_from lint"))
            \(lines(hierarchyOptions, condition: "__fish_seen_subcommand_from hierarchy"))

            """
    }
}
