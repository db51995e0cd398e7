/// A data type handed to host callbacks: an event the SDK delivers, its error type.
public struct Record: Sendable {
    public var name: Identifier
    public var location: SourceLocation
    public var description: String?
    public var fields: [Field]
    public var names: NameOverrides
}

/// How a derived field is computed: true when `field` holds `equals`.
public struct Derivation: Sendable, Hashable {
    public var field: Identifier
    public var equals: Identifier
}

/// The event every message reaches, with its type and payload.
public struct CatchAll: Sendable {
    public var name: Identifier
    public var description: String?
    public var names: NameOverrides
}

/// A callback the host app implements.
public struct Callback: Sendable {
    public var name: Identifier
    public var location: SourceLocation
    public var description: String
    /// Platforms where the host must implement it; elsewhere it defaults to doing nothing.
    public var requiredOn: Set<Identifier>

    /// The name without its leading `on` word, e.g. `completed` for `on_completed`.
    public var eventWords: [String] {
        name.words.first == "on" && name.words.count > 1 ? Array(name.words.dropFirst()) : name.words
    }
}

/// What a callback passes.
public enum CallbackArgument: Sendable, Hashable {
    case record(Identifier)
    case catchAll
}

/// A flow an SDK presents, and the callbacks it calls.
public struct Flow: Sendable {
    public var name: Identifier
    public var location: SourceLocation
    public var title: String
    public var description: String?
    /// Configured and called back on the main thread.
    public var isMainActor: Bool
    public var callbacks: [FlowCallback]

    public struct FlowCallback: Sendable {
        public var callback: Identifier
        public var argument: CallbackArgument?
    }

    public func argument(of callback: Identifier) -> CallbackArgument? {
        callbacks.first { $0.callback == callback }?.argument
    }
}

/// The WebView integration the SDKs replace: its messages and the callbacks each fires.
public struct Legacy: Sendable {
    public var typeKey: String
    public var payloadKey: String
    public var handshake: Handshake?
    public var rawPayload: [RawAccessor]
    public var messages: [LegacyMessage]

    public struct Handshake: Sendable {
        public var ready: String
        public var reply: String
        public var replyFields: [Field]
    }

    /// A property exposing a payload record's untouched payload.
    public struct RawAccessor: Sendable {
        public enum Kind: String, Sendable { case object, text }
        public var name: Identifier
        public var kind: Kind
        public var platforms: Set<Identifier>?

        public func isAvailable(on platform: Platform) -> Bool {
            platforms?.contains(platform.id) ?? true
        }
    }
}

/// A legacy message, and the callbacks it fires in order.
public struct LegacyMessage: Sendable {
    public var wire: String
    public var location: SourceLocation
    public var flow: Identifier
    public var description: String?
    /// The record its payload decodes to.
    public var payload: Identifier?
    public var fires: [Fire]

    public struct Fire: Sendable {
        public var callback: Identifier
        /// Field values of a record argument built without the payload.
        public var values: [(field: Identifier, value: DefaultValue)]
    }
}

/// A method a session exposes.
public struct LifecycleStep: Sendable {
    public var name: Identifier
    public var description: String
    public var notes: [(platform: Identifier, text: String)]
}

extension Contract {
    /// The records legacy messages carry as payloads: the ones that expose their raw payload.
    public var payloadRecords: Set<Identifier> {
        Set(legacy?.messages.compactMap(\.payload) ?? [])
    }

    /// The name a listener-style platform gives `callback` of `flow`: the callback without its `on` word,
    /// qualified by the flow's name when the callback's argument differs between flows (`payment_completed`),
    /// so one global event name never carries two payload types.
    public func listenerName(of callback: Identifier, in flow: Flow) -> Identifier {
        guard let declared = self.callback(named: callback) else { return callback }
        let arguments = Set(flows.compactMap { other in other.callbacks.first { $0.callback == callback } }.map(\.argument))
        let words = arguments.count > 1 ? flow.name.words + declared.eventWords : declared.eventWords
        return Identifier(words.joined(separator: "_"))
    }
}
