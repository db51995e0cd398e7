/// Sample values the vectors put in messages, results and configurations: fixed, so vectors are stable, and
/// typed from the contract, so they decode.
struct Samples {
    let contract: Contract

    /// `object` with every optional one of `fields` holding a value a platform sends for none
    /// (`Contract.absentValues`), one case a value: each reads as `object` itself.
    func sentForNone(_ object: VectorJSON, fields: [Field]) -> [(name: String, json: VectorJSON)] {
        contract.absentValues.map { absent in
            let sent = fields.filter(\.isOptional).reduce(object) { $0.setting($1.wire, to: .string(absent)) }
            return ("optional fields sent as \(JSONLiteral.string(absent)), which a platform sends for none", sent)
        }
    }

    static let sessionID = "sess_123"
    static let sessionHost = "flow.example.com"
    static let sessionBase = "https://flow.example.com/s/sess_123"

    /// A session URL with its token in the fragment key the contract names; none where its navigation names none.
    var sessionURL: String {
        let hasToken = contract.navigation.map { $0.tokenFragment != nil } ?? true
        return Self.sessionBase + (hasToken ? "#" + tokenFragment + "=token_abc" : "")
    }

    /// A URL for a URL option other than the session's: https, and no token of the session's in it.
    static let otherURL = "https://partner.example.org/return?from=flow"

    var tokenFragment: String {
        contract.navigation?.tokenFragment ?? "t"
    }
    /// A payload member no SDK knows, which it ignores: what a vector puts there is read by the parser alone.
    static let newerField = "field_from_a_newer_flow"

    /// A value no enum of the contract has: what a newer flow might send.
    static let newerEnumValue = "value_from_a_newer_flow"

    /// A value of `type` for a field or option called `name`.
    func value(_ type: TypeRef, name: String) -> VectorJSON {
        switch type {
        case .string: .string("\(name)-1")
        case .boolean: true
        case .integer: 640
        case .durationMilliseconds: 1500
        case .timestamp: .string(Self.timestamp)
        case .number: .number(1.5)
        case .enumeration(let enumName):
            // The second value, where there is one: the first is often the default, which proves less.
            contract.enumType(named: enumName).map { json(of: $0.values[min(1, $0.values.count - 1)], in: $0) }
                ?? .string(Self.newerEnumValue)
        case .array(let element): [value(element, name: name)]
        case .record(let recordName): recordValue(recordName)
        // Two keys, so an order is there to keep; one is a word JavaScript objects know by another meaning.
        case .map(let element):
            .object([("first", value(element, name: name)), ("constructor", value(element, name: name))])
        case .json: Self.anyJSON
        }
    }

    /// A timestamp as every SDK writes one: UTC, to the millisecond.
    static let timestamp = "2024-05-01T12:30:00.250Z"

    /// Timestamps in RFC 3339's other forms, each with the text every SDK writes back for it, and texts that are
    /// not timestamps every SDK reads, each with why: the edges where platform parsers disagree (offsets across a
    /// leap day, digits beyond the millisecond, lower case, leap seconds, days that do not exist, other digits).
    static let timestampForms: [(text: String, written: String)] = [
        ("2024-05-01T14:30:00.25+02:00", "2024-05-01T12:30:00.250Z"),
        ("2024-03-01T00:30:00-01:15", "2024-03-01T01:45:00.000Z"),
        ("2024-03-01T00:30:00+01:00", "2024-02-29T23:30:00.000Z"),
        ("2024-05-01t12:30:00.123456789z", "2024-05-01T12:30:00.123Z"),
        ("0000-01-01T00:00:00Z", "0000-01-01T00:00:00.000Z"),
        ("9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59.999Z"),
    ]
    static let notTimestamps: [(text: String, why: String)] = [
        ("2023-02-29T12:00:00Z", "a day 2023 does not have"), ("2024-04-31T12:00:00Z", "a day April does not have"),
        ("2024-05-01T24:00:00Z", "hour 24"), ("2024-05-01T12:30:60Z", "a leap second"),
        ("2024-05-01T12:30:00", "no offset"), ("2024-05-01 12:30:00Z", "a space for T"),
        ("2024-05-01T12:30Z", "no seconds"), ("2024-05-01T12:30:00.Z", "an empty fraction"),
        ("2024-05-01T12:30:00.1234567891Z", "ten fraction digits"), ("2024-05-01T12:30:00+24:00", "offset 24 hours"),
        ("2024-05-01", "a date alone"), ("0000-01-01T00:30:00+01:00", "an instant before year 0000"),
        ("2024-05-01T12:30:00Z ", "text after it"), ("2024-05-0\u{0661}T12:30:00Z", "another script's digit"),
    ]

    /// A JSON value of every kind, nested: what a `json` field holds and every SDK hands on unchanged.
    static let anyJSON: VectorJSON = .object([
        ("text", "é \u{1F600}"), ("count", 3), ("ratio", .number(0.25)), ("on", true), ("none", .null),
        ("list", [1, "two", .null, false]), ("nested", .object([("__proto__", .object([("polluted", true)]))])),
    ])

    /// A record with every field it reads, so each nested decoder is exercised; no record holds itself, so this ends.
    private func recordValue(_ name: Identifier) -> VectorJSON {
        object(contract.record(named: name)?.fields.filter { $0.derived == nil } ?? [])
    }

    /// A value of an enum as JSON: its wire string, or an enum of numbers' whole number.
    func json(of value: EnumValue, in type: EnumType) -> VectorJSON {
        type.isInteger ? .integer(Int64(value.wire) ?? 0) : .string(value.wire)
    }

    /// A value of enum `name` that no value of it is: what a newer flow might send. For an enum of numbers, the
    /// next whole number after its largest, or the first from 0 it lacks where that is the largest JSON holds.
    func newerValue(ofEnum name: Identifier) -> VectorJSON {
        guard let type = contract.enumType(named: name), type.isInteger else { return .string(Self.newerEnumValue) }
        let numbers = Set(type.values.compactMap { Int64($0.wire) })
        let largest = numbers.max() ?? 0
        if largest < ContractSchema.maxExactInteger { return .integer(largest + 1) }
        return .integer((0...).lazy.map(Int64.init).first { !numbers.contains($0) } ?? 0)
    }

    /// A JSON value that is not of `type`; nil for `json`, which every value is. An enum of numbers gets its first
    /// number as text, which a reader of strings would take.
    func wrongValue(_ type: TypeRef) -> VectorJSON? {
        switch type {
        case .enumeration(let name):
            guard let type = contract.enumType(named: name), type.isInteger, let first = type.values.first else {
                return 42
            }
            return .string(first.wire)
        case .string: return 42
        case .boolean: return "yes"
        case .integer, .durationMilliseconds: return .number(1.5)
        case .number: return "1.5"
        // The instant as milliseconds, as some SDKs write it: a timestamp is its RFC 3339 text.
        case .timestamp: return 1_714_566_600_000
        case .array: return "not an array"
        case .record, .map: return "not an object"
        case .json: return nil
        }
    }

    /// A fault inside a value that holds records: the field's path from the outermost record (`issuer.country`),
    /// what is wrong with it, and the whole value with that one fault.
    struct NestedFault {
        let path: String
        let fault: String
        let value: VectorJSON
    }

    /// Values of `type`, a record, a map or a list of them, each with one field or value inside missing (where it
    /// is required) or of the wrong type, at every depth: a decoder refuses each as a value of the wrong type.
    func nestedFaults(_ type: TypeRef) -> [NestedFault] {
        switch type {
        case .array(let element):
            return nestedFaults(element).map { NestedFault(path: $0.path, fault: $0.fault, value: [$0.value]) }
        case .map(let element):
            let good = value(element, name: "value")
            let wrong =
                wrongValue(element).map {
                    [
                        NestedFault(
                            path: "second", fault: "of the wrong type",
                            value: .object([("first", good), ("second", $0)]))
                    ]
                } ?? []
            return wrong
                + nestedFaults(element).map { inner in
                    NestedFault(
                        path: "second." + inner.path, fault: inner.fault,
                        value: .object([("first", good), ("second", inner.value)]))
                }
        case .record(let name):
            let fields = contract.record(named: name)?.fields.filter { $0.derived == nil } ?? []
            let full = object(fields)
            var faults: [NestedFault] = []
            for field in fields {
                if !field.isOptional {
                    faults.append(NestedFault(path: field.wire, fault: "missing", value: full.removing(field.wire)))
                }
                if let wrong = wrongValue(field.type) {
                    faults.append(
                        NestedFault(
                            path: field.wire, fault: "of the wrong type", value: full.setting(field.wire, to: wrong)))
                }
                faults += nestedFaults(field.type).map { inner in
                    NestedFault(
                        path: field.wire + "." + inner.path, fault: inner.fault,
                        value: full.setting(field.wire, to: inner.value))
                }
            }
            return faults
        default:
            return []
        }
    }

    /// The fields as a JSON object of sample values, keyed by wire name.
    func object(_ fields: [Field], includingOptional: Bool = true) -> VectorJSON {
        .object(fields.filter { includingOptional || !$0.isOptional }.map { ($0.wire, value($0.type, name: $0.wire)) })
    }
}

extension Contract {
    /// The wire value of failure code `code`: what an SDK reports and the vectors expect.
    func failureWire(_ code: Identifier) -> String {
        failures?.values.first { $0.name == code }?.wire ?? code.raw
    }
}
