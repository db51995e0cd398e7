import ContractGenKit

/// `contractgen completion bash|zsh`: a completion script built from the commands, options and values this
/// binary knows, so it never lists an option the binary lacks.
enum Completion {
    static let shells = ["bash", "zsh"]

    static func script(for shell: String) -> String {
        let bash = bashScript
        return shell == "zsh" ? "autoload -U +X bashcompinit && bashcompinit\n" + bash : bash
    }

    private static var bashScript: String {
        let commands = Command.allCases.compactMap(\.words.first)
        // What completes after each command: the default command's options, and the other commands' names.
        let optionCases = Command.allCases.map { command -> String in
            let words = (command == .generate ? commands : []) + command.options
            return "    \(command.words.first ?? "\"\"")) words=\"\(words.joined(separator: " "))\" ;;"
        }.joined(separator: "\n")
        return """
            # contractgen completion for bash; in ~/.bashrc: eval "$(contractgen completion bash)"
            _contractgen() {
              local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command="" word words list=""
              # In a comma-separated list, the values before the last comma stay as typed.
              [[ $cur == *,* ]] && list=${cur%,*},
              for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
                case $word in \(commands.joined(separator: "|"))) command=$word; break ;; esac
              done
              case $prev in
                --target) words="\(Target.allCases.map(\.rawValue).joined(separator: " "))"
                  COMPREPLY=($(compgen -P "$list" -W "$words" -- "${cur##*,}")); return ;;
                --platforms) words="\(StarterContract.Preset.allCases.map(\.rawValue).joined(separator: " "))"
                  COMPREPLY=($(compgen -P "$list" -W "$words" -- "${cur##*,}")); return ;;
                --shape) COMPREPLY=($(compgen -W "\(StarterContract.Shape.allCases.map(\.rawValue).joined(separator: " "))" -- "$cur")); return ;;
                --access) COMPREPLY=($(compgen -W "\(GenerationOptions.Access.allCases.map(\.rawValue).joined(separator: " "))" -- "$cur")); return ;;
                --diagnostics-format) COMPREPLY=($(compgen -W "\(DiagnosticsFormat.allCases.map(\.rawValue).joined(separator: " "))" -- "$cur")); return ;;
                --out | --dir | --templates) COMPREPLY=($(compgen -d -- "$cur")); return ;;
                --contract | --config | --swift-file) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                completion) COMPREPLY=($(compgen -W "\(shells.joined(separator: " "))" -- "$cur")); return ;;
                docs) COMPREPLY=($(compgen -W "inject" -- "$cur")); return ;;
              esac
              case $command in
            \(optionCases)
                *) words="" ;;
              esac
              COMPREPLY=($(compgen -W "$words" -- "$cur"))
            }
            complete -o default -F _contractgen contractgen

            """
    }
}
