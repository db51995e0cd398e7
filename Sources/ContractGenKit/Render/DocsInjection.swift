/// Keeps hand-written Markdown in sync with the contract: each region between
/// `<!-- contractgen:begin NAME -->` and `<!-- contractgen:end NAME -->` holds the reference page's block NAME
/// (a table or list, `GeneratorPipeline.docsBlocks`), and every byte outside the regions stays as it was.
public enum DocsInjection {
    static let beginMarker = "contractgen:begin"
    static let endMarker = "contractgen:end"

    /// `bytes` with every marked region replaced by its block, or every marker problem in `file`.
    /// Bytes, not String: invalid UTF-8 and CRLF would not survive a String round trip, and outside the
    /// regions every byte must stay as it was.
    public static func inject(
        _ bytes: [UInt8], file: String, blocks: [String: String]
    ) throws(DiagnosticError) -> [UInt8] {
        var diagnostics = DiagnosticCollector(rule: "docs")
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var open: (name: String, line: Int)?
        var fence: Fence?
        for (index, range) in lineRanges(bytes).enumerated() {
            let line = bytes[range]
            let number = index + 1
            // Fences count only outside a region: inside one, everything up to the end marker is replaced.
            if open == nil {
                if let current = fence {
                    if current.isClosed(by: line) { fence = nil }
                    output += line
                    continue
                }
                if let opened = Fence(opening: line) {
                    fence = opened
                    output += line
                    continue
                }
            }
            guard let marker = Marker(line) else {
                if open == nil { output += line }
                continue
            }
            let at = SourceLocation(file: file, line: number, column: marker.column)
            switch (marker.isBegin, open) {
            case (true, let current?):
                diagnostics.error(
                    "'\(marker.name)' begins inside '\(current.name)' (begun at line \(current.line)); end '\(current.name)' first",
                    at: at)
            case (true, nil):
                output += line
                if let block = blocks[marker.name] {
                    var body = Array(block.utf8)
                    if body.last == newline { body.removeLast() }
                    // Blank lines around the block keep it a block of its own; its lines end as the begin marker's does.
                    let ending: [UInt8] =
                        line.dropLast().last == carriageReturn ? [carriageReturn, newline] : [newline]
                    output += ending
                    for bodyLine in body.split(separator: newline, omittingEmptySubsequences: false) {
                        output += bodyLine
                        output += ending
                    }
                    output += ending
                } else {
                    let hint =
                        Suggestions.closest(to: marker.name, among: blocks.keys).map { "; did you mean '\($0)'?" }
                        ?? "; blocks are: \(blocks.keys.sorted().joined(separator: ", "))"
                    diagnostics.error("unknown block '\(marker.name)'\(hint)", at: at)
                }
                open = (marker.name, number)
            case (false, nil):
                diagnostics.error(
                    "'\(marker.name)' ends but was never begun; add <!-- \(beginMarker) \(marker.name) --> above it or remove this line",
                    at: at)
            case (false, let current?):
                if current.name != marker.name {
                    diagnostics.error(
                        "'\(marker.name)' ends, but the open region is '\(current.name)' (begun at line \(current.line)); end it with <!-- \(endMarker) \(current.name) -->",
                        at: at)
                }
                output += line
                open = nil
            }
        }
        if let current = open {
            diagnostics.error(
                "'\(current.name)' begins here but never ends; add <!-- \(endMarker) \(current.name) --> after it",
                at: SourceLocation(file: file, line: current.line, column: 1))
        }
        try diagnostics.check()
        return output
    }

    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// Each line's byte range with its `\n`, so copying the ranges back gives the file unchanged, final newline or not.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == newline {
            ranges.append(start..<offset + 1)
            start = offset + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    /// The spaces `line` is indented by, or nil from 4 on: that is indented code (CommonMark), not a marker or fence.
    /// A tab in the indentation also reaches column 5; it is left at the start, where no marker or fence begins.
    static func indentation(_ line: ArraySlice<UInt8>) -> Int? {
        let indent = line.prefix { $0 == space }.count
        return indent <= 3 ? indent : nil
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn || byte == newline
    }

    /// A marker line: `<!-- contractgen:begin NAME -->` or `<!-- contractgen:end NAME -->`, alone on its line.
    struct Marker {
        var isBegin: Bool
        var name: String
        var column: Int

        init?(_ line: ArraySlice<UInt8>) {
            guard let indent = DocsInjection.indentation(line) else { return nil }
            var trimmed = line.dropFirst(indent)
            while let last = trimmed.last, DocsInjection.isWhitespace(last) { trimmed.removeLast() }
            // At least `<!---->`, so the opening and the closing do not overlap.
            guard trimmed.count >= 7, trimmed.starts(with: "<!--".utf8), trimmed.suffix(3).elementsEqual("-->".utf8)
            else { return nil }
            let words = trimmed.dropFirst(4).dropLast(3).split { $0 == DocsInjection.space || $0 == DocsInjection.tab }
            guard words.count == 2 else { return nil }
            let keyword = String(decoding: words[0], as: UTF8.self)
            guard keyword == DocsInjection.beginMarker || keyword == DocsInjection.endMarker else { return nil }
            isBegin = keyword == DocsInjection.beginMarker
            name = String(decoding: words[1], as: UTF8.self)
            column = indent + 1
        }
    }

    /// An open fenced code block (CommonMark): the marker lines in it are examples, not markers.
    struct Fence {
        var character: UInt8
        var length: Int

        /// The fence `line` opens: 3 or more backticks or tildes; a backtick fence's info string has no backtick
        /// (otherwise the line is inline code).
        init?(opening line: ArraySlice<UInt8>) {
            guard let indent = DocsInjection.indentation(line) else { return nil }
            let text = line.dropFirst(indent)
            guard let first = text.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
            let length = text.prefix { $0 == first }.count
            guard length >= 3, first == UInt8(ascii: "~") || !text.dropFirst(length).contains(first) else { return nil }
            character = first
            self.length = length
        }

        /// Whether `line` closes this fence: the same character at least as many times, then only whitespace.
        func isClosed(by line: ArraySlice<UInt8>) -> Bool {
            guard let indent = DocsInjection.indentation(line) else { return false }
            let text = line.dropFirst(indent)
            let run = text.prefix { $0 == character }.count
            return run >= length && text.dropFirst(run).allSatisfy(DocsInjection.isWhitespace)
        }
    }
}
