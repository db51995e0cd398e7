// Runs the conformance vectors of the hostile contract (Tests/Fixtures/HostileContract/contract.json) through the
// runner contractgen generates for it, then checks what only this contract has. HostileContractTests compiles this
// file together with the generated files into one executable and runs it with the vectors folder as the only
// argument:
//
//     swiftc -swift-version 6 -warnings-as-errors Swift/*.swift Tests/Swift/ClassConformance.swift main.swift
//
// Prints the runner's count line for each group of cases and a total (`Swift hostile vectors: N passed, 0 failed`),
// names every mismatch, and exits 1 when there is one. Every name below is a keyword or a standard type somewhere,
// which is the point: this file compiles only if the generated API spells them the way Swift allows.

import Foundation

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Vectors")
var passed = 0
var failed = 0

for file in ClassConformance.files {
    for report in ClassConformance.run(file, in: folder) {
        for failure in report.failures { print("FAIL \(file) \(report.group): \(failure.name): \(failure.problem)") }
        print(report.summary)
        passed += report.passed
        failed += report.failures.count
    }
}

@MainActor func behaviour() {
    let url = "https://flow.example.com/s/sess_123#default=token_abc"
    let configuration = ClassConfiguration(self: url, Type: "Type")
    let checks: [(String, Bool)] = [
        // The session URL lives in a property named `self`: it must be that property, not the instance.
        ("the self option holds the URL", configuration.`self` == url),
        ("the description redacts the self option", !String(describing: configuration).contains("sess_123")),
        (
            "the description lists the options by contract name",
            String(describing: configuration).contains("type: Type")
        ),
        ("an escaped default survives", configuration.string == "\"*/ /* $name ${x} \\ `tick` | <br> ünï 🚀\n"),
        ("a value named unknown is known", Type_(rawValue: "unknown") == .unknown && Type_.unknown.isKnown),
        ("a value this build does not know is kept", Type_(rawValue: "newer") == .unknownValue("newer")),
        ("a value overridden to String", Type_(rawValue: "String") == .String),
        ("a value overridden to Type", Type_(rawValue: "${type}") == .`Type`),
        ("the long value's wire", Type_.long.rawValue.count == 5_000),
        ("every known value round-trips", Type_.knownCases.allSatisfy { Type_(rawValue: $0.rawValue) == $0 }),
        ("a derived field", String_(self: "s", class: .`default`, in: 1).isDefault),
    ]
    for (name, ok) in checks where !ok { print("FAIL behaviour: \(name)") }
    let broken = checks.filter { !$0.1 }.count
    print("Swift hostile vectors: behaviour \(checks.count - broken) passed, \(broken) failed")
    passed += checks.count - broken
    failed += broken
}

behaviour()
print("Swift hostile vectors: \(passed) passed, \(failed) failed")
exit(failed == 0 && passed > 0 ? 0 : 1)
