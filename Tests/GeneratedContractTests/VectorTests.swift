import Foundation
import GeneratedContract
import Testing

/// Every conformance vector, run against the generated Swift.
@Suite struct VectorTests {
    @Test func messages() throws {
        let cases = try Vectors.cases("messages")
        for vector in cases {
            let message = try #require(vector.string("message"))
            let outcome = OkycBridge.decode(message)
            if case .object(let expected)? = vector["decoded"] {
                guard case .success(let decoded) = outcome else {
                    Issue.record("\(vector.name): expected to decode, got \(outcome)")
                    continue
                }
                #expect(decoded.event.type == expected.string("type"), "\(vector.name)")
                #expect(expected["delivered"] == .bool(decoded.event.isDelivered), "\(vector.name)")
                #expect(expected["sessionId"] == (decoded.sessionId.map(OkycJSON.string) ?? .null), "\(vector.name)")
                #expect(expected["payload"] == .object(decoded.event.payload), "\(vector.name)")
                // What decodes must encode back to a message that decodes to the same.
                #expect(OkycBridge.decode(OkycBridge.encode(decoded)) == .success(decoded), "\(vector.name)")
            } else if case .object(let rejection)? = vector["rejection"] {
                guard case .failure(let reason) = outcome else {
                    Issue.record("\(vector.name): expected a rejection, got \(outcome)")
                    continue
                }
                #expect(reason.kind == rejection.string("kind"), "\(vector.name): \(reason)")
                #expect(reason.field == rejection.string("field"), "\(vector.name): \(reason)")
            } else {
                Issue.record("\(vector.name): neither decoded nor rejection")
            }
        }
        print("Swift vectors: messages \(cases.count) cases run")
    }

    @Test func results() throws {
        let cases = try Vectors.cases("results")
        for vector in cases {
            let json = try #require(vector["json"])
            let result = OkycResult(json: json)
            if vector["valid"] == .bool(true) {
                #expect(result?.json == json, "\(vector.name): decodes and encodes back to the same JSON")
            } else {
                #expect(result == nil, "\(vector.name): must not decode")
            }
        }
        print("Swift vectors: results \(cases.count) cases run")
    }

    @Test func configuration() throws {
        let cases = try Vectors.cases("configuration").filter(Vectors.appliesToThisPlatform)
        for vector in cases {
            let options = try #require(vector["options"])
            do throws(OkycFailure) {
                let configuration = try OkycConfiguration(json: options)
                try configuration.validate()
                #expect(vector["valid"] == .bool(true), "\(vector.name): expected the \(vector.string("failure") ?? "") failure")
            } catch {
                #expect(vector["valid"] == .bool(false), "\(vector.name): unexpected failure \(error)")
                #expect(error.code.rawValue == vector.string("failure"), "\(vector.name)")
                #expect(error.message.hasPrefix((vector.string("option") ?? "") + " "), "\(vector.name): \(error.message)")
            }
        }
        print("Swift vectors: configuration \(cases.count) cases run")
    }

    @Test func sessionURLs() throws {
        let cases = try Vectors.cases("session-urls")
        for vector in cases {
            let options = try #require(vector["options"])
            do throws(OkycFailure) {
                let url = try OkycSessionURL(configuration: OkycConfiguration(json: options))
                #expect(url.absoluteString == vector.string("url"), "\(vector.name)")
            } catch {
                #expect(error.code.rawValue == vector.string("failure"), "\(vector.name): unexpected \(error)")
            }
        }
        print("Swift vectors: session URLs \(cases.count) cases run")
    }

    @Test func navigation() throws {
        let cases = try Vectors.cases("navigation")
        for vector in cases {
            guard case .array(let hosts)? = vector["allowedHosts"] else { throw VectorError("\(vector.name): no allowedHosts") }
            let policy = OkycNavigationPolicy(sessionURL: try #require(vector.string("sessionUrl")),
                                              allowedHosts: hosts.compactMap { if case .string(let host) = $0 { host } else { nil } })
            #expect(policy.decide(try #require(vector.string("url"))).rawValue == vector.string("decision"), "\(vector.name)")
        }
        guard case .object(let counter)? = try Vectors.file("navigation")["counter"],
              case .array(let decisions)? = counter["decisions"], case .array(let failures)? = counter["failures"] else {
            throw VectorError("navigation.json has no counter")
        }
        #expect(counter["limit"] == .number(Double(OkycBlockedNavigationCounter.limit)))
        var recorder = OkycBlockedNavigationCounter()
        for (decision, failure) in zip(decisions, failures) {
            guard case .string(let raw) = decision, let decision = OkycNavigationDecision(rawValue: raw) else { throw VectorError("bad decision") }
            #expect((recorder.record(decision).map { OkycJSON.string($0.rawValue) } ?? .null) == failure)
        }
        print("Swift vectors: navigation \(cases.count + decisions.count) cases run")
    }
}
