import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    @Suite("InkML time strings")
    struct InkMLTimeStringTests {
        @Test(arguments: [
            ("2017-05-29T15:00:00Z", 1_496_070_000.0),
            ("2017-05-29T15:00:00", 1_496_070_000),  // no zone: UTC
            ("2017-05-29T15:00:00.5+01:00", 1_496_066_400.5),
            ("2017-05-29T15:00:00-00:30", 1_496_071_800),
            ("2017-05-29T15:00:00.250Z", 1_496_070_000.25),
            ("2017-05-29T24:00:00Z", 1_496_102_400),  // the end of the day
            ("2016-02-29T12:00:00Z", 1_456_747_200),
            ("2000-03-01T00:00:00Z", 951_868_800),
            ("1969-12-31T23:59:59Z", -1),
            ("0001-01-01T00:00:00Z", -62_135_596_800),
        ])
        func readsDateTimes(_ text: String, _ seconds: Double) {
            #expect(InkMLTimeString.secondsSince1970(text) == seconds)
        }

        /// Foundation's ISO 8601 formatter crashed the process on a fraction this long.
        @Test func readsAFractionOfAnyLength() throws {
            let zeros = "2017-05-29T15:00:00." + String(repeating: "0", count: 62) + "Z"
            #expect(InkMLTimeString.secondsSince1970(zeros) == 1_496_070_000)
            let digits = "2017-05-29T15:00:00." + String(repeating: "9", count: 400) + "Z"
            let time = try #require(InkMLTimeString.secondsSince1970(digits))
            #expect(abs(time - 1_496_070_001) < 1e-6)
        }

        @Test(arguments: [
            "", "2017-02-30T15:00:00Z", "2017-02-29T00:00:00Z", "2017-13-01T00:00:00Z", "2017-00-01T00:00:00Z",
            "2017-05-29T25:00:00Z", "2017-05-29T24:00:01Z", "2017-05-29T15:60:00Z", "2017-05-29T15:00:60Z",
            "2017-05-29T15:00Z", "2017-05-29 15:00:00Z", "2017-05-29t15:00:00Z", "2017-05-29T15:00:00.Z",
            "17-05-29T15:00:00Z", "2017-05-29T15:00:00+15:00", "2017-05-29T15:00:00+01", "2017-05-29T15:00:00Zjunk",
            "1234567890-01-01T00:00:00Z", "2017-05-29T15:00:00,5Z",
        ])
        func refusesWhatIsNotADateTime(_ text: String) {
            #expect(InkMLTimeString.secondsSince1970(text) == nil)
        }
    }
}
