import Mustache

/// The reference page: every table and list of the published SDK contract page, from the contract.
///
/// Template context (`Templates/docs/sdk-contract.md.mustache`): `DocsContext`.
struct DocsTarget {
    /// Where the page's named blocks live among the templates; `docs inject` renders them by name.
    static let blockFolder = "docs/blocks/"

    let lowered: LoweredContract
    var contract: Contract { lowered.contract }

    init(_ lowered: LoweredContract) {
        self.lowered = lowered
    }

    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        emit(try templates.file("Docs/sdk-contract.md", from: "docs/sdk-contract.md", context))
    }

    var context: MustacheValue {
        // A page that omits Types still lists the enums too wide to write out in a table cell.
        let types = contract.pageOmits.contains(.types) ? enumsListedApart : contract.enums
        let showsTypes = !types.isEmpty
        let security = (contract.webViewSecurity?.sentences ?? []) + contract.security.map { Markdown.inline($0) }
        // Only a contract that says where its SDKs run and come from gets the table.
        let installs = contract.platforms.contains { $0.minimumOS != nil || $0.distribution != nil }
        return MustacheValue(
            projecting: DocsContext(
                title: Markdown.inline(contract.title), summary: contract.summary.map { Markdown.inline($0) },
                description: contract.description.map { Markdown.inline($0) },
                // An autolink: a bare URL fails Markdown linters (MD034), and both render as the same link.
                source: contract.source.map { "<" + $0 + ">" },
                platforms: installs ? noted { platformsTable(notes: &$0) } : nil, pinning: pinningSentences,
                results: contract.results.isEmpty ? nil : table(resultsTable),
                resultFlow: contract.pageOmits.contains(.resultFlow)
                    ? nil : resultFlowLines.map(DocsContext.Lines.init),
                events: contract.events.isEmpty ? nil : noted { eventsTable(notes: &$0) },
                reportedEvents: contract.bridge == nil
                    ? "No WebView bridge carries these: each native SDK reports an event by its type and payload, as a React Native emitter's event name and body. A type an SDK does not know is a newer SDK's, and is ignored."
                    : nil,
                absentValuesAfterResults: contract.results.isEmpty ? nil : absentValuesSentence,
                absentValuesAfterEvents: contract.results.isEmpty && !contract.events.isEmpty
                    ? absentValuesSentence : nil,
                failures: contract.failures.map { failures in noted { failuresTable(failures, notes: &$0) } },
                configuration: contract.configuration.map { configuration in
                    noted { configurationTable(configuration, notes: &$0) }
                },
                platformOnly: contract.configuration.flatMap(platformOnlyLine),
                platformOnlyDetails: contract.pageOmits.contains(.platformOnlyDetails)
                    ? nil
                    : contract.configuration.flatMap { configuration in
                        var notes = DocsFootnotes()
                        return platformOnlyTable(configuration, notes: &notes).map { table($0, notes: notes) }
                    },
                hasTypes: showsTypes, types: showsTypes ? types.map(typeSection) : nil,
                entryPoints: contract.sdk.map(entryPointsSection),
                protocol: contract.bridge.map(protocolParagraph),
                bridges: contract.bridge.map { table(bridgesTable($0)) },
                navigation: contract.navigation.map { DocsContext.Items(items: navigationItems($0)) },
                callbacks: callbacksContext, security: security.isEmpty ? nil : DocsContext.Items(items: security),
                changes: changesContext, migration: migrationContext))
    }

    /// What each platform that says so sends for an optional field with no value, and that every SDK reads it as
    /// none; nil where no platform says.
    private var absentValuesSentence: String? {
        let sending = contract.platforms.filter { !$0.absentValues.isEmpty }
        guard !sending.isEmpty else { return nil }
        let values = sending.map { platform in
            Markdown.inline(platform.displayName) + " sends "
                + platform.absentValues.map { Markdown.span(JSONLiteral.string($0), in: .block) }.series(
                    conjunction: "or")
        }
        return values.series(conjunction: "and")
            + " for an optional field with no value; every SDK reads that as no value, as it reads a field left out or `null`."
    }

    /// A table whose rows may add footnotes, which follow it.
    private func noted(_ rows: (inout DocsFootnotes) -> (header: [String], rows: [[String]])) -> DocsContext.Lines {
        var notes = DocsFootnotes()
        let made = rows(&notes)
        return table(made, notes: notes)
    }

    private func typeSection(_ type: EnumType) -> DocsContext.Section {
        var notes = DocsFootnotes()
        let names = contract.platforms.map { platform in
            Markdown.inline(platform.displayName) + " "
                + Markdown.span(lowered.code(on: platform).typeName(type.name, overrides: type.names), in: .block)
        }
        let heading =
            Markdown.span(type.name.raw, in: .block) + ": " + names.joined(separator: ", ")
            + notes.marker("enum \(type.name)", type.assumed)
        // That a value is a number on the wire is the first thing a reader of its JSON needs to know.
        let wire = type.isInteger ? ["Its values are whole numbers on the wire."] : []
        let description = ((type.description.map { [Markdown.inline($0)] } ?? []) + wire).joined(separator: " ")
        return DocsContext.Section(
            heading: heading, description: description.isEmpty ? nil : description,
            table: table(valuesTable(type, notes: &notes), notes: notes))
    }

    private func entryPointsSection(_ sdk: SDKSurface) -> DocsContext.EntryPoints {
        var notes = DocsFootnotes()
        // The SDK type's names are what `assumed` is about, so its marker follows the description.
        let description = sdk.description.map { Markdown.inline($0) + notes.marker("sdk", sdk.assumed) }
        let entries = entryPointsTable(sdk, notes: &notes)
        let paragraph = sessionParagraph(sdk, notes: &notes)
        return DocsContext.EntryPoints(
            table: table(entries, notes: notes), session: paragraph, description: description)
    }

    func table(_ rows: (header: [String], rows: [[String]]), notes: DocsFootnotes = .init()) -> DocsContext.Lines {
        DocsContext.Lines(lines: notes.appended(to: Markdown.table(header: rows.header, rows: rows.rows)))
    }

    func cell(_ text: String) -> String {
        Markdown.inline(text, in: .tableCell)
    }

    // MARK: - Tables

    private var resultsTable: (header: [String], rows: [[String]]) {
        let rows = contract.results.map { result in
            let fields = result.fields.map {
                Markdown.span($0.name.raw + ($0.isOptional ? "?" : "")) + platformsNote($0)
            }
            return [
                Markdown.span(result.name.raw), fields.isEmpty ? "—" : fields.joined(separator: ", "),
                cell(result.when),
            ]
        }
        return (["Result", "Fields", "When"], rows)
    }

    private func eventsTable(notes: inout DocsFootnotes) -> (header: [String], rows: [[String]]) {
        let rows = contract.events.map { event in
            let payload = event.payload.map { field in
                Markdown.span(field.wire) + ": " + payloadSummary(field) + (field.isOptional ? " (optional)" : "")
                    + platformsNote(field)
            }
            return [
                Markdown.span(event.wire) + notes.marker("event \(event.name)", event.assumed), cell(event.description),
                payload.isEmpty ? "—" : payload.joined(separator: "<br>"), event.delivery.rawValue,
            ]
        }
        return (["Event", "When", "Payload", "Mobile SDKs"], rows)
    }

    /// Which platforms have a field some platforms have, and how a platform has it otherwise:
    /// " (iOS and Android only; optional on iOS; `institutionId` on Android)"; nothing for a field every platform has
    /// alike.
    private func platformsNote(_ field: Field) -> String {
        var notes: [String] = []
        if contract.platforms.contains(where: { !field.isAvailable(on: $0) }) {
            notes.append(
                contract.platforms.filter(field.isAvailable).map { Markdown.inline($0.displayName, in: .tableCell) }
                    .series() + " only")
        }
        for platform in contract.platforms {
            guard let facts = field.byPlatform[platform.id] else { continue }
            // What the platform says as the field does is no difference.
            let said = [
                facts.isOptional.flatMap { $0 == field.isOptional ? nil : $0 ? "optional" : "required" },
                facts.wire.flatMap { $0 == field.wire ? nil : Markdown.span($0) },
                facts.type.flatMap { $0 == field.type ? nil : Markdown.span($0.contractSpelling) },
            ].compactMap(\.self)
            guard !said.isEmpty else { continue }
            notes.append(said.series() + " on " + Markdown.inline(platform.displayName, in: .tableCell))
        }
        return notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
    }

    /// A field's description, or for an undescribed enum field the values it can take (its name and count where
    /// they do not fit a cell), as a table cell.
    private func payloadSummary(_ field: Field) -> String {
        if let description = field.description { return cell(description) }
        if case .enumeration(let name) = field.type, let type = contract.enumType(named: name) {
            let values = type.values.map(\.wire).joined(separator: " | ")
            return values.count > Self.valuesCellWidth ? typeCell(field.type) : cell(values)
        }
        return cell(field.type.contractSpelling)
    }

    private func failuresTable(_ failures: EnumType, notes: inout DocsFootnotes) -> (header: [String], rows: [[String]])
    {
        // Where the codes are grouped, each code's group has a column, named after the group enum (`Error type`).
        let groups = failures.groupedBy.flatMap(contract.enumType(named:))
        let rows = failures.values.map { code in
            [Markdown.span(code.wire) + notes.marker("code \(code.name)", code.assumed), cell(code.description ?? "")]
                + (groups.map { groups in
                    [groups.values.first { $0.name == code.group }.map { Markdown.span($0.wire) } ?? "—"]
                } ?? [])
                + contract.platforms.map { code.isAvailable(on: $0) ? "✓" : "—" }
        }
        let groupHeader = groups.map { [cell(Self.sentenceCase($0.name))] } ?? []
        return (["Code", "Meaning"] + groupHeader + contract.platforms.map { cell($0.displayName) }, rows)
    }

    /// `error_type` as a column header: `Error type`.
    static func sentenceCase(_ name: Identifier) -> String {
        let words = name.words
        return ([words.first.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""] + words.dropFirst())
            .joined(separator: " ")
    }

    private func configurationTable(
        _ configuration: Configuration, notes: inout DocsFootnotes
    ) -> (header: [String], rows: [[String]]) {
        let shared = configuration.options.filter { $0.platforms == nil }
        let rows = shared.map { option in
            [Markdown.span(option.name.raw) + notes.marker("option \(option.name)", option.assumed)]
                + contract.platforms.map { platform in
                    Markdown.span(
                        platform.language.rules.spelling(
                            of: option.name, as: .member, overrides: option.names, on: platform))
                }
                + [typeCell(option.type), defaultCell(option), descriptionCell(option)]
        }
        return (
            ["Contract name"] + contract.platforms.map { cell($0.displayName) } + ["Type", "Default", "Description"],
            rows
        )
    }

    /// The widest an enum's values are written out in a table cell; a wider enum is named there instead, and its
    /// values are listed under Types.
    static let valuesCellWidth = 100

    /// A type for a table: an enum as its values, each by the name hosts use with its wire value where that differs,
    /// or by its name and count when they do not fit a cell.
    func typeCell(_ type: TypeRef) -> String {
        if case .enumeration(let name) = type, let enumeration = contract.enumType(named: name) {
            let values = valuesCell(enumeration)
            guard values.count > Self.valuesCellWidth else { return values }
            return Markdown.span(name.raw) + ": one of \(enumeration.values.count) values, listed under [Types](#types)"
        }
        return Markdown.span(type.contractSpelling)
    }

    private func valuesCell(_ enumeration: EnumType) -> String {
        enumeration.values.map(valueCell).joined(separator: " \\| ")
    }

    /// The enums whose values `typeCell` does not write out.
    private var enumsListedApart: [EnumType] {
        contract.enums.filter { valuesCell($0).count > Self.valuesCellWidth }
    }

    /// An enum value: its name, and its wire value where that differs (`system` (`auto`)).
    func valueCell(_ value: EnumValue) -> String {
        value.wire == value.name.raw
            ? Markdown.span(value.wire) : Markdown.span(value.name.raw) + " (" + Markdown.span(value.wire) + ")"
    }

    func defaultCell(_ option: Option) -> String {
        switch option.requirement {
        case .required: return "required"
        case .defaulted(.integer(let milliseconds)) where option.type == .durationMilliseconds:
            return "\(milliseconds) ms"
        case .defaulted(.null) where option.sdkDefault != nil:
            let given =
                option.sdkDefault.map {
                    $0.givenValue == .replaces ? "a value set replaces it" : "a value set is added to it"
                } ?? ""
            return "the SDK's: " + cell(option.sdkDefault?.description ?? "") + "; " + given
        case .defaulted(.enumValue(let name, let wire)) where name.raw != wire:
            // Hosts pass the value by its name; the wire value is what the flow receives.
            return Markdown.span(name.raw) + " (" + Markdown.span(JSONLiteral.render(.string(wire))) + " on the wire)"
        case .defaulted(let value):
            return Markdown.span(JSONLiteral.render(value))
        }
    }

    /// An option's description, then what it does on each platform that says (`Android: …. iOS: ….`).
    func descriptionCell(_ option: Option) -> String {
        let notes = option.notes.compactMap { note in
            contract.platform(note.platform).map { Markdown.inline($0.displayName) + ": " + cell(note.text) }
        }
        return ([option.description.isEmpty ? nil : cell(option.description)].compactMap { $0 } + notes).joined(
            separator: " ")
    }

    private func platformOnlyLine(_ configuration: Configuration) -> String? {
        let restricted = configuration.options.filter { $0.platforms != nil }
        guard !restricted.isEmpty else { return nil }
        return contract.platforms.map { platform in
            let names = restricted.filter { $0.isAvailable(on: platform) }.map {
                Markdown.span(
                    platform.language.rules.spelling(of: $0.name, as: .member, overrides: $0.names, on: platform))
            }
            return Markdown.inline(platform.displayName) + ": "
                + (names.isEmpty ? "none" : names.joined(separator: ", "))
        }.joined(separator: "; ")
    }

    /// The platform-only options in full: the page's one-line list says only their names.
    private func platformOnlyTable(
        _ configuration: Configuration, notes: inout DocsFootnotes
    ) -> (header: [String], rows: [[String]])? {
        let restricted = configuration.options.filter { $0.platforms != nil }
        guard !restricted.isEmpty else { return nil }
        let rows = restricted.map { option in
            let names = contract.platforms.filter(option.isAvailable).map { platform in
                Markdown.inline(platform.displayName) + " "
                    + Markdown.span(
                        platform.language.rules.spelling(
                            of: option.name, as: .member, overrides: option.names, on: platform))
                    + (option.typeNames[platform.id].map { ": " + Markdown.span($0) } ?? "")
            }
            return [
                Markdown.span(option.name.raw) + notes.marker("option \(option.name)", option.assumed),
                names.joined(separator: "<br>"),
                typeCell(option.type), defaultCell(option), descriptionCell(option),
            ]
        }
        return (["Contract name", "Platforms", "Type", "Default", "Description"], rows)
    }

    /// An enum's values: each by name, its wire value, each platform's spelling where the platform has it, and
    /// what it means.
    private func valuesTable(_ type: EnumType, notes: inout DocsFootnotes) -> (header: [String], rows: [[String]]) {
        let rows = type.values.map { value in
            [
                Markdown.span(value.name.raw) + notes.marker("value \(type.name) \(value.name)", value.assumed),
                Markdown.span(value.wire),
            ]
                + contract.platforms.map { platform in
                    guard value.isAvailable(on: platform) else { return "—" }
                    return Markdown.span(
                        platform.language.rules.spelling(
                            of: value.name, as: .enumCase, overrides: value.names, on: platform))
                }
                + [value.description.map(cell) ?? "—"]
        }
        return (["Value", "Wire"] + contract.platforms.map { cell($0.displayName) } + ["Meaning"], rows)
    }

    private func bridgesTable(_ bridge: Bridge) -> (header: [String], rows: [[String]]) {
        let rows = bridge.endpoints.compactMap { endpoint -> [String]? in
            guard let platform = contract.platform(endpoint.platform) else { return nil }
            return [
                cell(platform.displayName), Markdown.span(endpoint.kind.raw), Markdown.span(endpoint.name),
                endpoint.method.map { Markdown.span($0) } ?? "—",
            ]
        }
        return (["Platform", "Bridge", "Name", "Method"], rows)
    }

    // MARK: - Prose

    /// "Pin iOS and Android up to the next minor version: …", once per range and reason, then each platform's
    /// install note.
    private var pinningSentences: [String] {
        var order: [String] = []
        var platforms: [String: [String]] = [:]
        for platform in contract.platforms {
            guard let distribution = platform.distribution, let pin = distribution.pin, distribution.version != nil
            else { continue }
            let range =
                switch pin {
                case .exact: "to the exact version"
                case .minor: "up to the next minor version, not the next major"
                case .major: "up to the next major version"
                }
            let key = range + (distribution.pinReason.map { ": " + Markdown.inline($0) } ?? ".")
            if platforms[key] == nil { order.append(key) }
            platforms[key, default: []].append(Markdown.inline(platform.displayName))
        }
        let notes = contract.platforms.compactMap { platform in
            platform.distribution?.note.map { Markdown.inline(platform.displayName) + ": " + Markdown.inline($0) }
        }
        return order.map { "Pin " + (platforms[$0] ?? []).series() + " " + $0 } + notes
    }

    private func platformsTable(notes: inout DocsFootnotes) -> (header: [String], rows: [[String]]) {
        let rows = contract.platforms.map { platform -> [String] in
            let install =
                platform.distribution.map { distribution in
                    Markdown.span(distribution.coordinates) + " (" + distribution.registry.title + ")"
                        + (distribution.requirement.map { ", " + Markdown.span($0, in: .tableCell) } ?? "")
                } ?? "—"
            return [
                cell(platform.displayName) + notes.marker("platform \(platform.id)", platform.assumed),
                platform.minimumOS.map(cell) ?? "—", install,
            ]
        }
        return (["Platform", "Minimum OS", "Install"], rows)
    }

    private func protocolParagraph(_ bridge: Bridge) -> String {
        let keys = bridge.envelope.keys.map { Markdown.span($0, in: .block) }.joined(separator: ", ")
        return "Protocol version **\(bridge.version)**. The flow sends JSON strings with the fields \(keys), "
            + "where \(Markdown.span(bridge.envelope.source, in: .block)) is \(Markdown.span(bridge.source, in: .block)) "
            + "and \(Markdown.span(bridge.envelope.version, in: .block)) is \(Markdown.span(String(bridge.version), in: .block)). "
            + versionSentences(bridge)
            + "Messages larger than \(bridge.maxBytes.grouped()) bytes are dropped. "
            + "Payload rule: \(Markdown.inline(bridge.payloadRule))"
            + sendersSentence(bridge.senders)
    }

    /// Who may post, where the contract lets more than the flow's main frame (the published page says nothing of
    /// the default); every SDK drops any other sender's message.
    private func sendersSentence(_ senders: Bridge.Senders) -> String {
        guard !senders.isDefault else { return "" }
        let origins = ["the flow's own origin"] + senders.origins.map { Markdown.span("https://" + $0, in: .block) }
        return
            " Who may post: \(origins.series(serialComma: true)), \(senders.allowsSubframes ? "from any frame" : "from the main frame"); "
            + "SDKs drop any other sender's message." + (senders.reason.map { " " + Markdown.inline($0) } ?? "")
    }

    /// What an SDK reads besides its own version, and how the session URL tells the flow which it speaks;
    /// nothing for a contract that reads its own version alone.
    private func versionSentences(_ bridge: Bridge) -> String {
        let key = Markdown.span(bridge.envelope.version, in: .block)
        let accepted = bridge.acceptedVersions
        var text = ""
        if accepted.count > 1 {
            text += "SDKs read \(key) \(accepted.lowerBound) through \(accepted.upperBound). "
        }
        if bridge.readsNewerVersions {
            text +=
                "A newer \(key) is read as \(bridge.version): a newer version only adds message types and payload fields. "
        }
        if let parameter = bridge.versionParameter {
            text +=
                "The session URL tells the flow the version the SDK speaks as \(Markdown.span("?" + parameter + "=", in: .block)). "
        }
        return text
    }

    private func navigationItems(_ navigation: Navigation) -> [String] {
        var webview = ["the session URL's host"]
        if let option = navigation.hostsOption {
            webview.append("the hosts in \(Markdown.span(option.raw, in: .block))")
        }
        for group in navigation.hostGroups {
            let hosts = group.hosts.map { Markdown.span($0, in: .block) }.joined(separator: ", ")
            webview.append(
                "\(Markdown.inline(group.name)) (\(hosts))" + (group.reason.map { " " + Markdown.inline($0) } ?? ""))
        }
        var items = ["Loads inside the WebView: \(webview.series(serialComma: true))."]
        items.append("Other http(s) links: open in the system browser.")
        let examples = navigation.blockedSchemeExamples.map { Markdown.span($0 + ":", in: .block) }
        items.append(
            "Other schemes" + (examples.isEmpty ? "" : " (\(examples.joined(separator: ", ")) …)") + ": blocked.")
        if !navigation.queryOptions.isEmpty {
            let sent = navigation.queryOptions.map {
                "\(Markdown.span($0.raw, in: .block)) is sent as \(Markdown.span("?\($0.raw)=", in: .block))"
            }
            items.append(sent.joined(separator: ", ") + ", before the fragment.")
        }
        if let token = navigation.tokenFragment {
            items.append(
                "Session token: URL fragment \(Markdown.span("#\(token)=", in: .block)) — never sent to servers, never logged."
            )
        }
        return items
    }

}
