import java.io.File
import kotlin.system.exitProcess

/**
 * Runs the conformance vectors of a variant of the repository's contract (vectors/VectorRunner.kt, with the
 * reference suite's ContractTypes.kt: a variant keeps the contract's name) against its generated Kotlin;
 * exits 1 when any check failed.
 */
public fun main(args: Array<String>) {
    if (runVectors(File(args.single()), platform = "android").failed > 0) exitProcess(1)
}
