// Runs the conformance vectors of the hostile contract (Tests/Fixtures/HostileContract/contract.json) against
// its generated Swift. HostileContractTests compiles this file together with the generated files into one
// executable and runs it with the vectors folder as the only argument:
//
//     swiftc -swift-version 6 -warnings-as-errors Swift/*.swift main.swift -o runner && ./runner Vectors
//
// Prints one count line per vectors file (`Swift hostile vectors: messages 69 passed, 0 failed`) and a total
// (`Swift hostile vectors: N passed, 0 failed`), names every mismatch, and exits 1 when there is one. Every
// name below is a keyword or a standard type somewhere, which is the point: this file compiles only if the
// generated API spells them the way Swift allows.

import Foundation

/// This code is the iOS platform's; its id in the hostile contract is `self`.
let platform = "self"

struct VectorError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

typealias Case = [String: ClassJSON]

extension Dictionary where Key == String, Value == ClassJSON {
    func string(_ key: String) -> String? {
        if case .string(let text)? = self[key] { text } else { nil }
    }

    var name: String { string("name") ?? "?" }

    /// The sender a vector names; `origin` and `isMainFrame` are null where the platform does not say.
    var sender: ClassSender {
        if case .bool(let isMainFrame)? = self["isMainFrame"] { return ClassSender(origin: string("origin"), isMainFrame: isMainFrame) }
        return ClassSender(origin: string("origin"), isMainFrame: nil)
    }
}

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Vectors")

func file(_ name: String) throws -> Case {
    let data = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
    guard case .object(let object)? = ClassJSON(parsing: data) else { throw VectorError("\(name).json is not a JSON object") }
    return object
}

func cases(_ name: String) throws -> [Case] {
    guard case .array(let items)? = try file(name)["cases"] else { throw VectorError("\(name).json has no cases") }
    return items.compactMap { if case .object(let object) = $0 { object } else { nil } }
}

func parse(_ text: String) -> ClassJSON? {
    ClassJSON(parsing: Data(text.utf8))
}

var passed = 0
var failed = 0

/// Runs `check` on each case (nil: passed, else what went wrong) and prints the file's count line.
@MainActor func run(_ label: String, _ cases: [Case], _ check: (Case) throws -> String?) {
    var filePassed = 0
    for vector in cases {
        let problem: String?
        do { problem = try check(vector) } catch { problem = "threw \(error)" }
        if let problem {
            print("FAIL \(label): \(vector.name): \(problem)")
        } else {
            filePassed += 1
        }
    }
    passed += filePassed
    failed += cases.count - filePassed
    print("Swift hostile vectors: \(label) \(filePassed) passed, \(cases.count - filePassed) failed")
}

// MARK: - Messages, results, configuration, session URLs, navigation

/// The flow's main frame, which posts every message of `messages.json`, and the policy it posts under.
func flowSender() throws -> (ClassSender, ClassSenderPolicy) {
    guard case .object(let sender)? = try file("messages")["sender"] else { throw VectorError("messages.json has no sender") }
    return (sender.sender, ClassSenderPolicy(sessionURL: sender.string("sessionUrl") ?? ""))
}

@MainActor func messages() throws {
    let (sender, policy) = try flowSender()
    run("messages", try cases("messages")) { vector in
        guard let text = vector.string("message") else { return "no message" }
        let outcome = ClassBridge.decode(text, from: sender, policy: policy)
        if case .object(let expected)? = vector["decoded"] {
            guard case .success(let decoded) = outcome else { return "expected to decode, got \(outcome)" }
            if decoded.event.type != expected.string("type") { return "type \(decoded.event.type)" }
            if expected["delivered"] != .bool(decoded.event.isDelivered) { return "delivered \(decoded.event.isDelivered)" }
            if expected["sessionId"] != (decoded.sessionId.map(ClassJSON.string) ?? .null) { return "session \(String(describing: decoded.sessionId))" }
            if expected["payload"] != .object(decoded.event.payload) { return "payload \(ClassJSON.object(decoded.event.payload).text)" }
            // What decodes must encode back to a message that decodes to the same.
            if ClassBridge.decode(ClassBridge.encode(decoded), from: sender, policy: policy) != .success(decoded) { return "re-encoded \(ClassBridge.encode(decoded))" }
            return nil
        }
        guard case .object(let rejection)? = vector["rejection"] else { return "neither decoded nor rejection" }
        guard case .failure(let reason) = outcome else { return "expected a rejection, got \(outcome)" }
        return reason.kind == rejection.string("kind") && reason.field == rejection.string("field") ? nil : "rejected \(reason)"
    }
}

@MainActor func senders() throws {
    guard let message = try file("senders").string("message") else { throw VectorError("senders.json has no message") }
    run("senders", try cases("senders")) { vector in
        let policy = ClassSenderPolicy(sessionURL: vector.string("sessionUrl") ?? "")
        let admitted = vector["admitted"] == .bool(true)
        switch ClassBridge.decode(message, from: vector.sender, policy: policy) {
        case .success: return admitted ? nil : "decoded"
        case .failure(let rejection): return !admitted && rejection == .untrustedSender(vector.sender) ? nil : "rejected \(rejection)"
        }
    }
}

@MainActor func results() throws {
    run("results", try cases("results")) { vector in
        guard let json = vector["json"] else { return "no json" }
        let result = ClassResult(json: json)
        if vector["valid"] == .bool(true) {
            return result?.json == json ? nil : "decoded \(String(describing: result)), encoded \(result?.json.text ?? "nothing")"
        }
        return result == nil ? nil : "must not decode, got \(String(describing: result))"
    }
}

@MainActor func configuration() throws {
    let applicable = try cases("configuration").filter { vector in
        guard case .array(let platforms)? = vector["platforms"] else { return true }
        return platforms.contains(.string(platform))
    }
    guard case .object(let platformOnly)? = try file("configuration")["platformOnly"] else { throw VectorError("no platformOnly") }
    let absent = Set(platformOnly.filter { !($0.value.arrayValue { $0.stringValue } ?? []).contains(platform) }.keys)
    run("configuration", applicable) { vector in
        guard let options = vector["options"] else { return "no options" }
        var stage = "read"
        do throws(ClassFailure) {
            let configuration = try ClassConfiguration(json: options)
            stage = "validate"
            try configuration.validate()
            guard vector["valid"] == .bool(true) else { return "expected the \(vector.string("failure") ?? "") failure" }
            // Written back: every option this platform has, by contract name.
            guard case .object(let written)? = vector["written"] else { return "no written" }
            if configuration.json != .object(written.filter { !absent.contains($0.key) }) { return "written as \(configuration.json.text)" }
            return (try? ClassConfiguration(json: configuration.json)) == configuration ? nil : "its JSON reads back as another"
        } catch {
            if vector["valid"] != .bool(false) { return "unexpected failure \(error)" }
            if stage != vector.string("stage") { return "failed at \(stage)" }
            if error.code.rawValue != vector.string("failure") { return "failure \(error.code.rawValue)" }
            return error.message.hasPrefix((vector.string("option") ?? "") + " ") ? nil : "message \(error.message)"
        }
    }
}

@MainActor func sessionURLs() throws {
    run("session-urls", try cases("session-urls")) { vector in
        guard let options = vector["options"] else { return "no options" }
        do throws(ClassFailure) {
            let url = try ClassSessionURL(configuration: ClassConfiguration(json: options))
            return url.absoluteString == vector.string("url") ? nil : "built \(url.absoluteString)"
        } catch {
            return error.code.rawValue == vector.string("failure") ? nil : "unexpected \(error)"
        }
    }
}

@MainActor func navigation() throws {
    run("navigation", try cases("navigation")) { vector in
        guard case .array(let hosts)? = vector["allowedHosts"], let sessionURL = vector.string("sessionUrl"),
              let url = vector.string("url") else { return "incomplete case" }
        let policy = ClassNavigationPolicy(sessionURL: sessionURL, allowedHosts: hosts.compactMap { if case .string(let host) = $0 { host } else { nil } })
        let decision = policy.decide(url, isMainFrame: vector["mainFrame"] == .bool(true), isUserInitiated: vector["userInitiated"]?.boolValue)
        return decision.rawValue == vector.string("decision") ? nil : "decided \(decision.rawValue)"
    }
    let file = try file("navigation")
    guard case .array(let origins)? = file["origins"] else { throw VectorError("navigation.json has no origins") }
    run("navigation origins", origins.compactMap { if case .object(let origin) = $0 { origin } else { nil } }) { vector in
        let isFlowOrigin = ClassNavigationPolicy(sessionURL: vector.string("sessionUrl") ?? "").isFlowOrigin(vector.string("origin") ?? "")
        return vector["isFlowOrigin"] == .bool(isFlowOrigin) ? nil : "isFlowOrigin \(isFlowOrigin)"
    }
    guard case .object(let counter)? = file["counter"], case .array(let sequences)? = counter["sequences"] else {
        throw VectorError("navigation.json has no counter")
    }
    // Each sequence on a new counter; a step names its sequence and position.
    var steps: [Case] = [["name": .string("counter limit"), "limit": counter["limit"] ?? .null]]
    for case .object(let sequence) in sequences {
        guard case .array(let navigations)? = sequence["navigations"], case .array(let failures)? = sequence["failures"] else { continue }
        for (index, step) in zip(navigations, failures).enumerated() {
            steps.append(["name": .string("\(sequence.string("name") ?? "?") \(index + 1)"), "navigation": step.0, "failure": step.1,
                          "first": .bool(index == 0)])
        }
    }
    var recorder = ClassBlockedNavigationCounter()
    run("navigation counter", steps) { step in
        if let limit = step["limit"] { return limit == .number(Double(ClassBlockedNavigationCounter.limit)) ? nil : "limit \(ClassBlockedNavigationCounter.limit)" }
        if step["first"] == .bool(true) { recorder = ClassBlockedNavigationCounter() }
        guard case .object(let navigation)? = step["navigation"], let raw = navigation.string("decision"),
              let decision = ClassNavigationDecision(rawValue: raw) else { return "bad navigation" }
        let failure = recorder.record(decision, isMainFrame: navigation["mainFrame"] == .bool(true),
                                      isUserInitiated: navigation["userInitiated"]?.boolValue).map { ClassJSON.string($0.rawValue) } ?? .null
        return failure == step["failure"] ? nil : "failure \(failure.text)"
    }
}

// MARK: - Dispatch

/// The calls a dispatcher made: each callback by its contract name, with its argument as JSON. The `class`
/// flow is not main-actor bound, so its callbacks may be called from anywhere: the calls are behind a lock.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [ClassJSON] = []

    var calls: [ClassJSON] { lock.withLock { recorded } }

    func record(_ callback: String, _ argument: ClassJSON = .null) {
        lock.withLock { recorded.append(.object(["callback": .string(callback), "argument": argument])) }
    }

    var defaultFlow: ClassDefaultCallbacks {
        ClassDefaultCallbacks(
            onDefault: { self.record("on_default") },
            onClass: { (record: String_) in self.record("on_class", record.json) },
            onDelete: { (record: Object) in self.record("on_delete", record.json) },
            onError: { (record: Result_) in self.record("on_error", record.json) },
            onEvent: { (event: Map) in self.record("on_event", event.json) }
        )
    }

    var classFlow: ClassClassCallbacks {
        ClassClassCallbacks(
            onDefault: { self.record("on_default") },
            onClass: { (record: Object) in self.record("on_class", record.json) },
            onSwitch: { self.record("on_switch") },
            when: { (record: String_) in self.record("when", record.json) },
            onError: { (record: Result_) in self.record("on_error", record.json) },
            onEvent: { (event: Map) in self.record("on_event", event.json) }
        )
    }

    /// A new dispatcher of `flow`, for one session.
    @MainActor func dispatcher(of flow: String) throws -> (String) -> ClassDispatchOutcome {
        switch flow {
        case "default": ClassDefaultDispatcher(callbacks: defaultFlow).dispatch
        case "class": ClassClassDispatcher(callbacks: classFlow).dispatch
        default: throw VectorError("unknown flow \(flow)")
        }
    }

    /// Dispatches one step's `message` and checks its outcome and the calls it made, which it then forgets.
    @MainActor func check(_ step: Case, with dispatch: (String) -> ClassDispatchOutcome) -> String? {
        guard let message = step.string("message"), let expectedOutcome = step.string("outcome"),
              case .array(let calls)? = step["calls"] else { return "incomplete step" }
        let outcome = dispatch(message)
        let made = lock.withLock { defer { recorded = [] }; return recorded }
        let expected: [ClassJSON] = calls.map { call in
            guard case .object(let object) = call else { return call }
            return .object(["callback": object["callback"] ?? .null, "argument": object["argument"] ?? .null])
        }
        let name: String
        switch outcome {
        case .dispatched: name = "dispatched"
        case .ended: name = "ended"
        case .afterEnd: name = "after_end"
        case .handshakeReady: name = "handshake_ready"
        case .rejected: name = "rejected"
        }
        if name != expectedOutcome { return "\(message): expected \(expectedOutcome), got \(outcome)" }
        return made == expected ? nil : "\(message): calls \(ClassJSON.array(made).text)"
    }
}

@MainActor func dispatch() throws {
    run("dispatch", try cases("dispatch")) { vector in
        let recorder = Recorder()
        return recorder.check(vector, with: try recorder.dispatcher(of: vector.string("flow") ?? ""))
    }
    // Each sequence's steps through one dispatcher: nothing after the end, a once-only callback once.
    guard case .array(let sequences)? = try file("dispatch")["sequences"] else { throw VectorError("dispatch.json has no sequences") }
    run("dispatch sequences", sequences.compactMap(\.objectValue)) { sequence in
        let recorder = Recorder()
        let dispatch = try recorder.dispatcher(of: sequence.string("flow") ?? "")
        guard case .array(let steps)? = sequence["steps"], !steps.isEmpty else { return "no steps" }
        for (index, step) in steps.compactMap(\.objectValue).enumerated() {
            if let problem = recorder.check(step, with: dispatch) { return "step \(index + 1): \(problem)" }
        }
        return nil
    }
    guard case .object(let handshake)? = try file("dispatch")["handshake"], let ready = handshake.string("readyMessage"),
          case .object(let values)? = handshake["values"], let reply = handshake.string("reply") else {
        throw VectorError("dispatch.json has no handshake")
    }
    let flows: [Case] = ["default", "class"].map { ["name": .string("handshake in flow \($0)"), "flow": .string($0)] }
    run("handshake", flows + [["name": .string("reply")]]) { step in
        if let flow = step.string("flow") {
            let recorder = Recorder()
            let outcome = try recorder.dispatcher(of: flow)(ready)
            return outcome == .handshakeReady && recorder.calls.isEmpty ? nil : "got \(outcome), calls \(recorder.calls)"
        }
        guard let value = values.string("default"), let type = values.string("class\\") else { return "no values" }
        let integer: Int64? = values["constructor"]?.integerValue
        let built = ClassHandshake.replyMessage(default: value, class: Type_(rawValue: type), in: integer)
        return parse(built) == parse(reply) ? nil : "built \(built)"
    }
}

// MARK: - Behaviour the vectors cannot show

/// Each step of each sequence through a new tracker, whose host actions are named `return` and `in`.
@MainActor func resultSequences() throws {
    let (sender, policy) = try flowSender()
    var steps: [Case] = []
    for sequence in try cases("result-sequences") {
        guard case .array(let items)? = sequence["steps"] else { throw VectorError("\(sequence.name): no steps") }
        for (index, item) in items.enumerated() {
            guard case .object(var step) = item else { throw VectorError("\(sequence.name): a step is not an object") }
            step["name"] = .string("\(sequence.name) \(index + 1)")
            step["first"] = .bool(index == 0)
            step["configuration"] = sequence["configuration"]
            steps.append(step)
        }
    }
    var tracker: ClassResultTracker?
    run("result-sequences", steps) { step in
        if step["first"] == .bool(true) {
            guard let options = step["configuration"] else { return "no configuration" }
            tracker = ClassResultTracker(configuration: try ClassConfiguration(json: options))
        }
        guard let current = tracker else { return "no tracker" }
        let ending: ClassResultTracker.Ending?
        if let text = step.string("message") {
            guard case .success(let message) = ClassBridge.decode(text, from: sender, policy: policy) else { return "the message did not decode" }
            ending = current.receive(message)
        } else {
            guard case .object(let arguments)? = step["arguments"] else { return "no arguments" }
            switch step.string("action") {
            case "return": ending = current.return(error: Error_(rawValue: arguments.string("error") ?? ""), other: arguments["other"] == .bool(true))
            case "in": ending = current.in()
            default: return "no action \(step.string("action") ?? "")"
            }
        }
        // Below iOS 16 (the platform's minimum_os) a delay is whole milliseconds.
        let delay = ending?.delay.map { ClassJSON.number(Double($0)) } ?? .null
        let actual: ClassJSON = ending.map { .object(["result": $0.result.json, "delayMs": delay]) } ?? .null
        return actual == step["ending"] ? nil : "returned \(actual.text)"
    }
}

@MainActor func behaviour() throws {
    let url = "https://flow.example.com/s/sess_123#default=token_abc"
    let configuration = ClassConfiguration(self: url, Type: "Type")
    let checks: [(String, Bool)] = [
        // The session URL lives in a property named `self`: it must be that property, not the instance.
        ("the self option holds the URL", configuration.`self` == url),
        ("the description redacts the self option", !String(describing: configuration).contains("sess_123")),
        ("the description lists the options by contract name", String(describing: configuration).contains("type: Type")),
        ("an escaped default survives", configuration.string == "\"*/ /* $name ${x} \\ `tick` | <br> ünï 🚀\n"),
        ("a value named unknown is known", Type_(rawValue: "unknown") == .unknown && Type_.unknown.isKnown),
        ("a value this build does not know is kept", Type_(rawValue: "newer") == .unknownValue("newer")),
        ("a value overridden to String", Type_(rawValue: "String") == .String),
        ("a value overridden to Type", Type_(rawValue: "${type}") == .`Type`),
        ("the long value's wire", Type_.long.rawValue.count == 5_000),
        ("every known value round-trips", Type_.knownCases.allSatisfy { Type_(rawValue: $0.rawValue) == $0 }),
        ("a derived field", String_(self: "s", class: .`default`, in: 1).isDefault),
    ]
    run("behaviour", checks.map { ["name": .string($0.0), "ok": .bool($0.1)] }) { step in
        step["ok"] == .bool(true) ? nil : "failed"
    }
}

do {
    try messages()
    try senders()
    try results()
    try configuration()
    try sessionURLs()
    try navigation()
    try dispatch()
    try resultSequences()
    try behaviour()
} catch {
    print("Swift hostile vectors: could not run: \(error)")
    failed += 1
}
print("Swift hostile vectors: \(passed) passed, \(failed) failed")
exit(failed == 0 && passed > 0 ? 0 : 1)
