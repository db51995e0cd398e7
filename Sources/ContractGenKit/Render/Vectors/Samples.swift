/// Sample values the vectors put in messages, results and configurations: fixed, so vectors are stable, and
/// typed from the contract, so they decode.
struct Samples {
    let contract: Contract

    static let sessionID = "sess_123"
    static let sessionHost = "flow.example.com"
    static let sessionBase = "https://flow.example.com/s/sess_123"

    /// A session URL with its token in the fragment key the contract names.
    var sessionURL: String {
        Self.sessionBase + "#" + tokenFragment + "=token_abc"
    }

    /// A URL for a URL option other than the session's: https, and no token of the session's in it.
    static let otherURL = "https://partner.example.org/return?from=flow"

    var tokenFragment: String {
        contract.navigation?.tokenFragment ?? "t"
    }
    /// A value no enum of the contract has: what a newer flow might send.
    static let newerEnumValue = "value_from_a_newer_flow"

    /// A value of `type` for a field or option called `name`.
    func value(_ type: TypeRef, name: String) -> VectorJSON {
        switch type {
        case .string: .string("\(name)-1")
        case .boolean: true
        case .integer: 640
        case .durationMilliseconds: 1500
        case .number: .number(1.5)
        case .enumeration(let enumName):
            // The second value, where there is one: the first is often the default, which proves less.
            .string(
                contract.enumType(named: enumName).map { $0.values[min(1, $0.values.count - 1)].wire }
                    ?? Self.newerEnumValue)
        case .array(let element): [value(element, name: name)]
        }
    }

    /// A JSON value that is not of `type`.
    func wrongValue(_ type: TypeRef) -> VectorJSON {
        switch type {
        case .string, .enumeration: 42
        case .boolean: "yes"
        case .integer, .durationMilliseconds: .number(1.5)
        case .number: "1.5"
        case .array: "not an array"
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
