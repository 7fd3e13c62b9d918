/// A spatial index over a drawing's strokes: which strokes' ink boxes meet a rectangle, without
/// looking at every stroke.
///
/// Each stroke is kept by the box around its ink on the canvas, the box ``Stroke/bounds`` gives:
/// its centre line's box (samples whose location is not finite left out) grown by half the widest
/// its ink can be. A stroke with no finite location, or whose ink width on the canvas is not a
/// number, has no box and is never a candidate, so that the exact tests, which could not hit it
/// either, and the index always agree.
///
/// **Structure.** An R-tree of sixteen entries a node, packed when it is built from a whole
/// drawing by Sort-Tile-Recursive (boxes sorted by x into vertical slices, each slice sorted by y
/// and cut into full nodes, and the same again a level up), so that nodes overlap little and a
/// query of a small region visits a handful of them. Built from strokes at once it is a few sorts,
/// O(n log n); changed stroke by stroke it stays an R-tree: an added box goes down the child it
/// enlarges least and an overfull node splits where the two halves cover the least area; a
/// removed box leaves its node and the boxes above it shrink to what is left.
///
/// A uniform grid (cells the size of an average stroke's box) was measured beside it by the
/// `selection` stage of `scribble-bench`, on 100,000 scribbles: the grid builds in about two
/// thirds of the time, but answers a lasso's box four times slower (a stroke sits in several
/// cells, so answers must be merged), takes a third more memory, needs its cell size guessed from
/// the strokes, and would need a growable list per cell to be updated. The tree needs none of that.
///
/// **Stroke indices.** Entries are the strokes' places in the drawing. Removing or inserting a
/// stroke renumbers the strokes after it, a pass over the entries as cheap as the drawing's own
/// array shifting its strokes (no sorting, no rebuilding).
///
/// **Memory.** About 43 bytes a stroke when built at once (a node's sixteen boxes of four numbers
/// and their entries, plus each stroke's node); about three times that when built stroke by
/// stroke, as split nodes are left partly full and the arrays grow ahead of need. A stroke of 20
/// to 50 samples takes 1 to 2.5 kB. See ``byteCount``.
public struct StrokeIndex: Sendable {
    /// Entries a node holds.
    static let fanout = 16
    /// The fewest entries either half of a split node keeps.
    static let minimumFill = 6

    /// The nodes' entries, ``fanout`` slots a node: the box of each child (node or stroke) and the
    /// child itself (a node's number in an inner node, a stroke's index in a leaf).
    private var boxes: [IndexBox] = []
    private var items: [Int32] = []
    /// Per node: how many slots are in use, its parent (−1 for the root and free nodes), and
    /// whether its entries are strokes.
    private var counts: [Int32] = []
    private var parents: [Int32] = []
    private var leaves: [Bool] = []
    /// Nodes emptied by removals, to be used again before the arrays grow.
    private var freeNodes: [Int32] = []
    /// The root node, or −1 when no stroke has a box.
    private var root: Int32 = -1
    /// Per stroke: the leaf holding it, or −1 when it has no box.
    private var leafOfStroke: [Int32] = []

    /// An index of no strokes.
    public init() {}

    /// Builds the index of `strokes` at once, in O(n log n).
    /// - Parameter strokes: a drawing's strokes, in drawing order.
    public init(strokes: [Stroke]) {
        self.init(boxes: strokes.map(Self.box(of:)))
    }

    /// Builds the index of boxes given in stroke order (`nil` for a stroke that has none).
    init(boxes strokeBoxes: [IndexBox?]) {
        precondition(strokeBoxes.count < Int(Int32.max), "more strokes than an index holds")
        leafOfStroke = [Int32](repeating: -1, count: strokeBoxes.count)
        var level: [(box: IndexBox, item: Int32)] = []
        level.reserveCapacity(strokeBoxes.count)
        for (stroke, box) in strokeBoxes.enumerated() {
            if let box, box.isFinite { level.append((box, Int32(stroke))) }
        }
        guard !level.isEmpty else { return }
        // Every level is a sixteenth of the one below, so the nodes number about n / 15.
        let nodeEstimate = level.count / (Self.fanout - 1) + 8
        boxes.reserveCapacity(nodeEstimate * Self.fanout)
        items.reserveCapacity(nodeEstimate * Self.fanout)
        counts.reserveCapacity(nodeEstimate)
        parents.reserveCapacity(nodeEstimate)
        leaves.reserveCapacity(nodeEstimate)
        var isLeafLevel = true
        while true {
            var above: [(box: IndexBox, item: Int32)] = []
            for group in Self.tiles(of: &level) {
                let node = makeNode(leaf: isLeafLevel)
                var box = IndexBox.empty
                for entry in level[group] {
                    append(entry.box, entry.item, to: node)
                    box = box.union(entry.box)
                }
                above.append((box, node))
            }
            if above.count == 1 {
                root = above[0].item
                return
            }
            level = above
            isLeafLevel = false
        }
    }

    /// The box the index keeps for `stroke`, or `nil` when nothing of it can be hit.
    static func box(of stroke: Stroke) -> IndexBox? {
        guard let line = StrokeCenterLine(stroke) else { return nil }
        let box = line.inkBox
        return box.isFinite ? box : nil
    }

    /// The number of strokes the index covers, with or without boxes.
    public var count: Int { leafOfStroke.count }

    /// The strokes whose ink box meets `rect` (edges touching count), in drawing order: the
    /// candidates that an exact test then sorts out.
    /// - Parameter rect: a region of the canvas; one with a corner that is not finite meets nothing.
    /// - Returns: stroke indices, ascending.
    public func candidates(intersecting rect: Rect) -> [Int] {
        guard let box = IndexBox(rect) else { return [] }
        return candidates(intersecting: box)
    }

    /// The strokes whose box meets `box`, ascending.
    func candidates(intersecting box: IndexBox) -> [Int] {
        var found: [Int] = []
        visitCandidates(intersecting: box) { found.append($0) }
        found.sort()
        return found
    }

    /// Hands `body` each stroke whose box meets `box`, in no particular order.
    func visitCandidates(intersecting box: IndexBox, _ body: (Int) -> Void) {
        guard root >= 0 else { return }
        var stack: [Int32] = [root]
        stack.reserveCapacity(64)
        boxes.withUnsafeBufferPointer { boxes in
            items.withUnsafeBufferPointer { items in
                while let node = stack.popLast() {
                    let base = Int(node) * Self.fanout
                    let end = base + Int(counts[Int(node)])
                    if leaves[Int(node)] {
                        for slot in base..<end where boxes[slot].intersects(box) { body(Int(items[slot])) }
                    } else {
                        for slot in base..<end where boxes[slot].intersects(box) { stack.append(items[slot]) }
                    }
                }
            }
        }
    }

    /// The bytes the index holds on the heap: its arrays' reserved storage and their headers.
    public var byteCount: Int {
        func bytes<Element>(_ array: [Element]) -> Int {
            // An array's storage starts with a 32-byte header (its count, capacity and object header).
            array.capacity == 0 ? 0 : 32 + array.capacity * MemoryLayout<Element>.stride
        }
        return bytes(boxes) + bytes(items) + bytes(counts) + bytes(parents) + bytes(leaves) + bytes(freeNodes)
            + bytes(leafOfStroke)
    }
}

// MARK: - Nodes

extension StrokeIndex {
    /// A node with no entries, taken from the free ones when there are any.
    private mutating func makeNode(leaf: Bool) -> Int32 {
        if let node = freeNodes.popLast() {
            leaves[Int(node)] = leaf
            return node
        }
        let node = Int32(counts.count)
        boxes.append(contentsOf: repeatElement(.empty, count: Self.fanout))
        items.append(contentsOf: repeatElement(-1, count: Self.fanout))
        counts.append(0)
        parents.append(-1)
        leaves.append(leaf)
        return node
    }

    private mutating func freeNode(_ node: Int32) {
        counts[Int(node)] = 0
        parents[Int(node)] = -1
        freeNodes.append(node)
    }

    /// Puts an entry in a node that has room, and records where its child now is.
    private mutating func append(_ box: IndexBox, _ item: Int32, to node: Int32) {
        let slot = Int(node) * Self.fanout + Int(counts[Int(node)])
        boxes[slot] = box
        items[slot] = item
        counts[Int(node)] += 1
        adopt(item, by: node)
    }

    private mutating func adopt(_ item: Int32, by node: Int32) {
        if leaves[Int(node)] { leafOfStroke[Int(item)] = node } else { parents[Int(item)] = node }
    }

    /// The slot of `parent` that holds `child`.
    private func slot(of child: Int32, in parent: Int32) -> Int {
        let base = Int(parent) * Self.fanout
        for slot in base..<base + Int(counts[Int(parent)]) where items[slot] == child { return slot }
        preconditionFailure("a node is missing from its parent")
    }

    /// The box around a node's entries.
    private func box(of node: Int32) -> IndexBox {
        let base = Int(node) * Self.fanout
        var box = IndexBox.empty
        for slot in base..<base + Int(counts[Int(node)]) { box = box.union(boxes[slot]) }
        return box
    }

    /// The groups of `entries` that become the nodes of one level (Sort-Tile-Recursive): sorted by
    /// x into slices of about √(nodes) nodes each, each slice sorted by y and cut into full nodes.
    /// Reorders `entries`; the groups are ranges of it.
    private static func tiles(of entries: inout [(box: IndexBox, item: Int32)]) -> [Range<Int>] {
        let nodeCount = (entries.count + fanout - 1) / fanout
        var sliceCount = 1
        while sliceCount * sliceCount < nodeCount { sliceCount += 1 }
        let sliceSize = ((nodeCount + sliceCount - 1) / sliceCount) * fanout
        entries.sort { $0.box.centerX < $1.box.centerX }
        var groups: [Range<Int>] = []
        groups.reserveCapacity(nodeCount)
        for sliceStart in stride(from: 0, to: entries.count, by: sliceSize) {
            let slice = sliceStart..<Swift.min(sliceStart + sliceSize, entries.count)
            entries[slice].sort { $0.box.centerY < $1.box.centerY }
            for start in stride(from: slice.lowerBound, to: slice.upperBound, by: fanout) {
                groups.append(start..<Swift.min(start + fanout, slice.upperBound))
            }
        }
        return groups
    }
}

// MARK: - Changes

extension StrokeIndex {
    /// Adds a stroke after the last one.
    /// - Parameter stroke: the stroke the drawing appended.
    public mutating func append(_ stroke: Stroke) {
        precondition(count < Int(Int32.max) - 1, "more strokes than an index holds")
        leafOfStroke.append(-1)
        if let box = Self.box(of: stroke) { attach(Int32(count - 1), box: box) }
    }

    /// Adds a stroke at `index`, moving the strokes from there on one place later (as undoing a
    /// removal does).
    /// - Parameters:
    ///   - stroke: the stroke the drawing inserted.
    ///   - index: where, from 0 to ``count``.
    public mutating func insert(_ stroke: Stroke, at index: Int) {
        precondition(index >= 0 && index <= count, "stroke index out of range")
        precondition(count < Int(Int32.max) - 1, "more strokes than an index holds")
        renumber { $0 >= index ? $0 + 1 : $0 }
        leafOfStroke.insert(-1, at: index)
        if let box = Self.box(of: stroke) { attach(Int32(index), box: box) }
    }

    /// Adds several strokes at once, each at its place among the strokes afterwards (as undoing a
    /// deletion puts them back): one pass over the entries however many are added, and none when
    /// they all come after the last.
    /// - Parameters:
    ///   - strokes: the strokes the drawing inserted.
    ///   - indices: their places in the drawing afterwards, one for each stroke, ascending, from 0
    ///     to below ``count`` plus the number of strokes.
    public mutating func insert(_ strokes: [Stroke], at indices: [Int]) {
        precondition(strokes.count == indices.count, "a place for each stroke")
        guard let first = indices.first, let last = indices.last else { return }
        precondition(first >= 0 && last < count + strokes.count, "stroke index out of range")
        precondition(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 }, "stroke indices out of order")
        precondition(count + strokes.count < Int(Int32.max), "more strokes than an index holds")
        // A new stroke's place less the new ones before it is how many old strokes precede it:
        // an old stroke moves on by the number of new ones whose count is at most its index.
        let keptBefore = indices.enumerated().map { $1 - $0 }
        if first < count {
            renumber { index in
                var low = 0
                var high = keptBefore.count
                while low < high {
                    let middle = (low + high) / 2
                    if keptBefore[middle] <= index { low = middle + 1 } else { high = middle }
                }
                return index + low
            }
        }
        var merged: [Int32] = []
        merged.reserveCapacity(count + strokes.count)
        var next = 0
        var old = 0
        for place in 0..<(count + strokes.count) {
            if next < indices.count, indices[next] == place {
                merged.append(-1)
                next += 1
            } else {
                merged.append(leafOfStroke[old])
                old += 1
            }
        }
        leafOfStroke = merged
        for (stroke, index) in zip(strokes, indices) {
            if let box = Self.box(of: stroke) { attach(Int32(index), box: box) }
        }
    }

    /// Removes the stroke at `index`, moving the strokes after it one place earlier.
    /// - Parameter index: a stroke index, below ``count``.
    public mutating func remove(at index: Int) {
        precondition(index >= 0 && index < count, "stroke index out of range")
        detach(Int32(index))
        leafOfStroke.remove(at: index)
        renumber { $0 > index ? $0 - 1 : $0 }
    }

    /// Removes several strokes at once, moving the rest up to close the gaps: one pass over the
    /// entries however many are removed.
    /// - Parameter indices: stroke indices, in any order; repeats and indices out of range are ignored.
    public mutating func remove(at indices: some Sequence<Int>) {
        let removed = Array(Set(indices.filter { $0 >= 0 && $0 < count })).sorted()
        guard !removed.isEmpty else { return }
        for index in removed { detach(Int32(index)) }
        var kept: [Int32] = []
        kept.reserveCapacity(count - removed.count)
        var next = 0
        for (index, leaf) in leafOfStroke.enumerated() {
            if next < removed.count, removed[next] == index { next += 1 } else { kept.append(leaf) }
        }
        leafOfStroke = kept
        renumber { index in
            // How many removed strokes came before this one: a binary search of the sorted removals.
            var low = 0
            var high = removed.count
            while low < high {
                let middle = (low + high) / 2
                if removed[middle] < index { low = middle + 1 } else { high = middle }
            }
            return index - low
        }
    }

    /// Replaces the stroke at `index` (moved, scaled, recoloured…): its entry moves to its new box,
    /// or stays where it is when the box has not changed.
    /// - Parameters:
    ///   - index: a stroke index, below ``count``.
    ///   - stroke: the stroke now there.
    public mutating func replace(at index: Int, with stroke: Stroke) {
        precondition(index >= 0 && index < count, "stroke index out of range")
        let box = Self.box(of: stroke)
        let leaf = leafOfStroke[index]
        if leaf >= 0, let box, boxes[slot(of: Int32(index), in: leaf)] == box { return }
        detach(Int32(index))
        if let box { attach(Int32(index), box: box) }
    }

    /// Maps every stroke index in the leaves through `change`.
    private mutating func renumber(_ change: (Int) -> Int) {
        for node in leaves.indices where leaves[node] {
            let base = node * Self.fanout
            for slot in base..<base + Int(counts[node]) { items[slot] = Int32(change(Int(items[slot]))) }
        }
    }

    /// Files a stroke's box: down the child that grows least, into a leaf, splitting what overflows.
    private mutating func attach(_ stroke: Int32, box: IndexBox) {
        if root < 0 { root = makeNode(leaf: true) }
        var node = root
        while !leaves[Int(node)] {
            let slot = chooseSlot(in: node, for: box)
            // The child will hold the box whatever happens below, so its box can grow now.
            boxes[slot] = boxes[slot].union(box)
            node = items[slot]
        }
        add(box, stroke, to: node)
    }

    /// The slot of an inner node whose box grows least to take `box`; ties go to the smaller box.
    private func chooseSlot(in node: Int32, for box: IndexBox) -> Int {
        let base = Int(node) * Self.fanout
        var best = base
        var bestGrowth = Double.infinity
        var bestArea = Double.infinity
        var bestMargin = Double.infinity
        for slot in base..<base + Int(counts[Int(node)]) {
            let current = boxes[slot]
            let grown = current.union(box)
            let area = current.area
            let growth = grown.area - area
            let margin = grown.margin - current.margin
            if growth < bestGrowth
                || growth == bestGrowth && (area < bestArea || area == bestArea && margin < bestMargin)
            {
                best = slot
                bestGrowth = growth
                bestArea = area
                bestMargin = margin
            }
        }
        return best
    }

    /// Adds an entry to a node, splitting the node in two when it is full and adding the new half
    /// to the parent (which may split in turn, up to a new root).
    private mutating func add(_ box: IndexBox, _ item: Int32, to node: Int32) {
        guard Int(counts[Int(node)]) == Self.fanout else {
            append(box, item, to: node)
            return
        }
        let base = Int(node) * Self.fanout
        var entries = (base..<base + Self.fanout).map { (box: boxes[$0], item: items[$0]) }
        entries.append((box, item))
        let cut = Self.splitPoint(of: &entries)
        counts[Int(node)] = 0
        for entry in entries[..<cut] { append(entry.box, entry.item, to: node) }
        let sibling = makeNode(leaf: leaves[Int(node)])
        for entry in entries[cut...] { append(entry.box, entry.item, to: sibling) }
        let kept = self.box(of: node)
        let moved = self.box(of: sibling)
        if node == root {
            let newRoot = makeNode(leaf: false)
            append(kept, node, to: newRoot)
            append(moved, sibling, to: newRoot)
            root = newRoot
        } else {
            let parent = parents[Int(node)]
            boxes[slot(of: node, in: parent)] = kept
            add(moved, sibling, to: parent)
        }
    }

    /// Orders the entries of an overfull node along x or y and returns where to cut them in two:
    /// the cut, keeping ``minimumFill`` on either side, whose halves' boxes cover the least area
    /// (then the least margin).
    private static func splitPoint(of entries: inout [(box: IndexBox, item: Int32)]) -> Int {
        var bestCut = entries.count / 2
        var bestByX = true
        var bestArea = Double.infinity
        var bestMargin = Double.infinity
        for byX in [true, false] {
            entries.sort { byX ? $0.box.centerX < $1.box.centerX : $0.box.centerY < $1.box.centerY }
            var prefix = [IndexBox](repeating: .empty, count: entries.count + 1)
            var suffix = prefix
            for index in entries.indices { prefix[index + 1] = prefix[index].union(entries[index].box) }
            for index in entries.indices.reversed() { suffix[index] = suffix[index + 1].union(entries[index].box) }
            for cut in minimumFill...(entries.count - minimumFill) {
                let area = prefix[cut].area + suffix[cut].area
                let margin = prefix[cut].margin + suffix[cut].margin
                if area < bestArea || area == bestArea && margin < bestMargin {
                    bestCut = cut
                    bestByX = byX
                    bestArea = area
                    bestMargin = margin
                }
            }
        }
        if !bestByX { return bestCut }
        entries.sort { $0.box.centerX < $1.box.centerX }
        return bestCut
    }

    /// Takes a stroke's entry out of its leaf; emptied nodes leave their parents, and the boxes
    /// above shrink to what is left.
    private mutating func detach(_ stroke: Int32) {
        let leaf = leafOfStroke[Int(stroke)]
        guard leaf >= 0 else { return }
        leafOfStroke[Int(stroke)] = -1
        removeSlot(slot(of: stroke, in: leaf), from: leaf)
        var node = leaf
        while counts[Int(node)] == 0, node != root {
            let parent = parents[Int(node)]
            removeSlot(slot(of: node, in: parent), from: parent)
            freeNode(node)
            node = parent
        }
        tighten(from: node)
        // A root with one child is a level too many; a root with none is an empty index.
        while !leaves[Int(root)], counts[Int(root)] == 1 {
            let child = items[Int(root) * Self.fanout]
            freeNode(root)
            parents[Int(child)] = -1
            root = child
        }
        if counts[Int(root)] == 0 { clearNodes() }
    }

    /// Moves a node's last entry into `slot`, one entry fewer.
    private mutating func removeSlot(_ slot: Int, from node: Int32) {
        let last = Int(node) * Self.fanout + Int(counts[Int(node)]) - 1
        boxes[slot] = boxes[last]
        items[slot] = items[last]
        boxes[last] = .empty
        counts[Int(node)] -= 1
    }

    /// Shrinks the boxes above `node` to their entries, stopping where a box does not change.
    private mutating func tighten(from node: Int32) {
        var node = node
        while parents[Int(node)] >= 0 {
            let parent = parents[Int(node)]
            let slot = slot(of: node, in: parent)
            let box = self.box(of: node)
            if boxes[slot] == box { return }
            boxes[slot] = box
            node = parent
        }
    }

    /// Drops every node, when no stroke has a box any more.
    private mutating func clearNodes() {
        boxes = []
        items = []
        counts = []
        parents = []
        leaves = []
        freeNodes = []
        root = -1
    }
}

// MARK: - Checks

extension StrokeIndex {
    /// Whether the tree holds together: each stroke with a box in the leaf that says so, once;
    /// every box above holding the boxes below; every child's parent its parent. For tests.
    func isConsistent() -> Bool {
        guard root >= 0 else { return leafOfStroke.allSatisfy { $0 == -1 } }
        var seen = [Int](repeating: 0, count: count)
        var stack: [Int32] = [root]
        while let node = stack.popLast() {
            let base = Int(node) * Self.fanout
            for slot in base..<base + Int(counts[Int(node)]) {
                let item = items[slot]
                if leaves[Int(node)] {
                    guard item >= 0, Int(item) < count, leafOfStroke[Int(item)] == node else { return false }
                    seen[Int(item)] += 1
                } else {
                    guard parents[Int(item)] == node, counts[Int(item)] > 0, boxes[slot].contains(box(of: item)) else {
                        return false
                    }
                    stack.append(item)
                }
            }
        }
        return zip(seen, leafOfStroke).allSatisfy { seen, leaf in seen == (leaf >= 0 ? 1 : 0) }
    }
}
