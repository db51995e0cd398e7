// Runs the conformance vectors of a variant of the repository's contract through the runner contractgen generates
// for it (Tests/Swift/OkycConformance.swift). VariantContractTests compiles this file with the generated Swift and
// that runner into one program and runs it with the vectors folder as the only argument. Prints the runner's count
// line for each group of cases, each failing case, and a total (`Swift variant vectors: N passed, 0 failed`), and
// exits 1 on a failure.
import Foundation

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Vectors")
var passed = 0
var failed = 0
for file in OkycConformance.files {
    for report in OkycConformance.run(file, in: folder) {
        for failure in report.failures { print("FAIL \(file) \(report.group): \(failure.name): \(failure.problem)") }
        print(report.summary)
        passed += report.passed
        failed += report.failures.count
    }
}
print("Swift variant vectors: \(passed) passed, \(failed) failed")
exit(failed == 0 && passed > 0 ? 0 : 1)
