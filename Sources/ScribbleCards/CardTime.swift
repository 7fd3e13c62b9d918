import Foundation

/// How `card.json` writes a time: UTC in ISO 8601, to the millisecond, `2025-03-01T10:20:30.123Z`.
enum CardTime {
    /// The milliseconds since 1970 of a time, to the nearest.
    static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        // Far beyond any year a card is made in; keeps the conversion from trapping.
        return Int64(max(-1e17, min(1e17, value.isFinite ? value : 0)))
    }

    /// `2025-03-01T10:20:30.123Z`.
    static func string(_ date: Date) -> String {
        let total = milliseconds(date)
        var seconds = time_t(total.floorDivided(by: 1000))
        let millis = Int(total - Int64(seconds) * 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
            Int(parts.tm_mday),
            Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), millis)
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS[.fff]Z` (UTC, seconds' fraction up to milliseconds); `nil` for
    /// anything else, a day or hour out of range included.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 24, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<(start + count)] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, Character)] =
            [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")] + (bytes.count == 24 ? [(19, ".")] : [])
        guard separators.allSatisfy({ bytes[$0.0] == $0.1.asciiValue }),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let millis = bytes.count == 24 ? number(20, 3) : 0
        guard let millis else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        let seconds = timegm(&parts)
        // timegm carries a 31st of April into May; a date that does not round-trip is no date.
        guard parts.tm_mday == Int32(day), parts.tm_mon == Int32(month - 1) else { return nil }
        return Date(timeIntervalSince1970: Double(Int64(seconds) * 1000 + Int64(millis)) / 1000)
    }
}

extension Int64 {
    /// Division rounded towards minus infinity, so that times before 1970 split into seconds and
    /// a positive remainder.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
