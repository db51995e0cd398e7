import Foundation
import TestSupport

/// Random contracts, each from a seed: every section present or absent, fields of every type nested (records, maps,
/// JSON, lists of them), names that are keywords somewhere, text that breaks comments and literals, naming policies.
/// The same seed gives the same contract, so a failure is reproduced from the seed its message names.
struct RandomContract {
    private var random: SplitMix64
    private var used: Set<String> = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Words that are keywords, standard types or generated members in at least one of the four languages.
    static let hostileWords = [
        "class", "default", "object", "when", "is", "self", "type", "value", "data", "string", "map", "list", "error",
        "result", "event", "init", "new", "delete", "var", "let", "fun", "async", "await", "required", "late",
        "extension", "protocol", "interface", "package", "internal", "operator", "in", "out", "where", "json", "hash",
        "equals", "copy", "description", "constructor", "prototype", "proto", "to_string", "kind", "wire", "unknown",
    ]
    static let plainWords = [
        "account", "amount", "bank", "card", "country", "document", "institution", "item", "link", "owner", "score",
        "status", "step", "token", "user", "balance", "currency", "label", "limit", "metadata", "reason", "session",
    ]
    /// Text a comment, a string literal or a Markdown table must survive.
    static let hostileTexts = [
        "Ends */ early, opens /* one.", "Quotes \"\"\" and a \\ backslash.", "$name and ${x} and `code`.",
        "A | pipe, <br> and <script>alert(1)</script>.", "ünïcödé 日本語 🚀", "Line one.\nLine two.",
    ]

    // MARK: - The contract

    mutating func contract() -> [String: Any] {
        var contract: [String: Any] = ["format": 1, "name": name(), "title": text()]
        let platforms = self.platforms()
        contract["platforms"] = platforms
        let enums = (0..<int(0...3)).map { _ in enumeration() }
        // Enums of numbers, which only fields hold: not options, not groups.
        let integerEnums = (0..<int(0...1)).map { _ in enumeration(ofIntegers: true) }
        if !(enums + integerEnums).isEmpty { contract["enums"] = enums + integerEnums }
        let enumNames = enums.map { $0["name"] as! String }
        let fieldEnumNames = enumNames + integerEnums.map { $0["name"] as! String }
        var failureCodes: [String] = []
        if bool() {
            failureCodes = (0..<int(1...4)).map { _ in name() }
            var failures: [String: Any] = [
                "name": name(), "codes": failureCodes.map { ["name": $0, "description": text()] },
            ]
            // Grouped by one of the enums, each code in one of its values or in none.
            if let groups = enums.randomElement(using: &random), bool() {
                let values = (groups["values"] as! [[String: Any]]).map { $0["name"] as! String }
                failures["grouped_by"] = groups["name"]
                failures["codes"] = failureCodes.map { code -> [String: Any] in
                    var object: [String: Any] = ["name": code, "description": text()]
                    if bool() { object["group"] = values.randomElement(using: &random) }
                    return object
                }
            }
            contract["failures"] = failures
        }
        // A record holds only records declared before it, so none holds itself.
        var records: [[String: Any]] = []
        for _ in 0..<int(0...3) {
            let recordNames = records.map { $0["name"] as! String }
            records.append([
                "name": name(), "description": text(),
                "fields": fields(count: int(0...4), enums: fieldEnumNames, records: recordNames),
            ])
        }
        if !records.isEmpty { contract["records"] = records }
        let recordNames = records.map { $0["name"] as! String }
        let events = (0..<int(0...3)).map { _ in
            [
                "name": name(), "description": text(),
                "payload": fields(count: int(0...3), enums: fieldEnumNames, records: recordNames),
            ]
        }
        if !events.isEmpty { contract["events"] = events }
        let results = (0..<int(0...2)).map { _ in
            [
                "name": name(), "when": text(),
                "fields": fields(count: int(0...3), enums: fieldEnumNames, records: recordNames),
            ]
        }
        if !results.isEmpty { contract["results"] = results }
        var options: [[String: Any]] = []
        if bool() {
            options = self.options(enums: enumNames)
            var configuration: [String: Any] = ["options": options]
            if let code = failureCodes.randomElement(using: &random), bool() { configuration["failure"] = code }
            contract["configuration"] = configuration
        }
        if !events.isEmpty, bool() {
            contract["bridge"] = bridge(platforms)
        }
        if let session = options.first(where: { $0["format"] as? String == "url" && $0["required"] as? Bool == true }),
            bool()
        {
            var navigation: [String: Any] = ["session_option": session["name"]!]
            if bool() { navigation["token_fragment"] = "t" }
            if let code = failureCodes.randomElement(using: &random), bool() {
                navigation["blocked_limit"] = int(1...5)
                navigation["blocked_failure"] = code
            }
            if bool() {
                navigation["host_groups"] = [["name": "Sign-in", "hosts": ["id.example.com", "*.bank.example"]]]
            }
            contract["navigation"] = navigation
        }
        if bool() {
            contract["webview_security"] = [
                "javascript": true, "dom_storage": bool(), "file_access": false, "mixed_content": false,
                "third_party_cookies": false, "inspection": "debug_builds", "media_capture": "flow_origin",
                "clear_data_on_end": true, "log_session_url": false,
            ]
        }
        // Drawn last, so each seed's contract is the one it was before platforms said what they send for none.
        if bool(), var platforms = contract["platforms"] as? [[String: Any]] {
            platforms[0]["absent_values"] = bool() ? [""] : ["", text()]
            contract["platforms"] = platforms
        }
        // Drawn last too: a flow's callbacks, passing a record, several values or nothing, and an SDK surface.
        if bool() {
            addFlow(
                to: &contract, records: recordNames, enums: fieldEnumNames, options: options,
                hasResults: !results.isEmpty,
                canThrow: (contract["configuration"] as? [String: Any])?["failure"] != nil)
        }
        return contract
    }

    /// One flow with its callbacks (some required somewhere), and an SDK whose entry points start it: returning the
    /// session, nothing or the result, and throwing where there is a failure error.
    private mutating func addFlow(
        to contract: inout [String: Any], records: [String], enums: [String], options: [[String: Any]],
        hasResults: Bool, canThrow: Bool
    ) {
        let platformIDs = (contract["platforms"] as! [[String: Any]]).map { $0["id"] as! String }
        var taken: Set<String> = []
        let callbacks = (0..<int(1...3)).compactMap { _ -> [String: Any]? in
            let callback = "on_" + word()
            guard taken.insert(callback).inserted else { return nil }
            var object: [String: Any] = ["name": callback, "description": text()]
            if bool() { object["required_on"] = platformIDs.filter { _ in bool() } }
            if bool() { object["occurs"] = ["terminal", "once", "repeatedly"][int(0...2)] }
            return object
        }
        contract["callbacks"] = callbacks
        let flowCallbacks = callbacks.map { callback -> [String: Any] in
            var entry: [String: Any] = ["callback": callback["name"]!]
            switch int(0...2) {
            case 0: if let record = records.randomElement(using: &random) { entry["argument"] = record }
            case 1: entry["arguments"] = fields(count: int(1...3), enums: enums, records: records)
            default: break
            }
            return entry
        }
        contract["flows"] = [["name": "flow_" + word(), "title": text(), "callbacks": flowCallbacks]]
        let flowName = (contract["flows"] as! [[String: Any]])[0]["name"]!
        // Every entry point takes the required options; the others sometimes.
        let required = options.filter { $0["required"] as? Bool == true }.map { $0["name"] as! String }
        let others = options.filter { $0["required"] as? Bool != true }.map { $0["name"] as! String }
        var sdk: [String: Any] = ["name": "sdk_" + word()]
        let hasSession = bool()
        if hasSession { sdk["session"] = ["name": "session_" + word()] }
        let returns = ["nothing"] + (hasSession ? ["session"] : []) + (hasResults ? ["result"] : [])
        var entryNames: Set<String> = []
        sdk["entry_points"] = (0..<int(1...2)).compactMap { _ -> [String: Any]? in
            let entryName = "start_" + word()
            guard entryNames.insert(entryName).inserted else { return nil }
            var entry: [String: Any] = [
                "name": entryName, "flow": flowName,
                "parameters": required + others.filter { _ in bool() } + (bool() ? ["callbacks"] : []),
                "returns": returns[int(0...(returns.count - 1))],
            ]
            if canThrow, bool() { entry["throws"] = true }
            if bool() { entry["object"] = ["name": "call_" + word()] }
            return entry
        }
        contract["sdk"] = sdk
    }

    private mutating func platforms() -> [[String: Any]] {
        let all: [(String, String, String)] = [
            ("ios", "iOS", "swift"), ("android", "Android", "kotlin"), ("react_native", "React Native", "typescript"),
            ("flutter", "Flutter", "dart"),
        ]
        var chosen = all.filter { _ in bool() }
        if chosen.isEmpty { chosen = [all[int(0...3)]] }
        return chosen.map { id, displayName, language in
            var platform: [String: Any] = ["id": id, "name": displayName, "language": language]
            if int(0...3) == 0 {
                // A policy that keeps every name clear of the language's own: a prefix of its own, never none.
                let digit = int(0...9)
                var naming: [String: Any] = [
                    "prefix": "Rnd" + String(digit),
                    "enum_cases": ["lower_camel", "upper_camel", "screaming_snake", "snake"][int(0...3)],
                ]
                // TypeScript's `enum` form on odd digits: no draw of its own, so each seed's contract is the one it
                // was before the form existed, bar this key.
                if language == "typescript", digit % 2 == 1 { naming["enum_form"] = "enum" }
                platform["naming"] = naming
            }
            return platform
        }
    }

    /// An enum; of numbers, each value's wire a whole number, negative and at the edges of what JSON holds too.
    private mutating func enumeration(ofIntegers: Bool = false) -> [String: Any] {
        var values: [[String: Any]] = []
        var taken: Set<String> = []
        let numbers: [Int64] = [0, 1, 7, -3, 9_007_199_254_740_991, -9_007_199_254_740_991]
        for index in 0..<int(1...5) {
            let value = word()
            guard taken.insert(value).inserted else { continue }
            values.append(
                ["name": value, "description": text()].merging(ofIntegers ? ["wire": numbers[index]] : [:]) { $1 })
        }
        var type: [String: Any] = ["name": name(), "description": text(), "values": values]
        if bool() { type["open"] = true }
        return type
    }

    private mutating func fields(count: Int, enums: [String], records: [String]) -> [[String: Any]] {
        var taken: Set<String> = []
        return (0..<count).compactMap { _ in
            let field = word()
            guard taken.insert(field).inserted else { return nil }
            var object: [String: Any] = ["name": field, "type": type(enums: enums, records: records, depth: 0)]
            if bool() { object["optional"] = true }
            if bool() { object["description"] = text() }
            return object
        }
    }

    /// A field's type: a plain one, a timestamp, an enum, a record declared earlier, JSON, a map or a list of
    /// another.
    private mutating func type(enums: [String], records: [String], depth: Int) -> String {
        switch int(0...(depth < 2 ? 10 : 7)) {
        case 0: return "string"
        case 1: return "boolean"
        case 2: return "integer"
        case 3: return "number"
        case 4: return "duration_ms"
        case 5: return "timestamp"
        case 6: return enums.randomElement(using: &random) ?? "string"
        case 7: return records.randomElement(using: &random) ?? "json"
        case 8: return "json"
        case 9: return "map<" + type(enums: enums, records: records, depth: depth + 1) + ">"
        default: return type(enums: enums, records: records, depth: depth + 1) + "[]"
        }
    }

    private mutating func options(enums: [String]) -> [[String: Any]] {
        var options: [[String: Any]] = [
            ["name": "session_url", "type": "string", "format": "url", "required": true, "description": text()]
        ]
        if bool() { options.append(["name": word(), "type": "boolean", "default": bool(), "description": text()]) }
        if bool() { options.append(["name": word(), "type": "integer", "default": int(0...9), "description": text()]) }
        if let type = enums.randomElement(using: &random), bool() {
            options.append(["name": word(), "type": type, "default": NSNull(), "description": text()])
        }
        var taken: Set<String> = []
        return options.filter { taken.insert($0["name"] as! String).inserted }
    }

    private mutating func bridge(_ platforms: [[String: Any]]) -> [String: Any] {
        let kinds = [
            "swift": "script_message_handler", "kotlin": "web_message_listener", "typescript": "react_native_webview",
            "dart": "javascript_channel",
        ]
        return [
            "version": 1, "source": "flow", "max_bytes": 16384,
            "envelope": [
                "source": "source", "version": "v", "type": "type", "session": "sessionId", "payload": "payload",
            ],
            "payload_rule": text(),
            "endpoints": platforms.map { platform in
                [
                    "platform": platform["id"]!, "kind": kinds[platform["language"] as! String]!,
                    "name": "Flow" + String(int(0...99)),
                ]
            },
        ]
    }

    // MARK: - Pieces

    private mutating func bool() -> Bool {
        random.next() & 1 == 0
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    /// A snake_case word, hostile half the time.
    private mutating func word() -> String {
        (bool() ? Self.hostileWords : Self.plainWords).randomElement(using: &random)!
    }

    /// A name not used for another type, enum or failure code (types of one contract share a namespace), nor for a
    /// built-in type, which a field's `type` would mean instead (a field that names it is refused).
    private mutating func name() -> String {
        var candidate = word()
        while used.contains(candidate) || ["string", "json", "timestamp"].contains(candidate) {
            candidate = word() + "_" + word()
        }
        used.insert(candidate)
        return candidate
    }

    private mutating func text() -> String {
        bool() ? "A plain sentence." : Self.hostileTexts.randomElement(using: &random)!
    }
}
