/// Configurations, as JSON keyed by the contract's option names, and what every SDK must make of them.
///
/// `configuration.json`: `{ name, options, valid }`, plus `failure`, `option` (the option named first in
/// the message) and `stage` when invalid, and `platforms` (ids) when the case is about a platform-only option:
/// other platforms skip it. `stage` says which step fails, so every SDK fails at the same one: `read` (reading
/// the JSON: an option missing or of the wrong JSON type) or `validate` (a value read but refused, such as an
/// http URL or an enum value this build does not know, which reading keeps as sent). `session-urls.json`: `{ name, options, url }` or `{ name, options, failure }`.
struct ConfigurationVectors {
    let lowered: LoweredContract
    var contract: Contract { lowered.contract }
    let configuration: Configuration
    var samples: Samples { Samples(contract: contract) }

    /// The options every configuration needs: the required ones, with valid samples.
    var minimal: VectorJSON {
        .object(
            configuration.options.compactMap { option in
                guard case .required = option.requirement else { return nil }
                return (option.name.raw, validSample(option))
            })
    }

    /// The session URL for the navigation rules' session option, with or without a token; another URL for others.
    private func sampleURL(_ option: Option) -> String {
        contract.navigation?.sessionOption == option.name ? samples.sessionURL : Samples.otherURL
    }

    private func validSample(_ option: Option) -> VectorJSON {
        switch (option.format, option.type) {
        case (.url?, _): .string(sampleURL(option))
        case (.host?, .array): .array(NavigationVectors.allowedHosts.map(VectorJSON.string))
        case (.host?, _): .string(NavigationVectors.allowedHosts[0])
        default: samples.value(option.type, name: option.name.raw)
        }
    }

    var cases: [VectorJSON] {
        // Computed once: `minimal` scans every option, and each case below starts from it.
        let minimal = self.minimal
        var cases: [VectorJSON] = [valid("only the required options", minimal)]
        // The required options keep their place (they come first in `minimal`), every other one follows in
        // contract order: one pass, not a search of the object per option.
        let everything = VectorJSON.object(
            configuration.options.filter { $0.requirement.isRequired }.map { ($0.name.raw, validSample($0)) }
                + configuration.options.filter { !$0.requirement.isRequired }.map { ($0.name.raw, validSample($0)) })
        cases.append(valid("every option set", everything))
        for option in configuration.options {
            let name = option.name.raw
            let first = cases.count
            defer {
                // Cases about a platform-only option apply to its platforms; others ignore the key.
                if let platforms = option.platforms {
                    let ids = VectorJSON.array(
                        contract.platforms.filter { platforms.contains($0.id) }.map { .string($0.id.raw) })
                    for index in first..<cases.count { cases[index] = cases[index].setting("platforms", to: ids) }
                }
            }
            if case .required = option.requirement {
                cases.append(invalid("\(name) left out", minimal.removing(name), option: name, stage: "read"))
            }
            if option.isNullable {
                cases.append(valid("\(name) null", minimal.setting(name, to: .null)))
            } else if case .defaulted = option.requirement {
                // Bridges from JavaScript and Dart send null for "not set": it takes the default.
                cases.append(valid("\(name) null takes the default", minimal.setting(name, to: .null)))
            }
            // An option's type is never `json` (Validate refuses it), so it has a wrong value.
            if let wrong = samples.wrongValue(option.type) {
                cases.append(
                    invalid("\(name) of the wrong type", minimal.setting(name, to: wrong), option: name, stage: "read"))
            }
            for (why, value) in badValues(option) {
                cases.append(
                    invalid("\(name) \(why)", minimal.setting(name, to: value), option: name, stage: "validate"))
            }
            cases += renameCases(option, minimal)
        }
        return cases
    }

    /// Values of the right JSON type that validation rejects: what the option's `OptionCheck` refuses.
    private func badValues(_ option: Option) -> [(String, VectorJSON)] {
        let url = sampleURL(option)
        let withoutFragment = String(url.prefix { $0 != "#" })
        switch lowered.check(of: option) {
        case .url?, .sessionURL?:
            var values: [(String, VectorJSON)] = [
                ("empty", ""), ("over http", .string(url.replacingPrefix("https:", with: "http:"))),
                ("with credentials", .string(url.replacingPrefix("https://", with: "https://user@"))),
                ("not a URL", "session"),
            ]
            if lowered.check(of: option) == .sessionURL {
                values.insert(
                    contentsOf: [
                        ("without the token fragment", .string(withoutFragment)),
                        ("with an empty token", .string(withoutFragment + "#\(samples.tokenFragment)=")),
                    ], at: 2)
            }
            return values
        case .hosts?:
            return [
                ("holding a URL instead of a host", ["https://partner.example.org"]), ("holding an empty host", [""]),
                ("holding a host with a space", ["exa mple.com"]),
            ]
        case .nonNegative?:
            return [("negative", -1)]
        case .known?:
            return [("a value this build does not know", .string(Samples.newerEnumValue))]
        case .value?:
            return [("empty", "")]
        case nil:
            return []
        }
    }

    /// An option set under its name before a rename reads as the option, a wrong type there naming the option;
    /// an enum option holding a value's earlier wire value is that value.
    private func renameCases(_ option: Option, _ minimal: VectorJSON) -> [VectorJSON] {
        let name = option.name.raw
        var cases: [VectorJSON] = []
        for earlier in option.keyAliases.map(\.earlier) {
            cases.append(
                valid(
                    "\(name) under its earlier name '\(earlier)'",
                    minimal.removing(name).setting(earlier, to: validSample(option))))
            if let wrong = samples.wrongValue(option.type) {
                cases.append(
                    invalid(
                        "\(name) of the wrong type under its earlier name '\(earlier)'",
                        minimal.removing(name).setting(earlier, to: wrong), option: name, stage: "read"))
            }
        }
        let enumName: Identifier? =
            switch option.type {
            case .enumeration(let name), .array(.enumeration(let name)): name
            default: nil
            }
        for value in enumName.flatMap(contract.enumType(named:))?.values ?? [] {
            for earlier in value.evolution.earlierWires(current: value.wire, name: value.name) {
                let held: VectorJSON = if case .array = option.type { [.string(earlier)] } else { .string(earlier) }
                cases.append(
                    valid(
                        "\(name) holds '\(earlier)', the earlier value of '\(value.wire)'",
                        minimal.setting(name, to: held)))
            }
        }
        return cases
    }

    private func valid(_ name: String, _ options: VectorJSON) -> VectorJSON {
        .object([("name", .string(name)), ("options", options), ("valid", true), ("written", written(options))])
    }

    /// The configuration read from `options` as every SDK writes it back: each option under its contract name,
    /// as read (an earlier name or an earlier enum value as the current one), a left-out one as its default, and
    /// null as null where the option may be null, else as its default.
    private func written(_ options: VectorJSON) -> VectorJSON {
        .object(
            configuration.options.map { option in
                // The current name wins over an earlier one.
                let given = ([option.name.raw] + option.keyAliases.map(\.earlier)).lazy.compactMap { options[$0] }.first
                let value: VectorJSON =
                    switch given {
                    case nil: SessionURLVectors.json(option.read.defaultValue ?? .null)
                    case .null?: option.isNullable ? .null : SessionURLVectors.json(option.read.defaultValue ?? .null)
                    case let value?: currentWires(value, of: option)
                    }
                return (option.name.raw, value)
            })
    }

    /// `value` with an enum's earlier wire values as their current ones.
    private func currentWires(_ value: VectorJSON, of option: Option) -> VectorJSON {
        let enumName: Identifier? =
            switch option.type {
            case .enumeration(let name), .array(.enumeration(let name)): name
            default: nil
            }
        guard let values = enumName.flatMap(contract.enumType(named:))?.values else { return value }
        func current(_ item: VectorJSON) -> VectorJSON {
            guard case .string(let wire) = item,
                let match = values.first(where: {
                    $0.evolution.earlierWires(current: $0.wire, name: $0.name).contains(wire)
                })
            else { return item }
            return .string(match.wire)
        }
        if case .array(let items) = value { return .array(items.map(current)) }
        return current(value)
    }

    private func invalid(_ name: String, _ options: VectorJSON, option: String, stage: String) -> VectorJSON {
        // Without a failure code, the option at fault is what the configuration error names.
        .object(
            [("name", .string(name)), ("options", options), ("valid", false)]
                + (configuration.failure.map { [("failure", .string(contract.failureWire($0)))] } ?? [])
                + [("option", .string(option)), ("stage", .string(stage))])
    }
}
