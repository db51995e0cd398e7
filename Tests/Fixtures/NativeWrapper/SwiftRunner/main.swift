// Runs the native-wrapper fixture's result vectors, and its event vectors as a native SDK reports events, against
// its generated Swift (names `Link…`), as iOS reads them, and implements its SDK protocol. NativeWrapperTests compiles this file with the generated
// files into one program and runs it with the vectors folder as the only argument. Prints a count line per file
// (`Swift native vectors: events 23 passed, 0 failed`) and exits 1 on a failure.
import Foundation

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Vectors")

/// The cases of `name`.json that are iOS's: those listing no platforms, or iOS among them.
func cases(_ name: String) throws -> [[String: LinkJSON]] {
    let data = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
    guard let cases = try JSONDecoder().decode(LinkJSON.self, from: data)["cases"]?.arrayValue(\.objectValue) else {
        throw CocoaError(.coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "\(name).json has no cases"])
    }
    return cases.filter { vector in
        vector["platforms"]?.arrayValue(\.stringValue)?.contains("ios") ?? true
    }
}

/// Runs `check` on each case of `name`.json, a case passing when `check` names no problem: how many passed and failed.
func run(_ name: String, _ check: ([String: LinkJSON]) -> String?) throws -> (passed: Int, failed: Int) {
    var filePassed = 0
    let all = try cases(name)
    for vector in all {
        if let problem = check(vector) {
            print("FAIL \(name): \(vector["name"]?.stringValue ?? "?"): \(problem)")
        } else {
            filePassed += 1
        }
    }
    print("Swift native vectors: \(name) \(filePassed) passed, \(all.count - filePassed) failed")
    return (filePassed, all.count - filePassed)
}

let results = try run("results") { vector in
    let result = vector["json"].flatMap(LinkResult.init(json:))
    guard vector["valid"] == .bool(true) else { return result == nil ? nil : "must not decode" }
    return result?.json == (vector["encoded"] ?? vector["json"]) ? nil : "decodes to \(String(describing: result))"
}

let events = try run("events") { vector in
    let kind = vector["rejection"]?["kind"]?.stringValue
    do throws(LinkPayloadProblem) {
        let event = try LinkEvent(type: vector["type"]?.stringValue ?? "", payload: vector["payload"])
        guard let decoded = vector["decoded"] else {
            return kind == "unknown_type" && event == nil ? nil : "read as \(String(describing: event))"
        }
        guard let event else { return "ignored" }
        let matches =
            decoded["type"] == .string(event.type) && decoded["delivered"] == .bool(event.isDelivered)
            && decoded["payload"] == .object(event.payload)
        return matches ? nil : "read as \(event)"
    } catch {
        return error.kind.rawValue == kind && error.field == vector["rejection"]?["field"]?.stringValue
            ? nil : "refused as \(error)"
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

let passed = results.passed + events.passed
let failed = results.failed + events.failed + surfaceFailed
print("Swift native vectors: \(passed) passed, \(failed) failed")
exit(failed == 0 && results.passed > 0 && events.passed > 0 ? 0 : 1)
