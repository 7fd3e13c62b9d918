import Foundation
import Testing

@testable import ScribbleKit

@Suite struct InkEasingTests {
    @Test(arguments: InkEasing.allCases)
    func everyEasingRunsFromZeroToOneAndOnlyRises(_ easing: InkEasing) {
        #expect(abs(easing(0)) <= 1e-15)
        #expect(abs(easing(1) - 1) <= 1e-15)
        let values = (0...200).map { easing(Double($0) / 200) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func theEasingsTakeTheirTextbookValues() {
        let quarter: [(InkEasing, Double)] = [
            (.linear, 0.25), (.easeInQuad, 0.0625), (.easeOutQuad, 0.4375), (.easeInOutQuad, 0.125),
            (.easeInCubic, 0.015625), (.easeOutCubic, 0.578125), (.easeInOutCubic, 0.0625),
            (.easeInSine, 1 - cos(Double.pi / 8)), (.easeOutSine, sin(Double.pi / 8)),
            (.easeInOutSine, (1 - (0.5 as Double).squareRoot()) / 2),
        ]
        for (easing, value) in quarter { #expect(isClose(easing(0.25), value, within: 1e-15), "\(easing)") }
        #expect(InkEasing.easeInOutQuad(0.75) == 0.875)
        #expect(InkEasing.easeInOutCubic(0.75) == 0.9375)
    }

    @Test(arguments: [InkEasing.easeInOutQuad, .easeInOutCubic, .easeInOutSine])
    func inOutEasingsArePointSymmetricAboutTheMiddle(_ easing: InkEasing) {
        #expect(isClose(easing(0.5), 0.5, within: 1e-15))
        for step in 0...20 {
            let t = Double(step) / 20
            #expect(isClose(easing(1 - t), 1 - easing(t), within: 1e-14))
        }
    }

    @Test(arguments: [
        (InkEasing.easeInQuad, InkEasing.easeOutQuad), (.easeInCubic, .easeOutCubic), (.easeInSine, .easeOutSine),
    ])
    func easingOutIsEasingInTurnedAbout(_ easeIn: InkEasing, _ easeOut: InkEasing) {
        for step in 0...20 {
            let t = Double(step) / 20
            #expect(isClose(easeOut(t), 1 - easeIn(1 - t), within: 1e-14))
        }
    }

    @Test func valuesOutsideZeroToOneAreUsedAsGiven() {
        #expect(InkEasing.linear(-0.5) == -0.5)
        #expect(InkEasing.easeInQuad(2) == 4)
        #expect(InkEasing.easeOutQuad(2) == 0)
    }

    @Test func theNamesArePerfectFreehands() {
        #expect(InkEasing(rawValue: "easeOutSine") == .easeOutSine)
        #expect(InkEasing(rawValue: "easeInOutCubic") == .easeInOutCubic)
        #expect(InkEasing.allCases.count == 10)
    }
}
