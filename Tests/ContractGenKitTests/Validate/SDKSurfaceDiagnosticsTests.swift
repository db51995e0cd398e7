import ContractGenKit
import Testing

/// Mistakes in the SDK surface, the typed lifecycle and the options and callbacks the guide needed, each
/// reported at its key with a fix, all in one run.
@Suite struct SDKSurfaceDiagnosticsTests {
    func second() throws -> ContractText {
        ContractText(text: try Repository.text("Tests/Fixtures/SecondContract/contract.json"))
    }

    /// An entry point that leaves out the JWT could not build a valid configuration; one that names a flow or an
    /// option that does not exist, or lists one twice, is a typo.
    @Test func entryPointsAreChecked() throws {
        var contract = try second()
        contract.replace(
            "\"flow\": \"fund\",\n        \"description\": \"Configures a Fund session.\"",
            with: "\"flow\": \"fnd\",\n        \"description\": \"Configures a Fund session.\"")
        contract.replace(
            #""parameters": ["jwt", "environment", "theme", "callbacks", "allow_list"]"#,
            with: #""parameters": ["environment", "themes", "callbacks", "callbacks"]"#)
        #expect(
            contract.diagnostics == [
                contract.error(at: #""fnd""#, "unknown flow 'fnd'; did you mean 'fund'?"),
                contract.error(
                    at: #"["environment""#,
                    "entry point 'configure_fund' does not take the required option 'jwt'; add it to \"parameters\""),
                contract.error(at: #""themes""#, "unknown option 'themes'; did you mean 'theme'?"),
                contract.error(
                    at: #""callbacks"]"#,
                    "'callbacks' is listed twice in the parameters of entry point 'configure_fund'; remove one"),
            ])
    }

    /// A method's types are contract types, host types or the session; the session is returned only where
    /// configuring returns one.
    @Test func lifecycleTypesAreChecked() throws {
        var contract = try second()
        contract.replace(
            #""parameters": [{ "name": "presenter", "type": "presenter","#,
            with: #""parameters": [{ "name": "presenter", "type": "presentr","#)
        contract.replace(#""returns": { "type": "boolean" }"#, with: #""returns": { "type": "session" }"#)
        #expect(
            contract.diagnostics == [
                contract.error(at: #""presentr""#, "unknown type 'presentr'; did you mean 'presenter'?"),
                contract.error(
                    at: #""session" }"#,
                    "'is_active' returns the session on Capacitor, where configuring returns none; give \"returns\" \"platforms\" that leave out 'capacitor'"
                ),
            ])
    }

    /// An option with the SDK's own default cannot have one of its own; a callback required where it does not
    /// exist, or fired by a message every platform reads, contradicts itself.
    @Test func defaultsAndOneSidedCallbacksAreChecked() throws {
        var contract = try second()
        contract.replace(
            #""type_names": { "android": "ZerohashAllowList" },"#,
            with: #""type_names": { "android": "ZerohashAllowList" }, "default": [],"#)
        contract.replace(
            #"with no native equivalent.", "platforms": [] }"#,
            with: #"with no native equivalent.", "platforms": [], "required_on": ["android"] }"#)
        contract.replace(
            #"{ "type": "FUND_CLOSE_BUTTON_CLICKED", "flow": "fund", "fires": [{ "callback": "on_close" }, { "callback": "on_event" }] }"#,
            with:
                #"{ "type": "FUND_CLOSE_BUTTON_CLICKED", "flow": "fund", "fires": [{ "callback": "on_close" }, { "callback": "on_provide_info" }] }"#
        )
        #expect(
            contract.diagnostics == [
                contract.error(
                    at: "[\"android\"] }\n  ],",
                    "callback 'on_provide_info' is required on 'android', which its \"platforms\" leave out; add 'android' to \"platforms\" or remove it from \"required_on\""
                ),
                contract.error(
                    at: #"{ "description": "the zerohash hosts"#,
                    "option 'allow_list' has an \"sdk_default\" and also a \"default\"; the SDK's own value is its default, so remove \"default\""
                ),
                contract.error(
                    at: #""on_provide_info" }] }"#,
                    "'on_provide_info' is not on iOS, whose SDK reads this message too; a message fires callbacks every platform has, so remove it or the callback's \"platforms\""
                ),
            ])
    }
}
