// The libFuzzer entry point: every input runs the whole pipeline (load → validate → model → render), as
// contractgen does inside other people's builds. Any crash, trap or sanitizer report is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContract(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? GeneratorPipeline().run(contract: bytes, file: "fuzz.json")
    return 0
}
