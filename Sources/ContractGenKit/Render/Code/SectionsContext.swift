import Mustache

/// Which parts of the contract the platform's files have content for (`PlatformPlan.Sections`), under the same
/// names in every language. A file whose part the contract lacks renders only its header and is not written
/// (`GeneratedFile.declaresNothing`).
struct SectionsContext: Encodable {
    let hasResults: Bool
    let hasEvents: Bool
    let hasBridge: Bool
    let readsReportedEvents: Bool
    /// An enum's values are whole numbers on the wire (`EnumType.isInteger`).
    let hasIntegerEnums: Bool
    let hasConfiguration: Bool
    let hasNavigation: Bool
    let needsURLs: Bool
    let hasRecords: Bool
    let hasRecordsOrCatchAll: Bool
    /// Whether a field holds a map, or raw JSON, at any depth.
    let holdsMaps: Bool
    let holdsJson: Bool
    let holdsTimestamps: Bool
    /// A platform sends something for an optional field with no value (`absent_values`): the field readers read
    /// those as none, each one a string literal in `absentValues` and a code span list in `absentValuesMarkdown`.
    let readsAbsentValues: Bool
    let absentValues: [LiteralContext]
    let absentValuesMarkdown: String
}

extension PlatformCode {
    var sectionsContext: SectionsContext {
        let sections = plan.sections
        return SectionsContext(
            hasResults: sections.hasResults, hasEvents: sections.hasEvents, hasBridge: sections.hasBridge,
            readsReportedEvents: sections.readsReportedEvents,
            hasIntegerEnums: TypeRole.integerWireEnum.isDeclared(for: contract),
            hasConfiguration: sections.hasConfiguration, hasNavigation: sections.hasNavigation,
            needsURLs: sections.needsURLs, hasRecords: sections.hasRecords,
            hasRecordsOrCatchAll: sections.hasRecordsOrCatchAll, holdsMaps: sections.holdsMaps,
            holdsJson: sections.holdsJson, holdsTimestamps: sections.holdsTimestamps,
            readsAbsentValues: !sections.absentValues.isEmpty,
            absentValues: sections.absentValues.map { LiteralContext(literal: rules.stringLiteral($0)) },
            absentValuesMarkdown: sections.absentValues.map { inlineCode(JSONLiteral.string($0)) }.series(
                conjunction: "or"))
    }
}
