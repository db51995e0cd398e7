/// What `contractgen init` writes: a small contract of the shape asked for, on the platforms asked for, that every
/// target renders, with each part's description saying what to put there; and the contractgen.json beside it.
public struct StarterContract: Sendable {
    /// A platform `init` knows how to declare.
    public enum Preset: String, Sendable, CaseIterable {
        case ios, android
        case reactNative = "react_native"
        case flutter, capacitor

        var displayName: String {
            switch self {
            case .ios: "iOS"
            case .android: "Android"
            case .reactNative: "React Native"
            case .flutter: "Flutter"
            case .capacitor: "Capacitor"
            }
        }
    }

    public enum Shape: String, Sendable, CaseIterable {
        /// The SDK shows a hosted flow page in a WebView, which posts events and the result over a bridge.
        case webview
        /// Each native SDK presents the flow itself and reports events and the result to the host.
        case native
    }

    public var name: String
    public var platforms: [Preset]
    public var shape: Shape

    public init(name: String, platforms: [Preset], shape: Shape) {
        self.name = name
        self.platforms = platforms
        self.shape = shape
    }

    /// Why `name` cannot name a contract, or nil.
    public static func problem(withName name: String) -> String? {
        Identifier.isValid(name)
            ? nil : "'\(name)' is not a contract name: lowercase words joined by '_', e.g. 'checkout'"
    }

    public var configFile: String {
        """
        {
          "contract": "contract.json",
          "out": "Generated"
        }

        """
    }

    public var contractFile: String {
        let upper = CaseStyle.upperCamel.apply(to: Identifier(name))
        let title = name.split(separator: "_").joined(separator: " ").capitalizedFirst
        let sections = shape == .webview ? webviewSections(upper) : nativeSections(upper)
        return """
            {
              "$schema": "Generated/Schema/contract.schema.json",
              "format": \(ContractSchema.formatVersion),
              "name": "\(name)",
              "title": "\(title) SDK contract",
              "summary": "What the \(title) SDKs share: replace this with one sentence for the reference page.",
              "platforms": [
            \(platforms.map(platform).joined(separator: ",\n"))
              ],
              "enums": [
                {
                  "name": "status",
                  "description": "Where the user's session stands when the flow ends. Replace the values with your own.",
                  "values": [
                    { "name": "approved", "description": "The session succeeded." },
                    { "name": "pending", "description": "The outcome is not known yet." }
                  ]
                }
              ],
              "failures": {
                "name": "failure_code",
                "description": "Why the flow could not run or continue.",
                "codes": [
                  { "name": "invalid_config", "description": "The configuration is missing or malformed." },
                  { "name": "flow_error", "description": "The flow reported an error it cannot recover from." }\(
                    shape == .webview
                        ? ",\n      { \"name\": \"load_failed\", \"description\": \"The flow page did not load.\" }" : "")
                ]
              },
            \(sections)
            }

            """
    }

    private func platform(_ preset: Preset) -> String {
        let words = name.split(separator: "_")
        var package: String?
        switch preset {
        case .ios: package = nil
        case .android: package = "com.example.\(words.joined()).contract"
        case .reactNative: package = "@example/\(words.joined(separator: "-"))-contract"
        case .capacitor: package = "@example/\(words.joined(separator: "-"))-capacitor-contract"
        case .flutter: package = "example_\(name)_contract"
        }
        let language =
            switch preset {
            case .ios: "swift"
            case .android: "kotlin"
            case .reactNative, .capacitor: "typescript"
            case .flutter: "dart"
            }
        var keys = [
            "\"id\": \"\(preset.rawValue)\"", "\"name\": \"\(preset.displayName)\"", "\"language\": \"\(language)\"",
        ]
        if preset == .capacitor { keys.append("\"framework\": \"capacitor\"") }
        if let package { keys.append("\"package\": \"\(package)\"") }
        return "    { " + keys.joined(separator: ", ") + " }"
    }

    /// A hosted page in the SDK's WebView: it posts events over each platform's bridge, and the SDK loads only the
    /// session's URL and the hosts it allows.
    private func webviewSections(_ upper: String) -> String {
        let endpoints = platforms.map { preset -> String in
            switch preset {
            case .ios: "{ \"platform\": \"ios\", \"kind\": \"script_message_handler\", \"name\": \"\(upper)\" }"
            case .android:
                "{ \"platform\": \"android\", \"kind\": \"web_message_listener\", \"name\": \"\(upper)Android\", \"method\": \"postMessage\" }"
            case .reactNative:
                "{ \"platform\": \"react_native\", \"kind\": \"react_native_webview\", \"name\": \"ReactNativeWebView\" }"
            case .flutter:
                "{ \"platform\": \"flutter\", \"kind\": \"javascript_channel\", \"name\": \"\(upper)Flutter\" }"
            case .capacitor:
                "{ \"platform\": \"capacitor\", \"kind\": \"capacitor\", \"name\": \"\(upper)Capacitor\" }"
            }
        }
        return """
              "results": [
                {
                  "name": "completed",
                  "description": "The user finished the flow.",
                  "when": "the page posts `complete`",
                  "from": [{ "event": "complete" }],
                  "fields": [
                    { "name": "status", "type": "status", "source": "payload", "description": "The session's status." }
                  ]
                },
                {
                  "name": "cancelled",
                  "description": "The user left before the flow finished.",
                  "when": "the user closed the flow",
                  "from": [{ "action": "user_close", "description": "The user closed the flow." }]
                },
                {
                  "name": "failed",
                  "description": "The flow could not run or continue.",
                  "when": "the SDK saw a failure",
                  "from": [{ "action": "fail", "description": "The SDK saw the failure `code` says." }],
                  "fields": [
                    { "name": "code", "type": "failure_code", "source": "action", "description": "What went wrong." }
                  ]
                }
              ],
              "events": [
                { "name": "ready", "description": "The page loaded and the flow can start." },
                {
                  "name": "step_changed",
                  "description": "The user moved to another step. Add the events your page posts.",
                  "payload": [{ "name": "step", "type": "string", "description": "The step's key." }]
                },
                {
                  "name": "complete",
                  "description": "The user finished; the SDK returns `completed`.",
                  "payload": [{ "name": "status", "type": "status", "description": "The session's status." }]
                }
              ],
              "configuration": {
                "failure": "invalid_config",
                "options": [
                  {
                    "name": "session_url",
                    "type": "string",
                    "format": "url",
                    "required": true,
                    "sensitive": true,
                    "description": "The flow page's URL for this session, from your server."
                  },
                  { "name": "locale", "type": "string", "default": null, "description": "The flow's language, such as `en`." }
                ]
              },
              "bridge": {
                "version": 1,
                "source": "\(name)",
                "max_bytes": 10240,
                "envelope": { "source": "source", "version": "v", "type": "type", "session": "sessionId", "payload": "payload" },
                "payload_rule": "ids and statuses only, never personal data.",
                "endpoints": [
            \(endpoints.map { "      " + $0 }.joined(separator: ",\n"))
                ]
              },
              "navigation": { "session_option": "session_url" },
              "webview_security": { "javascript": true, "file_access": false, "mixed_content": false }
            """
    }

    /// Native SDKs that present the flow themselves: each reports events by name and payload, and calls back the
    /// host, which starts the flow through the SDK's entry point.
    private func nativeSections(_ upper: String) -> String {
        """
          "records": [
            {
              "name": "success",
              "description": "What the flow hands back when the user finishes.",
              "fields": [
                { "name": "session_id", "type": "string", "description": "The session's id." },
                { "name": "status", "type": "status", "description": "The session's status." }
              ]
            }
          ],
          "results": [
            {
              "name": "completed",
              "description": "The user finished the flow.",
              "when": "the SDK reports success",
              "fields": [{ "name": "status", "type": "status", "description": "The session's status." }]
            },
            { "name": "cancelled", "description": "The user left before the flow finished.", "when": "the user closed the flow" }
          ],
          "events": [
            {
              "name": "step_changed",
              "description": "The user moved to another step. Add the events your SDKs report.",
              "payload": [{ "name": "step", "type": "string", "description": "The step's key." }]
            }
          ],
          "configuration": {
            "failure": "invalid_config",
            "options": [
              { "name": "token", "type": "string", "required": true, "sensitive": true, "description": "The session token, from your server." },
              { "name": "locale", "type": "string", "default": null, "description": "The flow's language, such as `en`." }
            ]
          },
          "callbacks": [
            { "name": "on_success", "description": "The user finished the flow.", "occurs": "once", "required_on": \(platformList) },
            { "name": "on_exit", "description": "The user left before the flow finished.", "occurs": "once" }
          ],
          "flows": [
            {
              "name": "session",
              "title": "\(name.split(separator: "_").joined(separator: " ").capitalizedFirst)",
              "description": "The flow each SDK presents.",
              "callbacks": [{ "callback": "on_success", "argument": "success" }, { "callback": "on_exit" }]
            }
          ],
          "sdk": {
            "name": "sdk",
            "description": "What the host app calls. Rename the entry points to your SDK's.",
            "entry_points": [
              {
                "name": "open",
                "flow": "session",
                "description": "Presents the flow.",
                "parameters": ["token", "locale", "callbacks"],
                "object": { "name": "options", "description": "What the flow needs, and what it calls back." },
                "returns": "nothing",
                "throws": true
              }
            ]
          }
        """
    }

    private var platformList: String {
        "[" + platforms.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]"
    }
}

extension String {
    fileprivate var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
