import Mustache

/// The configuration part of the Dart view model (`Templates/dart/configuration.dart`): the options this
/// platform has, with their defaults, JSON reads and writes, `copyWith` parameters, validation rules and
/// redacted description.
extension DartTarget {
    /// The key that says an option uses `check`, so the configuration declares the check's private helper.
    static func helperFlag(of check: OptionCheck) -> String {
        switch check {
        case .value: "checksValue"
        case .url: "checksUrl"
        case .sessionURL: "checksSessionURL"
        case .hosts: "checksHosts"
        case .nonNegative: "checksNonNegative"
        case .known: "checksKnown"
        }
    }

    func configurationContext(into context: inout [String: MustacheValue]) {
        let options = code.options
        let names = options.map { dart.member($0.name, overrides: $0.names, avoiding: DartCode.configurationMembers) }
        let checks = code.contract.checks(of: options)
        // Made only while a file that reads them renders: they grow with the contract.
        context["optionTypeAliases"] = code.optionTypeAliases(spelling: dart.spelling)
        context["options"] = .whenRead {
            PlatformCode.list(
                zip(options, names).map { option, name in
                    let evolution = code.evolution(of: option, among: options) {
                        dart.member($0, overrides: $1, avoiding: DartCode.configurationMembers)
                    }
                    return DartValueClass.compared(name, isList: DartCode.isList(option.type)).adding(
                        [
                            "type": .string(
                                (option.typeNames[code.platform.id] ?? dart.spelling(option.type))
                                    + (option.isNullable ? "?" : "")),
                            "doc": code.doc(
                                code.optionDocParagraphs(option) + [
                                    option.type == .durationMilliseconds ? "Sent and read as whole milliseconds." : nil
                                ]
                                    + evolution.paragraphs),
                            // Read with `fields.optional`: the key may be absent.
                            "isOptional": .bool(option.read != .required),
                            "isNullable": .bool(option.isNullable),
                            // `toJson` writes every option, a null one as null: absent would read back as the default.
                            "json": .string(
                                option.isNullable
                                    ? dart.nullableWriter(option.type, name) : dart.writer(option.type, name)),
                            "read": code.readContext(option, converter: dart.reader(option.type)) {
                                dart.literal($0, as: option.type)
                            },
                            "check": code.checkContext(option, member: name),
                            // `toString` shows each option as `name: value`.
                            "labelText": .string(dart.inString("\(option.name.raw): ")),
                            "described": .string(
                                option.isSensitive
                                    ? dart.inString("<redacted>") : DartCode.interpolation(described(option, name))),
                        ].adding(evolution.context)
                    )
                })
        }
        // Private helpers nothing calls are warnings in Dart: each is declared only when an option uses it.
        for check in OptionCheck.allCases {
            context[Self.helperFlag(of: check)] = .bool(checks.contains(check))
        }
        // List options are kept as unmodifiable copies, which a `const` constructor cannot make.
        context["isConstConfiguration"] = .bool(!options.contains { DartCode.isList($0.type) })
        context["optionCopies"] = .whenRead {
            DartValueClass.copies(
                zip(options, names).filter { DartCode.isList($0.0.type) }.map { ($0.1, $0.0.isNullable) })
        }
        let nullable = zip(options, names).first { $0.0.isNullable }?.1
        context["copyWithDoc"] = code.doc(
            "This configuration with the options given changed and the others kept.",
            nullable.map {
                "A nullable option is given as a function returning its new value, so that it can be set to null too: `copyWith(\($0): () => null)`."
            })
        context["configurationNameText"] = .string(dart.inString(code.typeName(of: .configuration)))
        // What `==` and `hashCode` compare: the class's name, and every option.
        context["comparison"] = .whenRead {
            let compared = zip(options, names).map { option, name in
                DartValueClass.compared(name, isList: DartCode.isList(option.type))
            }
            var comparison = DartValueClass.hashContext(compared, fallback: "0")
            comparison["typeName"] = .string(code.typeName(of: .configuration))
            comparison["equalities"] = PlatformCode.list(compared)
            return .object(comparison)
        }
        if let failure = code.contract.configuration?.failure {
            context["invalidConfig"] = code.failureContext(failure, enumCase: dart.enumValue)
            context["invalidConfigMarkdown"] = .string(code.inlineCode(failure.raw))
        }
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
