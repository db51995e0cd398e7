/// An element of the contract a `names` entry may rename, as the checks of those entries visit it.
struct NamedElement {
    /// What it is, for a message: `field 'amount' of record 'receipt'`.
    var what: String
    var identifier: Identifier
    var names: NameOverrides
    var location: SourceLocation
    /// How a platform spells it without an entry; nil where it is spelled more than one way (an event is a case
    /// and a type).
    var kind: Kind?

    enum Kind {
        /// A top-level type: the prefix and the name (`TypeNaming.typeName`).
        case type
        case member
        case enumCase
    }
}

extension Contract {
    /// Every element a `names` entry may rename, in the contract's order.
    var namedElements: [NamedElement] {
        var elements: [NamedElement] = []
        func fields(_ fields: [Field], of owner: String) {
            elements += fields.map {
                .init(
                    what: "field '\($0.name)' of \(owner)", identifier: $0.name, names: $0.names, location: $0.location,
                    kind: .member)
            }
        }
        for type in allEnums {
            elements.append(
                .init(
                    what: "enum '\(type.name)'", identifier: type.name, names: type.names, location: type.location,
                    kind: .type))
            elements += type.values.map {
                .init(
                    what: "value '\($0.name)' of '\(type.name)'", identifier: $0.name, names: $0.names,
                    location: $0.location, kind: .enumCase)
            }
        }
        for result in results { fields(result.fields, of: "result '\(result.name)'") }
        for event in events {
            elements.append(
                .init(
                    what: "event '\(event.name)'", identifier: event.name, names: event.names, location: event.location)
            )
            fields(event.payload, of: "event '\(event.name)'")
        }
        for record in records {
            elements.append(
                .init(
                    what: "record '\(record.name)'", identifier: record.name, names: record.names,
                    location: record.location, kind: .type))
            fields(record.fields, of: "record '\(record.name)'")
        }
        if let catchAll, let location = catchAllLocation {
            elements.append(
                .init(
                    what: "catch-all event '\(catchAll.name)'", identifier: catchAll.name, names: catchAll.names,
                    location: location, kind: .type))
        }
        elements += (configuration?.options ?? []).map {
            .init(
                what: "option '\($0.name)'", identifier: $0.name, names: $0.names, location: $0.location, kind: .member)
        }
        for object in (sdk?.entryPoints ?? []).compactMap(\.callObject) {
            elements.append(
                .init(
                    what: "call object '\(object.name)'", identifier: object.name, names: object.names,
                    location: object.location, kind: .type))
        }
        return elements
    }

    /// Where the catch-all event is used: the first flow whose callback passes it (it has no position of its own
    /// in the model).
    var catchAllLocation: SourceLocation? {
        flows.first { flow in flow.callbacks.contains { $0.argument == .catchAll } }?.location ?? flows.first?.location
    }
}
