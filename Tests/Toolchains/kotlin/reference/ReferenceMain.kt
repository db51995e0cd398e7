import java.io.File
import kotlin.system.exitProcess
import stream.okyc.contract.OkycConformance

/**
 * Runs every conformance vector in the folder given as the only argument through the generated runner, then
 * the names the published reference page gives Android and a few behaviours vectors cannot express. Prints one count line per group and exits 1 when any check failed.
 */
public fun main(args: Array<String>) {
    val vectors = Checks("vectors")
    for (file in OkycConformance.FILES) {
        for (report in OkycConformance.run(file, File(args.single()))) {
            vectors.add(report.summary, report.passed, report.failures.map { "${report.file} ${report.group}: ${it.name}: ${it.problem}" })
        }
    }
    vectors.report()
    val published = Checks("published names")
    publishedNames(published)
    published.report()
    val behaviour = Checks("behaviour")
    behaviour(behaviour)
    behaviour.report()
    if (vectors.failed + published.failed + behaviour.failed > 0) exitProcess(1)
}
