import Testing

@testable import Scribble

/// How the drawings of a file of several are named for their outputs: safe for a file name, used
/// once, numbers padded to one width so that they sort.
@Suite struct ItemNamerTests {
    @Test(arguments: [
        ("Heart Bear", "Heart_Bear"), ("Valentine's Day Card", "Valentine_s_Day_Card"),
        ("../../etc/passwd", "etc_passwd"),
        ("..", ""), ("...", ""), ("_x_", "x"), ("café au lait", "caf_au_lait"), ("a/b\\c", "a_b_c"),
        ("  spaced  ", "spaced"),
        ("Ωmega", "mega"), ("x.y-z_1", "x.y-z_1"), ("", ""),
    ])
    func namesAreMadeSafeForAFileName(name: String, safe: String) {
        #expect(ItemNamer.sanitized(name) == safe)
    }

    @Test func aLongNameIsCutAndNeverEndsInADotOrUnderscore() {
        let long = String(repeating: "a", count: 63) + "_" + String(repeating: "b", count: 10)
        #expect(ItemNamer.sanitized(long) == String(repeating: "a", count: 63))
        #expect(ItemNamer.sanitized(String(repeating: "z", count: 200)).count == ItemNamer.maximumLength)
    }

    @Test func numbersArePaddedToTheWidthOfTheLargest() {
        #expect(
            ItemNamer.width(of: 0) == 1 && ItemNamer.width(of: 9) == 1 && ItemNamer.width(of: 10) == 2
                && ItemNamer.width(of: 120) == 3)
        let namer = ItemNamer(numberWidth: ItemNamer.width(of: 120))
        #expect([1, 7, 42, 120].map(namer.padded) == ["001", "007", "042", "120"])
        #expect(ItemNamer(numberWidth: 0).padded(5) == "5", "a width under one is one")
    }

    @Test func aNameIsUsedOnceAndAnUnnamedDrawingIsNamedByItsPlace() {
        var namer = ItemNamer(numberWidth: 2)
        let names = [
            namer.name(for: "Heart", index: 0), namer.name(for: "Heart", index: 1), namer.name(for: nil, index: 2),
            namer.name(for: "***", index: 3), namer.name(for: "Heart-2", index: 4), namer.name(for: "03", index: 5),
        ]
        #expect(names == ["Heart", "Heart-2", "03", "04", "Heart-2-2", "03-2"])
    }

    @Test func recordsAreNamedByTheirLineAndSecondsOnALineAreNumbered() {
        var namer = ItemNamer(numberWidth: 6)
        let names = [
            namer.name(forLine: 1), namer.name(forLine: 3), namer.name(forLine: 3), namer.name(forLine: 3),
            namer.name(forLine: 10),
        ]
        #expect(names == ["000001", "000003", "000003-2", "000003-3", "000010"])
    }
}
