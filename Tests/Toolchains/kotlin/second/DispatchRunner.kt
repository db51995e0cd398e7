import com.zerohash.sdk.contract.ZerohashConformance
import com.zerohash.sdk.contract.ZerohashCryptoWithdrawalsDispatcher
import com.zerohash.sdk.contract.ZerohashDispatchOutcome
import com.zerohash.sdk.contract.ZerohashDispatchRejection
import com.zerohash.sdk.contract.ZerohashFundDispatcher
import java.io.File
import java.util.concurrent.Executor
import kotlin.system.exitProcess

/**
 * Runs the second contract's vectors (the folder given as the only argument) through its generated runner, then
 * what vectors cannot show: rejections and the executor, the callbacks interfaces, the records and catch-all
 * event, and the names the migration guide gives Android. Prints one count line per group and exits 1 when any check failed.
 */
public fun main(args: Array<String>) {
    val vectors = Checks("conformance")
    for (file in ZerohashConformance.FILES) {
        for (report in ZerohashConformance.run(file, File(args.single()))) {
            vectors.add(report.summary, report.passed, report.failures.map { "${report.file} ${report.group}: ${it.name}: ${it.problem}" })
        }
    }
    val groups = listOf(
        vectors,
        Checks("rejections and executor").also { rejectionsAndExecutor(it) },
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
