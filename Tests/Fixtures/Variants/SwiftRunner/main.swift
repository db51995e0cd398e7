// Runs the conformance vectors of a variant of the repository's contract against its generated Swift.
// VariantContractTests compiles this file with the generated files and Tests/GeneratedContractTests/
// VectorChecks.swift into one program and runs it with the vectors folder as the only argument. Prints a count
// line per vectors file and a total (`Swift variant vectors: N passed, 0 failed`), and exits 1 on a failure.
import Foundation

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Vectors")
var passed = 0
var failed = 0
for (label, check) in VectorChecks.all {
    do {
        let report = try check(folder)
        for failure in report.failures { print("FAIL \(label): \(failure)") }
        print("Swift variant vectors: \(label) \(report.count - report.failures.count) passed, \(report.failures.count) failed")
        passed += report.count - report.failures.count
        failed += report.failures.count
    } catch {
        print("FAIL \(label): \(error)")
        failed += 1
    }
}
print("Swift variant vectors: \(passed) passed, \(failed) failed")
exit(failed == 0 && passed > 0 ? 0 : 1)
