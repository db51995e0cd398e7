import stream.okyc.contract.OkycBlockedNavigationCounter
import stream.okyc.contract.OkycBridge
import org.json.JSONObject
import stream.okyc.contract.OkycConfiguration
import stream.okyc.contract.OkycFailureCode
import stream.okyc.contract.OkycFailureException
import stream.okyc.contract.OkycMessage
import stream.okyc.contract.OkycNavigationDecision
import stream.okyc.contract.OkycNavigationPolicy
import stream.okyc.contract.OkycRejection
import stream.okyc.contract.OkycResult
import stream.okyc.contract.OkycResultTracker
import stream.okyc.contract.OkycSender
import stream.okyc.contract.OkycSenderPolicy
import stream.okyc.contract.OkycSessionUrl

/** The repository contract's types under the names vectors/VectorRunner.kt uses (the variant suite's too). */
internal typealias ContractBlockedNavigationCounter = OkycBlockedNavigationCounter
internal typealias ContractBridge = OkycBridge
internal typealias ContractConfiguration = OkycConfiguration
internal typealias ContractFailureException = OkycFailureException
internal typealias ContractMessage = OkycMessage
internal typealias ContractNavigationDecision = OkycNavigationDecision
internal typealias ContractNavigationPolicy = OkycNavigationPolicy
internal typealias ContractRejection = OkycRejection
internal typealias ContractResult = OkycResult
internal typealias ContractResultTracker = OkycResultTracker
internal typealias ContractSender = OkycSender
internal typealias ContractSenderPolicy = OkycSenderPolicy
internal typealias ContractSessionUrl = OkycSessionUrl

/** A host action of the result vectors by its contract name, with its arguments keyed by field name. */
internal fun performAction(tracker: OkycResultTracker, action: String, arguments: JSONObject): OkycResultTracker.Ending? =
    when (action) {
        "user_close" -> tracker.userClose()
        "fail" -> tracker.fail(OkycFailureCode.fromWire(arguments.getString("code")), arguments.getString("message"))
        else -> error("no host action '$action'")
    }
