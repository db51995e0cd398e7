extension Array where Element == String {
    /// The items as a series in a sentence: `a`, `a and b`, `a, b and c`; with `serialComma`, `a, b, and c` (the
    /// reference page's style); `conjunction` joins the last two (`or` for choices). One place, so messages, doc
    /// comments and pages list things alike.
    func series(serialComma: Bool = false, conjunction: String = "and") -> String {
        switch count {
        case 0: ""
        case 1: self[0]
        case 2: self[0] + " \(conjunction) " + self[1]
        default: dropLast().joined(separator: ", ") + (serialComma ? ", " : " ") + conjunction + " " + self[count - 1]
        }
    }
}

extension Int {
    /// The number with its digits in threes: 10240 → `10,240` (the page's style), or `10_240` with `_` (Swift,
    /// Kotlin and Dart literals).
    func grouped(separator: String = ",") -> String {
        let digits = String(magnitude)
        var output = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { output += separator }
            output.append(digit)
        }
        return (self < 0 ? "-" : "") + output
    }
}
