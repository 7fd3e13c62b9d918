#if canImport(Glibc)
    import Glibc
#endif

/// Settings of the C allocator for long batches.
///
/// Each drawing a batch renders allocates an image of a few hundred kilobytes and frees it a
/// moment later. glibc's allocator, left to itself, hands such blocks back to the system on every
/// free (by `munmap`, or by trimming a thread's heap with `madvise`), so the next drawing takes
/// page faults and has the kernel clear its pages again: in a batch of small PNGs that was a third
/// of the time, all of it in the kernel, and it grew with the number of workers. Keeping freed
/// memory for reuse up to a bound removes it; memory still stays flat, as each worker reuses the
/// same few blocks.
///
/// Blocks of megabytes (a big input file's bytes, a big image) are still mapped on their own and
/// given back when freed: a freed file's memory left in one thread's heap cannot hold the image
/// that another thread draws a moment later, and a big render's peak would be their sum.
enum AllocatorTuning {
    /// How much freed memory a heap keeps before it is given back to the system.
    static let trimThreshold: Int32 = 32 << 20
    /// Blocks at least this big (an image of 724×724 pixels) are mapped on their own and unmapped
    /// when freed.
    static let mmapThreshold: Int32 = 2 << 20

    /// Keeps freed memory for reuse (up to ``trimThreshold`` a heap) and allocates image-sized
    /// blocks, up to ``mmapThreshold``, from the heaps rather than by `mmap`. Does nothing where the C library has no
    /// `mallopt` (it is glibc's, looked up at run time as Swift's Glibc module leaves it out).
    static func keepFreedMemoryForReuse() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            // glibc's <malloc.h>: M_TRIM_THRESHOLD is -1, M_MMAP_THRESHOLD is -3.
            _ = mallopt(-1, trimThreshold)
            _ = mallopt(-3, mmapThreshold)
        #endif
    }
}
