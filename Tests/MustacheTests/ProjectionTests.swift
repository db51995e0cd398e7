import Mustache
import Testing

/// `MustacheValue(projecting:)`: a view model type's properties are the names its templates read.
@Suite struct ProjectionTests {
    struct Field: Encodable {
        let name: String
        let wireKey: String?
        let isOptional: Bool
    }

    struct Payload: Encodable {
        let typeName: String
        let count: Int
        let ratio: Double
        let fields: [Field]
        let doc: MustacheValue
        let tags: [String]
    }

    @Test func propertiesAreKeysAndNilIsNull() {
        let payload = Payload(
            typeName: "Fund", count: 2, ratio: 0.5,
            fields: [
                Field(name: "id", wireKey: "ID", isOptional: false),
                Field(name: "note", wireKey: nil, isOptional: true),
            ],
            doc: ["/// Money in."], tags: ["a", "b"])
        let expected: MustacheValue = [
            "typeName": "Fund", "count": 2, "ratio": 0.5, "doc": ["/// Money in."], "tags": ["a", "b"],
            "fields": [
                ["name": "id", "wireKey": "ID", "isOptional": false, "isFirst": true, "isLast": false],
                ["name": "note", "wireKey": .null, "isOptional": true, "isFirst": false, "isLast": true],
            ],
        ]
        #expect(MustacheValue(projecting: payload) == expected)
    }

    /// The null of an absent value hides an outer scope's key of the same name, which a missing key would not.
    @Test func anAbsentValueDoesNotReadAnOuterScope() throws {
        struct Outer: Encodable {
            let wireKey: String
            let fields: [Field]
        }
        let model = Outer(wireKey: "outer", fields: [Field(name: "note", wireKey: nil, isOptional: true)])
        let rendered = try MustacheLibrary(templates: ["t": "{{#fields}}{{name}}={{wireKey}}{{/fields}}"])
            .renderPieces("t", MustacheValue(projecting: model), strict: true, escape: MustacheEscaping.none).joined()
        #expect(rendered == "note=")
    }

    struct Part: Encodable {
        let hasBridge: Bool
    }

    struct Whole: Encodable {
        let prefix: String
        let part: Part

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(prefix, forKey: .prefix)
            try part.encode(to: encoder)
        }

        enum CodingKeys: CodingKey { case prefix }
    }

    /// A part encoded into its parent's encoder adds its keys to the parent's object.
    @Test func aPartAddsItsKeysToItsParent() {
        #expect(
            MustacheValue(projecting: Whole(prefix: "Acme", part: Part(hasBridge: true))) == [
                "prefix": "Acme", "hasBridge": true,
            ])
    }

    /// `@Inlined` does the same without a hand-written `encode(to:)`.
    @Test func anInlinedPartAddsItsKeysToItsParent() {
        struct Inlining: Encodable {
            let prefix: String
            @Inlined var part: Part
        }
        #expect(
            MustacheValue(projecting: Inlining(prefix: "Acme", part: Part(hasBridge: false))) == [
                "prefix": "Acme", "hasBridge": false,
            ])
    }

    /// An absent inlined part adds nothing, where a present one adds its keys.
    @Test func anAbsentInlinedPartAddsNothing() {
        struct Parameter: Encodable {
            let name: String
            @Inlined var part: Part?
        }
        #expect(MustacheValue(projecting: Parameter(name: "a", part: nil)) == ["name": "a"])
        #expect(
            MustacheValue(projecting: Parameter(name: "a", part: Part(hasBridge: true))) == [
                "name": "a", "hasBridge": true,
            ])
    }

    @Test func aDeferredPartIsMadeWhenRead() throws {
        struct Model: Encodable {
            let items: WhenRead<[String]>
        }
        let value = MustacheValue(projecting: Model(items: WhenRead { ["x", "y"] }))
        guard case .object(let fields) = value, case .deferred = fields["items"] else {
            Issue.record("items is not deferred: \(value)")
            return
        }
        #expect(fields["items"]?.made == ["x", "y"])
    }
}

extension ProjectionTests {
    /// Two parts naming one key stop the program instead of letting one of them win.
    @Test func aKeyGivenTwiceStops() async {
        struct Clash: Encodable {
            let hasBridge: Bool
            let part: Part

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(hasBridge, forKey: .hasBridge)
                try part.encode(to: encoder)
            }

            enum CodingKeys: CodingKey { case hasBridge }
        }
        await #expect(processExitsWith: .failure) {
            _ = MustacheValue(projecting: Clash(hasBridge: false, part: Part(hasBridge: true)))
        }
    }
}
