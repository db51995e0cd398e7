import Mustache

/// The reference page: every table and list of the published SDK contract page, from the contract.
///
/// Template context (`Templates/docs/sdk-contract.md.mustache`); all text is already Markdown, escaped:
/// - `title`, `summary`, `description`: page heading, the line under it, the introduction; `source`, where the
///   published page lives.
/// - `platforms`, `results`, `events`, `failures`, `configuration`, `bridges`: tables, each `{ lines: [String] }` of
///   aligned GFM rows, e.g. `| Code | Meaning |`; absent when the contract has no such section.
/// - `resultFlow`: `{ lines }`, the Mermaid state diagram of what produces each result (DocsTarget+Results.swift).
/// - `platformOnly`: the platform-only options line, e.g. ``Android: `title`; iOS: none``.
/// - `protocol`: the bridge protocol paragraph.
/// - `navigation`, `security`: `{ items: [String] }`, the bullets' texts.
struct DocsTarget {
    /// Where the page's named blocks live among the templates; `docs inject` renders them by name.
    static let blockFolder = "docs/blocks/"

    let contract: Contract

    func render(with templates: CompiledTemplates, emit: FileEmitter) throws(DiagnosticError) {
        emit(try templates.file("Docs/sdk-contract.md", from: "docs/sdk-contract.md", context))
    }

    var context: MustacheValue {
        var context: [String: MustacheValue] = [
            "title": .string(Markdown.inline(contract.title)),
            "summary": contract.summary.map { .string(Markdown.inline($0)) } ?? .null,
            "description": contract.description.map { .string(Markdown.inline($0)) } ?? .null,
            // An autolink: a bare URL fails Markdown linters (MD034), and both render as the same link.
            "source": contract.source.map { .string("<" + $0 + ">") } ?? .null,
        ]
        // Only a contract that says where its SDKs run and come from gets the table.
        let installs = contract.platforms.contains { $0.minimumOS != nil || $0.distribution != nil }
        context["platforms"] = installs ? table(platformsTable) : .null
        context["results"] = contract.results.isEmpty ? .null : table(resultsTable)
        context["resultFlow"] = resultFlowLines.map { ["lines": .list($0.map(MustacheValue.string))] } ?? .null
        context["events"] = contract.events.isEmpty ? .null : table(eventsTable)
        context["failures"] = contract.failures.map { table(failuresTable($0)) } ?? .null
        context["configuration"] = contract.configuration.map { table(configurationTable($0)) } ?? .null
        context["platformOnly"] = contract.configuration.flatMap(platformOnlyLine).map(MustacheValue.string) ?? .null
        context["protocol"] = contract.bridge.map { .string(protocolParagraph($0)) } ?? .null
        context["bridges"] = contract.bridge.map { table(bridgesTable($0)) } ?? .null
        context["navigation"] = contract.navigation.map { ["items": .list(navigationItems($0).map(MustacheValue.string))] } ?? .null
        callbackContext(into: &context)
        let security = (contract.webViewSecurity?.sentences ?? []) + contract.security.map { Markdown.inline($0) }
        context["security"] = security.isEmpty ? .null : ["items": .list(security.map(MustacheValue.string))]
        return .object(context)
    }

    func table(_ rows: (header: [String], rows: [[String]])) -> MustacheValue {
        .object(["lines": .list(Markdown.table(header: rows.header, rows: rows.rows).map(MustacheValue.string))])
    }

    func cell(_ text: String) -> String {
        Markdown.inline(text, in: .tableCell)
    }

    // MARK: - Tables

    private var resultsTable: (header: [String], rows: [[String]]) {
        let rows = contract.results.map { result in
            let fields = result.fields.map { Markdown.span($0.name.raw + ($0.isOptional ? "?" : "")) }
            return [Markdown.span(result.name.raw), fields.isEmpty ? "—" : fields.joined(separator: ", "), cell(result.when)]
        }
        return (["Result", "Fields", "When"], rows)
    }

    private var eventsTable: (header: [String], rows: [[String]]) {
        let rows = contract.events.map { event in
            let payload = event.payload.map { field in
                Markdown.span(field.wire) + ": " + cell(payloadSummary(field)) + (field.isOptional ? " (optional)" : "")
            }
            return [Markdown.span(event.wire), cell(event.description),
                    payload.isEmpty ? "—" : payload.joined(separator: "<br>"), event.delivery.rawValue]
        }
        return (["Event", "When", "Payload", "Mobile SDKs"], rows)
    }

    /// A field's description, or for an undescribed enum field the values it can take.
    private func payloadSummary(_ field: Field) -> String {
        if let description = field.description { return description }
        if case .enumeration(let name) = field.type, let type = contract.enumType(named: name) {
            return type.values.map(\.wire).joined(separator: " | ")
        }
        return field.type.contractSpelling
    }

    private func failuresTable(_ failures: EnumType) -> (header: [String], rows: [[String]]) {
        let rows = failures.values.map { code in
            [Markdown.span(code.wire), cell(code.description ?? "")]
                + contract.platforms.map { code.isAvailable(on: $0) ? "✓" : "—" }
        }
        return (["Code", "Meaning"] + contract.platforms.map { cell($0.displayName) }, rows)
    }

    private func configurationTable(_ configuration: Configuration) -> (header: [String], rows: [[String]]) {
        let shared = configuration.options.filter { $0.platforms == nil }
        let rows = shared.map { option in
            [Markdown.span(option.name.raw)]
                + contract.platforms.map { platform in
                    Markdown.span(platform.language.rules.spelling(of: option.name, as: .member, overrides: option.names, on: platform.id))
                }
                + [typeCell(option.type), defaultCell(option), cell(option.description)]
        }
        return (["Contract name"] + contract.platforms.map { cell($0.displayName) } + ["Type", "Default", "Description"], rows)
    }

    func typeCell(_ type: TypeRef) -> String {
        if case .enumeration(let name) = type, let enumeration = contract.enumType(named: name) {
            return enumeration.values.map { Markdown.span($0.wire) }.joined(separator: " \\| ")
        }
        return Markdown.span(type.contractSpelling)
    }

    private func defaultCell(_ option: Option) -> String {
        switch option.requirement {
        case .required: return "required"
        case .defaulted(.integer(let milliseconds)) where option.type == .durationMilliseconds:
            return "\(milliseconds) ms"
        case .defaulted(let value):
            return Markdown.span(JSONLiteral.render(value))
        }
    }

    private func platformOnlyLine(_ configuration: Configuration) -> String? {
        let restricted = configuration.options.filter { $0.platforms != nil }
        guard !restricted.isEmpty else { return nil }
        return contract.platforms.map { platform in
            let names = restricted.filter { $0.isAvailable(on: platform) }.map {
                Markdown.span(platform.language.rules.spelling(of: $0.name, as: .member, overrides: $0.names, on: platform.id))
            }
            return Markdown.inline(platform.displayName) + ": " + (names.isEmpty ? "none" : names.joined(separator: ", "))
        }.joined(separator: "; ")
    }

    private func bridgesTable(_ bridge: Bridge) -> (header: [String], rows: [[String]]) {
        let rows = bridge.endpoints.compactMap { endpoint -> [String]? in
            guard let platform = contract.platform(endpoint.platform) else { return nil }
            return [cell(platform.displayName), Markdown.span(endpoint.kind.raw), Markdown.span(endpoint.name),
                    endpoint.method.map { Markdown.span($0) } ?? "—"]
        }
        return (["Platform", "Bridge", "Name", "Method"], rows)
    }

    // MARK: - Prose

    private var platformsTable: (header: [String], rows: [[String]]) {
        let rows = contract.platforms.map { platform -> [String] in
            let install = platform.distribution.map { Markdown.span($0.coordinates) + " (" + $0.registry.title + ")" } ?? "—"
            return [cell(platform.displayName), platform.minimumOS.map(cell) ?? "—", install]
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
            text += "A newer \(key) is read as \(bridge.version): a newer version only adds message types and payload fields. "
        }
        if let parameter = bridge.versionParameter {
            text += "The session URL tells the flow the version the SDK speaks as \(Markdown.span("?" + parameter + "=", in: .block)). "
        }
        return text
    }

    private func navigationItems(_ navigation: Navigation) -> [String] {
        var webview = ["the session URL's host"]
        if let option = navigation.hostsOption { webview.append("the hosts in \(Markdown.span(option.raw, in: .block))") }
        for group in navigation.hostGroups {
            let hosts = group.hosts.map { Markdown.span($0, in: .block) }.joined(separator: ", ")
            webview.append("\(Markdown.inline(group.name)) (\(hosts))" + (group.reason.map { " " + Markdown.inline($0) } ?? ""))
        }
        var items = ["Loads inside the WebView: \(webview.series(serialComma: true))."]
        items.append("Other http(s) links: open in the system browser.")
        let examples = navigation.blockedSchemeExamples.map { Markdown.span($0 + ":", in: .block) }
        items.append("Other schemes" + (examples.isEmpty ? "" : " (\(examples.joined(separator: ", ")) …)") + ": blocked.")
        if !navigation.queryOptions.isEmpty {
            let sent = navigation.queryOptions.map {
                "\(Markdown.span($0.raw, in: .block)) is sent as \(Markdown.span("?\($0.raw)=", in: .block))"
            }
            items.append(sent.joined(separator: ", ") + ", before the fragment.")
        }
        items.append("Session token: URL fragment \(Markdown.span("#\(navigation.tokenFragment)=", in: .block)) — never sent to servers, never logged.")
        return items
    }

}
