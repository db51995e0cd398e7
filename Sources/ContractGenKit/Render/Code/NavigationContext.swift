import Mustache

extension PlatformCode {
    /// A failure code for the templates: `{ case, wireLiteral }`, its case as `enumCase` spells it and its wire
    /// value as a string literal.
    func failureContext(_ name: Identifier, enumCase: (EnumValue) -> String) -> MustacheValue {
        let value = contract.failures?.values.first { $0.name == name }
        return [
            "case": .string(value.map(enumCase) ?? self.enumCase(name)),
            "wireLiteral": literal(value?.wire ?? name.raw),
        ]
    }

    /// The navigation keys every language's templates read, from the platform's `NavigationPlan`; the
    /// statements that use them (a nullable default, a value's query text) are the templates' own:
    /// - `sessionUrlMember`, `sessionUrlOptionLiteral`;
    /// - `allowedHosts: { member, isNullable }`, null when the platform has no hosts option, and
    ///   `allowedHostsMarkdown`;
    /// - `hostGroups: [{ member, constant, doc, hosts: [{ literal, isLast }] }]`, the member (or constant) that
    ///   lists a group's hosts named after the group (`acmeSignInHosts`, `ACME_SIGN_IN_HOSTS`);
    /// - `queryOptions: [{ keyLiteral, member, isText, isEnum, isDuration, isNullable, isLast }]` (a number or
    ///   boolean is none of the three kinds), `hasDurationQuery` and `queryMarkdown`;
    /// - `versionParameter: { keyLiteral, valueLiteral }`, the parameter carrying the protocol version, or null;
    /// - `tokenMarkdown` (`` `#t=` ``), `tokenPrefixLiteral` (`"t="`), `tokenPrefixLength`, `tokenMissingLiteral`;
    /// - `blockedLimit`, `blockedFailure` (`failureContext`), `blockedFailureMarkdown`.
    ///
    /// `member` spells an option's member, `enumCase` a failure code's case, `doc` a host group's comment.
    func navigationContext(
        _ plan: NavigationPlan, member: (Identifier, NameOverrides) -> String, enumCase: (EnumValue) -> String,
        doc: (String) -> MustacheValue
    ) -> [String: MustacheValue] {
        var context: [String: MustacheValue] = [
            "sessionUrlMember": .string(member(plan.sessionOption, plan.sessionOptionNames)),
            "sessionUrlOptionLiteral": literal(plan.sessionOption.raw),
            "allowedHosts": .null,
            "allowedHostsMarkdown": "no other hosts",
        ]
        if let hosts = plan.hostsOption {
            let name = member(hosts.name, hosts.names)
            context["allowedHosts"] = ["member": .string(name), "isNullable": .bool(hosts.isNullable)]
            context["allowedHostsMarkdown"] = .string("the hosts in " + inlineCode(name))
        }
        context["hostGroups"] = .list(
            plan.hostGroups.map { named in
                [
                    "member": .string(member(named.memberName, [:])),
                    "constant": .string(self.enumCase(named.memberName)),
                    "doc": doc([named.group.name, named.group.reason].compactMap { $0 }.joined(separator: ": ")),
                    "hosts": Self.list(named.group.hosts.map { ["literal": literal($0)] }),
                ]
            })
        context["queryOptions"] = Self.list(
            plan.queryParameters.map { parameter in
                let option = parameter.option
                return [
                    "keyLiteral": literal(option.name.raw),
                    "member": .string(member(option.name, option.names)),
                    "isText": .bool(parameter.text == .asIs),
                    "isEnum": .bool(parameter.text == .wireValue),
                    "isDuration": .bool(parameter.text == .milliseconds),
                    "isNullable": .bool(option.isNullable),
                ]
            })
        context["queryMarkdown"] = .string(plan.queryKeys.map(inlineCode).series())
        context["hasDurationQuery"] = .bool(plan.queryParameters.contains { $0.text == .milliseconds })
        context["versionParameter"] =
            plan.versionParameter.map { parameter in
                ["keyLiteral": literal(parameter.name), "valueLiteral": literal(String(parameter.version))]
            } ?? .null
        context["tokenMarkdown"] = .string(inlineCode("#" + plan.tokenPrefix))
        context["tokenPrefixLiteral"] = literal(plan.tokenPrefix)
        context["tokenPrefixLength"] = .string(String(plan.tokenPrefix.utf16.count))
        context["tokenMissingLiteral"] = literal("must carry the session token as #" + plan.tokenPrefix)
        context["blockedLimit"] = .string(String(plan.blockedLimit))
        context["blockedFailure"] = failureContext(plan.blockedFailureName, enumCase: enumCase)
        context["blockedFailureMarkdown"] = .string(inlineCode(plan.blockedFailureName.raw))
        return context
    }
}
