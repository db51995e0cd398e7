import Mustache

/// A failure code for the templates: its case as the language spells it and its wire value as a string literal.
struct FailureContext: Encodable {
    let `case`: String
    let wireLiteral: String
}

/// The navigation keys every language's templates read, from the platform's `NavigationPlan`; the statements
/// that use them (a nullable default, a value's query text) are the templates' own.
struct NavigationContext: Encodable {
    var sessionUrlMember: String
    let sessionUrlOptionLiteral: String
    /// The hosts option, nil when the platform has none.
    let allowedHosts: AllowedHosts?
    let allowedHostsMarkdown: String
    /// The member (or constant) that lists a group's hosts, named after the group (`acmeSignInHosts`,
    /// `ACME_SIGN_IN_HOSTS`).
    let hostGroups: [HostGroup]
    /// A number or boolean is none of the three kinds.
    let queryOptions: [QueryOption]
    let queryMarkdown: String
    let hasDurationQuery: Bool
    /// The parameter carrying the protocol version.
    let versionParameter: VersionParameter?
    /// Whether the session URL carries a token in its fragment, which its check asks for.
    let hasToken: Bool
    /// `` `#t=` ``, `"t="`, its length, and the message when it is missing; nil without a token.
    let tokenMarkdown: String?
    let tokenPrefixLiteral: String?
    let tokenPrefixLength: String?
    let tokenMissingLiteral: String?
    /// Whether refused navigations fail the flow, past a limit the counter type holds.
    let hasBlockedLimit: Bool
    /// The limit, the failure code past it and the code as a code span; nil without a limit.
    let blockedLimit: String?
    let blockedFailure: FailureContext?
    let blockedFailureMarkdown: String?

    struct AllowedHosts: Encodable {
        let member: String
        let isNullable: Bool
    }

    struct HostGroup: Encodable {
        let member: String
        let constant: String
        let doc: MustacheValue
        let hosts: [LiteralContext]
    }

    struct QueryOption: Encodable {
        let keyLiteral: String
        let member: String
        let isText: Bool
        let isEnum: Bool
        let isDuration: Bool
        let isNullable: Bool
    }

    struct VersionParameter: Encodable {
        let keyLiteral: String
        let valueLiteral: String
    }
}

extension PlatformCode {
    /// A failure code, its case as `enumCase` spells it.
    func failureContext(_ name: Identifier, enumCase: (EnumValue) -> String) -> FailureContext {
        let value = contract.failures?.values.first { $0.name == name }
        return FailureContext(
            case: value.map(enumCase) ?? self.enumCase(name), wireLiteral: rules.stringLiteral(value?.wire ?? name.raw))
    }

    /// `member` spells an option's member, `enumCase` a failure code's case, `doc` a host group's comment.
    func navigationContext(
        _ plan: NavigationPlan, member: (Identifier, NameOverrides) -> String, enumCase: (EnumValue) -> String,
        doc: (String) -> MustacheValue
    ) -> NavigationContext {
        let literal = rules.stringLiteral
        let hosts = plan.hostsOption.map { ($0, member($0.name, $0.names)) }
        return NavigationContext(
            sessionUrlMember: member(plan.sessionOption, plan.sessionOptionNames),
            sessionUrlOptionLiteral: literal(plan.sessionOption.raw),
            allowedHosts: hosts.map { .init(member: $0.1, isNullable: $0.0.isNullable) },
            allowedHostsMarkdown: hosts.map { "the hosts in " + inlineCode($0.1) } ?? "no other hosts",
            hostGroups: plan.hostGroups.map { named in
                .init(
                    member: member(named.memberName, [:]), constant: self.enumCase(named.memberName),
                    doc: doc([named.group.name, named.group.reason].compactMap { $0 }.joined(separator: ": ")),
                    hosts: named.group.hosts.map { LiteralContext(literal: literal($0)) })
            },
            queryOptions: plan.queryParameters.map { parameter in
                let option = parameter.option
                return .init(
                    keyLiteral: literal(option.name.raw), member: member(option.name, option.names),
                    isText: parameter.text == .asIs, isEnum: parameter.text == .wireValue,
                    isDuration: parameter.text == .milliseconds, isNullable: option.isNullable)
            },
            queryMarkdown: plan.queryKeys.map(inlineCode).series(),
            hasDurationQuery: plan.queryParameters.contains { $0.text == .milliseconds },
            versionParameter: plan.versionParameter.map {
                .init(keyLiteral: literal($0.name), valueLiteral: literal(String($0.version)))
            },
            hasToken: plan.tokenPrefix != nil, tokenMarkdown: plan.tokenPrefix.map { inlineCode("#" + $0) },
            tokenPrefixLiteral: plan.tokenPrefix.map(literal),
            tokenPrefixLength: plan.tokenPrefix.map { String($0.utf16.count) },
            tokenMissingLiteral: plan.tokenPrefix.map { literal("must carry the session token as #" + $0) },
            hasBlockedLimit: plan.blockedLimit != nil, blockedLimit: plan.blockedLimit.map { String($0.count) },
            blockedFailure: plan.blockedLimit.map { failureContext($0.failure, enumCase: enumCase) },
            blockedFailureMarkdown: plan.blockedLimit.map { inlineCode($0.failure.raw) })
    }
}
