import `is`.`object`.`fun`.ClassClassCallbacks
import `is`.`object`.`fun`.ClassClassDispatcher
import `is`.`object`.`fun`.ClassConfiguration
import `is`.`object`.`fun`.ClassDefaultCallbacks
import `is`.`object`.`fun`.ClassDefaultDispatcher
import `is`.`object`.`fun`.ClassDispatchOutcome
import `is`.`object`.`fun`.ClassHandshake
import `is`.`object`.`fun`.Error_
import `is`.`object`.`fun`.Map_
import `is`.`object`.`fun`.Object_
import `is`.`object`.`fun`.Result_
import `is`.`object`.`fun`.String_
import `is`.`object`.`fun`.Type
import java.io.File
import java.util.concurrent.Executor
import kotlin.system.exitProcess
import org.json.JSONObject

/** This harness checks the Android platform's code; its id in the hostile contract is `when`. */
private const val PLATFORM = "when"

/**
 * Runs every conformance vector of the hostile contract (Tests/Fixtures/HostileContract/contract.json), in the
 * folder given as the only argument, against its generated Kotlin: the vector files every suite runs
 * (vectors/VectorRunner.kt), dispatch with the handshake, then behaviours vectors cannot express. Every name
 * it uses is a keyword or a standard type somewhere, and its package is three hard keywords: this file compiles only
 * if the generated code escapes them the way Kotlin allows. Prints one count line per group and a total
 * (`Kotlin hostile vectors: N passed, 0 failed`), and exits 1 when any check failed.
 */
public fun main(args: Array<String>) {
    val folder = File(args.single())
    val vectors = runVectors(folder, PLATFORM)
    val groups = listOf(
        vectors,
        Checks("hostile dispatch").also { dispatchVectors(file(folder, "dispatch"), it) },
        Checks("hostile behaviour").also { behaviour(it) },
    )
    groups.drop(1).forEach(Checks::report)
    val passed = groups.sumOf { it.passed }
    val failed = groups.sumOf { it.failed }
    println("Kotlin hostile vectors: $passed passed, $failed failed")
    if (failed > 0 || passed == 0) exitProcess(1)
}

private fun file(folder: File, name: String): JSONObject = JSONObject(File(folder, "$name.json").readText())

// Dispatch

/** A callback call as the vectors write it: the contract's callback name and the argument's JSON. */
private data class Call(val callback: String, val argument: JSONObject?)

/** Default-flow callbacks that record every call, the ones with a default body included. */
private class RecordingDefaultCallbacks(private val calls: MutableList<Call>) : ClassDefaultCallbacks {
    override fun onDefault() { calls += Call("on_default", null) }
    override fun onClass(string_: String_) { calls += Call("on_class", string_.toJson()) }
    // The contract deprecates on_delete: a host that still overrides it hears so, as this one does here.
    @Suppress("OVERRIDE_DEPRECATION")
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

/** A new dispatcher of `flow`, for one session; its callbacks run before dispatch returns, where `calls` sees them. */
private fun dispatcher(flow: String, calls: MutableList<Call>): (String) -> ClassDispatchOutcome = when (flow) {
    "default" -> ClassDefaultDispatcher(RecordingDefaultCallbacks(calls), Executor { it.run() })::dispatch
    "class" -> ClassClassDispatcher(RecordingClassCallbacks(calls), Executor { it.run() })::dispatch
    else -> error("no dispatcher for flow '$flow' in this harness")
}

/** The outcome as dispatch.json names it. */
private fun nameOf(outcome: ClassDispatchOutcome): String = when (outcome) {
    ClassDispatchOutcome.Dispatched -> "dispatched"
    ClassDispatchOutcome.Ended -> "ended"
    ClassDispatchOutcome.AfterEnd -> "after_end"
    ClassDispatchOutcome.HandshakeReady -> "handshake_ready"
    is ClassDispatchOutcome.Rejected -> "rejected"
}

/** Dispatches a step's `message`: whether its outcome and calls are the step's. The calls are then forgotten. */
private fun stepMatches(step: JSONObject, dispatch: (String) -> ClassDispatchOutcome, calls: MutableList<Call>): Boolean {
    val outcome = dispatch(step.getString("message"))
    val expected = step.getJSONArray("calls")
    val matches = nameOf(outcome) == step.getString("outcome") && calls.size == expected.length() &&
        calls.withIndex().all { (position, call) ->
            val want = expected.getJSONObject(position)
            call.callback == want.getString("callback") && sameJson(call.argument, want.get("argument"))
        }
    if (!matches) println("  ${step.getString("message")}: $outcome, calls: $calls")
    calls.clear()
    return matches
}

private fun dispatchVectors(file: JSONObject, checks: Checks) {
    val cases = file.getJSONArray("cases")
    for (index in 0 until cases.length()) {
        val vector = cases.getJSONObject(index)
        val calls = mutableListOf<Call>()
        checks.run(vector.getString("name")) { stepMatches(vector, dispatcher(vector.getString("flow"), calls), calls) }
    }
    // Each sequence's steps through one dispatcher: nothing after the end, a once-only callback once.
    val sequences = file.getJSONArray("sequences")
    checks.check("there are sequences", sequences.length() > 0)
    for (index in 0 until sequences.length()) {
        val sequence = sequences.getJSONObject(index)
        val calls = mutableListOf<Call>()
        checks.run(sequence.getString("name")) {
            val dispatch = dispatcher(sequence.getString("flow"), calls)
            val steps = sequence.getJSONArray("steps")
            steps.length() > 0 && (0 until steps.length()).all { stepMatches(steps.getJSONObject(it), dispatch, calls) }
        }
    }
    val handshake = file.getJSONObject("handshake")
    for (flow in listOf("default", "class")) {
        val calls = mutableListOf<Call>()
        val outcome = dispatcher(flow, calls)(handshake.getString("readyMessage"))
        checks.check("handshake in flow $flow", outcome == ClassDispatchOutcome.HandshakeReady && calls.isEmpty()) { "got $outcome, $calls" }
    }
    checks.check("the ready type", ClassHandshake.READY == handshake.getString("ready")) { ClassHandshake.READY }
    val values = handshake.getJSONObject("values")
    val reply = ClassHandshake.reply(
        default = values.getString("default"),
        `class` = Type.fromWire(values.getString("class\\")),
        `in` = values.optLong("constructor"),
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
