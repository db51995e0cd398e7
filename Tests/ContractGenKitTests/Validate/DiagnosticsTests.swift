import ContractGenKit
import Testing

/// Broken contracts get every error, each at the key or value at fault, in `path:line:col: error:` form.
@Suite struct DiagnosticsTests {
    func diagnostics(_ contract: ContractText) -> [Diagnostic] {
        do {
            _ = try GeneratorPipeline().run(contract: contract.bytes, file: "contract.json")
            return []
        } catch {
            return error.diagnostics
        }
    }

    func expect(
        _ diagnostic: Diagnostic?, at position: (line: Int, column: Int), _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(
            diagnostic?.description == "contract.json:\(position.line):\(position.column): error: \(message)",
            sourceLocation: sourceLocation)
    }

    @Test func theRepositoryContractIsValid() throws {
        #expect(diagnostics(try .repository()).isEmpty)
    }

    @Test func everyProblemIsReportedInOneRun() throws {
        var contract = try ContractText.repository()
        contract.replace("\"payload_rule\"", with: "\"payload_rul\"")
        contract.replace(
            "{ \"name\": \"step\", \"type\": \"string\", \"description\": \"step key\" }",
            with: "{ \"name\": \"step\", \"type\": \"step_key\", \"description\": \"step key\" }")
        contract.replace(
            "{ \"name\": \"status\", \"type\": \"session_status\" }",
            with: "{ \"name\": \"status\", \"type\": \"sesion_status\" }")
        contract.replace("{ \"name\": \"flow_error\"", with: "{ \"name\": \"load_failed\"")

        let found = diagnostics(contract)
        #expect(found.count == 4, "\(found)")
        expect(
            found[safe: 0], at: contract.position(of: "\"load_failed\"", occurrence: 2),
            "'load_failed' is declared twice as a value of 'failure_code' (first at line \(contract.position(of: "\"load_failed\"").line), column \(contract.position(of: "\"load_failed\"").column)); rename or remove one"
        )
        expect(
            found[safe: 1], at: contract.position(of: "\"step_key\""),
            "unknown type 'step_key'; declare it under \"enums\" or \"records\" or use one of: string, boolean, integer, number, duration_ms, json, timestamp, failure_code, presentation, session_status, theme"
        )
        expect(
            found[safe: 2], at: contract.position(of: "\"sesion_status\""),
            "unknown type 'sesion_status'; did you mean 'session_status'?")
        expect(
            found[safe: 3], at: contract.position(of: "\"payload_rul\""),
            "unknown key 'payload_rul' in bridge; did you mean 'payload_rule'?")
    }

    @Test func aTrailingCommaIsASyntaxErrorAtTheComma() throws {
        var contract = try ContractText.repository()
        contract.replace("\"host_groups\": [\n", with: "\"host_groups\": [\"x\",],\n  \"z\": [\n")
        let found = diagnostics(contract)
        #expect(found.count == 1)
        let comma = contract.position(of: "\"x\",")
        #expect(found.first?.location?.line == comma.line)
        #expect(found.first?.location?.column == comma.column + 3)
        #expect(found.first?.message.contains("trailing comma") == true, "\(found)")
    }

    @Test func wrongTypesMissingKeysAndBadNames() throws {
        var contract = try ContractText.repository()
        contract.replace("\"max_bytes\": 10240", with: "\"max_bytes\": \"10240\"")
        contract.replace(
            "{ \"id\": \"ios\", \"name\": \"iOS\", \"language\": \"swift\",",
            with: "{ \"id\": \"ios\", \"name\": \"iOS\",")
        contract.replace("\"name\": \"step_completed\"", with: "\"name\": \"Step-Completed\"")
        let found = diagnostics(contract)
        expect(
            found.first { $0.message.contains("language") }, at: contract.position(of: "{ \"id\": \"ios\""),
            "platform is missing the required key 'language' (the language whose naming rule derives this platform's names, and whose code it gets)"
        )
        expect(
            found.first { $0.message.contains("max_bytes") }, at: contract.position(of: "\"10240\""),
            "'max_bytes' must be a whole number, found a string")
        expect(
            found.first { $0.message.contains("Step-Completed") }, at: contract.position(of: "\"Step-Completed\""),
            "'name' is 'Step-Completed', which is not a valid name: use snake_case (lowercase letters, digits and single underscores, starting with a letter) such as 'step_completed'"
        )
    }

    @Test func referencesToUndeclaredPlatformsOptionsAndFailureCodes() throws {
        var contract = try ContractText.repository()
        contract.replace("\"names\": { \"ios\": \"sessionURL\" }", with: "\"names\": { \"iso\": \"sessionURL\" }")
        contract.replace(
            "\"query_options\": [\"locale\", \"theme\"]", with: "\"query_options\": [\"locale\", \"themes\"]")
        contract.replace(
            "\"blocked_failure\": \"navigation_blocked\"", with: "\"blocked_failure\": \"navigation_block\"")
        let found = diagnostics(contract)
        #expect(found.count == 3, "\(found)")
        expect(found[safe: 0], at: contract.position(of: "\"iso\""), "unknown platform 'iso'; did you mean 'ios'?")
        expect(
            found[safe: 1], at: contract.position(of: "\"themes\""), "unknown option 'themes'; did you mean 'theme'?")
        expect(
            found[safe: 2], at: contract.position(of: "\"navigation_block\""),
            "unknown failure code 'navigation_block'; did you mean 'navigation_blocked'?")
    }

    @Test func defaultsMustFitTheirType() throws {
        var contract = try ContractText.repository()
        contract.replace("\"default\": \"system\"", with: "\"default\": \"auto\"")
        contract.replace("\"default\": 2000", with: "\"default\": -5")
        let found = diagnostics(contract)
        #expect(found.count == 2, "\(found)")
        expect(
            found[safe: 0], at: contract.position(of: "\"auto\""),
            "default of option 'theme' is 'auto', which is not a value of 'theme'; use one of 'light', 'dark', 'system'"
        )
        expect(
            found[safe: 1], at: contract.position(of: "-5"),
            "default of option 'auto_close_delay' is -5 ms; a duration cannot be negative (use 0 for none)")
    }

    @Test func namesThatCollideOnOnePlatform() throws {
        var contract = try ContractText.repository()
        // An iOS override that takes another value's name.
        contract.replace(
            "{ \"name\": \"page_sheet\",", with: "{ \"name\": \"page_sheet\", \"names\": { \"ios\": \"fullScreen\" },")
        let found = diagnostics(contract)
        #expect(found.count == 1, "\(found)")
        expect(
            found.first, at: contract.position(of: "\"page_sheet\""),
            "value 'page_sheet' of 'presentation' and value 'full_screen' of 'presentation' are both named 'fullScreen' on iOS (swift); rename one or give it a \"names\" entry for 'ios'"
        )
    }

    @Test func namesThatCollideAfterCaseConversion() throws {
        var contract = try ContractText.repository()
        contract.replace(
            "{ \"name\": \"dark\", \"description\": \"Always dark.\" }",
            with:
                "{ \"name\": \"dark\", \"description\": \"Always dark.\" },\n        { \"name\": \"dark_1\" },\n        { \"name\": \"dark1\" }"
        )
        let found = diagnostics(contract)
        // dark_1 → dark1 in every camelCase language; Kotlin's DARK_1 and DARK1 stay apart.
        #expect(found.count == 3, "\(found)")
        #expect(found.allSatisfy { $0.location?.line == contract.position(of: "\"dark1\"").line })
        #expect(
            Set(found.compactMap { $0.message.split(separator: "(").last?.split(separator: ")").first }) == [
                "swift", "typescript", "dart",
            ])
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
