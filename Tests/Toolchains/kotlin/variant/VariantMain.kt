import java.io.File
import kotlin.system.exitProcess
import stream.okyc.contract.OkycConformance

/**
 * Runs the conformance vectors of a variant of the repository's contract (which keeps the contract's name)
 * through its generated runner; exits 1 when any case failed.
 */
public fun main(args: Array<String>) {
    val vectors = Checks("variant vectors")
    for (file in OkycConformance.FILES) {
        for (report in OkycConformance.run(file, File(args.single()))) {
            vectors.add(report.summary, report.passed, report.failures.map { "${report.file} ${report.group}: ${it.name}: ${it.problem}" })
        }
    }
    vectors.report()
    if (vectors.failed > 0 || vectors.passed == 0) exitProcess(1)
}
