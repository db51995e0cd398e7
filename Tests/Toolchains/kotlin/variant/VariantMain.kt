import java.io.File
import kotlin.system.exitProcess

/**
 * Runs the conformance vectors of a variant of the repository's contract (the reference suite's
 * VectorRunner.kt, compiled beside this file) against its generated Kotlin; exits 1 when any check failed.
 */
public fun main(args: Array<String>) {
    if (runVectors(File(args.single())).failed > 0) exitProcess(1)
}
