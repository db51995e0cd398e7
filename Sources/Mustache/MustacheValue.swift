/// A value a template reads. View models build these in code; the literal conformances let them be
/// written as plain Swift literals, e.g. `["name": "Pet", "fields": ["id", "name"], "deprecated": false]`.
public enum MustacheValue: Sendable, Equatable {
    /// No value. Falsey, and interpolates as the empty string.
    case null
    /// A boolean. `false` is falsey; interpolates as `true` or `false`.
    case bool(Bool)
    /// A number. Integral values interpolate without a fraction (`85`), others in their shortest form (`1.21`).
    case number(Double)
    /// A string. Every string is truthy, even the empty one, as in the reference implementation.
    case string(String)
    /// A list. A section iterates over it; an empty list is falsey.
    case list([MustacheValue])
    /// An object whose keys names and dotted names look up.
    case object([String: MustacheValue])
    /// A list whose items are made when a section reaches each one and dropped after it renders, for lists
    /// too large to hold at once. A section renders it like `list`; each pass makes the items again.
    case lazyList(MustacheLazyList)
    /// A value made when a template first reads it, kept until that render ends, so a large part of a view
    /// model shared by several templates exists only while one that uses it renders.
    case deferred(MustacheDeferred)
    /// Alternative layouts of one piece of text, for code that goes on one line when it fits. A section over
    /// it renders once per layout and keeps the first rendering that fits (`MustacheLayout`).
    case layout(MustacheLayout)
}

extension MustacheValue {
    /// A `deferred` value made by `make`.
    public static func whenRead(_ make: @escaping @Sendable () -> MustacheValue) -> MustacheValue {
        .deferred(MustacheDeferred(make))
    }

    /// This value, with a `deferred` one made.
    public var made: MustacheValue {
        if case .deferred(let deferred) = self { deferred.make().made } else { self }
    }
}

/// How to make a `deferred` value.
public final class MustacheDeferred: Sendable, Equatable {
    private let makeValue: @Sendable () -> MustacheValue

    public init(_ make: @escaping @Sendable () -> MustacheValue) {
        makeValue = make
    }

    /// The value, made now.
    public func make() -> MustacheValue {
        makeValue()
    }

    /// Equal when the values made are.
    public static func == (lhs: MustacheDeferred, rhs: MustacheDeferred) -> Bool {
        lhs === rhs || lhs.make() == rhs.make()
    }
}

/// The layouts a `layout` section tries, in order. The section renders its content once for each name, with
/// an object on the context stack in which that name is `true` and the others `false`, and writes the first
/// rendering whose lines all fit in `width` columns (Unicode scalars), counting from the column where the
/// section starts.
/// A layout that renders nothing is skipped; when none fits, the last one that rendered something is written.
/// Templates spell every layout; the renderer only measures them.
public struct MustacheLayout: Sendable, Equatable {
    public let width: Int
    public let names: [String]
    /// The object each rendering reads: its name `true`, the others `false`.
    let flags: [MustacheValue]

    public init(width: Int, names: [String]) {
        self.width = width
        self.names = names
        flags = names.map { name in .object(Dictionary(uniqueKeysWithValues: names.map { ($0, .bool($0 == name)) })) }
    }
}

/// The items of a `lazyList`: how many, and how to make each.
public struct MustacheLazyList: Sendable, Equatable {
    public let count: Int
    private let makeItem: @Sendable (Int) -> MustacheValue

    public init(count: Int, item: @escaping @Sendable (Int) -> MustacheValue) {
        self.count = count
        makeItem = item
    }

    /// The item at `index`, made now.
    public func item(_ index: Int) -> MustacheValue {
        makeItem(index)
    }

    /// Equal when the items are: made and compared one by one.
    public static func == (lhs: MustacheLazyList, rhs: MustacheLazyList) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs.item($0) == rhs.item($0) }
    }
}

extension MustacheValue {
    /// A number value from any integer.
    public init(_ value: some BinaryInteger) {
        self = .number(Double(value))
    }

    /// Whether a section renders for this value: only `null`, `false` and the empty list are falsey.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        case .lazyList(let list): list.count > 0
        case .deferred(let deferred): deferred.make().isTruthy
        case .number, .string, .object, .layout: true
        }
    }

    /// The text an interpolation tag writes for this value, before escaping.
    /// Lists and objects have no text form and interpolate as the empty string.
    public var interpolatedText: String {
        switch self {
        case .null, .list, .lazyList, .object, .layout: ""
        case .deferred(let deferred): deferred.make().interpolatedText
        case .bool(let value): value ? "true" : "false"
        case .string(let value): value
        case .number(let value): Self.format(value)
        }
    }

    /// Looks `key` up when this value is an object; any other value has no keys.
    public subscript(key: String) -> MustacheValue? {
        if case .object(let fields) = self { fields[key] } else { nil }
    }

    /// Integral values print as integers so `85` does not become `85.0`; the bound keeps the
    /// conversion to `Int64` exact and in range.
    private static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(describing: value)
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    /// `nil` is `.null`.
    public init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    /// A boolean literal is `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    /// An integer literal is `.number`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    /// A floating-point literal is `.number`.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension MustacheValue: ExpressibleByStringLiteral {
    /// A string literal is `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    /// An array literal is `.list`.
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// A dictionary literal is `.object`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
