import Mustache

/// The reference page's sections for SDKs that call host callbacks: callbacks per flow, the legacy messages
/// each replaces, payload fields with each platform's type names, lifecycle and listener names (`DocsCallbacks`).
extension DocsTarget {
    var callbacksContext: DocsCallbacks {
        let listenerPlatforms =
            contract.flows.isEmpty ? [] : contract.platforms.filter { $0.callbackStyle == .listeners }
        let legacy = contract.legacy
        return DocsCallbacks(
            hasFlows: !contract.flows.isEmpty, hasRecords: !contract.records.isEmpty,
            flows: contract.flows.isEmpty ? nil : contract.flows.map(flowSection),
            messages: legacy.map { legacy in
                var notes = DocsFootnotes()
                return table(messagesTable(legacy, notes: &notes), notes: notes)
            },
            handshake: legacy?.handshake.map { handshake in
                let fields = handshake.replyFields.map { Markdown.span($0.wire, in: .block) }.joined(separator: ", ")
                return
                    "The page sends \(Markdown.span(handshake.ready, in: .block)) when it is ready; the SDK replies \(Markdown.span(handshake.reply, in: .block))"
                    + (fields.isEmpty ? "." : " with \(fields).")
            },
            rawPayload: legacy.flatMap(rawPayloadSentence),
            records: contract.records.isEmpty
                ? nil
                : contract.records.map { record in
                    var notes = DocsFootnotes()
                    let heading = recordHeading(record) + notes.marker("record \(record.name)", record.assumed)
                    return DocsContext.Section(
                        heading: heading, description: record.description.map { Markdown.inline($0) },
                        // A table of no rows is a header alone; a sentence says it.
                        table: record.fields.isEmpty
                            ? DocsContext.Lines(lines: ["It has no fields."])
                            : table(recordTable(record, notes: &notes), notes: notes))
                },
            catchAll: contract.catchAll.map(catchAllParagraph),
            lifecycle: contract.lifecycle.isEmpty
                ? nil
                : {
                    var notes = DocsFootnotes()
                    return table(lifecycleTable(notes: &notes), notes: notes)
                }(),
            listeners: listenerPlatforms.map { platform in
                .init(platform: Markdown.inline(platform.displayName), table: table(listenerTable(platform)))
            })
    }

    private func flowSection(_ flow: Flow) -> DocsCallbacks.Flow {
        var notes = DocsFootnotes()
        let title = Markdown.inline(flow.title) + notes.marker("flow \(flow.name)", flow.assumed)
        let facts = [
            flow.requiresNativeSDK ? "Needs the native SDK: the WebView integration does not offer it." : nil,
            flow.isMainActor ? "Configured, and called back, on the main thread (iOS: the main actor)." : nil,
        ].compactMap { $0 }
        // A flow the contract only documents has no callbacks to list, only the note on its title.
        let rows = flow.callbacks.isEmpty ? (header: [String](), rows: [[String]]()) : flowTable(flow, notes: &notes)
        let table = rows.rows.isEmpty ? [] : Markdown.table(header: rows.header, rows: rows.rows)
        let lines = table + (table.isEmpty || notes.definitions.isEmpty ? [] : [""]) + notes.definitions
        return DocsCallbacks.Flow(
            title: title, description: flow.description.map { Markdown.inline($0) },
            facts: facts.isEmpty ? nil : facts.joined(separator: " "),
            table: lines.isEmpty ? nil : DocsContext.Lines(lines: lines))
    }

    /// Which platforms expose each event's untouched payload, and how; nil when none does.
    private func rawPayloadSentence(_ legacy: Legacy) -> String? {
        let raw = contract.platforms.compactMap { platform -> String? in
            let names = legacy.rawPayload.filter { $0.isAvailable(on: platform) }
                .map {
                    Markdown.span(platform.language.rules.spelling(of: $0.name, as: .member, on: platform), in: .block)
                }
            return names.isEmpty ? nil : Markdown.inline(platform.displayName) + " " + names.joined(separator: " and ")
        }
        return raw.isEmpty ? nil : "Every event also exposes its untouched payload: \(raw.joined(separator: "; "))."
    }

    /// The catch-all event: which callback receives it on each platform, as which type, and its accessors.
    private func catchAllParagraph(_ catchAll: CatchAll) -> String {
        let receivers = Set(contract.flows.flatMap { $0.callbacks.filter { $0.argument == .catchAll }.map(\.callback) })
            .sorted { $0.raw < $1.raw }
        let types = contract.platforms.map { platform in
            Markdown.inline(platform.displayName) + " "
                + Markdown.span(
                    lowered.code(on: platform).typeName(catchAll.name, overrides: catchAll.names), in: .block)
        }
        let accessors = ["get_string", "get_int", "get_bool", "get_double", "get_object"].map {
            Markdown.span(CaseStyle.lowerCamel.apply(to: Identifier($0)), in: .block)
        }
        return "Every message also reaches "
            + (receivers.isEmpty
                ? "the catch-all event"
                : receivers.map { Markdown.span(CaseStyle.lowerCamel.apply(to: $0), in: .block) }.series())
            + " as " + types.series(serialComma: true) + ": the message's original " + Markdown.span("type", in: .block)
            + " and its payload as "
            + Markdown.span("data", in: .block) + ", read with the typed accessors " + accessors.series()
            + " rather than by casting."
    }

    private func callbackSpelling(_ name: Identifier) -> String {
        Markdown.span(CaseStyle.lowerCamel.apply(to: name))
    }

    private func typeName(_ argument: CallbackArgument?, on platform: Platform) -> String {
        let code = lowered.code(on: platform)
        switch argument {
        case .record(let name)?:
            return Markdown.span(code.recordTypeName(name))
        case .catchAll?:
            return contract.catchAll.map { Markdown.span(code.typeName($0.name, overrides: $0.names)) } ?? "—"
        case nil: return "—"
        }
    }

    /// Whether the tables have a Fires column: only when the contract says how often a callback is called.
    private var showsOccurrence: Bool {
        contract.callbacks.contains { $0.occurs != nil }
    }

    private func flowTable(_ flow: Flow, notes: inout DocsFootnotes) -> (header: [String], rows: [[String]]) {
        let showsOccurrence = self.showsOccurrence
        let rows = flow.callbacks.map { entry -> [String] in
            let callback = contract.callback(named: entry.callback)
            let replaces =
                contract.legacy?.messages.filter {
                    $0.flow == flow.name && $0.fires.contains { $0.callback == entry.callback }
                }
                .map { Markdown.span($0.wire) } ?? []
            let perPlatform = contract.platforms.map { platform -> String in
                // A callback another SDK has (the web SDK's) is on none of these platforms.
                if callback?.isAvailable(on: platform) == false { return "—" }
                switch platform.callbackStyle {
                case .listeners:
                    return Markdown.span(
                        platform.language.rules.spelling(
                            of: contract.listenerName(of: entry.callback, in: flow), as: .member))
                case .objects:
                    return callback?.requiredOn.contains(platform.id) == true ? "required" : "optional"
                }
            }
            let occurs = showsOccurrence ? [callback?.occurs.map(\.cell) ?? "—"] : []
            let marker = notes.marker("callback \(flow.name) \(entry.callback)", callback?.assumed)
            // A callback of several values says what it passes, in order, by contract name and type.
            let passes =
                entry.parameters.isEmpty
                ? ""
                : (callback?.description == nil ? "" : " ") + "Passes "
                    + entry.parameters.map { parameter in
                        Markdown.span(parameter.name.raw) + " ("
                            + Markdown.span(parameter.type.contractSpelling + (parameter.isOptional ? "?" : ""))
                            + ")"
                    }.series() + "."
            return [callbackSpelling(entry.callback) + marker, cell(callback?.description ?? "") + passes] + occurs
                + [replaces.isEmpty ? "—" : replaces.joined(separator: "<br>")] + perPlatform
        }
        return (
            ["Callback", "When"] + (showsOccurrence ? ["Fires"] : []) + ["Replaces"]
                + contract.platforms.map { cell($0.displayName) }, rows
        )
    }

    private func messagesTable(_ legacy: Legacy, notes: inout DocsFootnotes) -> (header: [String], rows: [[String]]) {
        let rows = legacy.messages.map { message -> [String] in
            let flow = contract.flows.first { $0.name == message.flow }
            let fires = message.fires.map { fire -> String in
                let values = fire.values.map { "\($0.field.raw): \(JSONLiteral.render($0.value))" }
                return callbackSpelling(fire.callback)
                    + (values.isEmpty ? "" : " (" + cell(values.joined(separator: ", ")) + ")")
            }
            return [
                Markdown.span(message.wire) + notes.marker("message \(message.flow) \(message.wire)", message.assumed),
                cell(flow?.title ?? message.flow.raw), fires.joined(separator: ", "),
                message.description.map(cell) ?? "—",
            ]
        }
        return (["Message", "Flow", "Fires, in order", "Notes"], rows)
    }

    private func recordHeading(_ record: Record) -> String {
        let names = contract.platforms.map { platform in
            Markdown.inline(platform.displayName) + " "
                + Markdown.span(lowered.code(on: platform).typeName(record.name, overrides: record.names), in: .block)
        }
        return Markdown.span(record.name.raw, in: .block) + ": " + names.joined(separator: ", ")
    }

    private func recordTable(_ record: Record, notes: inout DocsFootnotes) -> (header: [String], rows: [[String]]) {
        let rows = record.fields.map { field -> [String] in
            let spellings = contract.platforms.map {
                $0.language.rules.spelling(of: field.name, as: .member, overrides: field.names, on: $0)
            }
            let legacyName: String
            if let derived = field.derived {
                let source = record.fields.first { $0.name == derived.field }
                var value = derived.equals.raw
                if case .enumeration(let name)? = source?.type,
                    let wire = contract.enumType(named: name)?.values.first(where: { $0.name == derived.equals })?.wire
                {
                    value = wire
                }
                legacyName =
                    "— (derived: \(Markdown.span(source?.wire ?? derived.field.raw)) is \(Markdown.span(value)))"
            } else {
                // Only a message's payload has a wire of its own; other records exist only in code.
                let onTheWire = contract.payloadRecords.contains(record.name)
                legacyName = !onTheWire || spellings.allSatisfy({ $0 == field.wire }) ? "—" : Markdown.span(field.wire)
            }
            return [Markdown.span(field.name.raw) + notes.marker("field \(record.name) \(field.name)", field.assumed)]
                + spellings.map { Markdown.span($0) }
                + [
                    typeCell(field.type) + (field.isOptional ? " (optional)" : ""), legacyName,
                    field.description.map(cell) ?? "—",
                ]
        }
        return (
            ["Field"] + contract.platforms.map { cell($0.displayName) } + ["Type", "Legacy name", "Description"], rows
        )
    }

    private func listenerTable(_ platform: Platform) -> (header: [String], rows: [[String]]) {
        let rows = lowered.plan(on: platform).listeners.map { listener in
            [
                Markdown.span(listener.spelled), listener.flows.map { cell($0.title) }.joined(separator: ", "),
                callbackSpelling(listener.callback.name), typeName(listener.argument, on: platform),
            ]
        }
        return (["Event", "Flows", "Callback", "Payload"], rows)
    }
}
