extension LoweredContract {
    /// The code view of `platform`, one of the contract's: its plan, spelled by its language.
    func code(on platform: Platform) -> PlatformCode {
        PlatformCode(plan(on: platform), of: self)
    }
}
