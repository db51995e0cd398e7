/// Plain text for a terminal: `text` broken at spaces into lines of at most `width` columns, each starting with
/// `indent`, or after the first, `continuation` (a word longer than a line keeps a line of its own).
public func wrapped(_ text: String, width: Int = 110, indent: String, continuation: String? = nil) -> String {
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
        if line.count + word.count > width, line != indent, line != continuation {
            lines.append(String(line.dropLast()))
            line = continuation ?? indent
        }
        line += word + " "
    }
    lines.append(String(line.dropLast()))
    return lines.joined(separator: "\n")
}
