import JSONSyntax

/// `since`, `deprecated` and `renamed_from` on a named element, and the checks that need the element's
/// scope: a replacement that exists, a removal after the deprecation, earlier names that are not current ones.
extension ModelBuilder {
    mutating func evolution(_ object: JSONReader) -> Evolution {
        var evolution = Evolution(since: version(object, "since"))
        if let deprecated = JSONReader(object.node("deprecated")) {
            let since = version(deprecated, "since")
            let removedIn = version(deprecated, "removed_in")
            if let removedIn, let earliest = [since, evolution.since].compactMap({ $0 }).max(), removedIn <= earliest {
                error(
                    "'removed_in' is \(removedIn), not after \(earliest); an element is removed after it was added and deprecated",
                    at: deprecated.position(of: "removed_in"))
            }
            evolution.deprecated = Evolution.Deprecation(
                message: deprecated.string("message") ?? "", since: since, replacedBy: deprecated.name("replaced_by"),
                removedIn: removedIn,
                replacedByLocation: deprecated.node("replaced_by").map { location($0.position) })
        }
        evolution.renamedFrom = object.objects("renamed_from").compactMap { rename in
            guard let name = rename.name("name") else { return nil }
            return Evolution.Rename(
                name: name, names: nameOverrides(rename), wire: rename.string("wire"), since: version(rename, "since"),
                assumed: rename.string("assumed"), location: location(rename.position(of: "name")))
        }
        return evolution
    }

    private func version(_ object: JSONReader, _ key: String) -> Version? {
        object.string(key).flatMap(Version.init)
    }

    /// The elements of one scope (the events, one record's fields, one enum's values, …): each `replaced_by`
    /// names another of them, and no earlier name or wire value is one of theirs now.
    mutating func checkEvolution(
        of elements: [(name: Identifier, wire: String?, evolution: Evolution)], in scope: String
    ) {
        let names = Set(elements.map(\.name))
        let wires = Set(elements.compactMap(\.wire))
        for element in elements {
            if let deprecated = element.evolution.deprecated, let replacement = deprecated.replacedBy,
                let place = deprecated.replacedByLocation
            {
                if replacement == element.name {
                    error("'\(element.name)' is replaced by itself; name the \(scope) that replaces it", at: place)
                } else if !names.contains(replacement) {
                    let hint = Suggestions.hint(for: replacement.raw, among: names.map(\.raw))
                    error("'replaced_by' names '\(replacement)', which is not among the \(scope)\(hint)", at: place)
                }
            }
            for rename in element.evolution.renamedFrom {
                guard let place = rename.location else { continue }
                if names.contains(rename.name) {
                    error(
                        "'\(element.name)' was renamed from '\(rename.name)', which is still a name among the \(scope); an earlier name must be free, so remove it or rename the other",
                        at: place)
                }
                if let wire = rename.wire, wire != element.wire, wires.contains(wire) {
                    error(
                        "'\(element.name)' was renamed from the wire value '\(wire)', which is still in use among the \(scope); old messages could not be told apart",
                        at: place)
                }
            }
        }
    }
}
