import ContractGenKit
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `path` as it is at `revision` of its repository, read by `git show` in the file's folder (so `path` may be
/// anywhere in a repository, and relative paths mean what they mean to the user). Spawned directly: Foundation's
/// `Process` would cost every run its start-up.
func gitShow(_ revision: String, _ path: String) throws(DiagnosticError) -> [UInt8] {
    let folder = PathText.parent(of: path)
    let name = "./" + (path.split(separator: "/").last.map(String.init) ?? path)
    let output = try run(["git", "-C", folder.isEmpty ? "." : folder, "show", "\(revision):\(name)"])
    guard output.status == 0 else {
        let reason =
            String(decoding: output.error, as: UTF8.self).split(separator: "\n").first.map(String.init)
            ?? "git exited with \(output.status)"
        throw DiagnosticError([
            Diagnostic(
                .error,
                "cannot read \(path) at '\(revision)': \(reason); name a revision that has the file, e.g. --against main",
                at: nil)
        ])
    }
    return output.bytes
}

/// Runs `arguments` (found on PATH) and gathers its output; stdin is /dev/null.
private func run(_ arguments: [String]) throws(DiagnosticError) -> (status: Int32, bytes: [UInt8], error: [UInt8]) {
    var out: [Int32] = [0, 0]
    var err: [Int32] = [0, 0]
    guard pipe(&out) == 0, pipe(&err) == 0 else {
        throw DiagnosticError([Diagnostic(.error, "cannot run git: no pipe", at: nil)])
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, out[1], 1)
    posix_spawn_file_actions_adddup2(&actions, err[1], 2)
    posix_spawn_file_actions_addclose(&actions, out[0])
    posix_spawn_file_actions_addclose(&actions, err[0])
    var pid = pid_t()
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    close(out[1])
    close(err[1])
    defer {
        close(out[0])
        close(err[0])
    }
    guard spawned == 0 else {
        throw DiagnosticError([
            Diagnostic(
                .error,
                "cannot run \(arguments[0]): \(String(cString: strerror(spawned))); --against needs git on PATH",
                at: nil)
        ])
    }
    let bytes = readAll(out[0])
    let error = readAll(err[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return ((status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f), bytes, error)
}

private func readAll(_ descriptor: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 { bytes += buffer[..<count] } else if count == 0 || errno != EINTR { break }
    }
    return bytes
}
