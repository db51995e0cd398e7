/// Cases whose outcome depends on which fields a platform has (`Field.platforms`): built once for each platform's
/// view of the contract, then merged. A case every platform builds alike is written once; one whose outcome
/// differs is written once an outcome, named with the platforms it is theirs, and one only some platforms build
/// (a field's wrong type, where the others ignore the field) names its `platforms`. A runner takes a case whose
/// `platforms` leave its own out as not its own.
struct PlatformCases {
    let lowered: LoweredContract

    /// `make`'s cases for the contract, each platform's where a field is some platforms' only.
    func cases(_ make: (LoweredContract) -> [VectorJSON]) -> [VectorJSON] {
        let contract = lowered.contract
        guard contract.hasPlatformFields else { return make(lowered) }
        // Each case name, in the order first built, with each distinct case and the platforms that built it.
        var names: [String] = []
        var variants: [String: [(json: VectorJSON, platforms: [Platform])]] = [:]
        for platform in contract.platforms {
            let view = LoweredContract(contract.asHad(by: platform), typePrefix: lowered.runPrefix)
            for vector in make(view) {
                guard case .string(let name)? = vector["name"] else { continue }
                if variants[name] == nil { names.append(name) }
                if let index = variants[name]?.firstIndex(where: { $0.json == vector }) {
                    variants[name]?[index].platforms.append(platform)
                } else {
                    variants[name, default: []].append((vector, [platform]))
                }
            }
        }
        return names.flatMap { name -> [VectorJSON] in
            let built = variants[name] ?? []
            if built.count == 1, built[0].platforms.count == contract.platforms.count { return [built[0].json] }
            return built.map { variant in
                let named =
                    built.count == 1
                    ? variant.json
                    : variant.json.setting(
                        "name", to: .string(name + " (on " + variant.platforms.map(\.displayName).series() + ")"))
                return named.setting("platforms", to: .array(variant.platforms.map { .string($0.id.raw) }))
            }
        }
    }
}
