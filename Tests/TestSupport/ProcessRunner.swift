import Foundation

/// What a finished process printed, and how it ended.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var combined: String { stdout + stderr }
}

/// Runs `executable` with `arguments` in `directory` and waits for it. Standard error is read on another
/// thread while standard output is read here, so a process that fills one pipe never blocks on it. The
/// process's TMPDIR is a folder the tests delete, so what compilers and scripts leave there goes too.
public func runProcess(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = try TemporaryFolders.forChildProcesses.get().path
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stderrRead = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var stderr = Data()
    let reader = err.fileHandleForReading
    DispatchQueue.global().async {
        stderr = reader.readDataToEndOfFile()
        stderrRead.signal()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    stderrRead.wait()
    process.waitUntilExit()
    return ProcessOutput(
        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self))
}
