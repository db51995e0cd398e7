/// Session URLs built from configurations: the query options added before the fragment, the token fragment
/// untouched. Expected URLs are put together from known parts, not computed by the builder under test.
struct SessionURLVectors {
    let lowered: LoweredContract
    var contract: Contract { lowered.contract }
    let configuration: Configuration
    let navigation: Navigation
    var samples: Samples { Samples(contract: contract) }

    private var base: String { String(samples.sessionURL.prefix { $0 != "#" }) }
    private var fragment: String { String(samples.sessionURL.drop { $0 != "#" }) }

    private var queryOptions: [Option] {
        navigation.queryOptions.compactMap { name in configuration.options.first { $0.name == name } }
    }

    /// The text an option's value takes in the query; nil leaves the parameter out.
    private func queryText(_ value: VectorJSON) -> String? {
        switch value {
        case .null: nil
        case .string(let text): text
        case .integer(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        default: value.text
        }
    }

    private func defaultValue(_ option: Option) -> VectorJSON {
        guard case .defaulted(let value) = option.requirement else { return .null }
        return Self.json(value)
    }

    static func json(_ value: DefaultValue) -> VectorJSON {
        switch value {
        case .null: .null
        case .string(let text): .string(text)
        case .boolean(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .number(let number): .number(number)
        case .enumValue(_, let wire): .string(wire)
        case .array(let items): .array(items.map(json))
        }
    }

    /// `text` with every byte but RFC 3986's unreserved characters (`A-Z a-z 0-9 - . _ ~`) as `%XX`, as every
    /// SDK encodes a query value.
    static func percentEncoded(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.append(Character(Unicode.Scalar(byte)))
            default:
                output += "%" + StringLiteralSyntax.hex(UInt32(byte), width: 2)
            }
        }
        return output
    }

    /// The protocol version the session URL tells the flow, when the contract names its parameter.
    private var versionPair: [(String, String?)] {
        contract.bridge.flatMap { bridge in bridge.versionParameter.map { [($0, String(bridge.version))] } } ?? []
    }

    /// The version parameter and `pairs` (already encoded) after the existing query, then the fragment.
    private func url(_ pairs: [(String, String?)], existingQuery: [String] = [], fragment: String? = nil) -> String {
        let query = existingQuery + (versionPair + pairs).compactMap { name, value in value.map { "\(name)=\($0)" } }
        return base + (query.isEmpty ? "" : "?" + query.joined(separator: "&")) + (fragment ?? self.fragment)
    }

    var cases: [VectorJSON] {
        let minimal = ConfigurationVectors(lowered: lowered, configuration: configuration).minimal
        let sessionKey = navigation.sessionOption.raw
        let defaults = queryOptions.map { ($0.name.raw, queryText(defaultValue($0)).map(Self.percentEncoded)) }
        var cases: [VectorJSON] = [built("defaults", minimal, url(defaults))]

        var set = minimal
        var setPairs: [(String, String?)] = []
        for option in queryOptions {
            let value = samples.value(option.type, name: option.name.raw)
            set = set.setting(option.name.raw, to: value)
            setPairs.append((option.name.raw, queryText(value).map(Self.percentEncoded)))
        }
        cases.append(built("every query option set", set, url(setPairs)))

        let withQuery = base + "?ref=app" + fragment
        cases.append(
            built(
                "an existing query is kept first", set.setting(sessionKey, to: .string(withQuery)),
                url(setPairs, existingQuery: ["ref=app"])))
        if let first = queryOptions.first {
            let stale = base + "?\(first.name.raw)=stale&ref=app" + fragment
            cases.append(
                built(
                    "a query parameter of the same name is replaced", set.setting(sessionKey, to: .string(stale)),
                    url(setPairs, existingQuery: ["ref=app"])))
        }
        if let (name, _) = versionPair.first {
            let stale = base + "?\(name)=0&ref=app" + fragment
            cases.append(
                built(
                    "the version parameter replaces a stale one", set.setting(sessionKey, to: .string(stale)),
                    url(setPairs, existingQuery: ["ref=app"])))
        }
        // Without a token the URL has no fragment of its own: the page's is kept just the same.
        let longFragment = fragment.isEmpty ? "#step=intro" : fragment + "&step=intro"
        cases.append(
            built(
                "the fragment is kept as it was", set.setting(sessionKey, to: .string(base + longFragment)),
                url(setPairs, fragment: longFragment)))
        if let text = queryOptions.first(where: { $0.type == .string }) {
            let encodedPairs = setPairs.map { $0.0 == text.name.raw ? ($0.0, "en%20US%26x%3D%C3%A9") : $0 }
            cases.append(
                built("a value is percent-encoded", set.setting(text.name.raw, to: "en US&x=é"), url(encodedPairs)))
        }
        if navigation.tokenFragment != nil {
            cases.append(failed("no token fragment", minimal.setting(sessionKey, to: .string(base))))
        }
        cases.append(
            failed(
                "not https",
                minimal.setting(sessionKey, to: .string(samples.sessionURL.replacingPrefix("https:", with: "http:")))))
        return cases
    }

    private func built(_ name: String, _ options: VectorJSON, _ url: String) -> VectorJSON {
        .object([("name", .string(name)), ("options", options), ("url", .string(url))])
    }

    private func failed(_ name: String, _ options: VectorJSON) -> VectorJSON {
        // Without a failure code, the session option is what the configuration error names.
        .object(
            [("name", .string(name)), ("options", options)]
                + (configuration.failure.map { [("failure", .string(contract.failureWire($0)))] }
                    ?? [("option", .string(navigation.sessionOption.raw))]))
    }
}
