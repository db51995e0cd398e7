import Mustache

/// Which parts of the contract the platform's files have content for (`PlatformPlan.Sections`), under the same
/// names in every language. A file whose part the contract lacks holds only its header, so the set of files
/// stays fixed.
struct SectionsContext: Encodable {
    let hasResults: Bool
    let hasEvents: Bool
    let hasBridge: Bool
    let hasConfiguration: Bool
    let hasNavigation: Bool
    let needsURLs: Bool
    let hasRecords: Bool
    let hasRecordsOrCatchAll: Bool
    /// Whether a field holds a map, or raw JSON, at any depth.
    let holdsMaps: Bool
    let holdsJson: Bool
}

extension PlatformCode {
    var sectionsContext: SectionsContext {
        let sections = plan.sections
        return SectionsContext(
            hasResults: sections.hasResults, hasEvents: sections.hasEvents, hasBridge: sections.hasBridge,
            hasConfiguration: sections.hasConfiguration, hasNavigation: sections.hasNavigation,
            needsURLs: sections.needsURLs, hasRecords: sections.hasRecords,
            hasRecordsOrCatchAll: sections.hasRecordsOrCatchAll, holdsMaps: sections.holdsMaps,
            holdsJson: sections.holdsJson)
    }
}
