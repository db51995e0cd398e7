import `is`.`object`.`fun`.ClassBlockedNavigationCounter
import `is`.`object`.`fun`.ClassBridge
import `is`.`object`.`fun`.ClassClassCallbacks
import `is`.`object`.`fun`.ClassClassDispatcher
import `is`.`object`.`fun`.ClassConfiguration
import `is`.`object`.`fun`.ClassDefaultCallbacks
import `is`.`object`.`fun`.ClassDefaultDispatcher
import `is`.`object`.`fun`.ClassDispatchOutcome
import `is`.`object`.`fun`.ClassFailureException
import `is`.`object`.`fun`.ClassHandshake
import `is`.`object`.`fun`.ClassMessage
import `is`.`object`.`fun`.ClassNavigationDecision
import `is`.`object`.`fun`.ClassNavigationPolicy
import `is`.`object`.`fun`.ClassRejection
import `is`.`object`.`fun`.ClassResult
import `is`.`object`.`fun`.ClassSessionUrl
import `is`.`object`.`fun`.Error_
import `is`.`object`.`fun`.Map_
import `is`.`object`.`fun`.Object_
import `is`.`object`.`fun`.Result_
import `is`.`object`.`fun`.String_
import `is`.`object`.`fun`.Type
import java.io.File
import kotlin.system.exitProcess
import org.json.JSONObject

/** This harness checks the Android platform's code; its id in the hostile contract is `when`. */
private const val PLATFORM = "when"

/**
 * Runs every conformance vector of the hostile contract (Tests/Fixtures/HostileContract/contract.json), in the
 * folder given as the only argument, against its generated Kotlin: messages, results, configuration, session
 * URLs, navigation and dispatch with the handshake, then behaviours vectors cannot express. Every name it uses
 * is a keyword or a standard type somewhere, and its package is three hard keywords: this file compiles only
 * if the generated code escapes them the way Kotlin allows. Prints one count line per group and a total
 * (`Kotlin hostile vectors: N passed, 0 failed`), and exits 1 when any check failed.
 */
public fun main(args: Array<String>) {
    val folder = File(args.single())
    val groups = listOf(
        Checks("hostile messages").also { messages(cases(folder, "messages"), it) },
        Checks("hostile results").also { results(cases(folder, "results"), it) },
        Checks("hostile configuration").also { configuration(cases(folder, "configuration"), it) },
        Checks("hostile session URLs").also { sessionUrls(cases(folder, "session-urls"), it) },
        Checks("hostile navigation").also { navigation(file(folder, "navigation"), it) },
        Checks("hostile dispatch").also { dispatchVectors(file(folder, "dispatch"), it) },
        Checks("hostile behaviour").also { behaviour(it) },
    )
    groups.forEach(Checks::report)
    val passed = groups.sumOf { it.passed }
    val failed = groups.sumOf { it.failed }
    println("Kotlin hostile vectors: $passed passed, $failed failed")
    if (failed > 0 || passed == 0) exitProcess(1)
}

private fun file(folder: File, name: String): JSONObject = JSONObject(File(folder, "$name.json").readText())

private fun cases(folder: File, name: String): List<JSONObject> {
    val cases = file(folder, name).getJSONArray("cases")
    return (0 until cases.length()).map { cases.getJSONObject(it) }
}

private fun messages(cases: List<JSONObject>, checks: Checks) {
    for (vector in cases) {
        val name = vector.getString("name")
        val outcome = ClassBridge.decode(vector.getString("message"))
        val expected = vector.optJSONObject("decoded")
        if (expected != null) {
            if (outcome !is ClassMessage) {
                checks.check(name, false) { "expected to decode, got $outcome" }
                continue
            }
            val sessionId = expected.opt("sessionId").takeIf { it != JSONObject.NULL }
            checks.check(name, outcome.event.type == expected.getString("type") &&
                outcome.event.isDelivered == expected.getBoolean("delivered") &&
                outcome.sessionId == sessionId &&
                sameJson(outcome.event.payloadJson(), expected.getJSONObject("payload")) &&
                ClassBridge.decode(ClassBridge.encode(outcome)) == outcome) {
                "decoded $outcome, payload ${outcome.event.payloadJson()}, re-encoded ${ClassBridge.encode(outcome)}"
            }
        } else {
            val rejection = vector.getJSONObject("rejection")
            checks.check(name, outcome is ClassRejection && outcome.kind == rejection.getString("kind") &&
                outcome.field == rejection.stringOrNull("field")) { "expected $rejection, got $outcome" }
        }
    }
}

private fun results(cases: List<JSONObject>, checks: Checks) {
    for (vector in cases) {
        val json = vector.get("json")
        val result = if (json is JSONObject) ClassResult.fromJson(json) else ClassResult.fromJson(jsonText(json))
        if (vector.getBoolean("valid")) {
            checks.check(vector.getString("name"), result != null && sameJson(result.toJson(), json)) { "decoded $result" }
        } else {
            checks.check(vector.getString("name"), result == null) { "must not decode, got $result" }
        }
    }
}

private fun configuration(cases: List<JSONObject>, checks: Checks) {
    for (vector in cases) {
        val platforms = vector.optJSONArray("platforms")
        if (platforms != null && PLATFORM !in platforms.strings()) continue
        val name = vector.getString("name")
        try {
            ClassConfiguration.fromJson(vector.getJSONObject("options")).validate()
            checks.check(name, vector.getBoolean("valid")) { "expected the ${vector.opt("failure")} failure" }
        } catch (failure: ClassFailureException) {
            checks.check(name, !vector.getBoolean("valid") && failure.code.wire == vector.getString("failure") &&
                failure.message.startsWith(vector.getString("option") + " ")) { "unexpected failure ${failure.code}: ${failure.message}" }
        }
    }
}

private fun sessionUrls(cases: List<JSONObject>, checks: Checks) {
    for (vector in cases) {
        val name = vector.getString("name")
        try {
            val url = ClassSessionUrl(ClassConfiguration.fromJson(vector.getJSONObject("options")))
            checks.check(name, url.url == vector.stringOrNull("url")) { "built ${url.url}" }
        } catch (failure: ClassFailureException) {
            checks.check(name, failure.code.wire == vector.stringOrNull("failure")) { "unexpected failure ${failure.message}" }
        }
    }
}

private fun navigation(file: JSONObject, checks: Checks) {
    val cases = file.getJSONArray("cases")
    for (index in 0 until cases.length()) {
        val vector = cases.getJSONObject(index)
        val policy = ClassNavigationPolicy(vector.getString("sessionUrl"), vector.getJSONArray("allowedHosts").strings())
        val decision = policy.decide(vector.getString("url"))
        checks.check(vector.getString("name"), decision.kind == vector.getString("decision")) { "decided ${decision.kind}" }
    }
    val counter = file.getJSONObject("counter")
    checks.check("counter limit", counter.getInt("limit") == ClassBlockedNavigationCounter.LIMIT)
    val recorder = ClassBlockedNavigationCounter()
    val decisions = counter.getJSONArray("decisions").strings()
    val failures = counter.getJSONArray("failures")
    for ((index, kind) in decisions.withIndex()) {
        val decision = ClassNavigationDecision.entries.single { it.kind == kind }
        val failure = recorder.record(decision)?.wire
        val expected = failures.opt(index).takeIf { it != JSONObject.NULL }
        checks.check("counter decision ${index + 1} ($kind)", failure == expected) { "got $failure, expected $expected" }
    }
}

// Dispatch

/** A callback call as the vectors write it: the contract's callback name and the argument's JSON. */
private data class Call(val callback: String, val argument: JSONObject?)

/** Default-flow callbacks that record every call, the ones with a default body included. */
private class RecordingDefaultCallbacks(private val calls: MutableList<Call>) : ClassDefaultCallbacks {
    override fun onDefault() { calls += Call("on_default", null) }
    override fun onClass(string_: String_) { calls += Call("on_class", string_.toJson()) }
    override fun onDelete(object_: Object_) { calls += Call("on_delete", object_.toJson()) }
    override fun onError(result_: Result_) { calls += Call("on_error", result_.toJson()) }
    override fun onEvent(map_: Map_) { calls += Call("on_event", map_.toJson()) }
}

/** Class-flow callbacks that record every call, the ones with a default body included. */
private class RecordingClassCallbacks(private val calls: MutableList<Call>) : ClassClassCallbacks {
    override fun onDefault() { calls += Call("on_default", null) }
    override fun onClass(object_: Object_) { calls += Call("on_class", object_.toJson()) }
    override fun onSwitch() { calls += Call("on_switch", null) }
    override fun `when`(string_: String_) { calls += Call("when", string_.toJson()) }
    override fun onError(result_: Result_) { calls += Call("on_error", result_.toJson()) }
    override fun onEvent(map_: Map_) { calls += Call("on_event", map_.toJson()) }
}

private fun dispatch(flow: String, message: String, calls: MutableList<Call>): ClassDispatchOutcome = when (flow) {
    "default" -> ClassDefaultDispatcher(RecordingDefaultCallbacks(calls)).dispatch(message)
    "class" -> ClassClassDispatcher(RecordingClassCallbacks(calls)).dispatch(message)
    else -> error("no dispatcher for flow '$flow' in this harness")
}

private fun dispatchVectors(file: JSONObject, checks: Checks) {
    val cases = file.getJSONArray("cases")
    for (index in 0 until cases.length()) {
        val vector = cases.getJSONObject(index)
        val calls = mutableListOf<Call>()
        checks.run(vector.getString("name")) {
            val outcome = dispatch(vector.getString("flow"), vector.getString("message"), calls)
            if (vector.optBoolean("rejected")) {
                outcome is ClassDispatchOutcome.Rejected && calls.isEmpty()
            } else {
                val expected = vector.getJSONArray("calls")
                outcome == ClassDispatchOutcome.Dispatched && calls.size == expected.length() &&
                    calls.withIndex().all { (position, call) ->
                        val want = expected.getJSONObject(position)
                        call.callback == want.getString("callback") && sameJson(call.argument, want.get("argument"))
                    }
            }
        }
        if (checks.failed > 0 && calls.isNotEmpty()) println("  calls: $calls")
    }
    val handshake = file.getJSONObject("handshake")
    for (flow in listOf("default", "class")) {
        val calls = mutableListOf<Call>()
        val outcome = dispatch(flow, handshake.getString("readyMessage"), calls)
        checks.check("handshake in flow $flow", outcome == ClassDispatchOutcome.HandshakeReady && calls.isEmpty()) { "got $outcome, $calls" }
    }
    checks.check("the ready type", ClassHandshake.READY == handshake.getString("ready")) { ClassHandshake.READY }
    val values = handshake.getJSONObject("values")
    val reply = ClassHandshake.reply(
        default = values.getString("default"),
        `class` = Type.fromWire(values.getString("class\\")),
        `in` = values.optInt("constructor"),
    )
    checks.check("the reply", sameJson(JSONObject(reply), JSONObject(handshake.getString("reply")))) { reply }
}

// Behaviour the vectors cannot show

private fun behaviour(checks: Checks) {
    val url = "https://flow.example.com/s/sess_123#default=token_abc"
    val configuration = ClassConfiguration(self = url, `when` = null, `fun` = true)
    checks.check("the self option holds the URL", configuration.self == url)
    checks.check("toString redacts the self option", "sess_123" !in configuration.toString()) { configuration.toString() }
    checks.check("an escaped default survives", configuration.string == "\"*/ /* \$name \${x} \\ `tick` | <br> ünï 🚀\n")
    checks.check("an escaped list default survives", configuration.with == listOf("*/", "\$x"))
    checks.check("a value named unknown is known", Type.fromWire("unknown") == Type.UNKNOWN && Type.UNKNOWN.isKnown)
    checks.check("a value this build does not know is kept", Type.fromWire("newer") == Type.UnknownValue("newer"))
    checks.check("a value overridden to String", Type.fromWire("String") == Type.String_)
    checks.check("a value named companion", Type.fromWire("Companion") == Type.COMPANION)
    checks.check("every known value round-trips", Type.knownValues.all { Type.fromWire(it.wire) == it })
    checks.check("the long value's wire", Type.LONG.wire.length == 5_000)
    checks.check("the platform-only codes", Error_.knownValues.map { it.wire }.toSet() ==
        setOf("Default 'invalid' */", "switch\"*/", "class \$x \${y}", "when", "Object", "unknown"))
    checks.check("a derived field", String_(self = "s", `class` = Type.DEFAULT, `in` = 1).isDefault)
}
