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

/** Dispatches `message` to recording callbacks of `flow`. */
internal fun dispatch(flow: String, message: String, recorder: Recorder): ZerohashDispatchOutcome = when (flow) {
    "fund" -> ZerohashFundDispatcher(RecordingFundCallbacks(recorder), Executor { it.run() }).dispatch(message)
    "crypto_withdrawals" -> ZerohashCryptoWithdrawalsDispatcher(RecordingCryptoWithdrawalsCallbacks(recorder), Executor { it.run() }).dispatch(message)
    else -> error("no dispatcher for flow '$flow' in this harness")
}

private fun dispatchVectors(file: JSONObject, checks: Checks) {
    val cases = file.getJSONArray("cases")
    for (index in 0 until cases.length()) {
        val vector = cases.getJSONObject(index)
        val name = vector.getString("name")
        val recorder = Recorder()
        val outcome = try {
            dispatch(vector.getString("flow"), vector.getString("message"), recorder)
        } catch (error: Exception) {
            checks.check(name, false) { "threw $error" }
            continue
        }
        // A rejected message calls nothing, or the catch-all alone when only its payload does not fit.
        val expected = vector.getJSONArray("calls")
        val matches = recorder.calls.size == expected.length() && recorder.calls.withIndex().all { (position, call) ->
            val want = expected.getJSONObject(position)
            call.callback == want.getString("callback") && sameJson(call.argument, want.get("argument"))
        }
        val outcomeMatches = if (vector.optBoolean("rejected")) {
            outcome is ZerohashDispatchOutcome.Rejected
        } else {
            outcome == ZerohashDispatchOutcome.Dispatched
        }
        checks.check(name, outcomeMatches && matches) {
            "outcome $outcome, calls ${recorder.calls}, expected ${if (vector.optBoolean("rejected")) "a rejection and " else ""}$expected"
        }
    }
}

private fun rejectionsAndExecutor(checks: Checks) {
    // A queue standing in for the main thread's executor: dispatch reads the message now, the callbacks run later.
    val recorder = Recorder()
    val queued = ArrayDeque<Runnable>()
    val dispatcher = ZerohashFundDispatcher(RecordingFundCallbacks(recorder), Executor { queued.addLast(it) })
    val completed = """{"type":"FUND_COMPLETED","payload":{"transactionId":"t","fundId":"f","assetId":"BTC","networkId":"btc"}}"""
    checks.check("a message is read before dispatch returns", dispatcher.dispatch(completed) == ZerohashDispatchOutcome.Dispatched)
    checks.check("its callbacks wait for the executor", recorder.calls.isEmpty() && queued.size == 1) { "${recorder.calls}, ${queued.size} queued" }
    queued.removeFirst().run()
    checks.check("the executor runs them in order", recorder.calls.map { it.callback } == listOf("on_completed", "on_event")) { "${recorder.calls}" }
    val failed = dispatcher.dispatch("""{"type":"FUND_FAILED","payload":{"fundId":"f","assetId":"BTC","networkId":"btc"}}""")
    checks.check("a missing field is a typed rejection",
        failed == ZerohashDispatchOutcome.Rejected(ZerohashDispatchRejection.MissingField("FUND_FAILED", "transactionId"))) { "$failed" }
    checks.check("and the catch-all runs on the executor too", queued.size == 1 && recorder.calls.size == 2)
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
        val outcome = dispatcher.dispatch(text)
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
