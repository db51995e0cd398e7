@testable import ContractGenKit
import JSONSyntax

/// A parsed JSON value written back as text, one member a line, so an edited contract can go through the
/// pipeline as bytes and its diagnostics still point at lines.
enum JSONText {
    static func bytes(_ value: JSONValue) -> [UInt8] {
        var text = ""
        write(value, indent: "", to: &text)
        return Array((text + "\n").utf8)
    }

    private static func write(_ value: JSONValue, indent: String, to text: inout String) {
        let inner = indent + "  "
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += number.text
        case .string(let string): text += quoted(string)
        case .array(let items):
            guard !items.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                write(item.value, indent: inner, to: &text)
                text += index < items.count - 1 ? ",\n" : "\n"
            }
            text += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + quoted(member.key) + ": "
                write(member.value.value, indent: inner, to: &text)
                text += index < members.count - 1 ? ",\n" : "\n"
            }
            text += indent + "}"
        }
    }

    private static func quoted(_ string: String) -> String {
        JSONLiteral.string(string)
    }
}
