// The floor: the least any generator can cost for this contract and this output, written as a minimal
// Swift program. It reads the contract with Foundation, parses it, and writes the files of a layout (the
// paths and sizes contractgen wrote), filled with the contract's bytes. Nothing is rendered, so the gap
// between this program and contractgen is what contractgen's own work costs.
//
//     floor CONTRACT OUT_DIR LAYOUT [--foundation-write]
//
// LAYOUT holds one `SIZE PATH` line per file. Files are written with write(2), as compilers and protoc
// write theirs; `--foundation-write` writes each with `Data.write(to:options: .atomic)` instead, which on
// Linux calls fsync(2) for every file, to show what that costs.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: floor CONTRACT OUT_DIR LAYOUT [--foundation-write]\n".utf8))
    exit(2)
}
let foundationWrite = arguments.contains("--foundation-write")
let contract = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
guard let document = try JSONSerialization.jsonObject(with: contract) as? [String: Any], !document.isEmpty else {
    FileHandle.standardError.write(Data("floor: the contract is not a JSON object\n".utf8))
    exit(1)
}
let out = arguments[2]
let layout = try String(contentsOfFile: arguments[3], encoding: .utf8)

var folders: Set<String> = []
for line in layout.split(separator: "\n") {
    let parts = line.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, let size = Int(parts[0]) else { continue }
    let path = out + "/" + parts[1]
    let folder = (path as NSString).deletingLastPathComponent
    if folders.insert(folder).inserted {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    // The contract's bytes, repeated to the file's size.
    var bytes = [UInt8](repeating: 0, count: size)
    var offset = 0
    while offset < size {
        let count = min(contract.count, size - offset)
        bytes.withUnsafeMutableBytes {
            _ = contract.copyBytes(to: UnsafeMutableRawBufferPointer(rebasing: $0[offset..<offset + count]))
        }
        offset += count
    }
    if foundationWrite {
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        continue
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
        FileHandle.standardError.write(Data("floor: cannot create \(path)\n".utf8))
        exit(1)
    }
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, size) }
    guard written == size, close(descriptor) == 0 else {
        FileHandle.standardError.write(Data("floor: cannot write \(path)\n".utf8))
        exit(1)
    }
}
