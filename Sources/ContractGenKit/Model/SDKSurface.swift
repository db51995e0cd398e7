/// The SDK's public surface: the entry points a host app calls, the session they return and its lifecycle
/// (`Contract.lifecycle`). Every platform's SDK implements the interfaces generated from it, so a missing or
/// misspelt entry point is a compile error in the SDK rather than drift found by its users.
struct SDKSurface: Sendable {
    /// The SDK's own entry type (`AcmeSDK`); generated interfaces are named after it.
    var name: Identifier
    var description: String?
    var names: NameOverrides
    var hostTypes: [HostType]
    var session: Session?
    var entryPoints: [EntryPoint]
    var assumed: String? = nil

    /// A type of the platform's UI framework a method takes, such as the view controller that presents the
    /// flow: it exists only on the device, so the generated interfaces take it as a type parameter.
    struct HostType: Sendable {
        var name: Identifier
        var description: String?
        /// The platform's own type, for the docs (`UIViewController`).
        var names: NameOverrides
    }

    /// What an entry point returns on the platforms that return something to present and cancel.
    struct Session: Sendable {
        var name: Identifier
        var description: String?
        var names: NameOverrides
        /// Where configuring returns a session; elsewhere the lifecycle methods are the SDK type's own.
        var platforms: Set<Identifier>?
        var assumed: String? = nil

        func isAvailable(on platform: Platform) -> Bool {
            platforms?.contains(platform.id) ?? true
        }
    }

    /// A method a host app calls to start a flow.
    struct EntryPoint: Sendable {
        var name: Identifier
        var location: SourceLocation
        var flow: Identifier
        var description: String?
        var names: NameOverrides
        var parameters: [Parameter]
        /// What it gives back; nil for the session where the platform has one, else nothing.
        var returns: Returns? = nil
        /// It throws the failure error when it cannot start the flow (an invalid configuration, say).
        var throwsFailure = false
        /// The one object it takes instead of a parameter for each option and the callbacks, where it takes one.
        var callObject: CallObject? = nil
        var assumed: String? = nil
        var evolution = Evolution()

        /// A type that holds what an entry point takes: its options and the flow's callbacks, one member each
        /// (`LinkTokenConfiguration(token:onSuccess:)`, a React Native `open({ onSuccess, onExit })`).
        struct CallObject: Sendable {
            var name: Identifier
            var location: SourceLocation
            var description: String?
            var names: NameOverrides
            /// Where the entry point takes it; elsewhere it takes its parameters one by one. All when nil.
            var platforms: Set<Identifier>?

            func isAvailable(on platform: Platform) -> Bool {
                platforms?.contains(platform.id) ?? true
            }
        }

        enum Returns: String, Sendable, CaseIterable {
            /// The session to present, on the platforms whose SDK has one; nothing elsewhere.
            case session
            case nothing
            /// The flow's result, once the flow ends: the entry point presents the flow and waits for it.
            case result
        }

        enum Parameter: Sendable, Equatable {
            /// A configuration option, passed where the platform has it.
            case option(Identifier)
            /// The flow's callbacks object, on platforms with callback objects.
            case callbacks
        }
    }
}

/// A parameter of a lifecycle method.
struct MethodParameter: Sendable {
    var name: Identifier
    var type: SurfaceType
    var description: String?
    var names: NameOverrides
    /// Argument labels, by platform, where the language has them (Swift's `present(from:)`).
    var labels: NameOverrides
}

/// What a lifecycle method takes or returns.
enum SurfaceType: Sendable, Equatable {
    case contract(TypeRef)
    /// A type of the platform's UI framework (`SDKSurface.HostType`).
    case host(Identifier)
    /// The session itself.
    case session
}

/// What a lifecycle method returns, on the platforms that return it.
struct MethodReturn: Sendable {
    var type: SurfaceType
    var isOptional: Bool
    var description: String?
    var platforms: Set<Identifier>?
    var assumed: String? = nil

    func isAvailable(on platform: Platform) -> Bool {
        platforms?.contains(platform.id) ?? true
    }
}
