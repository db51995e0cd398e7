/// A data type handed to host callbacks: an event the SDK delivers, its error type.
struct Record: Sendable {
    var name: Identifier
    var location: SourceLocation
    var description: String?
    var fields: [Field]
    var names: NameOverrides
    var assumed: String? = nil
}

/// How a derived field is computed: true when `field` holds `equals`.
struct Derivation: Sendable, Hashable {
    var field: Identifier
    var equals: Identifier
}

/// The event every message reaches, with its type and payload.
struct CatchAll: Sendable {
    var name: Identifier
    var description: String?
    var names: NameOverrides
    var assumed: String? = nil
}

/// A callback the host app implements.
struct Callback: Sendable {
    var name: Identifier
    var location: SourceLocation
    var description: String
    /// Platforms where the host must implement it; elsewhere it defaults to doing nothing.
    var requiredOn: Set<Identifier>
    /// How often it is called in one session, when the contract says.
    var occurs: Occurrence? = nil
    /// Platforms whose SDK has the callback; nil means every platform, an empty set none of them (a callback
    /// another SDK family has, such as a web SDK's).
    var platforms: Set<Identifier>? = nil
    var assumed: String? = nil
    var evolution = Evolution()

    func isAvailable(on platform: Platform) -> Bool {
        platforms?.contains(platform.id) ?? true
    }

    /// How often a callback is called in one session.
    enum Occurrence: String, Sendable, CaseIterable {
        /// At most once, and the flow is over.
        case terminal
        /// At most once; the flow goes on.
        case once
        /// Any number of times.
        case repeatedly
    }

    /// The name without its leading `on` word, e.g. `completed` for `on_completed`.
    var eventWords: [String] {
        name.words.first == "on" && name.words.count > 1 ? Array(name.words.dropFirst()) : name.words
    }
}

/// One of several values a callback passes, in order.
struct CallbackParameter: Sendable, Equatable {
    var name: Identifier
    var type: TypeRef
    var isOptional: Bool
    var description: String?
}

/// What a callback passes.
enum CallbackArgument: Sendable, Hashable {
    case record(Identifier)
    case catchAll
}

/// A flow an SDK presents, and the callbacks it calls.
struct Flow: Sendable {
    var name: Identifier
    var location: SourceLocation
    var title: String
    var description: String?
    /// Configured and called back on the main thread.
    var isMainActor: Bool
    var callbacks: [FlowCallback]
    /// Per-platform names of the flow's callbacks type, where a platform's SDK already has one.
    var callbacksTypeNames: NameOverrides = [:]
    /// The flow needs the native SDK: the WebView integration does not offer it.
    var requiresNativeSDK = false
    var advice: [Advice] = []
    var assumed: String? = nil
    var evolution = Evolution()

    /// Advice to the flow's hosts, under the condition it applies in.
    struct Advice: Sendable {
        var when: String?
        var text: String
        var callbacks: [Identifier]
        var assumed: String?
    }

    struct FlowCallback: Sendable {
        var callback: Identifier
        var argument: CallbackArgument?
        /// The values it passes where it passes several (`public_token` and `metadata`), each typed; empty where
        /// it passes `argument` or nothing.
        var parameters: [CallbackParameter] = []
        /// Its event name on listener platforms, where the contract gives one instead of the rule's.
        var listener: Identifier? = nil
    }

    func argument(of callback: Identifier) -> CallbackArgument? {
        callbacks.first { $0.callback == callback }?.argument
    }
}

/// The WebView integration the SDKs replace: its messages and the callbacks each fires.
struct Legacy: Sendable {
    var typeKey: String
    var payloadKey: String
    var handshake: Handshake?
    var rawPayload: [RawAccessor]
    var messages: [LegacyMessage]
    /// What a dispatcher does with a known message whose payload does not fit its record.
    var invalidPayload: InvalidPayloadRule = .catchAll
    var assumed: String? = nil

    enum InvalidPayloadRule: String, Sendable {
        /// Hand it, as sent, to the flow's catch-all callbacks, so a terminal message is never lost.
        case catchAll = "catch_all"
        /// Call nothing.
        case drop
    }

    struct Handshake: Sendable {
        var ready: String
        var reply: String
        var replyFields: [Field]
    }

    /// A property exposing a payload record's untouched payload.
    struct RawAccessor: Sendable {
        enum Kind: String, Sendable { case object, text }
        var name: Identifier
        var kind: Kind
        var platforms: Set<Identifier>?
        var assumed: String? = nil

        func isAvailable(on platform: Platform) -> Bool {
            platforms?.contains(platform.id) ?? true
        }
    }
}

/// A legacy message, and the callbacks it fires in order.
struct LegacyMessage: Sendable {
    var wire: String
    var location: SourceLocation
    var flow: Identifier
    var description: String?
    /// The record its payload decodes to.
    var payload: Identifier?
    var fires: [Fire]
    var assumed: String? = nil

    struct Fire: Sendable {
        var callback: Identifier
        /// Field values of a record argument built without the payload.
        var values: [(field: Identifier, value: DefaultValue)]
    }
}

/// A method a session exposes (or, where configuring returns no session, the SDK type itself).
struct LifecycleStep: Sendable {
    var name: Identifier
    var description: String
    var notes: [(platform: Identifier, text: String)]
    var location: SourceLocation? = nil
    /// Platforms that have the method; nil means every platform.
    var platforms: Set<Identifier>? = nil
    var names: NameOverrides = [:]
    var parameters: [MethodParameter] = []
    var returns: MethodReturn? = nil
    /// Called on the main thread (Swift's main actor).
    var isMainActor = false
    var assumed: String? = nil

    func isAvailable(on platform: Platform) -> Bool {
        platforms?.contains(platform.id) ?? true
    }
}

extension Contract {
    /// The callbacks that pass the catch-all type, by name.
    var catchAllCallbacks: [Identifier] {
        Set(flows.flatMap { $0.callbacks.filter { $0.argument == .catchAll }.map(\.callback) }).sorted {
            $0.raw < $1.raw
        }
    }

    /// The records legacy messages carry as payloads: the ones that expose their raw payload.
    var payloadRecords: Set<Identifier> {
        Set(legacy?.messages.compactMap(\.payload) ?? [])
    }

    /// The name a listener-style platform gives `callback` of `flow`: the callback without its `on` word,
    /// qualified by the flow's name when the callback's argument differs between flows (`payment_completed`),
    /// so one global event name never carries two payload types.
    func listenerName(of callback: Identifier, in flow: Flow) -> Identifier {
        guard let declared = self.callback(named: callback) else { return callback }
        if let given = flow.callbacks.first(where: { $0.callback == callback })?.listener { return given }
        let arguments = Set(
            flows.compactMap { other in other.callbacks.first { $0.callback == callback } }.map(\.argument))
        let words = arguments.count > 1 ? flow.name.words + declared.eventWords : declared.eventWords
        return Identifier(words.joined(separator: "_"))
    }
}
