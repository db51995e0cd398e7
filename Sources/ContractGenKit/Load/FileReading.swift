#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Reading and writing whole files through descriptors, with hard limits.
enum FileReading {
    /// Reads the open file `descriptor` to its end, refusing anything but a regular file, and failing with EFBIG
    /// past `limit` bytes. The size `fstat` reports is only a first guess: files in /proc say 0 and hold more.
    static func read(_ descriptor: Int32, limit: Int) -> Result<[UInt8], FileError> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(FileError(errno)) }
        let kind = EntryKind(mode: info.st_mode)
        guard kind == .file else {
            return .failure(FileError(description: "it is \(kind.article), not a regular file"))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(Int(info.st_size), 0), limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(errno))
            }
            if count == 0 { return .success(bytes) }
            // EFBIG ("file too large") stands for "over the limit".
            guard bytes.count + count <= limit else { return .failure(FileError(EFBIG)) }
            bytes += chunk[..<count]
        }
    }

    /// Writes all of `bytes`, however many write(2) calls it takes.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> FileError? {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return FileError(errno)
            }
            offset += count
        }
        return nil
    }
}

/// read(2) and write(2), named apart from the methods called `read` and `write`.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.read(descriptor, bytes, count)
    #else
        Glibc.read(descriptor, bytes, count)
    #endif
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
    #else
        Glibc.write(descriptor, bytes, count)
    #endif
}
