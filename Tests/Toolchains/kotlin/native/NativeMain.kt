import com.linkkit.contract.LinkConformance
import com.linkkit.contract.LinkError
import com.linkkit.contract.LinkExitMetadata
import com.linkkit.contract.LinkSessionCallbacks
import com.linkkit.contract.LinkSuccessMetadata
import com.linkkit.contract.LinkTokenConfiguration
import java.io.File
import org.json.JSONObject

/**
 * Runs the native-wrapper fixture's vectors (Tests/Fixtures/NativeWrapper: results, and events as a native SDK
 * reports them) through its generated runner, then the SDK surface the contract gives Android.
 */
public fun main(arguments: Array<String>) {
    val vectors = Checks("native conformance")
    for (file in LinkConformance.FILES) {
        for (report in LinkConformance.run(file, File(arguments.single()))) {
            vectors.add(report.summary, report.passed, report.failures.map { "${report.file} ${report.group}: ${it.name}: ${it.problem}" })
        }
    }
    vectors.report()
    val surface = surfaceChecks()
    surface.report()
    if (vectors.failed + surface.failed > 0 || vectors.passed == 0) kotlin.system.exitProcess(1)
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
