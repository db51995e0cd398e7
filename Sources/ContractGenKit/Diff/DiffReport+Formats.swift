#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The three ways a diff prints. Every finding says its rule, severity, both wire verdicts, the source verdict
/// and the bump on each platform it reaches; the last line (or object) sums up.
extension DiffReport {
    /// Compiler-style lines, `file:line:col: severity: [rule] message`, each with its verdicts on the next line.
    public var text: String {
        var lines: [String] = []
        for finding in findings {
            let place = finding.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            let severity = finding.suppressedBecause == nil ? finding.severity.rawValue : "note"
            lines.append("\(place)\(severity): [\(finding.rule)] \(finding.message)")
            lines.append(
                "    wire: old SDK + new flow \(finding.oldSDKNewFlow.rawValue), new SDK + old flow \(finding.newSDKOldFlow.rawValue); "
                    + "source: \(grouped { finding.source[$0]?.rawValue }); bump: \(grouped { finding.source[$0] == nil ? nil : finding.bump(on: $0).rawValue })"
                    + (finding.suppressedBecause.map { "; suppressed: \($0)" } ?? ""))
            if finding.suppressedBecause == nil, finding.severity != .info {
                lines.append(
                    "    to accept it, add to contractgen.json's \"diff\".\"suppress\": \(suppressionKey(finding))")
            }
        }
        for suppression in unmatchedSuppressions {
            lines.append(Self.unmatchedNote(suppression))
        }
        lines.append(summary)
        lines.append("semver: " + bumps.map { "\($0.platform.id) \($0.bump.rawValue)" }.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The suppression that accepts `finding`, as the config writes it.
    private func suppressionKey(_ finding: DiffFinding) -> String {
        "{ \"rule\": \(JSONLiteral.string(finding.rule)), \"element\": \(JSONLiteral.string(finding.element)), \"reason\": \"…\" }"
    }

    /// A suppression that matched nothing: a change accepted that is gone, or a rule or element misspelt.
    private static func unmatchedMessage(_ suppression: ContractDiff.Suppression) -> String {
        let element = suppression.element.map { " for '\($0)'" } ?? ""
        return
            "the suppression of '\(suppression.rule)'\(element) matches no change; remove it, or correct its rule or element"
    }

    private static func unmatchedNote(_ suppression: ContractDiff.Suppression) -> String {
        let place = suppression.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        return "\(place)note: \(unmatchedMessage(suppression))"
    }

    /// `contractgen diff: 3 changes (1 error, 1 warning, 1 info); breaking`.
    public var summary: String {
        let active = findings.filter { $0.suppressedBecause == nil }
        let counts = DiffFinding.Severity.allCases.reversed().map { severity in
            let count = active.filter { $0.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 || severity == .info ? "" : "s")"
        }
        let suppressed = findings.count - active.count
        return "contractgen diff: \(findings.count) change\(findings.count == 1 ? "" : "s") ("
            + counts.joined(separator: ", ")
            + (suppressed > 0 ? ", \(suppressed) suppressed" : "") + "); "
            + (isBreaking ? "breaking" : "nothing breaks")
    }

    /// Values by platform, as `breaks (android, ios)`, `ok (flutter)`: platforms with the same value together.
    private func grouped(_ value: (String) -> String?) -> String {
        var order: [String] = []
        var members: [String: [String]] = [:]
        for platform in platforms {
            guard let text = value(platform.id) else { continue }
            if members[text] == nil { order.append(text) }
            members[text, default: []].append(platform.id)
        }
        return order.map { "\($0) (\(members[$0]!.joined(separator: ", ")))" }.joined(separator: ", ")
    }

    /// One JSON object a line: each finding, then `{"summary": …}`.
    public var jsonLines: String {
        var lines: [String] = []
        for finding in findings {
            var object: [(String, String)] = []
            if let location = finding.location {
                object += [
                    ("file", JSONLiteral.string(location.file)), ("line", String(location.line)),
                    ("column", String(location.column)),
                ]
            }
            object += [
                ("severity", JSONLiteral.string(finding.severity.rawValue)),
                ("rule", JSONLiteral.string(finding.rule)),
                ("element", JSONLiteral.string(finding.element)),
                ("message", JSONLiteral.string(finding.message)),
                (
                    "wire",
                    "{\"oldSdkNewFlow\": \(JSONLiteral.string(finding.oldSDKNewFlow.rawValue)), \"newSdkOldFlow\": \(JSONLiteral.string(finding.newSDKOldFlow.rawValue))}"
                ),
                (
                    "source",
                    Self.object(
                        platforms.compactMap { platform in
                            finding.source[platform.id].map { (platform.id, $0.rawValue) }
                        })
                ),
                (
                    "bump",
                    Self.object(
                        platforms.compactMap { platform in
                            finding.source[platform.id] == nil
                                ? nil : (platform.id, finding.bump(on: platform.id).rawValue)
                        })
                ),
                ("suppressed", finding.suppressedBecause.map(JSONLiteral.string) ?? "null"),
            ]
            lines.append("{" + object.map { "\(JSONLiteral.string($0.0)): \($0.1)" }.joined(separator: ", ") + "}")
        }
        let active = findings.filter { $0.suppressedBecause == nil }
        let counts = DiffFinding.Severity.allCases.map { severity in
            (severity.rawValue + "s", String(active.filter { $0.severity == severity }.count))
        }
        lines.append(
            "{\"summary\": {"
                + ([("changes", String(findings.count))] + counts + [
                    ("suppressed", String(findings.count - active.count)),
                    ("breaking", isBreaking ? "true" : "false"),
                    ("bump", Self.object(bumps.map { ($0.platform.id, $0.bump.rawValue) })),
                ])
                .map { "\(JSONLiteral.string($0.0)): \($0.1)" }.joined(separator: ", ") + "}}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(JSONLiteral.string($0.0)): \(JSONLiteral.string($0.1))" }.joined(separator: ", ") + "}"
    }

    /// An annotation's `file`, `line` and `col`, where there is a place.
    private static func placeProperties(_ location: SourceLocation?) -> [String] {
        guard let location else { return [] }
        return [
            "file=" + WorkflowCommand.property(location.file), "line=\(location.line)", "col=\(location.column)",
        ]
    }

    /// GitHub workflow commands: an annotation a finding at its line, then the semver advice as a notice.
    public var github: String {
        var lines: [String] = []
        for finding in findings {
            let command =
                finding.suppressedBecause != nil
                ? "notice" : ["info": "notice", "warning": "warning", "error": "error"][finding.severity.rawValue]!
            // A removal is shown in the new file, which the pull request has, at what held it.
            let properties =
                Self.placeProperties(finding.reviewLocation ?? finding.location)
                + ["title=" + WorkflowCommand.property(finding.rule)]
            let detail =
                "wire: old SDK + new flow \(finding.oldSDKNewFlow.rawValue), new SDK + old flow \(finding.newSDKOldFlow.rawValue); source: \(grouped { finding.source[$0]?.rawValue })"
            lines.append(
                "::\(command) \(properties.joined(separator: ","))::"
                    + WorkflowCommand.data(
                        finding.message + "\n" + detail
                            + (finding.suppressedBecause.map { "\nsuppressed: \($0)" } ?? "")))
        }
        for suppression in unmatchedSuppressions {
            let properties =
                Self.placeProperties(suppression.location)
                + ["title=" + WorkflowCommand.property("diff.suppression-unmatched")]
            lines.append(
                "::warning \(properties.joined(separator: ","))::"
                    + WorkflowCommand.data(Self.unmatchedMessage(suppression)))
        }
        lines.append(
            "::notice title=semver::"
                + WorkflowCommand.data(
                    summary + "\nsemver: "
                        + bumps.map { "\($0.platform.id) \($0.bump.rawValue)" }.joined(separator: ", ")))
        return lines.joined(separator: "\n") + "\n"
    }
}
