import Scribble
import Testing

@Suite("Rendering through the front door")
struct RendererTests {
    private let drawing = Drawing(
        canvas: Size(width: 60, height: 40),
        strokes: [
            Stroke(points: [StrokePoint(x: 10, y: 10, t: 0), StrokePoint(x: 50, y: 30, t: 0.2)], ink: Ink(width: 6))
        ])

    @Test("one options value frames PNG as the Cairo renderer does, at its scale and fit")
    func png() throws {
        let options = Renderer.Options(format: .png, scale: 2, fit: .bounds, padding: 4)
        let bytes = try Renderer(options: options).encode(drawing)
        #expect(bytes == (try DrawingRenderer(options: options.renderOptions).renderPNG(drawing)))
        let image = try RasterImage(png: bytes)
        // The ink's box (the line's 40 × 20, grown by at most half the width each side) and 4
        // units of padding each side, at 2×.
        let widths = (2 * (40 + 8) + 1)...(2 * (40 + 6 + 8))
        let heights = (2 * (20 + 8) + 1)...(2 * (20 + 6 + 8))
        #expect(widths.contains(image.width))
        #expect(heights.contains(image.height))
        #expect(image.pixel(x: image.width / 2, y: image.height / 2).alpha == 255)
        #expect(image.pixel(x: image.width / 2, y: image.height / 2).red < 100, "ink in the middle")
        #expect(
            image.pixel(x: 1, y: image.height - 2) == RGBA8(red: 255, green: 255, blue: 255),
            "white where there is no ink")
    }

    @Test("SVG and PDF from the same options")
    func vector() throws {
        let svg = String(
            decoding: try Renderer(options: .init(format: .svg, scale: 2, background: nil)).encode(drawing),
            as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("width=\"120\""))
        #expect(svg.contains("<path"))
        #expect(!svg.contains("<rect"), "no background asked for, none drawn")
        let pdf = try Renderer(options: .init(format: .pdf)).encode(drawing)
        #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
        let pages = try Renderer().encodePDF(pages: [drawing, drawing, drawing])
        #expect(String(decoding: pages, as: UTF8.self).contains("/Count 3"))
    }

    @Test("a file is written whole, and a failure writes nothing")
    func writing() throws {
        try TestFiles.withFolder { folder in
            let renderer = Renderer(options: .init(scale: 3))
            try renderer.write(drawing, to: folder + "/a.png")
            #expect(try AtomicFile.read(folder + "/a.png") == renderer.encode(drawing))

            var tooBig = Renderer.Options(scale: 3)
            tooBig.maximumPixels = 100
            do {
                try Renderer(options: tooBig).write(drawing, to: folder + "/b.png")
                Issue.record("an image over the limit was made")
            } catch let error as ScribbleError {
                guard case .rendering(let cairo) = error.kind, case .imageTooLarge = cairo.kind else {
                    Issue.record("not a rendering error: \(error)")
                    return
                }
                #expect(error.description.contains("180×120 pixels"))
            }
            do {
                try renderer.write(drawing, to: folder + "/no/such/folder/c.png")
                Issue.record("a file was written into a missing folder")
            } catch let error as ScribbleError {
                guard case .file = error.kind else {
                    Issue.record("not a file error: \(error)")
                    return
                }
                #expect(error.description.hasPrefix(folder + "/no/such/folder/c.png: "))
            }
            #expect(try TestFiles.contents(of: folder) == ["a.png"])
        }
    }
}
