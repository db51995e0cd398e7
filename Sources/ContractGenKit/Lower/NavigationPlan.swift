/// What one platform's navigation policy, blocked-navigation counter and session URL builder need, decided
/// once for every language: which options they read, how each query option becomes text, and the token and
/// failure they name. Each language's templates spell it (`PlatformCode.navigationContext`).
struct NavigationPlan {
    /// The option holding the session URL, which the policy and the session URL read.
    var sessionOption: Identifier
    var sessionOptionNames: NameOverrides
    /// The option whose hosts are also loaded inside the WebView, when this platform has it.
    var hostsOption: Option?
    var hostGroups: [HostGroup]
    /// The options this platform sends as query parameters, in the contract's order.
    var queryParameters: [QueryParameter]
    /// Every query option's key, this platform's or not, for the documentation.
    var queryKeys: [String]
    /// The query parameter that tells the flow the protocol version the SDK speaks, added before the options.
    var versionParameter: (name: String, version: Int)?
    /// `t=`: what starts the session token in the URL's fragment; nil without a token. The fragment key is an
    /// ASCII identifier, so its length is the same in UTF-8, UTF-16 and characters.
    var tokenPrefix: String?
    /// After how many refused navigations the flow fails, and with what; nil where it never does.
    var blockedLimit: Navigation.BlockedLimit?

    /// A host group, and the name of the member that lists its hosts: `acme_sign_in_hosts` for `AcmeSignIn`.
    struct HostGroup {
        var memberName: Identifier
        var group: Navigation.HostGroup
    }

    /// One query parameter: the option, and how its value becomes the parameter's text.
    struct QueryParameter {
        var option: Option
        var text: QueryText
    }

    /// How a value becomes query text; a null one leaves the parameter out.
    enum QueryText {
        /// A string, as it is.
        case asIs
        /// An enum value, as its wire value.
        case wireValue
        /// A duration, as its whole milliseconds.
        case milliseconds
        /// A number or a boolean, in the language's own text form.
        case described
    }
}

extension Contract {
    /// The navigation plan of `platform`, nil when the contract has no navigation rules.
    func navigationPlan(on platform: Platform) -> NavigationPlan? {
        guard let navigation else { return nil }
        let options = configuration?.options ?? []
        func option(_ name: Identifier) -> Option? {
            options.first { $0.name == name && $0.isAvailable(on: platform) }
        }
        let queryParameters = navigation.queryOptions.compactMap(option).map { option in
            NavigationPlan.QueryParameter(
                option: option,
                text: {
                    switch option.type {
                    case .string: .asIs
                    case .enumeration: .wireValue
                    case .durationMilliseconds: .milliseconds
                    default: .described
                    }
                }())
        }
        return NavigationPlan(
            sessionOption: navigation.sessionOption,
            sessionOptionNames: options.first { $0.name == navigation.sessionOption }?.names ?? [:],
            hostsOption: navigation.hostsOption.flatMap(option),
            hostGroups: NavigationPlan.named(navigation.hostGroups),
            queryParameters: queryParameters,
            queryKeys: navigation.queryOptions.map(\.raw),
            versionParameter: bridge.flatMap { bridge in bridge.versionParameter.map { ($0, bridge.version) } },
            tokenPrefix: navigation.tokenFragment.map { $0 + "=" },
            blockedLimit: navigation.blockedLimit)
    }
}

extension NavigationPlan {
    /// Each group with a member name from its own name's ASCII words, numbered where two groups' names give the
    /// same words and `host_group` when a name has none.
    static func named(_ groups: [Navigation.HostGroup]) -> [HostGroup] {
        var taken: Set<String> = []
        return groups.enumerated().map { index, group in
            var words = asciiWords(group.name)
            if words.isEmpty { words = ["host", "group"] }
            if let first = words.first?.first, first.isNumber { words.insert("group", at: 0) }
            var name = (words + ["hosts"]).joined(separator: "_")
            if taken.contains(name) { name = (words + [String(index + 1), "hosts"]).joined(separator: "_") }
            taken.insert(name)
            return HostGroup(memberName: Identifier(name), group: group)
        }
    }

    /// The lowercase words of `text`: runs of ASCII letters and digits, split where a lowercase letter meets an
    /// uppercase one (`AcmeSignIn` → `acme`, `sign`, `in`).
    private static func asciiWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var previousIsLower = false
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(word) }
                word = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase && previousIsLower {
                words.append(word)
                word = ""
            }
            word += character.lowercased()
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
