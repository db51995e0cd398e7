import com.zerohash.sdk.contract.CryptoWithdrawalsCompletedEvent
import com.zerohash.sdk.contract.FundCompletedEvent
import com.zerohash.sdk.contract.FundDepositEvent
import com.zerohash.sdk.contract.GenericEvent
import com.zerohash.sdk.contract.CryptoWithdrawalsCallbacks
import com.zerohash.sdk.contract.ZerohashDepositStatus
import com.zerohash.sdk.contract.ZerohashError
import com.zerohash.sdk.contract.ZerohashErrorKind
import com.zerohash.sdk.contract.FundCallbacks
import java.lang.reflect.Modifier

// Copied from the migration guide ("Android", Step 2), not from generated output: "On Android onClose, onError,
// onEvent and onCompleted are required; onFailed, onDeposit and onLoaded default to no-ops so an existing host
// compiles without them." Crypto Withdrawals has no external-source deposits, so no onDeposit.
private val guideRequired = setOf("onClose", "onError", "onEvent", "onCompleted")
private val guideDefaulted = setOf("onFailed", "onDeposit", "onLoaded")

internal fun callbacksInterfaces(checks: Checks) {
    interfaceShape(FundCallbacks::class.java, guideRequired, guideDefaulted, checks)
    interfaceShape(CryptoWithdrawalsCallbacks::class.java, guideRequired, guideDefaulted - "onDeposit", checks)

    // The guide's Android sample, as written there: it compiles only when the other callbacks have bodies.
    var closed = 0
    val fund = object : FundCallbacks {
        override fun onClose() { closed++ }
        override fun onError(error: ZerohashError) { /* ... */ }
        override fun onEvent(event: GenericEvent) { /* ... */ }
        override fun onCompleted(event: FundCompletedEvent) { /* ... */ }
        // onFailed, onDeposit and onLoaded have default no-op implementations.
    }
    val completed = FundCompletedEvent(transactionId = "t", fundId = "f", assetSymbol = "USDC", network = "ETH")
    checks.run("the default callbacks do nothing") {
        fund.onFailed(completed)
        fund.onDeposit(FundDepositEvent(depositId = "d", status = ZerohashDepositStatus.PENDING))
        fund.onLoaded()
        fund.onClose()
        closed == 1
    }
    val withdrawals = object : CryptoWithdrawalsCallbacks {
        override fun onClose() {}
        override fun onError(error: ZerohashError) {}
        override fun onEvent(event: GenericEvent) {}
        override fun onCompleted(event: CryptoWithdrawalsCompletedEvent) {}
    }
    checks.run("the default Crypto Withdrawals callbacks do nothing") {
        withdrawals.onFailed(CryptoWithdrawalsCompletedEvent(transactionId = "t", assetSymbol = "BTC", network = "BTC"))
        withdrawals.onLoaded()
        withdrawals.onError(ZerohashError(kind = ZerohashErrorKind.NETWORK, repeatsFailure = false))
        true
    }
}

/** The interface's methods are exactly `required` (abstract) and `defaulted` (with a body). */
private fun interfaceShape(type: Class<*>, required: Set<String>, defaulted: Set<String>, checks: Checks) {
    val methods = type.declaredMethods.filter { Modifier.isPublic(it.modifiers) && !Modifier.isStatic(it.modifiers) }
    val names = methods.map { it.name }
    checks.check("${type.simpleName} has the guide's callbacks", names.toSet() == required + defaulted && names.size == names.toSet().size) {
        "has $names"
    }
    // A body is a Java default method, or, where Kotlin emits none (-jvm-default=disable, as this suite compiles),
    // a static method of the interface's DefaultImpls class.
    val defaultImpls = type.declaredClasses.firstOrNull { it.simpleName == "DefaultImpls" }
        ?.declaredMethods?.filter { Modifier.isStatic(it.modifiers) }?.map { it.name }?.toSet().orEmpty()
    for (method in methods) {
        val hasBody = method.isDefault || method.name in defaultImpls
        when (method.name) {
            in required -> checks.check("${type.simpleName}.${method.name} is required", Modifier.isAbstract(method.modifiers) && !hasBody)
            in defaulted -> checks.check("${type.simpleName}.${method.name} defaults to nothing", hasBody)
        }
    }
}
