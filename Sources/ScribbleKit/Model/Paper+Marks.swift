extension Paper {
    /// One mark of a ruling, in canvas units: a bar (a line with square ends) or a dot.
    public enum Mark: Hashable, Sendable {
        /// A filled rectangle: a rule of the paper's width across or down the page.
        case bar(Rect, Color)
        /// A filled disc.
        case dot(center: Point, radius: Double, Color)
    }

    /// The most marks a page is ruled with: 100,000, some forty times an A4 page of dots.
    public static let maximumMarks = 100_000

    /// Xournal++'s measures, in its units (points), which a notebook's pages are read in.
    private enum Template {
        static let lineWidth = 0.5
        static let header = 80.0
        static let footer = 20.0
        static let ruling = 24.0
        static let marginX = 72.0
        static let raster = 14.17
        static let dotDiameter = 1.5
        /// Graph paper's vertical lines start this far above the page, as Xournal++ draws them.
        static let graphShift = 2.5
    }

    /// The marks of the ruling on a page of `canvas`'s size, in the order they are drawn, placed
    /// and coloured as Xournal++ 1.1 draws its page templates: lines half a unit wide, blue rules
    /// and a red margin (grey ones on a dark page), grey grids and dots.
    ///
    /// A page without a finite, positive area, or one that would take more than
    /// ``maximumMarks`` (a dotted page of kilometres), has none.
    public func marks(on canvas: Size) -> [Mark] {
        guard canvas.width > 0, canvas.height > 0, canvas.width <= ModelLimits.maximumCanvasSide,
            canvas.height <= ModelLimits.maximumCanvasSide
        else { return [] }
        let columns = canvas.width / Template.raster
        let rows = canvas.height / Template.raster
        let count = ruling == .dotted ? columns * rows : columns + rows
        guard count <= Double(Self.maximumMarks) else { return [] }
        let width = canvas.width
        let height = canvas.height
        let half = Template.lineWidth / 2
        func across(_ y: Double, _ color: Color) -> Mark {
            .bar(Rect(x: 0, y: y - half, width: width, height: Template.lineWidth), color)
        }
        func down(_ x: Double, from top: Double, _ color: Color) -> Mark {
            .bar(Rect(x: x - half, y: top, width: Template.lineWidth, height: height), color)
        }
        /// The grid's positions along a side: one raster in, then every raster, short of the edge.
        func grid(_ side: Double) -> [Double] {
            let count = Int((side / Template.raster).rounded(.up))
            return (1...Swift.max(1, count)).map { Double($0) * Template.raster }.filter { $0 < side }
        }
        switch ruling {
        case .plain:
            return []
        case .ruled, .lined:
            let color = contrasting(light: 0x40A0FF, dark: 0x434343)
            let count = Swift.max(
                0, Int((height - Template.header - Template.footer) / (Template.ruling + Template.lineWidth)))
            var marks = (0..<count).map { across(Template.header + Double($0) * Template.ruling, color) }
            if ruling == .lined {
                marks.append(down(Template.marginX, from: 0, contrasting(light: 0xFF0080, dark: 0x220080)))
            }
            return marks
        case .graph:
            let color = contrasting(light: 0xBDBDBD, dark: 0x434343)
            return grid(width).map { down($0, from: -Template.graphShift, color) }
                + grid(height).map { across($0, color) }
        case .dotted:
            let color = contrasting(light: 0xBDBDBD, dark: 0x434343)
            let ys = grid(height)
            return grid(width).flatMap { x in
                ys.map { y in Mark.dot(center: Point(x: x, y: y), radius: Template.dotDiameter / 2, color) }
            }
        }
    }

    /// The colour of lines on this paper: `light` on a light page, `dark` on one whose grey
    /// (the mean of its red, green and blue bytes) is under half, as Xournal++ chooses.
    private func contrasting(light: UInt32, dark: UInt32) -> Color {
        let bytes = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        let rgb = (bytes[0] + bytes[1] + bytes[2]) / 3 < 0x80 ? dark : light
        return Color(
            red: Double(rgb >> 16) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
    }
}
