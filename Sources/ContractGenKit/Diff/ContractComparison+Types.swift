/// Platforms, enums and failure codes, results and records.
extension ContractComparison {
    mutating func comparePlatforms() {
        for platform in new.platforms where old.platform(platform.id) == nil {
            add(
                "platform.added", .info, "platform \(platform.id)",
                "platform '\(platform.id)' (\(platform.displayName)) was added", at: nil,
                source: .ok, on: [platform.id.raw])
        }
        for platform in old.platforms where new.platform(platform.id) == nil {
            add(
                "platform.removed", .warning, "platform \(platform.id)",
                "platform '\(platform.id)' (\(platform.displayName)) was removed: its SDK is no longer described",
                at: nil, source: .ok, on: [platform.id.raw])
        }
    }

    /// The ids of the platforms an element with `platforms` (nil: all) is on, in the new contract.
    func ids(_ platforms: Set<Identifier>?, in contract: Contract) -> [String] {
        contract.platforms.filter { platforms?.contains($0.id) ?? true }.map(\.id.raw)
    }

    mutating func compareEnums() {
        let oldEnums = old.allEnums
        for type in new.allEnums {
            guard let before = oldEnums.first(where: { $0.name == type.name }) else { continue }
            // `1` and `"1"` are one wire text in the model, so a value's wire comparison cannot see this.
            if before.isInteger != type.isInteger {
                let (now, was) = type.isInteger ? ("whole numbers", "strings") : ("strings", "whole numbers")
                add(
                    "enum.wire-type-changed", .error, "enum \(type.name)",
                    "the values of '\(type.name)' are now sent as \(now), no longer as \(was); an SDK on either side of the change reads none of them, and host code that uses their raw values no longer compiles",
                    at: type.location, oldSDKNewFlow: .breaks, newSDKOldFlow: .breaks, source: .breaks)
            }
            compareValues(before, type, kind: type.name == new.failures?.name ? "failure-code" : "enum-value")
        }
    }

    private mutating func compareValues(_ before: EnumType, _ after: EnumType, kind: String) {
        let matched = Self.match(before.values, after.values, name: \.name, renames: \.evolution.renamedFrom)
        let what = kind == "failure-code" ? "failure code" : "value"
        for value in matched.added {
            add(
                "\(kind).added", .warning, "\(kind) \(after.name).\(value.name)",
                "\(what) '\(value.name)' of '\(after.name)' was added; old SDKs keep it as a value they do not know, and hosts that switch over every value need a case for it",
                at: value.location, source: .newCase, on: ids(value.platforms, in: new))
        }
        for value in matched.removed {
            add(
                "\(kind).removed", .error, "\(kind) \(after.name).\(value.name)",
                "\(what) '\(value.name)' of '\(after.name)' was removed; hosts that name it no longer compile, and new SDKs keep it as a value they do not know",
                at: value.location, source: .breaks, on: ids(value.platforms, in: old))
        }
        for (old, new, rename) in matched.pairs {
            let element = "\(kind) \(after.name).\(new.name)"
            if rename != nil {
                add(
                    "\(kind).renamed", .warning, element,
                    "\(what) '\(old.name)' of '\(after.name)' was renamed to '\(new.name)'; its old name stays as a deprecated alias"
                        + (old.wire != new.wire
                            ? ", and old SDKs keep the new wire value '\(new.wire)' as one they do not know" : ""),
                    at: new.location, source: .deprecated, on: ids(new.platforms, in: self.new))
            } else if old.wire != new.wire {
                add(
                    "\(kind).wire-changed", .warning, element,
                    "\(what) '\(new.name)' of '\(after.name)' is sent as '\(new.wire)', no longer '\(old.wire)'; SDKs on the other side of the change keep it as a value they do not know",
                    at: new.location, source: .ok, on: ids(new.platforms, in: self.new))
            }
            let gained = ids(new.platforms, in: self.new).filter { !ids(old.platforms, in: self.old).contains($0) }
            let lost = ids(old.platforms, in: self.old).filter {
                self.new.platform(Identifier($0)) != nil && !ids(new.platforms, in: self.new).contains($0)
            }
            if !gained.isEmpty {
                add(
                    "\(kind).platform-added", .info, element,
                    "\(what) '\(new.name)' of '\(after.name)' is now on \(gained.joined(separator: ", "))",
                    at: new.location, source: .newCase, on: gained)
            }
            if !lost.isEmpty {
                add(
                    "\(kind).platform-removed", .error, element,
                    "\(what) '\(new.name)' of '\(after.name)' is no longer on \(lost.joined(separator: ", ")); hosts there that name it no longer compile",
                    at: new.location, source: .breaks, on: lost)
            }
            compareEvolution(
                old.evolution, new.evolution, element: element, what: "\(what) '\(new.name)' of '\(after.name)'",
                at: new.location,
                on: ids(new.platforms, in: self.new))
        }
    }

    mutating func compareResults() {
        var matched = Self.match(old.results, new.results, name: \.name, renames: \.evolution.renamedFrom)
        for result in matched.added {
            add(
                "result.added", .warning, "result \(result.name)",
                "result '\(result.name)' was added; hosts that switch over every result need a case for it",
                at: result.location, source: .newCase)
        }
        for result in matched.removed {
            add(
                "result.removed", .error, "result \(result.name)",
                "result '\(result.name)' was removed; hosts that handle it no longer compile",
                at: result.location, source: .breaks)
        }
        matched.added = []
        for (before, after, rename) in matched.pairs {
            if rename != nil {
                add(
                    "result.renamed", .warning, "result \(after.name)",
                    "result '\(before.name)' was renamed to '\(after.name)'; its old name stays as a deprecated alias",
                    at: after.location, source: .deprecated)
            }
            compareEvolution(
                before.evolution, after.evolution, element: "result \(after.name)", what: "result '\(after.name)'",
                at: after.location)
            compareFields(
                before.fields, after.fields, owner: "result '\(after.name)'", key: after.name.raw, onWire: false,
                platforms: allPlatforms)
        }
    }

    mutating func compareRecords() {
        let payloads = new.payloadRecords
        for record in new.records {
            guard let before = old.records.first(where: { $0.name == record.name }) else { continue }
            compareFields(
                before.fields, record.fields, owner: "record '\(record.name)'", key: record.name.raw,
                onWire: payloads.contains(record.name), platforms: recordPlatforms)
        }
        for record in old.records where new.record(named: record.name) == nil {
            add(
                "record.removed", .error, "record \(record.name)",
                "record '\(record.name)' was removed; hosts that use its type no longer compile",
                at: record.location, source: .breaks, on: recordPlatforms)
        }
    }

    /// The platforms whose code declares records.
    private var recordPlatforms: [String] {
        new.platforms.filter { $0.language.target.capabilities.hasRecords }.map(\.id.raw)
    }
}
