import JSONSyntax
import Testing

@Suite struct StructureTests {
    @Test func parsesEveryKindOfValue() throws {
        let document = try #require(
            root(#" {"s": "x\"\u00e9\ud83d\ude00\n", "n": -1.5, "t": true, "f": false, "z": null, "a": [], "o": {}} "#))
        #expect(document["s"]?.value == .string("x\"é😀\n"))
        #expect(document["n"]?.number?.text == "-1.5")
        #expect(document["t"]?.value == .bool(true))
        #expect(document["f"]?.value == .bool(false))
        #expect(document["z"]?.value == .null)
        #expect(document["a"]?.value == .array([]))
        #expect(document["o"]?.value == .object([]))
        #expect(document.position.column == 2)
    }

    @Test func kindNames() throws {
        let document = try #require(root(#"[{}, [], "", 0, true, null]"#))
        guard case .array(let elements) = document.value else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map(\.value.kindName) == ["object", "array", "string", "number", "boolean", "null"])
    }

    @Test func duplicateKeysAreKeptInOrder() throws {
        let document = try #require(root(#"{"a": 1, "b": 2, "a": 3}"#))
        guard case .object(let members) = document.value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b", "a"])
        #expect(members.map { $0.value.number?.int64 } == [1, 2, 3])
        #expect(members.map(\.keyPosition.column) == [2, 10, 18])
    }

    @Test func depthCapCountsContainers() {
        let nested = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(root(nested) != nil)
        #expect(syntaxError("[" + nested + "]") != nil)
        #expect(syntaxError("1", maxDepth: 0) == nil)
        #expect(syntaxError("[]", maxDepth: 0)?.message == "nesting deeper than 0 levels; flatten the structure")
        #expect(syntaxError(#"{"a": {"b": [1]}}"#, maxDepth: 2)?.position.column == 13)
    }

    @Test func hostileNestingIsAnErrorNotACrash() {
        let opening = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = syntaxError(opening, maxDepth: 10_000)
        #expect(error?.message == "nesting deeper than 10000 levels; flatten the structure")
        let objects = Array(String(repeating: #"{"a":"#, count: 200_000).utf8)
        #expect(syntaxError(objects)?.position.column == 5 * 64 + 1)
    }

    @Test func depthCapIsClampedToWhatIsSafeToRelease() throws {
        let parser = JSONParser(maxDepth: 1_000_000)
        #expect(parser.maxDepth == JSONParser.depthLimit)
        #expect(JSONParser(maxDepth: -3).maxDepth == 0)

        let depth = JSONParser.depthLimit
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        // Parsing and then releasing the tree must not exhaust the stack.
        do {
            let document = try parser.parse(Array(deepest.utf8)).get()
            #expect(document.value.kindName == "array")
        }
        #expect(syntaxError("[" + deepest + "]", maxDepth: 1_000_000) != nil)
    }

    @Test func acceptsNonContiguousCollections() throws {
        let bytes = Array(#"{"k": [1, 2]}"#.utf8)
        let fromSlice = try JSONParser().parse(bytes[...]).get()
        let fromLazy = try JSONParser().parse(bytes.lazy.map { $0 }).get()
        let fromString = try JSONParser().parse(#"{"k": [1, 2]}"#.utf8).get()
        #expect(fromSlice == fromLazy)
        #expect(fromSlice == fromString)
    }

    @Test func scalarDocumentsAndSurroundingWhitespace() throws {
        #expect(root(" \r\n\t\"text\"\n ")?.value == .string("text"))
        #expect(root("7")?.number?.int64 == 7)
        #expect(root("null")?.value == .null)
    }

    @Test func largeDocumentParsesInLinearTime() throws {
        // About 6 MB on a single line: quadratic column counting would take minutes.
        var text = "["
        for index in 0..<100_000 {
            text += #"{"id": \#(index), "name": "entry \#(index) — ünïcode", "tags": ["a", "b\n"], "ok": true},"#
        }
        text += "null]"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 6_000_000)

        let clock = ContinuousClock()
        var document: JSONNode?
        let elapsed = clock.measure { document = try? JSONParser().parse(bytes).get() }
        let last = try #require(document?[99_999])
        let expected = referencePosition(of: last.position.offset, in: bytes)
        #expect(last.position.line == 1 && last.position.column == expected.column)
        #expect(last["tags"]?[1]?.value == .string("b\n"))
        #expect(elapsed < .seconds(30))
    }
}
