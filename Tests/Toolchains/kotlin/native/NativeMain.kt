import com.linkkit.contract.LinkEvent
import com.linkkit.contract.LinkExitMetadata
import com.linkkit.contract.LinkPayloadException
import com.linkkit.contract.LinkError
import com.linkkit.contract.LinkResult
import com.linkkit.contract.LinkSessionCallbacks
import com.linkkit.contract.LinkSuccessMetadata
import com.linkkit.contract.LinkTokenConfiguration
import java.io.File
import org.json.JSONObject

/**
 * Runs the native-wrapper fixture's result and event vectors (Tests/Fixtures/NativeWrapper) against its generated
 * Kotlin, as Android reads them: each result decodes and encodes back, or is refused; each event a native SDK
 * reports is read by `LinkEvent.fromPayload` and written back, ignored as a newer SDK's, or refused naming its field.
 */
public fun main(arguments: Array<String>) {
    val folder = File(arguments.firstOrNull() ?: "Vectors")
    val results = Checks("native results")
    for (vector in cases(folder, "results")) {
        val name = vector.getString("name")
        results.run(name) {
            val json = vector.get("json")
            val result = if (json is JSONObject) LinkResult.fromJson(json) else LinkResult.fromJson(jsonText(json))
            if (vector.getBoolean("valid")) {
                result != null && sameJson(result.toJson(), vector.optJSONObject("encoded") ?: vector.getJSONObject("json"))
            } else {
                result == null
            }
        }
    }
    results.report()
    val events = Checks("native events")
    for (vector in cases(folder, "events")) {
        val name = vector.getString("name")
        val decoded = vector.optJSONObject("decoded")
        val rejection = vector.optJSONObject("rejection")
        val outcome = try {
            LinkEvent.fromPayload(vector.getString("type"), vector.opt("payload"))
        } catch (problem: LinkPayloadException) {
            problem
        }
        val ok = when {
            decoded != null -> outcome is LinkEvent && outcome.type == decoded.getString("type") &&
                outcome.isDelivered == decoded.getBoolean("delivered") &&
                sameJson(outcome.payloadJson(), decoded.getJSONObject("payload"))
            rejection?.getString("kind") == "unknown_type" -> outcome == null
            else -> outcome is LinkPayloadException && outcome.kind.wire == rejection?.getString("kind") &&
                outcome.field == rejection.stringOrNull("field")
        }
        events.check(name, ok) { "read as $outcome" }
    }
    events.report()
    val surface = surfaceChecks()
    surface.report()
    val failed = results.failed + events.failed + surface.failed
    if (failed > 0 || results.passed == 0 || events.passed == 0) kotlin.system.exitProcess(1)
}

/** The cases of `name`.json that are Android's: those listing no platforms, or Android among them. */
private fun cases(folder: File, name: String): List<JSONObject> {
    val cases = JSONObject(File(folder, "$name.json").readText()).getJSONArray("cases")
    return (0 until cases.length()).map { cases.getJSONObject(it) }.filter { vector ->
        vector.optJSONArray("platforms")?.strings()?.contains("android") ?: true
    }
}

/** The configuration `create` takes: the options with the contract's defaults, and the callbacks it delegates to. */
private fun surfaceChecks(): Checks {
    val checks = Checks("native surface")
    var exited = false
    val configuration = LinkTokenConfiguration(
        token = "link-sandbox",
        callbacks = object : LinkSessionCallbacks {
            override fun onSuccess(publicToken: String, metadata: LinkSuccessMetadata) {}

            override fun onExit(error: LinkError?, metadata: LinkExitMetadata) {
                exited = true
            }
        },
    )
    checks.check("token", configuration.token == "link-sandbox")
    checks.check("no_loading_state's default", !configuration.noLoadingState)
    val metadata = LinkExitMetadata.fromJson(JSONObject())
    if (metadata != null) configuration.onExit(null, metadata)
    checks.check("on_exit forwarded", exited) { "metadata ${metadata != null}" }
    return checks
}
