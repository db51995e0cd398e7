@testable import ContractGenKit
import Testing

/// Results produced by events and host actions: every field of a result must be fillable by every trigger of
/// the result, so a contract that contradicts itself is an error, not a tracker that invents a value.
@Suite struct ResultSourceTests {
    /// The issue's finding: `completed.session_id` is required, but the envelope's `sessionId` is optional. The
    /// repository's contract resolves it by requiring the session on `complete`; without that key it is an error.
    @Test func aRequiredSessionFieldNeedsEveryEventToCarryTheSession() throws {
        var contract = try ContractText.repository()
        contract.replace(#""requires_session": true,"#, with: "")
        #expect(
            contract.diagnostics == [
                contract.error(
                    at: #""session_id""#,
                    "field 'session_id' of result 'completed' is required, but event 'complete' may come without a session id (the envelope's 'sessionId' is optional); set \"requires_session\": true on event 'complete', or make the field \"optional\""
                )
            ])
    }

    /// A host action can never fill a required field from a message: the session id may not have arrived yet,
    /// and there is no payload.
    @Test func anActionCannotFillWhatOnlyAMessageCarries() throws {
        var contract = try ContractText.repository()
        contract.replace(
            #""from": [{ "event": "complete", "delay": "auto_close_delay" }]"#,
            with: #""from": [{ "event": "complete", "delay": "auto_close_delay" }, { "action": "finish_early" }]"#)
        #expect(
            contract.diagnostics == [
                contract.error(
                    at: #""session_id""#,
                    "field 'session_id' of result 'completed' is required, but action 'finish_early' may end the flow before any message carried a session id; make the field \"optional\""
                ),
                contract.error(
                    at: #""status""#,
                    "field 'status' of result 'completed' is required and comes from the payload, but action 'finish_early' has no payload; make the field \"optional\" or its \"source\" 'action'"
                ),
            ])
    }

    /// What a trigger names must exist, be delivered, produce one result, and a delay must be a duration every
    /// platform has; a field needs a source, and a payload field of the same name and type.
    @Test func triggersAndSourcesAreChecked() throws {
        var contract = try ContractText.repository()
        contract.replace(
            #""from": [{ "event": "complete", "delay": "auto_close_delay" }]"#,
            with:
                #""from": [{ "event": "compelte", "delay": "theme" }, { "event": "resize" }, { "event": "exit" }, { "event": "ready", "action": "x" }]"#
        )
        contract.replace(
            #""name": "status", "type": "session_status", "source": "payload""#,
            with: #""name": "status", "type": "session_status""#)
        let found = contract.diagnostics
        #expect(
            found == [
                contract.error(at: #""compelte""#, "unknown event 'compelte'; did you mean 'complete'?"),
                contract.error(
                    at: #""theme" }"#, "delay option 'theme' is of type 'theme'; a delay is a 'duration_ms' option"),
                contract.error(
                    at: #""resize" }"#,
                    "event 'resize' is ignored by the SDKs, so it cannot produce a result; make it \"delivered\" or remove the trigger"
                ),
                contract.error(
                    at: #"{ "event": "ready", "action""#,
                    "a trigger gives both \"event\" and \"action\"; give one, and list the other as a trigger of its own"
                ),
                contract.error(
                    at: #""session_id""#,
                    "field 'session_id' of result 'completed' is required, but event 'resize' may come without a session id (the envelope's 'sessionId' is optional); set \"requires_session\": true on event 'resize', or make the field \"optional\""
                ),
                contract.error(
                    at: #""status""#,
                    "field 'status' of result 'completed' has no \"source\"; a result with \"from\" says where each field comes from: 'payload', 'session' or 'action'"
                ),
                contract.error(
                    at: #""exit" }"#,
                    "event 'exit' already produces result 'completed' (line \(contract.position(of: #""exit" }, { "event": "ready""#).line), column \(contract.position(of: #""exit" }, { "event": "ready""#).column)); it ends the flow one way, so remove one",
                    occurrence: 2),
            ])
    }
}
