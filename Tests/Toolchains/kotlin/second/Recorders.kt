import com.zerohash.sdk.contract.CryptoWithdrawalsCompletedEvent
import com.zerohash.sdk.contract.FundCompletedEvent
import com.zerohash.sdk.contract.FundDepositEvent
import com.zerohash.sdk.contract.GenericEvent
import com.zerohash.sdk.contract.CryptoWithdrawalsCallbacks
import com.zerohash.sdk.contract.ZerohashError
import com.zerohash.sdk.contract.FundCallbacks
import org.json.JSONObject

/** A callback call as the vectors write it: the contract's callback name and the argument's JSON. */
internal data class Call(val callback: String, val argument: JSONObject?, val value: Any? = null) {
    override fun toString(): String = "$callback($argument)"
}

/** Collects every callback call, in order. */
internal class Recorder {
    val calls = mutableListOf<Call>()

    fun record(callback: String, argument: JSONObject? = null, value: Any? = null) {
        calls += Call(callback, argument, value)
    }
}

/** Fund callbacks that record every call, the ones with a default body included. */
internal class RecordingFundCallbacks(private val recorder: Recorder) : FundCallbacks {
    override fun onClose() = recorder.record("on_close")
    override fun onCompleted(event: FundCompletedEvent) = recorder.record("on_completed", event.toJson(), event)
    override fun onFailed(event: FundCompletedEvent) = recorder.record("on_failed", event.toJson(), event)
    override fun onDeposit(event: FundDepositEvent) = recorder.record("on_deposit", event.toJson(), event)
    override fun onError(error: ZerohashError) = recorder.record("on_error", error.toJson(), error)
    override fun onLoaded() = recorder.record("on_loaded")
    override fun onEvent(event: GenericEvent) = recorder.record("on_event", event.toJson(), event)
}

/** Crypto Withdrawals callbacks that record every call, the ones with a default body included. */
internal class RecordingCryptoWithdrawalsCallbacks(private val recorder: Recorder) : CryptoWithdrawalsCallbacks {
    override fun onClose() = recorder.record("on_close")
    override fun onCompleted(event: CryptoWithdrawalsCompletedEvent) = recorder.record("on_completed", event.toJson(), event)
    override fun onFailed(event: CryptoWithdrawalsCompletedEvent) = recorder.record("on_failed", event.toJson(), event)
    override fun onError(error: ZerohashError) = recorder.record("on_error", error.toJson(), error)
    override fun onLoaded() = recorder.record("on_loaded")
    override fun onEvent(event: GenericEvent) = recorder.record("on_event", event.toJson(), event)
}
