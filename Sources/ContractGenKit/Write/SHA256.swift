/// SHA-256 (FIPS 180-4), fed in pieces. The manifest and the journal record it for every file contractgen
/// writes, so a later run removes or replaces only a file whose bytes are still the ones it wrote.
struct SHA256 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
    /// Bytes of a block not yet full.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    init() {
        pending.reserveCapacity(64)
    }

    /// The digest of `pieces` one after another, as 64 lowercase hex digits.
    static func hex(of pieces: [[UInt8]]) -> String {
        var hasher = SHA256()
        for piece in pieces { hasher.update(piece) }
        return hasher.finish()
    }

    static func hex(of bytes: [UInt8]) -> String {
        hex(of: [bytes])
    }

    mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            if !pending.isEmpty {
                let taken = min(64 - pending.count, buffer.count)
                pending += buffer[0..<taken]
                index = taken
                guard pending.count == 64 else { return }
                pending.withUnsafeBufferPointer { compress($0.baseAddress!, count: 1) }
                pending.removeAll(keepingCapacity: true)
            }
            let blocks = (buffer.count - index) / 64
            if blocks > 0 { compress(buffer.baseAddress! + index, count: blocks) }
            index += blocks * 64
            pending += buffer[index...]
        }
    }

    /// Pads the message and returns the digest as hex.
    mutating func finish() -> String {
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        tail += [UInt8](repeating: 0, count: (119 - pending.count) % 64)
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        let counted = length
        update(tail)
        length = counted
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for word in words {
            for shift in stride(from: 28, through: 0, by: -4) {
                text.append(digits[Int((word >> UInt32(shift)) & 0xf)])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// One round of FIPS 180-4 §6.2.2 step 3, where `d` and `h` take the values the standard gives `e` and `a`.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
        _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
    ) {
        let t1 = h &+ (e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)) &+ (g ^ (e & (f ^ g))) &+ kw
        let t2 = (a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)) &+ ((a & (b | c)) | (b & c))
        d &+= t1
        h = t1 &+ t2
    }

    /// Runs the compression function over `count` blocks of 64 bytes from `blocks`.
    private mutating func compress(_ blocks: UnsafePointer<UInt8>, count: Int) {
        var (h0, h1, h2, h3, h4, h5, h6, h7) = state
        // The message schedule on the stack, and the constants read through one pointer for every block.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            Self.k.withUnsafeBufferPointer { k in
                for blockIndex in 0..<count {
                    let block = blocks + blockIndex &* 64
                    for i in 0..<16 {
                        w[i] =
                            UInt32(block[i &* 4]) &<< 24 | UInt32(block[i &* 4 &+ 1]) &<< 16
                            | UInt32(block[i &* 4 &+ 2]) &<< 8 | UInt32(block[i &* 4 &+ 3])
                    }
                    for i in 16..<64 {
                        let x = w[i &- 15], y = w[i &- 2]
                        let s0 = x.rotatedRight(7) ^ x.rotatedRight(18) ^ (x &>> 3)
                        let s1 = y.rotatedRight(17) ^ y.rotatedRight(19) ^ (y &>> 10)
                        w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    // Eight rounds a turn, each with the letters moved along one, so no round shuffles registers.
                    for i in stride(from: 0, to: 64, by: 8) {
                        Self.round(a, b, c, &d, e, f, g, &h, k[i] &+ w[i])
                        Self.round(h, a, b, &c, d, e, f, &g, k[i &+ 1] &+ w[i &+ 1])
                        Self.round(g, h, a, &b, c, d, e, &f, k[i &+ 2] &+ w[i &+ 2])
                        Self.round(f, g, h, &a, b, c, d, &e, k[i &+ 3] &+ w[i &+ 3])
                        Self.round(e, f, g, &h, a, b, c, &d, k[i &+ 4] &+ w[i &+ 4])
                        Self.round(d, e, f, &g, h, a, b, &c, k[i &+ 5] &+ w[i &+ 5])
                        Self.round(c, d, e, &f, g, h, a, &b, k[i &+ 6] &+ w[i &+ 6])
                        Self.round(b, c, d, &e, f, g, h, &a, k[i &+ 7] &+ w[i &+ 7])
                    }
                    h0 &+= a
                    h1 &+= b
                    h2 &+= c
                    h3 &+= d
                    h4 &+= e
                    h5 &+= f
                    h6 &+= g
                    h7 &+= h
                }
            }
        }
        state = (h0, h1, h2, h3, h4, h5, h6, h7)
    }
}

private extension UInt32 {
    func rotatedRight(_ count: UInt32) -> UInt32 {
        (self &>> count) | (self &<< (32 &- count))
    }
}
