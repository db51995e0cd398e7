import Mustache

/// The configuration part of the Dart view model (`Templates/dart/configuration.dart`): the options this
/// platform has, with their defaults, JSON reads and writes, `copyWith` parameters, validation rules and
/// redacted description.
extension DartTarget {
    var configurationContext: DartConfigurationContext {
        let options = code.options
        let names = options.map { dart.member($0.name, overrides: $0.names, avoiding: DartCode.configurationMembers) }
        let checks = code.contract.checks(of: options)
        let nullable = zip(options, names).first { $0.0.isNullable }?.1
        return DartConfigurationContext(
            optionTypeAliases: code.optionTypeAliases(spelling: dart.spelling),
            // Made only while a file that reads them renders: they grow with the contract.
            options: WhenRead {
                zip(options, names).map { option, name in
                    let evolution = code.evolution(of: option, among: options) {
                        dart.member($0, overrides: $1, avoiding: DartCode.configurationMembers)
                    }
                    return .init(
                        compared: DartValueClass.compared(name, isList: DartCode.isList(option.type)),
                        type: (option.typeNames[code.platform.id] ?? dart.spelling(option.type))
                            + (option.isNullable ? "?" : ""),
                        doc: code.doc(
                            code.optionDocParagraphs(option) + [
                                option.type == .durationMilliseconds ? "Sent and read as whole milliseconds." : nil
                            ]
                                + evolution.paragraphs),
                        isOptional: option.read != .required, isNullable: option.isNullable,
                        json: option.isNullable
                            ? dart.nullableWriter(option.type, name) : dart.writer(option.type, name),
                        read: code.readContext(option, converter: dart.reader(option.type)) {
                            dart.literal($0, as: option.type)
                        },
                        check: code.checkContext(option, member: name),
                        labelText: dart.inString("\(option.name.raw): "),
                        described: option.isSensitive
                            ? dart.inString("<redacted>") : DartCode.interpolation(described(option, name)),
                        evolution: evolution.context)
                }
            },
            checks: .init(
                checksValue: checks.contains(.value), checksHosts: checks.contains(.hosts),
                checksNonNegative: checks.contains(.nonNegative), checksKnown: checks.contains(.known)),
            isConstConfiguration: !options.contains { DartCode.isList($0.type) },
            optionCopies: WhenRead {
                DartValueClass.copies(
                    zip(options, names).filter { DartCode.isList($0.0.type) }.map { ($0.1, $0.0.isNullable) })
            },
            copyWithDoc: code.doc(
                "This configuration with the options given changed and the others kept.",
                nullable.map {
                    "A nullable option is given as a function returning its new value, so that it can be set to null too: `copyWith(\($0): () => null)`."
                }),
            configurationNameText: dart.inString(code.typeName(of: .configuration)),
            comparison: WhenRead {
                let compared = zip(options, names).map { option, name in
                    DartValueClass.compared(name, isList: DartCode.isList(option.type))
                }
                return .init(
                    hash: DartValueClass.hashContext(compared, fallback: "0"),
                    typeName: code.typeName(of: .configuration), equalities: compared)
            },
            problem: code.contract.configuration.map { code.configurationProblemContext($0, enumCase: dart.enumValue) })
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
