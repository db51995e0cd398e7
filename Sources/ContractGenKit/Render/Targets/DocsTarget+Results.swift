/// The reference page's diagram of how the flow ends: a Mermaid state diagram (which GitHub and most docs sites
/// draw) from the flow to each result, one arrow per message or host action that produces it.
extension DocsTarget {
    /// The diagram's lines, or nil when no result says what produces it.
    var resultFlowLines: [String]? {
        guard let plan = lowered.results else { return nil }
        var lines = ["stateDiagram-v2", "    state \"the flow\" as flow"]
        let results = contract.results.filter { !$0.triggers.isEmpty }
        for result in results {
            lines.append("    state \"\(Self.mermaidText(result.name.raw))\" as \(Self.stateID(result))")
        }
        lines.append("    [*] --> flow: presented")
        for result in results {
            for trigger in result.triggers {
                let label: String
                switch trigger.kind {
                case .event(let name, let delay):
                    let wire = plan.events.first { $0.event.name == name }?.event.wire ?? name.raw
                    label = "\(wire) message" + (delay.map { ", after \($0.raw)" } ?? "")
                case .action(let action):
                    label = "\(action.name.raw) (host)"
                }
                lines.append("    flow --> \(Self.stateID(result)): \(Self.mermaidText(label))")
            }
        }
        for result in results { lines.append("    \(Self.stateID(result)) --> [*]") }
        return lines
    }

    /// A state's id: the result's name, which is ASCII letters, digits and `_`, after a word no Mermaid keyword is.
    private static func stateID(_ result: ResultCase) -> String {
        "result_" + result.name.raw
    }

    /// Text for a label: letters, digits, spaces and plain punctuation as they are, anything else as Mermaid's
    /// `#code;` entity, so no character of the contract's can end the label or the statement.
    static func mermaidText(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCIILetter || scalar.isASCIIDigit || " _.,()-".unicodeScalars.contains(scalar) {
                output.unicodeScalars.append(scalar)
            } else {
                output += "#\(scalar.value);"
            }
        }
        return output
    }
}
