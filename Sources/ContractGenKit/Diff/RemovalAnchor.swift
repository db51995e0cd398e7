import JSONSyntax

/// Where a removal shows in the new contract. What a change removed is only in the old one, a file a pull request
/// does not show, so a review annotation goes to the deepest node of its path the new contract still has: the
/// array it was an element of, or the object that held its key.
enum RemovalAnchor {
    /// One step down a document: an object's key, or an array's element, found again by its `name` where it has
    /// one (elements move when an earlier one is removed) and by its index otherwise.
    private enum Step {
        case key(String)
        case element(name: String?, index: Int)
    }

    /// A place in a document as diagnostics give it.
    struct Place: Equatable {
        var line: Int
        var column: Int

        init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        init(_ position: SourcePosition) {
            self.init(line: position.line, column: position.column)
        }

        /// Whether `self` comes at or before `other` in the document.
        func isAtOrBefore(_ other: Place) -> Bool {
            (line, column) <= (other.line, other.column)
        }
    }

    /// The position in `new` for what is at `place` in `old`; nil when `old` has nothing there.
    static func position(of place: Place, in old: JSONNode, new: JSONNode) -> SourcePosition? {
        guard let path = path(to: place, in: old) else { return nil }
        var node = new
        for step in path {
            guard let next = child(of: node, at: step) else { break }
            node = next
        }
        return node.position
    }

    private static func path(to target: Place, in node: JSONNode) -> [Step]? {
        if Place(node.position) == target { return [] }
        switch node.value {
        case .object(let members):
            for member in members where Place(member.keyPosition).isAtOrBefore(target) {
                if Place(member.keyPosition) == target { return [.key(member.key)] }
                if let rest = path(to: target, in: member.value) { return [.key(member.key)] + rest }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() where Place(element.position).isAtOrBefore(target) {
                if let rest = path(to: target, in: element) {
                    return [.element(name: name(of: element), index: index)] + rest
                }
            }
        default:
            break
        }
        return nil
    }

    private static func child(of node: JSONNode, at step: Step) -> JSONNode? {
        switch (step, node.value) {
        case (.key(let key), .object(let members)):
            return members.first { $0.key == key }?.value
        case (.element(let name?, _), .array(let elements)):
            return elements.first { self.name(of: $0) == name }
        case (.element(nil, let index), .array(let elements)):
            return elements.indices.contains(index) ? elements[index] : nil
        default:
            return nil
        }
    }

    private static func name(of node: JSONNode) -> String? {
        guard case .object(let members) = node.value,
            case .string(let name)? = members.first(where: { $0.key == "name" })?.value.value
        else { return nil }
        return name
    }
}
