/// The bridge protocol and the navigation rules: what deployed SDKs and flows must agree on byte for byte.
extension ContractComparison {
    mutating func compareBridge() {
        guard let before = old.bridge, let after = new.bridge else { return }
        let location = after.location
        if before.version != after.version || before.acceptedVersions != after.acceptedVersions
            || before.readsNewerVersions != after.readsNewerVersions
        {
            // An old SDK reads what a new flow sends, and a new SDK what an old flow sends, or not.
            let oldReadsNew =
                before.acceptedVersions.contains(after.version)
                || (before.readsNewerVersions && after.version > before.acceptedVersions.upperBound)
            let newReadsOld =
                after.acceptedVersions.contains(before.version)
                || (after.readsNewerVersions && before.version > after.acceptedVersions.upperBound)
            add(
                "bridge.version-changed", oldReadsNew && newReadsOld ? .info : .error, "bridge version",
                "the protocol version is \(after.version) (read: \(after.acceptedVersions.lowerBound)–\(after.acceptedVersions.upperBound)), was \(before.version) (read: \(before.acceptedVersions.lowerBound)–\(before.acceptedVersions.upperBound))"
                    + (oldReadsNew ? "" : "; old SDKs reject the new version")
                    + (newReadsOld ? "" : "; new SDKs reject the old version"),
                at: location, oldSDKNewFlow: oldReadsNew ? .ok : .breaks, newSDKOldFlow: newReadsOld ? .ok : .breaks,
                source: .ok)
        }
        if before.maxBytes != after.maxBytes {
            let grew = after.maxBytes > before.maxBytes
            add(
                "bridge.max-bytes-changed", .error, "bridge max_bytes",
                "messages may be \(after.maxBytes) bytes, were \(before.maxBytes); "
                    + (grew
                        ? "old SDKs drop a new flow's larger messages" : "new SDKs drop an old flow's larger messages"),
                at: location, oldSDKNewFlow: grew ? .breaks : .ok, newSDKOldFlow: grew ? .ok : .breaks, source: .ok)
        }
        if before.source != after.source {
            add(
                "bridge.source-changed", .error, "bridge source",
                "messages are marked '\(after.source)', were '\(before.source)'; each side drops the other's as foreign",
                at: location, oldSDKNewFlow: .breaks, newSDKOldFlow: .breaks, source: .ok)
        }
        let roles = ["source", "version", "type", "session", "payload"]
        for (index, role) in roles.enumerated() where before.envelope.keys[index] != after.envelope.keys[index] {
            let (was, now) = (before.envelope.keys[index], after.envelope.keys[index])
            add(
                "envelope.key-changed", .error, "envelope \(role)",
                "the envelope's \(role) is keyed '\(now)', was '\(was)'; each side misreads the other's messages",
                at: location, oldSDKNewFlow: .breaks, newSDKOldFlow: .breaks, source: .ok)
        }
        for endpoint in after.endpoints {
            guard let was = before.endpoints.first(where: { $0.platform == endpoint.platform }),
                was.name != endpoint.name || was.method != endpoint.method || was.kind != endpoint.kind
            else { continue }
            add(
                "bridge.endpoint-changed", .error, "bridge \(endpoint.platform)",
                "\(endpoint.platform)'s bridge is \(endpoint.kind) '\(endpoint.name)'\(endpoint.method.map { ".\($0)" } ?? ""), was \(was.kind) '\(was.name)'\(was.method.map { ".\($0)" } ?? ""); each side posts where the other does not listen",
                at: location, oldSDKNewFlow: .breaks, newSDKOldFlow: .breaks, source: .ok, on: [endpoint.platform.raw])
        }
    }

    /// A setting the contract gave and no longer gives is each SDK's own again, and its generated constant is gone:
    /// host code that reads it no longer compiles. (Its key-level finding says whether security weakened.)
    mutating func compareSecurity() {
        guard let before = old.webViewSecurity, let after = new.webViewSecurity else { return }
        for key in before.givenKeys where !after.givenKeys.contains(key) {
            add(
                "security.setting-unset", .error, "webview_security \(key)",
                "the contract no longer sets '\(key)': each SDK chooses its own, and the constant generated for it is gone",
                at: after.location, source: .breaks)
        }
    }

    mutating func compareNavigation() {
        guard let before = old.navigation, let after = new.navigation else { return }
        let oldHosts = Set(before.hostGroups.flatMap(\.hosts))
        let newHosts = Set(after.hostGroups.flatMap(\.hosts))
        for host in after.hostGroups.flatMap(\.hosts) where !oldHosts.contains(host) {
            // A new origin gets the session's cookies and camera: a weakening, as every security finding is, an error.
            add(
                "navigation.host-added", .error, "navigation \(host)",
                "the WebView may now load '\(host)'; review it as you would any new origin with the session's cookies and camera",
                at: after.location, source: .ok)
        }
        for host in before.hostGroups.flatMap(\.hosts) where !newHosts.contains(host) {
            add(
                "navigation.host-removed", .warning, "navigation \(host)",
                "the WebView no longer loads '\(host)': new SDKs open it in the system browser, so a flow that signs in there leaves the WebView",
                at: after.location, source: .ok)
        }
        if before.tokenFragment != after.tokenFragment {
            add(
                "navigation.token-changed", .error, "navigation token_fragment",
                "the session token is read from \(Self.token(after.tokenFragment)), was \(Self.token(before.tokenFragment)); each side misses the other's token",
                at: after.location, oldSDKNewFlow: .breaks, newSDKOldFlow: .breaks, source: .ok)
        }
        if before.blockedLimit?.count != after.blockedLimit?.count {
            // A raised limit, or none, lets a page try more refused navigations before the flow fails; without one,
            // the counter type is no longer generated.
            let raised = (after.blockedLimit?.count ?? .max) > (before.blockedLimit?.count ?? .max)
            let message =
                switch (before.blockedLimit, after.blockedLimit) {
                case (let before?, nil):
                    "refused navigations no longer fail the flow (they did after \(before.count)); the blocked-navigation counter is no longer generated"
                case (nil, let after?):
                    "the flow now fails after \(after.count) refused navigations, which never failed it"
                case (let before, let after):
                    "the flow fails after \(after?.count ?? 0) refused navigations, was \(before?.count ?? 0)"
                }
            add(
                "navigation.blocked-limit-changed", raised ? .error : .info, "navigation blocked_limit",
                message + (raised ? "; this weakens the WebView's security" : ""),
                at: after.location, source: after.blockedLimit == nil ? .breaks : .ok)
        }
    }

    /// Where a session URL's token is, as a diff message says it.
    private static func token(_ fragment: String?) -> String {
        fragment.map { "'#\($0)='" } ?? "nowhere (the URL carries none)"
    }
}
