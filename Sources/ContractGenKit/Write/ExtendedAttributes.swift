import CExtendedAttributes
#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// A file's extended attributes, POSIX ACLs among them on Linux, copied from one open file to another: a file
/// replaced through a temporary copy keeps who may read it.
enum ExtendedAttributes {
    /// Copies every extended attribute of `source` to `destination`; the first failure is returned (an
    /// attribute this process may not set, a file system without them), and the caller writes in place.
    static func copy(from source: Int32, to destination: Int32) -> FileError? {
        let size = list(source, nil, 0)
        if size < 0 { return errno == ENOTSUP ? nil : FileError(errno) }
        guard size > 0 else { return nil }
        var names = [CChar](repeating: 0, count: size)
        let listed = list(source, &names, size)
        guard listed >= 0 else { return FileError(errno) }
        for name in names[..<listed].split(separator: 0) {
            let failure = (Array(name) + [0]).withUnsafeBufferPointer { name -> FileError? in
                let length = get(source, name.baseAddress!, nil, 0)
                guard length >= 0 else { return FileError(errno) }
                var value = [UInt8](repeating: 0, count: max(length, 1))
                let read = get(source, name.baseAddress!, &value, length)
                guard read >= 0, set(destination, name.baseAddress!, value, read) == 0 else { return FileError(errno) }
                return nil
            }
            if let failure { return failure }
        }
        return nil
    }

    // Darwin's calls take a position and options that Linux's do not.
    #if canImport(Darwin)
        private static func list(_ file: Int32, _ names: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
            flistxattr(file, names, size, 0)
        }

        private static func get(
            _ file: Int32, _ name: UnsafePointer<CChar>, _ value: UnsafeMutableRawPointer?, _ size: Int
        ) -> Int {
            fgetxattr(file, name, value, size, 0, 0)
        }

        private static func set(
            _ file: Int32, _ name: UnsafePointer<CChar>, _ value: UnsafeRawPointer, _ size: Int
        ) -> Int32 {
            fsetxattr(file, name, value, size, 0, 0)
        }
    #else
        private static func list(_ file: Int32, _ names: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
            flistxattr(file, names, size)
        }

        private static func get(
            _ file: Int32, _ name: UnsafePointer<CChar>, _ value: UnsafeMutableRawPointer?, _ size: Int
        ) -> Int {
            fgetxattr(file, name, value, size)
        }

        private static func set(
            _ file: Int32, _ name: UnsafePointer<CChar>, _ value: UnsafeRawPointer, _ size: Int
        ) -> Int32 {
            fsetxattr(file, name, value, size, 0)
        }
    #endif
}
