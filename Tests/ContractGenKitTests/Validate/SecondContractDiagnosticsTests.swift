import ContractGenKit
import Testing

/// Mistakes in the callback sections of a contract, each reported at its key with a fix, all in one run.
@Suite struct SecondContractDiagnosticsTests {
    func second() throws -> ContractText {
        ContractText(text: try Repository.text("Tests/Fixtures/SecondContract/contract.json"))
    }

    func diagnostics(_ contract: ContractText) -> [String] {
        contract.diagnostics
    }

    func at(_ contract: ContractText, _ needle: String, _ message: String, occurrence: Int = 1) -> String {
        contract.error(at: needle, message, occurrence: occurrence)
    }

    @Test func theSecondContractIsValid() throws {
        #expect(diagnostics(try second()).isEmpty)
    }

    @Test func callbackMistakesAreAllReported() throws {
        var contract = try second()
        contract.replace(
            "{ \"callback\": \"on_deposit\", \"argument\": \"fund_deposit\" }",
            with: "{ \"callback\": \"on_deposits\", \"argument\": \"fund_deposit\" }")
        contract.replace(
            "{ \"callback\": \"on_error\", \"argument\": \"error_event\" }",
            with: "{ \"callback\": \"on_error\", \"argument\": \"eror_event\" }")
        contract.replace(
            "\"derived\": { \"field\": \"status\", \"equals\": \"processed\" }",
            with: "\"derived\": { \"field\": \"status\", \"equals\": \"done\" }")
        contract.replace(
            "\"with\": { \"kind\": \"flow_failed\", \"repeats_failure\": true }",
            with: "\"with\": { \"kind\": \"flow_failed\", \"repeats_failures\": true }")
        let found = diagnostics(contract)
        #expect(
            found.contains(
                at(
                    contract, "\"success\"",
                    "derived field 'success' compares with 'done', which is not a value of 'deposit_status'")),
            "\(found)")
        #expect(
            found.contains(
                at(contract, "\"on_deposits\"", "unknown callback 'on_deposits'; did you mean 'on_deposit'?")),
            "\(found)")
        #expect(
            found.contains(
                at(contract, "\"eror_event\"", "unknown argument type 'eror_event'; did you mean 'error_event'?")),
            "\(found)")
        #expect(
            found.contains(
                at(
                    contract, "\"repeats_failures\"",
                    "'error_event' has no field 'repeats_failures'; did you mean 'repeats_failure'?")), "\(found)")
        // Consequences of the same mistakes are reported where they show, as compilers do.
        #expect(
            found.contains(
                at(
                    contract, "\"on_deposit\" }, { \"callback\": \"on_event\" }]",
                    "flow 'fund' has no callback 'on_deposit'; add it to the flow's callbacks")), "\(found)")
        #expect(
            found.contains(
                at(
                    contract, "{ \"kind\": \"flow_failed\"",
                    "'with' gives no value for the required field 'repeats_failure' of 'error_event'")), "\(found)")
        #expect(found.count == 6, "\(found)")
    }
}
