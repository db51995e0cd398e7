/// View models as Swift types: a type's stored properties are the names its templates read, so the compiler
/// checks every name a view model gives and no name is spelled as a string.
///
/// `MustacheValue(projecting:)` is the one place a view model becomes the value a template reads:
/// - a struct (anything encoded with a keyed container) is an object with a key per property;
/// - an optional property that is nil is `null`, so a template's `{{^name}}` reads it instead of falling
///   through to an outer scope's value of that name;
/// - an array is a list, and each object in it is marked `isFirst` and `isLast`, for separators;
/// - `Bool`, `String` and numbers are themselves; a `MustacheValue` (a doc comment's lines, a deferred part) is
///   used as it is, and so is anything else `MustacheProjectable`;
/// - a part encoded into its parent's encoder (`try part.encode(to: encoder)`) adds its keys to the parent's.
///
/// A key given twice stops the program: two parts of one view model that name the same thing are a bug, never
/// a choice of which wins.
extension MustacheValue {
    public init(projecting model: some Encodable) {
        self = ProjectionEncoder.project(model, in: nil, at: .root) ?? .null
    }
}

/// A value that is already what a template reads, used as it is where it appears in a view model. Its
/// `encode(to:)` starts with `if setProjected(in: encoder) { return }`.
public protocol MustacheProjectable: Encodable {
    var mustacheValue: MustacheValue { get }
}

extension MustacheProjectable {
    /// Gives `mustacheValue` to a projection's encoder, and says whether `encoder` is one. A class cast, where
    /// asking each value whether it conforms to this protocol would cost a conformance lookup per property.
    public func setProjected(in encoder: any Encoder) -> Bool {
        guard let projection = encoder as? ProjectionEncoder else { return false }
        projection.set(mustacheValue)
        return true
    }
}

extension MustacheValue: MustacheProjectable {
    public var mustacheValue: MustacheValue { self }
}

/// A part of a view model made only when a template first reads it (`MustacheValue.whenRead`), for the lists
/// that grow with the contract and that only some files read.
public struct WhenRead<Model: Encodable & Sendable>: MustacheProjectable, Sendable {
    private let make: @Sendable () -> Model

    public init(_ make: @escaping @Sendable () -> Model) {
        self.make = make
    }

    public var mustacheValue: MustacheValue {
        .whenRead { MustacheValue(projecting: make()) }
    }

    public func encode(to encoder: any Encoder) throws {
        if setProjected(in: encoder) { return }
        try make().encode(to: encoder)
    }
}

/// A list too large to hold as view models: each item is made when a section reaches it and dropped after it
/// renders (`MustacheValue.lazyList`), marked `isFirst` and `isLast` as a projected list's items are.
public struct MadeWhenReached<Item: Encodable & Sendable>: MustacheProjectable, Sendable {
    public let count: Int
    private let make: @Sendable (Int) -> Item

    public init(count: Int, item: @escaping @Sendable (Int) -> Item) {
        self.count = count
        make = item
    }

    public var mustacheValue: MustacheValue {
        let count = count
        let make = make
        return .lazyList(
            MustacheLazyList(count: count) { index in
                ProjectionEncoder.placed(MustacheValue(projecting: make(index)), at: index, of: count)
            })
    }

    public func encode(to encoder: any Encoder) throws {
        if setProjected(in: encoder) { return }
        var container = encoder.unkeyedContainer()
        for index in 0..<count { try container.encode(make(index)) }
    }
}

extension MustacheValue: Encodable {
    /// The value as plain data for any other encoder: a deferred value made, a lazy list's items, and a layout
    /// as its names.
    public func encode(to encoder: any Encoder) throws {
        if setProjected(in: encoder) { return }
        switch self {
        case .object(let fields):
            var container = encoder.container(keyedBy: ProjectionKey.self)
            for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
                try container.encode(value, forKey: ProjectionKey(key))
            }
        case .list(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .lazyList(let list):
            var container = encoder.unkeyedContainer()
            for index in 0..<list.count { try container.encode(list.item(index)) }
        case .deferred(let deferred):
            try deferred.make().encode(to: encoder)
        case .layout(let layout):
            var container = encoder.singleValueContainer()
            try container.encode(layout.names)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }
}

/// A key of a projected object.
struct ProjectionKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A part of a view model whose keys are its parent's: a property wrapped in `@Inlined` adds its own properties
/// to the object its parent projects to, instead of nesting under its name. For parts several view models share
/// (a deprecation's keys on every kind of element).
@propertyWrapper
public struct Inlined<Part: Encodable>: Encodable {
    public var wrappedValue: Part

    public init(wrappedValue: Part) {
        self.wrappedValue = wrappedValue
    }

    public func encode(to encoder: any Encoder) throws {
        if let projection = encoder as? ProjectionEncoder, try projection.inline(wrappedValue) { return }
        try wrappedValue.encode(to: encoder)
    }
}

extension Inlined: Sendable where Part: Sendable {}
