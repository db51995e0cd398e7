import com.zerohash.sdk.contract.Environment
import com.zerohash.sdk.contract.Theme
import com.zerohash.sdk.contract.ZerohashConfiguration
import com.zerohash.sdk.contract.ZerohashErrorKind

// Copied from the migration guide (Tests/Fixtures/SecondContract's source), not from generated output: the
// names Android exposes. Record types, their fields and the catch-all accessors are used by name throughout
// this harness (FundCompletedEvent.transactionId, FundDepositEvent.success, GenericEvent.getInt, rawData, ...),
// so a different name does not compile.

/** Step 2, Android: `configureFund(jwt = jwt, environment = Environment.SANDBOX, theme = Theme.SYSTEM)`, plus allowList. */
private val guideOptions = setOf("jwt", "environment", "theme", "allowList")

/** Step 3, Failure: "network, auth, validation, configuration" arrive on onError. */
private val guideErrorKinds = setOf("network", "auth", "validation", "configuration")

internal fun guideNames(checks: Checks) {
    val configuration = ZerohashConfiguration(
        jwt = "header.payload.signature",
        environment = Environment.SANDBOX,
        theme = Theme.SYSTEM,
        allowList = listOf("*.partner.example"),
    )
    checks.run("a configuration built with the guide's names is valid") { configuration.validate(); true }
    val getters = ZerohashConfiguration::class.java.declaredMethods
        .filter { it.name.startsWith("get") && it.parameterCount == 0 && java.lang.reflect.Modifier.isPublic(it.modifiers) }
        .map { it.name.removePrefix("get").replaceFirstChar(Char::lowercaseChar) }
    checks.check("the options are the guide's", getters.toSet() == guideOptions) { "generated $getters" }
    // Step 5: SYSTEM maps to the web app's auto mode.
    checks.check("SYSTEM is auto on the wire", Theme.SYSTEM.wire == "auto")
    val kinds = ZerohashErrorKind.knownValues.map { it.wire }.toSet()
    checks.check("the guide's error kinds exist", kinds.containsAll(guideErrorKinds)) { "generated $kinds" }
}
