import `is`.`object`.`fun`.ClassConfiguration
import `is`.`object`.`fun`.ClassConformance
import `is`.`object`.`fun`.Error_
import `is`.`object`.`fun`.String_
import `is`.`object`.`fun`.Type
import java.io.File
import kotlin.system.exitProcess

/**
 * Runs every conformance vector of the hostile contract (Tests/Fixtures/HostileContract/contract.json), in the
 * folder given as the only argument, through its generated runner (Android's platform id there is `when`), then
 * behaviours vectors cannot express. Every name it uses is a keyword or a standard type somewhere, and its package
 * is three hard keywords: the runner compiles only if the generated code escapes them the way Kotlin allows. Prints
 * one count line per group and a total (`Kotlin hostile vectors: N passed, 0 failed`), and exits 1 when any check
 * failed.
 */
public fun main(args: Array<String>) {
    val vectors = Checks("hostile conformance")
    for (file in ClassConformance.FILES) {
        for (report in ClassConformance.run(file, File(args.single()))) {
            vectors.add(report.summary, report.passed, report.failures.map { "${report.file} ${report.group}: ${it.name}: ${it.problem}" })
        }
    }
    val groups = listOf(vectors, Checks("hostile behaviour").also { behaviour(it) })
    groups.drop(1).forEach(Checks::report)
    val passed = groups.sumOf { it.passed }
    val failed = groups.sumOf { it.failed }
    println("Kotlin hostile vectors: $passed passed, $failed failed")
    if (failed > 0 || passed == 0) exitProcess(1)
}

// Behaviour the vectors cannot show

private fun behaviour(checks: Checks) {
    val url = "https://flow.example.com/s/sess_123#default=token_abc"
    val configuration = ClassConfiguration(self = url, `when` = null, `fun` = true)
    checks.check("the self option holds the URL", configuration.self == url)
    checks.check("toString redacts the self option", "sess_123" !in configuration.toString()) { configuration.toString() }
    checks.check("an escaped default survives", configuration.string == "\"*/ /* \$name \${x} \\ `tick` | <br> ünï 🚀\n")
    checks.check("an escaped list default survives", configuration.with == listOf("*/", "\$x"))
    checks.check("a value named unknown is known", Type.fromWire("unknown") == Type.UNKNOWN && Type.UNKNOWN.isKnown)
    checks.check("a value this build does not know is kept", Type.fromWire("newer") == Type.UnknownValue("newer"))
    checks.check("a value overridden to String", Type.fromWire("String") == Type.String_)
    checks.check("a value named companion", Type.fromWire("Companion") == Type.COMPANION)
    checks.check("every known value round-trips", Type.knownValues.all { Type.fromWire(it.wire) == it })
    checks.check("the long value's wire", Type.LONG.wire.length == 5_000)
    checks.check("the platform-only codes", Error_.knownValues.map { it.wire }.toSet() ==
        setOf("Default 'invalid' */", "switch\"*/", "class \$x \${y}", "when", "Object", "unknown"))
    checks.check("a derived field", String_(self = "s", `class` = Type.DEFAULT, `in` = 1).isDefault)
}
