import Mustache

/// The reference page's sections for SDKs that call host callbacks: callbacks per flow with the earlier
/// integration's messages each replaces, the flow page's messages, payload fields with each platform's type names, lifecycle and listener names (`DocsCallbacks`).
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
                var notes = DocsFootnotes()
                let marker = notes.marker("listeners \(platform.id)", platform.listenerNamesAssumed)
                return .init(
                    platform: Markdown.inline(platform.displayName), marker: marker,
                    table: table(listenerTable(platform), notes: notes))
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
        let advice = flow.advice.enumerated().map { index, advice in
            let about = advice.callbacks.map(callbackSpelling)
            return "* " + (advice.when.map { "**If " + Markdown.inline($0) + ":** " } ?? "")
                + Markdown.inline(advice.text)
                + (about.isEmpty ? "" : " (" + about.joined(separator: ", ") + ")")
                + notes.marker("advice \(flow.name) \(index + 1)", advice.assumed)
        }
        let lines = notes.appended(to: advice.isEmpty ? table : table + (table.isEmpty ? [] : [""]) + advice)
        return DocsCallbacks.Flow(
            title: title, description: flow.description.map { Markdown.inline($0) },
            facts: facts.isEmpty ? nil : facts.joined(separator: " "),
            table: lines.isEmpty ? nil : DocsContext.Lines(lines: lines))
    }

    /// Which platforms expose each event's untouched payload, and how; nil when none does.
    private func rawPayloadSentence(_ legacy: Legacy) -> String? {
        var notes = DocsFootnotes()
        // An accessor's footnote goes on its first platform's name.
        var marked: Set<Identifier> = []
        let raw = contract.platforms.compactMap { platform -> String? in
            let names = legacy.rawPayload.filter { $0.isAvailable(on: platform) }
                .map { accessor in
                    Markdown.span(
                        platform.language.rules.spelling(of: accessor.name, as: .member, on: platform), in: .block)
                        + (marked.insert(accessor.name).inserted
                            ? notes.marker("raw \(accessor.name)", accessor.assumed) : "")
                }
            return names.isEmpty ? nil : Markdown.inline(platform.displayName) + " " + names.joined(separator: " and ")
        }
        guard !raw.isEmpty else { return nil }
        return notes.appended(
            to:
                "Every event a message's payload decodes to also exposes that payload untouched: \(raw.joined(separator: "; "))."
        )
    }

    /// The catch-all event: which callback receives it on each platform, as which type, and its accessors.
    private func catchAllParagraph(_ catchAll: CatchAll) -> String {
        let receivers = contract.catchAllCallbacks
        let types = contract.platforms.map { platform in
            Markdown.inline(platform.displayName) + " "
                + Markdown.span(
                    lowered.code(on: platform).typeName(catchAll.name, overrides: catchAll.names), in: .block)
        }
        var notes = DocsFootnotes()
        let marker = notes.marker("catch all \(catchAll.name)", catchAll.assumed)
        let accessors = ["get_string", "get_int", "get_bool", "get_double", "get_object"].map {
            Markdown.span(CaseStyle.lowerCamel.apply(to: Identifier($0)), in: .block)
        }
        // A dispatcher reads nothing after a message that ends the flow (`occurs: terminal`).
        let paragraph =
            "Every message, up to one that ends the flow, also reaches "
            + (receivers.isEmpty
                ? "the catch-all event"
                : receivers.map { Markdown.span(CaseStyle.lowerCamel.apply(to: $0), in: .block) }.series())
            + " as " + types.series(serialComma: true) + marker + ": the message's original "
            + Markdown.span("type", in: .block)
            + " and its payload as "
            + Markdown.span("data", in: .block) + ", read with the typed accessors " + accessors.series()
            + " rather than by casting." + wideAccessorsSentence
        return notes.appended(to: paragraph)
    }

    /// The catch-all's accessors for 64-bit whole numbers, on the languages whose `getInt` cannot hold them.
    private var wideAccessorsSentence: String {
        let wide = contract.platforms.compactMap { platform in
            platform.language.target.capabilities.wideIntegerAccessor.map {
                Markdown.inline(platform.displayName) + " " + Markdown.span($0, in: .block)
            }
        }
        return wide.isEmpty ? "" : " The generated types add " + wide.series() + ", for 64-bit whole numbers."
    }

    /// What a derived field compares its source with, as the wire says it: an enum value's wire value.
    func comparedValue(_ derived: Derivation, source: Field?) -> String {
        guard case .enumeration(let name)? = source?.type,
            let value = contract.enumType(named: name)?.values.first(where: { $0.name == derived.equals })
        else { return derived.equals.raw }
        return value.wire
    }

    func callbackSpelling(_ name: Identifier) -> String {
        Markdown.span(CaseStyle.lowerCamel.apply(to: name))
    }

    /// What a listener receives: a record as JSON, keyed as its payload is, where the language names that form.
    private func typeName(_ argument: CallbackArgument?, on platform: Platform) -> String {
        let code = lowered.code(on: platform)
        switch argument {
        case .record(let name)?:
            let suffix = platform.language.target.capabilities.recordJSONTypeSuffix ?? ""
            return Markdown.span(code.recordTypeName(name) + suffix)
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
        let showsReplaces = contract.migration != nil
        let rows = flow.callbacks.map { entry -> [String] in
            let callback = contract.callback(named: entry.callback)
            // The earlier integration's messages it reports now; a message the flow page sends is not one of them.
            let replaces =
                entry.argument == .catchAll
                ? ["every message"]
                : contract.replacedMessages(by: entry.callback, in: flow.name).map { type, when in
                    Markdown.span(type) + (when.map { " (" + cell($0) + ")" } ?? "")
                }
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
                + (showsReplaces ? [replaces.isEmpty ? "—" : replaces.joined(separator: "<br>")] : []) + perPlatform
        }
        return (
            ["Callback", "When"] + (showsOccurrence ? ["Fires"] : []) + (showsReplaces ? ["Replaces"] : [])
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
        // What the contract assumes of the protocol as a whole, such as the order, goes on the Fires column.
        let fires = "Fires, in order" + notes.marker("legacy", legacy.assumed)
        return (["Message", "Flow", fires, "Notes"], rows)
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
            let wireKey: String
            if let derived = field.derived {
                let source = record.fields.first { $0.name == derived.field }
                wireKey =
                    "— (derived: \(Markdown.span(source?.wire ?? derived.field.raw)) is \(Markdown.span(comparedValue(derived, source: source))))"
            } else {
                // Only a message's payload has a wire of its own; other records exist only in code.
                let onTheWire = contract.payloadRecords.contains(record.name)
                wireKey = !onTheWire || spellings.allSatisfy({ $0 == field.wire }) ? "—" : Markdown.span(field.wire)
            }
            return [Markdown.span(field.name.raw) + notes.marker("field \(record.name) \(field.name)", field.assumed)]
                + spellings.map { Markdown.span($0) }
                + [
                    typeCell(field.type) + (field.isOptional ? " (optional)" : ""), wireKey,
                    field.description.map(cell) ?? "—",
                ]
        }
        return (
            ["Field"] + contract.platforms.map { cell($0.displayName) } + ["Type", "Wire key", "Description"], rows
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
