/// The `Encoder` behind `MustacheValue(projecting:)`: one per value, holding what it has written. Its containers
/// write into the encoder that holds their object, which is how a part encoded into its parent's encoder, or
/// `@Inlined` into its parent's object, adds its keys there.
///
/// A run projects thousands of values, so an encoder keeps what a coding path is made of (the encoder it is inside
/// and its key there) and makes the path only for a message.
public final class ProjectionEncoder: Encoder {
    /// The encoder of the value this one is a part of, and where in it this one is.
    private let outer: ProjectionEncoder?
    private let place: Place
    /// The object an `@Inlined` part adds its keys to: the one this value is a property of.
    private let parent: ProjectionEncoder?
    /// Whether the value was an `@Inlined` part, which gave its keys to `parent` and is no value of its own.
    private var wasInlined = false

    private var content = Content.empty
    /// An object's keys, kept out of `content` so that they change in place.
    fileprivate var fields: [String: MustacheValue] = [:]
    private var items: [MustacheValue] = []
    /// Whether this encoder writes into another's object (`target`): an inlined part's.
    private let target: ProjectionEncoder?

    private enum Content {
        case empty, object, list
        case single(MustacheValue)
    }

    enum Place {
        case root
        case key(any CodingKey)
        case index(Int)
    }

    init(outer: ProjectionEncoder?, place: Place, parent: ProjectionEncoder? = nil, target: ProjectionEncoder? = nil) {
        self.outer = outer
        self.place = place
        self.parent = parent
        self.target = target
    }

    public var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var encoder: ProjectionEncoder? = self
        while let current = encoder {
            switch current.place {
            case .root: break
            case .key(let key): path.append(key)
            case .index(let index): path.append(ProjectionKey(String(index)))
            }
            encoder = current.outer
        }
        return path.reversed()
    }

    public var userInfo: [CodingUserInfoKey: Any] { [:] }

    public func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object = target ?? self
        object.becomeObject()
        return KeyedEncodingContainer(ProjectionObject<Key>(object: object, encoder: self))
    }

    public func unkeyedContainer() -> any UnkeyedEncodingContainer {
        switch content {
        case .empty: content = .list
        case .list: break
        case .object, .single: preconditionFailure("\(path) is given as a list and as another value")
        }
        return ProjectionList(encoder: self)
    }

    public func singleValueContainer() -> any SingleValueEncodingContainer {
        ProjectionSingleValue(encoder: self)
    }

    /// `value` projected as a part of `outer` at `place`; nil when it was an `@Inlined` part of `parent`, the
    /// object it is a property of, which has its keys now.
    static func project(
        _ value: some Encodable, in outer: ProjectionEncoder?, at place: Place, parent: ProjectionEncoder? = nil
    ) -> MustacheValue? {
        let encoder = ProjectionEncoder(outer: outer, place: place, parent: parent)
        do {
            try value.encode(to: encoder)
        } catch {
            preconditionFailure("a view model cannot fail to encode: \(error)")
        }
        // `.none`, not `nil`: a nil literal would be `MustacheValue.null`, which is a value.
        return encoder.wasInlined ? .none : .some(encoder.value)
    }

    /// Encodes `part` into the parent object's keys, when this encoder holds a property's value; false when it
    /// holds anything else (a list item, the whole view model), where a part has no parent to add to.
    func inline(_ part: some Encodable) throws -> Bool {
        guard let parent else { return false }
        try part.encode(to: ProjectionEncoder(outer: outer, place: place, target: parent))
        wasInlined = true
        return true
    }

    private func becomeObject() {
        switch content {
        case .empty: content = .object
        case .object: break
        case .list, .single: preconditionFailure("\(path) is given as an object and as another value")
        }
    }

    /// Sets `key` of this object, which it may not have yet.
    fileprivate func set(_ value: MustacheValue, for key: String) {
        precondition(
            fields.updateValue(value, forKey: key) == nil,
            "the view-model key '\(key)' is given twice in \(path); give each part its own keys")
    }

    fileprivate func append(_ item: MustacheValue) {
        items.append(item)
    }

    fileprivate var count: Int { items.count }

    /// Sets the one value this encoder holds. An inlined part's target takes an optional part's keys when it is
    /// present, and nothing when it is absent.
    func set(_ value: MustacheValue) {
        if let target {
            switch value {
            case .null: return
            case .object(let part):
                target.becomeObject()
                for (key, value) in part { target.set(value, for: key) }
                return
            default: preconditionFailure("an inlined part of \(path) is not an object")
            }
        }
        guard case .empty = content else { preconditionFailure("\(path) is given twice") }
        content = .single(value)
    }

    /// The value written; each object in a list marked with its place in it.
    private var value: MustacheValue {
        switch content {
        case .empty: .null
        case .single(let value): value
        case .object: .object(fields)
        case .list: .list(items.enumerated().map { Self.placed($1, at: $0, of: items.count) })
        }
    }

    /// A list's item marked with its place in the list, when it is an object.
    static func placed(_ item: MustacheValue, at index: Int, of count: Int) -> MustacheValue {
        guard case .object(var fields) = item else { return item }
        fields["isFirst"] = .bool(index == 0)
        fields["isLast"] = .bool(index == count - 1)
        return .object(fields)
    }

    private var path: String {
        let path = codingPath
        return path.isEmpty ? "the view model" : "'" + path.map(\.stringValue).joined(separator: ".") + "'"
    }
}

/// An object's keys: one per property, a nil optional as `null`.
struct ProjectionObject<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// Where the keys go: the encoder itself, or the object an inlined part adds to.
    let object: ProjectionEncoder
    let encoder: ProjectionEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func set(_ value: MustacheValue, for key: Key) {
        object.set(value, for: key.stringValue)
    }

    private func project(_ value: some Encodable, for key: Key) -> MustacheValue? {
        ProjectionEncoder.project(value, in: encoder, at: .key(key), parent: object)
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.number(value), for: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(MustacheValue(value), for: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let projected = project(value, for: key) { set(projected, for: key) }
    }

    // An absent value is null, not a missing key: a missing one would let a template read an outer scope's.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        set(value.map { .bool($0) } ?? .null, for: key)
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        set(value.map { .string($0) } ?? .null, for: key)
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        set(value.map { .number($0) } ?? .null, for: key)
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        set(value.map { MustacheValue($0) } ?? .null, for: key)
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        set(value.flatMap { project($0, for: key) } ?? .null, for: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("view models nest as properties of their own type, not as nested containers")
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        preconditionFailure("view models nest as properties of their own type, not as nested containers")
    }

    mutating func superEncoder() -> any Encoder {
        preconditionFailure("view models are structs: there is no superclass to encode")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        preconditionFailure("view models are structs: there is no superclass to encode")
    }
}

/// A list's items, in order.
struct ProjectionList: UnkeyedEncodingContainer {
    let encoder: ProjectionEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.count }

    mutating func encodeNil() throws { encoder.append(.null) }
    mutating func encode(_ value: Bool) throws { encoder.append(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.append(.string(value)) }
    mutating func encode(_ value: Double) throws { encoder.append(.number(value)) }
    mutating func encode(_ value: Int) throws { encoder.append(MustacheValue(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.append(ProjectionEncoder.project(value, in: encoder, at: .index(count)) ?? .null)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("view models nest as items of their own type, not as nested containers")
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        preconditionFailure("view models nest as items of their own type, not as nested containers")
    }

    mutating func superEncoder() -> any Encoder {
        preconditionFailure("view models are structs: there is no superclass to encode")
    }
}

/// One value: a scalar, or a type that encodes as one.
struct ProjectionSingleValue: SingleValueEncodingContainer {
    let encoder: ProjectionEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.set(.null) }
    mutating func encode(_ value: Bool) throws { encoder.set(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.set(.string(value)) }
    mutating func encode(_ value: Double) throws { encoder.set(.number(value)) }
    mutating func encode(_ value: Int) throws { encoder.set(MustacheValue(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        // The value is this encoder's own, in the same place: a wrapper (an optional) encoding what it wraps.
        encoder.set(ProjectionEncoder.project(value, in: encoder, at: .root) ?? .null)
    }
}
