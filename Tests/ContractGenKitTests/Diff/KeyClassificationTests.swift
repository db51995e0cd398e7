@testable import ContractGenKit
import Foundation
import Testing

/// The classification table against the format it classifies, and against README's copy of it.
@Suite struct KeyClassificationTests {
    /// Every key of the format, as `object.key`: the key paths the classification table is keyed by.
    static var formatKeys: [String] {
        var seen: Set<String> = []
        var keys: [String] = []
        func visit(_ schema: Schema) {
            switch schema {
            case .array(let inner), .map(let inner): visit(inner)
            case .object(let object):
                guard seen.insert(object.name).inserted else { return }
                for property in object.properties {
                    keys.append("\(object.name).\(property.key)")
                    visit(property.schema)
                }
            default: break
            }
        }
        visit(.object(ContractSchema.root))
        return keys
    }

    @Test func everyKeyOfTheFormatIsClassified() {
        let unclassified = Self.formatKeys.filter { KeyClassification.entry(for: $0) == nil }
        #expect(
            unclassified.isEmpty,
            "keys without an entry in KeyClassification.table: \(unclassified.joined(separator: ", "))")
        #expect(Self.formatKeys.count > 250)
    }

    @Test func everyClassifiedKeyIsInTheFormatOnce() {
        let keys = KeyClassification.table.flatMap(\.keys)
        let format = Set(Self.formatKeys)
        #expect(keys.filter { !format.contains($0) } == [], "entries for keys the format does not have")
        #expect(
            Dictionary(grouping: keys) { $0 }.filter { $0.value.count > 1 }.keys.sorted() == [], "keys classified twice"
        )
    }

    /// Security keys say which way is the weakening; sections and docs keys are plain.
    @Test func securityEntriesReportAnErrorWhenWeakened() {
        for entry in KeyClassification.table where entry.keyClass == .security {
            #expect(entry.severity == .error, "\(entry.keys)")
        }
        #expect(
            KeyClassification.table.filter { $0.keyClass == .docs }.allSatisfy {
                $0.rule == "docs.changed-text" && $0.severity == .info
            })
    }

    /// The breaking-changes guide's key table is this table: one row an entry, in its order.
    @Test func theGuideListsTheClassificationTable() throws {
        let found = try Repository.markdownTable(startingWith: Self.guideRows[0], in: Repository.breakingChangesGuide)
        #expect(
            found == Self.guideRows,
            "The guide's key table differs from KeyClassification.table; it should read:\n\(Self.guideRows.joined(separator: "\n"))"
        )
    }

    static var guideRows: [String] {
        [
            "| Key paths | Class | Rule | Severity, wire, source | Unless reported as |",
            "| --- | --- | --- | --- | --- |",
        ]
            + KeyClassification.table.map { entry in
                let rules =
                    "`\(entry.rule)`" + (entry.worseWay.map { " when \($0)" } ?? "")
                    + (entry.harmlessRule.map { ", else `\($0)` (info)" } ?? "")
                let verdict =
                    "\(entry.severity.rawValue); wire \(entry.oldSDKNewFlow.rawValue)/\(entry.newSDKOldFlow.rawValue); source \(entry.source.rawValue)"
                    + (entry.reach == .itsPlatform ? " on its platform" : "")
                let covered = entry.coveredBy.map { "`\($0)`" }.joined(separator: ", ")
                return
                    "| \(entry.keys.map { "`\($0)`" }.joined(separator: ", ")) | \(entry.keyClass.rawValue) | \(rules) | \(verdict) | \(covered) |"
            }
    }
}
