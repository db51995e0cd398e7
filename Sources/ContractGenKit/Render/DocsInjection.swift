/// Keeps hand-written Markdown in sync with the contract: each region between
/// `<!-- contractgen:begin NAME -->` and `<!-- contractgen:end NAME -->` holds the reference page's block NAME
/// (a table or list), and every byte outside the regions stays as it was.
public enum DocsInjection {
    static let beginMarker = "contractgen:begin"
    static let endMarker = "contractgen:end"

    /// The reference page's blocks by name (`results`, `configuration`, …), rendered from `contract`.
    public static func blocks(contract bytes: [UInt8], file: String, templates: TemplateSet = .builtIn) throws(DiagnosticError) -> [String: String] {
        let document = try ContractLoader.load(bytes, file: file)
        let contract = try ContractValidator.validate(document, file: file)
        let compiled = try templates.compile()
        let context = DocsTarget(contract: contract).context
        var blocks: [String: String] = [:]
        for name in compiled.library.names where name.hasPrefix(DocsTarget.blockFolder) && name.hasSuffix(".md") {
            blocks[String(name.dropFirst(DocsTarget.blockFolder.count).dropLast(3))] = try compiled.render(name, context)
        }
        return blocks
    }

    /// `text` with every marked region replaced by its block, or every marker problem in `file`.
    public static func inject(_ text: String, file: String, blocks: [String: String]) throws(DiagnosticError) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var diagnostics = DiagnosticCollector()
        var output: [String] = []
        var open: (name: String, line: Int)?
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard let marker = Marker(line) else {
                if open == nil { output.append(line) }
                continue
            }
            let at = SourceLocation(file: file, line: number, column: marker.column)
            switch (marker.isBegin, open) {
            case (true, let current?):
                diagnostics.error("'\(marker.name)' begins inside '\(current.name)' (begun at line \(current.line)); end '\(current.name)' first", at: at)
            case (true, nil):
                output.append(line)
                if let block = blocks[marker.name] {
                    let body = block.hasSuffix("\n") ? String(block.dropLast()) : block
                    // Blank lines around the block keep it a block of its own; CRLF files stay CRLF.
                    let cr = line.hasSuffix("\r") ? "\r" : ""
                    output += [cr] + body.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + cr } + [cr]
                } else {
                    let hint = Suggestions.closest(to: marker.name, among: blocks.keys).map { "; did you mean '\($0)'?" }
                        ?? "; blocks are: \(blocks.keys.sorted().joined(separator: ", "))"
                    diagnostics.error("unknown block '\(marker.name)'\(hint)", at: at)
                }
                open = (marker.name, number)
            case (false, nil):
                diagnostics.error("'\(marker.name)' ends but was never begun; add <!-- \(beginMarker) \(marker.name) --> above it or remove this line", at: at)
            case (false, let current?):
                if current.name != marker.name {
                    diagnostics.error("'\(marker.name)' ends, but the open region is '\(current.name)' (begun at line \(current.line)); end it with <!-- \(endMarker) \(current.name) -->", at: at)
                }
                output.append(line)
                open = nil
            }
        }
        if let current = open {
            diagnostics.error("'\(current.name)' begins here but never ends; add <!-- \(endMarker) \(current.name) --> after it",
                              at: SourceLocation(file: file, line: current.line, column: 1))
        }
        try diagnostics.check()
        return output.joined(separator: "\n")
    }

    /// A marker line: `<!-- contractgen:begin NAME -->` or `<!-- contractgen:end NAME -->`, alone on its line.
    struct Marker {
        var isBegin: Bool
        var name: String
        var column: Int

        init?(_ line: String) {
            let trimmed = line.trimmingWhitespace
            guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
            let words = trimmed.dropFirst(4).dropLast(3).split(whereSeparator: \.isWhitespace).map(String.init)
            guard words.count == 2, words[0] == DocsInjection.beginMarker || words[0] == DocsInjection.endMarker else { return nil }
            isBegin = words[0] == DocsInjection.beginMarker
            name = words[1]
            column = line.prefix { $0.isWhitespace }.count + 1
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
