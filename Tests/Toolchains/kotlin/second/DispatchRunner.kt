import com.zerohash.sdk.contract.ZerohashCryptoWithdrawalsDispatcher
import com.zerohash.sdk.contract.ZerohashDispatchOutcome
import com.zerohash.sdk.contract.ZerohashDispatchRejection
import com.zerohash.sdk.contract.ZerohashFundDispatcher
import com.zerohash.sdk.contract.ZerohashHandshake
import java.io.File
import java.util.concurrent.Executor
import kotlin.system.exitProcess
import org.json.JSONObject

/**
 * Runs the second contract's dispatch vectors (the folder given as the only argument) through the generated
 * dispatchers, then its handshake, the callbacks interfaces, the records and catch-all event, and the names
 * the migration guide gives Android. Prints one count line per group and exits 1 when any check failed.
 */
public fun main(args: Array<String>) {
    val vectors = JSONObject(File(File(args.single()), "dispatch.json").readText())
    val groups = listOf(
        Checks("dispatch vectors").also { dispatchVectors(vectors, it) },
        Checks("dispatch sequences").also { dispatchSequences(vectors, it) },
        Checks("rejections and executor").also { rejectionsAndExecutor(it) },
        Checks("handshake").also { handshake(vectors.getJSONObject("handshake"), it) },
        Checks("callbacks").also { callbacksInterfaces(it) },
        Checks("records").also { records(it) },
        Checks("guide names").also { guideNames(it) },
        Checks("SDK stub").also { sdkSurface(it) },
    )
    groups.forEach(Checks::report)
    if (groups.any { it.failed > 0 }) exitProcess(1)
}

/** Dispatches `message` to recording callbacks of `flow`, through a new dispatcher. */
internal fun dispatch(flow: String, message: String, recorder: Recorder): ZerohashDispatchOutcome = dispatcher(flow, recorder)(message)

/** A new dispatcher of `flow`, for one session, calling recording callbacks on the calling thread. */
internal fun dispatcher(flow: String, recorder: Recorder): (String) -> ZerohashDispatchOutcome = when (flow) {
    "fund" -> ZerohashFundDispatcher(RecordingFundCallbacks(recorder), Executor { it.run() })::dispatch
    "crypto_withdrawals" -> ZerohashCryptoWithdrawalsDispatcher(RecordingCryptoWithdrawalsCallbacks(recorder), Executor { it.run() })::dispatch
    else -> error("no dispatcher for flow '$flow' in this harness")
}

/** The outcome as dispatch.json names it. */
private fun nameOf(outcome: ZerohashDispatchOutcome): String = when (outcome) {
    ZerohashDispatchOutcome.Dispatched -> "dispatched"
    ZerohashDispatchOutcome.Ended -> "ended"
    ZerohashDispatchOutcome.AfterEnd -> "after_end"
    ZerohashDispatchOutcome.HandshakeReady -> "handshake_ready"
    is ZerohashDispatchOutcome.Rejected -> "rejected"
}

/**
 * Dispatches a step's `message` and says what differs from its `outcome` and `calls` (null when nothing does);
 * the calls it made are then forgotten, so the next step starts afresh.
 */
private fun checkStep(step: JSONObject, dispatch: (String) -> ZerohashDispatchOutcome, recorder: Recorder): String? {
    val outcome = try {
        dispatch(step.getString("message"))
    } catch (error: Exception) {
        return "threw $error"
    }
    val made = recorder.calls.toList()
    recorder.calls.clear()
    val expected = step.getJSONArray("calls")
    val matches = made.size == expected.length() && made.withIndex().all { (position, call) ->
        val want = expected.getJSONObject(position)
        call.callback == want.getString("callback") && sameJson(call.argument, want.get("argument"))
    }
    val outcomeMatches = nameOf(outcome) == step.getString("outcome")
    return if (matches && outcomeMatches) null else "outcome $outcome, calls $made, expected ${step.getString("outcome")} and $expected"
}

private fun dispatchVectors(file: JSONObject, checks: Checks) {
    val cases = file.getJSONArray("cases")
    for (index in 0 until cases.length()) {
        val vector = cases.getJSONObject(index)
        val recorder = Recorder()
        val problem = checkStep(vector, dispatcher(vector.getString("flow"), recorder), recorder)
        checks.check(vector.getString("name"), problem == null) { problem.orEmpty() }
    }
}

/** Each sequence's steps through one dispatcher: nothing is read after the end, so a terminal callback fires once. */
private fun dispatchSequences(file: JSONObject, checks: Checks) {
    val sequences = file.getJSONArray("sequences")
    checks.check("there are sequences", sequences.length() > 0)
    for (index in 0 until sequences.length()) {
        val sequence = sequences.getJSONObject(index)
        val recorder = Recorder()
        val dispatch = dispatcher(sequence.getString("flow"), recorder)
        val steps = sequence.getJSONArray("steps")
        val problem = (0 until steps.length()).firstNotNullOfOrNull { position ->
            checkStep(steps.getJSONObject(position), dispatch, recorder)?.let { "step ${position + 1}: $it" }
        }
        checks.check(sequence.getString("name"), steps.length() > 0 && problem == null) { problem ?: "no steps" }
    }
}

private fun rejectionsAndExecutor(checks: Checks) {
    // A queue standing in for the main thread's executor: dispatch reads the message now, the callbacks run later.
    val recorder = Recorder()
    val queued = ArrayDeque<Runnable>()
    val dispatcher = ZerohashFundDispatcher(RecordingFundCallbacks(recorder), Executor { queued.addLast(it) })
    val completed = """{"type":"FUND_COMPLETED","payload":{"transactionId":"t","fundId":"f","assetId":"BTC","networkId":"btc"}}"""
    checks.check("a message is read before dispatch returns", dispatcher.dispatch(completed) == ZerohashDispatchOutcome.Ended)
    checks.check("its callbacks wait for the executor", recorder.calls.isEmpty() && queued.size == 1) { "${recorder.calls}, ${queued.size} queued" }
    checks.check("the flow has ended before they run", dispatcher.dispatch(completed) == ZerohashDispatchOutcome.AfterEnd && queued.size == 1)
    queued.removeFirst().run()
    checks.check("the executor runs them in order", recorder.calls.map { it.callback } == listOf("on_completed", "on_event")) { "${recorder.calls}" }
    recorder.calls.clear()
    val session = ZerohashFundDispatcher(RecordingFundCallbacks(recorder), Executor { queued.addLast(it) })
    val failed = session.dispatch("""{"type":"FUND_FAILED","payload":{"fundId":"f","assetId":"BTC","networkId":"btc"}}""")
    checks.check("a missing field is a typed rejection",
        failed == ZerohashDispatchOutcome.Rejected(ZerohashDispatchRejection.MissingField("FUND_FAILED", "transactionId"))) { "$failed" }
    checks.check("and the catch-all runs on the executor too", queued.size == 1 && recorder.calls.isEmpty())
    queued.removeFirst().run()
    checks.check("with the message as sent", recorder.calls.last().callback == "on_event") { "${recorder.calls}" }
    val expected = mapOf(
        "not json" to ZerohashDispatchRejection.NotJson,
        "[1]" to ZerohashDispatchRejection.NotAnObject,
        """{"payload":{}}""" to ZerohashDispatchRejection.InvalidEnvelope("type"),
        """{"type":"FUND_APP_LOADED","payload":[]}""" to ZerohashDispatchRejection.InvalidEnvelope("payload"),
        """{"type":"FUND_COMPLETED","payload":{"transactionId":1,"fundId":"f","assetId":"BTC","networkId":"btc"}}""" to
            ZerohashDispatchRejection.InvalidField("FUND_COMPLETED", "transactionId", "a string"),
    )
    for ((text, rejection) in expected) {
        val outcome = session.dispatch(text)
        checks.check("$text is rejected as $rejection", outcome == ZerohashDispatchOutcome.Rejected(rejection)) { "$outcome" }
    }
    checks.check("a rejection names its field",
        ZerohashDispatchRejection.InvalidEnvelope("type").field == "type" && ZerohashDispatchRejection.NotJson.field == null)
}

private fun handshake(vector: JSONObject, checks: Checks) {
    for (flow in listOf("fund", "crypto_withdrawals")) {
        val recorder = Recorder()
        val outcome = dispatch(flow, vector.getString("readyMessage"), recorder)
        checks.check("$flow: the ready message is the handshake and calls nothing",
            outcome == ZerohashDispatchOutcome.HandshakeReady && recorder.calls.isEmpty()) { "got $outcome, ${recorder.calls}" }
    }
    checks.check("the ready type", ZerohashHandshake.READY == vector.getString("ready")) { ZerohashHandshake.READY }
    val values = vector.getJSONObject("values")
    // The guide: the reply carries the appIdentifier and the JWT.
    val reply = ZerohashHandshake.reply(appIdentifier = values.getString("appIdentifier"), jwt = values.getString("jwt"))
    checks.check("the reply", sameJson(JSONObject(reply), JSONObject(vector.getString("reply")))) { reply }
}
