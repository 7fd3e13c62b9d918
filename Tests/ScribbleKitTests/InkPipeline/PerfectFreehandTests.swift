import ScribbleKit
import Testing

/// perfect-freehand's own outlines of small fixtures, from the `perfect-freehand` package on PyPI
/// (1.2.0) with the JavaScript original's taper easings passed explicitly; they pin the
/// compatibility down without Python. `tools/check-perfect-freehand.py` compares whole drawings.
@Suite struct PerfectFreehandTests {
    static func expectMatches(
        _ outline: InkOutline, _ expected: [(Double, Double)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ring = outline.polygons.first ?? []
        #expect(outline.polygons.count == 1, sourceLocation: sourceLocation)
        #expect(ring.count == expected.count, sourceLocation: sourceLocation)
        // Ours winds with positive area; perfect-freehand's may wind the other way.
        let forwards = zip(ring, expected).allSatisfy { abs($0.x - $1.0) < 1e-9 && abs($0.y - $1.1) < 1e-9 }
        let backwards = zip(ring.reversed(), expected).allSatisfy { abs($0.x - $1.0) < 1e-9 && abs($0.y - $1.1) < 1e-9 }
        #expect(forwards || backwards, sourceLocation: sourceLocation)
    }

    static func points(_ list: [(Double, Double, Double?)]) -> [StrokePoint] {
        list.map { StrokePoint(x: $0.0, y: $0.1, t: 0, pressure: $0.2) }
    }

    /// A monoline or marker stroke keeps its width under perfect-freehand's options, whatever its
    /// pressure, as it does in Scribble's own pipeline; a pen's follows its pressure.
    @Test func monolineAndMarkerStrokesKeepTheirWidth() {
        let points = (0...50).map {
            StrokePoint(x: Double($0) * 2, y: 0, t: Double($0) / 100, pressure: 0.1 + 0.9 * Double($0) / 50)
        }
        let options = InkOptions(perfectFreehand: .excalidraw(strokeWidth: 1, simulatePressure: false, last: true))
        func halfWidths(_ tool: InkTool) -> [Double] {
            let ring =
                Stroke(points: points, ink: Ink(tool: tool, color: .black, width: 6), device: .pen)
                .outline(options: options).polygons.first ?? []
            return [20.0, 50, 80].map { x in ring.filter { abs($0.x - x) < 1.5 }.map { abs($0.y) }.max() ?? 0 }
        }
        for tool in [InkTool.monoline, .marker] {
            #expect(halfWidths(tool).allSatisfy { abs($0 - 3) < 0.05 }, "\(tool): \(halfWidths(tool))")
        }
        let pen = halfWidths(.pen)
        #expect(pen[2] > pen[0] + 0.5, "a pen's width follows its pressure: \(pen)")
    }

    @Test func onePoint() {
        Self.expectMatches(InkOutline(perfectFreehand: Self.points([(1, 1, nil)])), Self.onePoint)
    }

    @Test func twoEqualPointsAreADot() {
        Self.expectMatches(InkOutline(perfectFreehand: Self.points([(1, 1, nil), (1, 1, nil)])), Self.twoEqualPoints)
    }

    @Test func cornersWithPressure() {
        let options = PerfectFreehandOptions(
            size: 8, thinning: 0.5, streamline: 0.3, simulatePressure: false, last: true)
        let input = Self.points([
            (0, 0, 0.3), (20, 0, 0.5), (40, 0, 0.6), (40, 20, 0.7), (40, 40, 0.6), (20, 40, 0.5), (0, 40, 0.4),
            (0, 20, 0.4), (0, 0, 0.3),
        ])
        Self.expectMatches(InkOutline(perfectFreehand: input, options: options), Self.corners)
    }

    @Test func twoPointsWithTapersAndAFlatStart() {
        let options = PerfectFreehandOptions(
            size: 10, thinning: 0.7, smoothing: 0.3, streamline: 0.6, easing: .easeInQuad, simulatePressure: false,
            start: .init(taper: 8, easing: .easeOutQuad, cap: false),
            end: .init(taper: .infinity, easing: .easeOutCubic))
        let input = Self.points([(0, 0, 0.2), (30, 10, 0.9)])
        Self.expectMatches(InkOutline(perfectFreehand: input, options: options), Self.twoPointsTapered)
    }

    @Test func nothingAndNoSizeGiveNothing() {
        #expect(InkOutline(perfectFreehand: []).isEmpty)
        #expect(InkOutline(perfectFreehand: Self.points([(0, 0, nil), (5, 5, nil)]), options: .init(size: 0)).isEmpty)
    }

    @Test func thePresetUsesTheInksWidthAsSize() {
        let stroke = Stroke(
            points: Self.points([(0, 0, nil), (10, 4, nil), (30, 2, nil)]), ink: Ink(tool: .pen, width: 6))
        #expect(
            stroke.outline(options: .perfectFreehand)
                == InkOutline(perfectFreehand: stroke.points, options: .init(size: 6)))
    }

    @Test func excalidrawOptions() {
        let options = PerfectFreehandOptions.excalidraw(strokeWidth: 2, simulatePressure: false)
        #expect(options.size == 8.5 && options.thinning == 0.6 && options.easing == .easeOutSine && !options.last)
    }

    static let onePoint: [(Double, Double)] = [
        (5.9001723754, -2.7501723754), (7.0548255891, -1.1426724722), (7.6357396172, 0.7493684563),
        (7.5820926074, 2.7278532253), (6.899501416, 4.5856339573), (5.6594335207, 6.1282005192),
        (3.9917243577, 7.1940457849), (2.0709835164, 7.6715754736), (0.0983130701, 7.5107921008),
        (-1.7197478649, 6.7285297283), (-3.1928478287, 5.4066914327), (-4.1667528663, 3.6836740327),
        (-4.539494863, 1.7398779049), (-4.2720476336, -0.2211809832), (-3.3924129734, -1.9941792481),
        (-1.9926888636, -3.3934835036), (-0.2194267881, -4.2725862247), (1.7417122459, -4.5394451245),
        (3.6853964637, -4.1661200057), (5.4081216146, -3.1916981068), (6.7295179207, -1.7182016578),
        (7.5112348398, 0.1000938741), (7.6714264042, 2.0728124667), (7.1933205147, 3.9934099626),
        (6.1269749843, 5.6607992971), (4.5840364714, 6.9004043665), (2.7260510456, 7.5824381931),
        (0.7475502716, 7.635491655), (-1.1443162975, 7.0540100408), (-2.7514697324, 5.898874629),
        (-2.7501723754, 5.9001723754), (-3.8139168835, 4.8602702486), (-4.5978763161, 3.5960090337),
        (-5.0564869143, 2.1808676517), (-5.1630942084, 0.6970941863), (-4.9115021775, -0.769074379),
        (-4.3163333624, -2.1324242582), (-3.4121790024, -3.3137174924), (-2.2515885915, -4.2442972632),
        (-0.9020156989, -4.8700782307), (0.5581024354, -5.1546899756), (2.0439036771, -5.08159085),
        (3.4690331879, -4.6550293784), (4.7506623739, -3.8997973336),
    ]

    static let twoEqualPoints: [(Double, Double)] = [
        (6.7283526602, -0.7849301948), (6.901686161, 2.0817118177), (5.7229300949, 4.7005312211),
        (3.4621401266, 6.4715506026), (0.6372683201, 6.9890254406), (-2.104500843, 6.1344010864),
        (-4.1350218839, 4.1034739007), (-4.9890978672, 1.3615338675), (-4.4710580652, -1.4632343874),
        (-2.6995865611, -3.7236701067), (-0.0805314589, -4.9019023854), (2.7860758297, -4.7279955596),
        (5.2434891304, -3.2417920741),
    ]

    static let corners: [(Double, Double)] = [
        (0.0, -3.2), (14.9, -4.0), (36.5128412397, -2.2734502635), (42.9459826942, 13.4713035822),
        (41.7015831357, 36.6723381587), (26.2058021538, 42.1758825414), (3.8530930522, 41.3096443805),
        (-1.8032944423, 26.0806491556), (-3.1932561774, 0.2076414829), (-3.0923910738, -0.8228714641),
        (-2.6677518085, -1.7672295516), (-1.9637982247, -2.5265582386), (-1.0542344483, -3.021355611),
        (-0.0342920468, -3.1998162534), (0.9892407409, -3.0432552894), (1.909199762, -2.5680646933),
        (2.629265064, -1.8239970458), (3.0740456197, -0.8889564262), (3.1969727876, 0.1391581659),
        (2.9851760607, 1.1527028613), (2.4608306123, 2.0455592628), (1.6788355491, 2.7242450696),
        (0.7210659608, 3.1177016984), (-0.312199424, 3.1847341364), (-1.3127774466, 2.9183240697),
        (-2.1759073241, 2.3463647025), (-2.8112191303, 1.5287403315), (-3.1521955515, 0.5510564443),
        (-3.1631362664, -0.4843231981), (-2.8428957792, -1.4689940738), (-2.2250033534, -2.2998608821),
        (-1.3741524892, -2.8899316491), (-0.3794274967, -3.1774258095), (0.655023655, -3.1322426489),
        (1.620893657, -2.7591128561), (2.4170556653, -2.097103219), (2.9601513074, -1.2155263212),
        (3.1933183262, -0.2066834968), (3.1932561774, -0.2076414829), (5.053747354, 23.907092663),
        (8.8937811116, 37.8579705945), (23.7819396649, 34.5598624586), (37.4660318393, 30.5266618413),
        (33.7897623058, 16.3286964178), (30.6861587603, 2.2734502635), (14.9, 4.0), (0.0, 3.2),
        (-0.7658340258, 3.1070079248), (-1.487157742, 2.8334364031), (-2.1220477804, 2.3951854245),
        (-2.6336043021, 1.8177261564), (-2.9920956181, 1.1346205588), (-3.1766861961, 0.3855707609),
        (-3.1766476231, -0.3858884276), (-2.991982141, -1.1349197627), (-2.6334225164, -1.8179895078),
        (-2.1218082513, -2.3953976173), (-1.486874391, -2.8335851047), (-0.7655233212, -3.1070844927),
        (0.00032, -3.199999984),
    ]

    static let twoPointsTapered: [(Double, Double)] = [
        (0.0031622777, -0.009486833), (8.0796578917, 0.261026325), (15.2786740942, 3.4089777174),
        (22.2376472777, 7.402008167), (22.234485, 7.411495), (22.2313227223, 7.420981833),
        (14.2683259058, 6.4400222826), (6.6203421083, 4.638973675), (-0.0031622777, 0.009486833),
    ]
}
