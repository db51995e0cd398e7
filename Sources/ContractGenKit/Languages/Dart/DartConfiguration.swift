import Mustache

/// The configuration part of the Dart view model (`Templates/dart/configuration.dart`): the options this
/// platform has, with their defaults, JSON reads, validation rules and redacted description.
extension DartTarget {
    /// Options are read inside `fromJson`'s `try { return Configuration(` block.
    private static let readIndent = 8

    func configurationContext(into context: inout [String: MustacheValue]) {
        let options = code.options
        let names = options.map { dart.member($0.name, overrides: $0.names, avoiding: DartCode.configurationMembers) }
        let checks = code.contract.checks(of: options)
        // Made only while a file that reads them renders: they grow with the contract.
        context["options"] = .whenRead {
            PlatformCode.list(zip(options, names).enumerated().map { index, pair in
                let (option, name) = pair
                let value = option.isSensitive ? dart.inString("<redacted>") : DartCode.interpolation(described(option, name))
                return [
                    "name": .string(name),
                    "type": .string(dart.spelling(option.type) + (option.isNullable ? "?" : "")),
                    "doc": code.doc(option.description, option.type == .durationMilliseconds ? "Sent and read as whole milliseconds." : nil),
                    "parameter": .string(parameter(option, name)),
                    "fromJson": .list(read(option, name).map(MustacheValue.string)),
                    "check": code.checkContext(option, member: name),
                    "describe": .string("\"" + dart.inString("\(option.name.raw): ") + value + (index == options.count - 1 ? ")\"" : ", \"")),
                ]
            })
        }
        // Private helpers nothing calls are warnings in Dart: each is declared only when an option uses it.
        for check in OptionCheck.allCases {
            context["checks" + check.capitalizedName] = .bool(checks.contains(check))
        }
        let typeName = code.typeName(of: .configuration)
        let equalities = zip(options, names).map { option, name in
            // Inside `==`, `other` is the parameter: an option of that name is read through `this`.
            let own = name == "other" ? "this.other" : name
            return DartCode.isList(option.type) ? "_listEquals(other.\(name), \(own))" : "other.\(name) == \(own)"
        }
        let hashes = zip(options, names).map { option, name in DartCode.isList(option.type) ? "_listHash(\(name))" : name }
        context["configurationNameText"] = .string(dart.inString(typeName))
        context["equals"] = .whenRead {
            .list(DartCode.chain("bool operator ==(Object other) =>", ["other is \(typeName)"] + equalities,
                                 separator: "&&", indent: 2).map(MustacheValue.string))
        }
        context["hash"] = .whenRead { .list(DartValueClass.hash(of: hashes, fallback: "0").map(MustacheValue.string)) }
        if let failure = code.contract.configuration?.failure {
            context["invalidConfig"] = code.failureContext(failure, enumCase: dart.enumValue)
            context["invalidConfigMarkdown"] = .string(code.inlineCode(failure.raw))
        }
    }

    private func parameter(_ option: Option, _ name: String) -> String {
        switch option.requirement {
        case .required: "required this.\(name)"
        case .defaulted(.null): "this.\(name)"
        case .defaulted(let value): "this.\(name) = \(dart.literal(value, as: option.type))"
        }
    }

    /// The `name: …,` argument reading the option in `fromJson`, laid out over lines as the formatter would.
    private func read(_ option: Option, _ name: String) -> [String] {
        let key = code.rules.stringLiteral(option.name.raw)
        let arguments = [key, code.rules.stringLiteral(code.expectation(option.type)), dart.reader(option.type)]
        let optional = "fields.optional(" + arguments.joined(separator: ", ") + ")"
        let (line, split): (String, [String])
        switch option.read {
        case .required:
            return DartCode.call("\(name): fields.require", arguments, indent: Self.readIndent, end: ",")
        case .nullWhenAbsent:
            return DartCode.call("\(name): fields.optional", arguments, indent: Self.readIndent, end: ",")
        case .defaultWhenAbsentNullKept(let value):
            // Absent takes the default; an explicit null stays null.
            let fallback = dart.literal(value, as: option.type)
            line = "\(name): json.containsKey(\(key)) ? \(optional) : \(fallback),"
            split = ["\(name): json.containsKey(\(key))", "    ? \(optional)", "    : \(fallback),"]
        case .defaultWhenAbsent(let value):
            let fallback = dart.literal(value, as: option.type)
            line = "\(name): \(optional) ?? \(fallback),"
            let call = DartCode.call("fields.optional", arguments, indent: Self.readIndent + 4, end: " ??")
            split = ["\(name):"] + (call + [fallback + ","]).map { "    " + $0 }
        }
        return Self.readIndent + line.count <= DartCode.width ? [line] : split
    }

    /// The value an option shows in `toString`: enums by their wire value, durations in milliseconds.
    private func described(_ option: Option, _ name: String) -> String {
        let access = option.isNullable ? "\(name)?." : "\(name)."
        switch option.type {
        case .enumeration: return access + "wire"
        case .durationMilliseconds: return access + "inMilliseconds"
        default: return name
        }
    }
}
