import JSONSyntax

/// One key whose value differs between two versions of a contract: added, removed or changed.
struct KeyChange: Sendable {
    /// The key as the classification table names it: `option.sensitive`.
    var key: String
    /// Where it is, for messages: `configuration.options[session_url].sensitive`.
    var path: String
    var old: JSONValue?
    var new: JSONValue?
    /// The key in the new contract, or where it was in the old one.
    var location: SourceLocation
    /// The platform the key belongs to, where it belongs to one.
    var platform: String?
    /// Where findings about the element that holds the key point: a semantic finding at one covers the change.
    var anchors: Set<SourceLocation>
    /// For an item added to or removed from a list, what names it (`on_shown`, `checkout.CHECKOUT_LOADED`): a
    /// semantic finding about an element of that name covers the change, wherever the element is declared.
    var item: String? = nil

    /// Whether `finding` is about the element the change is in.
    func isAbout(_ finding: DiffFinding) -> Bool {
        // A finding with no place (a platform added, the handshake) is about its rule's one element.
        guard let location = finding.location else { return true }
        guard !anchors.contains(location) else { return true }
        guard let item, let named = finding.element.split(separator: " ").last else { return false }
        return named == item || named.hasSuffix(".\(item)")
    }
}

/// Walks two parsed contracts along the format (`ContractSchema`) and lists every key whose value differs.
/// Array items are paired by their name (or id, type, callback, …), and by `renamed_from`.
struct KeyChanges {
    let oldFile: String
    let newFile: String
    /// Earlier names to the names that replace them (`renamed_from`): a reference that follows a rename is the
    /// same reference, and the rename is the semantic comparison's to report.
    let renames: [String: String]
    private(set) var changes: [KeyChange] = []

    static func between(old: JSONNode, oldFile: String, new: JSONNode, newFile: String) -> [KeyChange] {
        var walk = KeyChanges(oldFile: oldFile, newFile: newFile, renames: Self.renames(in: new))
        walk.compare(ContractSchema.root, old: old, new: new, path: "", platform: nil, anchors: [])
        return walk.changes
    }

    /// Equal values, wherever they stand in their files.
    static func sameValue(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.array(let l), .array(let r)):
            l.count == r.count && zip(l, r).allSatisfy { sameValue($0.value, $1.value) }
        case (.object(let l), .object(let r)):
            l.count == r.count && zip(l, r).allSatisfy { $0.key == $1.key && sameValue($0.value.value, $1.value.value) }
        case (.number(let l), .number(let r)):
            l.text == r.text || (l.double != nil && l.double == r.double)
        default:
            lhs == rhs
        }
    }

    private mutating func compare(
        _ schema: ObjectSchema, old: JSONNode, new: JSONNode, path: String, platform: String?,
        anchors: Set<SourceLocation>
    ) {
        let platform =
            identity(of: schema.name == "endpoint" ? "platform" : schema.name == "platform" ? "id" : nil, in: new)
            ?? platform
        let anchors = anchors.union(self.anchors(old, file: oldFile)).union(self.anchors(new, file: newFile))
        for property in schema.properties {
            let (before, after) = (member(property.key, of: old), member(property.key, of: new))
            let key = "\(schema.name).\(property.key)"
            let path = path.isEmpty ? property.key : "\(path).\(property.key)"
            guard let before, let after else {
                if case .map = property.schema {
                    // A map added or removed whole is each of its keys added or removed, so a `names` entry reaches
                    // the one platform it names.
                    compareMaps(key, old: before?.value, new: after?.value, path: path, anchors: anchors)
                } else if before != nil || after != nil {
                    record(key, path, before, after, platform: platform, anchors: anchors)
                }
                continue
            }
            switch property.schema {
            case .object(let inner):
                compare(inner, old: before.value, new: after.value, path: path, platform: platform, anchors: anchors)
            case .array(.object(let inner)):
                compareItems(
                    inner, key: key, old: before.value, new: after.value, path: path, platform: platform,
                    anchors: anchors)
            case .map:
                compareMaps(key, old: before.value, new: after.value, path: path, anchors: anchors)
            default:
                if !sameReference(before.value.value, after.value.value) {
                    record(key, path, before, after, platform: platform, anchors: anchors)
                }
            }
        }
    }

    private mutating func compareItems(
        _ schema: ObjectSchema, key: String, old: JSONNode, new: JSONNode, path: String, platform: String?,
        anchors: Set<SourceLocation>
    ) {
        guard case .array(let oldItems) = old.value, case .array(let newItems) = new.value else { return }
        var remaining = oldItems
        var added: [JSONNode] = []
        for (offset, item) in newItems.enumerated() {
            let identity = itemIdentity(item, schema)
            let names = [identity] + renamedFrom(item)
            // Items with nothing that names them (host groups) pair by position.
            let index =
                identity == nil
                ? remaining.firstIndex {
                    offset < oldItems.count && $0.position == oldItems[offset].position
                        && itemIdentity($0, schema) == nil
                }
                : remaining.firstIndex { old in
                    itemIdentity(old, schema).map { names.contains($0) || renames[$0] == identity } ?? false
                }
            if let index {
                let before = remaining.remove(at: index)
                compare(
                    schema, old: before, new: item, path: "\(path)[\(identity ?? "\(offset)")]", platform: platform,
                    anchors: anchors)
            } else {
                added.append(item)
            }
        }
        // Every item of the list anchors an addition or removal: a semantic finding at any of them reports it.
        let listAnchors = anchors.union(oldItems.flatMap { self.anchors($0, file: oldFile) }).union(
            newItems.flatMap { self.anchors($0, file: newFile) })
        for (item, isNew) in remaining.map({ ($0, false) }) + added.map({ ($0, true) }) {
            let member = JSONMember(key: "", keyPosition: item.position, value: item)
            let identity = itemIdentity(item, schema)
            record(
                key, "\(path)[\(identity ?? "?")]", isNew ? nil : member, isNew ? member : nil, platform: platform,
                anchors: listAnchors, item: identity)
        }
    }

    /// A map keyed by platform id (or field name): one change a key whose value differs; an absent map has no keys.
    private mutating func compareMaps(
        _ key: String, old: JSONNode?, new: JSONNode?, path: String, anchors: Set<SourceLocation>
    ) {
        let members = { (node: JSONNode?) -> [JSONMember]? in
            guard let node else { return [] }
            if case .object(let members) = node.value { return members }
            return nil
        }
        guard let before = members(old), let after = members(new) else { return }
        var keys = after.map(\.key)
        keys += before.map(\.key).filter { !keys.contains($0) }
        for mapKey in keys {
            let (was, now) = (before.first { $0.key == mapKey }, after.first { $0.key == mapKey })
            if let was, let now, Self.sameValue(was.value.value, now.value.value) { continue }
            record(key, "\(path).\(mapKey)", was, now, platform: mapKey, anchors: anchors)
        }
    }

    private mutating func record(
        _ key: String, _ path: String, _ old: JSONMember?, _ new: JSONMember?, platform: String?,
        anchors: Set<SourceLocation>,
        item: String? = nil
    ) {
        let location =
            new.map { SourceLocation(file: newFile, line: $0.keyPosition.line, column: $0.keyPosition.column) }
            ?? SourceLocation(file: oldFile, line: old!.keyPosition.line, column: old!.keyPosition.column)
        changes.append(
            KeyChange(
                key: key, path: path, old: old?.value.value, new: new?.value.value, location: location,
                platform: platform, anchors: anchors, item: item))
    }

    /// Equal, or a name that follows its rename.
    private func sameReference(_ old: JSONValue, _ new: JSONValue) -> Bool {
        Self.sameValue(old, new) || old.stringValue.map { renames[$0] == new.stringValue } ?? false
    }

    private static func renames(in node: JSONNode) -> [String: String] {
        switch node.value {
        case .array(let items):
            return items.reduce(into: [:]) { $0.merge(renames(in: $1)) { first, _ in first } }
        case .object(let members):
            var found = members.reduce(into: [String: String]()) {
                $0.merge(renames(in: $1.value)) { first, _ in first }
            }
            guard let name = members.first(where: { $0.key == "name" })?.value.value.stringValue,
                case .array(let earlier)? = members.first(where: { $0.key == "renamed_from" })?.value.value
            else { return found }
            for rename in earlier {
                if case .object(let keys) = rename.value,
                    let was = keys.first(where: { $0.key == "name" })?.value.value.stringValue
                {
                    found[was] = name
                }
            }
            return found
        default:
            return [:]
        }
    }

    // MARK: - Reading

    private func member(_ key: String, of node: JSONNode) -> JSONMember? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }
    }

    private func identity(of key: String?, in node: JSONNode) -> String? {
        key.flatMap { member($0, of: node)?.value.value.stringValue }
    }

    /// What pairs an item with its earlier version: its name (a contract name, not a label), id, platform,
    /// callback, or flow and type.
    private func itemIdentity(_ item: JSONNode, _ schema: ObjectSchema) -> String? {
        if let type = identity(of: "type", in: item), let flow = identity(of: "flow", in: item) {
            return "\(flow).\(type)"
        }
        let keys = ["name", "id", "platform", "callback", "event", "action"].filter { key in
            if case .name? = schema.property(key)?.schema { true } else { false }
        }
        return keys.lazy.compactMap { identity(of: $0, in: item) }.first
    }

    private func renamedFrom(_ item: JSONNode) -> [String?] {
        guard case .array(let renames)? = member("renamed_from", of: item)?.value.value else { return [] }
        return renames.map { identity(of: "name", in: $0) }
    }

    /// Where findings about an object point: the object, and its name.
    private func anchors(_ node: JSONNode, file: String) -> [SourceLocation] {
        [node.position, member("name", of: node)?.value.position].compactMap { $0 }.map {
            SourceLocation(file: file, line: $0.line, column: $0.column)
        }
    }
}
