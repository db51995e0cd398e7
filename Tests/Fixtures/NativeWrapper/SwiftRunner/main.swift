// Runs the native-wrapper fixture's vectors (results, and events as a native SDK reports them) through the runner
// contractgen generates for it (Tests/Swift/LinkConformance.swift), and implements its SDK protocol.
// NativeWrapperTests compiles this file with the generated files into one program and runs it with the vectors
// folder as the only argument. Prints the runner's count line for each file
// (`Swift conformance: events 25 passed, 0 failed`), and exits 1 on a failure.
import Foundation

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Vectors")
var passed = 0
var failed = 0
for file in LinkConformance.files {
    for report in LinkConformance.run(file, in: folder) {
        for failure in report.failures { print("FAIL \(file): \(failure.name): \(failure.problem)") }
        print(report.summary)
        passed += report.passed
        failed += report.failures.count
    }
}

/// An SDK type that declares the entry points conforms; `create` takes one configuration.
enum Kit: LinkKitProtocol {
    @MainActor static var created: LinkTokenConfiguration?

    @MainActor static func create(_ configuration: LinkTokenConfiguration) { created = configuration }

    @MainActor static func open(receivedRedirectUri: String?) async -> LinkResult {
        fatalError("the runner does not open the flow")
    }
}

// The configuration holds the options with the contract's defaults, and the callbacks: only `onSuccess` is required.
Kit.create(LinkTokenConfiguration(token: "link-sandbox", onSuccess: { _, _ in }))
let surfaceChecks = [
    ("token", Kit.created?.token == "link-sandbox"),
    ("no_loading_state's default", Kit.created?.noLoadingState == false),
    ("on_exit unset", Kit.created?.onExit == nil),
]
for (check, ok) in surfaceChecks where !ok { print("FAIL surface: \(check)") }
let surfaceFailed = surfaceChecks.filter { !$0.1 }.count
print("Swift native surface: \(surfaceChecks.count - surfaceFailed) passed, \(surfaceFailed) failed")

print("Swift native vectors: \(passed) passed, \(failed + surfaceFailed) failed")
exit(failed + surfaceFailed == 0 && passed > 0 ? 0 : 1)
