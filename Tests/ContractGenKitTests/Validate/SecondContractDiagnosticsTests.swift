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
        // The flow's advice names on_deposit four times and the migration once; each use is reported, once.
        #expect(
            found.filter { $0.hasSuffix("flow 'fund' calls no callback 'on_deposit'") }.count == 4, "\(found)")
        #expect(found.count == 11, "\(found)")
    }

    /// The migration maps each earlier message to a callback its flow calls and each payload key to a field of
    /// that callback's record; every wrong reference is reported at its key, in one run.
    @Test func migrationMistakesAreAllReported() throws {
        var contract = try second()
        contract.replace(
            "\"FUND_APP_LOADED\", \"flow\": \"fund\", \"becomes\"",
            with: "\"FUND_APP_LOADED\", \"flow\": \"funds\", \"becomes\"")
        contract.replace(
            "\"fields\": { \"transactionId\": \"deposit_id\"", with: "\"fields\": { \"transactionId\": \"deposit\"")
        contract.replace("\"field\": \"success\" }", with: "\"field\": \"sucess\" }")
        contract.replace(
            "{ \"callback\": \"on_loaded\" }],\n        \"assumed\"",
            with: "{ \"callback\": \"on_deposit\" }],\n        \"assumed\"")
        contract.replace(
            "counting one failure twice.\", \"callbacks\": [\"on_failed\", \"on_error\"]",
            with: "counting one failure twice.\", \"callbacks\": [\"on_failed\", \"on_deposit\"]")
        contract.replace("\"pin\": \"minor\",", with: "")
        contract.replace(
            "\"coordinates\": \"com.zerohash:zerohash-android\", \"version\": \"1.1.0\"",
            with: "\"coordinates\": \"com.zerohash:zerohash-android\", \"pin\": \"minor\"")
        let found = diagnostics(contract)
        let expected = [
            at(contract, "\"funds\"", "unknown flow 'funds'; did you mean 'fund'?"),
            at(contract, "\"deposit\"", "'fund_deposit' has no field 'deposit'; did you mean 'deposit_id'?"),
            at(contract, "\"sucess\"", "'fund_deposit' has no field 'sucess'; did you mean 'success'?"),
            at(
                contract, "\"on_deposit\" }],\n        \"assumed\"",
                "flow 'crypto_withdrawals' calls no callback 'on_deposit'; its callbacks are: on_close, on_completed, on_error, on_event, on_failed, on_loaded, on_provide_info"
            ),
            at(
                contract, "\"on_deposit\"] }\n      ],", "flow 'crypto_withdrawals' calls no callback 'on_deposit'"),
            at(
                contract, "\"minor\"",
                "'pin' recommends a range from a version, but the distribution gives none; add \"version\", e.g. \"1.0.0\""
            ),
        ]
        for message in expected { #expect(found.contains(message), "\(message) not in \(found)") }
        #expect(found.count == expected.count, "\(found)")
    }
}
