import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// The channels of an InkML trace format.
    @Suite("InkML trace formats")
    struct InkMLTraceFormatTests {
        private typealias Channel = InkMLTraceFormat.Channel

        @Test func theStandardFormatIsDecimalXAndY() {
            let standard = InkMLTraceFormat.standard
            #expect(standard.names == "X, Y")
            #expect(standard.regularCount == 2)
            #expect(standard.channels.allSatisfy { $0.kind == .decimal && $0.defaultValue == nil && !$0.isReversed })
        }

        @Test func regularChannelsComeBeforeTheIntermittentOnes() {
            let format = InkMLTraceFormat(channels: [
                Channel(name: "X"), Channel(name: "Y"), Channel(name: "T", kind: .integer),
                Channel(name: "F", isIntermittent: true), Channel(name: "OTx", isIntermittent: true),
            ])
            #expect(format.regularCount == 3)
            #expect(format.names == "X, Y, T, F, OTx")
            #expect(format.index(of: "T") == 2)
            #expect(format.index(of: "OTx") == 4)
            #expect(format.index(of: "x") == nil)
            let allIntermittent = InkMLTraceFormat(channels: [Channel(name: "F", isIntermittent: true)])
            #expect(allIntermittent.regularCount == 0)
            #expect(InkMLTraceFormat(channels: []).regularCount == 0)
            #expect(InkMLTraceFormat(channels: []).names == "")
        }
    }
}
