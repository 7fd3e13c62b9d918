/// A growable run of plain values (no references) for the ink pipeline's inner loops.
///
/// An append is a capacity check and a store: no copy-on-write check, so no call that would make
/// the loop around it spill its registers, as `Array.append` does. The pipeline owns one buffer
/// per stage and reuses it from stroke to stroke; results leave as ordinary arrays.
final class InkBuffer<Element> {
    /// The storage. Loops that write through it directly call ``reserve(_:)`` first and set
    /// ``count`` after; appending may move it.
    private(set) var base: UnsafeMutablePointer<Element>
    /// How many elements are in use.
    var count = 0
    private(set) var capacity: Int

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
    @inline(__always)
    func removeAll() { count = 0 }

    /// Makes room for at least `extra` more elements without growing again.
    @inline(__always)
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

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        base[count] = element
        count += 1
    }

    /// Appends `element` when `keep` is true, without branching on `keep`: the element is written
    /// after the last one either way and counted only when kept. For conditions that follow the
    /// data too closely for the processor to predict, where a branch would guess wrong often.
    @inline(__always)
    func append(_ element: Element, if keep: Bool) {
        if count == capacity { grow(to: count + 1) }
        base[count] = element
        count += keep ? 1 : 0
    }

    /// Appends `element` without checking for room; call ``reserve(_:)`` first.
    @inline(__always)
    func appendReserved(_ element: Element) {
        base[count] = element
        count += 1
    }

    @inline(__always)
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

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    @inline(__always)
    var isEmpty: Bool { count == 0 }

    @inline(__always)
    var last: Element { base[count - 1] }

    /// The elements as an array.
    var array: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
