extension JSONScanner {
    /// Reads `true`, `false` or `null` under the cursor, or diagnoses the bare word that
    /// is there instead (`True`, `tru`, `NaN`, `undefined`, an unquoted string, …).
    mutating func scanLiteral() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let written = word(from: start, while: Self.isWordByte)
        switch written {
        case "true":
            index += 4
            return .bool(true)
        case "false":
            index += 5
            return .bool(false)
        case "null":
            index += 4
            return .null
        case _ where Self.isNonFiniteName(written):
            throw error(Self.nonFiniteMessage, at: start)
        case "undefined", "None", "nil":
            throw error("'\(written)' is not a JSON value; use null", at: start)
        default:
            break
        }
        for literal in ["true", "false", "null"] {
            if written.lowercased() == literal {
                throw error("JSON literals are lowercase; write \(literal) instead of \(written)", at: start)
            }
            if literal.hasPrefix(written) || written.hasPrefix(literal) {
                throw error("invalid literal '\(written)'; did you mean \(literal)?", at: start)
            }
        }
        throw error(
            "unexpected word '\(written)'; if it is meant to be a string, enclose it in double quotes",
            at: start)
    }
}
