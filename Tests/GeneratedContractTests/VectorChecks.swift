// Every conformance vector, checked against the generated Swift of the repository's contract (names `Okyc…`).
// The package's VectorTests run these checks on Generated/; VariantContractTests compile this file with the
// Swift rendered from variants of the contract and `Tests/Fixtures/Variants/SwiftRunner/main.swift`, so both
// run the same checks.
import Foundation
#if canImport(GeneratedContract)
    import GeneratedContract
#endif

// What an invalid configuration is thrown as: the contract's failure, or, in a variant whose configuration names
// no failure code (compiled with `-D CONFIGURATION_ERROR`), the configuration error, which has none.
#if CONFIGURATION_ERROR
    typealias ConfigurationProblem = OkycConfigurationError

    extension OkycConfigurationError {
        var failureCode: String? { nil }
    }
#else
    typealias ConfigurationProblem = OkycFailure

    extension OkycFailure {
        var failureCode: String? { code.rawValue }
    }
#endif

/// One vectors file's outcome: how many cases ran, and what went wrong in each that failed.
struct VectorReport {
    var count = 0
    var failures: [String] = []

    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }
}

enum VectorChecks {
    /// The iOS platform's code.
    static let platform = "ios"

    static func file(_ name: String, in folder: URL) throws -> [String: OkycJSON] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
        guard case .object(let object) = try JSONDecoder().decode(OkycJSON.self, from: data) else {
            throw VectorError("\(name).json is not a JSON object")
        }
        return object
    }

    static func cases(_ name: String, in folder: URL) throws -> [[String: OkycJSON]] {
        guard case .array(let items)? = try file(name, in: folder)["cases"] else {
            throw VectorError("\(name).json has no cases")
        }
        return try items.map { item in
            guard case .object(let object) = item else { throw VectorError("a case of \(name).json is not an object") }
            return object
        }
    }

    /// Cases about a platform-only option or field list their platforms; the others apply everywhere.
    static func appliesToThisPlatform(_ vector: [String: OkycJSON]) -> Bool {
        guard case .array(let platforms)? = vector["platforms"] else { return true }
        return platforms.contains(.string(platform))
    }

    /// The flow's own main frame, which posts every message of `messages.json`, and the policy it posts under.
    static func flowSender(in folder: URL) throws -> (OkycSender, OkycSenderPolicy) {
        guard case .object(let sender)? = try file("messages", in: folder)["sender"],
            let sessionURL = sender.string("sessionUrl")
        else {
            throw VectorError("messages.json has no sender")
        }
        return (sender.sender, OkycSenderPolicy(sessionURL: sessionURL))
    }

    static func messages(in folder: URL) throws -> VectorReport {
        var report = VectorReport()
        let (sender, policy) = try flowSender(in: folder)
        for vector in try cases("messages", in: folder).filter(appliesToThisPlatform) {
            report.count += 1
            guard let message = vector.string("message") else {
                report.failures.append("\(vector.name): no message")
                continue
            }
            let outcome = OkycBridge.decode(message, from: sender, policy: policy)
            if case .object(let expected)? = vector["decoded"] {
                guard case .success(let decoded) = outcome else {
                    report.failures.append("\(vector.name): expected to decode, got \(outcome)")
                    continue
                }
                report.expect(decoded.event.type == expected.string("type"), "\(vector.name): type")
                report.expect(expected["delivered"] == .bool(decoded.event.isDelivered), "\(vector.name): delivered")
                report.expect(
                    expected["sessionId"] == (decoded.sessionId.map(OkycJSON.string) ?? .null),
                    "\(vector.name): sessionId")
                report.expect(expected["payload"] == .object(decoded.event.payload), "\(vector.name): payload")
                // What decodes must encode back to a message that decodes to the same.
                report.expect(
                    OkycBridge.decode(OkycBridge.encode(decoded), from: sender, policy: policy) == .success(decoded),
                    "\(vector.name): round trip")
            } else if case .object(let rejection)? = vector["rejection"] {
                guard case .failure(let reason) = outcome else {
                    report.failures.append("\(vector.name): expected a rejection, got \(outcome)")
                    continue
                }
                report.expect(reason.kind == rejection.string("kind"), "\(vector.name): \(reason)")
                report.expect(reason.field == rejection.string("field"), "\(vector.name): \(reason)")
            } else {
                report.failures.append("\(vector.name): neither decoded nor rejection")
            }
        }
        return report
    }

    static func results(in folder: URL) throws -> VectorReport {
        var report = VectorReport()
        for vector in try cases("results", in: folder).filter(appliesToThisPlatform) {
            report.count += 1
            guard let json = vector["json"] else {
                report.failures.append("\(vector.name): no json")
                continue
            }
            let result = OkycResult(json: json)
            if vector["valid"] == .bool(true) {
                // What a platform sends for none reads as none: such a case names what it encodes back to.
                report.expect(
                    result?.json == (vector["encoded"] ?? json), "\(vector.name): decodes and encodes back to its JSON")
            } else {
                report.expect(result == nil, "\(vector.name): must not decode")
            }
        }
        return report
    }

    static func configuration(in folder: URL) throws -> VectorReport {
        var report = VectorReport()
        guard case .object(let platformOnly)? = try file("configuration", in: folder)["platformOnly"] else {
            throw VectorError("configuration.json has no platformOnly")
        }
        // The options this platform has: the written JSON holds exactly these.
        let absent = Set(
            platformOnly.filter { !($0.value.arrayValue { $0.stringValue } ?? []).contains(platform) }.keys)
        for vector in try cases("configuration", in: folder).filter(appliesToThisPlatform) {
            report.count += 1
            guard let options = vector["options"] else {
                report.failures.append("\(vector.name): no options")
                continue
            }
            // Which step fails is part of the contract: reading the JSON, or validating what was read.
            var stage = "read"
            do throws(ConfigurationProblem) {
                let configuration = try OkycConfiguration(json: options)
                stage = "validate"
                try configuration.validate()
                report.expect(
                    vector["valid"] == .bool(true),
                    "\(vector.name): expected the \(vector.string("failure") ?? "") failure")
                if case .object(let written)? = vector["written"] {
                    let expected = written.filter { !absent.contains($0.key) }
                    report.expect(
                        configuration.json == .object(expected), "\(vector.name): written as \(configuration.json.text)"
                    )
                    report.expect(
                        (try? OkycConfiguration(json: configuration.json)) == configuration,
                        "\(vector.name): its JSON reads back as another")
                }
            } catch {
                report.expect(vector["valid"] == .bool(false), "\(vector.name): unexpected failure \(error)")
                report.expect(stage == vector.string("stage"), "\(vector.name): failed at \(stage)")
                report.expect(
                    error.failureCode == vector.string("failure"), "\(vector.name): failure \(error.failureCode ?? "")")
                report.expect(
                    error.message.hasPrefix((vector.string("option") ?? "") + " "), "\(vector.name): \(error.message)")
            }
        }
        return report
    }

    static func sessionURLs(in folder: URL) throws -> VectorReport {
        var report = VectorReport()
        for vector in try cases("session-urls", in: folder) {
            report.count += 1
            guard let options = vector["options"] else {
                report.failures.append("\(vector.name): no options")
                continue
            }
            do throws(ConfigurationProblem) {
                let url = try OkycSessionURL(configuration: OkycConfiguration(json: options))
                report.expect(url.absoluteString == vector.string("url"), "\(vector.name): \(url.absoluteString)")
            } catch {
                report.expect(error.failureCode == vector.string("failure"), "\(vector.name): unexpected \(error)")
                // Without a failure code, the vector names the option at fault.
                if let option = vector.string("option") {
                    report.expect(error.message.hasPrefix(option + " "), "\(vector.name): \(error.message)")
                }
            }
        }
        return report
    }

    static func navigation(in folder: URL) throws -> VectorReport {
        var report = VectorReport()
        for vector in try cases("navigation", in: folder) {
            report.count += 1
            guard case .array(let hosts)? = vector["allowedHosts"], let sessionURL = vector.string("sessionUrl"),
                let url = vector.string("url")
            else {
                report.failures.append("\(vector.name): no allowedHosts, sessionUrl or url")
                continue
            }
            let policy = OkycNavigationPolicy(
                sessionURL: sessionURL,
                allowedHosts: hosts.compactMap { if case .string(let host) = $0 { host } else { nil } })
            let decision = policy.decide(
                url, isMainFrame: vector["mainFrame"] == .bool(true),
                isUserInitiated: vector["userInitiated"]?.boolValue)
            report.expect(
                decision.rawValue == vector.string("decision"), "\(vector.name): decided \(decision.rawValue)")
        }
        let file = try file("navigation", in: folder)
        guard case .array(let origins)? = file["origins"] else { throw VectorError("navigation.json has no origins") }
        for case .object(let vector) in origins {
            report.count += 1
            let policy = OkycNavigationPolicy(sessionURL: vector.string("sessionUrl") ?? "")
            report.expect(
                vector["isFlowOrigin"] == .bool(policy.isFlowOrigin(vector.string("origin") ?? "")),
                "origin: \(vector.name)")
        }
        // A variant without a blocked-navigation limit (compiled with `-D NO_BLOCKED_LIMIT`) has no counter, in
        // its code or its vectors.
        #if NO_BLOCKED_LIMIT
            report.expect(file["counter"] == nil, "navigation.json has a counter, but the contract no limit")
            return report
        #else
            return try counter(file, report)
        #endif
    }

    #if !NO_BLOCKED_LIMIT
        static func counter(_ file: [String: OkycJSON], _ report: VectorReport) throws -> VectorReport {
            var report = report
            guard case .object(let counter)? = file["counter"], case .array(let sequences)? = counter["sequences"]
            else {
                throw VectorError("navigation.json has no counter")
            }
            report.expect(counter["limit"] == .number(Double(OkycBlockedNavigationCounter.limit)), "counter limit")
            for case .object(let sequence) in sequences {
                guard case .array(let navigations)? = sequence["navigations"],
                    case .array(let failures)? = sequence["failures"]
                else {
                    throw VectorError("a counter sequence has no navigations or failures")
                }
                var recorder = OkycBlockedNavigationCounter()
                for (navigation, failure) in zip(navigations, failures) {
                    report.count += 1
                    guard case .object(let step) = navigation,
                        let decision = step.string("decision").flatMap(OkycNavigationDecision.init)
                    else {
                        throw VectorError("bad navigation in \(sequence.name)")
                    }
                    let recorded = recorder.record(
                        decision, isMainFrame: step["mainFrame"] == .bool(true),
                        isUserInitiated: step["userInitiated"]?.boolValue)
                    report.expect(
                        (recorded.map { OkycJSON.string($0.rawValue) } ?? .null) == failure, "counter: \(sequence.name)"
                    )
                }
            }
            return report
        }
    #endif

    /// The vectors' message from each sender: decoded when the sender is admitted, else dropped as `untrusted_sender`.
    static func senders(in folder: URL) throws -> VectorReport {
        var report = VectorReport()
        guard let message = try file("senders", in: folder).string("message") else {
            throw VectorError("senders.json has no message")
        }
        for vector in try cases("senders", in: folder) {
            report.count += 1
            let policy = OkycSenderPolicy(sessionURL: vector.string("sessionUrl") ?? "")
            let sender = vector.sender
            report.expect(
                policy.admits(sender) == (vector["admitted"] == .bool(true)), "\(vector.name): admits \(sender)")
            switch OkycBridge.decode(message, from: sender, policy: policy) {
            case .success: report.expect(vector["admitted"] == .bool(true), "\(vector.name): decoded")
            case .failure(let rejection):
                report.expect(
                    vector["admitted"] == .bool(false) && rejection == .untrustedSender(sender),
                    "\(vector.name): \(rejection)")
            }
        }
        return report
    }

    /// Each step of each sequence through a new tracker: the ending it returns, or none, after every step.
    static func resultSequences(in folder: URL) throws -> VectorReport {
        var report = VectorReport()
        for vector in try cases("result-sequences", in: folder).filter(appliesToThisPlatform) {
            guard let options = vector["configuration"], case .array(let steps)? = vector["steps"] else {
                throw VectorError("\(vector.name): no configuration or steps")
            }
            let tracker = try OkycResultTracker(configuration: OkycConfiguration(json: options))
            let (sender, policy) = try flowSender(in: folder)
            for case .object(let step) in steps {
                report.count += 1
                let ending: OkycResultTracker.Ending?
                if let text = step.string("message") {
                    guard case .success(let message) = OkycBridge.decode(text, from: sender, policy: policy) else {
                        throw VectorError("\(vector.name): a message that does not decode")
                    }
                    ending = tracker.receive(message)
                } else {
                    guard case .object(let arguments)? = step["arguments"] else {
                        throw VectorError("\(vector.name): an action without arguments")
                    }
                    ending = try perform(step.string("action") ?? "", arguments, on: tracker)
                }
                let delay = ending?.delay.map { OkycJSON.number(Double($0 / .milliseconds(1))) } ?? .null
                let actual: OkycJSON = ending.map { .object(["result": $0.result.json, "delayMs": delay]) } ?? .null
                report.expect(actual == step["ending"], "\(vector.name): returned \(actual)")
            }
        }
        return report
    }

    /// A host action by its contract name, with its arguments keyed by field name.
    static func perform(
        _ action: String, _ arguments: [String: OkycJSON], on tracker: OkycResultTracker
    ) throws -> OkycResultTracker.Ending? {
        switch action {
        case "user_close":
            return tracker.userClose()
        case "fail":
            guard let code = arguments.string("code").map(OkycFailureCode.init(rawValue:)),
                let message = arguments.string("message")
            else {
                throw VectorError("fail needs a code and a message")
            }
            return tracker.fail(code: code, message: message)
        default:
            throw VectorError("no host action '\(action)'")
        }
    }

    /// Every file's checks, by the name each count line gives it.
    static let all: [(label: String, check: @Sendable (URL) throws -> VectorReport)] = [
        ("messages", messages), ("results", results), ("configuration", configuration),
        ("session URLs", sessionURLs), ("navigation", navigation), ("result sequences", resultSequences),
        ("senders", senders),
    ]
}

struct VectorError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Dictionary where Key == String, Value == OkycJSON {
    func string(_ key: String) -> String? {
        if case .string(let text)? = self[key] { text } else { nil }
    }

    var name: String { string("name") ?? "?" }

    /// The sender a vector names: `origin` and `isMainFrame`, either null where the platform does not say.
    var sender: OkycSender {
        if case .bool(let isMainFrame)? = self["isMainFrame"] {
            return OkycSender(origin: string("origin"), isMainFrame: isMainFrame)
        }
        return OkycSender(origin: string("origin"), isMainFrame: nil)
    }
}
