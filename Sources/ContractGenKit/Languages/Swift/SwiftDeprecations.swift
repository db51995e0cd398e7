import Mustache

/// How Swift marks what the contract deprecates so that a host's use warns and the generated code's own does not.
///
/// Swift warns at every use of a deprecated declaration, the declaring type's own included. So a deprecated
/// property (an option, a callback) is stored under another name (`storedName`), which the generated code reads,
/// behind the deprecated public property; and a deprecated case (an enum value, an event, a result) is made through
/// a protocol requirement it witnesses (`constructorName`), since a requirement is not deprecated. A `case .x:`
/// pattern does not warn, so matching needs neither.
extension SwiftTarget {
    /// Where the generated code stores a property the host reads as `name`: `_name` when `evolution` deprecates it.
    func storedName(_ name: String, _ evolution: Evolution) -> String {
        evolution.deprecated == nil ? name : "_" + PlatformCode.unescaped(name)
    }

    /// Where the generated code reads an option: its property, or the storage of a deprecated one.
    func storedMember(of option: Option) -> String {
        storedName(code.member(option.name, overrides: option.names), option.evolution)
    }

    /// How the generated code makes the case `name`: the case itself, or `deprecatedName` for a deprecated one.
    func constructorName(_ name: String, _ evolution: Evolution) -> String {
        let plain = PlatformCode.unescaped(name)
        return evolution.deprecated == nil ? name : "deprecated" + plain.prefix(1).uppercased() + plain.dropFirst()
    }

    /// An enum value as the generated code makes it: `.case`, or the accessor of a deprecated one.
    func constructor(of value: EnumValue) -> String {
        "." + constructorName(code.enumCase(value.name, overrides: value.names), value.evolution)
    }

    /// `swift/deprecated-cases` for enum `typeName`: one requirement and accessor for each deprecated case,
    /// which is `(name, payload type)`.
    func deprecatedCasesContext(
        typeName: String, cases: [(name: String, evolution: Evolution, payload: String?)]
    ) -> SwiftDeprecatedCases {
        let deprecated = cases.filter { $0.evolution.deprecated != nil }
        return SwiftDeprecatedCases(
            hasDeprecatedCases: !deprecated.isEmpty,
            deprecatedCasesType: PlatformCode.unescaped(typeName) + (Self.capabilities.deprecatedCasesTypeSuffix ?? ""),
            deprecatedCases: deprecated.map { item in
                let accessor = constructorName(item.name, item.evolution)
                guard let payload = item.payload else {
                    return .init(
                        requirement: "var \(item.name): Self { get }",
                        accessor: "var \(accessor): Self { \(item.name) }")
                }
                return .init(
                    requirement: "func \(item.name)(_ value: \(payload)) -> Self",
                    accessor: "func \(accessor)(_ value: \(payload)) -> Self { \(item.name)(value) }")
            })
    }
}
