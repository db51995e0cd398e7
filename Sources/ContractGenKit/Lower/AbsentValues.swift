extension Contract {
    /// What any platform sends for an optional field with no value (`absent_values`), each once, in the contract's
    /// order. Every SDK reads them all as none: a React Native module relays what iOS sent, a Flutter plugin what
    /// either native SDK sent, and a reader cannot tell which platform wrote a value.
    var absentValues: [String] {
        var seen: Set<String> = []
        return platforms.flatMap(\.absentValues).filter { seen.insert($0).inserted }
    }
}
