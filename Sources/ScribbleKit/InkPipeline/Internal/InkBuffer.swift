/// A growable run of plain values (no references) for the ink pipeline's inner loops.
///
/// An append is a capacity check and a store: no copy-on-write check, so no call that would make
/// the loop around it spill its registers, as `Array.append` does. The pipeline owns one buffer
/// per stage and reuses it from stroke to stroke; results leave as ordinary arrays.
///
/// Loops that need the memory itself, a pointer kept in a register rather than loaded from the
/// buffer at every step, get it for a scope: ``withUnsafeMutableBufferPointer(_:)`` for the
/// elements in use, ``append(upTo:initializingWith:)`` for room after them, and a ``Cursor`` for
/// loops that append an unknown number.
final class InkBuffer<Element> {
    /// The storage; appending may move it.
    private var base: UnsafeMutablePointer<Element>
    /// How many elements are in use.
    var count = 0
    private(set) var capacity: Int

    /// The memory the buffer holds, in bytes.
    var capacityBytes: Int { capacity * MemoryLayout<Element>.stride }

    /// Creates an empty buffer for plain values (no references: they are never released).
    init(capacity: Int = 256) {
        precondition(_isPOD(Element.self), "an InkBuffer holds plain values only")
        self.capacity = Swift.max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Creates a buffer holding `elements`.
    convenience init(_ elements: [Element]) {
        self.init(capacity: elements.count)
        for element in elements { append(element) }
    }

    deinit { base.deallocate() }

    /// Empties the buffer, keeping its memory.
    func removeAll() { count = 0 }

    /// Makes room for at least `extra` more elements without growing again.
    func reserve(_ extra: Int) {
        if capacity - count < extra { grow(to: count + extra) }
    }

    @inline(never)
    private func grow(to minimum: Int) {
        let newCapacity = Swift.max(minimum, 2 * capacity)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        base[count] = element
        count += 1
    }

    /// Appends `element` when `keep` is true, without branching on `keep`: the element is written
    /// after the last one either way and counted only when kept. For conditions that follow the
    /// data too closely for the processor to predict, where a branch would guess wrong often.
    func append(_ element: Element, if keep: Bool) {
        if count == capacity { grow(to: count + 1) }
        base[count] = element
        count += keep ? 1 : 0
    }

    /// Appends `element` without checking for room; call ``reserve(_:)`` first.
    func appendReserved(_ element: Element) {
        base[count] = element
        count += 1
    }

    func removeLast() { count -= 1 }

    /// Inserts `element` before the one at `index`, moving the rest along.
    func insert(_ element: Element, at index: Int) {
        precondition(index >= 0 && index <= count)
        reserve(1)
        var position = count
        while position > index {
            base[position] = base[position - 1]
            position -= 1
        }
        base[index] = element
        count += 1
    }

    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    var isEmpty: Bool { count == 0 }

    var last: Element { base[count - 1] }

    /// The elements as an array.
    var array: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Calls `body` with the elements in use, which it may change but not add to or remove.
    func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }

    /// Makes room for `extra` more elements and calls `body` with that room, uninitialised;
    /// `body` initialises the first elements of it, in order, and returns how many, which are
    /// then counted in.
    func append(
        upTo extra: Int, initializingWith body: (UnsafeMutableBufferPointer<Element>) throws -> Int
    ) rethrows {
        reserve(extra)
        let written = try body(UnsafeMutableBufferPointer(start: base + count, count: extra))
        precondition(written >= 0 && written <= extra)
        count += written
    }

    /// Initialises the memory at `target` with the elements, first to last.
    /// - Returns: the place after the last one.
    func copyElements(to target: UnsafeMutablePointer<Element>) -> UnsafeMutablePointer<Element> {
        target.initialize(from: base, count: count)
        return target + count
    }

    /// Initialises the memory at `target` with the elements, last to first.
    /// - Returns: the place after the first one.
    func copyElementsReversed(to target: UnsafeMutablePointer<Element>) -> UnsafeMutablePointer<Element> {
        var target = target
        var source = base + count
        while source != base {
            source -= 1
            target.initialize(to: source.pointee)
            target += 1
        }
        return target
    }

    /// A place to append at, kept in registers: appending through a cursor is a store and, for
    /// ``append(_:)``, a check against the end of the memory, with no call into the buffer.
    ///
    /// The buffer counts what a cursor appended when ``finish()`` is called. Until then, nothing
    /// else may change the buffer; after it, the cursor is not used again (make a new one).
    struct Cursor {
        /// Not retained: a cursor lives within the use of a buffer that is held anyway.
        unowned(unsafe) let buffer: InkBuffer
        /// One past the last element written.
        private var end: UnsafeMutablePointer<Element>
        private var limit: UnsafeMutablePointer<Element>

        /// A cursor after the elements `buffer` has.
        init(_ buffer: InkBuffer) {
            self.buffer = buffer
            end = buffer.base + buffer.count
            limit = buffer.base + buffer.capacity
        }

        /// Appends `element`, growing the buffer when it is full.
        mutating func append(_ element: Element) {
            if end == limit {
                finish()
                buffer.reserve(buffer.count)
                self = Cursor(buffer)
            }
            end.initialize(to: element)
            end += 1
        }

        /// Appends `element` without checking for room; ``InkBuffer/reserve(_:)`` made it before
        /// the cursor was.
        mutating func appendReserved(_ element: Element) {
            end.initialize(to: element)
            end += 1
        }

        /// Sets the buffer's count to take in what was appended.
        func finish() {
            buffer.count = end - buffer.base
        }
    }
}
