import Mustache
import Testing

/// Values for view models too large to hold at once (lazy lists, deferred values) and output too large to
/// copy (pieces): each must render exactly what its plain counterpart renders.
@Suite struct LargeValueTests {
    private let template = "{{#items}}{{name}}{{^isLast}}, {{/isLast}}{{/items}}{{^items}}none{{/items}}"

    private func items(_ count: Int) -> [MustacheValue] {
        (0..<count).map { ["name": .string("item \($0)"), "isLast": .bool($0 == count - 1)] }
    }

    @Test func aLazyListRendersLikeAList() throws {
        let library = try MustacheLibrary(templates: ["t": template])
        for count in [0, 1, 3] {
            let eager = try library.render("t", ["items": .list(items(count))])
            let lazy = try library.render(
                "t",
                [
                    "items": .lazyList(
                        MustacheLazyList(count: count) { index in
                            ["name": .string("item \(index)"), "isLast": .bool(index == count - 1)]
                        })
                ])
            #expect(lazy == eager)
        }
        #expect(try library.render("t", ["items": .list(items(3))]) == "item 0, item 1, item 2")
    }

    /// Counts how often a deferred value is made; rendering is single-threaded.
    private final class Counter: @unchecked Sendable {
        var count = 0
    }

    @Test func aDeferredValueIsMadeOncePerRenderAndOnlyWhenRead() throws {
        let counter = Counter()
        let context: MustacheValue = [
            "items": .whenRead {
                counter.count += 1
                return .list([["name": "a", "isLast": false], ["name": "b", "isLast": true]])
            },
            "unused": .whenRead {
                counter.count += 100
                return "never"
            },
        ]
        let library = try MustacheLibrary(templates: ["twice": template + "|" + template, "none": "x"])
        #expect(try library.render("twice", context) == "a, b|a, b")
        #expect(counter.count == 1)
        #expect(try library.render("twice", context) == "a, b|a, b")
        #expect(counter.count == 2, "made again by the next render")
        #expect(try library.render("none", context) == "x")
        #expect(counter.count == 2)
    }

    /// Output beyond one piece (256 KiB) comes back whole, as one string and as pieces.
    @Test func largeOutputComesBackWhole() throws {
        let count = 60_000
        var expected = ""
        for index in 0..<count {
            expected += "item \(index)" + (index == count - 1 ? "" : ", ")
        }
        let library = try MustacheLibrary(templates: ["t": template])
        let context: MustacheValue = ["items": .list(items(count))]
        #expect(try library.render("t", context) == expected)
        let pieces = try library.renderPieces("t", context)
        #expect(pieces.count > 1)
        #expect(pieces.joined() == expected)
        #expect(try library.renderPieces("t", ["items": .list(items(2))]) == ["item 0, item 1"])
    }
}
