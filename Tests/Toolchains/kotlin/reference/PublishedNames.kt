import stream.okyc.contract.OkycBridge
import stream.okyc.contract.OkycConfiguration
import stream.okyc.contract.OkycFailureCode
import stream.okyc.contract.OkycTheme

// Copied from the published reference page (https://docs.okyc.stream/reference/sdk-contract), not from
// generated output: an independent source for the names Android exposes.

/** The "Failure codes" table: the codes with ✓ in the Android column. */
private val publishedFailureCodes = setOf(
    "invalid_config", "load_failed", "network_error", "navigation_blocked", "permission_denied", "flow_error",
    "webview_unavailable",
)

/** The "Configuration" table's Android column, then Android's "Platform-only options". */
private val publishedOptions = listOf(
    "sessionUrl", "locale", "theme", "allowedHosts", "blockScreenshots", "autoCloseDelay",
    "title",
)

/** The "Bridges and messages" section: Android's bridge and the protocol constants. */
private const val PUBLISHED_BRIDGE_NAME = "OkycAndroid"
private const val PUBLISHED_BRIDGE_METHOD = "postMessage"
private const val PUBLISHED_SOURCE = "okyc"
private const val PUBLISHED_VERSION = 1
private const val PUBLISHED_MAX_BYTES = 10_240

internal fun publishedNames(checks: Checks) {
    val codes = OkycFailureCode.knownValues.map { it.wire }
    checks.check("failure codes are the Android column's", codes.toSet() == publishedFailureCodes && codes.size == codes.toSet().size) {
        "generated $codes"
    }

    // Named arguments: an option spelled otherwise than on the page does not compile.
    val configuration = OkycConfiguration(
        sessionUrl = "https://flow.example.com/s/1#t=token",
        locale = "hi",
        theme = OkycTheme.DARK,
        allowedHosts = listOf("partner.example.org"),
        blockScreenshots = false,
        autoCloseDelay = 0,
        title = "Verify",
    )
    checks.run("a configuration built with the published option names is valid") { configuration.validate(); true }
    // And no option the page does not list: a data class has one getter per option.
    val getters = OkycConfiguration::class.java.declaredMethods
        .filter { it.name.startsWith("get") && it.parameterCount == 0 && java.lang.reflect.Modifier.isPublic(it.modifiers) }
        .map { it.name.removePrefix("get").replaceFirstChar(Char::lowercaseChar) }
    checks.check("the options are exactly the published ones", getters.toSet() == publishedOptions.toSet()) { "generated $getters" }

    checks.check("bridge name", OkycBridge.NAME == PUBLISHED_BRIDGE_NAME) { OkycBridge.NAME }
    checks.check("bridge method", OkycBridge.METHOD == PUBLISHED_BRIDGE_METHOD) { OkycBridge.METHOD }
    checks.check("protocol source", OkycBridge.SOURCE == PUBLISHED_SOURCE) { OkycBridge.SOURCE }
    checks.check("protocol version", OkycBridge.PROTOCOL_VERSION == PUBLISHED_VERSION)
    checks.check("message size limit", OkycBridge.MAX_MESSAGE_BYTES == PUBLISHED_MAX_BYTES)
}
