import com.zerohash.sdk.contract.CryptoWithdrawalsCompletedEvent
import com.zerohash.sdk.contract.FundCompletedEvent
import com.zerohash.sdk.contract.FundDepositEvent
import com.zerohash.sdk.contract.GenericEvent
import com.zerohash.sdk.contract.ZerohashDepositStatus
import com.zerohash.sdk.contract.ZerohashError
import com.zerohash.sdk.contract.ZerohashErrorKind
import org.json.JSONObject

/** Records round trip, derive `success`, keep the raw payload; the catch-all event's typed accessors. */
internal fun records(checks: Checks) {
    roundTrips(checks)
    derivedSuccess(checks)
    rawPayload(checks)
    rawNumbers(checks)
    catchAll(checks)
}

private fun roundTrips(checks: Checks) {
    val completed = FundCompletedEvent(transactionId = "tx_1", fundId = "fund_1", assetSymbol = "USDC", network = "ETH")
    checks.check("FundCompletedEvent survives toJson and fromJson", FundCompletedEvent.fromJson(completed.toJson()) == completed)
    checks.check("FundCompletedEvent uses the legacy wire keys",
        keys(completed.toJson()) == setOf("transactionId", "fundId", "assetId", "networkId")) { completed.toJson().toString() }
    val deposits = listOf(
        FundDepositEvent(depositId = "dep_1", status = ZerohashDepositStatus.PROCESSED, accountMatchingReason = "name mismatch"),
        FundDepositEvent(depositId = "dep_2", status = ZerohashDepositStatus.PENDING),
        FundDepositEvent(depositId = "dep_3", status = ZerohashDepositStatus.fromWire("VERIFYING")),
    )
    for (deposit in deposits) {
        checks.check("$deposit survives toJson and fromJson", FundDepositEvent.fromJson(deposit.toJson()) == deposit) { deposit.toJson().toString() }
    }
    val withdrawal = CryptoWithdrawalsCompletedEvent(transactionId = "tx_2", assetSymbol = "BTC", network = "BTC")
    checks.check("CryptoWithdrawalsCompletedEvent survives toJson and fromJson", CryptoWithdrawalsCompletedEvent.fromJson(withdrawal.toJson()) == withdrawal)
    for (error in listOf(ZerohashError(ZerohashErrorKind.AUTH, "expired", repeatsFailure = false),
                         ZerohashError(kind = ZerohashErrorKind.fromWire("rate_limited"), repeatsFailure = true))) {
        checks.check("$error survives toJson and fromJson", ZerohashError.fromJson(error.toJson()) == error) { error.toJson().toString() }
    }
    checks.check("an absent optional field is left out", !ZerohashError(ZerohashErrorKind.NETWORK, repeatsFailure = false).toJson().has("message"))
    checks.check("a missing required field does not decode", ZerohashError.fromJson(JSONObject("""{"kind":"auth"}""")) == null)
    checks.check("a mistyped field does not decode",
        FundDepositEvent.fromJson(JSONObject("""{"depositId":"d","status":7}""")) == null)
    checks.check("an unknown status is kept as sent",
        FundDepositEvent.fromJson(JSONObject("""{"depositId":"d","status":"VERIFYING"}"""))?.status?.wire == "VERIFYING")
}

private fun derivedSuccess(checks: Checks) {
    // The guide: success is true only for PROCESSED, false while pending, verifying or failed.
    val expected = mapOf(ZerohashDepositStatus.PROCESSED to true, ZerohashDepositStatus.FAILED to false,
                         ZerohashDepositStatus.PENDING to false, ZerohashDepositStatus.fromWire("VERIFYING") to false)
    for ((status, success) in expected) {
        val deposit = FundDepositEvent(depositId = "d", status = status)
        checks.check("success is $success for ${status.wire}", deposit.success == success && deposit.toJson().getBoolean("success") == success)
    }
    val sent = FundDepositEvent.fromJson(JSONObject("""{"depositId":"d","status":"FAILED","success":true}"""))
    checks.check("success is derived, never read from the wire", sent != null && !sent.success) { "$sent" }
}

private fun rawPayload(checks: Checks) {
    val payload = """{"transactionId":"tx_1","fundId":"fund_1","assetId":"USDC","networkId":"ETH","feeBps":25,"memo":{"a":[1,2]}}"""
    val recorder = Recorder()
    dispatch("fund", """{"type":"FUND_COMPLETED","payload":$payload}""", recorder)
    val event = recorder.calls.firstOrNull()?.value as? FundCompletedEvent
    checks.check("rawData is the untouched payload", event != null && sameJson(event.rawData, JSONObject(payload))) { "${event?.rawData}" }
    event?.rawData?.put("feeBps", 0)
    checks.check("rawData is a copy", event != null && event.rawData.getInt("feeBps") == 25)
    checks.check("rawData is not part of equality",
        event == FundCompletedEvent(transactionId = "tx_1", fundId = "fund_1", assetSymbol = "USDC", network = "ETH"))
    val deposit = FundDepositEvent.fromJson(JSONObject("""{"depositId":"d","status":"PENDING","extra":true}"""))
    checks.check("fromJson keeps the raw payload too", deposit != null && sameJson(deposit.rawData, JSONObject("""{"depositId":"d","status":"PENDING","extra":true}""")))
    val built = FundDepositEvent(depositId = "d", status = ZerohashDepositStatus.PROCESSED)
    checks.check("an event built in code has its JSON as rawData", sameJson(built.rawData, built.toJson()))
}

private fun rawNumbers(checks: Checks) {
    // No Double holds these: rawData keeps the values sent, typed reads see the nearest Double as every platform does.
    val recorder = Recorder()
    dispatch("fund", """{"type":"FUND_COMPLETED","payload":{"transactionId":"tx","fundId":"f","assetId":"BTC","networkId":"btc",""" +
        """"amount":12345678901234567891,"odd":9007199254740993,"rate":0.1000000000000000000001,"tiny":1e-400,"whole":3e9}}""", recorder)
    val event = recorder.calls.firstOrNull()?.value as? FundCompletedEvent
    val raw = event?.rawData
    checks.check("a number beyond a Long is kept as sent", raw?.get("amount")?.toString() == "12345678901234567891") { "${raw?.opt("amount")}" }
    checks.check("a number beyond 2^53 is kept as sent", raw?.get("odd")?.toString() == "9007199254740993") { "${raw?.opt("odd")}" }
    checks.check("a fraction no Double holds is kept as sent", raw?.get("rate")?.toString() == "0.1000000000000000000001") { "${raw?.opt("rate")}" }
    checks.check("rawData's text keeps them", raw.toString().contains("\"amount\":12345678901234567891") && raw.toString().contains("\"odd\":9007199254740993")) { "$raw" }
    checks.check("a whole number written with an exponent is a Long", raw?.get("whole") == 3_000_000_000L) { "${raw?.opt("whole")}" }
    checks.check("rawData is copied without re-reading text", event?.rawData?.get("amount")?.toString() == "12345678901234567891")
    val generic = GenericEvent("X", raw ?: JSONObject())
    checks.check("the catch-all reads the nearest Double",
        generic.getDouble("amount") == 1.2345678901234567E19 && generic.getDouble("rate") == 0.1 && generic.getDouble("tiny") == 0.0 &&
            generic.getLong("odd") == null && generic.getLong("whole") == 3_000_000_000L)
    checks.check("equal catch-all events hash alike, whatever their key order or number spelling",
        GenericEvent("X", JSONObject("""{"a":1,"b":[2.5,"c"]}""")).hashCode() == GenericEvent("X", JSONObject("""{"b":[2.5,"c"],"a":1.0}""")).hashCode() &&
            GenericEvent("X", JSONObject("""{"a":1}""")).hashCode() != GenericEvent("X", JSONObject("""{"a":2}""")).hashCode())
}

private fun catchAll(checks: Checks) {
    val data = JSONObject("""{"s":"text","i":3,"whole":2.0,"fraction":2.5,"big":1e12,"b":true,"o":{"k":1},"n":null,"list":[1]}""")
    val event = GenericEvent("FUND_APP_LOADED", data)
    checks.check("type", event.type == "FUND_APP_LOADED")
    checks.check("data", sameJson(event.data, data))
    checks.check("getString", event.getString("s") == "text" && event.getString("i") == null && event.getString("n") == null &&
        event.getString("absent") == null)
    checks.check("getInt", event.getInt("i") == 3 && event.getInt("whole") == 2 && event.getInt("fraction") == null &&
        event.getInt("big") == null && event.getInt("s") == null && event.getInt("absent") == null)
    checks.check("getLong", event.getLong("big") == 1_000_000_000_000L && event.getLong("i") == 3L && event.getLong("fraction") == null)
    // A millisecond timestamp does not fit an Int; 2^53 is beyond what every platform reads exactly.
    val numbers = JSONObject().put("ms", 1_700_000_000_000L).put("limit", 9_007_199_254_740_991L).put("over", 9_007_199_254_740_992L)
        .put("huge", 1e300)
    val timed = GenericEvent("ANY", numbers)
    checks.check("getLong reads whole numbers within 2^53 - 1", timed.getLong("ms") == 1_700_000_000_000L &&
        timed.getLong("limit") == 9_007_199_254_740_991L && timed.getLong("over") == null && timed.getLong("huge") == null &&
        timed.getInt("ms") == null)
    checks.check("getBool", event.getBool("b") == true && event.getBool("s") == null && event.getBool("absent") == null)
    checks.check("getDouble", event.getDouble("fraction") == 2.5 && event.getDouble("i") == 3.0 && event.getDouble("s") == null &&
        event.getDouble("absent") == null)
    checks.check("getObject", sameJson(event.getObject("o"), JSONObject("""{"k":1}""")) && event.getObject("list") == null &&
        event.getObject("n") == null && event.getObject("absent") == null)
    event.data.put("s", "changed")
    event.getObject("o")?.put("k", 2)
    data.put("i", 4)
    checks.check("the payload cannot be changed from outside", event.getString("s") == "text" && event.getObject("o")?.getInt("k") == 1 &&
        event.getInt("i") == 3)
    val reordered = GenericEvent("FUND_APP_LOADED", JSONObject("""{"b":2,"a":{"y":[1,2.0],"x":null}}"""))
    val same = GenericEvent("FUND_APP_LOADED", JSONObject("""{"a":{"x":null,"y":[1.0,2]},"b":2.0}"""))
    checks.check("equality compares JSON values", reordered == same && reordered.hashCode() == same.hashCode())
    checks.check("another type is another event", reordered != GenericEvent("FUND_COMPLETED", reordered.data))
    checks.check("toJson is {type, data}", sameJson(event.toJson(), JSONObject().put("type", "FUND_APP_LOADED").put("data", data.put("i", 3))))
}
