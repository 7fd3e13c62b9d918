import ScribbleJSON
import ScribbleSyntax
import Testing

enum PetKey: String, CaseIterable, Sendable { case name, legs, tags }
enum Species: String, CaseIterable, Sendable { case cat, dog }

@Suite struct JSONReaderTests {
    static let keys = JSONKeySet<PetKey>()
    static let species = JSONKeySet<Species>()

    /// Reads `{ "name": …, "legs": …, "tags": [ … ] }`.
    func readPet(_ text: String) throws(FormatError) -> (String, Int, [Species]) {
        let reader = JSONReader(Array(text.utf8), file: "pet.json")
        let start = try reader.beginObject()
        var name: String?
        var legs: Int?
        var tags: [Species] = []
        while let key = try reader.nextKey(in: Self.keys) {
            switch key {
            case .name: name = try reader.readString()
            case .legs:
                legs = try reader.readInteger()
                if legs! < 0 { throw reader.error("legs cannot be negative, found \(reader.valueText)") }
            case .tags:
                try reader.beginArray()
                while try reader.nextElement() { tags.append(try reader.readName(in: Self.species, noun: "animal")) }
            }
        }
        try reader.finish()
        guard let name, let legs else {
            throw reader.missingKeys(
                [name == nil ? "name" : nil, legs == nil ? "legs" : nil].compactMap { $0 }, inObjectAt: start)
        }
        return (name, legs, tags)
    }

    func failure(_ text: String) -> String? {
        do {
            _ = try readPet(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsWhatItIsAskedForAndSkipsTheRest() throws {
        let pet = try readPet(#"{ "name": "Tom", "owner": { "x": [1, 2] }, "legs": 4, "tags": ["cat"] }"#)
        #expect(pet.0 == "Tom" && pet.1 == 4 && pet.2 == [.cat])
    }

    @Test func errorsSayWhereAndWhat() {
        #expect(failure(#"{ "name": "Tom", "legs": -1 }"#) == "pet.json:1:26: legs: legs cannot be negative, found -1")
        #expect(failure(#"{ "name": "Tom" }"#) == "pet.json:1:1: missing key \"legs\"")
        #expect(
            failure(#"{ "name": "Tom", "legs": 4, "tags": ["cow"] }"#)
                == "pet.json:1:38: tags[0]: unknown animal \"cow\"; known animals: cat, dog")
        #expect(
            failure(#"{ "name": "Tom", "name": "Jerry", "legs": 4 }"#)
                == "pet.json:1:18: duplicate key \"name\": an object may name a key only once")
        #expect(
            failure(#"{ "name": "Tom", "legs": 4 } x"#) == "pet.json:1:30: expected the end of the document, found 'x'")
    }
}
