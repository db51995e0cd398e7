import JSONSyntax

/// The `migration` section: the earlier integration's duties, bridge names and messages, each message case
/// mapped to a callback of its flow and each payload key to a field of that callback's record.
extension ModelBuilder {
    mutating func migrationSection(
        _ object: JSONReader, flows: [Flow], records: [Record]
    ) -> Migration {
        let duties = object.objects("duties").map { duty in
            Migration.Duty(
                description: duty.string("description") ?? "", now: duty.string("now"), assumed: duty.string("assumed"))
        }
        let bridges = object.objects("bridges").map { bridge in
            Migration.BridgeName(
                host: bridge.string("host") ?? "", name: bridge.string("name") ?? "",
                description: bridge.string("description"), assumed: bridge.string("assumed"))
        }
        var seen: [String: SourcePosition] = [:]
        let messages = object.objects("messages").compactMap { message -> Migration.Message? in
            guard let type = message.string("type") else { return nil }
            let flowName = message.name("flow")
            let key = (flowName?.raw ?? "") + " " + type
            if let first = seen[key] {
                error(
                    "'\(type)' is declared twice\(flowName.map { " for flow '\($0)'" } ?? "") (first at line \(first.line), column \(first.column)); list each case of it under one message's \"becomes\"",
                    at: message.position(of: "type"))
            }
            seen[key] = message.position(of: "type")
            var flow: Flow?
            if let flowName {
                flow = flows.first { $0.name == flowName }
                if flow == nil {
                    error(
                        "unknown flow '\(flowName)'\(Suggestions.hint(for: flowName.raw, among: flows.map(\.name.raw)))",
                        at: message.position(of: "flow"))
                    return nil
                }
            }
            return Migration.Message(
                type: type, flow: flowName, description: message.string("description"),
                becomes: message.objects("becomes").map {
                    replacement($0, in: flow, flows: flows, records: records)
                },
                assumed: message.string("assumed"))
        }
        var migration = Migration(
            from: object.string("from") ?? "", description: object.string("description"), duties: duties,
            bridges: bridges, messages: messages)
        migration.unchanged = object.strings("unchanged").map(\.text)
        migration.checklist = object.strings("checklist").map(\.text)
        migration.rollout = object.string("rollout")
        migration.questions = object.objects("questions").map { question in
            Migration.Question(
                question: question.string("question") ?? "", answer: question.string("answer") ?? "",
                assumed: question.string("assumed"))
        }
        return migration
    }

    /// A case of a message: its callback must be one its flow calls (any flow's, for a message of no flow), and
    /// each field it names a field of the record that callback passes.
    private mutating func replacement(
        _ object: JSONReader, in flow: Flow?, flows: [Flow], records: [Record]
    ) -> Migration.Replacement {
        let callback = object.name("callback")
        var record: Record?
        // A callback the flow does not call was reported; its fields are not reported again.
        var unresolved = false
        if let callback {
            let candidates = flow.map { [$0] } ?? flows
            let entries = candidates.compactMap { flow in flow.callbacks.first { $0.callback == callback } }
            if entries.isEmpty {
                let known = Set(candidates.flatMap { $0.callbacks.map(\.callback.raw) }).sorted()
                let hint = Suggestions.hint(for: callback.raw, among: known)
                let owner = flow.map { "flow '\($0.name)'" } ?? "no flow"
                unresolved = true
                error(
                    "\(owner) calls no callback '\(callback)'\(hint.isEmpty ? "; its callbacks are: \(known.joined(separator: ", "))" : hint)",
                    at: object.position(of: "callback"))
            } else if case .record(let name)? = entries.first?.argument {
                record = records.first { $0.name == name }
            }
        }
        func field(_ name: String, at position: SourcePosition, for key: String) -> Identifier? {
            guard let record else {
                if unresolved { return nil }
                error(
                    "\(key) maps payload keys to the fields of the callback's record, but \(callback.map { "'\($0)' passes no record" } ?? "no callback is given"); remove it or name a callback that passes one",
                    at: position)
                return nil
            }
            guard let found = record.fields.first(where: { $0.name.raw == name }) else {
                let hint = Suggestions.hint(for: name, among: record.fields.map(\.name.raw))
                error(
                    "'\(record.name)' has no field '\(name)'\(hint.isEmpty ? "; its fields are: \(record.fields.map(\.name.raw).joined(separator: ", "))" : hint)",
                    at: position)
                return nil
            }
            return found.name
        }
        var fields: [(legacyKey: String, field: Identifier)] = []
        for member in object.map("fields") {
            guard case .string(let name) = member.value.value else { continue }
            if let found = field(name, at: member.value.position, for: "\"fields\"") {
                fields.append((member.key, found))
            }
        }
        let success = JSONReader(object.node("success")).flatMap { success -> Migration.Success? in
            guard let name = success.string("field"),
                let found = field(name, at: success.position(of: "field"), for: "\"success\"")
            else { return nil }
            return Migration.Success(legacyValues: success.strings("legacy").map(\.text), field: found)
        }
        return Migration.Replacement(
            when: object.string("when"), callback: callback, fields: fields, success: success,
            description: object.string("description"), assumed: object.string("assumed"))
    }
}
