import org.json.JSONObject
import stream.okyc.contract.OkycBlockedNavigationCounter
import stream.okyc.contract.OkycBridge
import stream.okyc.contract.OkycConfiguration
import stream.okyc.contract.OkycEvent
import stream.okyc.contract.OkycFailureCode
import stream.okyc.contract.OkycFailureException
import stream.okyc.contract.OkycFieldReader
import stream.okyc.contract.OkycJson
import stream.okyc.contract.OkycMessage
import stream.okyc.contract.OkycNavigationDecision
import stream.okyc.contract.OkycNavigationPolicy
import stream.okyc.contract.OkycRejection
import stream.okyc.contract.OkycResult
import stream.okyc.contract.OkycResultTracker
import stream.okyc.contract.OkycSender
import stream.okyc.contract.OkycSenderPolicy
import stream.okyc.contract.OkycSessionStatus
import stream.okyc.contract.OkycSessionUrl
import stream.okyc.contract.OkycTheme
import stream.okyc.contract.OkycWebViewSecurity

/** The flow's main frame at the checks' session URL: where every message below is posted from. */
private val flowPolicy = OkycSenderPolicy("https://verify.okyc.example/s/1#t=abc")
private val flowSender = OkycSender("https://verify.okyc.example", isMainFrame = true)

private fun decodeFromFlow(text: String) = OkycBridge.decode(text, flowSender, flowPolicy)

/** The generated code's rules driven directly, where a vector cannot say it: round trips, limits, redaction. */
internal fun behaviour(checks: Checks) {
    senders(checks)
    roundTrips(checks)
    bridgeRules(checks)
    enums(checks)
    configuration(checks)
    webViewSecurity(checks)
    resultTracker(checks)
}

/** Only the flow may post: DigiLocker loads in the main frame, but its `complete` is dropped unread. */
private fun senders(checks: Checks) {
    val approved = """{"source":"okyc","v":1,"type":"complete","sessionId":"s1","payload":{"status":"approved"}}"""
    val navigation = OkycNavigationPolicy("https://verify.okyc.example/s/1#t=abc")
    val digiLocker = OkycSender("https://digilocker.meripehchaan.gov.in", isMainFrame = true)
    checks.check("DigiLocker loads in the WebView",
        navigation.decide("https://digilocker.meripehchaan.gov.in/", isMainFrame = true, isUserInitiated = false) == OkycNavigationDecision.LOAD_IN_WEB_VIEW)
    checks.check("DigiLocker cannot complete the flow", OkycBridge.decode(approved, digiLocker, flowPolicy) == OkycRejection.UntrustedSender(digiLocker))
    val frame = OkycSender("https://verify.okyc.example", isMainFrame = false)
    checks.check("a frame inside the flow cannot post", OkycBridge.decode(approved, frame, flowPolicy) == OkycRejection.UntrustedSender(frame))
    checks.check("the flow can", decodeFromFlow(approved) is OkycMessage)
    checks.check("the WebMessageListener's allowed origins are the flow's alone",
        flowPolicy.allowedOriginRules == setOf("https://verify.okyc.example")) { "${flowPolicy.allowedOriginRules}" }
    checks.check("a port the session URL names is in the rule",
        OkycSenderPolicy("https://verify.okyc.example:8443/s/1").allowedOriginRules == setOf("https://verify.okyc.example:8443"))
    checks.check("a configuration's policy", OkycSenderPolicy(OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1")).admits(flowSender))
}

/** The published page's Results: the first thing that ends the flow gives the result, once. */
private fun resultTracker(checks: Checks) {
    fun decoded(text: String) = decodeFromFlow(text) as OkycMessage
    val configuration = OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1#t=abc")
    val tracker = OkycResultTracker(configuration)
    checks.check("ready ends nothing", tracker.receive(decoded("""{"source":"okyc","v":1,"type":"ready","sessionId":"s1","payload":{"status":"processing"}}""")) == null)
    val ending = tracker.receive(decoded("""{"source":"okyc","v":1,"type":"complete","sessionId":"s1","payload":{"status":"approved"}}"""))
    checks.check("complete gives completed after 2000 ms", ending == OkycResultTracker.Ending(OkycResult.Completed("s1", OkycSessionStatus.APPROVED), 2000L)) { "$ending" }
    checks.check("a close after complete changes nothing", tracker.userClose() == null && tracker.isFinished)
    val closed = OkycResultTracker(configuration)
    checks.check("a close before any message: cancelled without a session", closed.userClose() == OkycResultTracker.Ending(OkycResult.Cancelled()))
    val failed = OkycResultTracker(OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1#t=abc", autoCloseDelay = null))
    failed.receive(decoded("""{"source":"okyc","v":1,"type":"step_started","sessionId":"s2","payload":{"step":"selfie"}}"""))
    checks.check("fail names the session seen", failed.fail(OkycFailureCode.LOAD_FAILED, "HTTP 502") ==
        OkycResultTracker.Ending(OkycResult.Failed(OkycFailureCode.LOAD_FAILED, "HTTP 502", "s2")))
}

private fun roundTrips(checks: Checks) {
    val events = listOf(
        OkycEvent.Ready(OkycSessionStatus.PROCESSING),
        OkycEvent.StepStarted("document"),
        OkycEvent.StepCompleted("selfie"),
        OkycEvent.Complete(OkycSessionStatus.APPROVED),
        OkycEvent.ErrorEvent(step = "document", code = "blurry"),
        OkycEvent.ErrorEvent(code = "timeout"),
        OkycEvent.Exit,
        OkycEvent.Resize(720),
        OkycEvent.Ready(OkycSessionStatus.fromWire("archived")),
    )
    for (event in events) {
        val message = OkycMessage(event, sessionId = "sess_1")
        checks.check("$message survives encode and decode", decodeFromFlow(OkycBridge.encode(message)) == message)
        // `complete` ends the flow with a `completed` that names its session, so the contract requires one.
        val withoutSession = decodeFromFlow(OkycBridge.encode(OkycMessage(event)))
        val expected = if (event is OkycEvent.Complete) OkycRejection.InvalidEnvelope("sessionId") else OkycMessage(event)
        checks.check("${OkycMessage(event)} without a session id", withoutSession == expected) { "$withoutSession" }
    }
    val results = listOf(
        OkycResult.Completed(sessionId = "sess_1", status = OkycSessionStatus.DECLINED),
        OkycResult.Cancelled(sessionId = "sess_1"),
        OkycResult.Cancelled(),
        OkycResult.Failed(code = OkycFailureCode.NETWORK_ERROR, message = "offline", sessionId = "sess_1"),
        OkycResult.Failed(code = OkycFailureCode.fromWire("future_code"), message = "?"),
    )
    for (result in results) {
        val json = result.toJson()
        checks.check("$result survives toJson and fromJson", OkycResult.fromJson(json) == result &&
            OkycResult.fromJson(json.toString()) == result) { json.toString() }
    }
    checks.check("result JSON uses the contract's wire names",
        keys(OkycResult.Failed(OkycFailureCode.NETWORK_ERROR, "offline").toJson()) == setOf("type", "code", "message"))
}

private fun exitMessage(padding: String): String =
    """{"source":"okyc","v":1,"type":"exit","payload":{"pad":"$padding"}}"""

private fun bridgeRules(checks: Checks) {
    val base = exitMessage("").toByteArray().size
    checks.check("a message of exactly the limit decodes",
        decodeFromFlow(exitMessage("a".repeat(10_240 - base))) == OkycMessage(OkycEvent.Exit))
    checks.check("one byte more is rejected",
        decodeFromFlow(exitMessage("a".repeat(10_241 - base))) == OkycRejection.TooLarge(10_241))
    val accents = exitMessage("é".repeat(5_100))
    checks.check("the limit counts UTF-8 bytes, not characters",
        accents.length < 10_240 && decodeFromFlow(accents) == OkycRejection.TooLarge(accents.toByteArray().size))
    val astral = exitMessage("😀".repeat(2_600))
    checks.check("a character outside the BMP counts four bytes",
        decodeFromFlow(astral) == OkycRejection.TooLarge(astral.toByteArray().size))
    // A field that does not read is recorded, not thrown: no exception is built for a rejected message.
    val reader = OkycFieldReader(JSONObject("""{"height":"tall","width":"wide"}"""))
    checks.check("a field that does not read is null, and the first such field is the problem",
        reader.required("height", "a whole number", OkycJson::long) == null && reader.optional("width", "a whole number", OkycJson::long) == null &&
            reader.problem?.field == "height" && reader.problem?.expected == "a whole number")
    // A String from the WebView can hold a lone surrogate; it is not I-JSON, and counts as the U+FFFD an encoder writes.
    checks.check("a lone surrogate is not I-JSON", decodeFromFlow(exitMessage("\uD800")) == OkycRejection.NotJson)
    checks.check("a lone surrogate counts three bytes",
        decodeFromFlow(exitMessage("\uDC00".repeat(3_500))) == OkycRejection.TooLarge(base + 3 * 3_500))
    checks.check("another version", decodeFromFlow("""{"source":"okyc","v":2,"type":"exit"}""") == OkycRejection.UnsupportedVersion)
    checks.check("a version of true", decodeFromFlow("""{"source":"okyc","v":true,"type":"exit"}""") == OkycRejection.UnsupportedVersion)
    checks.check("the version as 1.0", decodeFromFlow("""{"source":"okyc","v":1.0,"type":"exit"}""") == OkycMessage(OkycEvent.Exit))
    checks.check("another source", decodeFromFlow("""{"source":"other","v":1,"type":"exit"}""") == OkycRejection.WrongSource("other"))
    checks.check("a field's expected type is named",
        decodeFromFlow("""{"source":"okyc","v":1,"type":"resize","payload":{"height":"tall"}}""") ==
            OkycRejection.InvalidField("resize", "height", "a whole number"))
    val resize = decodeFromFlow("""{"source":"okyc","v":1,"type":"resize","payload":{"height":480}}""")
    checks.check("resize is recognised but not delivered", resize is OkycMessage && resize.event == OkycEvent.Resize(480L) && !resize.event.isDelivered)
    // org.json alone accepts each of these; the bridge reads JSON strictly.
    for (text in listOf("{'source':'okyc'}", "{source:\"okyc\"}", "{\"a\":1,}", "[1,]", "{\"a\":1} x", "// c\n{}", "{\"a\"=1}",
                        "{\"a\":01}", "{\"a\":0x1}", "{\"a\":.5}", "{\"a\":\"\t\"}", "{\"a\":TRUE}", "{\"a\":\"\\x\"}", "\"unclosed")) {
        checks.check("not JSON: ${text.replace("\n", "\\n").replace("\t", "\\t")}", decodeFromFlow(text) == OkycRejection.NotJson) {
            "got ${decodeFromFlow(text)}"
        }
    }
    // org.json's recursive tokener overflows the stack on deep nesting that fits in the size limit.
    checks.run("deep nesting is refused, not a crash") { decodeFromFlow("[".repeat(5_000) + "]".repeat(5_000)) == OkycRejection.NotJson }
    checks.check("white space around JSON is allowed", decodeFromFlow(" \n{\"source\":\"okyc\",\"v\":1,\"type\":\"exit\"}\t") ==
        OkycMessage(OkycEvent.Exit))
    val counter = OkycBlockedNavigationCounter()
    val failures = List(3) { counter.record(OkycNavigationDecision.BLOCK, isMainFrame = true, isUserInitiated = false) }
    checks.check("repeated refused navigation fails the flow", failures == listOf(null, null, OkycFailureCode.NAVIGATION_BLOCKED))
    // Three taps on the terms, privacy and help links open the system browser; they never end the flow.
    val policy = OkycNavigationPolicy("https://verify.okyc.example/s/1#t=abc")
    val taps = OkycBlockedNavigationCounter()
    val tapped = listOf("https://okyc.example/terms", "https://okyc.example/privacy", "https://help.okyc.example/").map { url ->
        val decision = policy.decide(url, isMainFrame = true, isUserInitiated = true)
        decision to taps.record(decision, isMainFrame = true, isUserInitiated = true)
    }
    checks.check("links the user opens in the system browser do not count",
        tapped.all { it == (OkycNavigationDecision.OPEN_IN_SYSTEM_BROWSER to null) } && taps.count == 0) { "$tapped" }
    checks.check("the contract names its host groups", "*.digilocker.gov.in" in OkycNavigationPolicy.DIGI_LOCKER_HOSTS)
}

private fun enums(checks: Checks) {
    checks.check("an unknown value is kept", OkycSessionStatus.fromWire("archived") == OkycSessionStatus.Unknown("archived") &&
        OkycSessionStatus.fromWire("archived").wire == "archived" && !OkycSessionStatus.fromWire("archived").isKnown)
    checks.check("a known value is its object", OkycSessionStatus.fromWire("approved") === OkycSessionStatus.APPROVED)
    checks.check("known values in contract order", OkycTheme.knownValues == listOf(OkycTheme.LIGHT, OkycTheme.DARK, OkycTheme.SYSTEM))
}

private fun configuration(checks: Checks) {
    val configuration = OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1?a=b#t=secret-token", locale = "hi", theme = OkycTheme.DARK)
    val url = OkycSessionUrl(configuration)
    checks.check("the query goes before the fragment",
        url.url == "https://verify.okyc.example/s/1?a=b&locale=hi&theme=dark#t=secret-token") { url.url }
    for (text in listOf(url.toString(), configuration.toString(), "$url", "$configuration")) {
        checks.check("descriptions never show the session URL", "secret-token" !in text && "verify.okyc.example" !in text) { text }
    }
    // A Java or Kotlin host that changes its list afterwards does not change the configuration.
    val hosts = mutableListOf("partner.example.org")
    val owned = OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1#t=abc", allowedHosts = hosts)
    hosts.add("evil.example")
    checks.check("a configuration keeps its own copy of the host list", owned.allowedHosts == listOf("partner.example.org")) { "${owned.allowedHosts}" }
    val defaults = OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1#t=abc")
    checks.check("defaults", defaults.theme == OkycTheme.SYSTEM && defaults.blockScreenshots && defaults.autoCloseDelay == 2000L &&
        defaults.allowedHosts.isEmpty() && defaults.locale == null && defaults.title == null)
    checks.run("the defaults are valid") { defaults.validate(); true }
    checks.check("a negative delay names the option", failure { OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1#t=abc", autoCloseDelay = -1).validate() }?.message == "auto_close_delay cannot be negative")
    checks.check("a session URL without a token fails", failure { OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1").validate() }?.code ==
        OkycFailureCode.INVALID_CONFIG)
    checks.check("configurations with the same options are equal and hash alike",
        defaults == OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1#t=abc") &&
            defaults.hashCode() == OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1#t=abc").hashCode() &&
            defaults != OkycConfiguration(sessionUrl = "https://verify.okyc.example/s/1#t=abc", locale = "hi"))
    checks.check("configuration text that is not an object fails", failure { OkycConfiguration.fromJson("[]") }?.code == OkycFailureCode.INVALID_CONFIG)
    checks.check("configuration text is read", OkycConfiguration.fromJson("""{"session_url":"https://a.example/#t=x","auto_close_delay":null}""") ==
        OkycConfiguration(sessionUrl = "https://a.example/#t=x", autoCloseDelay = null))
}

// The published page's Security bullets: JavaScript and DOM storage on; no file:// access, mixed content or
// third-party cookies; debugging only in debug builds; camera and microphone for the flow origin; storage
// cleared at the end; the session URL never logged.
private fun webViewSecurity(checks: Checks) {
    checks.check("the page settings", OkycWebViewSecurity.JAVASCRIPT_ENABLED && OkycWebViewSecurity.DOM_STORAGE_ENABLED &&
        !OkycWebViewSecurity.ALLOWS_FILE_ACCESS && !OkycWebViewSecurity.ALLOWS_MIXED_CONTENT && !OkycWebViewSecurity.ALLOWS_THIRD_PARTY_COOKIES)
    checks.check("inspection in debug builds only", OkycWebViewSecurity.INSPECTION.isEnabled(isDebugBuild = true) &&
        !OkycWebViewSecurity.INSPECTION.isEnabled(isDebugBuild = false))
    checks.check("media capture for the flow origin", OkycWebViewSecurity.MEDIA_CAPTURE == OkycWebViewSecurity.MediaCapture.FLOW_ORIGIN)
    checks.check("storage cleared, the URL never logged", OkycWebViewSecurity.CLEARS_WEBSITE_DATA_ON_END && !OkycWebViewSecurity.LOGS_SESSION_URL)
}

private fun failure(body: () -> Unit): OkycFailureException? = try {
    body()
    null
} catch (failure: OkycFailureException) {
    failure
}
