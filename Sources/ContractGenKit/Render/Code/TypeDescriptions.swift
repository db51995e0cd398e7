extension PlatformCode {
    /// What a value of `type` looks like in JSON, for "expected …" in decode errors; the same words in every
    /// language, so the conformance vectors can compare them.
    func expectation(_ type: TypeRef) -> String {
        switch type {
        case .string: "a string"
        case .boolean: "true or false"
        case .integer, .durationMilliseconds: "a whole number"
        case .number: "a number"
        case .enumeration(let name): isIntegerEnum(name) ? "a whole number" : "a string"
        case .timestamp: "an RFC 3339 timestamp"
        case .record, .map: "an object"
        // Every value is one; nothing says this.
        case .json: "a JSON value"
        case .array(let element):
            "an array of " + expectation(element).replacingPrefix("a ", with: "").replacingPrefix("an ", with: "") + "s"
        }
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
