extension String {
    /// Every occurrence of `target` replaced by `replacement`, left to right, compared byte by byte (which,
    /// in UTF-8, never matches inside a character).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        let bytes = Array(utf8)
        var output: [UInt8] = []
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == first, index + pattern.count <= bytes.count,
                bytes[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                output += replacement.utf8
                index += pattern.count
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: output, as: UTF8.self) : self
    }
}
