/// The integration hosts built before the SDKs existed, and what replaces each part of it: the work the host
/// did itself, the bridge names it registered, and each message it received with the callback, fields and
/// status that now carry it. Only the reference page reads it; what the SDKs read from the flow page is
/// `Legacy`, which a host of the earlier integration may never have seen in that form.
struct Migration: Sendable {
    /// What it is called on the page, e.g. "the WebView integration".
    var from: String
    var description: String?
    var duties: [Duty]
    var bridges: [BridgeName]
    var messages: [Message]
    var unchanged: [String] = []
    var checklist: [String] = []
    var rollout: String? = nil
    var questions: [Question] = []

    struct Question: Sendable {
        var question: String
        var answer: String
        var assumed: String?
    }

    /// Work the host did itself that the SDK now owns.
    struct Duty: Sendable {
        var description: String
        /// What replaces it; nil when the SDK simply does it.
        var now: String?
        var assumed: String?
    }

    /// A name the host registered its bridge under, on one host stack (which may be one the SDKs do not cover).
    struct BridgeName: Sendable {
        var host: String
        var name: String
        var description: String?
        var assumed: String?
    }

    /// A message the host received, and what carries each case of it now.
    struct Message: Sendable {
        var type: String
        var flow: Identifier?
        var description: String?
        var becomes: [Replacement]
        var assumed: String?
    }

    /// One case of a message (all of it, or `when` holds) and the callback that now reports it.
    struct Replacement: Sendable {
        /// The case, e.g. "an external-source deposit"; nil for every case.
        var when: String?
        /// Nil when no callback of its own reports it (the catch-all still does).
        var callback: Identifier?
        /// Each payload key the host read, and the field of the callback's record that now holds its value.
        var fields: [(legacyKey: String, field: Identifier)]
        var success: Success?
        var description: String?
        var assumed: String?
    }

    /// How the host told success from the message, and the field that tells it now.
    struct Success: Sendable {
        /// The status values the earlier integration counted as success.
        var legacyValues: [String]
        /// A field of the callback's record, usually a derived boolean.
        var field: Identifier
    }
}

extension Contract {
    /// The messages of the earlier integration that `callback` now reports in `flow`, with the case where one
    /// applies: the callbacks tables' Replaces column.
    func replacedMessages(by callback: Identifier, in flow: Identifier) -> [(type: String, when: String?)] {
        (migration?.messages ?? []).filter { $0.flow == nil || $0.flow == flow }.flatMap { message in
            message.becomes.filter { $0.callback == callback }.map { (message.type, $0.when) }
        }
    }
}
