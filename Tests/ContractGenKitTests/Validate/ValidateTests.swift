@testable import ContractGenKit
import Testing

/// The Validate stage reports every contract error, on every platform, before anything renders: names are
/// checked against what each language's files declare (`LanguageTarget`), not found while rendering.
@Suite struct ValidateTests {
    func problems(_ contract: ContractText) -> [String] {
        do {
            _ = try ContractValidator.validate(try ContractLoader.load(contract.bytes, file: "contract.json"), file: "contract.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// Kotlin events have `type` and `isDelivered`; a payload field spelled like one was found only while the
    /// Kotlin files rendered, after other targets' files. Now Validate reports it with the Swift problem in the
    /// same run.
    @Test func kotlinEventMemberClashesAreFoundBeforeRendering() throws {
        var contract = try ContractText.repository()
        let field = #"{ "name": "is_delivered", "type": "boolean" }"#
        contract.replace(#""payload": [{ "name": "status", "type": "session_status", "description": "session status" }]"#,
                         with: #""payload": [{ "name": "status", "type": "session_status", "description": "session status" }, "# + field + "]")
        let option = #"{ "name": "validate", "type": "boolean", "default": false, "description": "Checked on start." }"#
        contract.replace("{\n        \"name\": \"theme\",\n        \"type\": \"theme\"", with: option + ",\n      {\n        \"name\": \"theme\",\n        \"type\": \"theme\"")
        let found = problems(contract)
        let expected = [
            contract.error(at: #""is_delivered""#, "field 'is_delivered' of event 'ready' is named 'isDelivered' on Android (kotlin), which every event type already declares; give it a \"names\" entry for 'android'"),
            contract.error(at: #""validate""#, "option 'validate' is named 'validate' on iOS (swift), which the configuration type already declares; give it a \"names\" entry for 'ios'"),
        ]
        #expect(found == expected)
    }

    /// Kotlin records are data classes with `toJson()` and `copy()`: a record field of either name is reported
    /// by Validate too.
    @Test func kotlinRecordMemberClashesAreFoundBeforeRendering() throws {
        var contract = ContractText(text: try Repository.text("Tests/Fixtures/SecondContract/contract.json"))
        let field = #"{ "name": "copy", "type": "string" }"#
        contract.replace(#""fields": ["#, with: #""fields": ["# + field + ",")
        let found = problems(contract)
        #expect(found == [
            contract.error(at: #""copy""#, "field 'copy' of record 'fund_completed' is named 'copy' on Android (kotlin), which every record type already declares; give it a \"names\" entry for 'android'"),
        ])
    }
}
