import Mustache

/// The "What changed" section (`docs/blocks/changes.md`): one table per version (`ChangeLog`), each change with
/// every platform's spelling, so a migration guide's old → new tables come from the contract.
extension DocsTarget {
    /// Nil for a contract without evolution keys.
    var changesContext: DocsContext.Changes? {
        let log = contract.changeLog
        guard !log.isEmpty else { return nil }
        let intro =
            log.renamesBreakHosts
            ? "Newest version first. A rename that says it breaks hosts keeps no earlier name, so hosts written against it no longer compile; every other earlier name still compiles, deprecated, and an earlier wire value still decodes."
            : "Newest version first. An earlier name still compiles, deprecated, and an earlier wire value still decodes."
        return DocsContext.Changes(
            intro: intro,
            releases: log.releases.map { release in
                var notes = DocsFootnotes()
                let rows = release.changes.map { changeRow($0, notes: &notes) }
                let header = ["Change", "Element"] + contract.platforms.map { cell($0.displayName) } + ["Notes"]
                return DocsContext.Release(
                    heading: release.version.map { "Version \($0)" } ?? "No version given",
                    table: table((header, rows), notes: notes))
            })
    }

    private func changeRow(_ change: ChangeLog.Change, notes: inout DocsFootnotes) -> [String] {
        let element = change.element
        var what = Markdown.span(element.name.raw, in: .tableCell) + " (" + cell(element.label) + ")"
        if let rename = change.rename {
            what += notes.marker("renamed \(element.label) \(element.name) from \(rename.name)", rename.assumed)
        }
        let spellings = contract.platforms.map { platform -> String in
            guard element.platforms?.contains(platform.id) ?? true else { return "—" }
            // A listener platform's hosts subscribe to event names, which the listener table gives.
            if element.label == "callback" && platform.callbackStyle == .listeners { return "—" }
            let rules = platform.language.rules
            let current = rules.spelling(
                of: element.name, as: element.nameKind, overrides: element.names, on: platform)
            guard let rename = change.rename else { return Markdown.span(current, in: .tableCell) }
            let earlier = rules.spelling(
                of: rename.name, as: element.nameKind, overrides: rename.names, on: platform)
            return earlier == current
                ? "unchanged" : Markdown.span(earlier, in: .tableCell) + " → " + Markdown.span(current, in: .tableCell)
        }
        return [change.kind.rawValue, what] + spellings + [changeNotes(change)]
    }

    private func changeNotes(_ change: ChangeLog.Change) -> String {
        if change.rename != nil, !change.element.keepsEarlierNames {
            return "Breaks hosts: the earlier name no longer compiles."
        }
        if let rename = change.rename {
            guard let earlier = rename.wire, let wire = change.element.wire, earlier != wire else { return "" }
            return "On the wire " + Markdown.span(earlier, in: .tableCell) + " → " + Markdown.span(wire, in: .tableCell)
                + "; both are read."
        }
        guard let deprecation = change.deprecation else { return "" }
        var sentences: [String] = []
        if change.kind == .removed {
            sentences.append("Deprecated" + (deprecation.since.map { " in \($0)" } ?? "") + ".")
        } else {
            sentences.append(cell(deprecation.message))
            if let removedIn = deprecation.removedIn { sentences.append("To be removed in \(removedIn).") }
        }
        if let replacement = deprecation.replacedBy {
            sentences.append("Use " + Markdown.span(replacement.raw, in: .tableCell) + " instead.")
        }
        return sentences.joined(separator: " ")
    }
}
