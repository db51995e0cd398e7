import Mustache

/// The "Migrating from …" section (`docs/blocks/migration.md`): what hosts of the earlier integration did
/// themselves, the bridge names they registered, and each message they received with what reports each case
/// of it now, all from the contract's `migration`.
extension DocsTarget {
    /// Nil for a contract without `migration`.
    var migrationContext: DocsContext.MigrationSection? {
        guard let migration = contract.migration else { return nil }
        return DocsContext.MigrationSection(
            heading: "Migrating from " + Markdown.inline(migration.from),
            description: migration.description.map { Markdown.inline($0) },
            duties: migration.duties.isEmpty ? nil : dutiesTable(migration.duties),
            bridges: migration.bridges.isEmpty ? nil : bridgesTable(migration.bridges),
            messages: migration.messages.isEmpty ? nil : messagesTable(migration.messages),
            catchAll: catchAllReceivers.map {
                "Every message, in each of its cases, also reaches " + $0 + " with its original type and payload."
            },
            unchanged: items(migration.unchanged), checklist: items(migration.checklist),
            rollout: migration.rollout.map { Markdown.inline($0) },
            questions: migration.questions.isEmpty ? nil : questionLines(migration.questions))
    }

    /// `onEvent`, or "the catch-all event" where no callback passes it; nil without a catch-all.
    private var catchAllReceivers: String? {
        guard contract.catchAll != nil else { return nil }
        let receivers = contract.catchAllCallbacks
        return receivers.isEmpty ? "the catch-all event" : receivers.map(callbackSpelling).series(conjunction: "or")
    }

    private func items(_ texts: [String]) -> DocsContext.Items? {
        texts.isEmpty ? nil : DocsContext.Items(items: texts.map { Markdown.inline($0) })
    }

    /// "**Question?** Answer.", a paragraph each, and the footnotes of the ones assumed.
    private func questionLines(_ questions: [Migration.Question]) -> DocsContext.Lines {
        var notes = DocsFootnotes()
        var lines: [String] = []
        for (index, question) in questions.enumerated() {
            if index > 0 { lines.append("") }
            lines.append(
                "**" + Markdown.inline(question.question) + "** " + Markdown.inline(question.answer)
                    + notes.marker("question \(index + 1)", question.assumed))
        }
        return DocsContext.Lines(lines: notes.appended(to: lines))
    }

    private func dutiesTable(_ duties: [Migration.Duty]) -> DocsContext.Lines {
        var notes = DocsFootnotes()
        let rows = duties.enumerated().map { index, duty in
            [
                "\(index + 1). " + cell(duty.description) + notes.marker("duty \(index + 1)", duty.assumed),
                duty.now.map(cell) ?? "The SDK does it.",
            ]
        }
        return table((["What the host did", "Now"], rows), notes: notes)
    }

    private func bridgesTable(_ bridges: [Migration.BridgeName]) -> DocsContext.Lines {
        var notes = DocsFootnotes()
        let rows = bridges.map { bridge in
            [
                cell(bridge.host),
                Markdown.span(bridge.name, in: .tableCell) + notes.marker("bridge \(bridge.name)", bridge.assumed),
                bridge.description.map(cell) ?? "—",
            ]
        }
        return table((["Host", "Bridge name", "How"], rows), notes: notes)
    }

    private func messagesTable(_ messages: [Migration.Message]) -> DocsContext.Lines {
        var notes = DocsFootnotes()
        var rows: [[String]] = []
        for message in messages {
            let flow = message.flow.flatMap { name in contract.flows.first { $0.name == name } }
            let type = Markdown.span(message.type, in: .tableCell)
            // The message's own footnote goes on its first row; each further case repeats the type alone.
            let marker = notes.marker("migration \(message.flow?.raw ?? "") \(message.type)", message.assumed)
            for (index, replacement) in message.becomes.enumerated() {
                let record = replacementRecord(replacement, in: flow)
                let now =
                    (replacement.callback.map(callbackSpelling) ?? (catchAllReceivers ?? "nothing") + " alone")
                    + notes.marker(
                        "migration \(message.flow?.raw ?? "") \(message.type) \(index + 1)", replacement.assumed)
                let fields = replacement.fields.map { key, field in
                    Markdown.span(key, in: .tableCell) + " → " + Markdown.span(memberSpelling(field), in: .tableCell)
                }
                let notesCell = [replacement.description, message.description.flatMap { index == 0 ? $0 : nil }]
                    .compactMap { $0 }.map(cell).joined(separator: " ")
                rows.append([
                    type + (index == 0 ? marker : ""), flow.map { cell($0.title) } ?? "every flow",
                    replacement.when.map(cell) ?? "every case", now,
                    fields.isEmpty ? "—" : fields.joined(separator: "<br>"),
                    replacement.success.map { successCell($0, record: record) } ?? "—",
                    notesCell.isEmpty ? "—" : notesCell,
                ])
            }
        }
        return table(
            (["Message", "Flow", "Case", "Now", "Payload key → field", "Success", "Notes"], rows), notes: notes)
    }

    /// "was `completed`, `success`; now `success`, true only when `status` is `PROCESSED`".
    private func successCell(_ success: Migration.Success, record: Record?) -> String {
        let was = success.legacyValues.map { Markdown.span($0, in: .tableCell) }.series()
        var now = Markdown.span(memberSpelling(success.field), in: .tableCell)
        if let derived = record?.fields.first(where: { $0.name == success.field })?.derived,
            let source = record?.fields.first(where: { $0.name == derived.field })
        {
            let value = comparedValue(derived, source: source)
            now +=
                ", true only when " + Markdown.span(memberSpelling(source.name), in: .tableCell) + " is "
                + Markdown.span(value, in: .tableCell)
        }
        return "was " + (was.isEmpty ? "—" : was) + "; now " + now
    }

    private func replacementRecord(_ replacement: Migration.Replacement, in flow: Flow?) -> Record? {
        let flows = flow.map { [$0] } ?? contract.flows
        let entry = flows.lazy.compactMap { flow in flow.callbacks.first { $0.callback == replacement.callback } }.first
        guard case .record(let name)? = entry?.argument else { return nil }
        return contract.record(named: name)
    }

    private func memberSpelling(_ name: Identifier) -> String {
        CaseStyle.lowerCamel.apply(to: name)
    }
}
