/// The third stage, Lower: the validated contract and the run's options → what each platform gets, decided once.
/// Render reads this value and nothing else of the contract's meaning: a target never asks whether a platform has
/// a bridge, which enums it declares or which flows it presents; it spells what the plan holds.
struct LoweredContract {
    let contract: Contract
    /// The run's type prefix (`--prefix`, a config's `prefix`), which wins over every platform's.
    let runPrefix: String?
    /// One plan per platform, in the contract's order.
    let platforms: [PlatformPlan]
    /// How results follow from events and actions (every platform's the same); nil when no result says.
    let results: ResultPlan?
    /// Where the flow page finds each platform's bridge; nil without a bridge.
    let pageBridge: PageBridge?
    /// Each option's check (every platform's the same), by option name; an option without one is absent.
    private let checks: [Identifier: OptionCheck]

    init(_ contract: Contract, typePrefix: String? = nil) {
        self.contract = contract
        self.runPrefix = typePrefix
        self.results = contract.resultPlan
        self.pageBridge = contract.pageBridge
        var checks: [Identifier: OptionCheck] = [:]
        for option in contract.configuration?.options ?? [] {
            checks[option.name] = contract.check(of: option)
        }
        self.checks = checks
        self.platforms = contract.platforms.map { PlatformPlan($0, of: contract) }
    }

    /// Put before every top-level type name on `platform` (`Contract.typePrefix(_:on:)`).
    func typePrefix(on platform: Platform) -> String {
        contract.typePrefix(runPrefix, on: platform)
    }

    /// The check of `option` (`Contract.check(of:)`); nil when its type needs none.
    func check(of option: Option) -> OptionCheck? {
        checks[option.name]
    }

    /// The plan of `platform`, one of the contract's.
    func plan(on platform: Platform) -> PlatformPlan {
        guard let plan = platforms.first(where: { $0.platform.id == platform.id }) else {
            preconditionFailure("\(platform.id) is not one of the contract's platforms; use plan(for:)")
        }
        return plan
    }

    /// A plan for a platform the contract does not declare (the flow page, which speaks TypeScript): what such
    /// a platform would get, with no platform-specific names.
    func plan(for platform: Platform) -> PlatformPlan {
        PlatformPlan(platform, of: contract)
    }
}

/// What one platform's code has: its sections, the enums, options and flows it declares with only what the
/// platform has, and the plans of its bridge, navigation, surface and dispatchers. What every platform shares (the
/// result plan, each option's check) is the `LoweredContract`'s.
struct PlatformPlan {
    let platform: Platform
    /// The contract as the platform has it: events and results with only its fields (`Contract.asHad(by:)`).
    let contract: Contract
    /// How results follow from events and actions, with the platform's fields; nil when no result says.
    let results: ResultPlan?
    let sections: Sections
    /// The enums it declares (`Contract.enums(on:)`), the failure codes last.
    let enums: [EnumType]
    /// The flows it presents, each with only the callbacks the platform has (`Contract.flows(on:)`).
    let flows: [Flow]
    /// The options it has, in the contract's order.
    let options: [Option]
    let navigation: NavigationPlan?
    let surface: SurfacePlan?
    /// Its listener names (`Contract.listeners(on:)`): what a host subscribes to where the callback style is
    /// `listeners`.
    let listeners: [Listener]
    /// Its bridge endpoint; nil without a bridge, or where the bridge names none for it.
    let endpoint: BridgeEndpoint?
    private let memories: [Identifier: DispatcherMemory]

    /// Which parts of the contract the platform's files have content for. A file whose part is absent still
    /// renders (with its header alone), so the set of files a platform gets stays fixed.
    struct Sections {
        var hasResults: Bool
        var hasEvents: Bool
        /// The bridge decodes events: it is generated only when there are some to decode.
        var hasBridge: Bool
        /// No bridge carries the events: a native SDK reports each by its type and payload (a React Native
        /// emitter's event name and body), which every language reads (`TypeRole.payloadProblem`).
        var readsReportedEvents: Bool { hasEvents && !hasBridge }
        var hasConfiguration: Bool
        var hasNavigation: Bool
        /// The URL helpers are needed: by the navigation policy, a URL option's check, or the sender policy.
        var needsURLs: Bool
        /// The contract declares records, where the language generates them (`LanguageCapabilities.hasRecords`).
        var hasRecords: Bool
        /// The legacy integration has a catch-all event, where the language generates records.
        var hasCatchAll: Bool
        /// A field holds a map, or raw JSON, at any depth: the JSON helpers' map reader and JSON value are needed.
        var holdsMaps: Bool
        var holdsJson: Bool
        /// A field holds a timestamp, at any depth: the JSON helpers' timestamp reader and writer are needed.
        var holdsTimestamps: Bool
        /// What a platform sends for an optional field with no value (`Contract.absentValues`); the field readers
        /// read these as none.
        var absentValues: [String]

        /// The records file has content: records or the catch-all.
        var hasRecordsOrCatchAll: Bool { hasRecords || hasCatchAll }
    }

    init(_ platform: Platform, of whole: Contract) {
        let capabilities = platform.language.target.capabilities
        let contract = whole.asHad(by: platform)
        self.platform = platform
        self.contract = contract
        self.results = contract.resultPlan
        self.sections = Sections(
            hasResults: !contract.results.isEmpty, hasEvents: !contract.events.isEmpty,
            hasBridge: contract.bridge != nil && !contract.events.isEmpty,
            hasConfiguration: contract.configuration != nil, hasNavigation: contract.navigation != nil,
            needsURLs: contract.navigation != nil || contract.configuration != nil || contract.bridge != nil,
            hasRecords: capabilities.hasRecords && !contract.records.isEmpty,
            hasCatchAll: capabilities.hasRecords && contract.catchAll != nil, holdsMaps: contract.fieldsHoldMaps,
            holdsJson: contract.fieldsHoldJSON, holdsTimestamps: contract.fieldsHoldTimestamps,
            absentValues: contract.absentValues)
        self.enums = contract.enums(on: platform)
        let flows = contract.flows(on: platform)
        self.flows = flows
        self.options = contract.configuration?.options.filter { $0.isAvailable(on: platform) } ?? []
        self.navigation = contract.navigationPlan(on: platform)
        self.surface = contract.surfacePlan(on: platform)
        self.listeners = contract.listeners(on: platform)
        self.endpoint = contract.bridge?.endpoints.first { $0.platform == platform.id }
        var memories: [Identifier: DispatcherMemory] = [:]
        for flow in flows { memories[flow.name] = flow.dispatcherMemory(in: contract) }
        self.memories = memories
    }

    /// What the dispatcher of `flow`, one this platform presents, remembers between messages.
    func dispatcherMemory(of flow: Flow) -> DispatcherMemory {
        guard let memory = memories[flow.name] else {
            preconditionFailure("\(flow.name) is not a flow \(platform.id) presents; take flows from its plan")
        }
        return memory
    }
}
