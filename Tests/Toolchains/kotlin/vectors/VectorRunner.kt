import java.io.File
import org.json.JSONObject

/**
 * Runs every conformance vector in `folder` against the generated Kotlin of the platform `platform` and prints
 * their count line. Written against the names in the suite's ContractTypes.kt, so the reference, variant and
 * hostile suites run the same checks on contracts whose types are named differently. The reference suite's
 * `main` (ReferenceMain.kt) adds the published names and behaviours; the hostile suite's adds dispatch.
 */
internal fun runVectors(folder: File, platform: String): Checks {
    val vectors = Checks("vectors")
    val flow = flowSender(file(folder, "messages"))
    messages(cases(folder, "messages", platform), flow, vectors)
    senders(file(folder, "senders"), vectors)
    results(cases(folder, "results", platform), vectors)
    configuration(file(folder, "configuration"), platform, vectors)
    sessionUrls(cases(folder, "session-urls"), vectors)
    navigation(file(folder, "navigation"), vectors)
    resultSequences(cases(folder, "result-sequences", platform), flow, vectors)
    vectors.report()
    return vectors
}

private fun file(folder: File, name: String): JSONObject = JSONObject(File(folder, "$name.json").readText())

/** The cases of `name`.json; with `platform`, only those whose `platforms`, where a case lists them, include it. */
private fun cases(folder: File, name: String, platform: String? = null): List<JSONObject> {
    val cases = file(folder, name).getJSONArray("cases")
    return (0 until cases.length()).map { cases.getJSONObject(it) }.filter { vector ->
        val platforms = vector.optJSONArray("platforms")
        platform == null || platforms == null || platform in platforms.strings()
    }
}

/** The flow's own main frame, which posts every message of `messages.json`, and the policy it posts under. */
private class FlowSender(val sender: ContractSender, val policy: ContractSenderPolicy) {
    fun decode(text: String) = ContractBridge.decode(text, sender, policy)
}

private fun flowSender(messages: JSONObject): FlowSender {
    val sender = messages.getJSONObject("sender")
    return FlowSender(sender(sender), ContractSenderPolicy(sender.getString("sessionUrl")))
}

/** The sender a vector names; `origin` and `isMainFrame` are null where the platform does not say. */
private fun sender(vector: JSONObject) =
    ContractSender(vector.stringOrNull("origin"), vector.opt("isMainFrame") as? Boolean)

/** The file's message from each sender: decoded when the sender is admitted, else dropped as `untrusted_sender`. */
private fun senders(file: JSONObject, checks: Checks) {
    val message = file.getString("message")
    val cases = file.getJSONArray("cases")
    for (index in 0 until cases.length()) {
        val vector = cases.getJSONObject(index)
        val sender = sender(vector)
        val policy = ContractSenderPolicy(vector.getString("sessionUrl"))
        val outcome = ContractBridge.decode(message, sender, policy)
        val admitted = vector.getBoolean("admitted")
        checks.check(vector.getString("name"), policy.admits(sender) == admitted &&
            if (admitted) outcome is ContractMessage else outcome is ContractRejection && outcome.kind == "untrusted_sender") {
            "from $sender: $outcome"
        }
    }
}

private fun messages(cases: List<JSONObject>, flow: FlowSender, checks: Checks) {
    for (vector in cases) {
        val name = vector.getString("name")
        val outcome = flow.decode(vector.getString("message"))
        val expected = vector.optJSONObject("decoded")
        if (expected != null) {
            if (outcome !is ContractMessage) {
                checks.check(name, false) { "expected to decode, got $outcome" }
                continue
            }
            val sessionId = expected.opt("sessionId").takeIf { it != JSONObject.NULL }
            checks.check(name, outcome.event.type == expected.getString("type") &&
                outcome.event.isDelivered == expected.getBoolean("delivered") &&
                outcome.sessionId == sessionId &&
                sameJson(outcome.event.payloadJson(), expected.getJSONObject("payload")) &&
                // What decodes must encode back to a message that decodes to the same.
                flow.decode(ContractBridge.encode(outcome)) == outcome) {
                "decoded $outcome, payload ${outcome.event.payloadJson()}, re-encoded ${ContractBridge.encode(outcome)}"
            }
        } else {
            val rejection = vector.getJSONObject("rejection")
            checks.check(name, outcome is ContractRejection && outcome.kind == rejection.getString("kind") &&
                outcome.field == rejection.stringOrNull("field")) { "expected $rejection, got $outcome" }
        }
    }
}

private fun results(cases: List<JSONObject>, checks: Checks) {
    for (vector in cases) {
        val json = vector.get("json")
        // A vector's `json` may be any JSON value: those that are not objects are read from their text.
        val result = if (json is JSONObject) ContractResult.fromJson(json) else ContractResult.fromJson(jsonText(json))
        if (vector.getBoolean("valid")) {
            // What a platform sends for none reads as none: such a case names what it encodes back to.
            val encoded = vector.opt("encoded") ?: json
            checks.check(vector.getString("name"), result != null && sameJson(result.toJson(), encoded)) { "decoded $result" }
        } else {
            checks.check(vector.getString("name"), result == null) { "must not decode, got $result" }
        }
    }
}

private fun configuration(file: JSONObject, platform: String, checks: Checks) {
    val sensitive = file.getJSONArray("sensitive").strings()
    // The options this platform lacks: its written JSON holds every other one.
    val platformOnly = file.getJSONObject("platformOnly")
    val absent = platformOnly.keySet().filter { platform !in platformOnly.getJSONArray(it).strings() }.toSet()
    for (vector in (0 until file.getJSONArray("cases").length()).map { file.getJSONArray("cases").getJSONObject(it) }) {
        val platforms = vector.optJSONArray("platforms")
        if (platforms != null && platform !in platforms.strings()) continue
        val name = vector.getString("name")
        // Which step fails is part of the contract: reading the JSON, or validating what was read.
        var stage = "read"
        try {
            val configuration = ContractConfiguration.fromJson(vector.getJSONObject("options"))
            stage = "validate"
            configuration.validate()
            checks.check(name, vector.getBoolean("valid")) { "expected the ${vector.opt("failure")} failure" }
            val written = vector.optJSONObject("written")
            if (written != null) {
                val expected = JSONObject()
                for (key in written.keySet()) if (key !in absent) expected.put(key, written.get(key))
                val json = configuration.toJson()
                checks.check("$name: written back", sameJson(json, expected) && ContractConfiguration.fromJson(json) == configuration) {
                    "written as $json"
                }
            }
            // Whatever a host logs, no sensitive value shows: not the value, nor the part after its last '='.
            val secrets = sensitive.mapNotNull { vector.getJSONObject("options").optString(it, "").ifEmpty { null } }
                .flatMap { listOf(it, it.substringAfterLast('=')) }
            val logged = listOf(configuration.toString(), "$configuration", ContractSessionUrl(configuration).toString())
            checks.check("$name: toString", secrets.none { secret -> logged.any { it.contains(secret) } }) { "a sensitive value shows in $logged" }
        } catch (failure: ContractFailureException) {
            checks.check(name, !vector.getBoolean("valid") && failure.code.wire == vector.getString("failure") &&
                failure.message.startsWith(vector.getString("option") + " ") && stage == vector.getString("stage")) {
                "unexpected failure ${failure.code} at $stage: ${failure.message}"
            }
        }
    }
}

private fun sessionUrls(cases: List<JSONObject>, checks: Checks) {
    for (vector in cases) {
        val name = vector.getString("name")
        try {
            val url = ContractSessionUrl(ContractConfiguration.fromJson(vector.getJSONObject("options")))
            checks.check(name, url.url == vector.stringOrNull("url")) { "built ${url.url}" }
        } catch (failure: ContractFailureException) {
            checks.check(name, failure.code.wire == vector.stringOrNull("failure")) { "unexpected failure ${failure.message}" }
        }
    }
}

private fun navigation(file: JSONObject, checks: Checks) {
    val cases = file.getJSONArray("cases")
    for (index in 0 until cases.length()) {
        val vector = cases.getJSONObject(index)
        val policy = ContractNavigationPolicy(vector.getString("sessionUrl"), vector.getJSONArray("allowedHosts").strings())
        val decision = policy.decide(vector.getString("url"), vector.getBoolean("mainFrame"), vector.opt("userInitiated") as? Boolean)
        checks.check(vector.getString("name"), decision.kind == vector.getString("decision")) { "decided ${decision.kind}" }
    }
    val origins = file.getJSONArray("origins")
    for (index in 0 until origins.length()) {
        val vector = origins.getJSONObject(index)
        val isFlowOrigin = ContractNavigationPolicy(vector.getString("sessionUrl")).isFlowOrigin(vector.getString("origin"))
        checks.check("origin: ${vector.getString("name")}", isFlowOrigin == vector.getBoolean("isFlowOrigin")) { "got $isFlowOrigin" }
    }
    val counter = file.getJSONObject("counter")
    checks.check("counter limit", counter.getInt("limit") == ContractBlockedNavigationCounter.LIMIT)
    val sequences = counter.getJSONArray("sequences")
    for (sequenceIndex in 0 until sequences.length()) {
        val sequence = sequences.getJSONObject(sequenceIndex)
        val recorder = ContractBlockedNavigationCounter()
        val navigations = sequence.getJSONArray("navigations")
        val failures = sequence.getJSONArray("failures")
        for (index in 0 until navigations.length()) {
            val navigation = navigations.getJSONObject(index)
            val decision = ContractNavigationDecision.entries.single { it.kind == navigation.getString("decision") }
            val failure = recorder.record(decision, navigation.getBoolean("mainFrame"), navigation.opt("userInitiated") as? Boolean)?.wire
            val expected = failures.opt(index).takeIf { it != JSONObject.NULL }
            checks.check("counter: ${sequence.getString("name")} ${index + 1}", failure == expected) { "got $failure, expected $expected" }
        }
    }
}

/** Each step of each sequence through a new tracker: the ending it returns, or none (`performAction`: the suite's). */
private fun resultSequences(cases: List<JSONObject>, flow: FlowSender, checks: Checks) {
    for (vector in cases) {
        val tracker = ContractResultTracker(ContractConfiguration.fromJson(vector.getJSONObject("configuration")))
        val steps = vector.getJSONArray("steps")
        for (index in 0 until steps.length()) {
            val step = steps.getJSONObject(index)
            val ending = if (step.has("message")) {
                val message = flow.decode(step.getString("message")) as? ContractMessage
                    ?: error("${vector.getString("name")}: a message that does not decode")
                tracker.receive(message)
            } else {
                performAction(tracker, step.getString("action"), step.getJSONObject("arguments"))
            }
            val expected = step.optJSONObject("ending")
            val delay = expected?.opt("delayMs")?.takeIf { it != JSONObject.NULL }?.let { (it as Number).toLong() }
            val matches = if (expected == null) ending == null else
                ending != null && sameJson(ending.result.toJson(), expected.getJSONObject("result")) && ending.delayMillis == delay
            checks.check("result sequence: ${vector.getString("name")} ${index + 1}", matches) { "returned $ending, expected $expected" }
        }
    }
}
