import org.json.JSONArray
import org.json.JSONObject

/** Counts the checks of one group and prints each failure with the case it belongs to. */
internal class Checks(private val group: String) {
    var passed = 0
        private set
    var failed = 0
        private set

    fun check(case: String, ok: Boolean, detail: () -> String = { "" }) {
        if (ok) {
            passed++
        } else {
            failed++
            println("FAIL $group: $case${detail().let { if (it.isEmpty()) "" else ": $it" }}")
        }
    }

    /** Runs `body` as one check; what it throws (a stack overflow included) fails the check, not the run. */
    fun run(case: String, body: () -> Boolean) {
        val outcome = try {
            body()
        } catch (error: Throwable) {
            check(case, false) { "threw $error" }
            return
        }
        check(case, outcome)
    }

    /** Adds one report of a generated conformance runner: its summary line, its passed cases and its failures. */
    fun add(summary: String, passedCases: Int, failures: List<String>) {
        println(summary)
        passed += passedCases
        failures.forEach { check(it, false) }
    }

    fun report() {
        println("Kotlin $group: $passed passed, $failed failed")
    }
}

/** Whether two org.json values are equal as JSON: key order and number spelling do not matter. */
internal fun sameJson(a: Any?, b: Any?): Boolean = when {
    isJsonNull(a) || isJsonNull(b) -> isJsonNull(a) && isJsonNull(b)
    a is JSONObject && b is JSONObject ->
        keys(a) == keys(b) && keys(a).all { sameJson(a.get(it), b.get(it)) }
    a is JSONArray && b is JSONArray ->
        a.length() == b.length() && (0 until a.length()).all { sameJson(a.get(it), b.get(it)) }
    a is Number && b is Number -> a.toDouble() == b.toDouble()
    else -> a == b
}

private fun isJsonNull(value: Any?): Boolean = value == null || value === JSONObject.NULL

internal fun keys(json: JSONObject): Set<String> = json.keys().asSequence().toSet()

/** The string at `key`, or null when it is absent, null or not a string. */
internal fun JSONObject.stringOrNull(key: String): String? = opt(key) as? String

internal fun JSONArray.strings(): List<String> = (0 until length()).map { getString(it) }

/** An org.json value as JSON text. */
internal fun jsonText(value: Any): String = when (value) {
    is String -> JSONObject.quote(value)
    else -> value.toString()
}
