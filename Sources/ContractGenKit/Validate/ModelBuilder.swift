import JSONSyntax

/// Builds the `Contract` model from a schema-checked document, checking what a schema cannot: references to
/// platforms, types, options and failure codes; duplicate names; defaults that do not fit their type.
/// Name collisions on each platform are checked afterwards by `NameCollisionCheck`.
struct ModelBuilder {
    let file: String
    private(set) var diagnostics = DiagnosticCollector()
    private var platformIDs: [Identifier] = []
    /// The declared platforms, for checks that name them.
    private(set) var declaredPlatforms: [Platform] = []
    private var enumsByName: [Identifier: EnumType] = [:]
    /// The records' names, known before any field is read, so a field may hold a record declared after it.
    private var recordNames: Set<Identifier> = []

    init(file: String) {
        self.file = file
    }

    mutating func build(_ root: JSONReader) -> Contract {
        let platforms = root.objects("platforms").compactMap { platform($0) }
        platformIDs = platforms.map(\.id)
        declaredPlatforms = platforms
        reportDuplicates(root.objects("platforms"), key: "id", what: "a platform id")

        let enums = root.objects("enums").compactMap { enumeration($0, valuesKey: "values") }
        let failures = JSONReader(root.node("failures")).flatMap { enumeration($0, valuesKey: "codes") }
        reportDuplicates(
            root.objects("enums") + (JSONReader(root.node("failures")).map { [$0] } ?? []),
            key: "name", what: "an enum name")
        for type in enums + (failures.map { [$0] } ?? []) where enumsByName[type.name] == nil {
            enumsByName[type.name] = type
        }
        for (type, object) in zip(enums, root.objects("enums").filter { $0.name("name") != nil }) {
            checkGroups(of: type, in: object, valuesKey: "values")
        }
        if let failures, let object = JSONReader(root.node("failures")) {
            checkGroups(of: failures, in: object, valuesKey: "codes")
        }
        recordNames = Set(root.objects("records").compactMap { $0.name("name") })

        let results = root.objects("results").compactMap { result($0) }
        checkEvolution(of: results.map { ($0.name, nil, $0.evolution) }, in: "results")
        reportDuplicates(root.objects("results"), key: "name", what: "a result")
        let events = root.objects("events").compactMap { event($0) }
        checkEvolution(of: events.map { ($0.name, $0.wire, $0.evolution) }, in: "events")
        reportDuplicates(root.objects("events"), key: "name", what: "an event")
        reportDuplicates(root.objects("events"), key: "wire", fallbackKey: "name", what: "an event type on the wire")

        let configuration = JSONReader(root.node("configuration")).map { configurationSection($0, failures: failures) }
        let bridge = JSONReader(root.node("bridge")).flatMap { bridgeSection($0) }
        let navigation = JSONReader(root.node("navigation")).flatMap {
            navigationSection($0, options: configuration?.options ?? [], failures: failures)
        }
        if let parameter = bridge?.versionParameter, let navigation,
            navigation.queryOptions.contains(where: { $0.raw == parameter }) || parameter == navigation.tokenFragment
        {
            let bridgeObject = JSONReader(root.node("bridge"))
            error(
                "'version_parameter' is '\(parameter)', which the session URL already carries for an option or the token; give the version its own parameter, e.g. 'sdk_v'",
                at: bridgeObject?.position(of: "version_parameter") ?? root.position)
        }
        let declaredPayloads = Dictionary(
            root.objects("events").compactMap { event in
                event.name("name").map { ($0, Set(event.objects("payload").compactMap { $0.string("name") })) }
            }, uniquingKeysWith: { first, _ in first })
        checkResultSources(
            results, events: events, declaredPayloads: declaredPayloads, options: configuration?.options ?? [],
            bridge: bridge)
        let records = root.objects("records").compactMap { record($0) }
        reportDuplicates(root.objects("records"), key: "name", what: "a record")
        for record in records { checkDerivations(record) }
        checkRecordsDoNotContainThemselves(records)
        let catchAll = JSONReader(root.node("catch_all")).flatMap { catchAllSection($0) }
        let callbacks = root.objects("callbacks").compactMap { callback($0) }
        checkEvolution(of: callbacks.map { ($0.name, nil, $0.evolution) }, in: "callbacks")
        reportDuplicates(root.objects("callbacks"), key: "name", what: "a callback")
        let flows = root.objects("flows").compactMap {
            flow($0, callbacks: callbacks, records: records, catchAll: catchAll)
        }
        checkEvolution(of: flows.map { ($0.name, nil, $0.evolution) }, in: "flows")
        reportDuplicates(root.objects("flows"), key: "name", what: "a flow")
        let legacy = JSONReader(root.node("legacy")).flatMap {
            legacySection($0, callbacks: callbacks, flows: flows, records: records)
        }
        let migration = JSONReader(root.node("migration")).map {
            migrationSection($0, flows: flows, records: records)
        }
        let sdk = JSONReader(root.node("sdk")).flatMap {
            sdkSection(
                $0, flows: flows, options: configuration?.options ?? [], hasResults: !results.isEmpty,
                hasFailureError: configuration?.failure != nil)
        }
        let lifecycle = typedLifecycle(
            root.objects("lifecycle").compactMap { lifecycleStep($0) }, objects: root.objects("lifecycle"), sdk: sdk)

        let webViewSecurity = JSONReader(root.node("webview_security")).flatMap { webViewSecuritySection($0) }
        var contract = Contract(
            name: root.name("name") ?? Identifier("contract"),
            title: root.string("title") ?? "",
            summary: root.string("summary"),
            description: root.string("description"),
            platforms: platforms,
            enums: enums,
            failures: failures,
            results: results,
            events: events,
            configuration: configuration,
            bridge: bridge,
            navigation: navigation,
            security: root.strings("security").map(\.text),
            records: records,
            catchAll: catchAll,
            callbacks: callbacks,
            flows: flows,
            legacy: legacy,
            lifecycle: lifecycle
        )
        contract.webViewSecurity = webViewSecurity
        contract.source = root.string("source")
        contract.sdk = sdk
        contract.migration = migration
        contract.pageOmits = Set(
            (JSONReader(root.node("page"))?.strings("omit") ?? []).compactMap {
                Contract.PageSection(rawValue: $0.text)
            })
        checkHeldRecords(in: contract)
        return contract
    }

    /// A language without records of its own declares only the records a field holds, as plain value classes:
    /// a derived field, computed from another, is not among what they can say yet.
    private mutating func checkHeldRecords(in contract: Contract) {
        guard let platform = contract.platforms.first(where: { !$0.language.target.capabilities.hasRecords }) else {
            return
        }
        for record in contract.recordsHeldByFields {
            for field in record.fields where field.derived != nil {
                error(
                    "record '\(record.name)' is held by a field, so \(platform.language.target.displayName) platform '\(platform.id)' declares it, but not its derived field '\(field.name)'; hold a record without derived fields there",
                    at: field.location)
            }
        }
    }

    /// The typed WebView settings; nil when one is missing or of the wrong type (the schema reported it).
    private mutating func webViewSecuritySection(_ object: JSONReader) -> WebViewSecurity? {
        guard !object.members.isEmpty else {
            error(
                "\"webview_security\" gives no setting; give the ones every SDK must apply, or leave the section out",
                at: object.position)
            return nil
        }
        return WebViewSecurity(
            javaScript: object.bool("javascript"), domStorage: object.bool("dom_storage"),
            fileAccess: object.bool("file_access"), mixedContent: object.bool("mixed_content"),
            thirdPartyCookies: object.bool("third_party_cookies"),
            inspection: object.string("inspection").flatMap(WebViewSecurity.Inspection.init(rawValue:)),
            mediaCapture: object.string("media_capture").flatMap(WebViewSecurity.MediaCapture.init(rawValue:)),
            clearDataOnEnd: object.bool("clear_data_on_end"), logSessionURL: object.bool("log_session_url"),
            location: location(object.position))
    }

    // MARK: - Sections

    private mutating func platform(_ object: JSONReader) -> Platform? {
        guard let id = object.name("id"), let language = object.string("language").flatMap(Language.init) else {
            return nil
        }
        var platform = Platform(
            id: id, displayName: object.string("name") ?? id.raw, language: language,
            package: object.string("package"),
            callbackStyle: object.string("callback_style").flatMap(Platform.CallbackStyle.init) ?? .objects)
        // The schema took any language's form; the platform's language takes only its own.
        let packageRule = StringRule.package(in: language)
        if let package = platform.package, !packageRule.check(package) {
            error(
                "'package' of \(language.target.displayName) platform '\(id)' is '\(package)', which is not \(packageRule.summary)",
                at: object.position(of: "package"))
        }
        platform.minimumOS = object.string("minimum_os")
        // Swift's types depend on the Apple releases the SDK supports (`Duration` from iOS 16 and macOS 13).
        if language == .swift, let minimumOS = platform.minimumOS, AppleMinimums(minimumOS) == nil {
            error(
                "'minimum_os' of Swift platform '\(id)' is '\(minimumOS)', which names no Apple OS and version; write it as 'iOS 15' or 'iOS 15, macOS 12'",
                at: object.position(of: "minimum_os"))
        }
        platform.framework = object.string("framework").flatMap(Platform.Framework.init(rawValue:))
        platform.assumed = object.string("assumed")
        platform.listenerNamesAssumed = object.string("listener_names_assumed")
        if let resolution = object.string("module_resolution").flatMap(Platform.ModuleResolution.init(rawValue:)) {
            platform.moduleResolution = resolution
            if language != .typescript {
                error(
                    "'module_resolution' says how TypeScript modules import each other, but platform '\(id)' is \(language.rawValue); remove it",
                    at: object.position(of: "module_resolution"))
            }
        }
        if let naming = JSONReader(object.node("naming")) {
            platform.naming = namingPolicy(naming, of: id, language: language)
        }
        platform.absentValues = absentValues(object, of: id)
        if let distribution = JSONReader(object.node("distribution")),
            let registry = distribution.string("registry").flatMap(Platform.Distribution.Registry.init(rawValue:)),
            let coordinates = distribution.string("coordinates")
        {
            platform.distribution = .init(
                registry: registry, coordinates: coordinates,
                version: distribution.string("version").flatMap(Version.init),
                pin: distribution.string("pin").flatMap(Platform.Distribution.Pin.init(rawValue:)),
                pinReason: distribution.string("pin_reason"), note: distribution.string("note"))
            if distribution.node("pin") != nil && distribution.node("version") == nil {
                error(
                    "'pin' recommends a range from a version, but the distribution gives none; add \"version\", e.g. \"1.0.0\"",
                    at: distribution.position(of: "pin"))
            }
        }
        return platform
    }

    private mutating func enumeration(_ object: JSONReader, valuesKey: String) -> EnumType? {
        guard let name = object.name("name") else { return nil }
        let valueObjects = object.objects(valuesKey)
        reportDuplicates(valueObjects, key: "name", what: "a value of '\(name)'")
        reportDuplicates(valueObjects, key: "wire", fallbackKey: "name", what: "a wire value of '\(name)'")
        let values = valueObjects.compactMap { value -> EnumValue? in
            guard let valueName = value.name("name") else { return nil }
            let platforms = platformSet(value, "platforms")
            checkNamesAreAvailable(value, platforms: platforms, what: "value '\(valueName)' of '\(name)'")
            return EnumValue(
                name: valueName, location: here(value), wire: value.wireText("wire") ?? valueName.raw,
                description: value.string("description"),
                platforms: platforms, names: nameOverrides(value), assumed: value.string("assumed"),
                evolution: evolution(value), group: value.name("group"))
        }
        checkEvolution(of: values.map { ($0.name, $0.wire, $0.evolution) }, in: "values of '\(name)'")
        // Items of the wrong shape were reported by the schema check; only a list that is really empty is this.
        if object.node(valuesKey) != nil, object.array(valuesKey).isEmpty {
            error("enum '\(name)' has no values; add at least one", at: object.position(of: valuesKey))
        }
        return EnumType(
            name: name, location: here(object), description: object.string("description"), values: values,
            names: nameOverrides(object), assumed: object.string("assumed"), isOpen: object.bool("open") ?? false,
            groupedBy: object.name("grouped_by"),
            isInteger: integerWires(of: name, valueObjects, valuesKey: valuesKey, in: object))
    }

    /// Whether the enum's values are whole numbers on the wire: every value's `wire` a JSON integer. A value
    /// without one, a failure code, a group and a value renamed from another number are reported: each is a
    /// string, or says nothing an integer could.
    private mutating func integerWires(
        of name: Identifier, _ valueObjects: [JSONReader], valuesKey: String, in object: JSONReader
    ) -> Bool {
        let isInteger = { (value: JSONReader) in
            if case .number? = value.node("wire")?.value { true } else { false }
        }
        guard let first = valueObjects.first(where: isInteger) else { return false }
        if valuesKey == "codes" {
            error(
                "failure code '\(first.string("name") ?? "")' is a number on the wire; failure codes are strings, so write its wire as one",
                at: first.position(of: "wire"))
            return false
        }
        if object.node("grouped_by") != nil {
            error(
                "enum '\(name)' is grouped, but its values are numbers on the wire; only an enum of strings has groups, so write its wires as strings or remove \"grouped_by\"",
                at: object.position(of: "grouped_by"))
        }
        for value in valueObjects where !isInteger(value) {
            let what = "value '\(value.string("name") ?? "")' of '\(name)'"
            if value.node("wire") == nil {
                error(
                    "\(what) has no 'wire', but the others are numbers on the wire; give it its number, or write every wire as a string",
                    at: value.position)
            } else {
                error(
                    "\(what) is a string on the wire, but the others are numbers; an enum's values are all one or the other",
                    at: value.position(of: "wire"))
            }
        }
        for value in valueObjects {
            for rename in value.objects("renamed_from") where rename.string("wire") != nil {
                error(
                    "value '\(value.string("name") ?? "")' of '\(name)' was renamed from another wire value, but a value of an enum of numbers keeps its number; remove the earlier 'wire'",
                    at: rename.position(of: "wire"))
            }
        }
        return true
    }

    /// An enum's `grouped_by` names another enum, and each value's `group` one of its values, there on every platform
    /// the grouped value is: each SDK's accessor returns it.
    private mutating func checkGroups(of type: EnumType, in object: JSONReader, valuesKey: String) {
        let valueObjects = object.objects(valuesKey)
        guard let groupName = type.groupedBy else {
            for (value, valueObject) in zip(type.values, valueObjects) where value.group != nil {
                error(
                    "value '\(value.name)' of '\(type.name)' names a group, but '\(type.name)' has no \"grouped_by\"; name the enum its groups are values of",
                    at: valueObject.position(of: "group"))
            }
            return
        }
        guard groupName != type.name, let groups = enumsByName[groupName] else {
            let known = enumsByName.keys.filter { $0 != type.name }.map(\.raw).sorted()
            let hint = Suggestions.hint(for: groupName.raw, among: known)
            error(
                "'grouped_by' of '\(type.name)' is '\(groupName)', which is not another enum of the contract\(hint.isEmpty ? "; declare it under \"enums\"" + (known.isEmpty ? "" : " or name one of: " + known.joined(separator: ", ")) : hint)",
                at: object.position(of: "grouped_by"))
            return
        }
        // An enum of numbers that is grouped was reported with its wires.
        if groups.isInteger, !type.isInteger {
            error(
                "'grouped_by' of '\(type.name)' is '\(groupName)', an enum of numbers; groups are an enum of strings, so name one or write the wires of '\(groupName)' as strings",
                at: object.position(of: "grouped_by"))
            return
        }
        for (value, valueObject) in zip(type.values, valueObjects) {
            guard let group = value.group else { continue }
            guard let groupValue = groups.values.first(where: { $0.name == group }) else {
                error(
                    "value '\(value.name)' of '\(type.name)' is in group '\(group)', which '\(groupName)' does not have\(Suggestions.hint(for: group.raw, among: groups.values.map(\.name.raw)))",
                    at: valueObject.position(of: "group"))
                continue
            }
            let missing = declaredPlatforms.filter { value.isAvailable(on: $0) && !groupValue.isAvailable(on: $0) }
            if !missing.isEmpty {
                error(
                    "value '\(value.name)' of '\(type.name)' is in group '\(group)', which \(Self.list(missing)) \(missing.count == 1 ? "does" : "do") not have; add \(Self.ids(missing)) to the group's \"platforms\"",
                    at: valueObject.position(of: "group"))
            }
        }
    }

    private mutating func result(_ object: JSONReader) -> ResultCase? {
        guard let name = object.name("name") else { return nil }
        let resultFields = fields(object.objects("fields"), in: "result '\(name)'", onSomePlatforms: true)
        for field in resultFields where field.wire == Contract.resultTag {
            diagnostics.error(
                "'\(Contract.resultTag)' tags a result in its JSON form; give field '\(field.name)' another \"wire\" key",
                at: field.location)
        }
        return ResultCase(
            name: name, location: here(object), description: object.string("description"),
            when: object.string("when") ?? "",
            fields: resultFields, triggers: resultTriggers(object), evolution: evolution(object))
    }

    private mutating func event(_ object: JSONReader) -> Event? {
        guard let name = object.name("name") else { return nil }
        let delivery = object.string("delivery").flatMap(Event.Delivery.init) ?? .delivered
        return Event(
            name: name, location: here(object), wire: object.string("wire") ?? name.raw,
            description: object.string("description") ?? "",
            delivery: delivery,
            payload: fields(object.objects("payload"), in: "event '\(name)'", onSomePlatforms: true),
            names: nameOverrides(object), requiresSession: object.bool("requires_session") ?? false,
            assumed: object.string("assumed"),
            evolution: evolution(object))
    }

    /// The fields of `owner`; `holdsRecords` when a field may hold a record (not the handshake's reply, which the
    /// SDKs write from values they are given), `onSomePlatforms` when a field may be some platforms' only (an
    /// event's or a result's: a record's fields are the record's wherever it is).
    mutating func fields(
        _ objects: [JSONReader], in owner: String, holdsRecords: Bool = true, onSomePlatforms: Bool = false
    ) -> [Field] {
        reportDuplicates(objects, key: "name", what: "a field of \(owner)")
        reportDuplicates(objects, key: "wire", fallbackKey: "name", what: "a wire key of \(owner)")
        let fields = objects.compactMap { object -> Field? in
            guard let name = object.name("name"), let type = typeRef(object, holding: holdsRecords ? "a field" : nil)
            else { return nil }
            let platforms = fieldPlatforms(object, in: owner, allowed: onSomePlatforms)
            return Field(
                name: name, location: here(object), type: type, isOptional: object.bool("optional") ?? false,
                description: object.string("description"), names: nameOverrides(object),
                wire: object.string("wire") ?? name.raw,
                derived: JSONReader(object.node("derived")).flatMap(derivation),
                source: object.string("source").flatMap(FieldSource.init(rawValue:)), assumed: object.string("assumed"),
                evolution: evolution(object), platforms: platforms,
                byPlatform: fieldFacts(object, in: owner, on: platforms, allowed: onSomePlatforms))
        }
        if onSomePlatforms { checkWiresOnEachPlatform(fields, in: owner) }
        checkEvolution(of: fields.map { ($0.name, $0.wire, $0.evolution) }, in: "fields of \(owner)")
        // A derived field is computed where its source is read.
        return fields.map { field in
            guard let source = field.derived?.field else { return field }
            var derived = field
            derived.platforms = fields.first { $0.name == source }?.platforms
            return derived
        }
    }

    /// A field's `by_platform`, where `allowed`: each for a platform that has the field (`platforms`, its checked
    /// `platforms`), never on a derived field.
    private mutating func fieldFacts(
        _ object: JSONReader, in owner: String, on platforms: Set<Identifier>?, allowed: Bool
    ) -> [Identifier: Field.PlatformFacts] {
        guard object.node("by_platform") != nil else { return [:] }
        guard allowed, object.node("derived") == nil else {
            error(
                allowed
                    ? "a derived field is computed on each platform as the field says; remove its \"by_platform\""
                    : "a field of \(owner) is the same on every platform its owner is on; remove \"by_platform\", or give the field to an event or a result",
                at: object.position(of: "by_platform"))
            return [:]
        }
        var facts: [Identifier: Field.PlatformFacts] = [:]
        for member in object.map("by_platform") where checkPlatform(member.key, at: member.keyPosition) {
            let platform = Identifier(member.key)
            if let platforms, !platforms.contains(platform) {
                error(
                    "the field is not on platform '\(platform)' (its \"platforms\" leave it out), so it has nothing to say there; remove the entry or add '\(platform)' to \"platforms\"",
                    at: member.keyPosition)
                continue
            }
            guard let given = JSONReader(member.value) else { continue }
            facts[platform] = Field.PlatformFacts(
                isOptional: given.bool("optional"), wire: given.string("wire"),
                type: given.node("type") == nil ? nil : typeRef(given, holding: "a field"))
        }
        return facts
    }

    /// Two fields of `owner` that one platform reads under the same key once its `by_platform` keys apply (two
    /// under one key everywhere are reported as duplicates already).
    private mutating func checkWiresOnEachPlatform(_ fields: [Field], in owner: String) {
        for platform in declaredPlatforms {
            var seen: [String: Field] = [:]
            for field in fields where field.isAvailable(on: platform) {
                let wire = field.on(platform.id).wire
                guard let earlier = seen[wire] else {
                    seen[wire] = field
                    continue
                }
                guard field.byPlatform[platform.id]?.wire != nil || earlier.byPlatform[platform.id]?.wire != nil
                else { continue }
                error(
                    "fields '\(earlier.name)' and '\(field.name)' of \(owner) are both under the key '\(wire)' on \(platform.displayName); give one another \"wire\" there",
                    at: field.location)
            }
        }
    }

    /// A field's `platforms`, where `allowed`: listing at least one, and never on a derived field, which is where
    /// its source is.
    private mutating func fieldPlatforms(_ object: JSONReader, in owner: String, allowed: Bool) -> Set<Identifier>? {
        guard object.node("platforms") != nil else { return nil }
        let place = object.position(of: "platforms")
        guard allowed else {
            error(
                "a field of \(owner) is on every platform its owner is; remove \"platforms\", or give the field to an event or a result",
                at: place)
            return nil
        }
        guard object.node("derived") == nil else {
            error(
                "a derived field is on the platforms of the field it is computed from; remove its \"platforms\"",
                at: place)
            return nil
        }
        let platforms = platformSet(object, "platforms")
        if case .array(let items)? = object.node("platforms")?.value, items.isEmpty {
            error(
                "'platforms' of a field of \(owner) lists no platform; list those whose SDKs have it, or remove the field",
                at: place)
        }
        return platforms
    }

    /// A platform's `absent_values`: each once, and at least one where the key is given.
    private mutating func absentValues(_ object: JSONReader, of platform: Identifier) -> [String] {
        if case .array(let items)? = object.node("absent_values")?.value, items.isEmpty {
            error(
                "'absent_values' of platform '\(platform)' lists nothing; list what its SDK sends for an optional field with no value, such as \"\", or remove it",
                at: object.position(of: "absent_values"))
        }
        var values: [String] = []
        for value in object.strings("absent_values") {
            guard !values.contains(value.text) else {
                error(
                    "'absent_values' of platform '\(platform)' lists \(JSONLiteral.string(value.text)) twice; remove one",
                    at: value.position)
                continue
            }
            values.append(value.text)
        }
        return values
    }

    private mutating func namingPolicy(
        _ object: JSONReader, of platform: Identifier, language: Language
    ) -> NamingPolicy {
        var policy = NamingPolicy(
            members: object.string("members").flatMap(CaseStyle.init(rawValue:)),
            enumCases: object.string("enum_cases").flatMap(CaseStyle.init(rawValue:)),
            prefix: object.string("prefix"),
            location: SourceLocation(file: file, line: object.position.line, column: object.position.column))
        if let form = object.string("enum_form") {
            if language.target.capabilities.choosesEnumForm {
                policy.enumForm = NamingPolicy.EnumForm(rawValue: form)
            } else {
                error(
                    "\"enum_form\" is a choice TypeScript has; \(language.target.displayName) platform '\(platform)' declares its enums one way, so remove it",
                    at: object.position(of: "enum_form"))
            }
        }
        let declared = language.target.declaredTypes
        for member in object.map("generated_types") {
            guard case .string(let name) = member.value.value else { continue }
            guard let role = TypeRole(contractName: member.key), declared[role] != nil else {
                let known = TypeRole.allCases.filter { declared[$0] != nil }.map(\.contractName).sorted()
                let fix =
                    Suggestions.closest(to: member.key, among: known).map { "did you mean '\($0)'?" }
                    ?? "name one of \(known.joined(separator: ", "))"
                error(
                    "'\(member.key)' is not a type contractgen generates for \(language.target.displayName) platform '\(platform)'; \(fix)",
                    at: member.keyPosition)
                continue
            }
            policy.generatedTypes[role] = name
        }
        return policy
    }

    private mutating func configurationSection(_ object: JSONReader, failures: EnumType?) -> Configuration {
        let optionObjects = object.objects("options")
        reportDuplicates(optionObjects, key: "name", what: "an option")
        let options = optionObjects.compactMap { option($0) }
        checkEvolution(of: options.map { ($0.name, nil, $0.evolution) }, in: "options")
        let failure = failureCode(object, "failure", failures: failures)
        return Configuration(failure: failure, options: options)
    }

    private mutating func option(_ object: JSONReader) -> Option? {
        // The description may be said platform by platform instead; one of the two is required.
        if object.node("description") == nil && object.node("notes") == nil {
            error(
                "option \(object.name("name").map { "'\($0)' " } ?? "")needs a \"description\", or \"notes\" that say what it does on each platform",
                at: object.position)
        }
        guard let name = object.name("name"), let type = typeRef(object) else { return nil }
        let defaultNode = object.node("default")
        let isRequired = object.bool("required") ?? false
        var nullable = object.bool("nullable") ?? false
        let sdkDefault = JSONReader(object.node("sdk_default")).flatMap(sdkDefaultSection)
        if sdkDefault != nil {
            if defaultNode != nil || isRequired {
                error(
                    "option '\(name)' has an \"sdk_default\" and also \(isRequired ? "is required" : "a \"default\""); the SDK's own value is its default, so remove \(isRequired ? "\"required\"" : "\"default\"")",
                    at: object.position(of: "sdk_default"))
            }
            // Unset is null: the SDK uses its own value.
            nullable = true
        }
        if case .null? = defaultNode?.value {
            if object.bool("nullable") == false {
                error(
                    "option '\(name)' has a null default but says \"nullable\": false; remove one of them",
                    at: defaultNode!.position)
            }
            nullable = true
        }
        let format = object.string("format").flatMap(StringFormat.init)
        let isStringType = type == .string || type == .array(.string)
        if format != nil, !isStringType {
            error(
                "option '\(name)' has a \"format\" but is of type '\(type.contractSpelling)'; a format applies to string options only",
                at: object.position(of: "format"))
        }
        let platforms = platformSet(object, "platforms")
        checkNamesAreAvailable(object, platforms: platforms, what: "option '\(name)'")
        let requirement: Option.Requirement
        switch (isRequired, defaultNode) {
        case (true, let node?):
            error(
                "option '\(name)' is required and also has a default; remove \"default\" or \"required\"",
                at: node.position)
            requirement = .required
        case (true, nil):
            requirement = .required
        case (false, let node?):
            let value = typedValue(node, for: type, nullable: nullable, subject: .optionDefault(name))
            if value != nil {
                if let format, isStringType { checkFormat(node, format: format, subject: .optionDefault(name)) }
                let optionPlatforms = declaredPlatforms.filter { platforms?.contains($0.id) ?? true }
                checkAvailability(node, of: type, on: optionPlatforms, subject: .optionDefault(name))
            }
            requirement = .defaulted(value ?? .null)
        case (false, nil) where sdkDefault != nil:
            requirement = .defaulted(.null)
        case (false, nil):
            error("option '\(name)' needs \"required\": true, a \"default\" or an \"sdk_default\"", at: object.position)
            requirement = .required
        }
        let notes = platformNotes(object)
        var option = Option(
            name: name, location: here(object), type: type, requirement: requirement, isNullable: nullable,
            format: format,
            isSensitive: object.bool("sensitive") ?? false,
            description: object.string("description") ?? "", platforms: platforms,
            names: nameOverrides(object))
        option.sdkDefault = sdkDefault
        option.typeNames = nameOverrides(object, key: "type_names")
        option.notes = notes
        option.assumed = object.string("assumed")
        option.evolution = evolution(object)
        return option
    }

    private mutating func bridgeSection(_ object: JSONReader) -> Bridge? {
        guard let envelope = JSONReader(object.node("envelope")) else { return nil }
        let keys = ["source", "version", "type", "session", "payload"].map { envelope.string($0) ?? $0 }
        var seen: [String: String] = [:]
        for (role, key) in zip(["source", "version", "type", "session", "payload"], keys) {
            if let other = seen[key] {
                error(
                    "envelope keys '\(other)' and '\(role)' are both '\(key)'; give each field its own key",
                    at: envelope.position(of: role))
            }
            seen[key] = role
        }
        let endpointObjects = object.objects("endpoints")
        reportDuplicates(endpointObjects, key: "platform", what: "the platform of a bridge endpoint")
        let endpoints = endpointObjects.compactMap { endpoint -> BridgeEndpoint? in
            guard let platform = platformReference(endpoint, "platform"), let kind = endpoint.name("kind"),
                let name = endpoint.string("name")
            else { return nil }
            if !PageBridge.kinds.contains(kind.raw) {
                // The page side finds each bridge by its kind, so an unknown kind would be one it never posts to.
                error(
                    "bridge endpoint kind '\(kind)' is not one the flow page can find; use one of \(PageBridge.kinds.map { "'\($0)'" }.series(conjunction: "or"))",
                    at: endpoint.position(of: "kind"))
            }
            if kind.raw == "web_message_listener", let method = endpoint.string("method"), method != "postMessage" {
                // The object a WebMessageListener adds to the page has that one method.
                error(
                    "a web_message_listener's object has the method 'postMessage' alone, not '\(method)'; remove 'method' or make it \"postMessage\"",
                    at: endpoint.position(of: "method"))
            }
            return BridgeEndpoint(platform: platform, kind: kind, name: name, method: endpoint.string("method"))
        }
        let version = object.int("version") ?? 1
        var accepted = version...version
        if let range = JSONReader(object.node("accepted_versions")), let min = range.int("min"),
            let max = range.int("max")
        {
            if min > version {
                error(
                    "'accepted_versions.min' is \(min), above 'version' \(version); an SDK must read the version it speaks, so make 'min' at most \(version)",
                    at: range.position(of: "min"))
            } else if max < version {
                error(
                    "'accepted_versions.max' is \(max), below 'version' \(version); an SDK must read the version it speaks, so make 'max' at least \(version)",
                    at: range.position(of: "max"))
            } else {
                accepted = min...max
            }
        }
        return Bridge(
            version: version, acceptedVersions: accepted, readsNewerVersions: object.string("newer_versions") == "read",
            versionParameter: object.string("version_parameter"),
            source: object.string("source") ?? "",
            maxBytes: object.int("max_bytes") ?? 0,
            envelope: .init(source: keys[0], version: keys[1], type: keys[2], session: keys[3], payload: keys[4]),
            payloadRule: object.string("payload_rule") ?? "", endpoints: endpoints, senders: senders(object),
            location: location(object.position)
        )
    }

    private func senders(_ bridge: JSONReader) -> Bridge.Senders {
        guard let object = JSONReader(bridge.node("senders")) else { return .init() }
        return .init(
            allowsSubframes: object.string("frames") == "any", origins: object.strings("origins").map(\.text),
            reason: object.string("reason"))
    }

    private mutating func navigationSection(_ object: JSONReader, options: [Option], failures: EnumType?) -> Navigation?
    {
        let sessionOption = object.name("session_option")
        if let name = sessionOption,
            let option = optionReference(name, options: options, at: object.position(of: "session_option"))
        {
            if option.type != .string || option.format != .url || option.isNullable {
                error(
                    "'session_option' names option '\(name)'; it must be a non-nullable 'string' option with \"format\": \"url\"",
                    at: object.position(of: "session_option"))
            }
            if case .defaulted = option.requirement {
                error(
                    "'session_option' names option '\(name)', which has a default; the session URL must be \"required\": true",
                    at: object.position(of: "session_option"))
            }
            let missing = declaredPlatforms.filter { !option.isAvailable(on: $0) }
            if !missing.isEmpty {
                error(
                    "'session_option' names option '\(name)', which \(Self.list(missing)) \(missing.count == 1 ? "does" : "do") not have; every platform loads the session URL, so remove the option's \"platforms\"",
                    at: object.position(of: "session_option"))
            }
        }
        var hostsOption: Identifier?
        if let name = object.name("hosts_option") {
            hostsOption = name
            if let option = optionReference(name, options: options, at: object.position(of: "hosts_option")),
                option.type != .array(.string)
            {
                error(
                    "'hosts_option' names option '\(name)' of type '\(option.type.contractSpelling)'; it must be a 'string[]' option",
                    at: object.position(of: "hosts_option"))
            }
        }
        var queryOptions: [Identifier] = []
        for (text, position) in object.strings("query_options") where Identifier.isValid(text) {
            let name = Identifier(text)
            if let option = optionReference(name, options: options, at: position) {
                if case .array = option.type {
                    error(
                        "option '\(name)' is a list and cannot be sent as one query parameter; remove it from 'query_options'",
                        at: position)
                }
                if queryOptions.contains(name) {
                    error("option '\(name)' is listed twice in 'query_options'; remove one", at: position)
                }
                queryOptions.append(name)
            }
        }
        let groups = object.objects("host_groups").map { group in
            Navigation.HostGroup(
                name: group.string("name") ?? "", hosts: group.strings("hosts").map(\.text),
                reason: group.string("reason"))
        }
        // A limit and its failure go together: one without the other says half of what happens.
        let limit = object.int("blocked_limit")
        let failure = failureCode(object, "blocked_failure", failures: failures)
        if (object.node("blocked_limit") == nil) != (object.node("blocked_failure") == nil) {
            let (given, missing) =
                object.node("blocked_limit") == nil
                ? ("blocked_failure", "blocked_limit") : ("blocked_limit", "blocked_failure")
            error(
                "navigation has a \"\(given)\" but no \"\(missing)\"; give both (how many blocked navigations the flow tolerates, and the failure code it ends with past them), or neither",
                at: object.position(of: given))
        }
        return Navigation(
            sessionOption: sessionOption ?? Identifier("invalid"),
            hostGroups: groups, hostsOption: hostsOption,
            blockedSchemeExamples: object.strings("blocked_scheme_examples").map(\.text),
            queryOptions: queryOptions, tokenFragment: object.string("token_fragment"),
            blockedLimit: limit.flatMap { count in failure.map { .init(count: count, failure: $0) } },
            location: location(object.position)
        )
    }

    private func sdkDefaultSection(_ object: JSONReader) -> Option.SDKDefault? {
        guard let description = object.string("description"),
            let given = object.string("given_value").flatMap(Option.SDKDefault.GivenValue.init(rawValue:))
        else { return nil }
        return Option.SDKDefault(description: description, givenValue: given)
    }

    /// Per-platform text by platform id (`notes`), in the order written; an unknown platform is reported.
    mutating func platformNotes(_ object: JSONReader) -> [(platform: Identifier, text: String)] {
        var notes: [(platform: Identifier, text: String)] = []
        for member in object.map("notes") where checkPlatform(member.key, at: member.keyPosition) {
            if case .string(let text) = member.value.value { notes.append((Identifier(member.key), text)) }
        }
        return notes
    }

    // MARK: - References

    /// The type `object` names; `holder` says what may hold a record (`"a field"`), nil where nothing may.
    mutating func typeRef(_ object: JSONReader, holding holder: String? = nil) -> TypeRef? {
        guard let text = object.string("type") else { return nil }
        return typeRef(text, in: object, holding: holder)
    }

    /// `text` as a type: a base type, an enum, a record, `json`, `timestamp`, `map<T>` or `T[]`, nested as deep as
    /// written. Records, maps, JSON and timestamps are what only a field of a result, an event or a record
    /// (`holder`) may hold.
    private mutating func typeRef(_ text: String, in object: JSONReader, holding holder: String?) -> TypeRef? {
        if text.hasSuffix("[]") {
            return typeRef(String(text.dropLast(2)), in: object, holding: holder).map(TypeRef.array)
        }
        if text.hasPrefix("map<") && text.hasSuffix(">") {
            guard mayHoldFieldOnlyType(text, "a map", in: object, holding: holder) else { return nil }
            return typeRef(String(text.dropFirst(4).dropLast()), in: object, holding: holder).map(TypeRef.map)
        }
        guard Identifier.isValid(text) else { return nil }
        // A built-in type's name always means the built-in type, even beside an enum or record of that name.
        switch text {
        case "string": return .string
        case "boolean": return .boolean
        case "integer": return .integer
        case "number": return .number
        case "duration_ms": return .durationMilliseconds
        case "json":
            return mayHoldFieldOnlyType(text, "raw JSON", in: object, holding: holder) ? .json : nil
        case "timestamp":
            return mayHoldFieldOnlyType(text, "a timestamp", in: object, holding: holder) ? .timestamp : nil
        case _ where enumsByName[Identifier(text)] != nil:
            // Options and parameters are what a host writes; an enum of numbers is what an SDK reads.
            if enumsByName[Identifier(text)]?.isInteger == true, holder == nil {
                error(
                    "'\(text)' is an enum of numbers, which only a field of a result, an event or a record may hold; use an enum of strings or an integer here",
                    at: object.position(of: "type"))
                return nil
            }
            return .enumeration(Identifier(text))
        case _ where recordNames.contains(Identifier(text)):
            return mayHoldFieldOnlyType(text, "a record", in: object, holding: holder) ? .record(Identifier(text)) : nil
        default:
            let known =
                ["string", "boolean", "integer", "number", "duration_ms"]
                + (holder == nil ? [] : ["json", "timestamp"])
                + enumsByName.keys.map(\.raw).sorted() + (holder == nil ? [] : recordNames.map(\.raw).sorted())
            let hint =
                Suggestions.closest(to: text, among: known).map { "; did you mean '\($0)'?" }
                ?? "; declare it under \"enums\"\(holder == nil ? "" : " or \"records\"") or use one of: \(known.joined(separator: ", "))"
            error("unknown type '\(text)'\(hint)", at: object.position(of: "type"))
            return nil
        }
    }

    /// Whether a type only a field may hold (`TypeRef.isFieldOnly`) may be used here: true where a field holds it,
    /// else false after saying so.
    private mutating func mayHoldFieldOnlyType(
        _ type: String, _ what: String, in object: JSONReader, holding holder: String?
    ) -> Bool {
        guard holder == nil else { return true }
        error(
            "'\(type)' is \(what), which only a field of a result, an event or a record may hold; use a string, number, boolean, duration, enum or a list of them here",
            at: object.position(of: "type"))
        return false
    }

    /// A record that holds itself, directly or through other records, could never be written out: its JSON would
    /// have no end. Reported at the field that closes the loop.
    private mutating func checkRecordsDoNotContainThemselves(_ records: [Record]) {
        let byName = Dictionary(records.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var reported: Set<Identifier> = []
        for record in records where !reported.contains(record.name) {
            // Depth-first from the record, with the fields that lead back to it.
            var path: [(record: Identifier, field: Field)] = []
            var visiting: Set<Identifier> = [record.name]
            func visit(_ name: Identifier) -> Bool {
                for field in byName[name]?.fields ?? [] {
                    guard let held = field.type.record else { continue }
                    path.append((name, field))
                    if held == record.name { return true }
                    if visiting.insert(held).inserted, visit(held) { return true }
                    path.removeLast()
                }
                return false
            }
            guard visit(record.name), let closing = path.last else { continue }
            reported.formUnion(path.map(\.record))
            let loop = ([record.name.raw] + path.map { "\($0.field.name) (\($0.field.type.contractSpelling))" })
                .joined(separator: " → ")
            error(
                "record '\(record.name)' holds itself: \(loop); a record cannot contain itself, so give one of these fields another type",
                at: closing.field.location)
        }
    }

    mutating func platformReference(_ object: JSONReader, _ key: String) -> Identifier? {
        guard let id = object.name(key) else { return nil }
        return checkPlatform(id.raw, at: object.position(of: key)) ? id : nil
    }

    mutating func platformSet(_ object: JSONReader, _ key: String) -> Set<Identifier>? {
        guard object.node(key) != nil else { return nil }
        var set = Set<Identifier>()
        for (text, position) in object.strings(key) where Identifier.isValid(text) && checkPlatform(text, at: position)
        {
            if !set.insert(Identifier(text)).inserted {
                error("platform '\(text)' is listed twice; remove one", at: position)
            }
        }
        return set
    }

    mutating func nameOverrides(_ object: JSONReader, key: String = "names") -> NameOverrides {
        var overrides: NameOverrides = [:]
        for member in object.map(key) where checkPlatform(member.key, at: member.keyPosition) {
            if case .string(let spelling) = member.value.value { overrides[Identifier(member.key)] = spelling }
        }
        return overrides
    }

    /// Reports a `names` entry for a platform that does not have the thing it names: the tables would show a
    /// name in a column that says the platform has no such thing.
    mutating func checkNamesAreAvailable(_ object: JSONReader, platforms: Set<Identifier>?, what: String) {
        guard let platforms else { return }
        for member in object.map("names") {
            let id = Identifier(member.key)
            guard !platforms.contains(id), let platform = declaredPlatforms.first(where: { $0.id == id }) else {
                continue
            }
            error(
                "\(what) has a \"names\" entry for '\(id)', but is not on \(platform.displayName); remove the entry or add '\(id)' to its \"platforms\"",
                at: member.keyPosition)
        }
    }

    /// Reports `text` unless it is a declared platform id.
    mutating func checkPlatform(_ text: String, at position: SourcePosition) -> Bool {
        if platformIDs.contains(Identifier(text)) { return true }
        let known = platformIDs.map(\.raw)
        let hint =
            Suggestions.closest(to: text, among: known).map { "; did you mean '\($0)'?" }
            ?? "; declared platforms: \(known.joined(separator: ", "))"
        error("unknown platform '\(text)'\(hint)", at: position)
        return false
    }

    mutating func optionReference(_ name: Identifier, options: [Option], at position: SourcePosition) -> Option? {
        optionReference(name, options: options, at: location(position))
    }

    mutating func optionReference(_ name: Identifier, options: [Option], at position: SourceLocation) -> Option? {
        if let option = options.first(where: { $0.name == name }) { return option }
        let known = options.map(\.name.raw)
        let hint = Suggestions.hint(for: name.raw, among: known)
        let advice =
            known.isEmpty
            ? "; declare it under configuration.options"
            : "; declare it under configuration.options or use one of: \(known.joined(separator: ", "))"
        error("unknown option '\(name)'\(hint.isEmpty ? advice : hint)", at: position)
        return nil
    }

    mutating func failureCode(_ object: JSONReader, _ key: String, failures: EnumType?) -> Identifier? {
        guard let code = object.name(key) else { return nil }
        guard let failures else {
            error(
                "'\(key)' names failure code '\(code)', but the contract declares no \"failures\"; add them",
                at: object.position(of: key))
            return nil
        }
        guard let value = failures.values.first(where: { $0.name == code }) else {
            let known = failures.values.map(\.name.raw)
            let hint = Suggestions.hint(for: code.raw, among: known)
            error(
                "unknown failure code '\(code)'\(hint.isEmpty ? "; use one of the codes under \"failures\": \(known.joined(separator: ", "))" : hint)",
                at: object.position(of: key))
            return nil
        }
        // Every platform's code reports this failure, so every platform's failure type must have it.
        let missing = declaredPlatforms.filter { !value.isAvailable(on: $0) }
        if !missing.isEmpty {
            error(
                "'\(key)' names failure code '\(code)', which \(Self.list(missing)) \(missing.count == 1 ? "does" : "do") not have; every platform must be able to report it, so add \(Self.ids(missing)) to the code's \"platforms\" or remove them",
                at: object.position(of: key))
        }
        return code
    }

    // MARK: - Helpers

    func enumType(_ name: Identifier) -> EnumType? {
        enumsByName[name]
    }

    /// Reports every object whose `key` (or `fallbackKey` when `key` is absent) repeats an earlier one's.
    mutating func reportDuplicates(_ objects: [JSONReader], key: String, fallbackKey: String? = nil, what: String) {
        var first: [String: (position: SourcePosition, isExplicit: Bool)] = [:]
        for object in objects {
            let isExplicit = object.node(key) != nil
            let usedKey = isExplicit ? key : (fallbackKey ?? key)
            guard let value = object.wireText(usedKey) else { continue }
            let position = object.position(of: usedKey)
            if let earlier = first[value] {
                // Two names that repeat also repeat as wire values; that is one problem, reported once.
                if isExplicit || earlier.isExplicit {
                    let at = earlier.position
                    error(
                        "'\(value)' is declared twice as \(what) (first at line \(at.line), column \(at.column)); rename or remove one",
                        at: position)
                }
            } else {
                first[value] = (position, isExplicit)
            }
        }
    }

    /// Platform names for a sentence: "iOS", "iOS and Android", "iOS, Android and Flutter".
    static func list(_ platforms: [Platform]) -> String {
        platforms.map(\.displayName).series()
    }

    /// Platform ids for a sentence: "'ios'", "'ios' and 'flutter'".
    static func ids(_ platforms: [Platform]) -> String {
        platforms.map { "'\($0.id)'" }.series()
    }

    /// The location of an object's name: what a diagnostic about the named thing points at.
    func here(_ object: JSONReader) -> SourceLocation {
        let position = object.position(of: "name")
        return SourceLocation(file: file, line: position.line, column: position.column)
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.error(message, at: location)
    }

    mutating func error(_ message: String, at position: SourcePosition) {
        diagnostics.error(message, at: SourceLocation(file: file, line: position.line, column: position.column))
    }
}
