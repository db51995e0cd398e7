import Mustache

/// TypeScript spellings for `TypeScriptTarget`, built on `PlatformCode`: type names, types, JSON readers,
/// literals, validation calls and the import lists each file needs (unused imports do not compile under
/// `noUnusedLocals`, so every file imports exactly what the contract makes it use).
struct TypeScriptCode {
    let code: PlatformCode

    /// Where a value comes from decides how a contract enum is typed. The flow may be newer than this build,
    /// so what it sends keeps values this build does not know; what the host app configures holds known
    /// values only, so a typo does not compile (configuration JSON read at run time is checked by `validate`).
    enum Origin {
        /// A value decoded from the flow's JSON: an enum keeps values this build does not know.
        case wire
        case option
        /// A value in a record's JSON type (`AcmePaymentJSON`): as `wire`, with each record as its JSON type.
        case json
    }

    /// The type of an enum value this build does not know.
    var unknownValueType: String { code.typeName(of: .unknownValue) }

    /// A parameter named `member`: a reserved word, which a member may be but a parameter may not, takes a `_`.
    func parameterName(_ member: String) -> String {
        TypeScriptLanguage.reservedWords.contains(member) ? member + "_" : member
    }

    /// The type a value of enum `name` this build does not know has: a string, or a number for an enum of numbers.
    func unknownType(ofEnum name: Identifier) -> String {
        code.typeName(of: code.isIntegerEnum(name) ? .unknownInteger : .unknownValue)
    }

    // MARK: - Names

    /// `text` as a key in an object literal (`wireKey`, `…KeyProperty`): a string literal, computed for
    /// `__proto__`.
    func key(_ text: String) -> String {
        TypeScriptLanguage().propertyKey(text)
    }

    /// Each envelope field's wire key as an object literal's key.
    struct EnvelopeKeys: Encodable {
        let sourceKeyProperty, versionKeyProperty, typeKeyProperty, sessionKeyProperty, payloadKeyProperty: String
    }

    func envelopeKeys(_ bridge: Bridge) -> EnvelopeKeys {
        let envelope = bridge.envelope
        return EnvelopeKeys(
            sourceKeyProperty: key(envelope.source), versionKeyProperty: key(envelope.version),
            typeKeyProperty: key(envelope.type), sessionKeyProperty: key(envelope.session),
            payloadKeyProperty: key(envelope.payload))
    }

    func enumTypeName(_ name: Identifier) -> String {
        code.typeName(name, overrides: code.contract.enumType(named: name)?.names ?? [:])
    }

    /// `isKnownSessionStatus`: the type guard that tells an enum's known values from the others.
    func guardName(_ name: Identifier) -> String {
        let overrides = code.contract.enumType(named: name)?.names ?? [:]
        return "isKnown" + code.rules.spelling(of: name, as: .type, overrides: overrides, on: code.platform)
    }

    /// `errorTypeOfFailureCode`: the function from a grouped enum's value to its group; nil where `name` is not
    /// grouped.
    func groupFunctionName(_ name: Identifier) -> String? {
        guard let type = code.contract.enumType(named: name), let group = type.groupedBy else { return nil }
        return code.rules.spelling(of: group, as: .member, on: code.platform) + "Of"
            + code.rules.spelling(of: name, as: .type, overrides: type.names, on: code.platform)
    }

    // MARK: - Text

    /// Doc-comment lines for the given paragraphs; a short comment stays on one line (`/** text */`), as
    /// TypeScript code usually has it.
    func doc(_ paragraphs: String?...) -> MustacheValue {
        doc(paragraphs)
    }

    func doc(_ paragraphs: [String?]) -> MustacheValue {
        let lines = DocComment.lines(paragraphs, style: code.rules.docComment)
        let text = lines.count == 3 ? lines[1].dropFirst(3) : ""
        let oneLine = text.isEmpty || text.count > 90 ? lines : ["/** \(text) */"]
        return .list(oneLine.map(MustacheValue.string))
    }

    // MARK: - Types and values

    func spelling(_ type: TypeRef, _ origin: Origin) -> String {
        switch type {
        case .string: return "string"
        case .boolean: return "boolean"
        case .integer, .number, .durationMilliseconds: return "number"
        case .enumeration(let name):
            return origin == .option ? enumTypeName(name) : "\(enumTypeName(name)) | \(unknownType(ofEnum: name))"
        case .array(let element):
            let inner = spelling(element, origin)
            return "readonly " + (inner.contains(" ") ? "(\(inner))" : inner) + "[]"
        case .record(let name):
            return code.recordTypeName(name)
                + (origin == .json ? TypeScriptTarget.capabilities.recordJSONTypeSuffix ?? "" : "")
        case .map(let element):
            return "Readonly<Record<string, \(spelling(element, origin))>>"
        case .json:
            return code.typeName(of: .json)
        // A record's JSON type holds the text.
        case .timestamp:
            return origin == .json ? "string" : "Date"
        }
    }

    /// Whether a value of `type` is written otherwise than it is held: it is, or holds, a record or a timestamp.
    private func isWritten(_ type: TypeRef) -> Bool {
        type.nested.contains { $0.record != nil || $0 == .timestamp }
    }

    /// `value`, of `type`, as JSON: a record through its companion's `toJSON` (its wire keys), anything else as it
    /// is. `isOptional` when `value` may be undefined.
    func jsonValue(_ type: TypeRef, _ value: String, isOptional: Bool, depth: Int = 1) -> String {
        switch type {
        case .record(let name):
            let written = "\(code.recordTypeName(name)).toJSON(\(value))"
            return isOptional ? "\(value) === undefined ? undefined : \(written)" : written
        case .timestamp:
            return isOptional
                ? "\(value) === undefined ? undefined : timestampText(\(value))" : "timestampText(\(value))"
        case .array(let element) where isWritten(element):
            let item = depth == 1 ? "item" : "item\(depth)"
            return value + (isOptional ? "?" : "")
                + ".map((\(item)) => \(jsonValue(element, item, isOptional: false, depth: depth + 1)))"
        // Each member written by the record's companion, under its own key (`json.ts`' `mapMembers`).
        case .map(let element) where isWritten(element):
            if case .record(let name) = element { return "mapMembers(\(value), \(code.recordTypeName(name)).toJSON)" }
            let item = depth == 1 ? "item" : "item\(depth)"
            return "mapMembers(\(value), (\(item)) => \(jsonValue(element, item, isOptional: false, depth: depth + 1)))"
        default:
            return value
        }
    }

    /// The records `types` hold, by their TypeScript names, for an import from `records.ts`.
    func recordImports(_ types: [TypeRef]) -> Set<String> {
        Set(types.compactMap(\.record).map(code.recordTypeName))
    }

    /// The namespaces code outside the layer's folder imports its modules as (`import * as json from …`), so its
    /// reader names the layer's functions and types as `json.readString` and `contract.AcmePayment`.
    struct Namespaces {
        let json: String
        let enums: String
        let api: String
    }

    /// A function from `unknown` to the type or undefined, built from the readers in `json.ts`; `namespaces`
    /// qualifies each name for code outside the layer.
    func reader(_ type: TypeRef, _ origin: Origin, in namespaces: Namespaces? = nil) -> String {
        let json = namespaces.map { $0.json + "." } ?? ""
        let api = namespaces.map { $0.api + "." } ?? ""
        switch type {
        case .string: return json + "readString"
        case .boolean: return json + "readBoolean"
        case .integer, .durationMilliseconds: return json + "readInteger"
        case .number: return json + "readNumber"
        case .timestamp: return json + "readTimestamp"
        case .enumeration(let name):
            if let renamed = renamedValuesName(name) {
                let values = (namespaces.map { $0.enums + "." } ?? "") + renamed
                let valueType =
                    origin == .option
                    ? api + enumTypeName(name) : api + enumTypeName(name) + " | " + api + unknownType(ofEnum: name)
                return json + "readRenamedEnumText<\(valueType)>(\(values))"
            }
            return origin == .wire
                ? json + (code.isIntegerEnum(name) ? "readInteger" : "readString")
                : json + "readEnumText<\(api + enumTypeName(name))>()"
        case .array(let element): return json + "readArray(\(reader(element, origin, in: namespaces)))"
        // The companion's reader: undefined for anything but an object whose fields fit.
        case .record(let name): return api + "\(code.recordTypeName(name)).read"
        case .map(let element): return json + "readMap(\(reader(element, origin, in: namespaces)))"
        case .json: return json + "readJSON"
        }
    }

    /// `renamedSessionStatusValues`: the map from an enum's earlier values to the values they became, for an enum
    /// with a renamed value; nil for the others.
    func renamedValuesName(_ name: Identifier) -> String? {
        guard let type = code.contract.enumType(named: name),
            type.values.contains(where: {
                $0.isAvailable(on: code.platform) && !$0.evolution.earlierWires(current: $0.wire, name: $0.name).isEmpty
            })
        else { return nil }
        return "renamed" + code.rules.spelling(of: name, as: .type, overrides: type.names, on: code.platform)
            + "Values"
    }

    /// The renamed-value maps `reader` uses from `enums.ts` for `types`.
    func renamedValueImports(_ types: [TypeRef]) -> Set<String> {
        Set(enums(in: types).compactMap(renamedValuesName))
    }

    /// The names `reader(type, origin)` uses from `json.ts`.
    func readerImports(_ type: TypeRef, _ origin: Origin) -> Set<String> {
        switch type {
        case .enumeration(let name) where renamedValuesName(name) != nil: ["readRenamedEnumText"]
        case .enumeration where origin == .option: ["readEnumText"]
        case .array(let element): readerImports(element, origin).union(["readArray"])
        case .map(let element): readerImports(element, origin).union(["readMap"])
        case .record: []
        default: [String(reader(type, origin).prefix { $0 != "(" })]
        }
    }

    /// What a field should hold, for "must be …" messages. Options name the values they accept.
    func expectation(_ type: TypeRef, _ origin: Origin) -> String {
        switch type {
        case .enumeration(let name) where origin == .option:
            return "one of " + knownValues(name).joined(separator: ", ")
        case .array(.enumeration(let name)) where origin == .option:
            return "an array of strings, each one of " + knownValues(name).joined(separator: ", ")
        default:
            return code.expectation(type)
        }
    }

    private func knownValues(_ name: Identifier) -> [String] {
        code.contract.enumType(named: name)?.values.filter { $0.isAvailable(on: code.platform) }.map(\.wire) ?? []
    }

    /// A default as JSON would hold it, in TypeScript: enum values are their wire strings.
    func literal(_ value: DefaultValue) -> String {
        switch value {
        case .null: "null"
        case .string(let text): code.rules.stringLiteral(text)
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .number(let number): number.description
        case .enumValue(_, let wire): code.rules.stringLiteral(wire)
        case .array(let items): "[" + items.map(literal).joined(separator: ", ") + "]"
        }
    }

    /// A default as a value of `type`: an enum value is its wire string, which the const object's union accepts,
    /// or its member, where the platform declares enums with `enum` and a string is not one.
    func literal(_ value: DefaultValue, of type: TypeRef) -> String {
        switch (value, type) {
        case (.enumValue(let name, let wire), .enumeration(let enumName)):
            guard let value = code.contract.enumType(named: enumName)?.values.first(where: { $0.name == name }) else {
                return code.rules.stringLiteral(wire)
            }
            return enumValue(value, of: enumName)
        case (.array(let items), .array(let element)):
            return "[" + items.map { literal($0, of: element) }.joined(separator: ", ") + "]"
        default:
            return literal(value)
        }
    }

    /// The platform declares its enums as `enum`s (a naming policy's `enum_form`), whose values a string is not.
    var declaresEnums: Bool { code.platform.naming.enumForm == .enumeration }

    /// `value` of `type` where a value of the enum type is expected: its member, or its wire string.
    func enumValue(_ value: EnumValue, of type: Identifier) -> String {
        declaresEnums
            ? enumTypeName(type) + "." + code.enumCase(value.name, overrides: value.names)
            : code.rules.stringLiteral(value.wire)
    }

    /// The enums `types` refer to, in first-use order.
    func enums(in types: [TypeRef]) -> [Identifier] {
        var found: [Identifier] = []
        func visit(_ type: TypeRef) {
            switch type {
            case .enumeration(let name) where !found.contains(name): found.append(name)
            case .array(let element), .map(let element): visit(element)
            default: break
            }
        }
        types.forEach(visit)
        return found
    }

    // MARK: - Configuration checks

    /// An option's check in `validate`: the shared check, and whether it is the whole-number check TypeScript
    /// adds for an integer; `guardName` for an enum's.
    struct Check: Encodable {
        @Inlined var check: OptionCheckContext
        let isWholeNumber: Bool
        let guardName: String?
    }

    /// How `validate` checks an option, for the template to spell (`PlatformCode.checkContext`, plus `guardName`
    /// for an enum and `isWholeNumber`), and the helper from `validation.ts` the call uses; nil when it needs
    /// none. Numbers are doubles in JavaScript, so an integer option is also checked for a fraction.
    func check(_ option: Option, member: String) -> (helper: String, context: Check)? {
        let value = "configuration.\(member)"
        guard let check = code.lowered.check(of: option) else {
            guard case .integer = option.type else { return nil }
            return (
                "requireWholeNumber",
                Check(check: code.checkContext(option, member: value, check: nil), isWholeNumber: true, guardName: nil)
            )
        }
        var guardName: String?
        if case .enumeration(let name) = option.type { guardName = self.guardName(name) }
        let context = Check(
            check: code.checkContext(option, member: value, check: check), isWholeNumber: false, guardName: guardName)
        let helper =
            switch check {
            case .value: "requireValue"
            case .url: "requireUrl"
            case .sessionURL: "requireSessionUrl"
            case .hosts: "requireHosts"
            case .nonNegative: "requireDuration"
            case .known: "requireKnown"
            }
        return (helper, context)
    }

    // MARK: - Imports

    /// What `Templates/typescript/names-from.mustache` imports from `module`; nil when there is nothing to import.
    /// `typeOnly` is `import type`, for names used as types only; `exporting` makes it an export of the names
    /// instead (`index.ts`).
    static func imports(
        _ values: Set<String>, types: Set<String> = [], from module: String, typeOnly: Bool = false,
        exporting: Bool = false
    ) -> TypeScriptImports? {
        let names = (values.map { ($0, false) } + types.map { ($0, true) }).sorted { byName($0.0, $1.0) }
        guard !names.isEmpty else { return nil }
        return TypeScriptImports(
            isExport: exporting, module: module, isTypeOnly: typeOnly,
            names: names.map { TypeScriptImports.Name(name: $0, isType: $1) })
    }

    private static func byName(_ lhs: String, _ rhs: String) -> Bool {
        (lhs.lowercased(), lhs) < (rhs.lowercased(), rhs)
    }
}
