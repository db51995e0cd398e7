/// What one platform's navigation policy, blocked-navigation counter and session URL builder need, decided
/// once for every language: which options they read, how each query option becomes text, and the token and
/// failure they name. Each language's templates spell it (`PlatformCode.navigationContext`).
struct NavigationPlan {
    /// The option holding the session URL, which the policy and the session URL read.
    var sessionOption: Identifier
    var sessionOptionNames: NameOverrides
    /// The option whose hosts are also loaded inside the WebView, when this platform has it.
    var hostsOption: Option?
    var hostGroups: [Navigation.HostGroup]
    /// The options this platform sends as query parameters, in the contract's order.
    var queryParameters: [QueryParameter]
    /// Every query option's key, this platform's or not, for the documentation.
    var queryKeys: [String]
    /// `t=`: what starts the session token in the URL's fragment. The fragment key is an ASCII identifier, so its
    /// length is the same in UTF-8, UTF-16 and characters.
    var tokenPrefix: String
    var blockedLimit: Int
    /// The failure code a flow ends with once `blockedLimit` navigations were refused.
    var blockedFailureName: Identifier

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
            NavigationPlan.QueryParameter(option: option, text: {
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
            hostGroups: navigation.hostGroups,
            queryParameters: queryParameters,
            queryKeys: navigation.queryOptions.map(\.raw),
            tokenPrefix: navigation.tokenFragment + "=",
            blockedLimit: navigation.blockedLimit,
            blockedFailureName: navigation.blockedFailure)
    }
}
