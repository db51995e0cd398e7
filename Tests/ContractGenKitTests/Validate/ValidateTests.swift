@testable import ContractGenKit
import Testing

/// The Validate stage reports every contract error, on every platform, before anything renders: names are
/// checked against what each language's files declare (`LanguageTarget`), not found while rendering.
@Suite struct ValidateTests {
    /// Kotlin events have `type` and `isDelivered`; a payload field spelled like one was found only while the
    /// Kotlin files rendered, after other targets' files. Now Validate reports it with the Swift problem in the
    /// same run.
    @Test func kotlinEventMemberClashesAreFoundBeforeRendering() throws {
        var contract = try ContractText.repository()
        let field = #"{ "name": "is_delivered", "type": "boolean" }"#
        contract.replace(
            #""payload": [{ "name": "status", "type": "session_status", "description": "session status" }]"#,
            with: #""payload": [{ "name": "status", "type": "session_status", "description": "session status" }, "#
                + field + "]")
        let option = #"{ "name": "validate", "type": "boolean", "default": false, "description": "Checked on start." }"#
        contract.replace(
            "{\n        \"name\": \"theme\",\n        \"type\": \"theme\"",
            with: option + ",\n      {\n        \"name\": \"theme\",\n        \"type\": \"theme\"")
        let found = contract.diagnostics
        let expected = [
            contract.error(
                at: #""is_delivered""#,
                "field 'is_delivered' of event 'ready' is named 'isDelivered' on Android (kotlin), which every event type already declares; give it a \"names\" entry for 'android'"
            ),
            contract.error(
                at: #""validate""#,
                "option 'validate' is named 'validate' on iOS (swift), which the configuration type already declares; give it a \"names\" entry for 'ios'"
            ),
        ]
        #expect(found == expected)
    }

    /// Type names are checked with the prefix they are rendered with: the run's (`--prefix`, a config's `prefix`).
    /// With `Checkout`, an enum named `CheckoutResult` on iOS would be declared twice beside the generated result
    /// type; it was accepted because the check spelled names with the contract's own prefix (`Okyc`).
    @Test func typeNamesAreCheckedWithTheRunsPrefix() throws {
        var contract = try ContractText.repository()
        contract.replace(
            "\"name\": \"theme\",\n", with: "\"name\": \"theme\",\n      \"names\": { \"ios\": \"CheckoutResult\" },\n")
        let options = GenerationOptions(typePrefix: "Checkout")
        var found: [String] = []
        do {
            _ = try GeneratorPipeline(targets: [.swift], options: options).run(
                contract: contract.bytes, file: "contract.json")
        } catch {
            found = error.diagnostics.map(\.description)
        }
        #expect(
            found == [
                contract.error(
                    at: "\"theme\",\n      \"names\"",
                    "enum 'theme' is named 'CheckoutResult' on iOS (swift), like a type contractgen generates; rename it or give it a \"names\" entry for 'ios'"
                )
            ])
        // With the contract's own prefix the name is free.
        #expect(contract.diagnostics.isEmpty)
    }

    /// Kotlin records declare `toJson()`: a record field of that name is reported by Validate too.
    @Test func kotlinRecordMemberClashesAreFoundBeforeRendering() throws {
        var contract = ContractText(text: try Repository.text("Tests/Fixtures/SecondContract/contract.json"))
        let field = #"{ "name": "to_json", "type": "string" }"#
        contract.replace(#""fields": ["#, with: #""fields": ["# + field + ",")
        let found = contract.diagnostics
        #expect(
            found == [
                contract.error(
                    at: #""to_json""#,
                    "field 'to_json' of record 'fund_completed' is named 'toJson' on Android (kotlin), which every record type already declares; give it a \"names\" entry for 'android'"
                )
            ])
    }

    /// An SDK must read the version it speaks, and the session URL's version parameter must not be a parameter
    /// it already carries: both reported in one run, at their values.
    @Test func versionNegotiationIsChecked() throws {
        var contract = try ContractText.repository()
        contract.replace(
            #""version": 1,"#,
            with:
                #""version": 1, "accepted_versions": { "min": 2, "max": 3 }, "newer_versions": "read", "version_parameter": "locale","#
        )
        let found = contract.diagnostics
        // The parameter's value is the "locale" after every one the contract had before it.
        let earlierLocales =
            contract.text.components(separatedBy: #""version_parameter": "locale""#)[0].components(
                separatedBy: #""locale""#
            ).count - 1
        #expect(
            found == [
                contract.error(
                    at: #"2, "max""#,
                    "'accepted_versions.min' is 2, above 'version' 1; an SDK must read the version it speaks, so make 'min' at most 1"
                ),
                contract.error(
                    at: #""locale""#,
                    "'version_parameter' is 'locale', which the session URL already carries for an option or the token; give the version its own parameter, e.g. 'sdk_v'",
                    occurrence: earlierLocales + 1),
            ])
    }

    @Test func aNewerVersionsPolicyMustBeKnown() throws {
        var contract = try ContractText.repository()
        contract.replace(#""version": 1,"#, with: #""version": 1, "newer_versions": "ignore","#)
        let found = contract.diagnostics
        #expect(found.count == 1 && found[0].contains("newer_versions") && found[0].contains("reject"), "\(found)")
    }
}
