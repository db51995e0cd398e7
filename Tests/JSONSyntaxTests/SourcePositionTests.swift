import JSONSyntax
import Testing

@Suite struct SourcePositionTests {
    @Test func nestedKeysAndValues() throws {
        let text = """
            {
              "name": "demo",
              "nested": {"list": [1, true, null]},
              "empty": {}
            }
            """
        let document = try #require(root(text))
        #expect(document.position == SourcePosition(offset: 0, line: 1, column: 1))

        let name = try #require(document.member("name"))
        #expect(name.keyPosition.line == 2 && name.keyPosition.column == 3)
        #expect(name.value.position.line == 2 && name.value.position.column == 11)

        let nested = try #require(document.member("nested"))
        #expect(nested.keyPosition.line == 3 && nested.keyPosition.column == 3)
        #expect(nested.value.position.column == 13)
        let list = try #require(nested.value.member("list"))
        #expect(list.keyPosition.column == 14)
        #expect(list.value.position.column == 22)
        #expect(list.value[0]?.position.column == 23)
        #expect(list.value[1]?.position.column == 26)
        #expect(list.value[2]?.position.column == 32)

        let empty = try #require(document.member("empty"))
        #expect(empty.value.position.line == 4 && empty.value.position.column == 12)
    }

    @Test func columnsCountUnicodeScalarsAfterMultiByteCharacters() throws {
        // "é" is 2 bytes, "€" 3 bytes, "😀" 4 bytes: each is one column.
        let text = #"{"é€😀": ["ünï", 7], "k": 1}"#
        let document = try #require(root(text))
        guard case .object(let members) = document.value else {
            Issue.record("expected an object")
            return
        }
        #expect(members[0].key == "é€😀")
        #expect(members[0].value.position.column == 9)
        #expect(members[0].value.position.offset == 14)
        #expect(members[0].value[1]?.position.column == 17)
        #expect(members[0].value[1]?.position.offset == 24)
        #expect(members[1].keyPosition.column == 21)
    }

    @Test func crlfIsOneLineBreak() throws {
        let text = "{\r\n  \"a\": 1,\r\n\r\n  \"b\": [\r\n    true\r\n  ]\r\n}"
        let document = try #require(root(text))
        let b = try #require(document.member("b"))
        #expect(document.member("a")?.keyPosition == SourcePosition(offset: 5, line: 2, column: 3))
        #expect(b.keyPosition.line == 4 && b.keyPosition.column == 3)
        #expect(b.value[0]?.position.line == 5)
        #expect(b.value[0]?.position.column == 5)
    }

    @Test func loneCarriageReturnIsOneLineBreak() throws {
        let document = try #require(root("[1,\r2,\n3,\r\r4]"))
        #expect(document[1]?.position.line == 2)
        #expect(document[2]?.position.line == 3)
        #expect(document[3]?.position.line == 5)
        #expect(document[3]?.position.column == 1)
    }

    @Test func tabCountsAsOneColumn() throws {
        let document = try #require(root("[\t\t1]"))
        #expect(document[0]?.position.column == 4)
    }

    @Test func positionsMatchAFromScratchCountInALargeDocument() throws {
        // Many values on long lines exercise the incremental column bookkeeping.
        var text = "[\n"
        for row in 0..<200 {
            text += "  {\"row\": \(row), \"naïve\": \"ça\u{1F600}\", \"list\": [1, 2.5, \"\\u00e9\"]},"
            text += row % 3 == 0 ? "\r\n" : (row % 3 == 1 ? "\r" : "\n")
        }
        text += "  null\n]"
        let bytes = Array(text.utf8)
        let document = try JSONParser().parse(bytes).get()

        var pending = [document]
        var checked = 0
        while let node = pending.popLast() {
            var positions = [node.position]
            switch node.value {
            case .array(let elements):
                pending += elements
            case .object(let members):
                pending += members.map(\.value)
                positions += members.map(\.keyPosition)
            default:
                break
            }
            for position in positions {
                let expected = referencePosition(of: position.offset, in: bytes)
                #expect(position.line == expected.line && position.column == expected.column)
                checked += 1
            }
        }
        #expect(checked > 2000)
    }

    @Test func descriptionIsLineColon() {
        #expect(SourcePosition(offset: 10, line: 3, column: 7).description == "3:7")
    }
}
