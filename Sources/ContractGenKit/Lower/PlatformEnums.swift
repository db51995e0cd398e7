/// Which enums a platform's code declares, decided once for every language.
extension Contract {
    /// Every enum, the failure codes last, each with only the values `platform` has; an enum that only other
    /// platforms' options use (another platform's presentation style) is left out. An enum nothing uses stays:
    /// it is part of the contract's surface.
    func enums(on platform: Platform) -> [EnumType] {
        var usedHere: Set<Identifier> = []
        var usedElsewhere: Set<Identifier> = []
        let fields =
            results.flatMap(\.fields) + events.flatMap(\.payload) + records.flatMap(\.fields)
            + (legacy?.handshake?.replyFields ?? [])
        for type in fields.map(\.type) {
            if let name = type.enumName { usedHere.insert(name) }
        }
        // A grouped enum's accessor returns its groups' enum wherever the grouped one is declared.
        usedHere.formUnion(allEnums.compactMap(\.groupedBy))
        for option in configuration?.options ?? [] {
            guard let name = option.type.enumName else { continue }
            if option.isAvailable(on: platform) { usedHere.insert(name) } else { usedElsewhere.insert(name) }
        }
        return allEnums.compactMap { type in
            guard type.name == failures?.name || usedHere.contains(type.name) || !usedElsewhere.contains(type.name)
            else { return nil }
            var copy = type
            copy.values = type.values.filter { $0.isAvailable(on: platform) }
            return copy
        }
    }
}

extension TypeRef {
    /// The enum this type names, itself or as the element of a list or the value of a map.
    var enumName: Identifier? {
        switch self {
        case .enumeration(let name): name
        case .array(let element), .map(let element): element.enumName
        default: nil
        }
    }
}
