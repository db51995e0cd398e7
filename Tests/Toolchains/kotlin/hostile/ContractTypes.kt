import `is`.`object`.`fun`.ClassBlockedNavigationCounter
import `is`.`object`.`fun`.ClassBridge
import `is`.`object`.`fun`.ClassConfiguration
import `is`.`object`.`fun`.ClassFailureException
import `is`.`object`.`fun`.ClassMessage
import `is`.`object`.`fun`.ClassNavigationDecision
import `is`.`object`.`fun`.ClassNavigationPolicy
import `is`.`object`.`fun`.ClassRejection
import `is`.`object`.`fun`.ClassResult
import `is`.`object`.`fun`.ClassResultTracker
import `is`.`object`.`fun`.ClassSender
import `is`.`object`.`fun`.ClassSenderPolicy
import `is`.`object`.`fun`.Error_
import `is`.`object`.`fun`.ClassSessionUrl
import org.json.JSONObject

/** The hostile contract's types under the names vectors/VectorRunner.kt uses. */
internal typealias ContractBlockedNavigationCounter = ClassBlockedNavigationCounter
internal typealias ContractBridge = ClassBridge
internal typealias ContractConfiguration = ClassConfiguration
internal typealias ContractFailureException = ClassFailureException
internal typealias ContractMessage = ClassMessage
internal typealias ContractNavigationDecision = ClassNavigationDecision
internal typealias ContractNavigationPolicy = ClassNavigationPolicy
internal typealias ContractRejection = ClassRejection
internal typealias ContractResult = ClassResult
internal typealias ContractResultTracker = ClassResultTracker
internal typealias ContractSender = ClassSender
internal typealias ContractSenderPolicy = ClassSenderPolicy
internal typealias ContractSessionUrl = ClassSessionUrl

/** A host action of the result vectors by its contract name: the hostile contract's are `return` and `in`. */
internal fun performAction(tracker: ClassResultTracker, action: String, arguments: JSONObject): ClassResultTracker.Ending? =
    when (action) {
        "return" -> tracker.`return`(Error_.fromWire(arguments.getString("error")), arguments.getBoolean("other"))
        "in" -> tracker.`in`()
        else -> error("no host action '$action'")
    }
