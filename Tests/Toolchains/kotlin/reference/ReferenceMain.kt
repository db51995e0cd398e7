import java.io.File
import kotlin.system.exitProcess

/**
 * Runs every conformance vector in the folder given as the only argument against the generated Kotlin,
 * then the names the published reference page gives Android and a few behaviours vectors cannot express.
 * Prints one count line per group and exits 1 when any check failed.
 */
public fun main(args: Array<String>) {
    val vectors = runVectors(File(args.single()), platform = "android")
    val published = Checks("published names")
    publishedNames(published)
    published.report()
    val behaviour = Checks("behaviour")
    behaviour(behaviour)
    behaviour.report()
    if (vectors.failed + published.failed + behaviour.failed > 0) exitProcess(1)
}
