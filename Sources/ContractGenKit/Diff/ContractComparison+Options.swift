/// Configuration options: what hosts pass, and the defaults they rely on.
extension ContractComparison {
    mutating func compareOptions() {
        let oldOptions = old.configuration?.options ?? []
        let newOptions = new.configuration?.options ?? []
        var matched = Self.match(oldOptions, newOptions, name: \.name, renames: \.evolution.renamedFrom)
        let undeclared = Self.undeclaredRenames(&matched) {
            "\($0.type.contractSpelling)\($0.requirement.isRequired ? "!" : "")"
        }
        for option in matched.added {
            let required = option.requirement.isRequired
            add(
                required ? "option.added-required" : "option.added-optional", required ? .error : .info,
                "option \(option.name)",
                "option '\(option.name)' was added"
                    + (required ? " as required; hosts must set it" : " with a default"),
                at: option.location, source: required ? .breaks : .ok, on: ids(option.platforms, in: new))
        }
        for option in matched.removed {
            add(
                "option.removed", .error, "option \(option.name)",
                "option '\(option.name)' was removed; hosts that set it no longer compile",
                at: option.location, source: .breaks, on: ids(option.platforms, in: old))
        }
        for (before, after) in undeclared {
            add(
                "option.renamed-undeclared", .error, "option \(after.name)",
                "option '\(before.name)' looks renamed to '\(after.name)' without \"renamed_from\", so hosts that set it no longer compile; add \"renamed_from\": [{ \"name\": \"\(before.name)\" }]",
                at: after.location, source: .breaks, on: ids(after.platforms, in: new))
        }
        for (before, after, rename) in matched.pairs {
            let element = "option \(after.name)"
            let platforms = ids(after.platforms, in: new)
            if rename != nil {
                add(
                    "option.renamed", .warning, element,
                    "option '\(before.name)' was renamed to '\(after.name)'; its old name stays as a deprecated alias, and configurations keyed by it still read",
                    at: after.location, source: .deprecated, on: platforms)
            }
            if before.type != after.type {
                add(
                    "option.type-changed", .error, element,
                    "option '\(after.name)' is now '\(after.type.contractSpelling)', no longer '\(before.type.contractSpelling)'",
                    at: after.location, source: .breaks, on: platforms)
            }
            switch (before.requirement, after.requirement) {
            case (.defaulted, .required):
                add(
                    "option.became-required", .error, element,
                    "option '\(after.name)' is now required; hosts that left it out no longer compile",
                    at: after.location, source: .breaks, on: platforms)
            case (.required, .defaulted):
                add(
                    "option.became-optional", .info, element, "option '\(after.name)' now has a default",
                    at: after.location, source: .ok, on: platforms)
            case (.defaulted(let was), .defaulted(let now)) where was != now && before.type == after.type:
                add(
                    "option.default-changed", .warning, element,
                    "option '\(after.name)' defaults to \(JSONLiteral.render(now)), no longer \(JSONLiteral.render(was)); hosts that rely on the default get the new one",
                    at: after.location, source: .ok, on: platforms)
            default:
                break
            }
            let gained = platforms.filter { !ids(before.platforms, in: old).contains($0) }
            let lost = ids(before.platforms, in: old).filter {
                new.platform(Identifier($0)) != nil && !platforms.contains($0)
            }
            if !gained.isEmpty {
                add(
                    "option.platform-added", .info, element,
                    "option '\(after.name)' is now on \(gained.joined(separator: ", "))", at: after.location,
                    source: .ok, on: gained)
            }
            if !lost.isEmpty {
                add(
                    "option.platform-removed", .error, element,
                    "option '\(after.name)' is no longer on \(lost.joined(separator: ", ")); hosts there that set it no longer compile",
                    at: after.location, source: .breaks, on: lost)
            }
            compareEvolution(
                before.evolution, after.evolution, element: element, what: "option '\(after.name)'", at: after.location,
                on: platforms)
        }
    }
}
