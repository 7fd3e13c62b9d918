/// Reads the `timeString` of an InkML `<timestamp>`, an XML Schema `dateTime`:
/// `[-]YYYY-MM-DDThh:mm:ss[.fraction][Z|(+|-)hh:mm]`, such as `2017-05-29T15:00:00.250Z`.
///
/// A time without a zone is taken as UTC: only the differences between timestamps matter to a
/// drawing. The end of a day may be written `24:00:00`. Any number of fraction digits is read in
/// full. Parsed here rather than by Foundation's ISO 8601 formatter, whose ICU parser crashes the
/// process (a division by zero) on a fraction of forty-odd digits, and which takes February 30 for
/// March 2.
enum InkMLTimeString {
    /// The most digits a year may have: enough for any date, few enough that the arithmetic
    /// below never overflows.
    static let maximumYearDigits = 9

    /// Seconds since 1970-01-01T00:00:00Z, or `nil` when `text` is not a `dateTime`.
    static func secondsSince1970(_ text: String) -> Double? {
        var reader = Reader(bytes: Array(text.utf8))
        return reader.dateTime()
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func dateTime() -> Double? {
            let negativeYear = skip("-")
            guard let yearDigits = digits(atLeast: 4, atMost: InkMLTimeString.maximumYearDigits), skip("-"),
                let month = digits(exactly: 2), skip("-"), let day = digits(exactly: 2), skip("T"),
                let hour = digits(exactly: 2), skip(":"), let minute = digits(exactly: 2), skip(":"),
                let second = digits(exactly: 2)
            else { return nil }
            let year = negativeYear ? -yearDigits : yearDigits
            guard (1...12).contains(month), (1...InkMLTimeString.days(inMonth: month, of: year)).contains(day),
                minute <= 59, second <= 59, hour <= 23 || (hour == 24 && minute == 0 && second == 0)
            else { return nil }
            var fraction = 0.0
            if skip(".") {
                let start = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                guard index > start, let value = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
                else { return nil }
                fraction = value
            }
            guard let zoneOffset = zone(), index == bytes.count else { return nil }
            let days = InkMLTimeString.daysSince1970(year: year, month: month, day: day)
            let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second - zoneOffset
            return Double(seconds) + fraction
        }

        /// The zone's offset from UTC in seconds: 0 for `Z` or no zone.
        mutating func zone() -> Int? {
            guard index < bytes.count else { return 0 }
            if skip("Z") { return 0 }
            let sign: Int
            if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
            guard let hours = digits(exactly: 2), skip(":"), let minutes = digits(exactly: 2),
                minutes <= 59, hours * 60 + minutes <= 14 * 60
            else { return nil }
            return sign * (hours * 60 + minutes) * 60
        }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func digits(exactly count: Int) -> Int? { digits(atLeast: count, atMost: count) }

        mutating func digits(atLeast fewest: Int, atMost most: Int) -> Int? {
            var value = 0
            var count = 0
            while index < bytes.count, isDigit(bytes[index]) {
                guard count < most else { return nil }
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                count += 1
                index += 1
            }
            return count >= fewest ? value : nil
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    }

    /// The days in a month of the proleptic Gregorian calendar.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
