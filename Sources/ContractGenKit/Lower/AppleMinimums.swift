/// The oldest Apple OS releases a platform's SDK still runs on, read from its `minimum_os` ("iOS 15",
/// "iOS 15.4, macOS 12"): what decides which of Swift's types its code may use.
struct AppleMinimums: Sendable, Equatable {
    /// Each Apple OS the text names, by the name Apple writes, with its major version.
    var majors: [String: Int]

    /// The Apple OS names and the first version after each in `text`; nil when it names none.
    init?(_ text: String) {
        var majors: [String: Int] = [:]
        for match in text.matches(of: Self.pattern) {
            let name = Self.systems.first { $0.lowercased() == match.output.1.lowercased() } ?? String(match.output.1)
            if let major = Int(match.output.2) { majors[name] = min(majors[name] ?? major, major) }
        }
        guard !majors.isEmpty else { return nil }
        self.majors = majors
    }

    static let systems = ["iOS", "iPadOS", "macOS", "Mac Catalyst", "tvOS", "watchOS", "visionOS"]
    /// An OS name and the number after it. (A regex is not `Sendable`, so it is made where it is used.)
    private static var pattern: Regex<(Substring, Substring, Substring)> {
        /(?i)\b(iOS|iPadOS|macOS|Mac Catalyst|tvOS|watchOS|visionOS)\s*(\d{1,4})/
    }

    /// The first release of each Apple OS with Swift's `Duration`.
    static let durationIntroduced = [
        "iOS": 16, "iPadOS": 16, "Mac Catalyst": 16, "tvOS": 16, "macOS": 13, "watchOS": 9, "visionOS": 1,
    ]

    /// Whether every release named has Swift's `Duration`.
    var hasDuration: Bool {
        majors.allSatisfy { name, major in major >= Self.durationIntroduced[name, default: 0] }
    }
}

extension Platform {
    /// Whether the platform's Swift may hold a duration as Swift's `Duration`: every Apple OS its `minimum_os`
    /// names has it. Below (iOS 15, macOS 12, …) a duration is whole milliseconds, an `Int64`, as on the wire and in
    /// Kotlin. A platform that does not say is taken to target iOS 16 and macOS 13 or later, as this package does.
    var hasSwiftDuration: Bool {
        minimumOS.flatMap(AppleMinimums.init)?.hasDuration ?? true
    }
}
