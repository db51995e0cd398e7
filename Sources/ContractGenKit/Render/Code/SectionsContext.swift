import Mustache

extension PlatformCode {
    /// Which parts of the contract the platform's files have content for (`PlatformPlan.Sections`), under the
    /// same keys in every language: `hasResults`, `hasEvents`, `hasBridge`, `hasConfiguration`, `hasNavigation`,
    /// `needsURLs`, `hasEnums`, `hasRecords`, `hasCatchAll` and `hasRecordsOrCatchAll`.
    func sectionsContext(into context: inout [String: MustacheValue]) {
        let sections = plan.sections
        context["hasResults"] = .bool(sections.hasResults)
        context["hasEvents"] = .bool(sections.hasEvents)
        context["hasBridge"] = .bool(sections.hasBridge)
        context["hasConfiguration"] = .bool(sections.hasConfiguration)
        context["hasNavigation"] = .bool(sections.hasNavigation)
        context["needsURLs"] = .bool(sections.needsURLs)
        context["hasEnums"] = .bool(!plan.enums.isEmpty)
        context["hasRecords"] = .bool(sections.hasRecords)
        context["hasCatchAll"] = .bool(sections.hasCatchAll)
        context["hasRecordsOrCatchAll"] = .bool(sections.hasRecordsOrCatchAll)
    }
}
