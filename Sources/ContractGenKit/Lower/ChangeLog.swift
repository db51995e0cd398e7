/// What changed in each version, from the evolution keys (`since`, `deprecated`, `renamed_from`) of every named
/// element: the page's "What changed" tables and the `changes` block come from it, so a migration guide's tables
/// are the contract's.
struct ChangeLog: Sendable {
    struct Release: Sendable {
        /// Nil for changes the contract gives no version for.
        var version: Version?
        var changes: [Change]
    }

    struct Change: Sendable {
        enum Kind: String, Sendable {
            case added = "Added"
            case deprecated = "Deprecated"
            case renamed = "Renamed"
            case removed = "To be removed"
        }

        var kind: Kind
        var element: Element
        /// For `renamed`: the earlier name.
        var rename: Evolution.Rename?
        /// For `deprecated` and `removed`.
        var deprecation: Evolution.Deprecation?
    }

    /// A named element as the change tables list it.
    struct Element: Sendable {
        /// What it is: `event`, `field of order_paid`, `option`.
        var label: String
        var name: Identifier
        var names: NameOverrides
        /// How platforms spell its name.
        var nameKind: NameKind
        /// Its wire value or key, where it has one.
        var wire: String?
        var platforms: Set<Identifier>?
        var assumed: String?
        var evolution: Evolution
        /// Whether an earlier name still compiles, as a deprecated alias. A callback's, a flow's and an entry point's
        /// do not: a host implements a callback or passes it by label, which no language can alias both ways, and
        /// no target declares a flow's or entry point's earlier names.
        var keepsEarlierNames = true
    }

    /// Newest version first; the changes without a version last.
    var releases: [Release]

    var isEmpty: Bool { releases.isEmpty }

    /// Whether a rename breaks hosts written against the earlier name: the page says so where it does.
    var renamesBreakHosts: Bool {
        releases.contains { $0.changes.contains { $0.rename != nil && !$0.element.keepsEarlierNames } }
    }
}

extension Contract {
    var changeLog: ChangeLog {
        var byVersion: [Version?: [ChangeLog.Change]] = [:]
        for element in evolvingElements {
            let evolution = element.evolution
            if let since = evolution.since {
                byVersion[since, default: []].append(.init(kind: .added, element: element))
            }
            for rename in evolution.renamedFrom {
                byVersion[rename.since, default: []].append(.init(kind: .renamed, element: element, rename: rename))
            }
            if let deprecation = evolution.deprecated {
                byVersion[deprecation.since, default: []].append(
                    .init(kind: .deprecated, element: element, deprecation: deprecation))
                if let removedIn = deprecation.removedIn {
                    byVersion[removedIn, default: []].append(
                        .init(kind: .removed, element: element, deprecation: deprecation))
                }
            }
        }
        let versions = byVersion.keys.compactMap { $0 }.sorted(by: >)
        var releases = versions.map { ChangeLog.Release(version: $0, changes: byVersion[$0] ?? []) }
        if let unversioned = byVersion[nil] { releases.append(.init(version: nil, changes: unversioned)) }
        return ChangeLog(releases: releases)
    }

    /// Every element that may carry evolution keys, in page order.
    private var evolvingElements: [ChangeLog.Element] {
        func element(
            _ label: String, _ name: Identifier, _ names: NameOverrides, _ kind: NameKind, wire: String?,
            platforms: Set<Identifier>? = nil,
            assumed: String?, _ evolution: Evolution
        ) -> ChangeLog.Element? {
            evolution.isEmpty
                ? nil
                : .init(
                    label: label, name: name, names: names, nameKind: kind, wire: wire, platforms: platforms,
                    assumed: assumed,
                    evolution: evolution)
        }
        func fields(_ fields: [Field], of owner: Identifier) -> [ChangeLog.Element] {
            fields.compactMap {
                element(
                    "field of \(owner)", $0.name, $0.names, .member, wire: $0.wire, assumed: $0.assumed, $0.evolution)
            }
        }
        var elements: [ChangeLog.Element] = []
        for result in results {
            elements += [
                element("result", result.name, [:], .type, wire: result.name.raw, assumed: nil, result.evolution)
            ].compactMap { $0 }
            elements += fields(result.fields, of: result.name)
        }
        for event in events {
            elements += [
                element(
                    "event", event.name, event.names, .type, wire: event.wire, assumed: event.assumed, event.evolution)
            ].compactMap { $0 }
            elements += fields(event.payload, of: event.name)
        }
        for type in allEnums {
            let label = type.name == failures?.name ? "failure code" : "value of \(type.name)"
            elements += type.values.compactMap {
                element(
                    label, $0.name, $0.names, .enumCase, wire: $0.wire, platforms: $0.platforms, assumed: $0.assumed,
                    $0.evolution)
            }
        }
        elements += (configuration?.options ?? []).compactMap {
            element(
                "option", $0.name, $0.names, .member, wire: nil, platforms: $0.platforms, assumed: $0.assumed,
                $0.evolution)
        }
        var withoutAliases: [ChangeLog.Element] = []
        withoutAliases += (sdk?.entryPoints ?? []).compactMap {
            element("entry point", $0.name, $0.names, .member, wire: nil, assumed: $0.assumed, $0.evolution)
        }
        withoutAliases += flows.compactMap {
            element("flow", $0.name, [:], .type, wire: nil, assumed: $0.assumed, $0.evolution)
        }
        withoutAliases += callbacks.compactMap {
            element(
                "callback", $0.name, [:], .member, wire: nil, platforms: $0.platforms, assumed: $0.assumed, $0.evolution
            )
        }
        elements += withoutAliases.map { element in
            var element = element
            element.keepsEarlierNames = false
            return element
        }
        for record in records { elements += fields(record.fields, of: record.name) }
        return elements
    }
}
