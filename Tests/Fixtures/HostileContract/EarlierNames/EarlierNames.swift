// Host code written before the contract's renames: it still compiles, each earlier name warning with its rename.
func readsEarlierNames(event: ClassEvent.StringEvent, record: String_, configuration: ClassConfiguration) -> [String] {
    let value: Type_ = .fallback
    let eventType: ClassEvent.Text.Type = ClassEvent.StringEvent.self
    let resultType: ClassResult.Agreement.Type = ClassResult.ProtocolResult.self
    return [value.rawValue, event.value, String(record.inside), String(configuration.was), "\(eventType)", "\(resultType)"]
}
